import { z } from 'zod';

/**
 * Bad inputs for one contract route, generated from its own zod schemas (through their JSON
 * schema): wrong types, huge strings, deep nesting, unicode edge cases, numbers out of range,
 * missing and extra fields, arrays for objects, malformed JSON and wrong content types. No
 * randomness: the same contract always gives the same inputs, so a failure replays exactly.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
}

/** Where a mutant goes: a path parameter, the query string or the body. */
export type Part = 'params' | 'query' | 'body';

export interface Mutant {
  part: Part;
  label: string;
  /** The part's value: path params and query as strings, a JSON body as a value. */
  value?: unknown;
  /** A body sent as these exact bytes with this content type (malformed JSON, wrong type). */
  raw?: { text: string; contentType?: string };
  /**
   * True when the server cannot know the input is acceptable: the route's own schema refuses
   * it, or it is not even parseable. Such a request must be refused and must store nothing.
   */
  refused: boolean;
}

/** 1 MB, the size of the "huge string" inputs of a JSON body. */
const HUGE = 'x'.repeat(1_000_000);
/** Path and query strings stay under Node's 16 kB header limit (beyond it the socket just closes). */
const LONG_URL_TEXT = 'y'.repeat(8_000);

/** Strings that break naive text handling (surrogates, NUL, bidi, joiners, escapes). */
export const UNICODE_EDGES: Record<string, string> = {
  loneHighSurrogate: 'a\ud800b',
  loneLowSurrogate: '\udc00z',
  nul: 'nul\u0000byte',
  rtlOverride: 'abc\u202Etxt.exe',
  emojiZwj: '👩‍👩‍👧‍👦 family',
  combining: `e${'\u0301'.repeat(300)}`,
  bom: '\uFEFFbom',
  nonCharacter: '\uFFFF\uFFFE',
  astral: '𝕏𝔸𝕄 🧪',
  separators: 'line\u2028para\u2029end',
  controls: 'bell\u0007esc\u001b[31mred\r\n\ttab',
  sqlLike: "' OR '1'='1'; DROP TABLE users; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  template: '{{constructor.constructor("return 1")()}} ${7*7} <%= 7*7 %>',
  traversal: '../../../../etc/passwd',
};

const WRONG_TYPES: Record<string, unknown> = {
  null: null,
  true: true,
  zero: 0,
  negative: -1,
  fraction: 1.5,
  text: 'not the right type',
  emptyString: '',
  array: ['a', 1],
  object: { nested: { value: 1 } },
};

const NUMBERS: Record<string, unknown> = {
  int32Overflow: 2 ** 31,
  unsafeInteger: 2 ** 53 + 2,
  hugeFloat: 1e308,
  negativeHuge: -1e308,
  tiny: 5e-324,
  negativeZero: -0,
  numericString: '12',
};

/** `depth` nested arrays or objects, written as text (serialising the value would itself recurse). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  const options = schema.anyOf ?? schema.oneOf;
  return options ? options.flatMap(typesOf) : [];
}

function accepts(schema: z.ZodType | undefined, value: unknown): boolean {
  return schema ? schema.safeParse(value).success : true;
}

/** The properties a part's schema declares (the union of a oneOf's branches). */
function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return Object.assign({}, ...options.map(propertiesOf));
  return schema.properties ?? {};
}

/**
 * The properties of the union branch the sample belongs to (a refresh-token grant, not the
 * password grant): fields of another branch would only be dropped as unknown keys.
 */
