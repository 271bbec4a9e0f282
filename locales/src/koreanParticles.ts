import { josa, numberToHangul } from 'es-hangul';

/** The particle pairs the Korean texts write after a value they cannot know, and es-hangul's name of each. */
const particlePairs = {
  '을(를)': '을/를',
  '은(는)': '은/는',
  '이(가)': '이/가',
  '과(와)': '와/과',
  '(으)로': '으로/로',
} as const;
type ParticleMarker = keyof typeof particlePairs;

/**
 * The last syllable of a unit as Korean reads it ("5mg" is 오 밀리그램, issue 35: "5mg을(를)" in a notification).
 * Lower case; a unit missing here keeps the written pair.
 */
const unitEndings: Readonly<Record<string, string>> = {
  mg: '램',
  mcg: '램',
  µg: '램',
  μg: '램',
  kg: '램',
  g: '램',
  ml: '터',
  l: '터',
  cc: '시',
  iu: '유',
  '%': '트',
};
const digitNames = '영일이삼사오육칠팔구';

/** The last syllable of a number as Korean reads it: 5 오, 10 십, 1,000 천, 2.5 이점오. */
function numberEnding(number: string): string {
  const digits = number.replace(/,/g, '');
  const value = Number(digits);
  if (digits.includes('.') || !Number.isSafeInteger(value)) return digitNames[Number(digits.at(-1))] ?? '';
  return numberToHangul(value).at(-1) ?? '';
}

/** How the word before a particle pair ends when read aloud: a Hangul syllable, or a number with its unit. */
function spokenEnding(word: string): string {
  const measure = /^([\d.,]+)\s?(\D*)$/.exec(word);
  if (!measure) return word;
  const [, number = '', unit = ''] = measure;
  return unit ? (unitEndings[unit.toLowerCase()] ?? '') : numberEnding(number);
}

// After a Hangul syllable, or a number with or without a unit Korean reads in a known way. After other words
// ("Tylenol") the particle depends on how they are read aloud, which no rule knows, so there the written pair stays.
const units = Object.keys(unitEndings)
  .sort((a, b) => b.length - a.length)
  .map((unit) => unit.replace(/[%]/g, '\\$&'))
  .join('|');
const markedParticle = new RegExp(
  `([가-힣]|\\d(?:[\\d.,]*\\d)?(?:\\s?(?:${units}))?)(을\\(를\\)|은\\(는\\)|이\\(가\\)|과\\(와\\)|\\(으\\)로)`,
  'gi',
);

/** "생년월일을(를) 입력해 주세요" → "생년월일을 입력해 주세요": each pair settled by the word before it. */
export function withKoreanParticles(text: string): string {
  return text.replace(markedParticle, (whole, word: string, marker: ParticleMarker) => {
    const ending = spokenEnding(word);
    return ending ? `${word}${josa.pick(ending, particlePairs[marker])}` : whole;
  });
}
