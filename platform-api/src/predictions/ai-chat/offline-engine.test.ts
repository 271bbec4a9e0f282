import { loadNamespace, type Language } from 'locales';
import { predictionModels, type PredictionResult } from 'shared-kernel/isomorphic';
import type { ChatContext, GradedValue } from './chat-context';
import { intentOf } from './chat-intents';
import { createOfflineEngine } from './offline-engine';

const hypertensionSource = 'Korean Society of Hypertension, 2022 Hypertension Guidelines';

/** A person whose latest blood pressure is 142/92 (danger and caution) and whose weight is normal. */
const latestValues: GradedValue[] = [
  {
    item: 'sbp',
    value: 142,
    unit: 'mmHg',
    measuredAt: '2026-03-01T08:00:00+09:00',
    band: { idxCode: 'sbp', gradCode: '0004', min: 140, max: null, source: hypertensionSource },
  },
  {
    item: 'dbp',
    value: 85,
    unit: 'mmHg',
    measuredAt: '2026-03-01T08:00:00+09:00',
    band: { idxCode: 'dbp', gradCode: '0002', min: 80, max: 90, source: hypertensionSource },
  },
  { item: 'weight', value: 61.2, unit: 'kg', measuredAt: '2026-02-27T07:30:00+09:00', band: null },
];

const context: ChatContext = {
  today: '2026-03-02',
  person: { name: '박서연', age: 52, sex: 'female' },
  predictions: [],
  latestValues,
  months: { thisMonth: '2026-03', lastMonth: '2026-02' },
  monthlyAverages: [],
};

const noRecords: ChatContext = { ...context, latestValues: [] };

async function answer(language: Language, question: string, about = context): Promise<string> {
  const reply = await createOfflineEngine().reply({ language, question, history: [], context: about });
  expect(reply.engine).toBe('offline');
  return reply.content;
}

