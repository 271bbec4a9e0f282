/*
 * The exercise-item catalogue of the routines domain: what people pick when they plan or record exercise,
 * with the METs that turn minutes into calories (`caloriesBurnt`).
 *
 * Sources actually opened for every code and MET value below (nothing here is estimated or interpolated):
 *  [2024a] A MariaDB dump of the 2024 Adult Compendium of Physical Activities (Herrmann SD, Willis EA,
 *          Ainsworth BE et al., J Sport Health Sci 2024;13:6-12, https://pacompendium.com), table
 *          `compendium_of_physical_activities` (activity_code, category, met_value, description) in a public
 *          GitHub repository found by the search tool. Its column holds one digit before the point, so values of
 *          10 and more read 9.9 there: no item below uses such a value.
 *  [2024b] A generated MET table of a public GitHub project ("NutriTrack", window.MET_DB) whose values are
 *          taken unchanged from the 2024 Adult Compendium PDF (pacompendium.com, 1_2024-adult-compendium_1_2024.pdf),
 *          each with its Compendium code. Used for the codes [2024a] lacks (02xxx conditioning, 05xxx home,
 *          08xxx lawn and garden, 18xxx water activities) and to cross-check [2024a] (the two agree on every code
 *          both hold). The wording of those codes was checked in [2011], and for 02005 and 02020, whose 2024
 *          wording differs, in other public transcriptions quoting the 2024 descriptions.
 *  [2011]  andyreagan/compendium-of-physical-activity (compendiumofphysicalactivities.csv: the 1993, 2000 and
 *          2011 Adult Compendium codes, METs and descriptions). Used alone only where no 2024 value could be read
 *          (edition 2011 below).
 * Where 2024 differs from 2011 (e.g. jogging 12020: 7.0 → 7.5; Hatha yoga 02150: 2.5 → 2.3; stair climbing
 * slow 17133: 4.0 → 4.5), the 2024 value is used.
 */
import type { ExerciseCategory } from 'shared-kernel/isomorphic';
import type { Language } from 'locales';

export interface CatalogueExercise {
  /** Four digits: the category's two (01 flexibility ... 08 sports, the kernel's order) and the order within it. */
  exrciseItemCode: string;
  category: ExerciseCategory;
  names: Record<Language, string>;
  metsVal: number;
  /** Compendium of Physical Activities activity code the METs come from. */
  compendiumCode: string;
  compendiumEdition: 2024 | 2011;
}

function item(
  exrciseItemCode: string,
  category: ExerciseCategory,
  ko: string,
  en: string,
  km: string,
  metsVal: number,
  compendiumCode: string,
  compendiumEdition: 2024 | 2011 = 2024,
): CatalogueExercise {
  return { exrciseItemCode, category, names: { ko, en, km }, metsVal, compendiumCode, compendiumEdition };
}

