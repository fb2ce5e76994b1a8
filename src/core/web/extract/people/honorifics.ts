/**
 * Honorifics and post-nominals: the words written around a name that are not part of it
 * ("Dr. Rachel Kim, DDS", "Prof. Dr. med. Hannelore Vogt", "mr. drs. Sanne Bakker",
 * "Dott.ssa Giulia Bianchi", "dr hab. inż. Jan Nowak", "Marta Kowalczyk, PhD").
 *
 * Prefixes, in the languages the crawler reads (en, de, fr, es, it, pt, nl, ca, sv, no, da, pl),
 * are compared without their dots and case ("Dr", "dr.", "DR." are one); the few that are also
 * an initial, a word or a name when written otherwise must be written exactly so: "M." and "D."
 * (Monsieur, Don: with the dot, and only before a name of two words that does not start with an
 * initial, so "D. J. Smith" keeps its initial), "Me" (Maître), "Hr."/"Fr." (Herr/Frau, Danish
 * hr.), "DI" (Austrian Diplom-Ingenieur), "Pan"/"Pani" (Polish). A "Dr"/"Prof" may be followed by
 * its faculty ("Dr. med. dent.", "Dr. rer. nat.", "dr hab.") and any "Dipl.-X." degree by its
 * school ("Dipl.-Ing. (FH)").
 *
 * Post-nominals are compared case-sensitively without dots or spaces ("Ph.D." and "PhD" are one,
 * "Ma" in "Jack Ma" is not "M.A."), at the end of the name, after a comma or not.
 */
import { collapse } from './text.js';

/** Prefixes compared without dots, in lower case. */
const PREFIXES = new Set([
  // en
  'dr', 'prof', 'mr', 'mrs', 'ms', 'mx', 'miss', 'sir', 'dame', 'rev', 'revd', 'hon',
  // de, at, ch
  'herr', 'herrn', 'frau', 'mag', 'maga', 'magª', 'ing', 'dipl', 'drin', 'profin', 'priv-doz', 'pd',
  // fr
  'mme', 'mmes', 'mlle', 'mlles', 'pr',
  // es, ca, pt
  'sr', 'sra', 'srta', 'sres', 'dra', 'dña', 'dª', 'doña', 'lic', 'lcdo', 'lcda', 'eng', 'engº', 'engª', 'enga', 'engo',
  'arq', 'exmo', 'exma',
  // it
  'dott', 'dottssa', 'dotssa', 'drssa', 'avv', 'arch', 'geom', 'rag', 'sig', 'sigra', 'signa', 'profssa', 'profª',
  // nl
  'mr', 'drs', 'ir', 'dhr', 'mevr', 'mw', 'bc',
  // sv, no, da
  'fru',
  // pl
  'mgr', 'inż', 'inz', 'lek', 'mec', 'hab',
]);

/** Prefixes that must be written exactly so (see the file comment). */
const EXACT_PREFIXES = new Set(['M.', 'D.', 'Me', 'Mᵉ', 'Hr.', 'Fr.', 'DI', 'Pan', 'Pani', /* sv, no, da: "Tekn. dr", "Fil. dr" */ 'Tekn.', 'Fil.', 'Ekon.', 'Jur.', 'Med.']);
/** Of those, the ones that could be an initial or a word: only before two more words, not an initial. */
const AMBIGUOUS_PREFIXES = new Set(['M.', 'D.', 'Me', 'Pan', 'Pani']);

/** A doctor's or professor's faculty, written after "Dr."/"Prof." in lower case ("Dr. med. dent."). */
const FACULTIES = new Set([
  'med', 'dent', 'vet', 'rer', 'nat', 'pol', 'oec', 'soc', 'phil', 'jur', 'iur', 'theol', 'paed', 'techn', 'sc',
  'mont', 'agr', 'habil', 'hab', 'hc', 'h', 'c', 'mult', 'ing', 'publ', 'inż',
]);

/** Post-nominals, without dots or spaces, exactly as written. */
const POST_NOMINALS = new Set([
  // medicine and care
  'MD', 'DO', 'DDS', 'DMD', 'DC', 'OD', 'DPM', 'DVM', 'VMD', 'RDH', 'RN', 'BSN', 'MSN', 'NP', 'APRN', 'CRNA', 'LPN',
  'PA', 'PA-C', 'DPT', 'PT', 'OT', 'OTR', 'PharmD', 'MPH', 'FAGD', 'MAGD', 'FACS', 'FACP', 'FRCS', 'FRCP', 'FRCSEd',
  'MRCP', 'MRCS', 'MBBS', 'MBChB', 'FRACS', 'LCSW', 'MSW',
  // degrees
  'PhD', 'DPhil', 'EdD', 'DBA', 'JD', 'LLM', 'LLB', 'LLD', 'MBA', 'EMBA', 'MSc', 'BSc', 'MA', 'BA', 'MS', 'BS', 'MEng',
  'BEng', 'MFA', 'MEd', 'BEd', 'MPA', 'MPhil', 'MRes', 'BBA', 'MLIS', 'DSc', 'BFA', 'BArch', 'MArch', 'BMus', 'MMus',
  'BCom', 'MCom', 'BPharm', 'MSocSc', 'BSocSc', 'MEcon', 'MAcc', 'MFin', 'MSt', 'MLitt',
  // professions and honours
  'Esq', 'CPA', 'CFA', 'CFP', 'CMA', 'ACCA', 'ACA', 'FCA', 'CA', 'PE', 'PEng', 'CEng', 'PMP', 'AIA', 'FAIA', 'RIBA',
  'EA', 'CIA', 'CFE', 'CISA', 'ChFC', 'CLU', 'CIPD', 'FCCA', 'CTA', 'ATT',
  'MBE', 'OBE', 'CBE', 'KBE', 'QC', 'KC',
]);

