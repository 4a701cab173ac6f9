/**
 * Property-based fuzzing of every call in the OpenAPI document: malformed bodies and query strings, sent
 * anonymously, with a live member session and (for the operator's switches) with the operator's token,
 * must never answer 5xx, must always answer the envelope without a stack trace, and must never write a row.
 * The routes come from the document itself, so a new call is fuzzed the day it is added.
 */
import { isDeepStrictEqual } from 'node:util';
import { cashierPaths, memberPaths, paths, tokenHeader } from '@portal/api';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../accounts/accounts';
import type { Db } from '../db/database';
import * as schema from '../db/schema';
import { createSession } from '../sessions/sessions';
import { loginAs } from '../testing/flows';
import { testOperatorToken } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

/**
 * Property runs per route and method; each run is sent as every identity (2 or 3 requests), so ~7,800
 * requests for the document's 96 calls. FUZZ_RUNS raises it for a longer hunt on a developer's machine.
 */
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 40);
/** A fresh seed per call, printed in a failure's report so the same inputs can be sent again. */
const randomSeed = () => Math.floor(Math.random() * 2 ** 31);
/** Fewer requests than this would mean the document lost its routes, not a pass. */
const minimumRequests = 1_000;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  const?: unknown;
  enum?: unknown[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  description?: string;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The keys of a body as the document describes them (all variants merged), and the ones always required. */
interface Shape {
  properties: Record<string, JsonSchema>;
  required: string[];
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as documented, `{param}` placeholders included. */
  path: string;
  /** Documented as needing the `token` header. */
  member: boolean;
  queryKeys: string[];
  /** Enum and const values of the query, so some queries are well-formed enough to reach the handler. */
  queryLiterals: string[];
  body: Shape | null;
  /** The plaintext shape of an encrypted body. */
  inner: Shape | null;
}

type Body =
  | { kind: 'none' }
  | { kind: 'text'; contentType: string; text: string }
  /** Encrypted with the platform's real key at send time, so the junk reaches the plaintext validation. */
  | { kind: 'encrypt'; value: unknown };

interface FuzzCase {
  query: string;
  param: string;
  body: Body;
  /** What an anonymous caller sends: nothing, or a forged token. */
  anonymous: Record<string, string>;
}

type Identity = 'anonymous' | 'member' | 'operator';

const shapeOf = (schema: JsonSchema | undefined): Shape | null => {
  if (!schema) return null;
  const variants = schema.oneOf ?? schema.anyOf ?? [schema];
  const properties: Record<string, JsonSchema> = {};
  for (const variant of variants) Object.assign(properties, variant.properties ?? {});
  // A key counts as required only when every variant requires it: breaking it then breaks them all.
  const required = Object.keys(properties).filter((key) =>
    variants.every((variant) => variant.required?.includes(key)),
  );
  return { properties, required };
};

/** `defineRoute` documents an encrypted body's plaintext schema inside the description. */
const innerSchemaOf = (schema: JsonSchema | undefined): JsonSchema | undefined => {
  const marker = 'JSON of: ';
  const at = schema?.description?.indexOf(marker) ?? -1;
  return at >= 0
    ? (JSON.parse((schema?.description ?? '').slice(at + marker.length)) as JsonSchema)
    : undefined;
};

const literalsOf = (schema: JsonSchema | undefined): string[] =>
  [...(schema?.enum ?? []), ...(schema && 'const' in schema ? [schema.const] : [])].map(String);

function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): Operation => {
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        member: (operation.security?.length ?? 0) > 0,
        queryKeys: query.map((parameter) => parameter.name),
        queryLiterals: query.flatMap((parameter) => literalsOf(parameter.schema)),
        body: shapeOf(bodySchema),
        inner: shapeOf(innerSchemaOf(bodySchema)),
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Arbitraries

/** Strings that break naive code: control characters, bidi overrides, lone surrogates, injections, numerals. */
const oddStrings = [
  '',
  ' ',
  'NaN',
  '-0',
  'Infinity',
  '1e308',
  '1e309',
  '0x1F',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFFbom',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום עולם',
  '🎰💰🙂👨‍👩‍👧‍👦',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '../../../etc/passwd',
  '%00',
  '%zz',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '\r\nX-Injected: 1',
];

/** Past every documented maxLength (the longest is 500) and still far under the 1 MB body limit. */
const oversized = fc
  .tuple(
    fc.constantFrom('x', '🙂', 'م', '\u0000', 'a\u202E', '%', '\uD800'),
    fc.integer({ min: 1_000, max: 10_240 }),
  )
  .map(([unit, count]) => unit.repeat(count));

/**
 * encodeURIComponent, except that a lone surrogate becomes the escapes of its (invalid) UTF-8 bytes instead
 * of a URIError: the server then sees percent-encoding that decodes to nothing valid.
 */
const encodeLoosely = (text: string) =>
  text
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part, i) => {
      if (i % 2 === 0) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      return [0xed, 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');

/** Ordinary text with one control or non-character inside (PostgreSQL text refuses U+0000). */
const withControl = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u0000', '\u0001', '\u001f', '\u007f', '\u2028', '\uFFFF'),
    fc.string({ maxLength: 8 }),
  )
  .map((parts) => parts.join(''));

const shortOdd = fc.oneof(
  fc.constantFrom(...oddStrings),
  withControl,
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
);
const oddString = fc.oneof({ arbitrary: shortOdd, weight: 4 }, { arbitrary: oversized, weight: 1 });

/** No small positive integer is here, so an odd number never passes as a real version or amount. */
const oddNumber = fc.oneof(
  fc.constantFrom(-0, 1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 53 + 2, -(2 ** 53) - 2),
  fc.constantFrom(-1, 0.5, 1e-7, 100_000_001, 4_294_967_296, Number.NaN, Number.POSITIVE_INFINITY),
);

/** Arrays long enough to hurt a per-item loop, at most ~250 KB of JSON. */
const hugeArray = fc.oneof(
  fc.integer({ min: 1_000, max: 50_000 }).map((count) => Array.from({ length: count }, () => 0)),
  fc
    .integer({ min: 100, max: 2_000 })
    .map((count) => Array.from({ length: count }, (_, i) => [i, 'x', null])),
);

/** Nesting far deeper than any schema, as a value (JSON.stringify copes with a few thousand levels). */
const deepValue = fc.integer({ min: 50, max: 2_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
});

const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: oddString, weight: 4 },
  { arbitrary: oddNumber, weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 2 },
  { arbitrary: fc.array(shortOdd, { maxLength: 5 }), weight: 1 },
  { arbitrary: hugeArray, weight: 1 },
  { arbitrary: deepValue, weight: 1 },
);

