// bmicomt: the sentence of the recommended goal, in each language. `{bmi}` and `{waist}` are filled in. Kept
// beside the rule that picks it (goal-recommendation.ts) because only the API writes it.
import type { BmiCategory } from 'shared-kernel/isomorphic';
import type { Language } from 'locales';

/** The BMI categories, plus a normal BMI with a waist at or over the Korean abdominal-obesity cut-off. */
export type RecommendationText = BmiCategory | 'abdominalObesity';

const texts: Readonly<Record<RecommendationText, Record<Language, string>>> = {
  underweight: {
    ko: 'BMI {bmi}: 저체중입니다. 체중 감량 대신 규칙적인 운동과 균형 잡힌 식사로 근력을 키워 보세요.',
    en: 'BMI {bmi}: underweight. Rather than losing weight, build strength with regular exercise and balanced meals.',
    km: 'BMI {bmi}: ទម្ងន់ទាប។ ជំនួសឱ្យការសម្រកទម្ងន់ សូមពង្រឹងកម្លាំងដោយការហាត់ប្រាណទៀងទាត់ និងអាហារមានតុល្យភាព។',
  },
  normal: {
    ko: 'BMI {bmi}: 정상 체중입니다. 지금 체중을 유지하며 일주일에 150분 이상 운동해 보세요.',
    en: 'BMI {bmi}: normal weight. Keep it, and exercise 150 minutes or more a week.',
    km: 'BMI {bmi}: ទម្ងន់ធម្មតា។ សូមរក្សាទម្ងន់នេះ ហើយហាត់ប្រាណ ១៥០ នាទី ឬច្រើនជាងនេះក្នុងមួយសប្តាហ៍។',
  },
  abdominalObesity: {
    ko: 'BMI {bmi}: 정상 체중이지만 허리둘레 {waist}cm는 복부비만 기준 이상입니다. 석 달 동안 허리둘레 3cm 줄이기를 추천합니다.',
    en: 'BMI {bmi}: normal weight, but a waist of {waist} cm is at or over the abdominal obesity cut-off. We recommend taking 3 cm off your waist over three months.',
    km: 'BMI {bmi}: ទម្ងន់ធម្មតា ប៉ុន្តែរង្វង់ចង្កេះ {waist} សង់ទីម៉ែត្រ ស្មើ ឬលើសកម្រិតធាត់ពោះ។ យើងណែនាំឱ្យបន្ថយរង្វង់ចង្កេះ ៣ សង់ទីម៉ែត្រ ក្នុងរយៈពេលបីខែ។',
  },
  overweight: {
    ko: 'BMI {bmi}: 비만 전단계입니다. 체중의 5%를 일주일에 0.5kg씩 줄이는 목표를 추천합니다.',
    en: 'BMI {bmi}: pre-obese. We recommend losing 5 % of your weight, about 0.5 kg a week.',
    km: 'BMI {bmi}: មុនដំណាក់កាលធាត់។ យើងណែនាំឱ្យសម្រកទម្ងន់ ៥% ប្រហែល ០.៥ គីឡូក្រាមក្នុងមួយសប្តាហ៍។',
  },
  obese: {
    ko: 'BMI {bmi}: 1단계 비만입니다. 체중의 5%를 일주일에 0.5kg씩 줄이는 목표를 추천합니다.',
    en: 'BMI {bmi}: obesity class 1. We recommend losing 5 % of your weight, about 0.5 kg a week.',
    km: 'BMI {bmi}: ធាត់កម្រិតទី ១។ យើងណែនាំឱ្យសម្រកទម្ងន់ ៥% ប្រហែល ០.៥ គីឡូក្រាមក្នុងមួយសប្តាហ៍។',
  },
  severelyObese: {
    ko: 'BMI {bmi}: 2단계 이상 비만입니다. 체중의 5%를 일주일에 0.5kg씩 줄이는 목표를 추천하며, 의료진과도 상담해 보세요.',
    en: 'BMI {bmi}: obesity class 2 or higher. We recommend losing 5 % of your weight, about 0.5 kg a week, and talking to your doctor.',
    km: 'BMI {bmi}: ធាត់កម្រិតទី ២ ឬខ្ពស់ជាងនេះ។ យើងណែនាំឱ្យសម្រកទម្ងន់ ៥% ប្រហែល ០.៥ គីឡូក្រាមក្នុងមួយសប្តាហ៍ ហើយពិគ្រោះជាមួយគ្រូពេទ្យ។',
  },
};

export function recommendationText(
  text: RecommendationText,
  language: Language,
  values: { bmi: number; waist?: number | null },
): string {
  return texts[text][language]
    .replace('{bmi}', values.bmi.toFixed(1))
    .replace('{waist}', values.waist == null ? '' : String(values.waist));
}
