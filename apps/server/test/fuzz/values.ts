/**
 * Hostile values, and a JSON writer that can also emit what JSON.stringify cannot: numbers
 * beyond a double (`1e309`), beyond int8, and nesting ten thousand levels deep.
 */
class Raw {
  constructor(readonly text: string) {}
}

export const toJson = (value: unknown): string => {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, inner]) => `${JSON.stringify(key)}:${toJson(inner)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Values for any body field, whatever its declared kind. */
export const hostileValues: readonly unknown[] = [
  -1,
  0,
  2 ** 31,
  -(2 ** 31) - 1,
  new Raw('9223372036854775808'),
  new Raw('99999999999999999999'),
  new Raw('1e309'),
  new Raw('-1e309'),
  1.5,
  0.1 + 0.2,
  '99999999999999999999.999999',
  '12.345678901234567890',
  '1e3',
  'NaN',
  '',
  '   ',
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udc00',
  'é\u0301💥',
  "' OR 1=1--",
  '<script>alert(1)</script>',
  '2026-02-30',
  '9999-99-99',
  '0000-00-00',
  '275760-09-14',
  '2026-01-01T25:61:61',
  '24:00:99',
  '/api/schools/99999999999',
  '/api/schools/2147483648',
  '/api/schools/-1',
  '/api/../../etc/passwd',
  '%00',
  '%25',
  true,
  false,
  null,
  [],
  [1, 'a\u0000'],
  {},
  { id: 2 ** 31 },
  { '@id': '/api/schools/99999999999' },
  new Raw('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
  MEGABYTE,
];

/** Path segments that name no row, or are not text at all (already percent-encoded). */
export const hostileIds: readonly string[] = [
  '2147483648',
  '9223372036854775808',
  '99999999999999999999',
  '-1',
  '0',
  '1e309',
  '1.5',
  'NaN',
  'abc',
  '%00',
  '1%00',
  '%25',
  '%',
  '%C0%AE',
  '%E0%80%80',
  '%FF',
  '%ED%A0%80',
  '%2e%2e%2f%2e%2e',
  '-'.repeat(36),
  '00000000-0000-0000-0000-00000000000g',
  'x'.repeat(3000),
];

/** Values for `schoolId` and `seasonId` headers. */
export const hostileHeaderIds: readonly string[] = [
  '2147483648',
  '99999999999999999999',
  '-1',
  'abc',
  '1e3',
  '1.5',
  ' 1 ',
  '0x10',
];

/** Query strings (already encoded) that no list should take, with `{f}` standing for a declared filter. */
export const hostileQueries: readonly string[] = [
  'page=99999999999999999999',
  'page=2147483648',
  'page=0',
  'page=-1',
  'page=abc',
  'page=1e309',
  'itemsPerPage=99999999999999999999',
  'itemsPerPage=2147483648&page=2147483647',
  'itemsPerPage=0',
  'itemsPerPage=-5',
  'order[id]=sideways',
  'order[__proto__]=asc',
  'order[constructor]=desc',
  'order[nope]=asc',
  'order=asc',
  'search=%00',
  'search=a%00b',
  'search=%ED%A0%80',
  'search=%25%25%25_',
  'pagination=%00',
  '{f}=99999999999',
  '{f}=2147483648',
  '{f}=%00',
  '{f}=abc',
  '{f}=-1',
  '{f}=2026-13-45',
  '{f}[]=1&{f}[]=99999999999',
  '{f}[]=%00',
  '{f}[after]=2026-02-30',
  '{f}[before]=%00',
  '{f}[strictly_after]=99999999999999999999',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
];

/** Whole bodies of the wrong shape: not objects, malformed, deep, prototype keys. */
export const hostileBodies: readonly string[] = [
  '[]',
  '"text"',
  '1',
  'null',
  'true',
  '{',
  '{"a":}',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"\\u0000":1}',
  '{"a":"\\ud800"}',
  `${'['.repeat(10000)}${']'.repeat(10000)}`,
  `${'{"a":'.repeat(10000)}1${'}'.repeat(10000)}`,
  '{"__proto__":{"isSuperadmin":true,"superadmin":true}}',
  '{"constructor":{"prototype":{"isSuperadmin":true}}}',
  '{"items":[{"__proto__":{"x":1}}]}',
  '{"items":"not a list"}',
  `{"items":[${Array.from({ length: 50 }, () => '{"id":99999999999}').join(',')}]}`,
];