const typeOf = (schema: JsonSchema): string | undefined => {
  if (schema.const !== undefined || schema.enum) return 'literal';
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
};

/** A value the property's schema refuses: another JSON type, or a string or number past its bounds. */
function wrongFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const literals = [...(schema.enum ?? []), ...(schema.const !== undefined ? [schema.const] : [])];
  const other = fc.constantFrom<unknown>(null, true, [], {}, [1, 2], { a: 1 });
  switch (typeOf(schema)) {
    case 'literal':
      return fc.oneof(oddString, oddNumber, other).filter((value) => !literals.includes(value));
    case 'string':
      return fc.oneof(oddNumber, other, ...(schema.maxLength !== undefined ? [oversized] : []));
    case 'number':
    case 'integer':
      return fc.oneof(
        oddString,
        other,
        fc.constantFrom('1', '0', '-0', 'NaN', '1e3'),
        fc
          .constantFrom(-1e308, 1e308)
          .filter((value) => value < (schema.minimum ?? -Infinity) || value > (schema.maximum ?? Infinity)),
      );
    case 'array':
      return fc.oneof(oddString, oddNumber, fc.constantFrom<unknown>(null, true, {}, { 0: 1 }));
    case 'object':
      return fc.oneof(oddString, oddNumber, fc.constantFrom<unknown>(null, true, [], [{}]));
    default:
      // No type documented (anything goes): nothing is certainly wrong, so send something odd.
      return oddValue;
  }
}

/**
 * A value of the right JSON type but odd content. Literals are wrong unless `literals` allows the right
 * ones, so on plain calls these bodies still fail validation; the text fields reach the handler either way.
 */
