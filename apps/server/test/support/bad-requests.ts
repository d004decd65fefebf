/**
 * Bad requests for every operation of the API's own OpenAPI document: each parameter and body
 * field in turn gets values a careless or hostile client sends (NUL bytes, lone surrogates, huge
 * strings, wrong types, year 0000, extreme numbers, bad ids), and each body as a whole arrives
 * broken (malformed JSON, wrong content type, malformed multipart). Every other field keeps a
 * valid value, so the bad one travels as far into the app as the app lets it.
 */
import { seededRandom } from './seeded-random';

/** The part of JSON Schema that fastify-type-provider-zod emits for the contract. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  /** OpenAPI path, e.g. /api/v1/musical-works/{id}. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema; every alternative of a oneOf is a body of its own. */
  bodies: JsonSchema[];
  acceptsBody: boolean;
};

type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type BadRequest = {
  /** What is wrong with it, for the failure list. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** What a valid request needs that the schema cannot say: ids of existing things and values with a check digit or a pattern. */
export type ValidValues = {
  /** An id for a path parameter or a uuid field, by its name and (for paths) the segment before it. */
  id(name: string, previousSegment?: string): string;
  /** Values for fields whose schema alone does not give a valid one (email, password, phone…), by field name. */
  byName: Record<string, () => unknown>;
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function operationsOf(document: unknown): Operation[] {
  const doc = document as OpenApiDocument;
  const resolve = (schema: JsonSchema): JsonSchema => {
    const name = schema.$ref?.replace('#/components/schemas/', '');
    const target = name ? doc.components?.schemas?.[name] : undefined;
    return target ? resolve(target) : schema;
  };
  const deref = (schema: JsonSchema): JsonSchema => {
    const s = resolve(schema);
    return {
      ...s,
      ...(s.properties ? { properties: Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, deref(v)])) } : {}),
      ...(s.items ? { items: deref(s.items) } : {}),
      ...(s.oneOf ? { oneOf: s.oneOf.map(deref) } : {}),
      ...(s.anyOf ? { anyOf: s.anyOf.map(deref) } : {}),
      ...(s.allOf ? { allOf: s.allOf.map(deref) } : {}),
    };
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op.parameters ?? []).map((p) => ({ ...p, schema: deref(p.schema) }));
      const body = op.requestBody?.content?.['application/json']?.schema;
      const root = body ? deref(body) : undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        bodies: root ? (root.oneOf ?? root.anyOf ?? [root]) : [],
        acceptsBody: BODY_METHODS.has(method.toUpperCase()),
      });
    }
  }
  return operations;
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.enum || schema.const !== undefined) return ['enum'];
  if (Array.isArray(schema.type)) return schema.type.filter((t) => t !== 'null');
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  const branches = schema.oneOf ?? schema.anyOf ?? schema.allOf;
  return branches ? branches.flatMap(typesOf) : ['string'];
}

/** A value the schema accepts (required properties only), as a form would send it. */
function validValue(schema: JsonSchema, name: string, values: ValidValues): unknown {
  const named = values.byName[name];
  if (named) return named();
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch) return validValue(branch, name, values);
  switch (typesOf(schema)[0]) {
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key];
        if (property) body[key] = validValue(property, key, values);
      }
      return body;
    }
    case 'array':
      return schema.minItems && schema.items ? [validValue(schema.items, name, values)] : [];
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return false;
    default:
      if (schema.format === 'uuid') return values.id(name);
      if (schema.format === 'date') return '2001-02-03';
      if (schema.format === 'date-time') return '2001-02-03T04:05:06.000Z';
      if (schema.pattern === '^[A-Z]{2}$') return 'GB';
      return 'Harbour lights'.padEnd(schema.minLength ?? 0, 's').slice(0, schema.maxLength ?? 1000);
  }
}

type Variant = { label: string; value: unknown };

