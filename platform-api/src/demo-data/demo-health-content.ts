// Health content every demo reader's feed shows (issue 36.4): short public-health texts in Korean, English and
// Khmer, written for this app from the sources each names. Added through the same file check as the operator's
// command, and never over what an operator published under the same id.
import { publishHealthContent, readHealthContentFile } from '../channels';
import type { Queryable } from '../platform/database/database';

export const demoHealthContentFile = {
  contents: [
    {
      id: 'home-blood-pressure',
      kind: 'article',
      tags: ['blood pressure'],
      source:
        'WHO fact sheet "Hypertension" (2023); Korea Disease Control and Prevention Agency, National Health Information Portal',
      texts: {
        ko: {
          title: '집에서 혈압 재는 법',
          summary: '같은 시간, 같은 자세로 아침·저녁 두 번씩 재면 진료실보다 정확한 내 혈압을 알 수 있어요.',
          bodyHtml:
            '<p>고혈압은 증상이 없는 경우가 많아 직접 재 보아야 알 수 있습니다.</p><h2>이렇게 재세요</h2><ul><li>아침에는 일어나 1시간 안에 소변을 본 뒤, 약·식사 전에 잽니다.</li><li>저녁에는 잠자리에 들기 전에 잽니다.</li><li>등을 기대고 앉아 5분 쉰 뒤, 팔꿈치를 심장 높이에 두고 두 번 재어 평균을 적습니다.</li><li>재기 30분 전에는 커피, 담배, 운동을 피합니다.</li></ul><p>집에서 잰 혈압이 135/85 mmHg 이상이면 의사와 상의하세요.</p>',
        },
        en: {
          title: 'Measuring your blood pressure at home',
          summary:
            'Measure twice in the morning and twice in the evening, at the same times and the same way, to know your real blood pressure.',
          bodyHtml:
            '<p>High blood pressure often has no symptoms: measuring is the only way to know.</p><h2>How to measure</h2><ul><li>Morning: within an hour of waking, after using the toilet, before medicine and breakfast.</li><li>Evening: before going to bed.</li><li>Sit with your back supported, rest 5 minutes, keep the cuff at heart level, measure twice and note the average.</li><li>No coffee, smoking or exercise in the 30 minutes before.</li></ul><p>If your home readings average 135/85 mmHg or more, talk to your doctor.</p>',
        },
        km: {
          title: 'ការវាស់សម្ពាធឈាមនៅផ្ទះ',
          summary: 'វាស់ពីរដងពេលព្រឹក និងពីរដងពេលល្ងាច នៅម៉ោងដដែល និងតាមរបៀបដដែល ដើម្បីដឹងសម្ពាធឈាមពិតរបស់អ្នក។',
          bodyHtml:
            '<p>សម្ពាធឈាមខ្ពស់ច្រើនតែគ្មានរោគសញ្ញា៖ មានតែការវាស់ទេដែលអាចឱ្យដឹង។</p><h2>របៀបវាស់</h2><ul><li>ពេលព្រឹក៖ ក្នុងរយៈពេលមួយម៉ោងក្រោយភ្ញាក់ពីគេង ក្រោយបន្ទោរបង់ មុនលេបថ្នាំ និងមុនអាហារ។</li><li>ពេលល្ងាច៖ មុនចូលគេង។</li><li>អង្គុយផ្អែកខ្នង សម្រាក ៥ នាទី ដាក់ខ្សែរុំដៃនៅកម្រិតបេះដូង វាស់ពីរដង ហើយកត់មធ្យម។</li><li>កុំផឹកកាហ្វេ ជក់បារី ឬហាត់ប្រាណ ៣០ នាទីមុនវាស់។</li></ul><p>បើមធ្យមនៃការវាស់នៅផ្ទះ ១៣៥/៨៥ mmHg ឬលើសនេះ សូមពិគ្រោះជាមួយគ្រូពេទ្យ។</p>',
        },
      },
    },
    {
      id: 'less-salt',
      kind: 'article',
      tags: ['salt', 'blood pressure', 'diet'],
      source:
        'WHO fact sheet "Sodium reduction" (2023); Korea Disease Control and Prevention Agency, National Health Information Portal',
      texts: {
        ko: {
          title: '소금은 하루 5 g 아래로',
          summary:
            'WHO는 어른에게 소금을 하루 5 g(나트륨 2 g) 아래로 먹으라고 권합니다. 국물과 장류부터 줄여 보세요.',
          bodyHtml:
            '<p>소금을 많이 먹으면 혈압이 오르고 심장병과 뇌졸중 위험이 커집니다. WHO는 어른에게 하루 소금 5 g, 찻숟가락 하나 아래를 권합니다.</p><h2>줄이는 방법</h2><ul><li>국, 찌개, 라면 국물은 건더기 위주로 먹고 국물은 남깁니다.</li><li>김치, 장아찌, 젓갈은 조금씩 덜어 먹습니다.</li><li>식품을 살 때 영양성분표의 나트륨을 비교합니다.</li><li>간은 식탁에서 더하지 않고, 식초·레몬·허브로 맛을 냅니다.</li></ul>',
        },
        en: {
          title: 'Keep salt under 5 g a day',
          summary:
            'WHO advises adults to eat less than 5 g of salt (2 g of sodium) a day. Start with soups and sauces.',
          bodyHtml:
            '<p>Too much salt raises blood pressure and the risk of heart disease and stroke. WHO advises adults to eat less than 5 g of salt a day, under one teaspoon.</p><h2>How to cut down</h2><ul><li>Eat the solids of soups, stews and noodles and leave the broth.</li><li>Take small portions of kimchi, pickles and salted seafood.</li><li>Compare the sodium on food labels when you shop.</li><li>Do not add salt at the table; flavour with vinegar, lemon or herbs.</li></ul>',
        },
        km: {
          title: 'ញ៉ាំអំបិលតិចជាង ៥ ក្រាមក្នុងមួយថ្ងៃ',
          summary: 'WHO ណែនាំមនុស្សពេញវ័យឱ្យញ៉ាំអំបិលតិចជាង ៥ ក្រាម (សូដ្យូម ២ ក្រាម) ក្នុងមួយថ្ងៃ។ ចាប់ផ្តើមពីស៊ុប និងទឹកជ្រលក់។',
          bodyHtml:
            '<p>អំបិលច្រើនពេកធ្វើឱ្យសម្ពាធឈាមឡើង និងបង្កើនហានិភ័យជំងឺបេះដូង និងដាច់សរសៃឈាមខួរក្បាល។ WHO ណែនាំឱ្យញ៉ាំអំបិលតិចជាង ៥ ក្រាមក្នុងមួយថ្ងៃ គឺតិចជាងមួយស្លាបព្រាកាហ្វេ។</p><h2>របៀបកាត់បន្ថយ</h2><ul><li>ញ៉ាំគ្រឿងក្នុងស៊ុប និងគុយទាវ ហើយទុកទឹកស៊ុបចោលខ្លះ។</li><li>ញ៉ាំប្រហុក ទឹកត្រី និងជ្រក់ តិចៗ។</li><li>ប្រៀបធៀបសូដ្យូមលើស្លាកអាហារ ពេលទិញ។</li><li>កុំបន្ថែមអំបិលនៅតុ ប្រើទឹកខ្មេះ ក្រូចឆ្មា ឬជីរ ជំនួស។</li></ul>',
        },
      },
    },
    {
      id: 'walking-150-minutes',
      kind: 'article',
      tags: ['exercise', 'walking'],
      source:
        'WHO fact sheet "Physical activity" (2024); WHO guidelines on physical activity and sedentary behaviour (2020)',
      texts: {
        ko: {
          title: '일주일에 150분 걷기',
          summary:
            '빠르게 걷기 같은 중간 강도 운동을 일주일에 150~300분 하면 심장병, 당뇨병, 우울증 위험이 줄어요.',
          bodyHtml:
            '<p>WHO는 어른에게 일주일에 중간 강도 운동 150~300분, 또는 고강도 운동 75~150분을 권합니다. 근력 운동도 일주일에 이틀 이상 하세요.</p><ul><li>빠르게 걷기 30분을 일주일에 5일 하면 150분입니다.</li><li>10분씩 나누어 걸어도 됩니다.</li><li>조금이라도 움직이는 것이 앉아만 있는 것보다 낫습니다.</li></ul>',
        },
        en: {
          title: 'Walk 150 minutes a week',
          summary:
            '150 to 300 minutes a week of moderate activity, such as brisk walking, lowers the risk of heart disease, diabetes and depression.',
          bodyHtml:
            '<p>WHO advises adults to do 150 to 300 minutes of moderate activity, or 75 to 150 minutes of vigorous activity, each week, and muscle-strengthening on two or more days.</p><ul><li>A 30-minute brisk walk on 5 days makes 150 minutes.</li><li>Walks of 10 minutes count too.</li><li>Some activity is better than none.</li></ul>',
        },
        km: {
          title: 'ដើរ ១៥០ នាទីក្នុងមួយសប្តាហ៍',
          summary:
            'សកម្មភាពកម្រិតមធ្យម ដូចជាដើរលឿន ១៥០ ទៅ ៣០០ នាទីក្នុងមួយសប្តាហ៍ កាត់បន្ថយហានិភ័យជំងឺបេះដូង ទឹកនោមផ្អែម និងការធ្លាក់ទឹកចិត្ត។',
          bodyHtml:
            '<p>WHO ណែនាំមនុស្សពេញវ័យឱ្យធ្វើសកម្មភាពកម្រិតមធ្យម ១៥០ ទៅ ៣០០ នាទី ឬសកម្មភាពខ្លាំង ៧៥ ទៅ ១៥០ នាទី ក្នុងមួយសប្តាហ៍ និងហាត់កម្លាំងសាច់ដុំយ៉ាងតិចពីរថ្ងៃ។</p><ul><li>ដើរលឿន ៣០ នាទី ៥ ថ្ងៃ ស្មើនឹង ១៥០ នាទី។</li><li>ដើរម្តង ១០ នាទីក៏រាប់បានដែរ។</li><li>ធ្វើចលនាតិចតួច ប្រសើរជាងមិនធ្វើសោះ។</li></ul>',
        },
      },
    },
    {
      id: 'quit-smoking',
      kind: 'article',
      tags: ['smoking'],
      source:
        'WHO fact sheet "Tobacco" (2023); WHO "Health benefits of smoking cessation"; Korea Health Promotion Institute quitline 1544-9030',
      texts: {
        ko: {
          title: '담배를 끊으면 몸에 생기는 일',
          summary:
            '끊은 지 12시간이면 혈중 일산화탄소가 정상으로, 1년이면 관상동맥질환 위험이 흡연자의 절반으로 줄어요.',
          bodyHtml:
            '<ul><li>20분 뒤: 심장 박동과 혈압이 내려갑니다.</li><li>12시간 뒤: 혈중 일산화탄소가 정상으로 돌아옵니다.</li><li>2~12주 뒤: 혈액 순환과 폐 기능이 좋아집니다.</li><li>1년 뒤: 관상동맥질환 위험이 흡연자의 절반이 됩니다.</li></ul><p>혼자 어렵다면 금연상담전화 1544-9030이나 보건소 금연클리닉의 도움을 받으세요.</p>',
        },
        en: {
          title: 'What happens when you quit smoking',
          summary:
            'Twelve hours after quitting, carbon monoxide in the blood is back to normal; after a year, the risk of coronary heart disease is half a smoker’s.',
          bodyHtml:
            '<ul><li>After 20 minutes: heart rate and blood pressure drop.</li><li>After 12 hours: carbon monoxide in the blood returns to normal.</li><li>After 2 to 12 weeks: circulation and lung function improve.</li><li>After 1 year: the risk of coronary heart disease is half a smoker’s.</li></ul><p>Help makes it easier: in Korea, call the quitline 1544-9030 or visit a public health centre’s stop-smoking clinic.</p>',
        },
        km: {
          title: 'អ្វីកើតឡើងពេលអ្នកឈប់ជក់បារី',
          summary:
            'ដប់ពីរម៉ោងក្រោយឈប់ កាបូនម៉ូណូអុកស៊ីតក្នុងឈាមត្រឡប់ជាធម្មតា ហើយមួយឆ្នាំក្រោយ ហានិភ័យជំងឺសរសៃឈាមបេះដូងនៅសល់ពាក់កណ្តាលនៃអ្នកជក់។',
          bodyHtml:
            '<ul><li>ក្រោយ ២០ នាទី៖ ចង្វាក់បេះដូង និងសម្ពាធឈាមចុះ។</li><li>ក្រោយ ១២ ម៉ោង៖ កាបូនម៉ូណូអុកស៊ីតក្នុងឈាមត្រឡប់ជាធម្មតា។</li><li>ក្រោយ ២ ទៅ ១២ សប្តាហ៍៖ ចរន្តឈាម និងមុខងារសួតប្រសើរឡើង។</li><li>ក្រោយ ១ ឆ្នាំ៖ ហានិភ័យជំងឺសរសៃឈាមបេះដូងនៅសល់ពាក់កណ្តាលនៃអ្នកជក់។</li></ul><p>ការជួយធ្វើឱ្យងាយស្រួលជាង៖ សូមសួរគ្រូពេទ្យ ឬមណ្ឌលសុខភាពជិតអ្នក។</p>',
        },
      },
    },
    {
      id: 'who-videos',
      kind: 'video',
      tags: ['video'],
      source: 'World Health Organization (WHO) on YouTube',
      videoUrl: 'https://www.youtube.com/@WHO/videos',
      texts: {
        ko: {
          title: 'WHO 건강 영상',
          summary: '세계보건기구가 올리는 건강한 생활 영상: 운동, 식사, 금연, 예방접종.',
        },
        en: {
          title: 'WHO health videos',
          summary:
            'Videos on healthy living from the World Health Organization: activity, food, quitting tobacco, vaccines.',
        },
        km: {
          title: 'វីដេអូសុខភាពរបស់ WHO',
          summary: 'វីដេអូអំពីការរស់នៅប្រកបដោយសុខភាព ពីអង្គការសុខភាពពិភពលោក៖ ចលនា អាហារ ការឈប់ជក់បារី វ៉ាក់សាំង។',
        },
      },
    },
  ],
};

/** Adds the demo health content where its ids are not published yet; returns how many items it added. */
export async function seedDemoHealthContent(db: Queryable, now: Date): Promise<number> {
  const reading = readHealthContentFile(JSON.stringify(demoHealthContentFile));
  if (!reading.ok)
    throw new Error(`The demo health content is refused: ${reading.code} ${reading.at} ${reading.reason}`);
  return publishHealthContent(db, reading.items, now, { keepExisting: true });
}