function typedOddFor(key: string, schema: JsonSchema, literals: boolean): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'literal': {
      const allowed = [...(schema.enum ?? []), ...(schema.const !== undefined ? [schema.const] : [])];
      return literals && allowed.length
        ? fc.oneof(fc.constantFrom(...allowed), wrongFor(schema))
        : wrongFor(schema);
    }
    case 'string': {
      const fits =
        schema.maxLength === undefined
          ? oddString
          : shortOdd.filter((text) => text.length <= (schema.maxLength ?? 0));
      // A well-formed address lets the other, odd, fields of a form get past its e-mail rule.
      return /email/i.test(key) ? fc.oneof(fc.emailAddress(), fits) : fits;
    }
    case 'number':
    case 'integer':
      return fc.constantFrom(-0, schema.minimum ?? -1, schema.maximum ?? 1e15, 0.5, -0.5, 1e-9);
    case 'array':
      return fc.oneof(fc.constant([]), fc.array(fc.tuple(oddNumber, oddNumber), { maxLength: 4 }), hugeArray);
    case 'object':
      return fc.oneof(fc.constant({}), fc.object({ maxDepth: 1 }));
    default:
      return oddValue;
  }
}

/** An object with the documented keys, at least one required key of the wrong type (the body is malformed). */
function wrongTypedObject(shape: Shape): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape.properties);
  const breakable = shape.required.length > 0 ? shape.required : keys;
  return fc
    .tuple(
      fc.tuple(
        ...keys.map((key) =>
          fc.option(fc.oneof(wrongFor(shape.properties[key] ?? {}), oddValue), { nil: undefined }),
        ),
      ),
      fc.nat({ max: Math.max(0, breakable.length - 1) }),
      fc.dictionary(fc.string({ maxLength: 12 }), oddValue, { maxKeys: 3 }),
      ...breakable.map((key) => wrongFor(shape.properties[key] ?? {})),
    )
    .map(([values, broken, extra, ...wrongs]) => {
      const object: Record<string, unknown> = { ...extra };
      keys.forEach((key, i) => {
        if (values[i] !== undefined) object[key] = values[i];
      });
      const key = breakable[broken];
      if (key !== undefined) object[key] = wrongs[broken];
      return object;
    });
}

function typedOddObject(shape: Shape, literals: boolean): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape.properties);
  return fc
    .tuple(
      ...keys.map((key) =>
        fc.option(typedOddFor(key, shape.properties[key] ?? {}, literals), { nil: undefined, freq: 8 }),
      ),
    )
    .map((values) =>
      Object.fromEntries(keys.flatMap((key, i) => (values[i] === undefined ? [] : [[key, values[i]]]))),
    );
}

const base64 = (bytes: Uint8Array, url: boolean) => Buffer.from(bytes).toString(url ? 'base64url' : 'base64');

/** The encrypted envelope's shape with random bytes: RSA-sized keys, GCM-sized ivs, and plain junk. */
const fakeEncrypted = fc.record({
  // Mostly the right version, so the junk reaches the decryption.
  v: fc.constantFrom<unknown>(1, 1, 1, '1', 2, 0, null, -0),
  key: fc.oneof(
    fc.tuple(fc.uint8Array({ minLength: 256, maxLength: 256 }), fc.boolean()).map(([b, u]) => base64(b, u)),
    fc.tuple(fc.uint8Array({ maxLength: 600 }), fc.boolean()).map(([b, u]) => base64(b, u)),
    oddString,
  ),
  iv: fc.oneof(
    fc.tuple(fc.uint8Array({ minLength: 12, maxLength: 12 }), fc.boolean()).map(([b, u]) => base64(b, u)),
    fc.tuple(fc.uint8Array({ maxLength: 40 }), fc.boolean()).map(([b, u]) => base64(b, u)),
    oddString,
  ),
  data: fc.oneof(
    fc.tuple(fc.uint8Array({ maxLength: 2_000 }), fc.boolean()).map(([b, u]) => base64(b, u)),
    oddString,
  ),
});

