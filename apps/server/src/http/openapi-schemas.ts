import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const DEFS_REF = /^#\/\$defs\/(.+)$/;

/** Replaces every `$ref` of `node` (a JSON value) through `rename`; the rest is copied as is. */
function rewriteRefs(node: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, rename));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === '$ref' && typeof value === 'string' ? rename(value) : rewriteRefs(value, rename);
  }
  return out;
}

/**
 * The contract's zod schemas as JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), for one
 * document. zod puts the definitions a schema refers to (a recursive menu item, a schema named with
 * `.meta({ id })`) under the schema's own `$defs`, referred to as `#/$defs/…`; inside an OpenAPI
 * document that pointer is read from the document's root, where nothing is. They are moved to
 * `components/schemas` and the references rewritten, one component per definition (the same name
 * with another content is an error: two contract schemas may not share an id).
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /** The JSON Schema of `schema` as its `io` side sees it (input: what a client sends). `where` names anonymous definitions. */
  of(schema: z.ZodType, io: 'input' | 'output', where: string): JsonSchema {
    const json = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      // A transform or a custom check says nothing about the shape: `{}` (any) is what it accepts.
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = json;
    const defs = ($defs ?? {}) as Record<string, JsonSchema>;
    const names = new Map<string, string>();
    let anonymous = 0;
    for (const key of Object.keys(defs)) {
      // zod names a definition without an id `__schema0`, `__schema1`, ... (per call).
      const name = key.startsWith('__schema') ? `${where}.${anonymous++}` : key;
      names.set(key, io === 'input' && !key.startsWith('__schema') ? `${name}.input` : name);
    }
    const rename = (ref: string) => {
      const key = DEFS_REF.exec(ref)?.[1];
      const name = key === undefined ? undefined : names.get(key);
      if (!name) throw new Error(`${where}: unexpected reference ${ref}`);
      return `#/components/schemas/${name}`;
    };
    for (const [key, definition] of Object.entries(defs)) {
      const name = names.get(key) as string;
      const content = rewriteRefs(definition, rename) as JsonSchema;
      const known = this.schemas[name];
      if (known && JSON.stringify(known) !== JSON.stringify(content))
        throw new Error(`${where}: two different schemas are named ${name}`);
      this.schemas[name] = content;
    }
    return rewriteRefs(root, rename) as JsonSchema;
  }
}
