// Medicine catalogue figures (issue 13), run by `npm run bench` after the routine figures, or alone:
// `node scripts/bench-medication-catalogue.mjs`. For the embedded database, and for PostgreSQL when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, it fills the catalogue with BENCH_MEDICINES items
// (default 50,000: the seed plus generated names shaped like the national list's, maker + ingredient generics
// and brand names, each in several strengths and forms), starts the API as `npm start` does (its own process),
// and prints p50 and p99, over HTTP on 127.0.0.1, of `GET /api/medication/medicines` for Korean, English,
// initial-consonant and mixed searches. The server database is dropped afterwards.
import {
  REQUESTS,
  WARM_UP,
  benchOnEachEngine,
  load,
  logIn,
  p50AndP99,
  timeRequest,
} from './bench-api-support.mjs';

const { writeMedicines } = load('platform-api/src/medication/catalogue/medicine-repository.ts');
const { seedMedicineCatalogue } = load('platform-api/src/medication/catalogue/seed-medicine-catalogue.ts');

const MEDICINES = Math.max(1_000, Number(process.env.BENCH_MEDICINES ?? 50_000));
const CHUNK = 2_000;

/** What is timed: [label, itemName, the least it must find]. */
const SEARCHES = [
  ['ko 레놀', '레놀', 3],
  ['ko 암로디핀', '암로디핀', 20],
  ['ko 정 (1 char)', '정', 1_000],
  ['en tylenol', 'tylenol', 3],
  ['en metformin', 'METFORMIN', 20],
  ['ㅌㅇㄹㄴ', 'ㅌㅇㄹㄴ', 3],
  ['ㅇㄹㄷㅍ', 'ㅇㄹㄷㅍ', 20],
  ['mixed 타ㅇ', '타ㅇ', 3],
  ['all (no text)', '', MEDICINES],
];