/** Text a JSON parser must refuse or that parses to something surprising (1e400 is Infinity). */
const rawJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"a":',
    "{'a':1}",
    '{a:1}',
    'NaN',
    'undefined',
    '{"a":1}garbage',
    '\uFEFF{"a":1}',
    '"\\ud800"',
    '{"x":1e400,"y":-1e400,"z":-0.0,"w":1E+999}',
    '[1,2,3,]',
    '{"a":1,"a":2}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":"\\u0000"}',
    'null',
    '0',
    '""',
    '[]',
    '\u0000',
    ' ',
  ),
  shortOdd,
  fc.integer({ min: 10, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 10, max: 20_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.integer({ min: 10, max: 20_000 }).map((depth) => '['.repeat(depth)),
);

const formPair = (keys: string[]) =>
  fc
    .tuple(
      fc.oneof(fc.constantFrom(...keys, 'a', '__proto__', 'constructor'), fc.string({ maxLength: 10 })),
      fc.oneof(
        oddString.map(encodeLoosely),
        fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%C0%AF', '+', '=', '&'),
      ),
    )
    .map(([key, value]) => `${encodeURIComponent(key)}=${value}`);

function bodyArbitrary(operation: Operation): fc.Arbitrary<Body> {
  const shape = operation.body;
  const keys = [...Object.keys(shape?.properties ?? {}), ...Object.keys(operation.inner?.properties ?? {})];
  const json = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> =>
    value.map((v) => ({ kind: 'text', contentType: 'application/json', text: JSON.stringify(v) ?? 'null' }));
  const text = (contentType: string, value: fc.Arbitrary<string>): fc.Arbitrary<Body> =>
    value.map((t) => ({ kind: 'text', contentType, text: t }));
  const options: Array<fc.WeightedArbitrary<Body>> = [
    { weight: 3, arbitrary: json(fc.jsonValue({ maxDepth: 4 })) },
    { weight: 2, arbitrary: json(fc.object({ maxDepth: 3, withNullPrototype: true })) },
    { weight: 2, arbitrary: json(oddValue) },
    { weight: 2, arbitrary: json(fakeEncrypted) },
    { weight: 2, arbitrary: text('application/json', rawJsonText) },
    {
      weight: 2,
      arbitrary: text(
        'application/x-www-form-urlencoded',
        fc.array(formPair(keys), { maxLength: 8 }).map((pairs) => pairs.join('&')),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constant<Body>({ kind: 'none' }),
        text('application/json', fc.constant('')),
        fc
          .tuple(
            fc.constantFrom(
              'text/plain',
              'application/xml',
              'multipart/form-data; boundary=x',
              'application/json; charset=latin1',
              'application/jsonx',
              'application/octet-stream',
              '',
              ';;;',
            ),
            shortOdd,
          )
          .map(([contentType, t]): Body => ({ kind: 'text', contentType, text: t })),
      ),
    },
    { weight: 1, arbitrary: json(fc.oneof(hugeArray, deepValue)) },
  ];
  if (shape && Object.keys(shape.properties).length > 0) {
    options.push({ weight: 4, arbitrary: json(wrongTypedObject(shape)) });
    options.push({ weight: 3, arbitrary: json(typedOddObject(shape, false)) });
  }
  if (operation.inner) {
    const inner = operation.inner;
    // Every encrypted call writes only after a proof junk cannot forge (a slider token, an SMS code, the
    // old password), so its plaintext may carry the right literals and get as far as the handler.
    const plaintexts = Object.keys(inner.properties).length
      ? fc.oneof(wrongTypedObject(inner), typedOddObject(inner, true), fc.jsonValue({ maxDepth: 3 }))
      : fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(shortOdd, oddValue, { maxKeys: 6 }));
    options.push({ weight: 4, arbitrary: plaintexts.map((value): Body => ({ kind: 'encrypt', value })) });
    // The plaintext sent as it is, unencrypted, must be refused too.
    options.push({ weight: 2, arbitrary: json(plaintexts) });
  }
  return fc.oneof(...options);
}

/** Pieces a query parser may choke on: lone and invalid percent escapes, encoded NUL, overlong UTF-8. */
const percentGarbage = fc.constantFrom(
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%C0%AF',
  '%uD83D',
  '%FF%FE',
  '+',
  '==',
);