function branchOf(schema: JsonSchema, sample: Record<string, unknown>): Record<string, JsonSchema> {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema.properties ?? {};
  const fits = options.find((option) => Object.keys(sample).every((key) => key in (option.properties ?? {})));
  return fits?.properties ?? propertiesOf(schema);
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Field values for one property of a JSON body, each labelled. */
function jsonFieldValues(field: JsonSchema): [string, unknown][] {
  const values: [string, unknown][] = Object.entries(WRONG_TYPES);
  const types = typesOf(field);
  if (types.includes('integer') || types.includes('number')) values.push(...Object.entries(NUMBERS));
  if (types.includes('string') || types.length === 0) {
    values.push(['huge', HUGE], ...Object.entries(UNICODE_EDGES));
    if (field.maxLength !== undefined) values.push(['overMax', 'z'.repeat(field.maxLength + 1)]);
  }
  if (field.enum?.length) values.push(['enumCase', `${String(field.enum[0]).toLowerCase()}\u0000`]);
  values.push(['deepObject', JSON.parse(deepJson(200, 'object'))], ['arrayOfSelf', [[[['x']]]]]);
  return values;
}

/** Mutants of a JSON (or form) body, starting from a valid sample of it. */
export function bodyMutants(schema: z.ZodType, sample: Record<string, unknown>, encoding: 'json' | 'form'): Mutant[] {
  const out: Mutant[] = [];
  const fields = branchOf(jsonSchemaOf(schema), sample);
  const add = (label: string, value: unknown) =>
    out.push({ part: 'body', label, value, refused: !accepts(schema, encoding === 'form' ? formValue(value) : value) });
  for (const [name, field] of Object.entries(fields)) {
    const { [name]: _dropped, ...without } = sample;
    add(`${name}: missing`, without);
    for (const [label, value] of jsonFieldValues(field)) add(`${name}: ${label}`, { ...sample, [name]: value });
  }
  add('extra field', { ...sample, isAdmin: true, role: 'admin', id: 1 });
  add('prototype pollution', JSON.parse(`{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}`));
  add('empty object', {});
  if (encoding === 'form') return out;
  for (const [label, value] of Object.entries({ null: null, array: [sample], string: 'body', number: 42 }))
    add(`body is ${label}`, value);
  const json = JSON.stringify(sample);
  const raws: [string, string, string | undefined, boolean][] = [
    ['deep array nesting', deepJson(100_000, 'array'), 'application/json', !accepts(schema, [[1]])],
    // Unknown keys are dropped: refused only when the schema needs a field.
    ['deep object nesting', deepJson(100_000, 'object'), 'application/json', !accepts(schema, { a: { a: 1 } })],
    ['truncated JSON', json.slice(0, -1), 'application/json', true],
    ['trailing comma', `${json.slice(0, -1)},}`, 'application/json', true],
    ['single quotes', json.replaceAll('"', "'"), 'application/json', true],
    ['number overflow', '1e999999', 'application/json', true],
    ['NUL byte', '\u0000', 'application/json', true],
    ['empty body', '', 'application/json', !accepts(schema, undefined)],
    ['BOM before JSON', `\uFEFF${json}`, 'application/json', false],
    ['duplicate keys', `${json.slice(0, -1)},"__proto__":{"isAdmin":true}}`, 'application/json', false],
    ['JSON as text/plain', json, 'text/plain', true],
    ['JSON as XML', json, 'application/xml', true],
    ['JSON in UTF-16', json, 'application/json; charset=utf-16', false],
    ['multipart without boundary', json, 'multipart/form-data', true],
    ['no content type', json, undefined, false],
  ];
  for (const [label, text, contentType, refused] of raws)
    out.push({ part: 'body', label, raw: { text, contentType }, refused });
  return out;
}

/** A form body as the server decodes it: every value a string (or repeated keys). */
function formValue(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const decoded = (v: unknown) => {
    if (!Array.isArray(v)) return String(v);
    // Each element is one `key=value` pair; a single pair reads as a plain string.
    return v.length === 1 ? String(v[0]) : v.map(String);
  };
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decoded(v)]));
}

/** Strings a path parameter or query value can carry, each labelled. */
function urlValues(field: JsonSchema): [string, string | string[]][] {
  const values: [string, string | string[]][] = [
    ['text', 'abc'],
    ['empty', ''],
    ['zero', '0'],
    ['negative', '-1'],
    ['fraction', '1.5'],
    ['exponent', '1e3'],
    ['hex', '0x10'],
    ['int32Overflow', '2147483648'],
    ['huge number', '9'.repeat(400)],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['fullwidth digit', '１'],
    ['padded', ' 1 '],
    ['long', LONG_URL_TEXT],
    ['repeated', ['1', '2']],
    ...Object.entries(UNICODE_EDGES).filter(([label]) => !label.startsWith('lone')),
  ];
  if (field.maxLength !== undefined) values.push(['overMax', 'z'.repeat(Math.min(field.maxLength + 1, 8000))]);
  return values;
}

/** Mutants of the path parameters or the query string, starting from valid ones. */
export function urlMutants(part: 'params' | 'query', schema: z.ZodType, sample: Record<string, string>): Mutant[] {
  const out: Mutant[] = [];
  const fields = propertiesOf(jsonSchemaOf(schema));
  for (const [name, field] of Object.entries(fields)) {
    const { [name]: _dropped, ...without } = sample;
    if (part === 'query')
      out.push({ part, label: `${name}: missing`, value: without, refused: !accepts(schema, without) });
    for (const [label, value] of urlValues(field)) {
      // A repeated path parameter is not a thing; the path carries one value.
      if (part === 'params' && Array.isArray(value)) continue;
      const mutated = { ...sample, [name]: value };
      out.push({ part, label: `${name}: ${label}`, value: mutated, refused: !accepts(schema, mutated) });
    }
  }
  if (part === 'query') {
    const extra = { ...sample, extra: 'x', constructor: 'y', 'a[b]': 'c' };
    out.push({ part, label: 'extra keys', value: extra, refused: !accepts(schema, extra) });
  } else {
    // Bytes that are not UTF-8 and encoded slashes: the server decides; it must still answer 4xx or 2xx.
    for (const [label, text] of [
      ['invalid UTF-8', '%ED%A0%80'],
      ['encoded NUL', '%00'],
      ['encoded slash', '..%2F..%2F1'],
    ]) {
      for (const name of Object.keys(fields))
        out.push({ part, label: `${name}: ${label}`, value: { ...sample, [name]: { encoded: text } }, refused: false });
    }
  }
  return out;
}
