// Hostile input for the property tests of the API's calls (routines, medication, notifications), and the property
// they check: whatever arrives (arbitrary JSON, NUL bytes, lone surrogates, huge and negative-zero numbers,
// impossible dates, null in arrays), the answer is a 2xx or a 4xx with an M-code, never a 5xx, and a refused
// request changes nothing.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Strings a careless server trips on, whatever the call: NUL bytes, lone surrogates, impossible days, codes. */
const commonHostileStrings = [
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '0099-03-02',
  '9999-12-31',
  '2026-03-02',
  '2026-03-09',
  '2027-03-08',
  '2026-03-02T00:00:00Z',
  '0001',
  '0002',
  '0004',
  '9999',
  'Y',
  'N',
  '1e308',
  '-0',
  '%00',
];

const hostileNumber = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    -0,
    0,
    1,
    -1,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53,
    2 ** 53 + 2,
    0.5,
    80.25,
    300,
    301,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

type Path = (string | number)[];

/** Every path into a JSON value: the value itself, and each property or item, however deep. */
function pathsOf(value: Json, prefix: Path = []): Path[] {
  const own: Path[] = [prefix];
  if (Array.isArray(value))
    return own.concat(...value.map((item, index) => pathsOf(item, [...prefix, index])));
  if (value !== null && typeof value === 'object')
    return own.concat(...Object.entries(value).map(([key, item]) => pathsOf(item, [...prefix, key])));
  return own;
}

type Mutation = 'replace' | 'remove' | 'extra';

/** `valid` with one place changed: its value replaced, removed, or an unknown property added. */
function mutate(valid: Json, path: Path, mutation: Mutation, value: Json): Json {
  if (path.length === 0) return mutation === 'replace' ? value : valid;
  const copy = structuredClone(valid);
  let parent: Json = copy;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[key] as Json;
  const last = path[path.length - 1] as string | number;
  const container = parent as Record<string | number, Json>;
  if (mutation === 'replace') container[last] = value;
  else if (mutation === 'remove' && Array.isArray(container)) container.splice(Number(last), 1);
  else if (mutation === 'remove') delete container[last];
  else if (typeof container[last] === 'object' && container[last] !== null && !Array.isArray(container[last]))
    (container[last] as Record<string, Json>)['unexpected'] = value;
  else container[last] = value;
  return copy;
}

/** A query-string or path value: lone surrogates, which encodeURIComponent refuses, go as invalid UTF-8. */
export function encodeLoosely(value: string): string {
  return [...value]
    .map((character) => {
      try {
        return encodeURIComponent(character);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/**
 * Hostile input for the calls of one part of the API: the common hostile strings and those of its own
 * (`ownStrings`: its tables, its times, its limits), numbers, JSON values, bodies and query strings made of them.
 */
export function hostileInput(ownStrings: readonly string[]) {
  const string = fc.oneof(
    fc.constantFrom(...commonHostileStrings, ...ownStrings),
    fc.string({ unit: 'binary', maxLength: 12 }),
  );

  const value: fc.Arbitrary<Json> = fc.oneof(
    string,
    hostileNumber,
    fc.constant(null),
    fc.boolean(),
    fc.constant<Json>([null]),
    fc.constant<Json>([]),
    fc.constant<Json>({}),
    fc.array(fc.oneof(fc.constant(null), string, hostileNumber), { maxLength: 3 }),
    fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
  );

  /** A query-string value (before encoding): a hostile string or number. */
  const queryValue = fc.oneof(string, hostileNumber.map(String));

  return {
    string,
    number: hostileNumber,
    value,
    queryValue,

    /** Bodies near a valid one (one place mutated), the valid one itself, and arbitrary JSON. */
    bodiesNear(valid: Json): fc.Arbitrary<Json | string> {
      const paths = pathsOf(valid);
      return fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .tuple(fc.constantFrom(...paths), fc.constantFrom<Mutation>('replace', 'remove', 'extra'), value)
            .map(([path, mutation, replacement]) => mutate(valid, path, mutation, replacement)),
        },
        { weight: 1, arbitrary: fc.constant(valid) },
        { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
        {
          weight: 1,
          arbitrary: fc.constantFrom('{', '{"a":', '[1,', '\u0000', '"\\ud800"', 'null', '1e308'),
        },
      );
    },

    /**
     * URLs of GET calls with hostile query strings: one of `queries`' paths, and one to four of its parameters
     * (by `queries[path]`'s names) with hostile values, each maybe repeated.
     */
    urlsWithHostileQueries(queries: Record<string, readonly string[]>): fc.Arbitrary<string> {
      return fc
        .tuple(
          fc.constantFrom(...Object.keys(queries)),
          fc.array(fc.tuple(fc.nat(), queryValue, fc.boolean()), { minLength: 1, maxLength: 4 }),
        )
        .map(([path, parameters]) => {
          const names = queries[path] as readonly string[];
          const query = parameters
            .map(([index, parameter, repeat]) => {
              const pair = `${names[index % names.length]}=${encodeLoosely(parameter)}`;
              return repeat ? `${pair}&${pair}` : pair;
            })
            .join('&');
          return `${path}?${query}`;
        });
    },
  };
}

/**
 * Serials of a path: out of range, not integers, not numbers, and the `known` ones (the caller's, another
 * person's). Not '%ED%A0%80' (invalid UTF-8): a path that does not decode is refused before any route (400
 * M1140, `badUrlError` in http/input-guard.ts), so it would never reach the serial's own check.
 */
export const hostileSerials = (...known: number[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      ...[0, -1, 2 ** 31, 2 ** 53].map(String),
      '9007199254740993',
      'abc',
      '1.5',
      '1e3',
      '%00',
      '%20',
      '-0',
    ),
    fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(String),
    fc.constantFrom(...known.map(String)),
  );

/**
 * The property every call keeps: never a 5xx; an answer that is not a 2xx is a 4xx with an M-code and leaves
 * `snapshot()` (everything a refused request must not change) as it was.
 */
export async function answersSafely(
  snapshot: () => Promise<unknown>,
  send: () => Promise<LightMyRequestResponse>,
): Promise<void> {
  const before = await snapshot();
  const response = await send();
  if (response.statusCode >= 200 && response.statusCode < 300) return;
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.json<{ code: string }>().code).toMatch(/^M\d{4}$/);
  expect(await snapshot()).toEqual(before);
}

/** `property(arbitrary, send)`: asserts, `numRuns` times, that `send` answers each value safely (see above). */
export const safeAnswerProperty =
  (snapshot: () => Promise<unknown>, numRuns: number) =>
  <Value>(arbitrary: fc.Arbitrary<Value>, send: (value: Value) => Promise<LightMyRequestResponse>) =>
    fc.assert(
      fc.asyncProperty(arbitrary, (value) => answersSafely(snapshot, () => send(value))),
      { numRuns },
    );