function queryArbitrary(operation: Operation): fc.Arbitrary<string> {
  const key = fc.oneof(
    ...(operation.queryKeys.length ? [fc.constantFrom(...operation.queryKeys)] : []),
    fc.constantFrom('a', '__proto__', 'constructor', 'toString', 'a[]', 'a[b]', 'a.b', ''),
    fc.string({ maxLength: 10 }).map(encodeURIComponent),
    percentGarbage,
  );
  const value = fc.oneof(
    ...(operation.queryLiterals.length ? [fc.constantFrom(...operation.queryLiterals)] : []),
    shortOdd.map(encodeLoosely),
    percentGarbage,
    fc.integer({ min: 300, max: 4_000 }).map((count) => 'q'.repeat(count)),
  );
  const pair = fc.tuple(key, value, fc.boolean()).map(([k, v, withValue]) => (withValue ? `${k}=${v}` : k));
  return fc.oneof(
    fc.constant(''),
    fc.array(pair, { maxLength: 10 }).map((pairs) => `?${pairs.join('&')}`),
    // Repeated keys turn a string into an array in most parsers.
    fc
      .tuple(key, fc.array(value, { minLength: 2, maxLength: 5 }))
      .map(([k, values]) => `?${values.map((v) => `${k}=${v}`).join('&')}`),
    fc.constantFrom('?', '??', '?&', '?=', '?&&&=&=', '?a=1&a=2', '?#frag', '?a=%', '?%=%'),
  );
}

/** Values for a path parameter (only the avatar's `{file}` today). */
const pathParameter = fc.oneof(
  fc.constantFrom('1.svg', '0.svg', '999999999.svg', '1234567890.svg', '-1.svg', '1.svg.svg', '.svg', 'x'),
  shortOdd.map(encodeLoosely),
  percentGarbage,
  fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%2e%2e', '1.svg%00', '%00.svg'),
  fc.integer({ min: 100, max: 3_000 }).map((count) => `${'9'.repeat(count)}.svg`),
);

/** What an anonymous caller might carry: nothing, or a token that is not a session's. */
const anonymousHeaders = fc.oneof(
  fc.constant({}),
  fc.string({ unit: 'grapheme-ascii', maxLength: 300 }).map((token) => ({ [tokenHeader]: token })),
  fc.string({ unit: 'grapheme-ascii', maxLength: 80 }).map((token) => ({ authorization: `Bearer ${token}` })),
);

// ---------------------------------------------------------------------------------------------------------
// Checks

/**
 * What a leaked error looks like: V8 stack frames, server file paths, JavaScript error names and PostgreSQL
 * messages. Narrow enough that help articles and site texts ("at the cashier (24/7)") never match.
 */
const leaks = [
  /\bat\s+\S+\s+\([^)]*:\d+:\d+\)/,
  /\bat\s+(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+/,
  /file:\/\//,
  /\/(?:work|home|tmp|usr|opt|var|root)\/\S/,
  /node_modules/,
  /\.[cm]?[jt]sx?:\d+/,
  /\b(?:Type|Range|Syntax|Reference|URI|Aggregate)Error\b/,
  /invalid byte sequence|violates .* constraint|syntax error at or near|relation ".*" does not exist/,
];

/** The rows of every table, and the content of the ones a malformed call could most plausibly corrupt. */
const tables = (Object.values(schema) as unknown[])
  .filter((table): table is PgTable => is(table, PgTable))
  .map((table) => getTableName(table));
const hashedTables = new Set<string>(
  [schema.settings, schema.accounts, schema.wallets].map((t) => getTableName(t)),
);

/** One round trip: a count per table and an md5 of the hashed tables' rows. */
async function snapshot(db: Db): Promise<Record<string, unknown>> {
  const columns = tables.flatMap((name) => {
    const table = sql.identifier(name);
    return [
      sql`(select count(*)::int from ${table}) as ${sql.identifier(name)}`,
      ...(hashedTables.has(name)
        ? [
            sql`(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from ${table} r) as ${sql.identifier(`${name}#md5`)}`,
          ]
        : []),
    ];
  });
  const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  return { ...result.rows[0] };
}

