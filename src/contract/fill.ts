/**
 * Makes a wire object carry every key its schema names. Stored records hold only what is known;
 * this fills the rest with null (arrays with []), so clients always see the spec's full shape.
 * The schema is walked once and turned into a tree of small functions (this runs per response).
 */

interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
}

type Filler = (value: unknown) => unknown;

const compiled = new WeakMap<object, Filler>();

function compile(schema: JsonSchemaNode): Filler {
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).map(([key, child]) => ({
      key,
      optional: !required.has(key),
      fill: compile(child),
    }));
    return (value) => {
      const source = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
      const out: Record<string, unknown> = {};
      for (const f of fields) {
        const v = source[f.key];
        // Optional keys (the spec's "absent in some responses") stay absent when unknown.
        if (f.optional && (v === undefined || v === null)) continue;
        out[f.key] = f.fill(v);
      }
      return out;
    };
  }
  if (schema.type === 'array') return (value) => (Array.isArray(value) ? value : []);
  return (value) => (value === undefined ? null : value);
}

export function fillToSchema<T>(schema: unknown, value: unknown): T {
  const key = schema as object;
  let fill = compiled.get(key);
  if (!fill) {
    fill = compile(schema as JsonSchemaNode);
    compiled.set(key, fill);
  }
  return fill(value) as T;
}
