/**
 * People (name, job title, address, phone, profile links) on one HTML page (pure, no I/O).
 *
 * A company site shows its people in many ways; this reads, from the most to the least explicit:
 *   1. JSON-LD `Person` nodes (through {@link extractJsonLd}, so @graph/@id references are resolved).
 *   2. Microdata items `itemtype="https://schema.org/Person"` (http or https, with or without www):
 *      itemprop name/givenName/familyName/jobTitle/email/telephone/sameAs/url, values per the microdata
 *      rules (meta@content, a/area/link@href, img/...@src, data@value, time@datetime, else the text);
 *      a nested itemscope is a value of its own and lends none of its props to the parent; itemref is
 *      followed.
 *   3. microformats2 `h-card` (and the classic `vcard` class names): p-name (or the implied name),
 *      p-given-name, p-family-name, p-job-title/p-role, u-email (or a mailto link), p-tel (or a tel:
 *      link), u-url on a social network's host. A card whose p-name is also its p-org, a card that is
 *      the p-org of another, and a card named like the site are organizations: skipped.
 *      Hand-rolled on cheerio: no extra dependency for these few props.
 *   4. The visible page (visible.ts): for each address, the name the page ties to it: line forms
 *      and label lines (lines.ts), definition lists and tables (containers.ts), cards, and running
 *      text within one sentence of the address (prose.ts); then cards and "Title: Name" blocks
 *      without an address.
 *
 * Names are given as people write them without their honorifics and post-nominals (honorifics.ts:
 * "Dr. Rachel Kim, DDS" -> Rachel Kim, in every source); titles as printed, trimmed of the
 * punctuation around them (titles.ts). Only addresses at `allowedDomains` (or subdomains) are
 * attached, from every source; an address at another domain leaves `email` null. Duplicates within
 * the page (same address, or same name when at least one of the two has no address) are merged:
 * each field comes from the most explicit source that has it (json-ld > microdata > h-card > the
 * visible page, running text last), `sameAs` is the union. Results are in document order, JSON-LD
 * people first. givenName/familyName, when not given, split the name: the tokens before the first
 * lower-case particle (de, van, von, la, ...; not the y/i/e that join two family names, as in
 * "Garriga i Puig") are the given name when there is such a particle, else the first token; the
 * rest is the family name ("Anne-Sophie" / "de la Tour"). On a page whose language writes names
 * family name first (Hungarian, from <html lang>: "Kovács Anna"), the first word is the family
 * name and the rest the given names, and the given name is what tells a clear name (names.ts).
 */
import { isGivenName } from '../../../identity/given-names.js';
import { loadHtml } from '../dom.js';
import { extractJsonLd } from '../json-ld.js';
import { scriptOutputs } from '../script-built/index.js';
import { nameOrderOf, pageWritesFamilyFirst, spelledOrder, splitName, withNameOrder } from './names.js';
import { Page, type Candidate, type ExtractedPerson, type Node, type PersonVia } from './page.js';
import { fromHCards, fromJsonLd, fromMicrodata } from './structured.js';
import { collapse, fold } from './text.js';
import { VisibleReader } from './visible.js';

export type { ExtractedPerson, PersonVia } from './page.js';
export { looksLikePersonName, namedAfterJob, namedAfterWholeJob, ownsAddress, personNameIn, splitName } from './names.js';
export { stripHonorifics } from './honorifics.js';
export { hasTitleWord } from './titles.js';

// ---------------------------------------------------------------------------------------------
// Merge
// ---------------------------------------------------------------------------------------------

