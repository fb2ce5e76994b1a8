/**
 * A tool's arguments from a route's query or body schema: the same properties and limits, without
 * the key (the transport carries it) and the names given, and no others accepted.
 */
import { Type, type TObject, type TProperties } from 'typebox';

export function argumentsOf(schema: TObject, drop: readonly string[] = []): TObject {
  const properties: TProperties = {};
  for (const [name, value] of Object.entries(schema.properties)) if (name !== 'api_key' && !drop.includes(name)) properties[name] = value;
  // Required stays required: TypeBox derives it from the properties that are not Optional.
  return Type.Object(properties, { additionalProperties: false });
}
