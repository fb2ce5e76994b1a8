/**
 * People in the visible markup: for each address at an allowed domain, the name (and title) the
 * page ties to it, tried from the most to the least explicit tie, the first that holds winning:
 *
 *   1. a line form with a title ("Name, Title, <address>", "Title: Name, <address>", label lines;
 *      lines.ts), read in the address's block from the previous address in it (a wall);
 *   2. a definition list's group or a table's row (containers.ts);
 *   3. a card: the smallest ancestor (at most 3 levels up, a wrapper holding only the level below
 *      counting as none: parentBeyondWrappers) holding one name element (a heading,
 *      strong/b or a *name* class) and a title (a title/role/position/function class, else the
 *      text block after the name, shaped like a title); an ancestor holding more than one address
 *      or more than one name is not a card and the climb stops there, so a list of people never
 *      glues one person's name to another's address; nor is an address a card's when its own
 *      block introduces it with a label ("Copies of past statements: <address>");
 *   4. an address alone in its block: the line forms over the element around it that holds no
 *      other address ("<p>Name</p><p>Title</p><p><address></p>", see stacked());
 *   5. running text with a role phrase (prose.ts);
 *   6. a line form, a card, stacked lines or running text giving a name without a title, when
 *      the name is clearly one (a given name of the lists, or the address spelled from it) or the
 *      structure ties it;
 *   7. the one name in the address's block (or up to two levels around it) that the address is
 *      spelled from in full, as the line forms read that name's line alone;
 *   8. a person's own page: its one <h1> is a name the address is built from.
 *
 * Then people without an address at an allowed domain: elements whose class says person, member,
 * team, card, profile or staff holding exactly one name and a title (innermost first), and blocks
 * reading exactly "Title: Name" (imprints: "Geschäftsführer: Dipl.-Ing. Markus Kessler"; several
 * names separated by , ; & and/und/et share the title).
 *
 * Names equal to the site's own name (og:site_name, application-name, JSON-LD organization names)
 * are never people.
 */
import { fromDefinitionList, fromTableRow } from './containers.js';
import { isPostNominal, stripHonorifics } from './honorifics.js';
import { isBioUnderJob, isTitleLine, jobWithField, nameIn, onlyNoiseBefore, recordBeforeAddress, segmentsOf, titleColonNames, titleThenName, type Found } from './lines.js';
import { isClearName, isDepartmentWord, isUnlistedCredential, localPartFits, localPartNames, looksLikePersonName, namedAfterJob, namedAfterWholeJob, ownsAddress, personNameIn, spelledFromName, spelledFromOtherName } from './names.js';
import { isRoleAddress } from '../../../mail/role-address.js';
import { isGivenName } from '../../../identity/given-names.js';
import {
  NOT_CONTAINER, classOf, closestBlock, isElement, linesBetween, markOf, parentBeyondWrappers, person, tagOf, textLines, textOf,
  type Candidate, type ExtractedPerson, type Mark, type Node, type Occurrence, type Page, type PersonVia,
} from './page.js';
import { bioRole, isKinship, namesMentioned, OWN_ARTICLES, OWN_PREPOSITIONS, proseAfterAddress, proseBeforeAddress } from './prose.js';
import { collapse, fold, words } from './text.js';
import { findAddressesInText } from '../emails.js';
import { GENERIC_FIRM_WORDS, isAgentTitle, isChannelLabel, isFunctionWord, isContactLabel, isDepartmentHeader, isInlineTitle, isPhoneLike, isTitleWord, speaksLanguage, titleShaped } from './titles.js';

const NAME_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b']);
const TITLE_BLOCK_TAGS = new Set(['p', 'li', 'dd', 'dt', 'td', 'div', 'address', 'span']);
const NAME_CLASS_RE = /name|nombre|nome|naam|navn|namn/i;
const NOT_NAME_CLASS_RE = /company|org|brand|site|product|user|file|domain|host|event|project|place|city|tag/i;
/** Classes of an item's heading that themes call a title ("summary-title", "card-title", "item-title", Squarespace's image cards' "image-title"). */
const ITEM_HEADING_CLASS_RE = /(?:^|[\s_-])(?:summary|item|card|entry|post|box|member|team|person|profile|staff|image)[-_]title(?:$|[\s_-])/i;
const TITLE_CLASS_RE = /title|role|position|job|function|funktion|functie|fonction|funzione|funcion|cargo|puesto|ruolo|poste|stilling|befattning|stanowisko|designation/i;
/** Elements whose structure ties names to addresses by its own rules (containers.ts). */
const STRUCTURE_TAGS = new Set(['td', 'th', 'tr', 'table', 'dl', 'dt', 'dd']);
/** Places (blocks) one address is read at, at most. */
const MAX_READINGS = 8;
const PERSON_CLASS_RE = /person|member|team|card|profile|vcard|staff|employee|mitarbeiter|membre|miembro|membro|medewerker|ansatt|medarbe|kontaktperson|ansprechpartner/i;

/** Classes of the given-name and family-name parts of a name written in elements of their own ("tmm_fname", "given-name", "lastname"). */
const GIVEN_PART_CLASS_RE = /(?:^|[\s_-])(?:f(?:irst)?[-_]?name|given[-_]?name|forename|vorname|prenom|nombre|voornaam|fornavn|fornamn|imie)(?:$|[\s_-])/i;
const FAMILY_PART_CLASS_RE = /(?:^|[\s_-])(?:l(?:ast)?[-_]?name|family[-_]?name|surname|nachname|apellidos?|cognome|achternaam|etternavn|efternamn|efternavn|nazwisko)(?:$|[\s_-])/i;

/**
 * A mailbox that is a heading's words run together with nothing between them, none of them a
 * given name ("<h1>Cellar Door</h1>" … "Everything else: cellardoor@"): the desk the heading
 * names, no person, though the address is spelled from it as from a name.
 */
function isDeskHeading(local: string, name: string): boolean {
  // (Written together, as a desk's mailbox is: "liis.ilves@" of Liis Ilves separates a person's names.)
  return /^[a-z]+$/.test(local) && !isClearName(name) && local === fold(name).replace(/[^a-z]/g, '') && !name.split(' ').some((w) => isGivenName(w));
}

/** Whether a heading's whole text is a clear person's name ("Mikkel Bach"), not a product or a page. */
function isClearHeadingName(text: string, local?: string): boolean {
  const name = personNameIn(text);
  // The whole text, or the name with its honorifics and post-nominals ("Callum Stewart BSc (Hons)").
  // Clear by the lists, or by the address spelled from it (a given-name mailbox: "getter@" of
  // Getter Kuusk, an Estonian name no list holds).
  return name !== null && (name === collapse(text) || name === stripHonorifics(text)) && (isClearName(name, local) || (local !== undefined && spelledFromName(local, name)));
}

