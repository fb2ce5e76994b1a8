/** The header: its names, whether the first record is one, and which column holds which input. */
import { INPUT_FIELDS, type InputField } from '../../core/bulk/kind.js';
import { looksLikeData, looksLikeDomain, looksLikeEmail } from './cells.js';
import { CsvInputError } from './errors.js';
import { CONTENT_SHARE } from './limits.js';
import type { ColumnMapping, CsvInputOptions, CsvLayout, ParsedRecord } from './types.js';

/** Lower case, accents dropped, only letters and digits kept: "E-Mail_Adresse" -> "emailadresse". */
export function normalizeHeaderName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const SYNONYMS: Record<InputField, string[]> = {
  email: [
    'email', 'e-mail', 'mail', 'email address', 'e-mail address', 'mail address', 'emailaddress', 'work email',
    'business email', 'professional email', 'contact email', 'primary email', 'email id',
    'courriel', 'adresse email', 'adresse e-mail', 'adresse mail', 'adresse courriel', 'mel',
    'correo', 'correo electronico', 'email empresa',
    'e-mail-adresse', 'email adresse', 'mailadresse',
    'indirizzo email', 'indirizzo e-mail', 'posta elettronica',
    'endereco de email', 'endereco de e-mail', 'e-mail corporativo',
  ],
  domain: [
    'domain', 'domain name', 'domains', 'website', 'websites', 'web site', 'site', 'url', 'website url', 'web address',
    'homepage', 'company domain', 'company website', 'company url', 'company site', 'web',
    'domaine', 'nom de domaine', 'site web', 'site internet',
    'dominio', 'sitio web', 'pagina web', 'sito', 'sito web',
    'webseite', 'internetseite', 'firmen website',
  ],
  first_name: [
    'first name', 'firstname', 'first', 'given name', 'forename', 'fname',
    'prénom', 'vorname', 'nombre', 'nome', 'primo nome', 'primeiro nome', 'voornaam',
  ],
  last_name: [
    'last name', 'lastname', 'last', 'surname', 'family name', 'lname',
    'nom', 'nom de famille', 'nachname', 'familienname', 'apellido', 'apellidos', 'cognome', 'sobrenome',
    'ultimo nome', 'achternaam',
  ],
  full_name: [
    'name', 'full name', 'fullname', 'contact', 'contact name', 'person', 'person name',
    'nom complet', 'nom et prénom', 'prénom et nom', 'nombre completo', 'nome completo', 'vollständiger name',
  ],
  company: [
    'company', 'company name', 'companyname', 'organization', 'organisation', 'organization name',
    'organisation name', 'org', 'employer', 'account', 'account name', 'business', 'business name',
    'société', 'entreprise', 'nom de la société', "nom de l'entreprise", 'raison sociale',
    'empresa', 'nombre de la empresa', 'compañía', 'firma', 'firmenname', 'unternehmen',
    'azienda', 'nome azienda', 'societa', 'empresa nome', 'bedrijf',
  ],
};

const HEADER_NAMES: ReadonlyMap<string, InputField> = (() => {
  const map = new Map<string, InputField>();
  for (const field of INPUT_FIELDS) {
    for (const synonym of SYNONYMS[field]) {
      const key = normalizeHeaderName(synonym);
      if (!map.has(key)) map.set(key, field);
    }
  }
  return map;
})();

/** The input field a header cell names, if any ("Email 2" counts as "Email"). */
export function headerField(cell: string): InputField | undefined {
  const key = normalizeHeaderName(cell);
  if (key === '') return undefined;
  // `(?<!\d)`: the trailing digits are removed from where their run starts (linear on a long run).
  return HEADER_NAMES.get(key) ?? HEADER_NAMES.get(key.replace(/(?<!\d)\d+$/, ''));
}

