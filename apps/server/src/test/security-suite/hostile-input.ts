import fc from 'fast-check';
import { isUnstorableText } from '../../plugins/text-input.ts';
import { type JsonSchema, type OpenApiDocument, resolveSchema } from './endpoints.ts';

/** Text attackers and broken clients send: injections, traversal, and unicode that breaks storage. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '1 UNION SELECT id, email FROM users',
  "\\'; SELECT pg_sleep(5); --",
  '%_%',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252f',
  'idea\u0000with a NUL byte',
  '\u0000',
  'lone high \uD800 surrogate here',
  'lone low \uDFFF surrogate here',
  '\uDBFF',
  'right-to-left \u202Eevil\u202C override and \u200F mark',
  '\uFEFFbyte order mark',
  'emoji 👩‍👩‍👧‍👦🚀🇨🇳 and 𝕏',
  'zalgo e\u0301\u0302\u0303\u0304\u0305\u0306\u0307'.repeat(20),
  '创业想法：一个帮助小企业主管理库存的应用程序',
  '١٢٣٤٥',
  '１２３',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '9007199254740993',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'a'.repeat(300),
  'long idea '.repeat(250),
  'x'.repeat(70_000),
  '\r\nSet-Cookie: injected=1',
  '\u0024{jndi:ldap://127.0.0.1/a}',
];

/** One unit of generated text: any code point, or a character that is hard to store or escape. */
const hostileUnit = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 4 },
  {
    arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom(
      '\u0000',
      '\u202E',
      '\u200F',
      '\uFEFF',
      '<',
      '>',
      '"',
      "'",
      '%',
      '/',
      '\\',
      '.',
      '\n',
      '😀',
    ),
    weight: 2,
  },
);

/** Text a person can type: any grapheme, and the characters that matter for escaping. */
const storableUnit = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 4 },
  {
    arbitrary: fc.constantFrom('\u202E', '\u200F', '<', '>', '"', "'", '&', '\\', '%', ' '),
    weight: 1,
  },
);

/** Strings from the list above, generated unicode, or both spliced together. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: hostileUnit, maxLength: 40 }), weight: 3 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: hostileUnit, maxLength: 20 }))
      .map(([a, b]) => `${b}${a}${b}`),
    weight: 1,
  },
);

/** A value of the wrong kind for wherever it lands. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/**
 * Values shaped by a JSON schema from the OpenAPI document. `near-miss`: every leaf sometimes of
 * the wrong kind, keys sometimes missing, extra keys sometimes added. `valid`: what the schema
 * allows, filled with storable but awkward text (markup, quotes, RTL marks, emoji, SQL), so the
 * request gets past validation into the handler and the database.
 */
export function schemaShaped(
  doc: OpenApiDocument,
  schema: JsonSchema,
  mode: 'valid' | 'near-miss' = 'near-miss',
  depth = 0,
): fc.Arbitrary<unknown> {
  const shaped = shapedBy(doc, resolveSchema(doc, schema), mode, depth);
  return mode === 'valid'
    ? shaped
    : fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: wrongValue, weight: 1 });
}

const STORABLE_HOSTILE_STRINGS = HOSTILE_STRINGS.filter((text) => !isUnstorableText(text));

function shapedBy(
  doc: OpenApiDocument,
  schema: JsonSchema,
  mode: 'valid' | 'near-miss',
  depth: number,
): fc.Arbitrary<unknown> {
  const inner = (child: JsonSchema) => schemaShaped(doc, child, mode, depth + 1);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map(inner));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, inner(value)]),
      );
      const required = ((schema.required ?? []) as string[]).filter((key) => key in model);
      const values =
        typeof schema.additionalProperties === 'object'
          ? inner(schema.additionalProperties as JsonSchema)
          : undefined;
      if (mode === 'valid') {
        const known = fc.record(model, { requiredKeys: required });
        if (!values) return known;
        const keys = fc.string({ unit: storableUnit, minLength: 1, maxLength: 20 });
        return fc
          .tuple(known, fc.dictionary(keys, values, { maxKeys: 5 }))
          .map(([base, more]) => ({ ...more, ...base }));
      }
      // Mostly with the required keys (so requests get past validation), sometimes without.
      const known = fc.oneof(
        { arbitrary: fc.record(model, { requiredKeys: required }), weight: 3 },
        { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 },
      );
      const extra = values
        ? fc.dictionary(hostileString, values, { maxKeys: 25 })
        : fc.dictionary(hostileString, wrongValue, { maxKeys: 2 });
      return fc
        .tuple(known, fc.option(extra, { freq: 3 }))
        .map(([base, more]) => ({ ...(more ?? {}), ...base }));
    }
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const max = Math.min(Number(schema.maxItems ?? 5), depth > 3 ? 2 : 60);
      return mode === 'valid'
        ? fc.array(inner(items), { minLength: Number(schema.minItems ?? 0), maxLength: max })
        : fc.array(inner(items), { maxLength: max + 2 });
    }
    case 'string': {
      const maxLength = Math.min(Number(schema.maxLength ?? 120), 120);
      const minLength = Math.min(Number(schema.minLength ?? 0), maxLength);
      if (typeof schema.pattern === 'string') {
        const matching = fc.stringMatching(new RegExp(schema.pattern));
        return mode === 'valid' ? matching : fc.oneof(matching, hostileString);
      }
      if (schema.format === 'uuid')
        return mode === 'valid' ? fc.uuid() : fc.oneof(fc.uuid(), hostileString);
      const fitting = STORABLE_HOSTILE_STRINGS.filter(
        (text) => text.length >= minLength && text.length <= maxLength,
      );
      const storable = fc.oneof(
        ...(fitting.length > 0 ? [fc.constantFrom(...fitting)] : []),
        // Storable text long enough to pass length rules (an idea needs 10 characters).
        fc.string({
          unit: storableUnit,
          minLength: Math.min(Math.max(minLength, 10), maxLength),
          maxLength,
        }),
      );
      return mode === 'valid' ? storable : fc.oneof(storable, hostileString, fc.string());
    }
    case 'integer':
    case 'number': {
      const min = Math.max(Number(schema.minimum ?? -1000), -1e9);
      const max = Math.min(Number(schema.maximum ?? 1000), 1e9);
      return mode === 'valid'
        ? fc.integer({ min, max })
        : fc.oneof(
            fc.integer({ min: min - 2, max: max + 2 }),
            fc.double({ noNaN: true, noDefaultInfinity: true }),
          );
    }
    case 'boolean':
      return fc.boolean();
    default:
      return mode === 'valid' ? fc.jsonValue({ maxDepth: 2 }) : wrongValue;
  }
}

