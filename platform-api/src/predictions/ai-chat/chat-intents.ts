import type { HealthGradeCode, PredictionModelId } from 'shared-kernel/isomorphic';
import type { Language } from 'locales';

/**
 * What the offline engine can answer, tried in this order; `unknown` when no keyword matches. An emergency comes
 * first; a question about medicines, doses or a diagnosis is refused (`medical`) before lifestyle words can make
 * it look like one ("should I reduce my pill?"); lifestyle before the grade and risk words a lifestyle question
 * often has ("how do I get my high blood pressure back to normal?").
 */
export const chatIntents = [
  'emergency',
  'medical',
  'lifestyle',
  'monthlyChange',
  'gradeMeaning',
  'whyRiskHigh',
] as const;
export type ChatIntent = (typeof chatIntents)[number] | 'unknown';

type Keywords = Readonly<Record<Language, readonly string[]>>;

/**
 * Every keyword the offline engine listens for, per language, lower case. A question matches a keyword when it
 * contains it. Grade words come before risk words so that "what does danger mean" asks about a grade.
 */
export const chatKeywords = {
  intents: {
    emergency: {
      ko: [
        '가슴 통증',
        '가슴이 아파',
        '가슴이 답답',
        '흉통',
        '숨이 차',
        '숨을 못',
        '호흡곤란',
        '쓰러',
        '응급',
        '119',
        '의식',
      ],
      en: [
        'chest pain',
        'emergency',
        "can't breathe",
        'cannot breathe',
        'short of breath',
        'fainted',
        'unconscious',
        'stroke symptoms',
      ],
      km: ['ឈឺទ្រូង', 'សង្គ្រោះបន្ទាន់', 'ដកដង្ហើមមិនរួច', 'ពិបាកដកដង្ហើម', 'សន្លប់'],
    },
    medical: {
      ko: [
        '약을',
        '약은',
        '약이',
        '약도',
        '약 ',
        '약?',
        '약물',
        '혈압약',
        '당뇨약',
        '고지혈증약',
        '복용',
        '용량',
        '처방',
        '진단',
        '스타틴',
        '인슐린',
        '메트포르민',
      ],
      en: [
        'medicine',
        'medication',
        'pill',
        'tablet',
        'drug',
        'dose',
        'dosage',
        'prescri',
        'diagnos',
        'statin',
        'insulin',
        'metformin',
      ],
      km: ['ថ្នាំ', 'វិនិច្ឆ័យ'],
    },
    lifestyle: {
      ko: [
        '낮추',
        '낮출',
        '낮게 하',
        '내리려',
        '내리는',
        '내릴',
        '떨어뜨',
        '높이려',
        '올리려',
        '줄이',
        '줄일',
        '빼려',
        '빼는',
        '살 빼',
        '살빼',
        '감량',
        '관리',
        '조절',
        '개선',
        '예방',
        '좋아지',
        '식단',
        '식습관',
        '운동',
        '생활습관',
        '생활 습관',
        '어떻게 해야',
        '어떻게 하면',
      ],
      en: [
        'lower my',
        'to lower',
        'i lower',
        'bring down',
        'raise my',
        'increase my',
        'bring my',
        'get my',
        'get it down',
        'reduce',
        'cut down',
        'lose weight',
        'lose some weight',
        'lose fat',
        'improve',
        'manage',
        'control',
        'prevent',
        'diet',
        'exercise',
        'lifestyle',
        'what should i do',
        'what should i eat',
      ],
      km: [
        'បន្ថយ',
        'ឱ្យចុះ',
        'អោយចុះ',
        'បង្កើន',
        'ស្រកទម្ងន់',
        'សម្រកទម្ងន់',
        'គ្រប់គ្រង',
        'កែលម្អ',
        'ការពារ',
        'របបអាហារ',
        'ហាត់ប្រាណ',
        'គួរធ្វើអ្វី',
        'គួរញ៉ាំ',
      ],
    },
    monthlyChange: {
      ko: ['지난달', '지난 달', '저번 달', '전달', '변화', '바뀌', '달라', '비교'],
      en: ['last month', 'changed', 'change', 'compared', 'since'],
      km: ['ខែមុន', 'ប្រែប្រួល', 'ផ្លាស់ប្តូរ', 'ប្រៀបធៀប'],
    },
    gradeMeaning: {
      ko: ['등급', '뜻', '의미', '정상', '주의', '위험 단계', '위험 구간'],
      en: ['grade', 'mean', 'normal', 'caution', 'danger'],
      km: ['កម្រិត', 'មានន័យ', 'អត្ថន័យ', 'ធម្មតា', 'ប្រុងប្រយ័ត្ន', 'គ្រោះថ្នាក់'],
    },
    whyRiskHigh: {
      ko: ['위험도', '위험률', '위험이', '위험성', '확률', '예측', '높아', '높은', '높게', '왜'],
      en: ['risk', 'why', 'high', 'chance', 'prediction', 'body age', 'heart age'],
      km: ['ហានិភ័យ', 'ហេតុអ្វី', 'ខ្ពស់', 'ការព្យាករណ៍', 'អាយុរាងកាយ'],
    },
  } satisfies Record<(typeof chatIntents)[number], Keywords>,
  /** Words that name a model's outcome: a risk question about it, or about the highest result when none is named. */
  models: {
    '7': {
      ko: ['신체 나이', '신체나이', '몸 나이', '몸나이', '혈관 나이', '심장 나이'],
      en: ['body age', 'heart age', 'vascular age'],
      km: ['អាយុរាងកាយ', 'អាយុបេះដូង'],
    },
    '10': {
      ko: ['관상동맥', '심장병', '심혈관 질환', '프레이밍햄'],
      en: ['coronary', 'heart disease', 'cardiovascular disease', 'framingham'],
      km: ['ជំងឺបេះដូង', 'សរសៃឈាមបេះដូង'],
    },
    '11': {
      ko: ['죽상경화', '동맥경화', 'ascvd'],
      en: ['ascvd', 'atherosclerotic', 'pooled cohort'],
      km: ['ascvd', 'សរសៃឈាមរឹង'],
    },
    '13': {
      ko: ['당뇨'],
      en: ['diabetes', 'findrisc'],
      km: ['ទឹកនោមផ្អែម'],
    },
    'metabolic-syndrome': {
      ko: ['대사증후군', '대사 증후군'],
      en: ['metabolic'],
      km: ['មេតាបូលីស'],
    },
    'breast-cancer': {
      ko: ['유방암'],
      en: ['breast'],
      km: ['មហារីកសុដន់'],
    },
  } satisfies Partial<Record<PredictionModelId, Keywords>>,
  /** What a lifestyle question asks to lower or improve; none named: the habits they share. */
  topics: {
    bloodPressure: { ko: ['혈압'], en: ['blood pressure', 'hypertension'], km: ['សម្ពាធឈាម'] },
    glucose: {
      ko: ['혈당', '당뇨', '당화혈색소'],
      en: ['glucose', 'blood sugar', 'diabetes', 'a1c'],
      km: ['ជាតិស្ករ', 'ទឹកនោមផ្អែម'],
    },
    cholesterol: {
      ko: ['콜레스테롤', '중성지방', '고지혈', '이상지질', '지질'],
      en: ['cholesterol', 'triglyceride', 'lipid', 'ldl', 'hdl'],
      km: ['កូឡេស្តេរ៉ុល', 'ទ្រីគ្លីសេរីត', 'ខ្លាញ់ក្នុងឈាម'],
    },
    weight: {
      ko: ['체중', '몸무게', '살 빼', '살빼', '살을 빼', '다이어트', '비만', '뱃살', '허리', '체지방', 'bmi'],
      en: ['weight', 'bmi', 'waist', 'belly', 'obes', 'body fat'],
      km: ['ទម្ងន់', 'ធាត់', 'ចង្កេះ', 'ខ្លាញ់ក្នុងខ្លួន', 'bmi'],
    },
  } satisfies Record<string, Keywords>,
  /** Grade words (spec section 4): which grade a question asks about. */
  grades: {
    '0001': { ko: ['정상'], en: ['normal'], km: ['ធម្មតា'] },
    '0002': { ko: ['주의'], en: ['caution'], km: ['ប្រុងប្រយ័ត្ន'] },
    '0004': { ko: ['위험'], en: ['danger'], km: ['គ្រោះថ្នាក់'] },
  } satisfies Partial<Record<HealthGradeCode, Keywords>>,
  /** Measured items (value names of the context's latest values) a grade question may name. */
  items: {
    sbp: { ko: ['혈압', '수축기'], en: ['blood pressure', 'systolic'], km: ['សម្ពាធឈាម'] },
    dbp: { ko: ['혈압', '이완기'], en: ['blood pressure', 'diastolic'], km: ['សម្ពាធឈាម'] },
    bloodSugarLevel: { ko: ['혈당'], en: ['glucose', 'blood sugar'], km: ['ជាតិស្ករ'] },
    bodyMassIndex: {
      ko: ['체질량', 'bmi', '비만'],
      en: ['bmi', 'body mass'],
      km: ['bmi', 'សន្ទស្សន៍ម៉ាសរាងកាយ'],
    },
    waistCircumference: { ko: ['허리'], en: ['waist'], km: ['ចង្កេះ'] },
    percentageBodyFat: { ko: ['체지방'], en: ['body fat'], km: ['ខ្លាញ់ក្នុងខ្លួន'] },
    triglyceride: { ko: ['중성지방'], en: ['triglyceride'], km: ['ទ្រីគ្លីសេរីត'] },
    hdlCholesterol: { ko: ['hdl', '좋은 콜레스테롤'], en: ['hdl'], km: ['hdl'] },
    totalCholesterolQuantification: {
      ko: ['총콜레스테롤', '총 콜레스테롤'],
      en: ['total cholesterol'],
      km: ['កូឡេស្តេរ៉ុលសរុប'],
    },
    heartRate: { ko: ['심박', '맥박'], en: ['heart rate', 'pulse'], km: ['ចង្វាក់បេះដូង', 'ជីពចរ'] },
    hbA1c: { ko: ['당화혈색소', 'hba1c'], en: ['hba1c', 'a1c'], km: ['hba1c'] },
  } satisfies Record<string, Keywords>,
} as const;

function mentions(question: string, keywords: Keywords, language: Language): boolean {
  return keywords[language].some((keyword) => question.includes(keyword));
}

/** The keys of `table` whose keywords the question contains. */
export function mentioned<Key extends string>(
  question: string,
  language: Language,
  table: Readonly<Record<Key, Keywords>>,
): Key[] {
  const text = question.toLowerCase();
  return (Object.keys(table) as Key[]).filter((key) => mentions(text, table[key], language));
}

/** The first intent whose keywords the question contains; a question naming only a model asks about its risk. */
export function intentOf(question: string, language: Language): ChatIntent {
  const [intent] = mentioned(question, language, chatKeywords.intents);
  if (intent) return intent;
  return mentioned(question, language, chatKeywords.models).length > 0 ? 'whyRiskHigh' : 'unknown';
}