/** Calls that legitimately write, and the tables they may write: input-less challenges and the like. */
const challengeTables: Record<string, string[]> = {
  [`GET ${paths.captcha}`]: [getTableName(schema.captchas)],
  [`GET ${paths.slider}`]: [getTableName(schema.sliderChallenges)],
  // Feedback is open to anyone: odd but well-formed text (10 to 500 characters) is a feedback.
  [`PUT ${paths.feedback}`]: [getTableName(schema.feedback)],
  // A query that happens to name a real game is a launch: a game session (and the member's recent game).
  [`GET ${paths.launchGame}`]: [getTableName(schema.gameSessions), getTableName(schema.recentGames)],
  [`GET ${paths.launchTrial}`]: [getTableName(schema.gameSessions)],
  // A member's session asking for a hand-over code needs no input: any call of it makes one.
  [`POST ${paths.handoverCode}`]: [getTableName(schema.handoverCodes)],
  // A binding code goes to the member's own mobile whatever the body says: any call of it sends one.
  [`POST ${cashierPaths.bindCode}`]: [getTableName(schema.smsCodes), getTableName(schema.outbox)],
  // The fuzz member (demomember) has seeded messages, and a well-formed id (the schema's minimum, 1, is
  // among the values sent) can be one of them: deleting the member's own message is the call's job.
  [`DELETE ${memberPaths.messages}`]: [getTableName(schema.inboxMessages)],
  // Odd but well-formed text can be a nickname or a real name, and the schema's minimum (0) is an avatar:
  // changing the fuzz member's own profile is the call's job (its account row, never the count of rows).
  [`PUT ${memberPaths.profile}`]: [`${getTableName(schema.accounts)}#md5`],
  // A lottery game's latest draws are drawn the first time anyone asks for them.
  [`GET ${paths.lotteryOpened}`]: [getTableName(schema.lotteryDraws)],
  [`GET ${paths.lotteryOpenedVn}`]: [getTableName(schema.lotteryDraws)],
};

/** Calls that answer something other than JSON when they succeed. */
const plainAnswers = (path: string) =>
  path === paths.ping ||
  path.startsWith('/wps/member/avatar/') ||
  // The content's SVG images, the sandbox chat page, the sandbox consent page (static pages that ask
  // sandboxChatRoom and oauthConsentPage, JSON calls, what to show).
  path.startsWith('/wps/media/') ||
  path === paths.sandboxChat ||
  // The sandbox game page (a session's, or the page of one that is over; it asks sandboxGamePage) and
  // the sandbox payment provider's page (it asks sandboxPayPage).
  path === paths.sandboxGame ||
  path === cashierPaths.sandboxPay ||
  path === paths.oauthAuthorize;

const describeBody = (body: Body) => {
  const shown =
    body.kind === 'none' ? '(no body)' : body.kind === 'encrypt' ? JSON.stringify(body.value) : body.text;
  const kind = body.kind === 'text' ? body.contentType : body.kind;
  return `${kind}: ${(shown ?? 'undefined').slice(0, 300)}`;
};

/**
 * One database, not every one of `databaseCases()`: what this proves (bad input never answers 5xx, always
 * answers the envelope, never writes a row) is the route layer's validation, which refuses the input before
 * any query and is the same code whichever engine is behind it; the same ~7,800 requests on a second
 * database proved nothing more, at minutes of CI time. PostgreSQL when DATABASE_URL is set (as CI sets it),
 * the production engine, otherwise PGlite. The platform's other tests, which are about the data, still run
 * on both.
 */
const fuzzDatabase = (() => {
  const cases = databaseCases();
  return cases.find((databaseCase) => databaseCase.name === 'postgres') ?? cases[0]!;
})();

