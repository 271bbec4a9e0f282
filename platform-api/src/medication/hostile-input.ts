// Hostile input for property tests of the medication calls (the same kinds as routine-properties.test.ts):
// arbitrary JSON, NUL bytes, lone surrogates, huge and negative-zero numbers, impossible dates, null in arrays.
import fc from 'fast-check';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Strings a careless server trips on. */
export const hostileString = fc.oneof(
  fc.constantFrom(
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
    "'; DROP TABLE medication_plans; --",
    '7:00',
    '24:00',
    '08:00',
    '9999-12-31T23:59:59',
    '%00',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

export const hostileNumber = fc.oneof(
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

export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constant(null),
  fc.boolean(),
  fc.constant<Json>([null]),
  fc.constant<Json>([]),
  fc.constant<Json>({}),
  fc.array(fc.oneof(fc.constant(null), hostileString, hostileNumber), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
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

/** Bodies near a valid one (one place mutated), the valid one itself, and arbitrary JSON. */
export function bodiesNear(valid: Json): fc.Arbitrary<Json | string> {
  const paths = pathsOf(valid);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...paths),
          fc.constantFrom<Mutation>('replace', 'remove', 'extra'),
          hostileValue,
        )
        .map(([path, mutation, value]) => mutate(valid, path, mutation, value)),
    },
    { weight: 1, arbitrary: fc.constant(valid) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,', '\u0000', '"\\ud800"', 'null', '1e308') },
  );
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

export const queryValue = fc.oneof(hostileString, hostileNumber.map(String));