/** `[[[…]]]` and `{"a":{"a":…}}` nested `depth` deep, as raw JSON text. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Raw bodies no JSON parser should accept, or should accept only to be refused by the schema. */
export const MALFORMED_BODIES = [
  '{',
  '{"type": "simple", "data": {"idea": "unterminated',
  '{"a":1,}',
  "{'single': 'quotes'}",
  'NaN',
  'undefined',
  '\u0000',
  '\uFEFF{"type":"simple"}',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '{"type":"simple","type":"chat"}',
  '[]',
  '"just a string"',
  '12345',
  'null',
  deeplyNested(10_000, 'array'),
  deeplyNested(5_000, 'object'),
  `[${'0,'.repeat(400_000)}0]`,
  `{"taskIds": [${'"x",'.repeat(100_000)}"x"]}`,
];

/** Content types a client may claim, right or wrong. */
export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/octet-stream',
  ';;;',
];

/** Query strings: the schema's parameters with valid and hostile values, repeated and stray keys. */
export function hostileQuery(
  doc: OpenApiDocument,
  parameters: Array<{ name: string; schema: JsonSchema }>,
): fc.Arbitrary<string> {
  const names = parameters.map((parameter) => parameter.name);
  const key = names.length > 0 ? fc.oneof(fc.constantFrom(...names), hostileString) : hostileString;
  const value = fc.oneof(
    hostileString,
    fc.integer().map(String),
    fc.constantFrom('', '-1', '0', '1', '5', '10', '100', '101', '1.5', '1e3', 'asc', 'createdAt'),
  );
  const pair = (k: string, v: string) => `${encode(k)}=${encode(v)}`;
  const valid = parameters.map(({ name, schema }) =>
    schemaShaped(doc, schema, 'valid').map((v) =>
      pair(name, typeof v === 'string' ? v : JSON.stringify(v)),
    ),
  );
  const entry = fc.oneof(
    ...valid.map((arbitrary) => ({ arbitrary, weight: 2 })),
    { arbitrary: fc.tuple(key, value).map(([k, v]) => pair(k, v)), weight: 3 },
    // Raw text no encoder would produce: bad percent-escapes, bare keys, brackets.
    {
      arbitrary: fc.constantFrom('%zz', 'a[b]=1', 'a[]=1&a[]=2', '=', '&&', 'limit', '%00=%00'),
      weight: 1,
    },
  );
  return fc.array(entry, { maxLength: 6 }).map((pairs) => pairs.join('&'));
}

/** Percent-encodes every character that is not unreserved; lone surrogates become `%EF%BF%BD`. */
export function encode(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}

/** Path segments for ids: real ids, hostile text encoded, and raw traversal and escape tricks. */
export function hostileId(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...realIds), weight: 2 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: hostileString.map(encode), weight: 4 },
    {
      arbitrary: fc.constantFrom(
        '..',
        '..%2f..%2f..%2fetc%2fpasswd',
        '%2e%2e%2f%2e%2e%2f',
        '%2e%2e',
        '..;',
        '%252e%252e%252f',
        '%00',
        'abc%00.json',
        // Escapes that do not decode (bad UTF-8, an encoded surrogate, a bare %) and an id over
        // the router's length limit: Fastify answers these before routing.
        '%',
        '%E0%A4%A',
        '%C0%AF',
        '%ED%A0%80',
        '%u002e',
        '0'.repeat(250),
      ),
      weight: 2,
    },
  );
}
