/**
 * Tables and definition lists: containers whose structure ties a name to an address.
 *
 * Tables: the address's row (<tr>) must hold that one address. With a header row (<th> cells:
 * "Name", "Funktion", "E-Mail", "Nom", "Cargo", "Stilling" ...), the name is the Name column's
 * cell and the title the Title column's; without one, the row's one cell that reads as a name
 * whose first word is a given name (a cell of lines, "Anna Gruber" <br> "Rezeption", read as a
 * name with its title under it), and its one cell with a job-title word or, failing that, its cell
 * in a column whose other rows hold titles and never a name (a column whose header
 * reads as a name's, "Contact", but that holds the address itself counts as no Name column). A two-column table of
 * label and value rows ("Ansprechpartner | Anna Weber", "E-Mail | <address>"), every label
 * saying what its value is, is read as one record.
 *
 * Definition lists: the address's group (the terms and descriptions from one run of <dt> to the
 * next, or a <div> wrapping them) must hold that one address and exactly one name:
 * <dt>Name, Title</dt><dd><address></dd>, <dt>Title</dt><dd>Name · <address></dd>,
 * <dt>Label</dt><dd>Name</dd><dd>Title</dd><dd><address></dd>. When the address's group names
 * nobody, the whole list holds only that address and every term says what its values are, the
 * list is one record (<dt>Name</dt><dd>…</dd><dt>Funktion</dt><dd>…</dd><dt>E-Mail</dt><dd>…</dd>).
 * Words after the name in its own item without a job-title word (a degree: "Ruben Jacobs, bachelor
 * accountancy") give way to another item of the record that is a title with one.
 * A group or a row is a wall: a neighbour's name is never taken.
 */
import { recordBeforeAddress, type Found } from './lines.js';
import { isClearName, personNameIn, spelledFromName } from './names.js';
import { attr, isElement, linesBetween, markOf, tagOf, textLines, textOf, type Node, type Occurrence, type Page } from './page.js';
import { collapse, fold, words } from './text.js';
import { isGivenName } from '../../../identity/given-names.js';
import { familyFirstHeader, hasTitleWord, headerKind, titleUnderHeader, isAgentTitle, isDepartmentHeader, isChannelLabel, isContactLabel, isInlineTitle, isPhoneLike, titleShaped } from './titles.js';

function ancestor(n: Node, tags: ReadonlySet<string>, stop: ReadonlySet<string>): Node | undefined {
  for (let p: Node | null | undefined = n; p; p = p.parent) {
    if (!isElement(p)) return undefined;
    const t = tagOf(p);
    if (tags.has(t)) return p;
    if (stop.has(t)) return undefined;
  }
  return undefined;
}

function elementChildren(n: Node): Node[] {
  return (n.children ?? []).filter(isElement);
}

const CELL = new Set(['td', 'th']);
const ROW = new Set(['tr']);
const TABLE = new Set(['table']);
const LIST_ITEM = new Set(['dt', 'dd']);
const DL = new Set(['dl']);

/** The first sentence of a text when it is a job alone: six words at most, a job word, no digit, no name. */
function leadingJob(text: string): string | null {
  const t = collapse(text);
  const stop = t.indexOf('. ');
  // (A sentence's end, not an abbreviation's: "specjalista ds. kadr i płac" goes on in lower case.)
  if (stop < 0 || !/^\p{Lu}/u.test(t.slice(stop + 2))) return null;
  const job = t.slice(0, stop);
  if (words(job).length > 6 || /\d/u.test(job) || isContactLabel(job) || personNameIn(job) !== null) return null;
  return isInlineTitle(job) || isAgentTitle(job) ? job : null;
}

function isNoiseText(text: string): boolean {
  return text === '' || (/\d/.test(text) && !numberInTitle(text)) || isChannelLabel(text) || isPhoneLike(text);
}

/**
 * Whether the digits in a short text are part of a title as written ("3D-modelleerija", "Lærling,
 * 3. år", "B2B-Vertrieb"), not a street number, postcode or phone: no run of three digits or more,
 * and no number standing alone at either end ("Hauptstraße 5", "5 rue des Lilas").
 */