// Generated names: a small deterministic generator, so that every run fills the same catalogue.
const seed = 0x2545f491;
let state = seed;
const random = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 2 ** 32;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const makers = [
  ['유한', '(주)유한양행'],
  ['한미', '한미약품(주)'],
  ['종근당', '(주)종근당'],
  ['대웅', '(주)대웅제약'],
  ['동아', '동아에스티(주)'],
  ['일동', '일동제약(주)'],
  ['보령', '보령(주)'],
  ['녹십자', '(주)녹십자'],
  ['경동', '경동제약(주)'],
  ['삼진', '삼진제약(주)'],
  ['한림', '한림제약(주)'],
  ['휴온스', '(주)휴온스'],
  ['안국', '안국약품(주)'],
  ['제일', '제일약품(주)'],
  ['대원', '대원제약(주)'],
  ['명인', '명인제약(주)'],
  ['환인', '환인제약(주)'],
  ['부광', '부광약품(주)'],
  ['셀트리온', '(주)셀트리온제약'],
  ['일양', '일양약품(주)'],
  ['광동', '광동제약(주)'],
  ['국제', '국제약품(주)'],
  ['신풍', '신풍제약(주)'],
  ['영진', '영진약품(주)'],
  ['삼천당', '삼천당제약(주)'],
  ['동화', '동화약품(주)'],
  ['현대', '현대약품(주)'],
  ['한올', '한올바이오파마(주)'],
  ['알보젠', '알보젠코리아(주)'],
  ['테바', '한독테바(주)'],
  ['씨제이', '씨제이헬스케어(주)'],
  ['동국', '동국제약(주)'],
  ['코오롱', '코오롱제약(주)'],
  ['하나', '하나제약(주)'],
  ['대화', '대화제약(주)'],
  ['한국유나이티드', '한국유나이티드제약(주)'],
];
const ingredients = [
  ['암로디핀', 'Amlodipine', ['2.5', '5', '10']],
  ['로사르탄', 'Losartan', ['25', '50', '100']],
  ['메트포르민', 'Metformin', ['250', '500', '850', '1000']],
  ['아토르바스타틴', 'Atorvastatin', ['10', '20', '40']],
  ['로수바스타틴', 'Rosuvastatin', ['5', '10', '20']],
  ['클로피도그렐', 'Clopidogrel', ['75']],
  ['텔미사르탄', 'Telmisartan', ['40', '80']],
  ['발사르탄', 'Valsartan', ['80', '160']],
  ['올메사르탄', 'Olmesartan', ['10', '20', '40']],
  ['칸데사르탄', 'Candesartan', ['8', '16']],
  ['글리메피리드', 'Glimepiride', ['1', '2', '4']],
  ['시타글립틴', 'Sitagliptin', ['50', '100']],
  ['에스오메프라졸', 'Esomeprazole', ['20', '40']],
  ['란소프라졸', 'Lansoprazole', ['15', '30']],
  ['레바미피드', 'Rebamipide', ['100']],
  ['모사프리드', 'Mosapride', ['5']],
  ['세레콕시브', 'Celecoxib', ['100', '200']],
  ['아세클로페낙', 'Aceclofenac', ['100']],
  ['이부프로펜', 'Ibuprofen', ['200', '400']],
  ['아세트아미노펜', 'Acetaminophen', ['325', '500', '650']],
  ['트라마돌', 'Tramadol', ['50']],
  ['프레가발린', 'Pregabalin', ['25', '75', '150']],
  ['가바펜틴', 'Gabapentin', ['100', '300']],
  ['도네페질', 'Donepezil', ['5', '10']],
  ['에스시탈로프람', 'Escitalopram', ['10', '20']],
  ['졸피뎀', 'Zolpidem', ['10']],
  ['레보세티리진', 'Levocetirizine', ['5']],
  ['펙소페나딘', 'Fexofenadine', ['120', '180']],
  ['몬테루카스트', 'Montelukast', ['4', '5', '10']],
  ['탐스로신', 'Tamsulosin', ['0.2']],
  ['피나스테리드', 'Finasteride', ['1', '5']],
  ['타다라필', 'Tadalafil', ['5', '20']],
  ['실데나필', 'Sildenafil', ['50', '100']],
  ['알렌드론산', 'Alendronate', ['70']],
  ['레보티록신', 'Levothyroxine', ['0.05', '0.1']],
  ['우르소데옥시콜산', 'Ursodeoxycholic acid', ['100', '200', '300']],
  ['아목시실린', 'Amoxicillin', ['250', '500']],
  ['세파클러', 'Cefaclor', ['250']],
  ['레보플록사신', 'Levofloxacin', ['100', '500']],
  ['페북소스타트', 'Febuxostat', ['40', '80']],
  ['에제티미브', 'Ezetimibe', ['10']],
  ['리바록사반', 'Rivaroxaban', ['10', '15', '20']],
];
const forms = [
  ['정', 'Tab.', '정제'],
  ['필름코팅정', 'F.C. Tab.', '필름코팅정'],
  ['서방정', 'ER Tab.', '서방정'],
  ['캡슐', 'Cap.', '경질캡슐제'],
  ['연질캡슐', 'Soft Cap.', '연질캡슐제'],
  ['시럽', 'Syr.', '시럽제'],
];
const syllables = [...'아로네펜티나린졸다비스엘큐프자렉모토바니케사라도노세카보레미타하베포디메소리오트']; // brand-like
const romanised = {
  아: 'a',
  로: 'ro',
  네: 'ne',
  펜: 'pen',
  티: 'ti',
  나: 'na',
  린: 'rin',
  졸: 'zol',
  다: 'da',
  비: 'bi',
  스: 's',
  엘: 'el',
  큐: 'q',
  프: 'p',
  자: 'ja',
  렉: 'rek',
  모: 'mo',
  토: 'to',
  바: 'ba',
  니: 'ni',
  케: 'ke',
  사: 'sa',
  라: 'ra',
  도: 'do',
  노: 'no',
  세: 'se',
  카: 'ka',
  보: 'bo',
  레: 're',
  미: 'mi',
  타: 'ta',
  하: 'ha',
  베: 'be',
  포: 'po',
  디: 'di',
  메: 'me',
  소: 'so',
  리: 'ri',
  오: 'o',
  트: 't',
};