function prefixKey(token: string): string {
  return token.normalize('NFC').toLowerCase().replace(/\./g, '');
}

/** Whether one word is an honorific prefix (any of the forms above, exact ones included). */
export function isHonorific(token: string): boolean {
  if (EXACT_PREFIXES.has(token)) return true;
  const key = prefixKey(token);
  return PREFIXES.has(key) || key.startsWith('dipl-') || key.startsWith('dr-') || /^dipl[\p{L}]*$/u.test(key);
}

/** Whether a part written after a name ("DDS", "Ph. D.", "M.Sc.") is a post-nominal. */
export function isPostNominal(part: string): boolean {
  const key = part.normalize('NFC').replace(/[.\s]/g, '');
  if (key !== '' && POST_NOMINALS.has(key)) return true;
  const words = part.trim().split(/\s+/);
  // A degree and where it was earned ("MSc ETH", "PhD EPFL"); a Swiss or German diploma after the
  // name ("dipl. Informatiker HF", "Dipl.-Ing. FH").
  if (words.length > 1 && POST_NOMINALS.has((words[0] ?? '').replace(/\./g, '')) && words.slice(1).every((w) => /^[A-Z]{2,5}$/.test(w))) return true;
  // (Lower-case "dipl." and a school's capitals at the end: "Dipl.-Ing. Katrin Hoffmeister" is a
  // name with its prefix, not a diploma after one.)
  if (words.length > 2 && words.length <= 4 && /^dipl\./.test(words[0] ?? '') && /^[A-Z]{2,4}$/.test(words[words.length - 1] ?? '')) return true;
  // Memberships written together with slashes ("SAR/MSA", "RIBA/ARB"): capitals only, never a title.
  return /^[A-Z]{2,6}(?:\/[A-Z]{2,6})+$/.test(key);
}

function isInitial(token: string): boolean {
  return /^\p{Lu}\.$/u.test(token);
}

/** A degree's school in parentheses after a Dipl./Mag./Ing. title: "(FH)", "(TU)", "(Univ.)". */
function isSchoolNote(token: string): boolean {
  return /^\((?:FH|TU|TH|BA|DH|HTL|Univ\.?|Uni)\)$/.test(token);
}

/**
 * `text` without the honorifics before it and the post-nominals after it, whitespace collapsed
 * ("Prof. Dr. med. Hannelore Vogt" -> "Hannelore Vogt", "Dr. Rachel Kim, DDS" -> "Rachel Kim").
 * What remains may be empty or a single word: honorifics alone are not a name.
 */
export function stripHonorifics(text: string): string {
  // Post-nominals: trailing comma-separated parts ("Kim, DDS, MS"), then trailing words ("Ortiz MBA").
  const parts = collapse(text).split(',');
  while (parts.length > 1 && isPostNominal(parts[parts.length - 1] ?? '')) parts.pop();
  // An honorific and its faculty written together ("Dr.med.vet.") read as separate words; other
  // dotted runs ("A.B." initials) stay as written.
  const tokens = parts
    .join(',')
    .split(' ')
    .flatMap((t) => {
      if (!/^(?:\p{L}{1,6}\.){2,}$/u.test(t)) return [t];
      const pieces = t.split(/(?<=\.)/u);
      return isHonorific(pieces[0] ?? '') ? pieces : [t];
    })
    .filter((t) => t !== '');
  while (tokens.length > 1) {
    const last = tokens[tokens.length - 1] ?? '';
    const two = tokens.length > 2 ? `${tokens[tokens.length - 2] ?? ''}${last}` : '';
    if (two !== '' && /\.$/.test(tokens[tokens.length - 2] ?? '') && isPostNominal(two)) tokens.splice(-2, 2);
    else if (isPostNominal(last)) tokens.pop();
    else break;
  }
  // Prefixes, with a doctor's faculty and a degree's school.
  let i = 0;
  let afterDoctor = false;
  while (i < tokens.length) {
    const t = tokens[i] ?? '';
    if (afterDoctor && /^\p{Ll}/u.test(t) && FACULTIES.has(prefixKey(t).replace(/-/g, ''))) {
      i++;
      continue;
    }
    if (isSchoolNote(t) && i > 0) {
      i++;
      continue;
    }
    if (!isHonorific(t)) break;
    if (AMBIGUOUS_PREFIXES.has(t) && (tokens.length - i - 1 < 2 || isInitial(tokens[i + 1] ?? ''))) break;
    const key = prefixKey(t);
    // A licentiate takes a faculty too ("lic. oec.", "lic. phil.", Swiss usage).
    afterDoctor = key === 'dr' || key === 'prof' || key.startsWith('dr-') || key === 'drin' || key === 'pd' || key === 'lic';
    i++;
  }
  return tokens.slice(i).join(' ');
}
