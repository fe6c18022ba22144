import fc from 'fast-check';
import { z } from 'zod';
import type { Call } from './route-rules.ts';

/** A request as sent: its address and, if any, its body as raw text with its media type. */
export type BadRequest = { url: string; payload?: string; contentType?: string; what: string };

const cut = (text: string | undefined, length = 300) =>
  text === undefined ? '' : text.length > length ? `${text.slice(0, length)}... (${text.length} chars)` : text;

/** How a request reads in a failure report: a huge body is cut short. */
export function describeBadRequest(request: BadRequest): string {
  return `${request.what}: ${cut(request.url)} [${request.contentType ?? 'no body'}] ${cut(request.payload)}`;
}

/** fast-check prints a counterexample with this, rather than every character of it. */
function printable(request: BadRequest): BadRequest {
  return Object.defineProperty(request, fc.toStringMethod, { value: () => describeBadRequest(request), enumerable: false });
}

const BODY_LIMIT = 256 * 1024;

/** Text that has broken servers before: empty, NUL, lone surrogates, numbers as text, SQL, paths, huge. */
const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'null',
    'true',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1.5',
    '1e309',
    '9007199254740993',
    '0x1F',
    '../../etc/passwd',
    "' OR '1'='1",
    '%',
    '%00',
    '_',
    '\\',
    '<script>alert(1)</script>',
    '😀👩‍👩‍👧',
    '\u202eevil',
    '\ufeff',
    'A\u030a',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ),
  fc.integer({ min: 200, max: 20_000 }).map((length) => 'x'.repeat(length)),
  fc.constant('é'.repeat(BODY_LIMIT / 2 + 10)),
);

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.NaN, Number.POSITIVE_INFINITY),
);

/** `[[[...]]]` or `{"a":{"a":...}}` many levels down. */
const deeplyNested: fc.Arbitrary<unknown> = fc.tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = arrays ? [value] : { a: value };
  return value;
});

/** Any JSON value a client might send where another was expected. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }) },
  { weight: 1, arbitrary: deeplyNested },
);

/** Body text that is not a JSON object, or not JSON at all. */
const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    'not json',
    'null',
    '[]',
    '[{}]',
    '"text"',
    '123',
    'true',
    '{"__proto__":{"is_admin":true}}',
    '{"constructor":{"prototype":{"is_admin":true}}}',
    '{"a":1}{"b":2}',
    "{'single':'quotes'}",
    '{"a":1,}',
    '{"limit": NaN}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '\u0000',
    '\ufeff{}',
  ),
  fc.string(),
  fc.integer({ min: 1000, max: 100_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.constant(`{"a":"${'x'.repeat(BODY_LIMIT + 1)}"}`),
);

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/vnd.api+json',
    ),
  },
);

/** The keys of an object schema, through optional and nullable wrappers. */
export function schemaKeys(schema: unknown): string[] {
  let current = schema;
  for (let depth = 0; depth < 5; depth += 1) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    else return [];
  }
  return [];
}

/** Characters that are valid JSON but trouble for a database, a log line or a screen. */
const oddCharacter = fc.constantFrom('\u0000', '\ud800', '\udfff', '\u202e', '\ufeff', '\u200b', '😀', '\n', '\r\n', '\t', "'", '"', '\\', '%', '_');

/** A valid text with one odd character slipped in somewhere. */
function withOddCharacter(valid: string): fc.Arbitrary<string> {
  return fc.tuple(oddCharacter, fc.nat({ max: valid.length })).map(([character, at]) => `${valid.slice(0, at)}${character}${valid.slice(at)}`);
}

