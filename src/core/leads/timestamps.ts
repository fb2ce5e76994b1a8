/** `2026-11-21 09:14:03 UTC`: the spec's format for lead and list timestamps. */
export function formatUtcTimestamp(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return d.toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, ' UTC');
}