/** A given-name part's text with the family-name part right after it ("<span class="fname">Lies</span> <span class="lname">Van den Bossche</span>"). */
function withFamilyPart(el: Node): string {
  const siblings = el.parent?.children ?? [];
  const next = siblings.slice(siblings.indexOf(el) + 1).find((n) => isElement(n) || (n.type === 'text' && (n.data ?? '').trim() !== ''));
  return next !== undefined && isElement(next) && FAMILY_PART_CLASS_RE.test(classOf(next)) ? collapse(`${textOf(el)} ${textOf(next)}`) : textOf(el);
}

interface NameCandidate {
  el: Node;
  /** The element's text as written ("Dr. Rachel Kim, DDS"). */
  text: string;
  /** The name in it ("Rachel Kim"). */
  name: string;
  /** A title written before the name in the same element ("Inhaber Jan Köhler"). */
  title?: string;
}

interface Tie {
  found: Found;
  via: PersonVia;
  /** Where the person's phone and profile links may be read (a one-address container), and the name element. */
  container?: Node;
  nameEl?: Node;
  pos: number;
}

/**
 * The name without a word its heading sets apart in an element of its own at the end ("<h3>Anna
 * Weber <span class="badge">Neu</span></h3>") when the address is spelled without it and what is
 * left is a name; a surname set in bold ("Anna <b>Weber</b>", "Ole Martin <b>Brekke</b>") stays.
 */
function withoutBadge(name: NameCandidate, local: string): string {
  const kids = (name.el.children ?? []).filter(isElement);
  const last = kids[kids.length - 1];
  if (last === undefined) return name.name;
  const word = textOf(last);
  if (word === '' || !name.name.endsWith(` ${word}`)) return name.name;
  const rest = personNameIn(name.name.slice(0, -word.length - 1));
  return rest !== null && localPartFits(local, rest) ? rest : name.name;
}

const SECTIONING_TAGS = new Set(['article', 'section', 'aside', 'main', 'nav', 'header', 'footer']);

/**
 * A job set in bold or italics at the very start of a block, before a dash or a colon
 * ("<p><strong>Trésorière</strong> – Viticultrice à Rablay, Sandrine …"): the post the block's
 * person holds, as a card's title line would say it.
 */
function leadTitle(block: Node): string | null {
  const children = block.children ?? [];
  const at = children.findIndex((c) => !(c.type === 'text' && collapse(c.data ?? '') === ''));
  const first = children[at];
  if (!isElement(first) || !['strong', 'b', 'em', 'i'].includes(tagOf(first))) return null;
  const after = children[at + 1];
  if (after?.type !== 'text' || !/^\s*[–—:-]\s/u.test(after.data ?? '')) return null;
  // (Its colon and spaces taken off the end by a loop: a regex anchored at the end retries from every position.)
  const text = collapse(textOf(first));
  let end = text.length;
  while (end > 0 && (text[end - 1] === ':' || text[end - 1] === ' ')) end--;
  const title = text.slice(0, end);
  return title !== '' && words(title).length <= 8 && isInlineTitle(title) ? title : null;
}

/** The heading (h1-h6) `el` is or is inside (within two parents), else `el`. */
function headingAround(el: Node): Node {
  let n: Node | null | undefined = el;
  for (let i = 0; i < 3 && isElement(n); i++, n = n.parent) if (/^h[1-6]$/u.test(tagOf(n))) return n;
  return el;
}

/**
 * Whether `container` is within `limit` parents of `from`, or farther only through a page
 * builder's <div> wrappers: no section of the page (<article>, <section>, <aside>) on the way.
 */
function withinReach(from: Node, container: Node, limit: number): boolean {
  if (hops(from, container) <= limit) return true;
  for (let p = from.parent; isElement(p); p = p.parent) {
    if (SECTIONING_TAGS.has(tagOf(p))) return false;
    if (p === container) return true;
  }
  return false;
}

/** How many parents up from `n` its ancestor `to` is. */
function hops(n: Node, to: Node): number {
  let k = 0;
  for (let p = n.parent; p !== null && p !== undefined && p !== to; p = p.parent) k++;
  return k + 1;
}

/**
 * Whether the text beside a card's name says something else than a job: a contact or channel
 * label ("Kontakt"), the languages someone speaks ("Parle anglais et allemand"), or whose
 * relative they are ("und ihre Tochter Lisa", "Mutter von Beat").
 */
function saysNoJob(text: string): boolean {
  return isContactLabel(text) || isChannelLabel(text) || speaksLanguage(words(text)) || isKinship(text);
}

/**
 * The title without the company's own name after it ("Practice Manager at Corrib", "Head Nurse
 * at Corrib Veterinary Hospital", "Managing Director of Hopfenhaus"): where someone works is no
 * part of the job. The tail must be words of the site's own names only, capitalised, the first
 * no job or department word ("Head of Sales" on Sales Partners' site keeps its area); the
 * prepositions and articles are running text's (prose.ts withoutOwnComplement).
 */
/** The node right before `block` among its siblings, past blank text (an element, or text with words). */
function nodeBefore(block: Node): Node | undefined {
  const siblings = block.parent?.children ?? [];
  let k = siblings.indexOf(block) - 1;
  while (k >= 0 && !isElement(siblings[k]) && (siblings[k]?.type !== 'text' || (siblings[k]?.data ?? '').trim() === '')) k--;
  return siblings[k];
}

/**
 * Whether a bio names someone else in full: a clear name of at most three words with no word of
 * the person's own. (Capitalised words that are no one else: the person called again, "Reach
 * Sione at", a people's name, "Te Āti Awa", a panel's of four words, "Wellington Urban Design
 * Panel", a job opening a sentence, "Chief Engineer, Trawl Doors". The address is spelled from the
 * person's name where this is asked, so a name missed here cannot take it.)
 */
function namesOthers(text: string, name: string): boolean {
  const own = new Set(words(name).map(fold));
  return namesMentioned(text).some((n) => !words(n).some((w) => own.has(fold(w))) && words(n).length <= 3 && isClearName(n) && !isInlineTitle(n));
}

/**
 * Complements after a job that say where the text stands, not what the job is, folded: "of the
 * house" (the firm itself, as its own name would be) and "for the job" (the project the text is
 * about).
 */
const CONTEXT_COMPLEMENTS = [
  'da casa', 'de la casa', 'della casa', 'de casa', 'of the house', 'des hauses', 'de la maison', 'du domaine', 'van het huis',
  'for the job', 'for the project', 'for this project', 'on the project', 'on this project', 'pour le projet', 'per il progetto', 'para el proyecto', 'voor het project', 'für das projekt',
].map(fold);

/** "O tanoeiro da casa, Rui Mendonça", "Tom Whitcombe, project architect for the job,": the job without them, where what is left is a job. */
function withoutContext(title: string): string {
  const folded = fold(title);
  const tail = CONTEXT_COMPLEMENTS.find((c) => folded.endsWith(` ${c}`));
  if (tail === undefined) return title;
  const ws = title.trim().split(/\s+/u);
  const head = ws.slice(0, ws.length - tail.split(' ').length).join(' ');
  return isInlineTitle(head) || isAgentTitle(head) ? head : title;
}