const PRIORITY: Record<PersonVia, number> = { 'json-ld': 0, microdata: 1, 'h-card': 2, card: 3, line: 3, list: 3, table: 3, prose: 4 };
function nameKey(name: string): string {
  return fold(name).replace(/[.'’]/g, '');
}

/**
 * Whether the page lists its people family name first though its language does not say so
 * ("Aaltonen Tiina" with tiina.aaltonen@, "Rantanen Olli" with olli.rantanen@ in a Finnish
 * council's table): two people at least whose addresses spell their two-word names in the other
 * order, and none in the order written.
 */
function listsFamilyFirst(candidates: readonly Candidate[]): boolean {
  let reversed = 0;
  for (const c of candidates) {
    const email = c.person.email;
    if (email === null || c.declared) continue;
    const order = spelledOrder(email.slice(0, email.lastIndexOf('@')), c.person.name);
    if (order === 'written') return false;
    if (order === 'reversed') reversed++;
  }
  return reversed >= 2;
}

/**
 * One person written family name first on a page that says nothing of it ("Kulturchef: Nieminen
 * Laura, laura.nieminen@"): the address spells the name in the other order, the last word is a
 * given name of the lists and the first is not.
 */
function reversedByLists(person: ExtractedPerson): boolean {
  const email = person.email;
  if (email === null || pageWritesFamilyFirst()) return false;
  const tokens = person.name.split(' ');
  return spelledOrder(email.slice(0, email.lastIndexOf('@')), person.name) === 'reversed' && isGivenName(tokens[1] ?? '') && !isGivenName(tokens[0] ?? '');
}

/**
 * The title the first reader gave, or the longer one another reader of the same page gave that
 * starts with it and goes on after a comma, a dash or a middle dot: structured data written
 * shorter than the card ("Spesialist i kjeveortopedi" in JSON-LD, "Spesialist i kjeveortopedi,
 * daglig leder" shown; "Diretor Clínico" and "Diretor Clínico · Reabilitação Oral").
 */
function fullerTitle(title: string | null, all: readonly (string | null)[]): string | null {
  if (title === null) return null;
  return all.find((t) => t !== null && t.length > title.length && t.startsWith(title) && /^(?:,|\s[–—·-])\s/u.test(t.slice(title.length))) ?? title;
}

function merge(candidates: readonly Candidate[]): ExtractedPerson[] {
  const reversedNames = !pageWritesFamilyFirst() && listsFamilyFirst(candidates);
  const sorted = [...candidates].sort((a, b) => PRIORITY[a.person.via] - PRIORITY[b.person.via]);
  const groups: { members: Candidate[]; email: string | null; names: Set<string>; pos: number }[] = [];
  for (const c of sorted) {
    const key = nameKey(c.person.name);
    const email = c.person.email;
    const group =
      (email !== null ? groups.find((g) => g.email === email) : undefined) ??
      groups.find((g) => g.names.has(key) && (email === null || g.email === null));
    if (group === undefined) {
      groups.push({ members: [c], email, names: new Set([key]), pos: c.pos });
      continue;
    }
    group.members.push(c);
    group.names.add(key);
    group.email ??= email;
    group.pos = Math.min(group.pos, c.pos);
  }
  return groups
    .sort((a, b) => a.pos - b.pos)
    .map(({ members }) => {
      const first = <K extends keyof ExtractedPerson>(k: K): ExtractedPerson[K] | null => {
        for (const m of members) if (m.person[k] !== null) return m.person[k];
        return null;
      };
      const top = members[0]?.person as ExtractedPerson;
      const declared = members.find((m) => m.declared)?.person;
      const split = reversedNames || reversedByLists(top) ? withNameOrder('family-first', () => splitName(top.name)) : splitName(top.name);
      const sameAs: string[] = [];
      for (const m of members) for (const u of m.person.sameAs) if (!sameAs.includes(u)) sameAs.push(u);
      return {
        name: top.name,
        givenName: declared?.givenName ?? split.givenName,
        familyName: declared?.familyName ?? split.familyName,
        title: fullerTitle(first('title'), members.map((m) => m.person.title)),
        email: first('email'),
        phone: first('phone'),
        sameAs,
        via: top.via,
      };
    });
}

// ---------------------------------------------------------------------------------------------

export function extractPeople(html: string, pageUrl: string, allowedDomains: readonly string[]): ExtractedPerson[] {
  const $ = loadHtml(html);
  // Names are read in the order the page's language writes them (Hungarian: family name first).
  const lang = $('html').attr('lang') ?? $('meta[http-equiv="content-language" i]').attr('content');
  return withNameOrder(nameOrderOf(lang), () => readPeople($, html, pageUrl, allowedDomains));
}

function readPeople($: ReturnType<typeof loadHtml>, html: string, pageUrl: string, allowedDomains: readonly string[]): ExtractedPerson[] {
  const root = $.root().toArray()[0] as unknown as Node;
  const jsonLd = extractJsonLd(html, pageUrl);
  // The site's own names, so that "Northwind Robotics" in a heading is never read as a person.
  const orgNames: string[] = [];
  for (const o of jsonLd.organizations) orgNames.push(...[o.name, o.legalName].filter((x): x is string => x !== undefined));
  $('meta').each((_, el) => {
    const key = ($(el).attr('property') ?? $(el).attr('name') ?? '').trim().toLowerCase();
    const content = collapse($(el).attr('content') ?? '');
    if ((key === 'og:site_name' || key === 'application-name') && content !== '') orgNames.push(content);
  });
  const page = new Page(root, pageUrl, allowedDomains, orgNames, scriptOutputs($));
  const candidates = [...fromJsonLd(jsonLd.people, page), ...fromMicrodata(page), ...fromHCards(page)];
  candidates.push(...new VisibleReader(page).run());
  return merge(candidates);
}