/** Random UTF-16 code units, surrogates and control characters included: what a broken client encodes. */
function noise(random: () => number, length: number): string {
  // [first code unit, how many] of each range: controls, surrogates, ASCII, the rest of the BMP, specials.
  const ranges: [number, number][] = [
    [0x00, 0x20],
    [0xd800, 0x800],
    [0x20, 0x5f],
    [0xa0, 0xd700],
    [0xfff0, 0x10],
  ];
  let text = '';
  for (let i = 0; i < length; i += 1) {
    const [first, size] = ranges[Math.floor(random() * ranges.length)] ?? [0x20, 0x5f];
    text += String.fromCharCode(first + Math.floor(random() * size));
  }
  return text;
}

const HUGE_STRING = 'x'.repeat(100_000);

/**
 * Each kind of field gets its `core` bad values every time, and `EXTRAS_PER_FIELD` of its
 * `extra` ones picked by the seeded generator: every kind is tried across the document while
 * the file stays well under a minute per database.
 */
type Variants = { core: Variant[]; extra: Variant[] };
const EXTRAS_PER_FIELD = 1;

const badStrings: Variants = {
  core: [
    { label: 'NUL byte', value: 'Harbour\u0000lights' },
    { label: 'lone high surrogate', value: 'Harbour \ud83c lights' },
    { label: 'huge string', value: HUGE_STRING },
    { label: 'year 0000 date', value: '0000-01-01' },
    { label: 'number instead of text', value: 42 },
  ],
  extra: [
    { label: 'lone low surrogate', value: '\udfb5' },
    { label: 'only a NUL byte', value: '\u0000' },
    { label: 'empty string', value: '' },
    { label: 'blank string', value: ' \t\n ' },
    { label: 'control characters', value: '\u0001\u001b[31m\u007f' },
    { label: 'right-to-left override', value: '\u202eevil' },
    { label: 'year 10000 date', value: '10000-01-01' },
    { label: 'impossible date', value: '2023-02-30' },
    { label: 'negative number as text', value: '-1' },
    { label: 'huge number as text', value: '1e309' },
    { label: 'not an id', value: 'not-an-id' },
    { label: 'nil uuid', value: '00000000-0000-0000-0000-000000000000' },
    { label: 'trailing backslash', value: 'lights\\' },
    { label: 'LIKE wildcards', value: '%_%' },
    { label: 'SQL', value: "' OR 1=1; --" },
    { label: 'boolean instead of text', value: true },
    { label: 'object instead of text', value: { value: 'x' } },
    { label: 'array instead of text', value: ['x'] },
  ],
};
const badNumbers: Variants = {
  core: [
    { label: 'negative number', value: -1 },
    { label: 'huge number', value: 1e308 },
    { label: 'fraction', value: 1.5 },
    { label: 'number as text', value: '7' },
  ],
  extra: [
    { label: 'huge negative number', value: -1e308 },
    { label: 'above 2^31', value: 2 ** 31 },
    { label: 'above 2^53', value: 2 ** 53 + 2 },
    { label: 'NUL as text', value: '\u0000' },
    { label: 'boolean instead of number', value: true },
    { label: 'object instead of number', value: {} },
  ],
};
const badBooleans: Variants = {
  core: [{ label: 'boolean as text', value: 'true' }],
  extra: [
    { label: 'number instead of boolean', value: 1 },
    { label: 'NUL instead of boolean', value: '\u0000' },
  ],
};
const badEnums: Variants = {
  core: [
    { label: 'unknown choice', value: 'no-such-choice' },
    { label: 'NUL choice', value: '\u0000' },
  ],
  extra: [
    { label: 'lone surrogate choice', value: '\ud800' },
    { label: 'number instead of choice', value: 3 },
  ],
};
const badArrays: Variants = {
  core: [
    { label: 'text instead of list', value: 'x' },
    { label: 'huge list', value: Array.from({ length: 5_000 }, () => 'x') },
  ],
  extra: [
    { label: 'object instead of list', value: { 0: 'x' } },
    { label: 'list of nulls', value: [null, null] },
    { label: 'list of lists', value: [[]] },
  ],
};
const badObjects: Variants = {
  core: [{ label: 'text instead of object', value: 'x' }],
  extra: [{ label: 'list instead of object', value: [] }],
};

