import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALUE_REFUSED } from './platform/errors';
import { hostileSegment, hostileText, hostileValue, inUrl, tweaked } from './test/fuzz-inputs';
import { requestAs, routeSchemas, table, useRouteTable, type Actor } from './test/route-table';

/**
 * Nothing a caller sends makes a route answer 5xx: every route, as each kind of caller, gets the
 * table's working request with one part mutated (a path parameter, a query value, a body field or
 * the whole body). Nor may a value reach the database that it refuses (see platform/errors.ts).
 * The seed is fixed, so every run sends (and creates) the same; FUZZ_SEED and
 * FUZZ_RUNS explore further. A failure lists the route, the caller and the request.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 26_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const FUZZED_ACTORS: Actor[] = ['anonymous', 'visitor', 'clientA', 'admin'];
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

useRouteTable();
console.info(`route fuzz: seed ${SEED}, ${RUNS} requests per route and caller`);

type Fuzzed = { url: string; body?: string; contentType?: string };

describe('no request makes a route fail', () => {
  it.each(Object.keys(table))('%s', { timeout: 120_000 }, async (route) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const base = table[route]![0]!;
    const url = typeof base.url === 'string' ? base.url : await base.url();
    const payload = await base.payload?.('admin');
    const failures: string[] = [];
    for (const actor of FUZZED_ACTORS) {
      const inputs = fc.sample(requests(method, pattern, url, payload, route), {
        seed: SEED ^ hash(`${route} ${actor}`),
        numRuns: RUNS,
      });
      for (const input of inputs) {
        const response = await requestAs(actor, method, input.url, {
          ...(input.body === undefined
            ? {}
            : {
                payload: input.body,
                headers: { 'content-type': input.contentType ?? 'application/json' },
              }),
        });
        // A value the database refused is answered 400 too, but it means a schema let it through.
        const refused = response.body.includes(`"code":"${VALUE_REFUSED}"`);
        if (response.statusCode >= 500 || refused)
          failures.push(
            `${actor}: ${method} ${show(input.url)} ${input.contentType ?? ''} ${show(input.body)} -> ${response.statusCode}${refused ? ` ${VALUE_REFUSED}` : ''}`,
          );
      }
    }
    expect(failures, `${route} (seed ${SEED})`).toEqual([]);
  });
});

/** Requests like the table's for `route`, each with one part replaced by something hostile. */
function requests(
  method: string,
  pattern: string,
  url: string,
  payload: unknown,
  route: string,
): fc.Arbitrary<Fuzzed> {
  const [path, query = ''] = url.split('?') as [string, string?];
  const body = isPlainObject(payload) ? payload : {};
  const schema = routeSchemas.get(route);
  const sendsBody = WITH_BODY.has(method);
  const asIs = sendsBody ? JSON.stringify(payload ?? {}) : undefined;
  const withQuery = (search: string) => (search ? `${path}?${search}` : path);

  const params = pattern
    .split('/')
    .flatMap((segment, index) => (segment.startsWith(':') || segment === '*' ? [index] : []));
  const segments = path.split('/');
  const pathMutation = fc
    .constantFrom(...(params.length > 0 ? params : [segments.length]))
    .chain((index) =>
      fc.tuple(
        fc.constant(index),
        segments[index] ? fc.oneof(hostileSegment, tweakedText(segments[index]!)) : hostileSegment,
      ),
    )
    .map(([index, segment]): Fuzzed => {
      const mutated = [...segments];
      mutated[index] = segment;
      return { url: withQuery(mutated.join('/')), body: asIs };
    });

  const given = new URLSearchParams(query);
  const queryKeys = [...given.keys(), ...fieldNames(schema?.querystring)];
  const queryMutation = (queryKeys.length > 0 ? fc.constantFrom(...queryKeys) : hostileText)
    .chain((key) => {
      const value = given.get(key);
      const values = value === null ? hostileSegment : fc.oneof(hostileSegment, tweakedText(value));
      return fc.tuple(fc.constant(key), fc.array(values, { minLength: 1, maxLength: 2 }));
    })
    .map(([key, values]): Fuzzed => {
      const kept = query.split('&').filter((pair) => pair && !pair.startsWith(`${inUrl(key)}=`));
      const added = values.map((value) => `${inUrl(key)}=${value}`);
      return { url: withQuery([...kept, ...added].join('&')), body: asIs };
    });

  const bodyKeys = [...Object.keys(body), ...fieldNames(schema?.body)];
  const bodyMutation = fc.oneof(
    (bodyKeys.length > 0 ? fc.constantFrom(...bodyKeys) : hostileText)
      .chain((key) =>
        fc.tuple(
          fc.constant(key),
          key in body ? fc.oneof(hostileValue, tweaked(body[key])) : hostileValue,
        ),
      )
      .map(([key, value]): Fuzzed => ({ url, body: JSON.stringify({ ...body, [key]: value }) })),
    hostileValue.map((value): Fuzzed => ({ url, body: JSON.stringify(value) })),
    fc
      .constantFrom('{"a":', '\u0000', '{"__proto__":{"admin":true}}')
      .map((text) => ({ url, body: text })),
    // A body of another kind than the route reads, or one that says it is and is not.
    fc
      .constantFrom(
        'multipart/form-data; boundary=x',
        'multipart/form-data',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
        'text/plain',
        'application/octet-stream',
      )
      .map((contentType): Fuzzed => ({ url, body: '--x\r\n\u0000{"a":1}', contentType })),
  );

  const mutations = [
    pathMutation,
    queryMutation,
    ...(sendsBody ? [bodyMutation, bodyMutation] : []),
  ];
  return fc.oneof(...mutations);
}

/** A valid text of a URL made slightly wrong, percent-encoded. */
const tweakedText = (text: string) =>
  tweaked(safeDecode(text)).map((value) =>
    inUrl(typeof value === 'string' ? value : String(value)),
  );

function safeDecode(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The field names of a zod object schema (through optional, default and pipe wrappers). */
function fieldNames(schema: unknown): string[] {
  let current = schema as ZodLike | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current.shape) return Object.keys(current.shape);
    current = current.def?.in ?? current.def?.innerType ?? current.def?.schema;
  }
  return [];
}
type ZodLike = {
  shape?: Record<string, unknown>;
  def?: { in?: ZodLike; innerType?: ZodLike; schema?: ZodLike };
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A request part for the failure list: escaped, and cut short. */
const show = (text: string | undefined) =>
  text === undefined ? '' : JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}…` : text);

function hash(text: string) {
  let value = 0;
  for (const char of text) value = (Math.imul(value, 31) + char.charCodeAt(0)) | 0;
  return value;
}
