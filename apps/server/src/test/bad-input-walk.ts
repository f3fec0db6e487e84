/** The hostile inputs of the bad-input walk and the request plans it builds from the OpenAPI document. */

/** The part of a JSON schema the walk reads. */
interface TJsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
}

interface TParameter {
  in: string;
  name: string;
  schema?: TJsonSchema;
}

interface TOperation {
  parameters?: TParameter[];
  requestBody?: { content: Record<string, { schema: TJsonSchema }> };
}

/** The OpenAPI document's paths (what /api/docs/json answers). */
export type TPaths = Record<string, Record<string, TOperation>>;

/** One request of the walk. */
export interface TProbe {
  method: string;
  url: string;
  /** Raw body bytes (JSON that may be broken on purpose). */
  body?: Buffer;
  /** What was sent, for the failure message. */
  what: string;
}

const MB = 1024 * 1024;
const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

/** JSON fragments put in place of every field: each a raw text of bytes, broken where the name says. */
const HOSTILE_VALUES: Record<string, Buffer> = {
  nul: Buffer.from('"a\\u0000b"'),
  rawNul: Buffer.from('"a\u0000b"'),
  control: Buffer.from('"a\\u0001\\u001fb"'),
  invalidUtf8: Buffer.concat([Buffer.from('"a'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('b"')]),
  loneSurrogate: Buffer.from('"a\\ud800b"'),
  lowSurrogate: Buffer.from('"\\udc00"'),
  megabyte: Buffer.from(`"${'x'.repeat(MB)}"`),
  infinity: Buffer.from('1e309'),
  negative: Buffer.from('-1'),
  int64: Buffer.from('9223372036854775808'),
  belowInt64: Buffer.from('-9223372036854775809'),
  fraction: Buffer.from('0.5'),
  object: Buffer.from('{}'),
  array: Buffer.from('[]'),
  bool: Buffer.from('true'),
  null: Buffer.from('null'),
  text: Buffer.from('"x"'),
};

/** Fragments whose harm is their structure (the parser's, not one field's): put in the first field only. */
const STRUCTURAL_VALUES: Record<string, Buffer> = {
  deepArray: Buffer.from(deep(10_000)),
  deepObject: Buffer.from(deepObject(10_000)),
  proto: Buffer.from('{"__proto__":{"isAdministrator":1}}'),
  ctor: Buffer.from('{"constructor":{"prototype":{"isAdministrator":1}}}'),
};

/** Whole bodies that are hostile themselves. */
const HOSTILE_BODIES: Record<string, Buffer> = {
  ...STRUCTURAL_VALUES,
  protoNested: Buffer.from('{"a":{"__proto__":{"x":1}},"b":[{"constructor":{"prototype":{"x":1}}}]}'),
  invalidUtf8: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
  nulKey: Buffer.from('{"a\\u0000":1}'),
  truncated: Buffer.from('{"a":"b'),
  bom: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{}')]),
  string: Buffer.from('"x"'),
  number: Buffer.from('1e309'),
  empty: Buffer.alloc(0),
};

// A URL longer than 16 KB never reaches the app over HTTP (Node's header limit answers 431): 64 KB stands for "long".
const LONG = 'x'.repeat(64 * 1024);

/** Values (percent-encoded) for every path parameter and every query parameter. */
const HOSTILE_URL_VALUES: Record<string, string> = {
  nul: '%00',
  control: 'a%01%1Fb',
  invalidUtf8: '%FF%FE',
  surrogate: '%ED%A0%80',
  badPercent: '%zz',
  lonePercent: '%',
  long: LONG,
};

/** Values for path parameters and numeric query parameters: out of range, or text that is an attack. */
const OUT_OF_RANGE_URL_VALUES: Record<string, string> = {
  negative: '-1',
  int64: '9223372036854775808',
  infinity: '1e309',
  fraction: '0.5',
  dotdot: '..%2F..%2Fetc%2Fpasswd',
  proto: '__proto__',
};

/** Query strings that are broken as a whole. */
const HOSTILE_QUERIES = [
  '%zz=1',
  'a=%',
  'keyword=%00&keyword=%FF',
  `__proto__=1&constructor[prototype][x]=1&${'a'.repeat(1000)}=${LONG}`,
];

const isNumeric = (s: TJsonSchema | undefined): boolean =>
  !!s && (s.type === 'number' || s.type === 'integer' || !!(s.anyOf ?? s.oneOf)?.some(isNumeric));
const ID_PATTERN = '^[A-Za-z0-9_.-]+$';

/**
 * The values one URL parameter gets. Every value that passes validation costs a database round trip, so the walk
 * spends them where they can find something: out-of-range numbers on numeric and free path parameters, two on ids,
 * none on the cache-buster `n` (the same for every route; the broken whole queries cover it).
 */
function urlValuesFor(p: TParameter): Record<string, string> {
  if (p.in === 'query' && p.name === 'n') return {};
  if (p.schema?.pattern === ID_PATTERN) {
    const { int64, proto } = OUT_OF_RANGE_URL_VALUES;
    return { ...HOSTILE_URL_VALUES, int64, proto };
  }
  if (p.in === 'path' || isNumeric(p.schema)) return { ...HOSTILE_URL_VALUES, ...OUT_OF_RANGE_URL_VALUES };
  return HOSTILE_URL_VALUES;
}

const CANDIDATES = [
  'abc123',
  '13611112222',
  'a@b.cn',
  '0123456789abcdef0123456789abcdef',
  'Ab_1',
  '1',
  '中文',
];

/** A value the schema accepts, as plain as possible (the walk then breaks one field of it). */
function exampleOf(s: TJsonSchema | undefined): unknown {
  if (!s) return null;
  if ('const' in s) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alt = (s.anyOf ?? s.oneOf)?.find((a) => a.type !== 'null');
  if (alt) return exampleOf(alt);
  switch (s.type) {
    case 'string': {
      const re = s.pattern ? new RegExp(s.pattern, 'u') : null;
      const fits = (v: string) =>
        (!re || re.test(v)) && v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
      return CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
    }
    case 'integer':
    case 'number':
      return Math.min(Math.max(s.minimum ?? 0, 0), s.maximum ?? Infinity);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => exampleOf(s.items));
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, exampleOf(s.properties?.[k])]));
    default:
      return null;
  }
}