export const exerciseCatalogue: readonly CatalogueExercise[] = Object.freeze([
  // 01 flexibility
  // 02101 Stretching, mild [2024b; 2011 the same]
  item(
    '0101',
    'flexibility',
    '전신 스트레칭',
    'Whole-body stretching',
    'ការលាតសន្ធឹងសាច់ដុំទូទាំងខ្លួន',
    2.3,
    '02101',
  ),
  // 02150 Yoga, Hatha [2024b]
  item('0102', 'flexibility', '요가', 'Yoga (Hatha)', 'យូហ្គា (ហាថា)', 2.3, '02150'),
  // 02160 Yoga, Power [2024b]
  item('0103', 'flexibility', '파워 요가', 'Power yoga', 'យូហ្គាថាមពល', 4.0, '02160'),
  // 15670 Tai chi, qi gong, general [2024a, 2024b]
  item('0104', 'flexibility', '태극권·기공', 'Tai chi, qigong', 'តៃជី និងឈីកុង', 3.3, '15670'),

  // 02 mat
  // 02105 Pilates, general [2024b]
  item('0201', 'mat', '필라테스', 'Pilates', 'ពីឡាតេស', 2.8, '02105'),
  // 02024 Calisthenics (e.g. sit-ups, abdominal crunches), light effort [2024b]
  item(
    '0202',
    'mat',
    '윗몸일으키기·플랭크',
    'Sit-ups, crunches, plank',
    'ការហាត់សាច់ដុំពោះ (ស៊ីតអាប់ ប្លែង)',
    2.8,
    '02024',
  ),
  // 02022 Calisthenics (e.g. push-ups, sit-ups, pull-ups, lunges), moderate effort [2024b]
  item(
    '0203',
    'mat',
    '맨몸 근력운동(팔굽혀펴기·런지)',
    'Bodyweight exercises (push-ups, lunges)',
    'លំហាត់ប្រាណដោយទម្ងន់ខ្លួន (ផុសអាប់ ឡាន់)',
    3.8,
    '02022',
  ),
  // 02020 Calisthenics (push-ups, jumping jacks, burpees), vigorous effort [2024b]
  item(
    '0204',
    'mat',
    '고강도 맨몸운동(버피·점핑잭)',
    'Vigorous bodyweight exercises (burpees, jumping jacks)',
    'លំហាត់ប្រាណខ្លាំង (ប៊ើភី លោតទះដៃ)',
    7.5,
    '02020',
  ),
  // 02030 Calisthenics, light or moderate effort, general (e.g. back exercises) [2024b]
  item('0205', 'mat', '허리 운동', 'Back exercises', 'លំហាត់ប្រាណសម្រាប់ខ្នង', 3.5, '02030'),

  // 03 stairs
  // 17133 Stair climbing, slow pace [2024a, 2024b]
  item('0301', 'stairs', '계단 오르기(천천히)', 'Stair climbing, slow', 'ការឡើងជណ្ដើរយឺតៗ', 4.5, '17133'),
  // 17131 Stair climbing, general [2024a]
  item('0302', 'stairs', '계단 오르기', 'Stair climbing', 'ការឡើងជណ្ដើរ', 6.8, '17131'),
  // 17134 Stair climbing, fast pace, one step at a time [2024a, 2024b]
  item('0303', 'stairs', '계단 오르기(빠르게)', 'Stair climbing, fast', 'ការឡើងជណ្ដើរលឿន', 9.3, '17134'),
  // 02065 Stair-treadmill ergometer, general [2024b]
  item('0304', 'stairs', '스텝밀(천국의 계단)', 'Stair machine', 'ម៉ាស៊ីនឡើងជណ្ដើរ', 9.3, '02065'),

  // 04 walking
  // 17190 Walking, 2.8 to 3.4 mph, level, moderate pace, firm surface [2024a]
  item(
    '0401',
    'walking',
    '걷기(보통 속도)',
    'Walking, moderate pace (about 3 mph)',
    'ការដើរល្បឿនមធ្យម',
    3.8,
    '17190',
  ),
  // 17152 Walking, 2.0 to 2.4 mph, level, slow pace, firm surface [2024a]
  item('0402', 'walking', '걷기(천천히)', 'Walking, slow pace', 'ការដើរយឺតៗ', 2.8, '17152'),
  // 17200 Walking, 3.5 to 3.9 mph, level, brisk, firm surface, walking for exercise [2024a, 2024b]
  item('0403', 'walking', '빠르게 걷기', 'Brisk walking', 'ការដើរលឿន', 4.8, '17200'),
  // 17220 Walking, 4.0 to 4.4 mph, level, firm surface, very brisk pace [2024a, 2024b]
  item('0404', 'walking', '아주 빠르게 걷기', 'Very brisk walking', 'ការដើរលឿនខ្លាំង', 5.5, '17220'),
  // 17080 Hiking, cross country [2024a, 2024b]
  item('0405', 'walking', '등산', 'Hiking', 'ការឡើងភ្នំ', 6.0, '17080'),
  // 17082 Hiking or walking at a normal pace through fields and hillsides, no load [2024a, 2024b]
  item(
    '0406',
    'walking',
    '둘레길 걷기',
    'Trail walking through fields and hills',
    'ការដើរតាមផ្លូវវាលនិងភ្នំតូច',
    5.3,
    '17082',
  ),

  // 05 run
  // 12020 Jogging, general, self-selected pace [2024a, 2024b]
  item('0501', 'run', '조깅', 'Jogging', 'ការរត់យឺតៗ', 7.5, '12020'),
  // 12010 Jog/walk combination (jogging component of less than 10 minutes) [2024a]
  item('0502', 'run', '걷기·달리기 병행', 'Walk and jog', 'ការដើរឆ្លាស់នឹងការរត់', 6.0, '12010'),
  // 12028 Running, 4 to 4.2 mph (13 min/mile) [2024a, 2024b]
  item('0503', 'run', '가볍게 달리기(시속 6.5 km)', 'Running, 4 mph', 'ការរត់ ៦,៥ គ.ម/ម៉ោង', 6.5, '12028'),
  // 12030 Running, 5.0 to 5.2 mph (12 min/mile) [2024a, 2024b]
  item('0504', 'run', '달리기(시속 8 km)', 'Running, 5 mph', 'ការរត់ ៨ គ.ម/ម៉ោង', 8.5, '12030'),
  // 12050 Running, 6-6.3 mph (10 min/mile) [2024a, 2024b]
  item('0505', 'run', '달리기(시속 10 km)', 'Running, 6 mph', 'ការរត់ ១០ គ.ម/ម៉ោង', 9.3, '12050'),

  // 06 bike
  // 01220 Bicycling, stationary, 90-100 watts, moderate to vigorous [2024a]
  item(
    '0601',
    'bike',
    '실내 자전거(보통)',
    'Stationary cycling, moderate',
    'ការជិះកង់ហាត់ប្រាណនៅនឹងកន្លែង កម្រិតមធ្យម',
    6.0,
    '01220',
  ),
  // 01214 Bicycling, stationary, 50 watts, light effort [2024a]
  item(
    '0602',
    'bike',
    '실내 자전거(가볍게)',
    'Stationary cycling, light',
    'ការជិះកង់ហាត់ប្រាណនៅនឹងកន្លែង កម្រិតស្រាល',
    4.0,
    '01214',
  ),
  // 01010 Bicycling, <10 mph, leisure, to work or for pleasure [2024a, 2024b]
  item(
    '0603',
    'bike',
    '자전거 타기(여유롭게)',
    'Cycling, leisure (under 10 mph)',
    'ការជិះកង់កម្សាន្ត',
    4.0,
    '01010',
  ),
  // 01014 Bicycling, general [2024a, 2024b]
  item('0604', 'bike', '자전거 타기', 'Cycling', 'ការជិះកង់', 7.0, '01014'),
  // 01270 Bicycling, stationary, RPM/Spin bike class [2024a, 2024b]
  item('0605', 'bike', '스피닝', 'Spinning class', 'ថ្នាក់ជិះកង់ស្ពីននីង', 9.0, '01270'),

  // 07 everyday life
  // 05026 Multiple household tasks all at once, moderate effort [2024b]
  item('0701', 'everydayLife', '집안일(청소·정리)', 'Housework', 'ការងារផ្ទះ', 3.3, '05026'),
  // 05043 Vacuuming, general, moderate effort [2024b]
  item('0702', 'everydayLife', '청소기 돌리기', 'Vacuuming', 'ការបូមធូលី', 3.0, '05043'),
  // 05021 Cleaning, mopping, standing, moderate effort [2011 only: no 2024 value could be read]
  item('0703', 'everydayLife', '걸레질', 'Mopping floors', 'ការជូតឥដ្ឋ', 3.5, '05021', 2011),
  // 08245 Gardening, general, moderate effort [2024b]
  item('0704', 'everydayLife', '텃밭 가꾸기', 'Gardening', 'ការថែសួនបន្លែ', 3.8, '08245'),
  // 17165 Walking the dog [2024a, 2024b]
  item('0705', 'everydayLife', '반려견 산책', 'Walking the dog', 'ការនាំឆ្កែដើរលេង', 3.0, '17165'),
  // 17100 Pushing or pulling stroller with child or walking with children, 2.5 to 3.1 mph [2024a, 2024b]
  item(
    '0706',
    'everydayLife',
    '유모차 밀며 걷기·아이와 걷기',
    'Pushing a stroller, walking with children',
    'ការរុញរទេះកូនក្មេង ឬដើរជាមួយកូន',
    3.8,
    '17100',
  ),

  // 08 sports
  // 15030 Badminton, social singles and doubles, general [2024a, 2024b]
  item('0801', 'sports', '배드민턴', 'Badminton', 'វាយសី', 5.5, '15030'),
  // 15660 Table tennis, ping pong [2024a, 2024b]
  item('0802', 'sports', '탁구', 'Table tennis', 'វាយកូនឃ្លីលើតុ (ប៉េងប៉ុង)', 4.0, '15660'),
  // 15675 Tennis, general, moderate effort [2024a, 2024b]
  item('0803', 'sports', '테니스', 'Tennis', 'កីឡាតិន្នីស', 6.8, '15675'),
  // 15265 Golf, walking, carrying clubs [2024a]
  item(
    '0804',
    'sports',
    '골프(걸으며 라운딩)',
    'Golf, walking the course',
    'កីឡាវាយកូនហ្គោល (ដើរ)',
    4.3,
    '15265',
  ),
  // 15610 Soccer, casual, general [2024a, 2024b]
  item('0805', 'sports', '축구', 'Soccer', 'បាល់ទាត់', 7.0, '15610'),
  // 15055 Basketball, general [2024a, 2024b]
  item('0806', 'sports', '농구', 'Basketball', 'បាល់បោះ', 7.5, '15055'),
  // 15710 Volleyball [2024a, 2024b]
  item('0807', 'sports', '배구', 'Volleyball', 'បាល់ទះ', 4.0, '15710'),
  // 18310 Swimming, leisurely, not lap swimming, general [2024b]
  item('0808', 'sports', '수영', 'Swimming, leisurely', 'ការហែលទឹកកម្សាន្ត', 6.0, '18310'),
  // 18355 Water aerobics, water calisthenics [2024b]
  item('0809', 'sports', '아쿠아로빅', 'Water aerobics', 'អេរ៉ូប៊ិកក្នុងទឹក', 5.5, '18355'),
  // 02005 Aerobic dance, low impact, moderate effort [2024b]
  item('0810', 'sports', '에어로빅', 'Aerobic dance', 'រាំអេរ៉ូប៊ិក', 4.8, '02005'),
  // 03030 Ballroom dancing, fast [2024a, 2024b]
  item('0811', 'sports', '댄스스포츠', 'Ballroom dancing, fast', 'របាំបាល់រូម (លឿន)', 5.5, '03030'),
  // 15552 Rope jumping, slow pace, < 100 skips/min [2024a, 2024b]
  item('0812', 'sports', '줄넘기', 'Jumping rope, slow', 'ការលោតខ្សែ', 8.3, '15552'),
  // 15425 Martial arts, slower pace, novice performers, practice [2024a, 2024b]
  item(
    '0813',
    'sports',
    '태권도 등 무도 수련',
    'Martial arts practice (taekwondo)',
    'ការហាត់គុន (តេក្វាន់ដូ)',
    5.3,
    '15425',
  ),
]);