/** The core variants and a seeded pick of the extra ones. */
function pick(variants: Variants, random: () => number): Variant[] {
  const extra = [...variants.extra];
  const picked: Variant[] = [];
  for (let i = 0; i < EXTRAS_PER_FIELD && extra.length > 0; i += 1) picked.push(...extra.splice(Math.floor(random() * extra.length), 1));
  return [...variants.core, ...picked];
}

/** Every bad variant of a field: wrong values of its own, and of each field inside it. */
function variantsOf(schema: JsonSchema, name: string, base: unknown, values: ValidValues, random: () => number): Variant[] {
  const variants: Variant[] = [{ label: 'null', value: null }];
  const types = typesOf(schema);
  if (types.includes('enum')) variants.push(...pick(badEnums, random));
  if (types.includes('string')) variants.push(...pick(badStrings, random), { label: 'random code units', value: noise(random, 12) });
  if (types.includes('integer') || types.includes('number')) variants.push(...pick(badNumbers, random));
  if (types.includes('boolean')) variants.push(...pick(badBooleans, random));
  if (types.includes('array')) {
    variants.push(...pick(badArrays, random));
    if (schema.items) {
      const item = validValue(schema.items, name, values);
      for (const v of variantsOf(schema.items, name, item, values, random)) variants.push({ label: `[0] ${v.label}`, value: [v.value] });
    }
  }
  if (types.includes('object')) {
    variants.push(...pick(badObjects, random));
    const object = (typeof base === 'object' && base !== null ? base : {}) as Record<string, unknown>;
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const current = key in object ? object[key] : validValue(property, key, values);
      for (const v of variantsOf(property, key, current, values, random)) {
        variants.push({ label: `.${key} ${v.label}`, value: { ...object, [key]: v.value } });
      }
    }
    variants.push({ label: 'unknown field', value: { ...object, no_such_field: 'x' } });
  }
  return variants;
}

/** Raw query or path values, already percent-encoded where they need to be. */
const badQueryValues: Variants = {
  core: [
    { label: 'NUL byte', value: 'night%00fall' },
    { label: 'lone surrogate as UTF-8', value: '%ED%A0%80' },
    { label: 'bad percent-encoding', value: '%' },
    { label: 'huge value', value: 'x'.repeat(8_000) },
    { label: 'year 0000 date', value: '0000-01-01' },
    { label: 'huge number', value: '99999999999999999999999' },
  ],
  extra: [
    { label: 'invalid UTF-8', value: '%C3%28' },
    { label: 'bad percent-encoding %zz', value: '%zz' },
    { label: 'negative number', value: '-1' },
    { label: 'exponent', value: '1e309' },
    { label: 'fraction', value: '1.5' },
    { label: 'NaN', value: 'NaN' },
    { label: 'empty', value: '' },
    { label: 'trailing backslash', value: 'lights%5C' },
    { label: 'LIKE wildcards', value: '%25_%25' },
    { label: 'not an id', value: 'not-an-id' },
    { label: 'repeated', value: 'a&{name}=b' },
    { label: 'bracketed', value: 'a&{name}[x]=b' },
  ],
};
const badPathValues: Variants = {
  core: [
    { label: 'NUL byte', value: '%00' },
    { label: 'bad percent-encoding', value: '%' },
    { label: 'over-long id', value: 'a'.repeat(5_000) },
    { label: 'not an id', value: 'not-an-id' },
    { label: 'nil uuid', value: '00000000-0000-0000-0000-000000000000' },
  ],
  extra: [
    { label: 'truncated percent-encoding', value: '%E0%A4%A' },
    { label: 'lone surrogate as UTF-8', value: '%ED%A0%80' },
    { label: 'id with a long tail', value: `0d4b6f3e-3c38-4f0f-9a52-5a0b1c2d3e4f${'0'.repeat(100)}` },
    { label: 'id then NUL', value: '0d4b6f3e-3c38-4f0f-9a52-5a0b1c2d3e4f%00' },
    { label: 'encoded slash', value: 'a%2Fb' },
    { label: 'dot segment', value: '..' },
    { label: 'emoji', value: '%F0%9F%8E%B5' },
  ],
};