function withoutOwnName(title: string, own: ReadonlySet<string>): string {
  if (own.size === 0) return title;
  // The firm's name after a comma, as a label line writes where the person works ("Practice
  // Manager & COLP, Harcourt Pryce Solicitors"): no part of the job.
  const comma = title.lastIndexOf(', ');
  if (comma > 0) {
    const words = title.slice(comma + 2).split(/\s+/u);
    // (The own names' words of four letters or more: "&", "and", "AS" are anyone's.)
    const tail = words.map((w) => fold(w.replace(/[^\p{L}'’-]+/gu, ''))).filter((w) => w.length >= 4);
    const head = title.slice(0, comma);
    if (words.length <= 5 && tail.length > 0 && tail.every((w) => own.has(w)) && /^\p{Lu}/u.test(words[0] ?? '') && isInlineTitle(head)) return head;
  }
  const ws = title.split(/\s+/u);
  for (let k = ws.length - 2; k >= 1; k--) {
    if (!OWN_PREPOSITIONS.has(fold(ws[k] ?? ''))) continue;
    let start = k + 1;
    if (start < ws.length - 1 && OWN_ARTICLES.has(fold(ws[start] ?? ''))) start++;
    const tail = ws.slice(start).map((w) => w.replace(/[^\p{L}'’-]+/gu, ''));
    const first = fold(tail[0] ?? '');
    if (tail.length > 4 || !/^\p{Lu}/u.test(tail[0] ?? '') || isTitleWord(first) || isDepartmentWord(first)) return title;
    // (Not a common noun of the firm's name alone: "Deputy Head of Chambers" at Fenwick Court Chambers.)
    if (!tail.every((w) => own.has(fold(w))) || tail.every((w) => GENERIC_FIRM_WORDS.has(fold(w)))) return title;
    // Two words of the job at least before it, as in running text (prose.ts withoutOwnComplement):
    // "responsabile di Acme" (Acme's head) stays whole.
    const head = withoutTrailingPunctuation(ws.slice(0, k).join(' '));
    return k >= 2 && isInlineTitle(head) ? head : title;
  }
  return title;
}

/** The text without spaces, commas and dashes at its end (a loop: a regex anchored at the end is quadratic on long runs). */
function withoutTrailingPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && /[\s,–-]/u.test(text[end - 1] ?? '')) end--;
  return text.slice(0, end);
}

function localOf(address: string): string {
  return address.slice(0, address.lastIndexOf('@'));
}

/** Whether the local part is spelled from the first word or words of a heading ("adopciones" of "Adopciones y casas de acogida", "jutjatpau" of "Jutjat de Pau"). */
function namedAfterHeading(local: string, heading: string): boolean {
  const target = fold(local).replace(/[^a-z]/g, '');
  const ws = words(heading).filter((w) => w.length >= 3 && !isFunctionWord(w));
  if (target.length < 4 || ws.length === 0 || ws.length > 8) return false;
  return target === ws[0] || target === ws.slice(0, 2).join('') || (ws[0]!.length >= 5 && target.startsWith(ws[0]!));
}

/**
 * An element the page classes as the position, written as a job and one more sentence saying its
 * field ("Podólogo. Biomecánica y plantillas a medida"): the markup says the whole is the position.
 * The first sentence a job, ten words at most, no digit, no name.
 */
function jobThenSentence(text: string): boolean {
  const t = collapse(text).replace(/\.$/u, '');
  const stop = t.indexOf('. ');
  if (stop < 0 || t.indexOf('. ', stop + 2) >= 0 || /\d/u.test(t) || words(t).length > 10) return false;
  const job = t.slice(0, stop);
  return (isInlineTitle(job) || isAgentTitle(job)) && personNameIn(t.slice(stop + 2)) === null;
}

export class VisibleReader {
  readonly out: Candidate[] = [];
  /** Name elements that already gave a person. */
  private readonly usedNames = new Set<Node>();
  private readonly done = new Set<string>();

  constructor(private readonly page: Page) {}

  run(): Candidate[] {
    this.fromAddresses();
    this.fromPersonClasses();
    this.fromTitleColonBlocks();
    return this.out;
  }

  /** `local`: the card's address's local part, so that a heading-class name it is spelled from counts as clearly a name. */
  private names(container: Node, local?: string): NameCandidate[] {
    const out: NameCandidate[] = [];
    for (const el of this.page.descendants(container)) {
      const cls = classOf(el);
      // An item's heading written as a title class ("summary-title", "card-title"; Squarespace's
      // summary blocks) holding a clear name is the card's name, as a heading would be.
      const headingName = ITEM_HEADING_CLASS_RE.test(cls) && isClearHeadingName(textOf(el), local);
      if (!NAME_TAGS.has(tagOf(el)) && !(NAME_CLASS_RE.test(cls) && !NOT_NAME_CLASS_RE.test(cls)) && !headingName) continue;
      // The parts of a name already read ("<div class="names"><span class="fname">Lies</span>
      // <span class="lname">Van den Bossche</span></div>") are that name, not more names.
      if (out.some((c) => this.page.within(el, c.el))) continue;
      // A family-name part alone is no name: it is read with the given-name part before it.
      if (FAMILY_PART_CLASS_RE.test(cls) && !GIVEN_PART_CLASS_RE.test(cls)) continue;
      const text = GIVEN_PART_CLASS_RE.test(cls) ? withFamilyPart(el) : textOf(el);
      const both = personNameIn(text) === null ? (titleThenName(text) ?? this.nameThenTitleChild(el)) : null;
      const name = both?.name ?? personNameIn(text);
      if (name === null || this.page.isOrgName(name)) continue;
      if (!out.some((c) => fold(c.name) === fold(name))) out.push(both === null ? { el, text, name } : { el, text, name, title: both.title ?? undefined });
    }
    return out;
  }

  private title(container: Node, name: NameCandidate): string | null {
    const page = this.page;
    if (name.title !== undefined) {
      // A trade written before the name in its heading is the person's qualification, as an
      // honorific is; a job line under the heading is the post ("Diakon Peter Hoffmann" /
      // "Diakon mit Zivilberuf"), as for "Tischlermeister Bernd Vogelsang – Inhaber" on one line.
      const lines = textLines(container).lines.map(collapse).filter((l) => l !== '');
      const at = lines.indexOf(collapse(name.text));
      const under = at >= 0 ? (lines[at + 1] ?? '') : '';
      // (So is any job line right under a heading whose title is one word before the name:
      // "Professor, dr.jur. Henrik Skov" / "Of counsel".)
      return name.title !== null && under !== '' && isTitleLine(under) && (fold(under).startsWith(fold(name.title)) || !name.title.includes(' ')) ? under : name.title;
    }
    for (const el of page.descendants(container)) {
      if (!TITLE_CLASS_RE.test(classOf(el)) || page.within(el, name.el) || page.within(name.el, el)) continue;
      if (page.addressesIn(el).length > 0) continue;
      const text = textOf(el);
      if (text !== '' && fold(text) !== fold(name.text) && personNameIn(text) === null && (titleShaped(text) || isInlineTitle(text) || jobThenSentence(text))) return text;
    }
    const lines = textLines(container).lines;
    const at = lines.findIndex((l) => l === name.text || l.startsWith(`${name.text} `) || l.startsWith(`${name.text},`));
    if (at < 0) return null;
    // The card's address or phone written on the name's line after the title ("<strong>Julien
    // Perrault</strong> <small>CEO &amp; cofondateur</small> <a …>julien@…</a>") ends the title.
    const whole = lines[at] ?? '';
    const first = findAddressesInText(whole)[0];
    const line = first !== undefined && first.index > name.text.length ? collapse(whole.slice(0, first.index)) : whole;
    if (line !== name.text) {
      // "<strong>Rachel Kim</strong>, DDS, Practice Owner": post-nominals after the name are not the title.
      const parts = line.slice(name.text.length).replace(/^[\s,:|–—-]+/, '').split(',');
      while (parts.length > 1 && isPostNominal(parts[0] ?? '')) parts.shift();
      const rest = collapse(parts.join(','));
      if (saysNoJob(rest)) return null;
      return titleShaped(rest) ? rest : null;
    }
    for (const next of lines.slice(at + 1)) {
      if (fold(next) === fold(name.text) || isPostNominal(next)) continue;
      if (findAddressesInText(next).length > 0 || /\[\s*email\s*protected\s*\]/i.test(next) || isPhoneLike(next)) continue;
      // Only the structure says this line is a title: not one that reads as something else, a
      // "Label: value" line ("Sprachen: Deutsch, Englisch") or one with a year or a number ("Seit
      // 2015 im Team"), unless it holds a job-title word.
      const other = /\d/.test(next) || /^[^:]{1,40}:\s/.test(next);
      if (saysNoJob(next)) return null;
      if (titleShaped(next) && !looksLikePersonName(next) && personNameIn(next) === null && (!other || isInlineTitle(next))) return next;
      return jobWithField(next) ?? this.titleAbove(lines, at);
    }
    return this.titleAbove(lines, at);
  }

  /**
   * A card's title written above the name, the card's first line ("<p class="eyebrow">VP Sales,
   * EMEA</p><h3>Joost van der Meer</h3>"): only a job with a job-title word, no name, no label.
   */
  private titleAbove(lines: readonly string[], at: number): string | null {
    const above = at === 1 ? collapse(lines[0] ?? '') : '';
    return isTitleLine(above) && !isDepartmentHeader(above) ? above : null;
  }

  /**
   * A name element whose name and title are two inline parts ("<h3>Anna Weber <small>Geschäftsführerin</small></h3>",
   * "<h3><span>Jonas Berg</span> <span>Vertriebsleiter</span></h3>"): the text before the last
   * child element is the name, that child's text the title when it reads as one (not a profile
   * link's "LinkedIn" or a badge's "Neu").
   */
  private nameThenTitleChild(el: Node): Found | null {
    const kids = (el.children ?? []).filter(isElement);
    const last = kids[kids.length - 1];
    if (last === undefined || (el.children ?? []).indexOf(last) < (el.children ?? []).length - 1 - 1) return null;
    const titleText = textOf(last);
    const whole = textOf(el);
    if (titleText === '' || !whole.endsWith(titleText)) return null;
    // The lookbehind starts the trailing run where it starts (retried from each position it was quadratic).
    const name = personNameIn(whole.slice(0, whole.length - titleText.length).replace(/(?<![\s,|–—-])[\s,|–—-]+$/u, ''));
    if (name === null || personNameIn(titleText) !== null) return null;
    // A badge or a link's word after a name ("Neu", "LinkedIn") is no title: a job-title word or a title class says it is.
    const isTitle = tagOf(last) !== 'a' && titleShaped(titleText) && (isInlineTitle(titleText) || TITLE_CLASS_RE.test(classOf(last)));
    return { name, title: isTitle ? titleText : null };
  }

  /**
   * A person's own page: its one <h1> is a name the address is built from ("<h1>Dr. Anna Weber</h1>"
   * with anna.weber@ in the page's contact box), read when nothing nearer tied the address; the
   * title is what a card's would be under that heading.
   */
  /**
   * The one person of the address's block (or the element up to two levels around it) whose name
   * the address is spelled from in full, given and family name ("Diretora técnica: Dra. Paula
   * Neves" / "Farmacêutica adjunta: Dra. Joana Ribeiro" / "Contacto da direção técnica:
   * paula.neves@"): the address says whose it is, though a label or another line stands between
   * them. Each line is read alone by the line forms; exactly one line may give such a name, with
   * a job.
   */
  private spelledInBlock(block: Node | undefined, local: string): Tie | null {
    const page = this.page;
    if (block === undefined || isRoleAddress(local)) return null;
    // Tables and definition lists tie by their own rules (containers.ts).
    for (let p: Node | null | undefined = block; isElement(p); p = p.parent) if (STRUCTURE_TAGS.has(tagOf(p))) return null;
    let container: Node | null | undefined = block;
    for (let level = 0; level <= 2 && isElement(container); level++) {
      if (level > 0) container = parentBeyondWrappers(container as Node);
      if (!isElement(container) || NOT_CONTAINER.has(tagOf(container)) || (level > 0 && !withinReach(block, container, level))) return null;
      const lines = textLines(container).lines;
      if (lines.length > 12) return null;
      const hits: Found[] = [];
      for (const line of lines) {
        if (findAddressesInText(line).length > 0) continue;
        const found = recordBeforeAddress([line, ''], false, local);
        // (A name by the lists too, beside a title on its line: "Ufficio Tecnico – Lavori Pubblici"
        // spells lavoripubblici@ as well as a person's name would.)
        if (found !== null && localPartNames(local, found.name) && (isClearName(found.name) || found.title === null) && !hits.some((h) => h.name === found.name)) hits.push(found);
      }
      if (hits.length > 1) return null;
      const hit = hits[0];
      if (hit === undefined) continue;
      // Only a person whose job the block says, on the name's line or as the heading right before
      // the block: a name with a phrase that is no job ("Keen cyclist") ties less than a structure would.
      const tie: Tie = { found: hit, via: 'line', container: page.addressesIn(container).length === 1 ? container : undefined, pos: page.pos(container) };
      const job = hit.title !== null ? isInlineTitle(hit.title) || isAgentTitle(hit.title) : this.roleHeading(tie) !== null;
      return job ? tie : null;
    }
    return null;
  }

  private profilePage(occ: Occurrence, local: string): Tie | null {
    const page = this.page;
    const h1s = page.elements.filter((el) => tagOf(el) === 'h1' && page.isVisible(el));
    const h1 = h1s[0];
    if (h1s.length !== 1 || h1 === undefined || h1.parent === undefined || h1.parent === null) return null;
    const text = textOf(h1);
    const name = personNameIn(text);
    if (name === null || page.isOrgName(name) || !isClearName(name, local) || !localPartFits(local, name) || isDeskHeading(local, name)) return null;
    const title = this.title(h1.parent, { el: h1, text, name });
    return { found: { name, title }, via: 'card', nameEl: h1, pos: page.pos(h1) };
  }

  private holdsUsedName(container: Node): boolean {
    return this.usedNames.has(container) || this.page.descendants(container).some((el) => this.usedNames.has(el));
  }

  private insideUsedName(el: Node): boolean {
    for (let p = el.parent; p; p = p.parent) if (this.usedNames.has(p)) return true;
    return false;
  }

  private emit(p: ExtractedPerson, nameEl: Node | undefined, pos: number): void {
    if (nameEl !== undefined) this.usedNames.add(nameEl);
    if (p.email !== null) this.done.add(p.email);
    const title = p.title === null ? null : withoutOwnName(p.title, this.page.ownWords);
    this.out.push({ person: { ...p, title }, declared: false, pos });
  }

  /** The previous address's place in the same block (a different address): the line forms start after it. */
  private previousInBlock(block: Node, index: number, occ: Occurrence): Mark | undefined {
    const page = this.page;
    for (let k = index - 1; k >= 0; k--) {
      const o = page.occurrences[k];
      if (o === undefined || !page.within(o.text?.node ?? o.node, block)) return undefined;
      if (o.address !== occ.address) return markOf(o);
    }
    return undefined;
  }

  /**
   * The card climb (see the file comment, 3); `needTitle` false also gives a clear name without a
   * title. `ownLine`: the address's line up to it; an address introduced by a label of its own
   * ("Copies of past statements: <address>") is the label's, not a card's.
   */
  /** The text of the container's first heading (h1-h6), or null. */
  private headingOf(container: Node): string | null {
    for (const el of this.page.descendants(container)) if (/^h[1-6]$/.test(tagOf(el))) return textOf(el);
    return null;
  }

  private card(occ: Occurrence, ownLine: string, needTitle: boolean): Tie | null {
    const page = this.page;
    // Running text before the address ("Louise er veterinærsygeplejerske … Skriv til louise@"):
    // a bio card, read below only when the address is spelled from the card's one name.
    const bio = !onlyNoiseBefore(ownLine);
    const local = localOf(occ.address);
    let container: Node | null | undefined = occ.node;
    for (let level = 1; level <= 4; level++) {
      container = container === null || container === undefined ? undefined : parentBeyondWrappers(container);
      if (!isElement(container) || NOT_CONTAINER.has(tagOf(container))) break;
      const addresses = page.addressesIn(container);
      const names = this.names(container, local);
      if (names.length > 1) break;
      const name = names[0];
      // A fourth level only for a heading's name over a picture and a text of paragraphs (TYPO3's
      // "text and images" element: header, then the gallery and the text side by side), its one
      // address spelled from that name.
      if (level === 4 && (name === undefined || !/^h[2-6]$/u.test(tagOf(headingAround(name.el))) || addresses.length !== 1 || !localPartFits(local, name.name))) break;
      // A card holding a second address (a desk's beside the person's: "Invio file STL:
      // scansioni@") is still the person's card for the address spelled from their name, and only
      // for that one.
      // (Without a name yet, the climb goes on: the name may be the card's heading above.)
      if (name === undefined) continue;
      if (isDeskHeading(local, name.name)) continue;
      if (addresses.length > 1 && !(localPartFits(local, name.name) && addresses.every((a) => a === occ.address || !localPartFits(localOf(a), name.name)))) break;
      if (bio) return this.bioCard(container, name, local, occ, needTitle);
      const title = this.title(container, name) ?? this.bio(container, name, local)?.role ?? null;
      if (title === null && (needTitle || !isClearName(name.name, local))) continue;
      // A heading clear only by the address spelled from it, over a text naming someone else
      // ("<h2>Jutjat de Pau</h2><p>Jutge de pau: Sr. Ramon Pujol Esteve …</p><p>jutjatpau@</p>"):
      // an office named like its mailbox, not a person.
      if (title === null && !isClearName(name.name) && namesMentioned(textOf(container)).some((n) => fold(n) !== fold(name.name) && isClearName(n))) continue;
      // A mailbox named after the card's heading, the desk's topic, is the desk's, not the person's
      // under it ("Adopciones y casas de acogida" / "Rocío Martín Lara" / "Gerente" / adopciones@),
      // unless the address is spelled from the person's name.
      const heading = this.headingOf(container);
      if (heading !== null && fold(heading) !== fold(name.text) && namedAfterHeading(local, heading) && !localPartFits(local, name.name)) return null;
      // Reached past wrappers only (more than 3 elements up): a page builder's card of <div>s, not
      // a page's sections (<article>, <section>, <aside>) under its <h1>, and tied by a title or
      // by the address spelled from the name; a clear name alone that far up may be the page's
      // heading over someone else's mailbox.
      if (level < 4 && hops(occ.node, container) > 3 && (!withinReach(occ.node, container, 3) || tagOf(name.el) === 'h1' || (title === null && !localPartFits(localOf(occ.address), name.name)))) continue;
      return { found: { name: withoutBadge(name, localOf(occ.address)), title }, via: 'card', container, nameEl: name.el, pos: page.pos(name.el) };
    }
    return null;
  }

  /**
   * A card whose heading is one person's name and whose text is their bio, the address in a
   * sentence of it ("<h4>Louise Dam</h4><p>Louise er veterinærsygeplejerske … Skriv til louise@</p>"):
   * the person's when the address is spelled from that name (a given-name mailbox counts) and the
   * text names no one else in full; the title is the card's title element or line, else what the
   * bio says the person is (prose.ts bioRole).
   */
  private bioCard(container: Node, name: NameCandidate, local: string, occ: Occurrence, needTitle: boolean): Tie | null {
    const page = this.page;
    if (hops(occ.node, container) > 3 && !withinReach(occ.node, container, 3)) return null;
    const bio = this.bio(container, name, local);
    if (bio === null) return null;
    const title = this.title(container, name) ?? bio.role;
    if (title === null && needTitle) return null;
    return { found: { name: withoutBadge(name, local), title }, via: 'card', container, nameEl: name.el, pos: page.pos(name.el) };
  }

  /**
   * A card's text about its one person (bioCard): null unless the address is spelled from the
   * heading's name and the text names no one else in full; `role`, what the text says the person is.
   */
  private bio(container: Node, name: NameCandidate, local: string): { role: string | null } | null {
    if (!/^h[2-6]$|^strong$|^b$/.test(tagOf(name.el)) || !spelledFromName(local, name.name)) return null;
    const text = textLines(container)
      .lines.filter((l) => fold(l) !== fold(name.text))
      .join('\n');
    if (namesOthers(text, name.name)) return null;
    return { role: bioRole(text, name.name, this.page.ownWords) };
  }

  /**
   * An address alone in its block, as page builders write each line as a paragraph of its own
   * (Wix, Squarespace, Elementor text widgets: "<p>Sofia Rinaldi</p><p>Art Director</p><p><address></p>"):
   * the line forms read over the enclosing element, up to 2 levels up, from the previous address
   * in it (a wall, as in a block) or its start to the address, at most 6 lines; a label before the
   * address in its own block ("Kontakt: <address>") is a wall too. Outside tables and definition
   * lists, whose structure ties by its own rules.
   */
  private stacked(occ: Occurrence, index: number, block: Node | undefined, own: readonly string[], local: string): Tie | null {
    const page = this.page;
    const plain = (l: string) => onlyNoiseBefore(l) || isTitleLine(l);
    // A label of what to write about before the address in its own block ("Ordini e preventivi:
    // <address>") is a wall, unless the address is spelled from the name above (checked below):
    // "davide@" under "Davide Colombo – Titolare" is his whatever the label says.
    const ownLast = collapse(own[own.length - 1] ?? '');
    const topic = !plain(ownLast) && /^[^:\d@]{3,40}:$/u.test(ownLast) && personNameIn(ownLast.slice(0, -1)) === null && !isInlineTitle(ownLast.slice(0, -1)) ? ownLast : null;
    // (A sentence about the person under the job line is read past: "Associate" / "Lena joined us from …".)
    if (block === undefined || !own.slice(0, -1).every((l, i) => plain(l) || isBioUnderJob(l, own.slice(0, i).filter((o) => o !== '').pop() ?? '')) || (own.length > 0 && !plain(own[own.length - 1] ?? '') && topic === null)) return null;
    // Tables and definition lists tie by their own rules (containers.ts): no reading across their cells.
    for (let p: Node | null | undefined = occ.node; isElement(p); p = p.parent) if (STRUCTURE_TAGS.has(tagOf(p))) return null;
    let container: Node | null | undefined = block;
    for (let level = 1; level <= 2; level++) {
      container = container === null || container === undefined ? undefined : parentBeyondWrappers(container);
      if (!isElement(container) || (NOT_CONTAINER.has(tagOf(container)) && tagOf(container) !== 'body') || !withinReach(block, container, level)) return null;
      // From the previous address in the element (a wall, as in a block): a grid of people written
      // heading, title, address, heading, title, address reads each person up to their own address.
      const read = linesBetween(container, this.previousInBlock(container, index, occ), markOf(occ)).filter((l) => l !== '');
      const lines = topic !== null && collapse(read[read.length - 1] ?? '') === topic ? read.slice(0, -1) : read;
      if (lines.every((l) => onlyNoiseBefore(l))) continue;
      // A contact block is a few lines; more is a page section, whose last lines are not a record.
      if (lines.length > 6) return null;
      const found = recordBeforeAddress(lines, false, local);
      // Lines in separate blocks tie more loosely than one block's: the name must be clearly one
      // ("Stiftungsaufsicht: Landesdirektion Sachsen" above "E-Mail: <address>" is not), and where
      // the element holds other addresses too, the address must be spelled from it (a person's
      // paragraphs followed by the studio's and the jobs mailbox give neither her name).
      // Clear by the lists, or, with a title under it, by the address spelled from it (a given-name
      // mailbox: "taavi@" of Taavi Sepp, an Estonian name no list holds).
      if (found === null || !(isClearName(found.name, local) || (found.title !== null && spelledFromName(local, found.name)))) return null;
      if ((topic !== null || page.addressesIn(container).length > 1) && !localPartFits(local, found.name)) return null;
      // A mailbox named after the block's heading, the desk's topic, is the desk's, not the person's
      // under it ("Adopciones y casas de acogida" / "Rocío Martín Lara" / "Gerente" / adopciones@;
      // "Jutjat de Pau" / … / jutjatpau@), unless the address is spelled from the person's name.
      if (namedAfterHeading(local, lines[0] ?? '') && !localPartFits(local, found.name)) return null;
      // (Past a topic label, only a record that says a job: a name with a phrase after it may be anyone's.)
      if (topic !== null && !(found.title !== null && (isInlineTitle(found.title) || isAgentTitle(found.title)))) return null;
      return { found, via: 'line', container, pos: page.pos(container) };
    }
    return null;
  }

  /**
   * A mailto link whose text is its owner's name ("Kontakt: <a href="mailto:anna.weber@…">Anna
   * Weber</a>, Geschäftsführerin"): the name is the link's text when the address is spelled from it
   * (a name on a role mailbox's link, "Sekretariat: <a …sekretariat@>Petra Lang</a>", is not
   * taken); the title is what the line forms give with that name in place of the address, or the
   * segment right after the link on its line when it holds a job-title word ("– Sales Manager").
   */
  private linkName(occ: Occurrence, block: Node | undefined, before: readonly string[], local: string): Tie | null {
    const page = this.page;
    if (occ.text !== undefined || tagOf(occ.node) !== 'a' || block === undefined) return null;
    const text = textOf(occ.node);
    if (findAddressesInText(text).length > 0) return null;
    const name = nameIn(text);
    if (name === null || page.isOrgName(name) || !localPartFits(local, name)) return null;
    const lines = before.filter((l) => l !== '');
    const last = lines.length > 0 ? `${lines[lines.length - 1] ?? ''} ${name}` : name;
    const found = recordBeforeAddress([...lines.slice(0, -1), last], true, local);
    let title = found !== null && found.name === name ? found.title : null;
    if (title === null) {
      const after = linesBetween(block, markOf(occ), { node: { type: 'text' } })[0] ?? '';
      const segs = segmentsOf(`x${after}`);
      const next = segs[1];
      if (segs[0]?.text === 'x' && /[,(–—|:/-]/.test(segs[0]?.sep ?? '') && next !== undefined && isInlineTitle(next.text) && personNameIn(next.text) === null) title = next.text;
    }
    return { found: { name, title }, via: 'line', container: page.addressesIn(block).length === 1 ? block : undefined, pos: page.pos(occ.node) };
  }

  /**
   * The paragraph right before the address's block, when the address's line is the block's first
   * and that paragraph is a sibling of the same kind (<p> after <p>): running text goes on across
   * it ("<p>… run by Pau Ferrer, head of people …</p><p>Questions? Write to Pau: <address></p>").
   */
  private paragraphBefore(block: Node | undefined, lines: readonly string[]): string | undefined {
    const page = this.page;
    if (block === undefined || lines.filter((l) => l !== '').length !== 1) return undefined;
    const prev = nodeBefore(block);
    if (!isElement(prev) || page.hasBlockInside.has(prev) || !page.isVisible(prev) || page.insideStructured(prev)) return undefined;
    // A heading that is a person's clear name right before a bio that calls them by the given
    // name ("<h4>Louise Dam</h4><p>Louise er veterinærsygeplejerske hos os … ld@</p>"): the
    // heading names who the paragraph is about, as a sentence before it would.
    if (/^h[2-6]$/.test(tagOf(prev))) {
      const name = personNameIn(textOf(prev));
      return name !== null && name === collapse(textOf(prev)) && isClearName(name) ? `${name}.` : undefined;
    }
    if (tagOf(prev) !== tagOf(block)) return undefined;
    return textOf(prev);
  }

  /** 1-8 of the file comment, around each address at an allowed domain. */
  private fromAddresses(): void {
    const page = this.page;
    // Blocks where an address was already read, and how often each address was: the same address
    // again in the same block says nothing new, and a page repeating one address thousands of
    // times must not be read thousands of times (each reading walks the address's block).
    const readIn = new Map<string, Set<Node | undefined>>();
    page.occurrences.forEach((occ, index) => {
      if (this.done.has(occ.address) || !page.allowedAddress(occ.address) || page.insideStructured(occ.node)) return;
      if (!page.shows(occ)) return;
      const block = closestBlock(occ.node);
      const seen = readIn.get(occ.address) ?? new Set<Node | undefined>();
      if (seen.has(block) || seen.size >= MAX_READINGS) return;
      seen.add(block);
      readIn.set(occ.address, seen);
      const local = occ.address.slice(0, occ.address.lastIndexOf('@'));
      const lines = block === undefined ? [] : linesBetween(block, this.previousInBlock(block, index, occ), markOf(occ));
      // The address's own line, up to the address (a line break is a wall for running text).
      const line = lines[lines.length - 1] ?? '';
      const oneAddressBlock = block !== undefined && page.addressesIn(block).length === 1 ? block : undefined;
      const at = (found: Found | null, via: PersonVia): Tie | null =>
        found === null ? null : { found, via, container: oneAddressBlock, pos: page.pos(block ?? occ.node) };

      const fromLine = at(recordBeforeAddress(lines.filter((l) => l !== ''), false, local), 'line');
      const fromProse = (): Tie | null => at(proseBeforeAddress(line, local, this.paragraphBefore(block, lines), page.ownWords), 'prose');
      const containerTie = (): Tie | null => {
        const list = fromDefinitionList(page, occ);
        if (list !== null) return at(list, 'list');
        const row = fromTableRow(page, occ);
        return row === null ? null : at(row, 'table');
      };
      const withTitle = (t: Tie | null): Tie | null => (t !== null && t.found.title !== null ? t : null);
      let headedTie: Tie | null | undefined;
      const headedBio = (): Tie | null => (headedTie === undefined ? (headedTie = this.headedBio(block, local)) : headedTie);
      let stackedTie: Tie | null | undefined;
      const stacked = (): Tie | null => (stackedTie ??= this.stacked(occ, index, block, lines, local));
      // A line's name that is not clearly one ("Schwerpunkt Kardiologie" of "Tierärztin, Schwerpunkt
      // Kardiologie" above the address in a <dd>) gives way to the list's or the row's own record.
      const clearLine = fromLine !== null && isClearName(fromLine.found.name, local) ? withTitle(fromLine) : null;
      // A one-word trade before the name on the line ("Schreinermeister Markus Brandt") gives way to
      // the post a definition list's term says for that person ("<dt>Werkstattleitung</dt>").
      const trade = clearLine !== null && clearLine.found.title !== null && !clearLine.found.title.includes(' ') && lines.some((l) => fold(l).startsWith(fold(`${clearLine.found.title} ${clearLine.found.name}`)));
      const listed = trade ? containerTie() : null;
      const tie =
        this.linkName(occ, block, lines, local) ??
        (listed !== null && clearLine !== null && listed.found.name === clearLine.found.name && listed.found.title !== null ? listed : null) ??
        clearLine ??
        containerTie() ??
        withTitle(fromLine) ??
        this.card(occ, line, true) ??
        withTitle(stacked()) ??
        withTitle(fromProse()) ??
        withTitle(headedBio()) ??
        fromLine ??
        this.card(occ, line, false) ??
        stacked() ??
        fromProse() ??
        headedBio() ??
        (block === undefined ? null : at(proseAfterAddress(this.lineAfter(block, occ), local, page.ownWords), 'prose')) ??
        this.spelledInBlock(block, local) ??
        this.profilePage(occ, local);
      if (tie === null || page.isOrgName(tie.found.name)) return;
      // Only an address that could be the person's own (names.ts ownsAddress): a desk's or a
      // colleague's mailbox written next to a name is not that name's, however close they sit.
      // Or the mailbox of the person's job (names.ts namedAfterJob: "Tóth Judit, a vendéglátásért
      // felelős, vendeglatas@", "Adatvédelmi kérdések: Molnár Réka, …, adatvedelem@"); or, in a
      // definition list's group, a table's row or a person's card (one name, one address, walled
      // from the others: "Kiss Dániel / lepárlókezelő / fozde@"), any mailbox that is neither a
      // role's nor spelled from someone else's name: the structure gives it to that person.
      if (!ownsAddress(local, tie.found.name) && !this.jobMailbox(local, tie, line)) return;
      const c = tie.container;
      // The site's own name after a person's ("Anna Weber, Acme Robotics") is where she works, not her title.
      const trimmed = tie.found.title === null ? null : withoutOwnName(withoutContext(tie.found.title), page.ownWords);
      const said = trimmed !== null && page.isOrgName(trimmed) ? null : trimmed;
      // A job heading over the person's block says the post where the line under the name gives a
      // field with no job in it ("<h3>Müügijuht</h3><p><b>Helen Oja</b><br>Konverentsid, seminarid ja grupimajutus<br>…").
      const heading = said === null || !(isInlineTitle(said) || isAgentTitle(said)) ? this.roleHeading(tie) : null;
      const title = heading ?? said;
      this.emit(
        person({
          name: tie.found.name,
          title,
          email: occ.address,
          phone: c === undefined ? null : page.phoneIn(c),
          sameAs: c === undefined ? [] : page.profileLinksIn(c),
          via: tie.via,
        }),
        tie.nameEl,
        tie.pos,
      );
    });
  }

  /**
   * A paragraph right after a heading that is one person's name, the address in it, as team pages
   * are written as headings and bios with no card around each ("<h3>Michael Reid</h3><p>Michael
   * is co-founder and Managing Director … His email is <address></p><h3>Sione Fifita</h3>…"): the
   * heading's person's, when the address is spelled from that name (credentials after it in the
   * heading read past) and the paragraph names no one else in full; the title is what the bio
   * says the person is (prose.ts bioRole), as a card's bio would.
   */
  private headedBio(block: Node | undefined, local: string): Tie | null {
    const page = this.page;
    if (block === undefined || page.addressesIn(block).length !== 1) return null;
    const heading = nodeBefore(block);
    if (!isElement(heading) || !/^h[2-6]$/.test(tagOf(heading)) || !page.isVisible(heading)) return null;
    const written = collapse(textOf(heading));
    const name = personNameIn(written);
    if (name === null || !spelledFromName(local, name) || !isClearName(name, local)) return null;
    const rest = written.slice(written.indexOf(name) + name.length).replace(/^[\s,]+/u, '');
    if (!written.startsWith(name) || (rest !== '' && !isPostNominal(rest) && !isUnlistedCredential(rest))) return null;
    const text = textOf(block);
    if (namesOthers(text, name)) return null;
    return { found: { name, title: leadTitle(block) ?? bioRole(text, name, page.ownWords) }, via: 'card', container: block, nameEl: heading, pos: page.pos(heading) };
  }

  /** The address's line after the address, up to the next address on it. */
  private lineAfter(block: Node, occ: Occurrence): string {
    const line = linesBetween(block, markOf(occ), { node: { type: 'text' } })[0] ?? '';
    const next = findAddressesInText(line)[0];
    return next === undefined ? line : line.slice(0, next.index);
  }

  /** Whether the tie gives the person a mailbox not built from their name (see fromAddresses). */
  private jobMailbox(local: string, tie: Tie, line: string): boolean {
    if (spelledFromOtherName(local, tie.found.name)) return false;
    // A role mailbox on a person's own card (one name, one address) named after the job that card
    // gives ("Horváth Lili / címketervező és marketing / marketing@"): the card says whose desk it
    // is, as a Person's structured data does (structured.ts).
    // (Or a staff table's row named after the whole job in it: "President | Jordi Soler |
    // presidencia@"; "Vertriebsleiter | … | vertrieb@" is the sales desk's.)
    if (isRoleAddress(local)) return (tie.via === 'card' && tie.container !== undefined && namedAfterJob(local, tie.found.title)) || (tie.via === 'table' && namedAfterWholeJob(local, tie.found.title));
    if (tie.via === 'list' || tie.via === 'table' || (tie.via === 'card' && tie.container !== undefined)) return true;
    const label = /^\s*([^:\d]{3,40}):\s/u.exec(line)?.[1];
    return namedAfterJob(local, tie.found.title) || namedAfterJob(local, label) || (tie.container !== undefined && namedAfterJob(local, this.headingOver(tie.container)));
  }

  /**
   * A job written as the heading right before a block of one person and one address, when the
   * block gives no title ("<h4>Rektor</h4><p>Eva Lund<br>0910-73 44 01<br><address></p>",
   * "<li><h4>Kommunalsjef teknisk</h4><p>Ole-Martin Strand<br>…</p></li>"): the heading says
   * what that one person is, as a "Title: Name" label would. Only the element right before the
   * block, a heading with a job-title word (or of at most three words with an agent noun) and no
   * name, not a contact label.
   */
  private roleHeading(tie: Tie): string | null {
    const block = tie.container;
    if (block === undefined || (tie.via !== 'line' && tie.via !== 'card')) return null;
    const siblings: Node[] = block.parent?.children ?? [];
    let k = siblings.indexOf(block) - 1;
    while (k >= 0 && !isElement(siblings[k]) && (siblings[k]?.data ?? '').trim() === '') k--;
    const prev = siblings[k];
    if (!isElement(prev) || !/^h[2-6]$/.test(tagOf(prev)) || !this.page.isVisible(prev)) return null;
    const text = collapse(textOf(prev));
    // (Or a job no list holds, by its agent noun, as the heading: "Burgemeester", "Sognepræst".)
    return isTitleLine(text) || (/^\p{Lu}/u.test(text) && words(text).length <= 3 && isAgentTitle(text) && !isDepartmentHeader(text) && personNameIn(text) === null) ? text : null;
  }

  /**
   * The heading right over a block of one person and one address, within its section: a shop's,
   * a branch's or a service's name ("<h3>Belvárosi bolt</h3> … <p>Boltvezető: Nagy Eszter<br>
   * belvaros@</p>"; "<h3>Rendezvények</h3><p>Horváthné Kiss Anna, ügyvezető<br>rendezveny@</p>").
   * A mailbox named after it is the desk that person runs. Nothing past another address (another
   * record's), no page heading (h1), and at most two levels up.
   */
  private headingOver(block: Node): string | undefined {
    const page = this.page;
    let at: Node | null | undefined = block;
    for (let level = 0; level < 3 && at !== null && at !== undefined; level++) {
      const siblings: Node[] = at.parent?.children ?? [];
      for (let k = siblings.indexOf(at) - 1; k >= 0; k--) {
        const sib = siblings[k];
        if (!isElement(sib)) continue;
        // The page's own heading (h1) names what the whole page is about (a branch's page:
        // "Tūī Pharmacy Ponsonby" … "Pharmacist Manager: David Chen, ponsonby@"): a mailbox named
        // after it is the branch's, not its manager's. A section's heading names one desk.
        if (tagOf(sib) === 'h1') return undefined;
        if (/^h[2-6]$/.test(tagOf(sib))) return page.isVisible(sib) ? textOf(sib) : undefined;
        if (page.addressesIn(sib).length > 0 || SECTIONING_TAGS.has(tagOf(sib))) return undefined;
      }
      at = at.parent;
      if (at !== null && at !== undefined && SECTIONING_TAGS.has(tagOf(at))) return undefined;
    }
    return undefined;
  }

  /** People without an address: person/member/team/card/profile/staff elements with one name and a title, innermost first. */
  private fromPersonClasses(): void {
    const page = this.page;
    const cards = page.elements.filter((el) => PERSON_CLASS_RE.test(classOf(el)) && !NOT_CONTAINER.has(tagOf(el)));
    for (const card of cards.reverse()) {
      if (page.insideStructured(card) || !page.isVisible(card)) continue;
      if (this.holdsUsedName(card)) continue;
      const addresses = page.addressesIn(card);
      if (addresses.length > 1) continue;
      const names = this.names(card);
      const name = names[0];
      if (names.length !== 1 || name === undefined) continue;
      const title = this.title(card, name);
      if (title === null) continue;
      const address = addresses[0];
      // The card's one address, when it could be the person's own (not a desk's or an assistant's mailbox).
      const email = address !== undefined && page.allowedAddress(address) && ownsAddress(localOf(address), name.name) ? address : null;
      this.emit(
        person({ name: name.name, title, email, phone: page.phoneIn(card), sameAs: page.profileLinksIn(card), via: 'card' }),
        name.el,
        page.pos(name.el),
      );
    }
  }

  /** "Geschäftsführer: Jürgen Müller" blocks without an address. */
  private fromTitleColonBlocks(): void {
    const page = this.page;
    for (const el of page.elements) {
      if (!TITLE_BLOCK_TAGS.has(tagOf(el)) || page.insideStructured(el) || !page.isVisible(el)) continue;
      if (page.hasBlockInside.has(el)) continue;
      if (page.addressesIn(el).length > 0 || this.holdsUsedName(el) || this.insideUsedName(el)) continue;
      const text = textOf(el);
      if (text.length > 120) continue;
      const found = titleColonNames(text);
      if (found === null) continue;
      for (const name of found.names) {
        if (page.isOrgName(name)) continue;
        this.emit(person({ name, title: found.title, via: 'line' }), el, page.pos(el));
      }
    }
  }
}