/** Names of the categories, in the kernel's order (`exerciseCategories`). */
export const exerciseCategoryNames: Readonly<Record<ExerciseCategory, Record<Language, string>>> =
  Object.freeze({
    flexibility: { ko: '유연성', en: 'Flexibility', km: 'ភាពបត់បែន' },
    mat: { ko: '매트 운동', en: 'Mat exercise', km: 'លំហាត់លើកម្រាល' },
    stairs: { ko: '계단', en: 'Stairs', km: 'ជណ្ដើរ' },
    walking: { ko: '걷기', en: 'Walking', km: 'ការដើរ' },
    run: { ko: '달리기', en: 'Running', km: 'ការរត់' },
    bike: { ko: '자전거', en: 'Cycling', km: 'ការជិះកង់' },
    everydayLife: { ko: '생활 활동', en: 'Everyday life', km: 'សកម្មភាពប្រចាំថ្ងៃ' },
    sports: { ko: '스포츠', en: 'Sports', km: 'កីឡា' },
  });

/** pscstrSttusCode: fitness level, 0001 lowest ... 0005 advanced (`exerciseLevelCodes`). */
export type FitnessLevelCode = '0001' | '0002' | '0003' | '0004' | '0005';

/**
 * The recommended exercises of each fitness level: sessions a week and minutes a session, so that a week's
 * minutes × METs × sessions reaches about the kernel's `recommendedWeeklyMetMinutes[level]` (WHO 2020:
 * 150-300 minutes of moderate activity a week; lower levels build up to it).
 *   0001: 2.3×15×3 + 3.8×20×3             =  331.5 (target  300)
 *   0002: 3.8×30×3 + 2.3×10×3 + 6.0×20×1  =  531   (target  500)
 *   0003: 4.8×30×3 + 6.0×30×1 + 2.8×30×2  =  780   (target  750)
 *   0004: 7.5×30×2 + 4.8×30×2 + 6.0×40×1  =  978   (target 1000)
 *   0005: 8.5×30×3 + 6.8×20×2 + 2.3×15×3  = 1140.5 (target 1200)
 */