function numberInTitle(text: string): boolean {
  const tokens = text.trim().split(/\s+/);
  const alone = (t: string | undefined): boolean => t !== undefined && /^\d+[\p{L}]?[.,]?$/u.test(t);
  // An ordinal before a job ("1. Vorsitzende", "2. Bürgermeister") is the title's own.
  const ordinal = tokens.length >= 2 && /^\d{1,2}\.$/u.test(tokens[0] ?? '') && isInlineTitle(tokens.slice(1).join(' '));
  return !/\d{3}/.test(text) && (ordinal || !alone(tokens[0])) && !alone(tokens[tokens.length - 1]);
}

/** One term or description (or a label/value cell) of a record. */
interface Item {
  /** The term this value is under (a <dt>'s or a row header's text), when there is one. */
  key: string | null;
  lines: string[];
  term: boolean;
}

/** The one name (and title) a record's items give, or null (see the file comment). */
function fromItems(items: readonly Item[]): Found | null {
  const names: string[] = [];
  let recordTitle: string | null = null;
  const titles: string[] = [];
  // Whether the record's title was a one-word trade written before the name, and the first term that is a title.
  let tradeFirst = false;
  let termTitle: string | undefined;
  // Items read as a name that is not clearly one ("Tierärztin, Schwerpunkt Kleintiere": two
  // capitalised nouns), kept aside: beside an item that clearly names someone, they are a title.
  const unclear: { name: string; text: string; title: string | null }[] = [];
  const addName = (n: string): void => {
    if (!names.some((x) => fold(x) === fold(n))) names.push(n);
  };
  for (const item of items) {
    const text = item.lines.join(' ').trim();
    if (text === '') continue;
    const kind = item.key === null ? null : headerKind(item.key);
    if (kind === 'channel') continue;
    if (kind === 'name') {
      const found = recordBeforeAddress(item.lines, true);
      if (found !== null) {
        addName(found.name);
        recordTitle ??= found.title;
      }
      continue;
    }
    if (kind === 'title') {
      if (titleShaped(text)) titles.push(text);
      continue;
    }
    const found = recordBeforeAddress(item.lines, true);
    if (found !== null && !item.term && !isClearName(found.name) && isInlineTitle(text)) {
      unclear.push({ name: found.name, text, title: found.title });
      continue;
    }
    if (found !== null) {
      addName(found.name);
      if (recordTitle === null && found.title !== null) {
        recordTitle = found.title;
        tradeFirst = !found.title.includes(' ') && fold(text).startsWith(fold(`${found.title} ${found.name}`));
      }
      continue;
    }
    // A description whose first line is a job and the rest its phone ("rehtori<br>puh. …<br><address>"): the job.
    // (A job by its agent noun too, a compound of one ESCO names: "havnebetjent" of betjent.)
    const first = item.lines[0] ?? '';
    if (!item.term && item.lines.length > 1 && item.lines.slice(1).every(isNoiseText) && (isInlineTitle(first) || isAgentTitle(first)) && !isContactLabel(first)) {
      titles.push(first);
      continue;
    }
    // A description opening with the job as a sentence of its own, then a line about the person
    // ("<dt>Owen Pryce</dt><dd>Firmware Lead. Keeps the firmware small … <address></dd>"): the job.
    const lead = item.term ? null : leadingJob(text);
    if (lead !== null) {
      titles.push(lead);
      continue;
    }
    // A term that is no label ("Gerent", "Mestre torrador") or a description under a plain term is a title.
    if (headerKind(text) !== null || isContactLabel(text) || isNoiseText(text) || !titleShaped(text)) continue;
    if (item.term || item.key === null || isContactLabel(item.key) || headerKind(item.key) === null) {
      titles.push(text);
      if (item.term) termTitle ??= text;
    }
  }
  // A trade written before the name ("<dt>Werkstattleitung</dt><dd>Schreinermeister Markus
  // Brandt</dd>") is the person's qualification, as an honorific is; the term says the post.
  if (tradeFirst && termTitle !== undefined && words(termTitle).length === 1 && isInlineTitle(termTitle)) recordTitle = termTitle;
  if (names.length === 0 && unclear.length === 1) {
    addName((unclear[0] as { name: string }).name);
    recordTitle ??= (unclear[0] as { title: string | null }).title;
  } else if (titleShaped(unclear[0]?.text ?? '')) titles.unshift(...unclear.map((u) => u.text));
  if (names.length !== 1) return null;
  // Words after the name in its own item that hold no job-title word ("Ruben Jacobs, bachelor
  // accountancy-fiscaliteit": a degree) give way to an item of the record that is a title with one
  // ("Medewerker loonadministratie").
  if (recordTitle !== null && !isInlineTitle(recordTitle)) recordTitle = titles.find(isInlineTitle) ?? recordTitle;
  // (Of several, the one with a job word: "<dt>Musiklinjen</dt><dd>David Nilsson</dd><dd>Kursansvarig, musiklinjen</dd>".)
  return { name: names[0] as string, title: recordTitle ?? titles.find(isInlineTitle) ?? titles[0] ?? null };
}

