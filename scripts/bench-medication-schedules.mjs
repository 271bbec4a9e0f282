// Medication figures (issue 13), run by `npm run bench` after the routine figures, or alone:
// `node scripts/bench-medication-schedules.mjs`. For the embedded database, and for PostgreSQL when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, it starts the API on a fresh database as `npm start`
// does (its own process), makes through the API a person with five plans (every day, weekdays, every 3 days, no
// end, up to four times a day) among BENCH_MEDICATION_OTHERS other people with the same five (default 50),
// ticks today's doses it may, and prints p50 and p99, over HTTP on 127.0.0.1, of `GET /api/medication/schedules`
// for this week and for next month (made on first reading, then read), and of `GET /api/medication/plan`.
// The server database is dropped afterwards.
import {
  REQUESTS,
  WARM_UP,
  addBenchUsers,
  benchOnEachEngine,
  client,
  expectStatus,
  load,
  logIn,
  p50AndP99,
  timeRequests,
  weekAndNextMonth,
} from './bench-api-support.mjs';

const { addDays, calendarDateIn, defaultTimeZone, noEndDate, weekdayCodes } = load(
  'shared-kernel/src/isomorphic/index.ts',
);

/** Other people with the same five plans, so the medication tables hold more than the person measured. */
const OTHERS = Math.max(0, Number(process.env.BENCH_MEDICATION_OTHERS ?? 50));
const PERSON = 'bench-medication';

/** Five plans from today as the medicine screens send them. */
function fivePlans(today) {
  const { monday, wednesday, friday, saturday } = weekdayCodes;
  const plan = (overrides) => ({
    itemSeq: null,
    tkmdTypeCode: '0001',
    tkmdCycleCode: '0001',
    tkmdDowList: [],
    tkmdIntrvlDayCnt: null,
    tkmdBeginDe: today,
    tkmdEndDe: noEndDate,
    notiAt: 'Y',
    missedAlertMi: 60,
    ...overrides,
  });
  return [
    plan({ tkmdNm: '암로디핀정 5mg', tkmdTimeList: ['07:00'] }),
    plan({ tkmdNm: '메트포르민정 500mg', tkmdTimeList: ['08:00', '13:00', '19:00'] }),
    plan({
      tkmdNm: '아토르바스타틴정 10mg',
      tkmdCycleCode: '0002',
      tkmdDowList: [monday, wednesday, friday, saturday],
      tkmdTimeList: ['22:00'],
    }),
    plan({
      tkmdNm: '비타민D 1000IU',
      tkmdCycleCode: '0003',
      tkmdIntrvlDayCnt: 3,
      tkmdEndDe: addDays(today, 180),
      tkmdTimeList: ['08:00'],
    }),
    plan({
      tkmdNm: '위장약',
      tkmdTypeCode: '0003',
      tkmdEndDe: addDays(today, 90),
      tkmdTimeList: ['07:00', '12:00', '18:00', '22:00'],
      notiAt: 'N',
      missedAlertMi: null,
    }),
  ];
}

/** The person and the others, who agreed to the required terms. */
async function addPeople(db) {
  const userIds = [PERSON, ...Array.from({ length: OTHERS }, (_, index) => `bench-medication-${index + 1}`)];
  await addBenchUsers(db, userIds, { birthday: '1950-03-02', phonePrefix: '0108' });
  return userIds;
}

/** Makes the five plans of everyone through the API, and ticks the person's doses of today. */
async function makePlans(apiUrl, userIds, today) {
  const call = client(apiUrl, await logIn(apiUrl, PERSON));
  for (const plan of fivePlans(today))
    expectStatus('plan', await call('POST', '/api/medication/plan', plan), 201);
  const todays = expectStatus(
    'today',
    await call('GET', `/api/medication/schedules?fromPeriodDt=${today}&toPeriodDt=${today}`),
    200,
  );
  let ticked = 0;
  for (const dose of todays.tkmdDtlsList) {
    const answer = await call('PUT', `/api/medication/plan/${dose.tkmdSn}/${dose.tkmdDtlsSn}`, {
      tkmdSttusCode: ticked % 3 === 2 ? '0001' : '0002',
    });
    if (answer.status === 200) ticked += 1;
  }
  for (const userId of userIds.slice(1)) {
    const other = client(apiUrl, await logIn(apiUrl, userId));
    for (const plan of fivePlans(today))
      expectStatus(`plan of ${userId}`, await other('POST', '/api/medication/plan', plan), 201);
  }
  return { ticked };
}

/** This week (Monday to Sunday) and next calendar month. */
const ranges = weekAndNextMonth;

function requests(apiUrl, token, today) {
  const headers = { authorization: `Bearer ${token}` };
  const { week, month } = ranges(today);
  const schedules = ([from, to]) => ({
    call: () =>
      fetch(`${apiUrl}/api/medication/schedules?fromPeriodDt=${from}&toPeriodDt=${to}`, { headers }),
    check: (body) =>
      body.tkmdDtlsList.length > 0 &&
      body.tkmdDtlsList.every((dose) => dose.tkmdPlanDt >= from && dose.tkmdPlanDt.slice(0, 10) <= to),
  });
  return {
    week: schedules(week),
    month: schedules(month),
    plans: {
      call: () => fetch(`${apiUrl}/api/medication/plan`, { headers }),
      check: (body) => body.tkmdPlanList.length === 5,
    },
  };
}

const results = await benchOnEachEngine('medication', {
  async prepare(db, { label }) {
    console.log(`${label}: making the plans of ${OTHERS + 1} people through the API...`);
    return { label, userIds: await addPeople(db) };
  },
  /** Makes the plans through the API and times the three requests. */
  async measure(apiUrl, { label, userIds }) {
    const today = calendarDateIn(defaultTimeZone);
    const making = performance.now();
    const made = await makePlans(apiUrl, userIds, today);
    const makeSeconds = (performance.now() - making) / 1000;
    const figures = await timeRequests(requests(apiUrl, await logIn(apiUrl, PERSON), today));
    return { label, made, makeSeconds, figures, ranges: ranges(today) };
  },
});

const { week, month } = results[0].ranges;
console.log(
  `\nMedication over HTTP (${REQUESTS} requests each after ${WARM_UP} untimed, ms: p50 / p99; first: the read ` +
    `that made the doses), a person with five plans (${results[0].made.ticked} of today's doses ticked) among ` +
    `${OTHERS} others with five each`,
);
console.log(
  `${'engine'.padEnd(42)}  ${'schedules week'.padEnd(15)}  ${'schedules month'.padEnd(15)}  plan list`,
);
for (const { label, makeSeconds, figures } of results) {
  console.log(
    `${label.padEnd(42)}  ${p50AndP99(figures.week)}  ${p50AndP99(figures.month)}  ${p50AndP99(figures.plans)}   ` +
      `(month: ${figures.month.body.tkmdDtlsList.length} doses, first read ${figures.month.firstMs.toFixed(0)} ms; made in ${makeSeconds.toFixed(0)} s)`,
  );
}
console.log(
  `Week ${week[0]}..${week[1]}, month ${month[0]}..${month[1]}. Target with PostgreSQL: p99 < 20 ms`,
);