const MARK = '\u0001MARK\u0001';

/** The example body with `field` replaced by the raw JSON fragment. */
function bodyWith(schema: TJsonSchema, field: string, fragment: Buffer): Buffer {
  const base = exampleOf(schema) as Record<string, unknown>;
  const [head, tail] = JSON.stringify({ ...base, [field]: MARK }).split(JSON.stringify(MARK));
  return Buffer.concat([Buffer.from(head), fragment, Buffer.from(tail)]);
}

/** A concrete URL: every `{param}` filled with a plain id. */
const fill = (path: string, overrides: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => overrides[name] ?? '123456789012345678');

/** Every hostile request for every operation of the document, made one at a time (1 MB bodies add up). */
export function* planProbes(
  paths: TPaths,
  skip: (method: string, path: string) => boolean,
): Generator<TProbe> {
  for (const [path, ops] of Object.entries(paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase();
      if (skip(method, path)) continue;
      const params = op.parameters ?? [];
      const url = fill(path);
      for (const p of params.filter((x) => x.in === 'query' || path.includes(`{${x.name}}`))) {
        for (const [k, v] of Object.entries(urlValuesFor(p))) {
          const at = p.in === 'path' ? fill(path, { [p.name]: v }) : `${url}?${p.name}=${v}`;
          yield { method, url: at, what: `${p.in} ${p.name}=${k}` };
        }
      }
      for (const q of HOSTILE_QUERIES) yield { method, url: `${url}?${q}`, what: `query ${q.slice(0, 40)}` };
      const schema = op.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      for (const [k, body] of Object.entries(HOSTILE_BODIES)) yield { method, url, body, what: `body ${k}` };
      const fields = Object.keys(schema.properties ?? {});
      for (const [i, field] of fields.entries()) {
        for (const [k, v] of Object.entries(
          i ? HOSTILE_VALUES : { ...HOSTILE_VALUES, ...STRUCTURAL_VALUES },
        )) {
          yield { method, url, body: bodyWith(schema, field, v), what: `body.${field}=${k}` };
        }
      }
    }
  }
}