function distinctAddresses(page: Page, els: readonly Node[]): Set<string> {
  const out = new Set<string>();
  for (const el of els) for (const a of page.addressesIn(el, 2)) out.add(a);
  return out;
}

/** Items of a record's elements, the one holding the address read up to it. */
function itemsOf(els: readonly { el: Node; term: boolean; key: string | null }[], occ: Occurrence, page: Page): Item[] {
  return els.map(({ el, term, key }) => {
    const holds = page.within(occ.text?.node ?? occ.node, el);
    const lines = holds ? linesBetween(el, undefined, markOf(occ)).filter((l) => l !== '') : textLines(el).lines;
    return { key, lines, term };
  });
}

// ---------------------------------------------------------------------------------------------
// Definition lists
// ---------------------------------------------------------------------------------------------

/** The dt/dd entries of a list in order, with their group (a <div> wrapper, or a run from one <dt> to the next). */
function listEntries(dl: Node): { el: Node; term: boolean; group: number }[] {
  const out: { el: Node; term: boolean; group: number }[] = [];
  let group = 0;
  let lastWasDd = false;
  for (const child of elementChildren(dl)) {
    const t = tagOf(child);
    if (t === 'div') {
      group++;
      for (const inner of elementChildren(child)) {
        const it = tagOf(inner);
        if (it === 'dt' || it === 'dd') out.push({ el: inner, term: it === 'dt', group });
      }
      group++;
      lastWasDd = false;
      continue;
    }
    if (t !== 'dt' && t !== 'dd') continue;
    if (t === 'dt' && lastWasDd) group++;
    out.push({ el: child, term: t === 'dt', group });
    lastWasDd = t === 'dd';
  }
  return out;
}

/** Keys: each description's nearest term before it in `entries`. */
function keyed(entries: readonly { el: Node; term: boolean }[]): { el: Node; term: boolean; key: string | null }[] {
  let key: string | null = null;
  return entries.map((e) => {
    if (e.term) {
      key = textOf(e.el);
      return { ...e, key: null };
    }
    return { ...e, key };
  });
}

export function fromDefinitionList(page: Page, occ: Occurrence): Found | null {
  const item = ancestor(occ.node, LIST_ITEM, DL);
  if (item === undefined) return null;
  const dl = ancestor(item, DL, new Set(['body']));
  if (dl === undefined) return null;
  const entries = listEntries(dl);
  const mine = entries.find((e) => e.el === item);
  if (mine === undefined) return null;
  const group = entries.filter((e) => e.group === mine.group);
  if (distinctAddresses(page, group.map((e) => e.el)).size === 1) {
    const found = fromItems(itemsOf(keyed(group), occ, page));
    if (found !== null) return found;
  }
  // The whole list as one labelled record ("Name", "Funktion", "E-Mail"), when it holds only this
  // address and every term is such a label: a list of people is never read as one.
  if (distinctAddresses(page, [dl]).size !== 1 || !entries.every((e) => !e.term || headerKind(textOf(e.el)) !== null)) return null;
  return fromItems(itemsOf(keyed(entries), occ, page));
}

// ---------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------

function cellsOf(row: Node): Node[] {
  return elementChildren(row).filter((c) => CELL.has(tagOf(c)));
}

