// Routine figures (issue 12), run by `npm run bench` after the health-data figures, or alone:
// `node scripts/bench-routines.mjs`. For the embedded database, and for PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server, it starts the API on a fresh database as `npm start` does (its own
// process), makes through the API a person with a 371-day goal (three exercises on several weekdays,
// no-smoking and drinking; a weight record for the calories; earlier goals ended, for the history) among
// BENCH_ROUTINE_OTHERS other people with the same kind of goal (default 50), checks done what the API lets
// be checked, and prints p50 and p99, over HTTP on 127.0.0.1, of `GET /api/routine/dashboard2` for this week
// and for a whole month, and of `GET /api/routine/helthGoal/history`. The server database is dropped afterwards.
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

const {
  addDays,
  buildLifelogObservation,
  calendarDateIn,
  defaultTimeZone,
  goalStatus,
  healthGoalItemCodes,
  timeOfDayCodes,
  exerciseCreationTypeCodes,
  weekdayCodes,
} = load('shared-kernel/src/isomorphic/index.ts');

/** Other people with a year's goal each, so the routine tables hold more than the person measured. */
const OTHERS = Math.max(0, Number(process.env.BENCH_ROUTINE_OTHERS ?? 50));
/** Goals the person began and ended before the 371-day one (ended the day they began), for the history. */
const ENDED_GOALS = 4;
const GOAL_DAYS = 371;
const PERSON = 'bench-routine';

/** A year's goal as the goal screens send it: weight down, three exercises, no smoking, at most 2 × 3 glasses. */
function yearGoal(today) {
  const { sunday, monday, tuesday, wednesday, thursday, friday, saturday } = weekdayCodes;
  const on = (...days) => days.map((dowCode) => ({ dowCode }));
  return {
    goalBeginDe: today,
    goalEndDe: addDays(today, GOAL_DAYS - 1),
    helthGoalDetailList: [{ helthGoalItemCode: healthGoalItemCodes.weight, beforeVal: 78.4, goalVal: 72 }],
    helthGoalExrciseList: [
      {
        exrciseItemCode: '0401',
        exrciseTimeMi: 30,
        exrciseTodCode: timeOfDayCodes.morning,
        exrciseCreatTypeCode: exerciseCreationTypeCodes.recommended,
        helthGoalExrciseDowList: on(monday, wednesday, friday),
      },
      {
        exrciseItemCode: '0601',
        exrciseTimeMi: 40,
        exrciseTodCode: timeOfDayCodes.evening,
        exrciseCreatTypeCode: exerciseCreationTypeCodes.recommended,
        helthGoalExrciseDowList: on(tuesday, thursday),
      },
      {
        exrciseItemCode: '0101',
        exrciseTimeMi: 15,
        exrciseTodCode: timeOfDayCodes.dawn,
        exrciseCreatTypeCode: exerciseCreationTypeCodes.manual,
        helthGoalExrciseDowList: on(sunday, tuesday, thursday, saturday),
      },
    ],
    nosmkngAt: 'Y',
    alchlGoal: { alchlCo: 2, alchlGlassCnt: 3, alchlCoExecutAt: 'Y', alchlGlassCntExecutAt: 'Y' },
  };
}

/** The person and the others, who agreed to the required terms; the person's FHIR subject. */
async function addPeople(db) {
  const userIds = [PERSON, ...Array.from({ length: OTHERS }, (_, index) => `bench-routine-${index + 1}`)];
  await addBenchUsers(db, userIds, { birthday: '1985-03-02', phonePrefix: '0109' });
  const [{ subject }] = await db.query('SELECT fhir_res_id::text AS subject FROM users WHERE user_id = $1', [
    PERSON,
  ]);
  return { userIds, subject };
}

/**
 * Makes the person's routine through the API: a weight record, `ENDED_GOALS` goals begun and ended, then the
 * 371-day goal, and checks done two of every three of its exercises the API accepts (a goal that begins today
 * has no past: later days may be refused). Returns what it made.
 */