/** The entries of a valid sample whose value is text, each with odd characters slipped in. */
function oddTextIn(sample: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>>[] {
  const texts = Object.entries(sample).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (texts.length === 0) return [];
  return [fc.constantFrom(...texts).chain(([key, value]) => withOddCharacter(value).map((odd) => ({ ...sample, [key]: odd })))];
}

const DECODED_NUL_LINKS = [
  'https://x.example/?ref=AB%00CD',
  'https://x.example/#ref=AB%00CD',
  'https://x.example/?code=%00',
  'https://x.example/invite/AB%00CD',
];

/** A link with an escape decoded into its code: a NUL, a lone surrogate's bytes, a control character or a broken escape. */
const decodedLinkArbitrary = fc
  .tuple(
    fc.constantFrom('?ref=', '?code=', '#ref=', '#', '/invite/', '/r/'),
    fc.constantFrom('%00', '%ED%A0%80', '%0A', '%', '%E0%A4%A', '%C0%80', '%EF%BF%BF'),
    fc.stringMatching(/^[A-Z0-9]{0,6}$/),
  )
  .map(([where, escape, rest]) => `https://x.example/${where.startsWith('/') ? where.slice(1) : where}AB${escape}${rest}`);

const EXTRA_KEYS = ['__proto__', 'constructor', 'id', 'user_id', 'is_admin', 'status', 'current_uses', 'matches_used'];

/** A valid object with one part broken: a field of the wrong kind, a field missing, a field too many, or every field wrong. */
function nearValid(sample: Record<string, unknown>, keys: string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = [...new Set([...Object.keys(sample), ...keys])];
  const anyKey = known.length > 0 ? fc.constantFrom(...known) : fc.string({ maxLength: 8 });
  return fc.oneof(
    ...oddTextIn(sample),
    ...(typeof sample.referral_link === 'string' ? [decodedLinkArbitrary.map((referral_link) => ({ ...sample, referral_link }))] : []),
    fc.tuple(anyKey, nastyValue).map(([key, value]) => ({ ...sample, [key]: value })),
    anyKey.map((key) => Object.fromEntries(Object.entries(sample).filter(([name]) => name !== key))),
    fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), nastyValue).map(([key, value]) => ({ ...sample, [key]: value })),
    fc
      .array(nastyValue, { minLength: known.length, maxLength: known.length })
      .map((values) => Object.fromEntries(known.map((key, index) => [key, values[index]]))),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A body: near-valid JSON, any JSON value, or text that is not what the route reads. */
function bodyArbitrary(sample: unknown, keys: string[]): fc.Arbitrary<{ payload: string; contentType: string; what: string }> {
  const json = (value: unknown) => JSON.stringify(value) ?? 'null';
  const objects =
    isPlainObject(sample) || keys.length > 0
      ? nearValid(isPlainObject(sample) ? sample : {}, keys)
      : fc.dictionary(fc.string({ maxLength: 8 }), nastyValue, { maxKeys: 3 });
  return fc.oneof(
    { weight: 6, arbitrary: objects.map((value) => ({ payload: json(value), contentType: 'application/json', what: 'near-valid body' })) },
    { weight: 2, arbitrary: nastyValue.map((value) => ({ payload: json(value), contentType: 'application/json', what: 'a JSON value of another kind' })) },
    { weight: 2, arbitrary: fc.tuple(rawBody, contentType).map(([payload, type]) => ({ payload, contentType: type, what: 'raw body text' })) },
  );
}

const badQueryText = fc.constantFrom(
  '%',
  '%%',
  '%E0%A4%A',
  '&&&',
  '=',
  '==a',
  'limit[]=1',
  'limit[a]=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'a=%00',
);

function queryArbitrary(sample: Record<string, string>, keys: string[]): fc.Arbitrary<string> {
  const known = [...new Set([...Object.keys(sample), ...keys, '_'])];
  const encode = (entries: [string, string][]) => new URLSearchParams(entries).toString();
  return fc.oneof(
    ...oddTextIn(sample).map((arbitrary) => arbitrary.map((record) => encode(Object.entries(record) as [string, string][]))),
    fc.tuple(fc.constantFrom(...known), nastyText).map(([key, value]) => encode(Object.entries({ ...sample, [key]: value }))),
    fc
      .tuple(fc.constantFrom(...known), fc.array(nastyText, { minLength: 2, maxLength: 3 }))
      .map(([key, values]) => encode([...Object.entries(sample), ...values.map((value): [string, string] => [key, value])])),
    fc.dictionary(fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 8 })), nastyText, { maxKeys: 4 }).map((record) => encode(Object.entries(record))),
    badQueryText,
  );
}