function rowsOf(table: Node): Node[] {
  const out: Node[] = [];
  const visit = (n: Node): void => {
    for (const c of elementChildren(n)) {
      const t = tagOf(c);
      if (t === 'tr') out.push(c);
      else if (t === 'thead' || t === 'tbody' || t === 'tfoot') visit(c);
    }
  };
  visit(table);
  return out;
}

/** "Rossi Mario" -> "Mario Rossi", "De Luca Maria" -> "Maria De Luca": the last word to the front when it is a given name and the first is not. */
function givenNameFirstOf(name: string): string {
  const tokens = name.split(' ');
  const last = tokens[tokens.length - 1] ?? '';
  if (tokens.length < 2 || !isGivenName(last) || isGivenName(tokens[0] ?? '')) return name;
  return [last, ...tokens.slice(0, -1)].join(' ');
}

function spans(cell: Node): boolean {
  return Number(attr(cell, 'colspan') ?? '1') > 1;
}

export function fromTableRow(page: Page, occ: Occurrence): Found | null {
  const cell = ancestor(occ.node, CELL, TABLE);
  if (cell === undefined) return null;
  const row = ancestor(cell, ROW, TABLE);
  const table = row === undefined ? undefined : ancestor(row, TABLE, new Set(['body']));
  if (row === undefined || table === undefined) return null;
  const cells = cellsOf(row);
  const rows = rowsOf(table);

  // Label | value rows: a record over the whole table.
  const first = cells[0];
  // A person's card as a table whose first row's label is the job ("Główna księgowa | Agnieszka
  // Lewandowska", "Telefon | …", "E-mail | <address>"): read as the lines "Job: Name", … up to
  // the address, when every other label says what its value is and the table holds one address.
  if (cells.length === 2 && first !== undefined && first !== cell && rows.length <= 6 && distinctAddresses(page, [table]).size === 1) {
    const pairs = rows.map((r) => cellsOf(r)).filter((c) => c.length === 2);
    const job = pairs[0]?.[0];
    const others = pairs.slice(1);
    if (pairs.length === rows.length && job !== undefined && headerKind(textOf(job)) === null && (isInlineTitle(textOf(job)) || isAgentTitle(textOf(job))) && others.every(([k]) => k !== undefined && headerKind(textOf(k)) !== null)) {
      const at = pairs.findIndex(([, v]) => v === cell);
      const lines = pairs.slice(0, at + 1).map(([k, v], i) => `${textOf(k as Node)}: ${i === at ? '' : textOf(v as Node)}`);
      const found = recordBeforeAddress(lines, true);
      if (found !== null && found.title !== null && isClearName(found.name)) return found;
    }
  }
  if (cells.length === 2 && first !== undefined && first !== cell && (tagOf(first) === 'th' || headerKind(textOf(first)) !== null)) {
    // Every row's label must say what its value is ("Ansprechpartner", "Funktion", "E-Mail").
    const labelled = rows.every((r) => {
      const k = cellsOf(r)[0];
      return cellsOf(r).length === 2 && k !== undefined && headerKind(textOf(k)) !== null;
    });
    if (!labelled || distinctAddresses(page, [table]).size !== 1) return null;
    const els: { el: Node; term: boolean; key: string | null }[] = [];
    for (const r of rows) {
      const [k, v] = cellsOf(r);
      if (k === undefined || v === undefined) continue;
      els.push({ el: v, term: false, key: textOf(k) });
    }
    return fromItems(itemsOf(els, occ, page));
  }

  if (distinctAddresses(page, [row]).size !== 1) return null;
  // A header row of <th> cells, or a first row of <td> cells written as one ("Gruppe | Leder |
  // E-post" in a page builder's table): short labels, no address, one of them a known header.
  const header =
    rows.find((r) => r !== row && cellsOf(r).length > 0 && cellsOf(r).every((c) => tagOf(c) === 'th')) ??
    (rows[0] !== undefined && rows[0] !== row && isHeaderRow(page, rows[0]) ? rows[0] : undefined);
  const headerCells = header === undefined ? [] : cellsOf(header);
  const columns = headerCells.length === cells.length && ![...headerCells, ...cells].some(spans) ? headerCells.map((h) => headerKind(textOf(h))) : [];
  const others = cells.filter((c) => c !== cell);

  let name: string | null = null;
  let title: string | null = null;
  let roleHeader = '';
  // A column whose header reads as a name's ("Contact") but holds the address itself is the
  // channel column of a table of people ("Trustee | Role | Contact"): the name is in another cell.
  const headed = columns.indexOf('name');
  const nameColumn = headed >= 0 && cells[headed] === cell && recordBeforeAddress(linesBetween(cell, undefined, markOf(occ)), true) === null ? -1 : headed;
  if (nameColumn >= 0) {
    const nameCell = cells[nameColumn];
    const cellLines = nameCell === undefined ? [] : nameCell === cell ? linesBetween(cell, undefined, markOf(occ)) : textLines(nameCell).lines;
    // (The row's address spells a name no list holds: "Enginyer Pere Rossell" | … | pere.rossell@.)
    const found = nameCell === undefined ? null : (clearNameLine(cellLines, occ) ?? recordBeforeAddress(cellLines, true, occ.address.slice(0, occ.address.lastIndexOf('@'))));
    if (found === null) return null;
    // A column headed family name first ("Cognome e nome", "Nachname, Vorname") holds "Rossi Mario".
    const header = headerCells[nameColumn];
    name = header !== undefined && familyFirstHeader(textOf(header)) ? givenNameFirstOf(found.name) : found.name;
    title = found.title;
  } else {
    // No Name column: the row's one cell that is clearly a name. A cell of lines ("Anna Gruber"
    // <br> "Rezeption") is read as a record: the name, then the title under it.
    const local = occ.address.slice(0, occ.address.lastIndexOf('@'));
    const found = others
      .map((c) => ({ cell: c, record: cellRecord(c) }))
      // (Clear by the lists, or by the row's address spelled from it, a given-name mailbox
      // included: "Lindiwe Zulu | lindiwe@", a name no list holds.)
      .filter((x): x is { cell: Node; record: Found } => x.record !== null && (isClearName(x.record.name, local) || (x.record.name.includes(' ') && spelledFromName(local, x.record.name))));
    const [only] = found;
    if (found.length !== 1 || only === undefined) return null;
    name = only.record.name;
    title = only.record.title;
    const over = columns.length > 0 ? headerCells[cells.indexOf(only.cell)] : undefined;
    roleHeader = over === undefined ? '' : textOf(over);
  }
  // A column headed as the title whose cells hold the names ("Filiale | Leitung | | E-Mail": the
  // head of each shop) is the name column, not the title column.
  // A job's column before a department's ("Dział | Osoba | Stanowisko | E-mail").
  const titleColumns = columns.flatMap((k, at) => (k === 'title' ? [at] : []));
  const headedTitle = titleColumns.find((at) => !isDepartmentHeader(textOf(headerCells[at] as Node))) ?? titleColumns[0] ?? -1;
  const inTitleColumn = headedTitle >= 0 ? personNameIn(textOf(cells[headedTitle] as Node)) : null;
  const titleColumn = inTitleColumn !== null && isClearName(inTitleColumn, occ.address.slice(0, occ.address.lastIndexOf('@'))) ? -1 : headedTitle;
  if (titleColumn >= 0) {
    // A column headed as the title says it for the row: it wins over words after the name in the
    // name's cell ("Dott. Paolo Galli, FT, OMPT" | "Fisioterapista, titolare").
    // A number there is part of the title as written ("Lærling, 3. år"), a phone number is not.
    const text = textOf(cells[titleColumn] as Node);
    if (titleShaped(text) && !isPhoneLike(text) && !isChannelLabel(text) && titleUnderHeader(textOf(headerCells[titleColumn] as Node), text)) title = text;
  } else if (title === null) {
    // Without a title column: the one other cell, unheaded or headed as a title, that holds a job
    // word and no name ("| Sandra Gerber | Filialleiterin |" under an empty header).
    const open = (c: Node): boolean => {
      const at = cells.indexOf(c);
      return columns.length === 0 || columns[at] === 'title' || (headerCells[at] !== undefined && textOf(headerCells[at] as Node) === '');
    };
    const titles = others.filter(open).map((c) => textOf(c)).filter((t) => personNameIn(t) === null && !isNoiseText(t) && (isInlineTitle(t) || isAgentTitle(t)));
    if (titles.length === 1) title = titles[0] as string;
    else if (titles.length === 0) title = titleColumnCell(rows, row, cells.filter(open), cell);
  }
  // A names column headed by the job its people hold ("Gruppe | Leder | E-post": each group's
  // leader), when nothing else in the row gives a title; a job by its agent noun too, a compound
  // of one ESCO names ("Ploeg | Wegkapitein | E-mail": each ride group's road captain).
  if (title === null && roleHeader !== '' && words(roleHeader).length <= 3 && ((hasTitleWord(roleHeader) && isInlineTitle(roleHeader)) || isAgentTitle(roleHeader)) && !isContactLabel(roleHeader)) title = roleHeader;
  return { name, title };
}