/** The header rule; see the overview in index.ts. */
export function detectHeader(first: string[], second: string[] | undefined): boolean {
  if (first.some((cell) => looksLikeEmail(cell) || looksLikeDomain(cell))) return false;
  if (first.some((cell) => headerField(cell) !== undefined)) return true;
  if (first.some(looksLikeData)) return false;
  return second !== undefined && second.some(looksLikeData);
}

export function mapColumns(
  header: string[],
  width: number,
  sample: ParsedRecord[],
  explicit: CsvInputOptions['mapping'],
): { mapping: ColumnMapping; mappedBy: CsvLayout['mappedBy'] } {
  const mapping: ColumnMapping = {};
  const mappedBy: CsvLayout['mappedBy'] = {};
  const claimed = new Set<number>();

  for (const [key, target] of Object.entries(explicit ?? {})) {
    if (target === undefined || target === null) continue;
    if (!(INPUT_FIELDS as readonly string[]).includes(key)) {
      throw new CsvInputError('unmapped', `unknown input field ${JSON.stringify(key)} in the mapping (known: ${INPUT_FIELDS.join(', ')})`);
    }
    const field = key as InputField;
    let column: number;
    if (typeof target === 'number') {
      if (!Number.isInteger(target) || target < 0 || target >= width) {
        throw new CsvInputError('unmapped', `${field} is mapped to column ${target}, which does not exist (the file has ${width} columns, numbered from 0)`);
      }
      column = target;
    } else {
      column = header.indexOf(target);
      if (column < 0) column = header.findIndex((name) => normalizeHeaderName(name) === normalizeHeaderName(target));
      if (column < 0) {
        throw new CsvInputError('unmapped', `${field} is mapped to the column ${JSON.stringify(target)}, which does not exist (the columns are ${quoteList(header)})`);
      }
    }
    mapping[field] = column;
    mappedBy[field] = 'explicit';
    claimed.add(column);
  }

  header.forEach((name, column) => {
    if (claimed.has(column)) return;
    const field = headerField(name);
    if (field === undefined || mapping[field] !== undefined) return;
    mapping[field] = column;
    mappedBy[field] = 'header';
    claimed.add(column);
  });

  const byContent = (field: 'email' | 'domain', test: (cell: string) => boolean, canTake: (column: number) => boolean): void => {
    if (mapping[field] !== undefined) return;
    let best: { column: number; share: number; filled: number } | null = null;
    for (let column = 0; column < width; column++) {
      if (!canTake(column)) continue;
      let filled = 0;
      let matching = 0;
      for (const record of sample) {
        const cell = record.cells[column]?.trim();
        if (!cell) continue;
        filled++;
        if (test(cell)) matching++;
      }
      if (filled === 0) continue;
      const share = matching / filled;
      if (share < CONTENT_SHARE) continue;
      if (best === null || share > best.share || (share === best.share && filled > best.filled)) best = { column, share, filled };
    }
    if (best === null) return;
    for (const other of INPUT_FIELDS) {
      if (mapping[other] === best.column && mappedBy[other] === 'header') {
        delete mapping[other];
        delete mappedBy[other];
      }
    }
    mapping[field] = best.column;
    mappedBy[field] = 'content';
    claimed.add(best.column);
  };
  const headerClaimedBy = (column: number): InputField | undefined =>
    INPUT_FIELDS.find((field) => mapping[field] === column);
  // Emails may take a column a header called "name"/"contact"/"company": names are not emails.
  byContent('email', looksLikeEmail, (column) => {
    const owner = headerClaimedBy(column);
    return owner === undefined || (mappedBy[owner] === 'header' && owner !== 'domain');
  });
  byContent('domain', looksLikeDomain, (column) => !claimed.has(column));
  return { mapping, mappedBy };
}

export function quoteList(names: readonly string[]): string {
  const shown = names.slice(0, 30).map((name) => JSON.stringify(name));
  return shown.join(', ') + (names.length > 30 ? `, ... (${names.length} columns)` : '');
}