const JSON_TYPE = 'application/json';
const BOUNDARY = '----RepertoireBoundary7MA4YWxkTrZu0gW';

function multipartPart(name: string, content: string | Buffer, filename?: string): Buffer {
  const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`;
  const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${filename ? 'Content-Type: image/png\r\n' : ''}\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from('\r\n')]);
}
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** Whole bodies that are broken as a whole, whatever the endpoint expects. */
function brokenBodies(): { label: string; contentType: string; payload: string | Buffer }[] {
  const file = multipartPart('file', Buffer.from('\x89PNG\r\n\x1a\nnot really a picture'), 'picture.png');
  return [
    { label: 'malformed JSON', contentType: JSON_TYPE, payload: '{"title": "Harbour",' },
    { label: 'JSON with trailing garbage', contentType: JSON_TYPE, payload: '{} x' },
    { label: 'empty JSON body', contentType: JSON_TYPE, payload: '' },
    { label: 'JSON null', contentType: JSON_TYPE, payload: 'null' },
    { label: 'JSON list', contentType: JSON_TYPE, payload: '[]' },
    { label: 'JSON text', contentType: JSON_TYPE, payload: '"text"' },
    { label: 'JSON number', contentType: JSON_TYPE, payload: '42' },
    { label: 'raw NUL inside a JSON string', contentType: JSON_TYPE, payload: '{"title": "a\u0000b"}' },
    { label: 'invalid UTF-8 inside a JSON string', contentType: JSON_TYPE, payload: Buffer.concat([Buffer.from('{"title": "'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]) },
    { label: 'byte-order mark before JSON', contentType: JSON_TYPE, payload: '\ufeff{}' },
    { label: 'deeply nested JSON', contentType: JSON_TYPE, payload: `{"title": ${'['.repeat(20_000)}${']'.repeat(20_000)}}` },
    { label: '__proto__ key', contentType: JSON_TYPE, payload: '{"__proto__": {"isAdmin": true}}' },
    { label: 'constructor.prototype key', contentType: JSON_TYPE, payload: '{"constructor": {"prototype": {"isAdmin": true}}}' },
    { label: 'JSON in UTF-16', contentType: 'application/json; charset=utf-16', payload: Buffer.from('{}', 'utf16le') },
    { label: 'plain text body', contentType: 'text/plain', payload: 'hello' },
    { label: 'XML body', contentType: 'application/xml', payload: '<title>Harbour</title>' },
    { label: 'form-encoded body', contentType: 'application/x-www-form-urlencoded', payload: 'title=Harbour' },
    { label: 'garbage content type', contentType: ';;;/', payload: '{}' },
    { label: 'multipart without boundary', contentType: 'multipart/form-data', payload: Buffer.concat([file, closing]) },
    { label: 'multipart with a wrong boundary', contentType: 'multipart/form-data; boundary=not-the-boundary', payload: Buffer.concat([file, closing]) },
    { label: 'multipart cut short', contentType: multipartType, payload: file.subarray(0, 60) },
    { label: 'multipart without closing boundary', contentType: multipartType, payload: file },
    { label: 'empty multipart body', contentType: multipartType, payload: '' },
    { label: 'multipart with garbage part headers', contentType: multipartType, payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition\r\n\u0000\u0000\r\n\r\nx\r\n--${BOUNDARY}--\r\n`) },
    { label: 'multipart file too large', contentType: multipartType, payload: Buffer.concat([multipartPart('file', Buffer.alloc(3 * 1024 * 1024, 1), 'big.png'), closing]) },
    { label: 'multipart with two files', contentType: multipartType, payload: Buffer.concat([file, multipartPart('file', 'second', 'second.png'), closing]) },
    { label: 'multipart with too many fields', contentType: multipartType, payload: Buffer.concat([...Array.from({ length: 30 }, (_, i) => multipartPart(`field${i}`, 'x')), file, closing]) },
    { label: 'multipart field only', contentType: multipartType, payload: Buffer.concat([multipartPart('title', 'x'), closing]) },
    { label: 'multipart __proto__ field', contentType: multipartType, payload: Buffer.concat([multipartPart('__proto__', 'x'), file, closing]) },
    { label: 'multipart JSON field that is not JSON', contentType: multipartType, payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\nContent-Type: application/json\r\n\r\n{oops\r\n--${BOUNDARY}--\r\n`) },
    { label: 'multipart with a huge boundary', contentType: `multipart/form-data; boundary=${'b'.repeat(5_000)}`, payload: Buffer.concat([file, closing]) },
  ];
}

/** Built once: the multipart bodies hold megabytes. */
const BROKEN_BODIES = brokenBodies();

type ValidParts = {
  path: Record<string, string>;
  query: Record<string, string>;
  url(path: Record<string, string>, query: string): string;
  body: { headers: Record<string, string>; payload?: string };
};

const queryString = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
const jsonBody = (body: unknown) => ({ headers: { 'content-type': JSON_TYPE }, payload: JSON.stringify(body) });

/** Valid path ids, required query parameters and body of an operation: the background each bad value is sent against. */
function validParts(operation: Operation, values: ValidValues): ValidParts {
  const segments = operation.path.split('/');
  const path: Record<string, string> = {};
  for (const p of operation.pathParams) path[p.name] = values.id(p.name, segments[segments.indexOf(`{${p.name}}`) - 1]);
  const query: Record<string, string> = {};
  for (const p of operation.query) if (p.required) query[p.name] = String(validValue(p.schema, p.name, values));
  const url = (pathValues: Record<string, string>, rawQuery: string) => {
    const address = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '');
    return rawQuery ? `${address}?${rawQuery}` : address;
  };
  const body = operation.bodies[0]
    ? jsonBody(validValue(operation.bodies[0], '', values))
    : operation.acceptsBody
      ? jsonBody({})
      : { headers: {} };
  return { path, query, url, body };
}

/** The operation's request with valid values everywhere: it should get through validation. */
export function validRequestFor(operation: Operation, values: ValidValues): BadRequest {
  const valid = validParts(operation, values);
  return { label: 'valid request', method: operation.method, url: valid.url(valid.path, queryString(valid.query)), ...valid.body };
}

/** Every bad request for one operation: one bad value at a time, every other value valid. */
export function badRequestsFor(operation: Operation, values: ValidValues, seed: number): BadRequest[] {
  const random = seededRandom(seed);
  const valid = validParts(operation, values);
  const validUrl = valid.url(valid.path, queryString(valid.query));
  const requests: BadRequest[] = [];
  const add = (label: string, url: string, body: { headers: Record<string, string>; payload?: string | Buffer }) =>
    requests.push({ label, method: operation.method, url, ...body });

  for (const p of operation.pathParams) {
    for (const v of pick(badPathValues, random)) add(`path ${p.name}: ${v.label}`, valid.url({ ...valid.path, [p.name]: String(v.value) }, queryString(valid.query)), valid.body);
  }
  for (const p of operation.query) {
    const others = queryString(Object.fromEntries(Object.entries(valid.query).filter(([k]) => k !== p.name)));
    const withQuery = (raw: string) => valid.url(valid.path, [others, raw].filter(Boolean).join('&'));
    const name = encodeURIComponent(p.name);
    for (const v of pick(badQueryValues, random)) add(`query ${p.name}: ${v.label}`, withQuery(`${name}=${String(v.value).replaceAll('{name}', name)}`), valid.body);
  }
  for (const [index, schema] of operation.bodies.entries()) {
    const base = validValue(schema, '', values);
    const alternative = operation.bodies.length > 1 ? `body ${index + 1}` : 'body';
    for (const v of variantsOf(schema, '', base, values, random)) {
      add(`${alternative}${v.label.startsWith('.') ? '' : ': '}${v.label}`, validUrl, jsonBody(v.value));
    }
  }
  if (operation.acceptsBody) {
    for (const broken of BROKEN_BODIES) add(`body: ${broken.label}`, validUrl, { headers: { 'content-type': broken.contentType }, payload: broken.payload });
  }
  return requests;
}