/**
 * In a name column's cell of lines, the line that is clearly a person's name when the cell holds
 * more under it ("Corinne Meier" <br> "Kauffrau EFZ", "Nicolas Dubois" <br> "Bauleiter mit eidg.
 * Fachausweis"): the lines under it are a diploma or a note, not a second name; they are the
 * title only where they are shaped as one and the table has no title column (the caller's).
 */
function clearNameLine(lines: readonly string[], occ: Occurrence): Found | null {
  const rest = lines.filter((l) => l !== '');
  if (rest.length < 2) return null;
  const local = occ.address.slice(0, occ.address.lastIndexOf('@'));
  const name = personNameIn(rest[0] as string);
  if (name === null || !isClearName(name, local)) return null;
  const under = rest.slice(1).join(', ');
  return { name, title: titleShaped(under) && !isPhoneLike(under) && !isNoiseText(under) && !under.includes('@') ? under : null };
}

/** A cell's name and the title on its lines under the name or after it ("Laia Costa, coordinadora de l’escola"), or its text as a name alone. */
function cellRecord(c: Node): Found | null {
  const lines = textLines(c).lines.filter((l) => l !== '');
  if (lines.length > 0) {
    const found = recordBeforeAddress(lines, true);
    if (found !== null) return found;
  }
  const name = personNameIn(textOf(c));
  return name === null ? null : { name, title: null };
}

