import fc from 'fast-check';

/**
 * Hostile values for the route fuzz test: what a careless or malicious client sends instead of
 * what a form would. Texts go into JSON bodies as they are and into URLs percent-encoded (or as
 * raw junk that is not valid percent-encoding at all).
 */
const strangeTexts = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '',
  ' ',
  'null',
  'undefined',
  '-1',
  '0',
  '1e308',
  '-9007199254740993',
  '9'.repeat(400),
  'NaN',
  'Infinity',
  '0x1F',
  '0000-01-01',
  '9999-12-31',
  '0000-00',
  '9999-12',
  '2030-02-30',
  '+275760-09-13',
  '-000001-01-01',
  '1970-01-01T00:00:00Z',
  '24:61',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  'not-a-uuid',
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\\',
  '{}',
  '[]',
  'true',
];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...strangeTexts) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.uuid().map((id) => `${id}\u0000`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`) },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(200_000), 'ä\ud800'.repeat(30_000)) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Nested arrays this deep: a parser or a schema that recurses must not fall over. */
const deep = JSON.parse('['.repeat(500) + ']'.repeat(500)) as unknown;

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], deep) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 3 }) },
);

/** A text in a URL: percent-encoded, a lone surrogate as the UTF-8 bytes it cannot have. */
export function inUrl(text: string) {
  return encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd')).replaceAll(
    '%EF%BF%BD',
    '%ED%A0%80',
  );
}

/** One path segment: an encoded hostile text, or raw junk a browser would never send. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileText.map(inUrl) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%00',
      'a%00b',
      '..',
      '..%2f..%2fetc%2fpasswd',
      '%2e%2e',
      '%',
      '%zz',
      '%E0%A4%A',
      '%ED%A0%80',
      '%FF',
      '.',
      '',
      '..;',
      '%252e%252e',
    ),
  },
);

/**
 * A valid value made slightly wrong, as a mutation fuzzer would: a NUL or half a surrogate pair
 * added to a text, a date moved to the years 0000 or 9999, a number made negative, huge or a text.
 * Changing one field of an accepted request reaches the code behind validation far more often
 * than random values do.
 */
export function tweaked(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'number')
    return fc.constantFrom(
      -value,
      -1,
      value * 1e9,
      2 ** 31,
      1e308,
      0.5,
      String(value),
      `${value}x`,
    );
  if (typeof value === 'boolean') return fc.constantFrom(String(value), 1, null);
  if (typeof value !== 'string') return hostileValue;
  const variants = [
    `${value}\u0000`,
    `\u0000${value}`,
    `${value.slice(0, 1)}\u0000${value.slice(1)}`,
    `${value}\ud800`,
    `\udc00${value}`,
    value.toUpperCase(),
    `${value} `.repeat(5_000),
    value.slice(1),
    '',
  ];
  if (/^\d{4}-\d\d/.test(value))
    variants.push(`0000${value.slice(4)}`, `9999${value.slice(4)}`, `1${value}`, `-${value}`);
  if (/^\d+(\.\d+)?$/.test(value)) variants.push(`-${value}`, `${value}${'9'.repeat(30)}`, '1e308');
  return fc.constantFrom(...variants);
}
