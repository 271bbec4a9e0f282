import { josa } from 'es-hangul';

/** The particle pairs the Korean texts write after a value they cannot know, and es-hangul's name of each. */
const particlePairs = {
  '을(를)': '을/를',
  '은(는)': '은/는',
  '이(가)': '이/가',
  '과(와)': '와/과',
  '(으)로': '으로/로',
} as const;
type ParticleMarker = keyof typeof particlePairs;

// Only after a Hangul syllable: the particle of "100mg" or "Tylenol" depends on how it is read aloud, which no
// rule knows, so there the written pair stays.
const markedParticle = /([가-힣])(을\(를\)|은\(는\)|이\(가\)|과\(와\)|\(으\)로)/g;

/** "생년월일을(를) 입력해 주세요" → "생년월일을 입력해 주세요": each pair settled by the word before it. */
export function withKoreanParticles(text: string): string {
  return text.replace(markedParticle, (_, syllable: string, marker: ParticleMarker) =>
    josa(syllable, particlePairs[marker]),
  );
}