/**
 * A column of titles without a header: when another row holds a job title (a job word or an agent
 * noun) in the same column and every other row there a title-shaped phrase or nothing, never a
 * name, this row's cell in that column is its title too, job word or not ("Skischulleitung | Lukas
 * Huber", "Kinderskikurse | Anna Gruber"): the column says what its cells are, as a header would.
 */
function titleColumnCell(rows: readonly Node[], row: Node, open: readonly Node[], addressCell: Node): string | null {
  const cells = cellsOf(row);
  const picked: string[] = [];
  for (const c of open) {
    if (c === addressCell) continue;
    const at = cells.indexOf(c);
    const text = textOf(c);
    if (personNameIn(text) !== null || isNoiseText(text) || !titleShaped(text) || headerKind(text) !== null || isContactLabel(text)) continue;
    const column = rows.filter((r) => r !== row && cellsOf(r).length === cells.length).map((r) => textOf(cellsOf(r)[at] as Node));
    if (column.some((t) => t !== '' && (personNameIn(t) !== null || !titleShaped(t) || isNoiseText(t)))) continue;
    if (column.some((t) => !isNoiseText(t) && (isInlineTitle(t) || isAgentTitle(t)))) picked.push(text);
  }
  return picked.length === 1 ? (picked[0] as string) : null;
}

/** A table's first row written as a header in <td> cells: short labels without digits or addresses, one of them a known column header. */
function isHeaderRow(page: Page, row: Node): boolean {
  const cells = cellsOf(row);
  if (cells.length < 2 || page.addressesIn(row).length > 0) return false;
  const texts = cells.map((c) => textOf(c));
  return texts.every((t) => t.length <= 40 && !/\d/.test(t) && words(t).length <= 4) && texts.some((t) => headerKind(t) !== null);
}