describe('the offline engine', () => {
  describe.each([
    {
      language: 'ko' as const,
      question: '혈압을 낮추려면 어떻게 해야 하나요?',
      advice: ['하루 5g', 'DASH식', '150분', '남성은 하루 2잔', '담배: 끊으세요'],
      source: '대한고혈압학회 2022 고혈압 진료지침',
      readings: ['수축기 혈압 142mmHg(2026.03.01): 위험', '이완기 혈압 85mmHg(2026.03.01): 주의'],
      doctor: ['의사와도 꼭 상담하세요', '의사의 진료를 대신하지 않아요'],
      noRecord: '아직 혈압 기록이 없어요',
    },
    {
      language: 'en' as const,
      question: 'How do I lower my blood pressure?',
      advice: [
        'under 5 g a day',
        'DASH-style',
        '150 minutes a week',
        '2 drinks a day for men',
        'Smoking: stop',
      ],
      source: 'Korean Society of Hypertension, 2022 Hypertension Guidelines',
      readings: [
        'systolic blood pressure 142 mmHg (2026.03.01): danger',
        'diastolic blood pressure 85 mmHg (2026.03.01): caution',
      ],
      doctor: ['see a doctor about them too', 'does not replace your doctor'],
      noRecord: 'You have no record of blood pressure yet',
    },
    {
      language: 'km' as const,
      question: 'តើខ្ញុំគួរធ្វើអ្វីដើម្បីបន្ថយសម្ពាធឈាម?',
      advice: ['តិចជាង 5 g ក្នុងមួយថ្ងៃ', 'DASH', '150 នាទីក្នុងមួយសប្តាហ៍', '2 កែវ', 'ឈប់ជក់'],
      source: 'សមាគមជំងឺលើសសម្ពាធឈាមកូរ៉េ',
      readings: [
        'សម្ពាធឈាមស៊ីស្តូលិក 142 mmHg (2026.03.01)៖ គ្រោះថ្នាក់',
        'សម្ពាធឈាមឌីយ៉ាស្តូលិក 85 mmHg (2026.03.01)៖ ប្រុងប្រយ័ត្ន',
      ],
      doctor: ['សូមពិគ្រោះជាមួយវេជ្ជបណ្ឌិតផងដែរ', 'មិនជំនួសវេជ្ជបណ្ឌិតរបស់អ្នកទេ'],
      noRecord: 'អ្នកមិនទាន់មានកំណត់ត្រា សម្ពាធឈាម',
    },
  ])('($language)', ({ language, question, advice, source, readings, doctor, noRecord }) => {
    it('answers how to lower blood pressure with sourced lifestyle advice, not a refusal', async () => {
      expect(intentOf(question, language)).toBe('lifestyle');
      const text = await answer(language, question);

      for (const fragment of [...advice, source]) expect(text).toContain(fragment);
    });

    it('shows the person’s own latest blood pressure with its grade, and that a doctor should see a danger value', async () => {
      const text = await answer(language, question);

      for (const fragment of [...readings, ...doctor]) expect(text).toContain(fragment);
      // Weight is not what was asked about.
      expect(text).not.toContain('61.2');
    });

    it('says which record is missing when the person has no blood pressure yet', async () => {
      const text = await answer(language, question, noRecords);

      expect(text).toContain(noRecord);
      expect(text).toContain(doctor[1]);
    });
  });

  it.each([
    [
      'ko',
      '혈당을 낮추려면 어떻게 해야 하나요?',
      ['150분', '2~3번', '대한당뇨병학회 2023 당뇨병 진료지침', '혈당 기록이 없어요'],
    ],
    [
      'ko',
      '콜레스테롤 낮추는 방법 알려 주세요',
      ['포화지방', '트랜스지방', '한국지질·동맥경화학회 이상지질혈증 진료지침 제5판(2022)'],
    ],
    [
      'en',
      'How can I lose weight?',
      ['5–10 %', '500 kcal', '2022 Clinical Practice Guidelines for Obesity', 'weight 61.2 kg'],
    ],
    ['en', 'How do I lower my cholesterol?', ['saturated fat', 'Dyslipidemia (5th edition, 2022)']],
    ['km', 'តើធ្វើដូចម្តេចដើម្បីបន្ថយជាតិស្ករក្នុងឈាម?', ['150 នាទី', 'សមាគមជំងឺទឹកនោមផ្អែមកូរ៉េ']],
    ['km', 'តើខ្ញុំអាចស្រកទម្ងន់ដោយរបៀបណា?', ['5–10%', '500 kcal', 'ទម្ងន់ 61.2 kg']],
  ] as const)(
    'answers a lifestyle question about glucose, cholesterol or weight (%s: %s)',
    async (language, question, expected) => {
      const text = await answer(language, question);

      for (const fragment of expected) expect(text).toContain(fragment);
    },
  );

  it.each([
    [
      'ko',
      '위험도를 낮추려면 어떻게 해야 해?',
      ['하루 5g 미만', '150분', '혈압, 혈당, 콜레스테롤, 체중 가운데 하나'],
    ],
    [
      'en',
      'What should I do to reduce my risk?',
      ['under 5 g of salt', '150 minutes', 'Ask me about your blood pressure'],
    ],
  ] as const)(
    'gives the shared habits when no measure is named (%s)',
    async (language, question, expected) => {
      const text = await answer(language, question);

      for (const fragment of expected) expect(text).toContain(fragment);
    },
  );

  it.each([
    ['ko', '혈압약 용량을 줄여도 되나요?', '약 용량을 바꿀지', '의사가 아니에요'],
    ['ko', '혈압을 낮추려면 무슨 약을 먹어야 해?', '어떤 약을 먹을지', '의사가 아니에요'],
    ['en', 'Can I reduce my blood pressure pill dose?', 'changing a dose', 'not a doctor'],
    ['en', 'Do I need insulin to lower my glucose?', 'which medicine to take', 'not a doctor'],
    ['km', 'តើខ្ញុំអាចបន្ថយថ្នាំសម្ពាធឈាមបានទេ?', 'ការផ្លាស់ប្តូរកម្រិតថ្នាំ', 'មិនមែនជាវេជ្ជបណ្ឌិត'],
  ] as const)(
    'still refuses medicines and doses, even with lifestyle words (%s: %s)',
    async (language, question, refusal, notDoctor) => {
      expect(intentOf(question, language)).toBe('medical');
      const text = await answer(language, question);

      expect(text).toContain(refusal);
      expect(text).toContain(notDoctor);
      expect(text).not.toContain('DASH');
    },
  );

  it.each([
    ['ko', '지난달이랑 비교해서 뭐가 달라졌어?', 'monthlyChange'],
    ['en', 'What does danger mean?', 'gradeMeaning'],
    ['km', 'ហេតុអ្វីហានិភ័យរបស់ខ្ញុំខ្ពស់?', 'whyRiskHigh'],
    ['en', 'What is the weather tomorrow?', 'unknown'],
  ] as const)('leaves the other questions to their answers (%s: %s → %s)', (language, question, intent) => {
    expect(intentOf(question, language)).toBe(intent);
  });

  const lungCancer: PredictionResult = {
    id: 'r-lung',
    modelId: 'lung-cancer',
    outcome: 'lungCancer',
    horizonYears: 6,
    risk: 3.2,
    band: 'high',
    severity: 'high',
    contributions: [{ input: 'copd', value: true, reference: false, effect: 1.1, unit: 'percentPoints' }],
    inputs: {},
    inputSources: {},
    age: 60,
    computedAt: '2026-03-01T00:00:00.000Z',
  };

  it.each([
    ['ko', '제 위험도는 왜 높은가요?', '계산식: PLCOm2012. 출처: ', '(PLCOm2012, 보충 부록)'],
    ['km', 'ហេតុអ្វីបានជាហានិភ័យរបស់ខ្ញុំខ្ពស់?', 'រូបមន្ត៖ PLCOm2012។ ប្រភព៖ ', '(PLCOm2012 ឧបសម្ព័ន្ធបន្ថែម)'],
    ['en', 'Why is my risk high?', 'Equation: PLCOm2012. Source: ', '(PLCOm2012, supplementary appendix)'],
  ] as const)(
    "cites the equation in the language asked, keeping the paper's title (%s, issue 35)",
    async (language, question, wording, note) => {
      const text = await answer(language, question, { ...context, predictions: [lungCancer] });

      expect(text).toContain(wording);
      expect(text).toContain(`${predictionModels['lung-cancer'].citation} ${note}`);
      if (language !== 'en') expect(text).not.toMatch(/supplementary|Source:|Equation:/);
    },
  );

  it.each(['ko', 'en', 'km'] as const)(
    "hears each risk question the chat suggests as one about the person's risk (%s, issue 35)",
    async (language) => {
      const { chat } = (await loadNamespace(language, 'ai')) as {
        chat: { suggestions: Record<string, string> };
      };

      for (const key of ['risk', 'riskLow', 'riskNone']) {
        expect(intentOf(chat.suggestions[key] ?? '', language)).toBe('whyRiskHigh');
      }
    },
  );
});
