import type { LightMyRequestResponse } from 'fastify';
import type { ChatMessage, PredictionResult } from 'shared-kernel/isomorphic';
import { addFhirTestUser, fhirCall, record, type FhirTestUser } from '../../../test-support/fhir';
import { storePredictionResults } from '../risk-predictions/prediction-store';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

interface Exchange {
  question: ChatMessage;
  answer: ChatMessage;
}

interface History {
  total: number;
  messages: ChatMessage[];
}

/** The ASCVD result of the chat's test person, as helper A's store keeps it. */
const ascvdResult: PredictionResult = {
  modelId: '11',
  outcome: 'ascvd',
  horizonYears: 10,
  risk: 7.43,
  band: 'borderline',
  severity: 'moderate',
  contributions: [
    { input: 'smoker', value: true, reference: false, effect: 4.31, unit: 'percentPoints' },
    { input: 'systolicBp', value: 142, reference: 110, effect: 2.12, unit: 'percentPoints' },
    { input: 'age', value: 40, reference: 40, effect: 0, unit: 'percentPoints' },
  ],
  inputs: { sex: 'female', age: 40, race: 'other', smoker: true, systolicBp: 142 },
  inputSources: { smoker: { kind: 'questionnaire' } },
  age: 40,
  computedAt: '2026-03-01T23:00:00.000Z',
};

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'AI chat (%s)',
  (_name, kind) => {
    let api: TestApp;
    let userNumber = 0;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });

    afterAll(async () => {
      await api.close();
    });

    async function newUser(): Promise<FhirTestUser> {
      userNumber += 1;
      return addFhirTestUser(api, `chatuser${userNumber}`);
    }

    function ask(user: FhirTestUser, message: unknown, language = 'en'): Promise<LightMyRequestResponse> {
      return api.app.inject({
        method: 'POST',
        url: '/api/user/ai/chat',
        headers: { authorization: `Bearer ${user.token}`, 'language-code': language },
        payload: { message },
      });
    }

    async function answerTo(user: FhirTestUser, message: string, language = 'en'): Promise<string> {
      const response = await ask(user, message, language);
      expect(response.statusCode).toBe(201);
      return response.json<Exchange>().answer.content;
    }

    async function historyOf(user: FhirTestUser, query = ''): Promise<History> {
      const response = await api.app.inject({
        method: 'GET',
        url: `/api/user/ai/chat/history${query}`,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json<History>();
    }

    describe('history', () => {
      it('stores the question and the answer and answers 201 with both', async () => {
        const user = await newUser();

        const response = await ask(user, 'what changed since last month?');

        expect(response.statusCode).toBe(201);
        const { question, answer } = response.json<Exchange>();
        expect(question).toEqual({
          id: expect.any(String),
          role: 'user',
          content: 'what changed since last month?',
          createdAt: '2026-03-02T00:00:00.000Z',
        });
        expect(answer).toMatchObject({ role: 'assistant', engine: 'offline', content: expect.any(String) });
        expect(Date.parse(answer.createdAt)).toBeGreaterThan(Date.parse(question.createdAt));
        expect((await historyOf(user)).messages).toEqual([answer, question]);
      });

      it("keeps each person's history apart: another user's messages are never seen", async () => {
        const first = await newUser();
        const second = await newUser();
        await answerTo(first, 'first person asks about grades');
        await answerTo(first, 'first person asks again');
        await answerTo(second, 'second person asks');

        const firstHistory = await historyOf(first);
        const secondHistory = await historyOf(second);

        expect(firstHistory.total).toBe(4);
        expect(secondHistory.total).toBe(2);
        expect(secondHistory.messages.map((message) => message.content)).not.toContainEqual(
          expect.stringContaining('first person'),
        );
      });

      it('pages the history newest first, in the order of the conversation even within one instant', async () => {
        const user = await newUser();
        for (const question of ['one', 'two', 'three']) await answerTo(user, question);

        const firstPage = await historyOf(user, '?page=1&rows=4');
        const secondPage = await historyOf(user, '?page=2&rows=4');

        expect(firstPage.total).toBe(6);
        expect(firstPage.messages.map((message) => message.role)).toEqual([
          'assistant',
          'user',
          'assistant',
          'user',
        ]);
        expect(firstPage.messages[1]?.content).toBe('three');
        expect(firstPage.messages[3]?.content).toBe('two');
        expect(secondPage.messages.map((message) => message.content).slice(1)).toEqual(['one']);
        expect(secondPage.messages).toHaveLength(2);
      });

      it.each(['?rows=0', '?rows=101', '?page=0', '?page=x'])(
        'refuses the paging %s (400 M0187)',
        async (query) => {
          const user = await newUser();
          const response = await api.app.inject({
            method: 'GET',
            url: `/api/user/ai/chat/history${query}`,
            headers: { authorization: `Bearer ${user.token}` },
          });

          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ code: 'M0187' });
        },
      );

      it("clears the caller's history (204) and no one else's", async () => {
        const user = await newUser();
        const other = await newUser();
        await answerTo(user, 'a question');
        await answerTo(other, 'another question');

        const response = await api.app.inject({
          method: 'DELETE',
          url: '/api/user/ai/chat/history',
          headers: { authorization: `Bearer ${user.token}` },
        });

        expect(response.statusCode).toBe(204);
        expect(await historyOf(user)).toEqual({ total: 0, messages: [] });
        expect((await historyOf(other)).total).toBe(2);
      });

      it('answers 401 M0139 without a token', async () => {
        const response = await api.app.inject({ method: 'GET', url: '/api/user/ai/chat/history' });

        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'M0139' });
      });
    });

    describe('the message', () => {
      it.each([
        ['an empty message', ''],
        ['a message of white space only', '   \n '],
        ['a message of 501 characters', 'a'.repeat(501)],
        ['a body without a message', undefined],
      ])('refuses %s (400 M0187 naming message)', async (_case, message) => {
        const user = await newUser();

        const response = await ask(user, message);

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0187', field: 'message' });
        expect((await historyOf(user)).total).toBe(0);
      });

      it('judges and stores the message trimmed: 500 characters inside white space are taken', async () => {
        const user = await newUser();
        const text = `${'가'.repeat(499)}?`;

        const response = await ask(user, `  ${text}\n`);

        expect(response.statusCode).toBe(201);
        expect(response.json<Exchange>().question.content).toBe(text);
      });
    });

    describe('the offline engine answers from the person’s own data', () => {
      let person: FhirTestUser;

      async function post(
        typeKey: Parameters<typeof record>[1],
        values: Record<string, number>,
        at: string,
        extra = {},
      ) {
        const response = await fhirCall(
          api,
          person,
          'POST',
          '/fhir/Observation',
          record(person, typeKey, values, at, extra),
        );
        expect(response.statusCode).toBe(201);
      }

      beforeAll(async () => {
        person = await newUser();
        // Last month (February 2026, Seoul) and this month (March; the test clock is 2 March 2026, 09:00 Seoul).
        await post('weight', { weight: 70 }, '2026-02-10T08:00:00+09:00');
        await post('weight', { weight: 71 }, '2026-02-20T08:00:00+09:00');
        await post('bloodPressure', { sbp: 130, dbp: 85 }, '2026-02-10T08:00:00+09:00');
        await post('bloodGlucose', { bloodSugarLevel: 100 }, '2026-02-10T07:00:00+09:00', {
          measurementTime: '80001',
        });
        await post('step', { stepCount: 4000 }, '2026-02-10T08:00:00+09:00');
        await post('step', { stepCount: 2000 }, '2026-02-10T18:00:00+09:00');
        // 1 March 00:30 in Seoul is still 28 February in UTC: it counts for March.
        await post('weight', { weight: 68.5 }, '2026-03-01T00:30:00+09:00');
        await post('bloodPressure', { sbp: 142, dbp: 92 }, '2026-03-01T08:00:00+09:00');
        await post('bloodGlucose', { bloodSugarLevel: 110 }, '2026-03-01T07:00:00+09:00', {
          measurementTime: '80001',
        });
        // After a meal: not a fasting glucose, so not in the fasting average.
        await post('bloodGlucose', { bloodSugarLevel: 180 }, '2026-03-01T13:00:00+09:00', {
          measurementTime: '80002',
        });
        await post('step', { stepCount: 8000 }, '2026-03-01T10:00:00+09:00');
        await post('waistCircumference', { waistCircumference: 88 }, '2026-03-01T08:00:00+09:00');
        await storePredictionResults(api.db, person.userId, [ascvdResult]);
      });

      it.each([
        [
          'en',
          'Why is my risk so high?',
          [
            '10-year risk of atherosclerotic cardiovascular disease (ASCVD) is 7.4 %',
            'smoking (yes) adds 4.3 percentage points',
            'systolic blood pressure (142) adds 2.1 percentage points',
            'ACC/AHA Pooled Cohort Equations',
            'Goff DC Jr',
            '2026.03.02',
          ],
        ],
        [
          'ko',
          '내 위험도가 왜 높아?',
          [
            '10년 내 죽상경화성 심혈관 질환(ASCVD) 위험도는 7.4%예요',
            '흡연(예) 때문에 4.3%p 높아짐',
            '계산식: ACC/AHA 통합 코호트 공식(Pooled Cohort Equations). 출처: Goff DC Jr',
          ],
        ],
        [
          'km',
          'ហេតុអ្វីហានិភ័យរបស់ខ្ញុំខ្ពស់?',
          [
            'គឺ 7.4%',
            'ការជក់បារី (បាទ/ចាស) បន្ថែម 4.3 ពិន្ទុភាគរយ',
            'រូបមន្ត៖ Pooled Cohort Equations របស់ ACC/AHA។ ប្រភព៖ Goff DC Jr',
          ],
        ],
      ])('explains why a risk is high from its contributions (%s)', async (language, question, expected) => {
        const answer = await answerTo(person, question, language);

        for (const fragment of expected) expect(answer).toContain(fragment);
      });

      it.each([
        [
          'en',
          'What changed since last month?',
          [
            '2026-02 → 2026-03',
            'weight: 70.5 → 68.5 kg (−2)',
            'systolic blood pressure: 130 → 142 mmHg (+12)',
            'fasting glucose: 100 → 110 mg/dL (+10)',
            'steps per day: 6,000 → 8,000 steps (+2,000)',
          ],
        ],
        [
          'ko',
          '지난달이랑 비교해서 뭐가 달라졌어?',
          [
            '체중: 70.5 → 68.5kg (−2)',
            '이완기 혈압: 85 → 92mmHg (+7)',
            '하루 걸음 수: 6,000 → 8,000걸음 (+2,000)',
          ],
        ],
        [
          'km',
          'តើមានអ្វីប្រែប្រួលតាំងពីខែមុន?',
          ['ទម្ងន់៖ 70.5 → 68.5 kg (−2)', 'ចំនួនជំហានក្នុងមួយថ្ងៃ៖ 6,000 → 8,000 ជំហាន (+2,000)'],
        ],
      ])('compares this month with last month, Seoul months (%s)', async (language, question, expected) => {
        const answer = await answerTo(person, question, language);

        for (const fragment of expected) expect(answer).toContain(fragment);
      });

      it.each([
        [
          'en',
          'What does danger mean?',
          [
            'waist 88 cm (2026.03.01) is danger: the danger band for women is 85 cm or more',
            'talk with a doctor',
            'KSSO 2022 guideline',
          ],
        ],
        [
          'ko',
          '위험 등급은 무슨 뜻이야?',
          [
            '허리둘레 88cm(2026.03.01)은(는) 위험이에요. 여성의 위험 구간은 85 이상(cm)예요.',
            'KSSO 2022 guideline',
          ],
        ],
        [
          'km',
          'កម្រិតគ្រោះថ្នាក់មានន័យយ៉ាងណា?',
          ['រង្វាស់ចង្កេះ 88 cm (2026.03.01) ស្ថិតក្នុងកម្រិតគ្រោះថ្នាក់', 'KSSO 2022 guideline'],
        ],
      ])(
        'explains a grade with its band, range for the sex and source (%s)',
        async (language, question, expected) => {
          const answer = await answerTo(person, question, language);

          for (const fragment of expected) expect(answer).toContain(fragment);
        },
      );

      it('explains the grade of the item a question names', async () => {
        const answer = await answerTo(person, 'What does my blood pressure grade mean?');

        expect(answer).toContain('systolic blood pressure 142 mmHg (2026.03.01) is danger');
        expect(answer).toContain('Korean Society of Hypertension');
        expect(answer).not.toContain('waist');
      });

      it.each([
        [
          'en',
          'Which medicine should I take?',
          ["can't answer", 'not a doctor', 'what changed since last month'],
        ],
        ['ko', '무슨 약을 먹어야 해?', ['답할 수 없어요', '의사가 아니에요', '지난달보다']],
        ['km', 'តើខ្ញុំគួរលេបថ្នាំអ្វី?', ['មិនអាចឆ្លើយ', 'មិនមែនជាវេជ្ជបណ្ឌិត']],
      ])('says plainly what it cannot answer (%s)', async (language, question, expected) => {
        const answer = await answerTo(person, question, language);

        for (const fragment of expected) expect(answer).toContain(fragment);
      });

      it.each([
        [
          'ko',
          '혈압을 낮추려면 어떻게 해야 하나요?',
          [
            '하루 5g',
            'DASH식',
            '150분',
            '대한고혈압학회 2022 고혈압 진료지침',
            '수축기 혈압 142mmHg(2026.03.01): 위험',
            '이완기 혈압 92mmHg(2026.03.01)',
            '의사의 진료를 대신하지 않아요',
          ],
        ],
        [
          'en',
          'How do I lower my blood pressure?',
          [
            'under 5 g a day',
            'DASH-style',
            '150 minutes a week',
            'Korean Society of Hypertension, 2022 Hypertension Guidelines',
            'systolic blood pressure 142 mmHg (2026.03.01): danger',
            'does not replace your doctor',
          ],
        ],
        [
          'km',
          'តើខ្ញុំគួរធ្វើអ្វីដើម្បីបន្ថយសម្ពាធឈាម?',
          [
            'តិចជាង 5 g ក្នុងមួយថ្ងៃ',
            '150 នាទីក្នុងមួយសប្តាហ៍',
            'សម្ពាធឈាមស៊ីស្តូលិក 142 mmHg (2026.03.01)៖ គ្រោះថ្នាក់',
            'មិនជំនួសវេជ្ជបណ្ឌិតរបស់អ្នកទេ',
          ],
        ],
      ])(
        'answers how to lower blood pressure with sourced advice and the person’s latest reading (%s)',
        async (language, question, expected) => {
          const answer = await answerTo(person, question, language);

          for (const fragment of expected) expect(answer).toContain(fragment);
        },
      );

      it.each([
        ['ko', '혈압약 용량을 줄여도 되나요?', ['약 용량을 바꿀지', '답할 수 없어요', '의사가 아니에요']],
        ['en', 'Should I stop my blood pressure medication?', ["can't answer", 'not a doctor']],
        ['km', 'តើខ្ញុំអាចបន្ថយថ្នាំសម្ពាធឈាមបានទេ?', ['មិនអាចឆ្លើយ', 'មិនមែនជាវេជ្ជបណ្ឌិត']],
      ])('still refuses a change of medicine or dose (%s)', async (language, question, expected) => {
        const answer = await answerTo(person, question, language);

        for (const fragment of expected) expect(answer).toContain(fragment);
        expect(answer).not.toContain('DASH');
      });

      it.each([
        ['en', 'I have chest pain', 'call 119'],
        ['ko', '가슴 통증이 있어요', '119에 전화하세요'],
        ['km', 'ខ្ញុំឈឺទ្រូង', 'ទូរស័ព្ទទៅលេខ 119'],
      ])('tells a person with chest pain to call 119 (%s)', async (language, question, expected) => {
        expect(await answerTo(person, question, language)).toContain(expected);
      });
    });

    describe('a person with no data', () => {
      it.each([
        ['Why is my risk high?', 'You have no prediction results yet'],
        [
          'Why is my diabetes risk high?',
          'You have no type 2 diabetes (FINDRISC) result yet. It needs: sex, age, BMI, waist',
        ],
        [
          'What changed since last month?',
          'You have no records of weight, systolic blood pressure, diastolic blood pressure, fasting glucose, steps per day in 2026-02 or 2026-03',
        ],
        ['What does caution mean?', 'You have no records a guide can grade yet'],
      ])('says which record or result is missing: %s', async (question, expected) => {
        const user = await newUser();

        expect(await answerTo(user, question)).toContain(expected);
      });
    });
  },
);
