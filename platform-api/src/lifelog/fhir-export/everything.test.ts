import type { Bundle, BundleEntry, FhirResource, Goal, MedicationAdministration } from 'fhir/r4';
import fc from 'fast-check';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import {
  addFhirTestUser,
  bloodPressure,
  fhirCall,
  problemOf,
  share,
  weight,
  type FhirTestUser,
} from '../../../test-support/fhir';
import { createPlan, doseAt, tick, twiceDaily } from '../../../test-support/medication';
import { createGoal, setClock, testMonday, walkingGoal } from '../../../test-support/routines';
import { hostileInput } from '../../../test-support/hostile-input';

const everythingOf = (user: FhirTestUser, query = '') => `/fhir/Patient/${user.subject}/$everything${query}`;

describe.each(testDatabaseKinds({ partitionedHealthData: true }).map((kind) => [kind.name, kind] as const))(
  'GET /fhir/Patient/{id}/$everything (%s)',
  (_name, kind) => {
    let api: TestApp;
    let owner: FhirTestUser;
    let viewer: FhirTestUser;

    /** Every page from the first, following `next` links; the pages as they came. */
    async function allPages(user: FhirTestUser, query = ''): Promise<Bundle[]> {
      const pages: Bundle[] = [];
      let url: string | undefined = everythingOf(user, query);
      while (url) {
        const response = await fhirCall(api, user, 'GET', url);
        if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
        const page = response.json<Bundle>();
        pages.push(page);
        const next = page.link?.find((link) => link.relation === 'next')?.url;
        url = next === undefined ? undefined : next.slice(next.indexOf('/fhir/'));
      }
      return pages;
    }
    const resourcesOf = (pages: Bundle[]) =>
      pages.flatMap((page) => (page.entry ?? []).map((entry: BundleEntry) => entry.resource as FhirResource));

    beforeAll(async () => {
      api = await openTestApp(kind);
      owner = await addFhirTestUser(api, 'export-owner');
      viewer = await addFhirTestUser(api, 'export-viewer');
      await share(api, owner, viewer);
      await setClock(api, '2026-03-01T20:00:00+09:00', owner, viewer);
      for (const [index, kg] of [70, 70.4, 69.8].entries()) {
        const response = await fhirCall(
          api,
          owner,
          'POST',
          '/fhir/Observation',
          weight(owner, kg, `2026-02-2${index}T08:00:00+09:00`),
        );
        expect(response.statusCode).toBe(201);
      }
      await fhirCall(
        api,
        owner,
        'POST',
        '/fhir/Observation',
        bloodPressure(owner, 128, 82, '2026-02-25T07:00:00+09:00'),
      );
      const plan = await createPlan(api, owner, twiceDaily());
      await setClock(api, testMonday, owner, viewer);
      expect(
        (await tick(api, owner, await doseAt(api, owner, '2026-03-02T08:00', plan.tkmdSn), '0002'))
          .statusCode,
      ).toBe(200);
      await setClock(api, '2026-03-02T21:00:00+09:00', owner, viewer);
      expect(
        (await tick(api, owner, await doseAt(api, owner, '2026-03-02T20:00', plan.tkmdSn), '0001'))
          .statusCode,
      ).toBe(200);
      await createGoal(api, owner, walkingGoal());
    });
    afterAll(() => api.close());

    it('exports everything the person owns: Patient, Observations, plans, ticked doses and goals (issue 31)', async () => {
      const resources = resourcesOf(await allPages(owner));

      const types = resources.map((resource) => resource.resourceType);
      expect(types[0]).toBe('Patient');
      expect(types.filter((type) => type === 'Observation')).toHaveLength(4);
      expect(types).toContain('MedicationRequest');
      const doses = resources.filter(
        (resource): resource is MedicationAdministration =>
          resource.resourceType === 'MedicationAdministration',
      );
      expect(doses.map((dose) => [dose.effectiveDateTime, dose.status])).toEqual([
        ['2026-03-02T08:00:00+09:00', 'completed'],
        ['2026-03-02T20:00:00+09:00', 'not-done'],
      ]);
      const goals = resources.filter((resource): resource is Goal => resource.resourceType === 'Goal');
      expect(goals).toHaveLength(1);
    });

    it('pages with next links of _count entries, each resource once, in the same order as one page', async () => {
      const whole = resourcesOf(await allPages(owner, '?_count=10000'));
      const pages = await allPages(owner, '?_count=2');

      expect(pages.length).toBe(Math.ceil(whole.length / 2));
      expect(pages.every((page) => (page.entry ?? []).length <= 2)).toBe(true);
      expect(resourcesOf(pages)).toEqual(whole);
      expect(pages[0]?.type).toBe('searchset');
      expect(pages.map((page) => page.total)).toEqual(pages.map(() => whole.length));
    });

    it('keeps, with _since, only what changed at or after the instant (and the Patient)', async () => {
      const later = await allPages(owner, `?_since=${encodeURIComponent('2026-03-02T20:30:00+09:00')}`);

      const types = resourcesOf(later).map((resource) => resource.resourceType);
      expect(types).toEqual(['Patient', 'MedicationAdministration', 'Goal']);
    });

    it("refuses another person's id like an unknown one, even one who shares with the caller (404 M1129)", async () => {
      const shared = await fhirCall(api, viewer, 'GET', everythingOf(owner));
      const unknown = await fhirCall(
        api,
        owner,
        'GET',
        '/fhir/Patient/00000000-0000-4000-8000-000000000000/$everything',
      );

      expect(shared.statusCode).toBe(404);
      expect(problemOf(shared).code).toBe('M1129');
      expect(unknown.statusCode).toBe(404);
    });

    it.each([
      ['_count=0', '_count'],
      ['_count=10001', '_count'],
      ['_since=2026-02-30T00:00:00Z', '_since'],
      ['_since=2026-03-01', '_since'],
      ['_cursor=not-a-cursor!', '_cursor'],
      ['_cursor=WzksbnVsbF0', '_cursor'],
    ])('refuses %s (400 M0187 naming %s)', async (query, field) => {
      const response = await fhirCall(api, owner, 'GET', everythingOf(owner, `?${query}`));

      expect(response.statusCode).toBe(400);
      expect(problemOf(response)).toMatchObject({ code: 'M0187', field });
    });

    it('answers hostile query strings with a page or a 4xx M-code, never a 5xx', async () => {
      const input = hostileInput(['2026-03-02T00:00:00Z', 'WzEsbnVsbF0', '10000', '2024-02-30T10:00:00Z']);
      await fc.assert(
        fc.asyncProperty(
          input.urlsWithHostileQueries({ [everythingOf(owner)]: ['_count', '_since', '_cursor'] }),
          async (url) => {
            const response = await fhirCall(api, owner, 'GET', url);
            if (response.statusCode === 200) return;
            expect(response.statusCode).toBeGreaterThanOrEqual(400);
            expect(response.statusCode).toBeLessThan(500);
            expect(problemOf(response).code).toMatch(/^M\d{4}$/);
          },
        ),
        { numRuns: 60 },
      );
    });
  },
);