export const recommendedExercises: Readonly<
  Record<
    FitnessLevelCode,
    readonly { exrciseItemCode: string; weekRecmndCo: number; exrciseTimeMi: number }[]
  >
> = Object.freeze({
  '0001': [
    { exrciseItemCode: '0401', weekRecmndCo: 3, exrciseTimeMi: 20 },
    { exrciseItemCode: '0101', weekRecmndCo: 3, exrciseTimeMi: 15 },
  ],
  '0002': [
    { exrciseItemCode: '0401', weekRecmndCo: 3, exrciseTimeMi: 30 },
    { exrciseItemCode: '0601', weekRecmndCo: 1, exrciseTimeMi: 20 },
    { exrciseItemCode: '0101', weekRecmndCo: 3, exrciseTimeMi: 10 },
  ],
  '0003': [
    { exrciseItemCode: '0403', weekRecmndCo: 3, exrciseTimeMi: 30 },
    { exrciseItemCode: '0601', weekRecmndCo: 1, exrciseTimeMi: 30 },
    { exrciseItemCode: '0201', weekRecmndCo: 2, exrciseTimeMi: 30 },
  ],
  '0004': [
    { exrciseItemCode: '0501', weekRecmndCo: 2, exrciseTimeMi: 30 },
    { exrciseItemCode: '0403', weekRecmndCo: 2, exrciseTimeMi: 30 },
    { exrciseItemCode: '0601', weekRecmndCo: 1, exrciseTimeMi: 40 },
  ],
  '0005': [
    { exrciseItemCode: '0504', weekRecmndCo: 3, exrciseTimeMi: 30 },
    { exrciseItemCode: '0302', weekRecmndCo: 2, exrciseTimeMi: 20 },
    { exrciseItemCode: '0101', weekRecmndCo: 3, exrciseTimeMi: 15 },
  ],
});