function record(index, itemName, itemEngName, entpName, formName, strength, [ingrKo]) {
  return {
    itemSeq: String(300_000_000 + index),
    itemName,
    itemEngName,
    entpName,
    formName,
    strength,
    mainIngrName: ingrKo,
    efcyQesitm: null,
    useMethodQesitm: null,
    atpnWarnQesitm: null,
    atpnQesitm: null,
  };
}

/** `count` generated medicines: about one in three a maker's generic, the rest brand names. */
function generatedMedicines(count) {
  state = seed;
  const medicines = [];
  for (let index = 0; medicines.length < count; index += 1) {
    const ingredient = pick(ingredients);
    const [ingrKo, ingrEn, strengths] = ingredient;
    const [formKo, formEn, formName] = pick(forms);
    const [prefix, entpName] = pick(makers);
    const amount = pick(strengths);
    if (index % 3 === 0) {
      medicines.push(
        record(
          index,
          `${prefix}${ingrKo}${formKo}${amount}밀리그램`,
          `${prefix} ${ingrEn} ${formEn} ${amount}mg`,
          entpName,
          formName,
          `${amount}mg`,
          ingredient,
        ),
      );
    } else {
      const brand = Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(syllables)).join('');
      const brandEn = [...brand].map((syllable) => romanised[syllable]).join('');
      const english = `${brandEn[0].toUpperCase()}${brandEn.slice(1)} ${formEn} ${amount}mg (${ingrEn})`;
      medicines.push(
        record(
          index,
          `${brand}${formKo}${amount}밀리그램`,
          english,
          entpName,
          formName,
          `${amount}mg`,
          ingredient,
        ),
      );
    }
  }
  return medicines;
}

/** The catalogue of `MEDICINES` items, on a migrated database with the demo family (who log in). */
async function fill(db) {
  const seeded = await seedMedicineCatalogue(db);
  const medicines = generatedMedicines(MEDICINES - seeded);
  for (let start = 0; start < medicines.length; start += CHUNK)
    await writeMedicines(db, medicines.slice(start, start + CHUNK), 'keep');
  await db.query('ANALYZE medicine_items');
  const [{ count }] = await db.query('SELECT count(*)::int AS count FROM medicine_items');
  const [{ trigram }] = await db.query(
    `SELECT count(*)::int AS trigram FROM pg_indexes WHERE tablename = 'medicine_items' AND indexdef LIKE '%gin_trgm_ops%'`,
  );
  return { count, trigram: trigram > 0 };
}

/** One search as the medicine screen asks it: 20 rows, at least `atLeast` found. */
function searchRequest(apiUrl, token, [, itemName, atLeast]) {
  const url = `${apiUrl}/api/medication/medicines?itemName=${encodeURIComponent(itemName)}&rows=20`;
  return {
    call: () => fetch(url, { headers: { authorization: `Bearer ${token}` } }),
    check: (body) => body.totalCount >= atLeast && body.items.length > 0,
  };
}

const results = await benchOnEachEngine('catalogue', {
  async prepare(db, { label }) {
    console.log(`${label}: filling the catalogue with ${MEDICINES} medicines...`);
    return { label, filled: await fill(db) };
  },
  async measure(apiUrl, { label, filled }) {
    const token = await logIn(apiUrl, 'demo');
    const figures = [];
    for (const searched of SEARCHES) {
      const { p50, p99, body } = await timeRequest(searched[0], searchRequest(apiUrl, token, searched));
      figures.push({ label: searched[0], p50, p99, found: body.totalCount });
    }
    return { label, filled, figures };
  },
});

console.log(
  `\nMedicine catalogue search over HTTP (GET /api/medication/medicines, 20 rows; ${REQUESTS} requests each after ` +
    `${WARM_UP} untimed, ms: p50 / p99)`,
);
for (const { label, filled, figures } of results) {
  console.log(`${label}: ${filled.count} medicines, trigram indexes ${filled.trigram ? 'on' : 'off'}`);
  for (const figure of figures)
    console.log(`  ${figure.label.padEnd(16)} ${p50AndP99(figure)}   (${figure.found} found)`);
}
console.log('Target with PostgreSQL: p99 < 20 ms');