async function makeRoutine(apiUrl, { userIds, subject }, today) {
  const call = client(apiUrl, await logIn(apiUrl, PERSON));
  const weight = buildLifelogObservation({
    typeKey: 'weight',
    subjectId: subject,
    effectiveDateTime: new Date().toISOString(),
    values: { weight: 78.4 },
  });
  expectStatus(
    'weight record',
    await call('POST', '/fhir/Observation', weight, 'application/fhir+json'),
    201,
  );

  let ended = 0;
  for (let index = 0; index < ENDED_GOALS; index += 1) {
    const goal = expectStatus('goal', await call('POST', '/api/routine/helthGoal', yearGoal(today)), 201);
    const answer = await call('PUT', `/api/routine/helthGoal/${goal.helthGoalSn}`);
    if (answer.status === 200) ended += 1;
    else {
      // Not ended: removed so that the year's goal does not overlap it.
      console.warn(`  ending a goal answered ${answer.status} ${JSON.stringify(answer.body)}; deleting it`);
      expectStatus('delete', await call('DELETE', `/api/routine/helthGoal/${goal.helthGoalSn}`), 204);
    }
  }
  const goal = expectStatus('goal', await call('POST', '/api/routine/helthGoal', yearGoal(today)), 201);
  if (goal.goalTotDayCnt !== GOAL_DAYS)
    throw new Error(`goal of ${goal.goalTotDayCnt} days, not ${GOAL_DAYS}`);

  const plan = expectStatus(
    'whole plan',
    await call(
      'GET',
      `/api/routine/dashboard2?fromSearchDt=${goal.goalBeginDe}&toSearchDt=${goal.goalEndDe}`,
    ),
    200,
  );
  const details = plan.routhLapseList.flatMap((day) => day.helthGoalExrciseDtlsList);
  let done = 0;
  const refused = new Map();
  for (const [index, detail] of details.entries()) {
    if (index % 3 === 2) continue;
    const answer = await call('PUT', `/api/routine/helthGoal/exrcise/dtls/${detail.exrciseExecutDtlsSn}`, {
      exrciseExecutDtlsSn: detail.exrciseExecutDtlsSn,
      exrciseAt: 'Y',
    });
    if (answer.status === 200) done += 1;
    else {
      const key = `${answer.status} ${answer.body?.code ?? ''}`.trim();
      refused.set(key, (refused.get(key) ?? 0) + 1);
    }
  }

  // The others: the same year's goal each, so the tables hold about `OTHERS` times as many rows.
  for (const userId of userIds.slice(1)) {
    const other = client(apiUrl, await logIn(apiUrl, userId));
    expectStatus(`goal of ${userId}`, await other('POST', '/api/routine/helthGoal', yearGoal(today)), 201);
  }
  return {
    call,
    goal,
    plannedDays: plan.routhLapseList.length,
    details: details.length,
    done,
    refused,
    ended,
  };
}

/** This week (Monday to Sunday) and the first whole calendar month inside the goal. */
const ranges = weekAndNextMonth;

/** The three requests measured, each checked once before it is timed. */
function requests(apiUrl, token, { goal, ended }, today) {
  const headers = { authorization: `Bearer ${token}` };
  const { week, month } = ranges(today);
  const dashboard = ([from, to]) => ({
    call: () => fetch(`${apiUrl}/api/routine/dashboard2?fromSearchDt=${from}&toSearchDt=${to}`, { headers }),
    check: (body) =>
      body.helthGoalList.some((listed) => listed.helthGoalSn === goal.helthGoalSn) &&
      body.routhLapseList.length > 0 &&
      body.routhLapseList.every((day) => day.routhLapseDe >= from && day.routhLapseDe <= to),
  });
  return {
    week: dashboard(week),
    month: dashboard(month),
    history: {
      call: () => fetch(`${apiUrl}/api/routine/helthGoal/history`, { headers }),
      check: (body) =>
        body.helthGoalList.length === ended + 1 &&
        body.helthGoalList.some(
          (listed) =>
            listed.helthGoalSn === goal.helthGoalSn && listed.goalSttusCode === goalStatus.inProgress,
        ),
    },
  };
}

const results = await benchOnEachEngine('routines', {
  async prepare(db, { label }) {
    console.log(`${label}: making the routines of ${OTHERS + 1} people through the API...`);
    return { label, people: await addPeople(db) };
  },
  /** Makes the routines through the API and times the three requests. */
  async measure(apiUrl, { label, people }) {
    const today = calendarDateIn(defaultTimeZone);
    const making = performance.now();
    const made = await makeRoutine(apiUrl, people, today);
    const makeSeconds = (performance.now() - making) / 1000;
    const figures = await timeRequests(requests(apiUrl, await logIn(apiUrl, PERSON), made, today));
    return { label, made, makeSeconds, figures, ranges: ranges(today) };
  },
});

const { week, month } = results[0].ranges;
const { made } = results[0];
const refusals = [...made.refused].map(([key, count]) => `${count} × ${key}`).join(', ');
console.log(
  `\nRoutines over HTTP (${REQUESTS} requests each after ${WARM_UP} untimed, ms: p50 / p99), a person with a ` +
    `${GOAL_DAYS}-day goal (${made.plannedDays} planned days, ${made.details} exercise details, ${made.done} checked done` +
    `${refusals ? `, refused: ${refusals} (days still to come)` : ''}; ${made.ended} ended goals before it) among ${OTHERS} others with one each`,
);
console.log(
  `${'engine'.padEnd(42)}  ${`dashboard2 week`.padEnd(15)}  ${'dashboard2 month'.padEnd(16)}  history`,
);
for (const { label, makeSeconds, figures } of results) {
  console.log(
    `${label.padEnd(42)}  ${p50AndP99(figures.week)}  ${p50AndP99(figures.month).padEnd(16)}  ${p50AndP99(figures.history)}   (made in ${makeSeconds.toFixed(0)} s)`,
  );
}
console.log(
  `Week ${week[0]}..${week[1]}, month ${month[0]}..${month[1]}. Target with PostgreSQL: p99 < 20 ms`,
);
