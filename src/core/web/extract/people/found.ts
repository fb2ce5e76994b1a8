/**
 * What a reader of a line or of running text finds before an address: a name and the title written
 * with it. Its own module so that the line reader (lines.ts) can use the running-text reader's
 * checks (prose.ts) without the two importing each other.
 */
export interface Found {
  name: string;
  title: string | null;
}
