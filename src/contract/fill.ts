/**
 * Makes a wire object carry every key its schema names. Stored records hold only what is known;
 * this fills the rest with null (arrays with []), so clients always see the spec's full shape.
 */

interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
}

function isObjectSchema(schema: JsonSchemaNode): boolean {
  return schema.type === 'object' || schema.properties !== undefined;
}

function isArraySchema(schema: JsonSchemaNode): boolean {
  return schema.type === 'array';
}

export function fillToSchema<T>(schema: unknown, value: unknown): T {
  return fillNode(schema as JsonSchemaNode, value) as T;
}

function fillNode(schema: JsonSchemaNode, value: unknown): unknown {
  if (isObjectSchema(schema) && schema.properties) {
    const source = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    const required = new Set(schema.required ?? []);
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(schema.properties)) {
      const v = source[key];
      // Optional keys (the spec's "absent in some responses") stay absent when unknown.
      if ((v === undefined || v === null) && !required.has(key)) continue;
      out[key] = fillNode(child, v);
    }
    return out;
  }
  if (isArraySchema(schema)) return Array.isArray(value) ? value : [];
  return value === undefined ? null : value;
}