describe.each([fuzzDatabase])('fuzzing every documented call on $name', (databaseCase) => {
  let tp: TestPlatform;
  let operations: Operation[];
  let memberToken: string;
  let memberId: number;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
    const document = (await tp.app.inject({ method: 'GET', url: paths.openapi })).json();
    operations = operationsOf(document);
    memberToken = await loginAs(tp, 'demomember');
    memberId = (await findAccountByUsername(tp.platform.db, 'demomember'))?.id ?? 0;
  });
  afterAll(() => tp.close());

  it('answers malformed bodies and queries below 500, in the envelope, without a stack trace or a write', async () => {
    const counts = { requests: 0, byStatus: {} as Record<number, number> };
    const failures: string[] = [];
    const started = performance.now();

    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      const identities: Identity[] = ['anonymous', 'member'];
      if (operation.path === paths.operatorSystem) identities.push('operator');
      const fuzzCase: fc.Arbitrary<FuzzCase> = fc.record({
        query: queryArbitrary(operation),
        param: pathParameter,
        body: bodyArbitrary(operation),
        anonymous: anonymousHeaders,
      });

      const send = async (identity: Identity, input: FuzzCase, token: string) => {
        const headers: Record<string, string> =
          identity === 'anonymous'
            ? { ...input.anonymous }
            : identity === 'member'
              ? { [tokenHeader]: token }
              : { authorization: `Bearer ${testOperatorToken}` };
        const url = operation.path.replace(/\{[^}]+\}/g, input.param) + input.query;
        const request: InjectOptions = { method: operation.method, url, headers };
        if (input.body.kind === 'text') {
          headers['content-type'] = input.body.contentType;
          request.payload = input.body.text;
        } else if (input.body.kind === 'encrypt') {
          headers['content-type'] = 'application/json';
          request.payload = JSON.stringify(await tp.encrypt(input.body.value));
        }
        // The captcha hands out one a second per address; move on so the calls reach the handler.
        if (operation.path === paths.captcha) tp.clock.advance(2_000);
        const response = await tp.app.inject(request);
        counts.requests += 1;
        counts.byStatus[response.statusCode] = (counts.byStatus[response.statusCode] ?? 0) + 1;
        return {
          response,
          label: `${identity} ${operation.method} ${url.slice(0, 300)} ${describeBody(input.body)}`,
        };
      };

      const check = (identity: Identity, response: LightMyRequestResponse, label: string) => {
        const context = `${label}\n  -> ${response.statusCode} ${response.body.slice(0, 500)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        // Junk never stands in for a credential: a forged or missing token gets nowhere.
        if (identity === 'anonymous' && operation.member) {
          expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
        }
        if (identity !== 'operator' && operation.path === paths.operatorSystem) {
          expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
        }
        // Images travel as long base64 runs (the captcha, data: URIs), whose random text can spell
        // '/var/x' by chance; no stack trace is such a run, so they are left out of the scan.
        const text = response.body.replace(/[A-Za-z0-9+/=]{200,}/g, '');
        for (const leak of leaks) expect(text, context).not.toMatch(leak);
        if (response.statusCode < 300 && plainAnswers(operation.path)) return;
        expect(String(response.headers['content-type']), context).toMatch(/^application\/json/);
        const envelope = JSON.parse(response.body) as Record<string, unknown>;
        if (response.statusCode >= 400) {
          expect(envelope, context).toMatchObject({
            success: false,
            code: expect.any(String),
            message: expect.any(String),
          });
        } else {
          expect(envelope.success, context).toBe(true);
        }
      };

      /** The rows the check compares, less the tables this call may write on its own. */
      const settled = async () => {
        const rows = await snapshot(tp.platform.db);
        for (const legitimate of challengeTables[name] ?? []) delete rows[legitimate];
        return rows;
      };
      const property = (inputByInput: boolean) =>
        fc.asyncProperty(fuzzCase, async (input) => {
          // Logging out revokes the token it is given: that call gets a session of its own.
          const token =
            operation.path === paths.logout ? await createSession(tp.platform, memberId) : memberToken;
          const before = inputByInput ? await settled() : null;
          for (const identity of identities) {
            const { response, label } = await send(identity, input, token);
            check(identity, response, label);
          }
          if (before) expect(await settled(), `rows written by ${name}`).toEqual(before);
        });
      const options = { numRuns: runsPerOperation, seed: randomSeed(), includeErrorInReport: true };

      try {
        if (operation.path === paths.logout) {
          // Its session per input is the test's own write, so this call is compared input by input.
          await fc.assert(property(true), options);
        } else {
          // The rows are compared once per call: a comparison costs more than the requests it checks.
          const before = await settled();
          await fc.assert(property(false), options);
          const after = await settled();
          if (!isDeepStrictEqual(after, before)) {
            // The same inputs again, compared one by one, so the report names (and shrinks) the one that wrote.
            await fc.assert(property(true), options);
            expect(after, `rows written by ${name}`).toEqual(before);
          }
        }
      } catch (error) {
        // A counterexample can hold a 10k-character string: its first kilobyte is enough to read it.
        const report = (error instanceof Error ? error.message : String(error))
          .split('\n')
          .map((line) => (line.length > 1_000 ? `${line.slice(0, 1_000)}…` : line))
          .join('\n');
        failures.push(`${name}: ${report}`);
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz on ${databaseCase.name}: ${counts.requests} requests over ${operations.length} calls in ${seconds}s`,
      counts.byStatus,
    );
    expect(failures).toEqual([]);
    expect(counts.requests).toBeGreaterThanOrEqual(minimumRequests);
    // About 9 s on an idle 2-core machine; beside the browser projects it takes four times that.
  }, 300_000);
});