/** As a browser would send it: a lone surrogate, which has no UTF-8 form, goes as U+FFFD. */
function encodeParam(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

/** A path parameter: the right one, someone else's, an unknown UUID, or anything at all. */
function paramArbitrary(value: string | undefined, others: string[]): fc.Arbitrary<{ raw: boolean; value: string }> {
  const real = [value, ...others].filter((id): id is string => id !== undefined);
  return fc.oneof(
    ...(real.length > 0 ? [fc.constantFrom(...real).map((id) => ({ raw: false, value: id }))] : []),
    fc.uuid().map((id) => ({ raw: false, value: id })),
    nastyText.map((text) => ({ raw: false, value: text })),
    fc.constantFrom('%', '%E0%A4%A', '..%2F..%2F', '%00', '%2e%2e').map((text) => ({ raw: true, value: text })),
  );
}

export type RouteInputs = {
  method: string;
  url: string;
  /** The valid call to start from. */
  scene: Call;
  /** Ids of objects that exist but are not the scene's, for path parameters. */
  otherIds: string[];
  bodyKeys: string[];
  queryKeys: string[];
  takesBody: boolean;
};

type Param = { raw: boolean; value: string };

/** How the parts of a route's valid call are put back together around one broken part. */
function assembler(inputs: RouteInputs) {
  const paramNames = [...inputs.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const validParams = inputs.scene.params ?? {};
  const validQuery = new URLSearchParams(inputs.scene.query ?? {}).toString();
  const validBody = inputs.scene.body === undefined ? {} : { payload: JSON.stringify(inputs.scene.body), contentType: 'application/json' };
  const path = (params: Record<string, Param> = {}) =>
    inputs.url.replace(/:(\w+)|\*/g, (_whole, name: string | undefined) => {
      const param = params[name ?? '*'] ?? { raw: false, value: validParams[name ?? '*'] ?? '' };
      return param.raw ? param.value : encodeParam(param.value);
    });
  const address = (params: Record<string, Param> = {}, query = validQuery) => (query ? `${path(params)}?${query}` : path(params));
  return { paramNames, validParams, validBody, address };
}

/** Requests with one part broken (params, query or body), the others left valid. */
export function badRequestArbitrary(inputs: RouteInputs): fc.Arbitrary<BadRequest> {
  const { paramNames, validParams, validBody, address } = assembler(inputs);
  const params = fc
    .record(Object.fromEntries(paramNames.map((name) => [name, paramArbitrary(validParams[name], inputs.otherIds)])))
    .map((broken): BadRequest => ({ url: address(broken), ...validBody, what: 'bad path parameter' }));
  const query = queryArbitrary(inputs.scene.query ?? {}, inputs.queryKeys).map((broken): BadRequest => ({
    url: address({}, broken),
    ...validBody,
    what: 'bad query string',
  }));
  const body = bodyArbitrary(inputs.scene.body, inputs.bodyKeys).map((broken): BadRequest => ({ url: address(), ...broken }));
  return fc
    .oneof(
      ...(paramNames.length > 0 ? [{ weight: 1, arbitrary: params }] : []),
      { weight: 1, arbitrary: query },
      ...(inputs.takesBody ? [{ weight: 2, arbitrary: body }] : []),
    )
    .map(printable);
}

/** Requests every run starts with: a NUL or lone surrogate in each text of the valid call, a broken or overlong address, a body that is not an object. */
export function knownBadRequests(inputs: RouteInputs): BadRequest[] {
  const { paramNames, validBody, address } = assembler(inputs);
  // NUL no PostgreSQL text can hold; a lone surrogate no PostgreSQL JSON can.
  const withUnstorableText = (record: Record<string, unknown>) =>
    Object.entries(record)
      .filter(([, value]) => typeof value === 'string')
      .flatMap(([key, value]) => ['\u0000', '\udfff'].map((odd) => ({ ...record, [key]: `${value as string}${odd}` })));
  const query = inputs.scene.query ?? {};
  const body = inputs.scene.body;
  const requests: BadRequest[] = [
    ...withUnstorableText(query).map((broken) => ({
      url: address({}, new URLSearchParams(broken as Record<string, string>).toString()),
      ...validBody,
      what: 'text no database column can store, in the query',
    })),
    ...paramNames.flatMap((name) => [
      { url: address({ [name]: { raw: true, value: '%00' } }), ...validBody, what: 'a NUL as a path parameter' },
      { url: address({ [name]: { raw: true, value: '%' } }), ...validBody, what: 'a broken %-escape' },
      { url: address({ [name]: { raw: false, value: 'x'.repeat(500) } }), ...validBody, what: 'an overlong path parameter' },
    ]),
  ];
  if (inputs.takesBody) {
    const texts = isPlainObject(body) ? withUnstorableText(body) : [];
    // A link whose code only becomes a NUL once decoded: the same rule must catch it.
    const links = isPlainObject(body) && typeof body.referral_link === 'string' ? DECODED_NUL_LINKS.map((referral_link) => ({ ...body, referral_link })) : [];
    requests.push(
      ...texts.map((broken) => ({
        url: address(),
        payload: JSON.stringify(broken),
        contentType: 'application/json',
        what: 'text no database column can store, in the body',
      })),
      ...links.map((broken) => ({
        url: address(),
        payload: JSON.stringify(broken),
        contentType: 'application/json',
        what: 'a link whose decoded code holds a NUL',
      })),
      ...['{', '[]', 'null', '"text"'].map((payload) => ({
        url: address(),
        payload,
        contentType: 'application/json',
        what: 'a body that is not a JSON object',
      })),
    );
  }
  return requests.map(printable);
}
