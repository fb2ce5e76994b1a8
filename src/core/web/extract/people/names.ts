/**
 * Persons' names: what reads as one, its parts, and whether an address's local part could be its
 * owner's.
 *
 * A name is 2-4 capitalised words (5 after a given name of the lists; particles such as
 * de/van/von/la/i may come between), letters
 * with accents, hyphens and apostrophes, no digits or punctuation beyond those, and no word that
 * is a label, prose glue, a legal form or a word of company, street or place names; or two CJK
 * words ("田中 裕貴"). Honorifics and post-nominals (honorifics.ts) are taken off first, and never
 * count as a name part. Where the page's structure ties a name to an address only loosely (a name
 * alone on a line, running text), the extractor also wants its first word to be a given name of
 * the real name lists (identity/given-names.ts): that is what tells "Jan Köhler" from
 * "Kessler Maschinenbau" or "Geschäftsstelle Leipzig" without guessing.
 */
import { isGivenName } from '../../../identity/given-names.js';
import { shortFormsOf } from './short-names.js';
import { isRoleAddress } from '../../../mail/role-address.js';
import { isHonorific, isPostNominal, stripHonorifics } from './honorifics.js';
import { collapse, fold } from './text.js';
import { isTitleWord, TITLE_WORD_SET } from './titles.js';

/** Lower-case name particles: allowed inside a name, kept with the family name. */
export const PARTICLES = new Set([
  'de', 'da', 'di', 'del', 'della', 'delle', 'dei', 'degli', 'des', 'du', 'dos', 'das', 'do', 'la', 'le', 'lo',
  'van', 'von', 'der', 'den', 'ter', 'ten', 'te', 'y', 'e', 'i', 'zu', 'af', 'av', 'al', 'el', 'bin', 'ibn', 'ben', 'bint',
  'vom',
  // Welsh patronymics: "ap" (son of), "ferch"/"verch" (daughter of): "Rhys ap Gwilym" (not "ab":
  // German "ab Montag" is a date)
  'ap', 'ferch', 'verch',
]);
// Not "zur"/"zum": in running text they start a phrase ("steht Ihnen Jan Köhler zur Verfügung"),
// and the names that hold them are rare.

/**
 * German nouns after a particle ("von Montag", "vom Vertrieb", "zu Beginn" are no names): a name
 * continues after von/vom/zu only with a word that does not end as abstract nouns do.
 */
export function continuesName(particle: string, next: string): boolean {
  if (!['von', 'vom', 'zu'].includes(particle)) return true;
  return !/(?:ung|heit|keit|schaft|tion|ität|nis|ment|beginn|anfang|ende)$/u.test(fold(next));
}

/** Particles that join two family names ("Garriga i Puig", "García y López"): they do not start the family name. */
export const JOINING_PARTICLES: ReadonlySet<string> = new Set(['y', 'i', 'e']);

/** Legal forms (folded), never a word of a person's name unless written with an accent ("Åsa", not "ASA"). */
const LEGAL_FORM_RAW = [
  'inc', 'ltd', 'llc', 'llp', 'gmbh', 'mbh', 'ag', 'kg', 'ohg', 'ug', 'ev', 'eg', 'gbr', 'sas', 'sa', 'sarl', 'eurl',
  'sasu', 'sci', 'scp', 'srl', 'spa', 'snc', 'sl', 'slu', 'sau', 'lda', 'ltda', 'bv', 'nv', 'vof', 'plc', 'kk',
  'corp', 'co', 'as', 'asa', 'ab', 'aps', 'oy', 'sp', 'zoo', 'sro',
];

/**
 * Departments and desks (folded): a one-word label of one before a name says what the person
 * answers for ("Buchhaltung: Petra Schneider, <address>"), and no name is made of them.
 */
const DEPARTMENT_RAW = [
  'rezeption', 'kasse', 'kontabilitet', 'raamatupidamine', 'kirjanpito', 'comptabilitat', 'contabilidade', 'presse', 'stampa',
  'regnskab', 'regnskap', 'kundeservice', 'kundenservice', 'kundtjanst', 'myynti', 'laskutus', 'hallinto', 'asiakaspalvelu',
  'comercial', 'ertekesites', 'konyveles', 'verkauf', 'vente', 'vendas', 'financeiro', 'atendimento', 'recepcao', 'secretaria',
  'segreteria', 'administrativo', 'kundesenter', 'kundecenter', 'faktura', 'fakturering', 'personale', 'hr',
  'vertrieb', 'einkauf', 'buchhaltung', 'verwaltung', 'personal', 'personalabteilung', 'marketing', 'redaktion',
  'zentrale', 'empfang', 'lager', 'versand', 'entwicklung', 'produktion', 'geschaftsfuhrung', 'geschaftsleitung',
  'sekretariat', 'kundendienst', 'abteilung', 'direction', 'comptabilite', 'ventes', 'achats', 'administration',
  'logistique', 'secretariat', 'ventas', 'compras', 'administracion', 'contabilidad', 'direccion', 'recepcion',
  'almacen', 'vendite', 'acquisti', 'amministrazione', 'contabilita', 'direzione', 'magazzino', 'ufficio',
  'verkoop', 'inkoop', 'administratie', 'boekhouding', 'directie', 'receptie', 'magazijn', 'forsaljning', 'salg',
  'inkop', 'innkjop', 'indkob', 'ekonomi', 'okonomi', 'reception', 'resepsjon', 'sprzedaz', 'zakupy', 'ksiegowosc',
  'administracja', 'biuro', 'recepcja', 'magazyn', 'purchasing', 'accounting', 'finance', 'billing', 'warehouse',
  'shipping', 'logistics', 'production', 'engineering', 'operations', 'compliance', 'research', 'desk',
  // communication desks and sales or support
  'kommunikation', 'unternehmenskommunikation', 'communication', 'communications', 'comunicacion', 'comunicazione', 'comunicacao',
  'comunicacio', 'communicatie', 'kommunikasjon', 'komunikacja', 'komunikace', 'komunikacia', 'viestinta', 'kommunikacio',
  'kommunikatsioon', 'sales', 'support', 'kundensupport', 'asiakastuki', 'myyntitiimi',
];
const DEPARTMENT_WORDS = new Set(DEPARTMENT_RAW.map(fold));

/** Whether a folded word names a department or desk ("buchhaltung", "recepcion", "ksiegowosc"). */
export function isDepartmentWord(w: string): boolean {
  return DEPARTMENT_WORDS.has(w);
}

/**
 * Words (folded) that never occur in a person's name: navigation and section labels, prose glue,
 * legal forms, and words of company, street and place names, in the languages the crawler reads.
 */
const NOT_NAME_RAW = [
  // labels and navigation
  'contact', 'contacts', 'kontakt', 'contacto', 'contatti', 'contatto', 'contato', 'contacte', 'kontakta', 'press',
  'presse', 'prensa', 'stampa', 'imprensa', 'pers', 'media', 'email', 'e-mail', 'mail', 'phone', 'telephone',
  // "e-mail" as a verb on a link to someone ("Mejla Amira", "Maila Anna", "Mailen Sie")
  'mejla', 'maila', 'meila', 'mailaa', 'mailen', 'mailt', 'mailez', 'emailen',
  'telefon', 'tel', 'fax', 'mobile', 'mobil', 'team', 'equipe', 'equipo', 'equip', 'about', 'home', 'start', 'news',
  'blog', 'events', 'careers', 'career', 'jobs', 'karriere', 'imprint', 'impressum', 'privacy', 'policy', 'cookie',
  'cookies', 'legal', 'terms', 'leadership', 'management', 'board', 'office', 'offices', 'headquarters', 'hq',
  'sales', 'support', 'service', 'services', 'help', 'info', 'information', 'company', 'products', 'product',
  'solutions', 'archive', 'download', 'downloads', 'menu', 'search', 'login', 'linkedin', 'twitter', 'facebook',
  'instagram', 'github', 'xing', 'youtube', 'website', 'overview', 'welcome', 'kundeservice', 'kundenservice',
  'kundtjanst', 'datenschutz', 'mentions', 'legales', 'accueil', 'aviso', 'avis', 'nosotros', 'ansatte',
  // prose (en, de, fr, es, it, nl, sv/no/da, pl): pronouns, articles, greetings, verbs that start a line
  'us', 'our', 'we', 'you', 'your', 'the', 'a', 'an', 'and', 'or', 'of', 'for', 'with', 'from', 'to', 'at', 'by',
  'on', 'read', 'more', 'learn', 'view', 'all', 'see', 'ask', 'write', 'call', 'meet', 'hello', 'hi', 'dear',
  'thanks', 'follow', 'join', 'share', 'sign', 'questions', 'enquiries', 'inquiries', 'please',
  'sie', 'ihr', 'ihre', 'ihnen', 'wir', 'uns', 'unser', 'unsere', 'ich', 'die', 'ein',
  'eine', 'und', 'oder', 'mit', 'bei', 'fur', 'an', 'auf', 'bitte', 'fragen', 'schreiben', 'hallo', 'herzlich',
  'willkommen', 'nous', 'vous', 'notre', 'votre', 'les', 'un', 'une', 'et', 'ou', 'pour', 'avec', 'chez',
  'bonjour', 'ecrivez', 'nosotros', 'nuestro', 'nuestra', 'los', 'las', 'para', 'con', 'hola', 'escribenos',
  'noi', 'nostro', 'nostra', 'il', 'ciao', 'scrivici', 'wij', 'ons', 'onze', 'het', 'een', 'voor', 'met',
  'vi', 'oss', 'var', 'vart', 'vores', 'och', 'og', 'eller', 'hej', 'nasz', 'nasza', 'dla', 'oraz',
  // a public body's units and offices ("Àrea de Medi Ambient i Sostenibilitat", "Unidad de Mano y
  // Muñeca", "Regidoria de Cultura", "Oficina de Turisme"): where, never who
  'area', 'arees', 'areas', 'regidoria', 'concejalia', 'departament', 'departamento', 'departamento', 'ajuntament',
  'ayuntamiento', 'unidad', 'unitat', 'unidade', 'oficina', 'secció', 'seccion', 'secao', 'negociat', 'negociado',
  // branches of medicine, whole words (compounds by the endings below)
  'cirugia', 'cirurgia', 'chirurgie', 'chirurgia', 'surgery', 'medicina', 'geneeskunde',
  // a job's focus or area written after it ("Pastoralreferentin, Schwerpunkt Trauerpastoral",
  // "Fachbereich Mathematik", "aandachtsgebied jeugd"): a label of the field, no name
  'schwerpunkt', 'schwerpunkte', 'fachbereich', 'bereich', 'fachgebiet', 'zustandigkeit', 'focus', 'specialism',
  'specialty', 'speciality', 'zwaartepunt', 'aandachtsgebied', 'werkgebied', 'specialisatie', 'domaine', 'specialite',
  'especialidad', 'especialitat', 'especialidade', 'ambito', 'fokus', 'ansvarsomrade', 'fagomrade', 'arbetsomrade',
  'vastuualue', 'erikoisala',
  // hu, cs, sk, pl imperatives that open a sentence before a name ("Írjon Szabó Péternek", "Napište paní …")
  'irjon', 'irjanak', 'keresse', 'keressen', 'keressek', 'hivja', 'hivjon', 'forduljon', 'forduljanak', 'kuldje',
  'kuldjek', 'jelentkezzen', 'erdeklodjon', 'kerjuk', 'napiste', 'kontaktujte', 'volejte', 'piste', 'obratte',
  'napiste', 'napisz', 'napiszcie', 'zadzwon', 'skontaktuj', 'prosimy',
  // legal forms
  ...LEGAL_FORM_RAW,
  // company and organisation words
  'corporation', 'group', 'gruppe', 'groupe', 'grupo', 'gruppo', 'holding', 'holdings', 'consulting', 'labs',
  'technologies', 'technology', 'systems', 'software', 'partners', 'associates', 'stiftung', 'verein', 'verband',
  'fondation', 'association', 'fundacion', 'fundacio', 'asociacion', 'associacio', 'fondazione', 'associazione',
  'fundacao', 'associacao', 'stichting', 'vereniging', 'stiftelse', 'forening', 'fundacja', 'stowarzyszenie',
  'club', 'clube', 'klub', 'klubb',
  // an accountancy's departments, before its grades ("Audit Senior")
  'audit', 'payroll', 'bookkeeping',
  'hotel', 'restaurant', 'praxis', 'kanzlei', 'klinik', 'clinic', 'apotheke', 'pharmacy', 'atelier', 'studio',
  'agentur', 'agency', 'bureau', 'cabinet', 'despacho', 'kantoor', 'advocaten', 'architectes', 'architekten',
  'bank', 'sparkasse', 'versicherung', 'university', 'universitat', 'universite', 'universidad', 'universita',
  'hospital', 'school', 'schule', 'college', 'institut', 'institute', 'instituto', 'istituto', 'museum', 'musee',
  'museo', 'shop', 'store', 'butikk', 'butik', 'tienda', 'botiga', 'negozio', 'loja', 'winkel', 'sklep',
  // departments and desks (a mailbox's owner named in a list or a table: "Vertrieb Süd", "Ventas Norte")
  ...DEPARTMENT_RAW,
  // desks named like their mailbox ("International Bookings" beside international.bookings@):
  // the address spelled from the words must not make them a person's name
  'bookings', 'booking', 'reservations', 'reservation', 'reservierung', 'reservierungen', 'reservas', 'reserves',
  'prenotazioni', 'reserveringen', 'bestillinger', 'bokningar', 'bokning', 'rezerwacje', 'rezervace', 'varaukset',
  'international', 'internacional', 'internazionale', 'internationaal', 'customer', 'customers', 'clients',
  'kunden', 'klanten', 'clientes', 'clienti', 'kunder', 'klienci', 'groups', 'gruppen',
  'nord', 'sud', 'ost', 'mitte', 'norte', 'sur', 'nordest', 'sudeste',
  // streets and places
  'rue', 'via', 'calle', 'carrer', 'rua', 'street', 'road', 'avenue', 'boulevard', 'strasse', 'str', 'platz',
  'gasse', 'allee', 'weg', 'piazza', 'viale', 'corso', 'plaza', 'plein', 'straat', 'laan', 'gracht', 'kade', 'quai',
  'chemin', 'impasse', 'place', 'avenida', 'paseo', 'passeig', 'rambla', 'largo', 'vicolo', 'strada', 'travessa',
  'praca', 'gate', 'gata', 'gatan', 'gade', 'vej', 'veien', 'vagen', 'ulica', 'ul', 'aleja', 'drive', 'square',
  'floor', 'suite', 'building', 'etage',
  // months (a sentence-initial "Seit Januar" or "Desde Enero" is no name): those that are also
  // given names (April, June, August, Julio) or common surnames (Mayo, Marzo, Mars) are left out;
  // January and September, rare as names, are in ("held in September and January; please contact …")
  'january', 'february', 'march', 'september', 'october', 'november', 'december', 'januar', 'februar', 'marz', 'juni', 'juli', 'oktober',
  'dezember', 'janner', 'janvier', 'fevrier', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre',
  'decembre', 'enero', 'febrero', 'junio', 'septiembre', 'setiembre', 'octubre', 'noviembre', 'diciembre', 'gener',
  'febrer', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'desembre', 'gennaio', 'febbraio', 'aprile', 'maggio',
  'giugno', 'luglio', 'settembre', 'ottobre', 'dicembre', 'janeiro', 'fevereiro', 'junho', 'julho', 'setembro',
  'outubro', 'novembro', 'dezembro', 'januari', 'februari', 'maart', 'augusti', 'desember', 'marts', 'styczen',
  'marzec', 'kwiecien', 'czerwiec', 'lipiec', 'sierpien', 'wrzesien', 'pazdziernik', 'grudzien', 'leden', 'unor',
  'brezen', 'duben', 'kveten', 'cerven', 'cervenec', 'srpen', 'zari', 'rijen', 'prosinec', 'tammikuu', 'helmikuu',
  'maaliskuu', 'huhtikuu', 'toukokuu', 'kesakuu', 'heinakuu', 'elokuu', 'syyskuu', 'lokakuu', 'marraskuu',
  'joulukuu',
  // words that start a sentence about time ("Seit Januar betreut …", "Since March, …")
  'seit', 'since', 'depuis', 'desde', 'sinds', 'sedan', 'siden', 'heute', 'today', 'aujourd', 'hoy', 'oggi', 'hoje',
  'vandaag', 'idag', 'dzisiaj',
  // days and parts of the day (hours lines)
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'montag', 'dienstag', 'mittwoch',
  'donnerstag', 'freitag', 'samstag', 'sonntag',
  // a desk named as a service ("Servei Educatiu", "Servicio de Atención", "Servizio Clienti")
  'servei', 'servicio', 'servizio', 'servico', 'serveis', 'servicios', 'servizi', 'servicos',
];
const NOT_NAME_WORDS = new Set(NOT_NAME_RAW.map(fold));

/** The legal forms among NOT_NAME_RAW (folded). */
const LEGAL_FORM_WORDS = new Set(LEGAL_FORM_RAW);

/** Endings (folded) of street and company compounds: Gewerbestraße, Hauptgasse, Marktplatz, Storgatan. */
const NOT_NAME_SUFFIXES = ['strasse', 'gasse', 'platz', 'allee', 'straat', 'gatan', 'gaten', 'stiftung', 'gruppe', 'werke', 'technik', 'bereich', 'gebiet', 'schwerpunkt', 'schule', 'schulen',
  // branches of medicine and therapy ("Cirugía de Columna", "Traumatología", "Fisioterapia"): a unit's or a job's field, no name
  'cirugia', 'cirurgia', 'chirurgie', 'chirurgia', 'logia', 'logie', 'iatria', 'iatrie', 'terapia', 'therapie'];

const CJK_TOKEN_RE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{1,5}$/u;
/** A capitalised name token: Lefèvre, O'Connell, D'Angelo, Anne-Sophie, DeShawn, F. (an initial). */
const NAME_TOKEN_RE = /^(?:\p{Lu}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*|\p{Lu}\.|(?:d|l|o)['’]\p{Lu}[\p{L}\p{M}]*|(?:al|el)-\p{Lu}[\p{L}\p{M}]*)$/u;
const NAME_FORBIDDEN_RE = /[\d@/\\|:;!?()[\]{}"“”«»<>_=+*#%&,]/;

/** Whether a folded word (or a part of a hyphenated one) is never in a name. */
export function isNotNameWord(word: string): boolean {
  const w = word.replace(/ß/g, 'ss');
  return NOT_NAME_WORDS.has(w) || NOT_NAME_SUFFIXES.some((s) => w.length > s.length + 2 && w.endsWith(s));
}

/**
 * Endings of Polish, Czech and Slovak names declined in running text ("z Panią Katarzyną Wójcik",
 * "na Ing. Lenku Novákovou", "Kowalskiego", "panu Novákovi"): a name is given as its owner
 * writes it, and a declined form would be a wrong name; the nominative never ends so.
 */
const DECLINED_RE = /(?:ą|ę|ovou|ové|ovej|ovú|skú|ckú|ského|ském|skému|ské|skej|ckého|ckém|cké|ckej|skiego|skiej|skim|ckiego|ckiej|ckim|ową|owej)$|(?<=\p{L}{3})(?:owi|ovi)$/u;

/** A capitalised word with the ending of a declined name ("Novákovou", "Katarzyną"): declension.ts may give it back. */
export function isDeclinedNameToken(token: string): boolean {
  return NAME_TOKEN_RE.test(token) && DECLINED_RE.test(token);
}

/** Whether `token` can be a word of a name (capitalised, not a label, title or organisation word). */
export function isNameToken(token: string): boolean {
  if (!NAME_TOKEN_RE.test(token) || DECLINED_RE.test(token)) return false;
  // An initial ("A.", "O.") is a letter, not the word it would fold to ("a", "o").
  if (/^\p{Lu}\.$/u.test(token)) return true;
  const w = fold(token).replace(/\.$/, '');
  // A legal form is written in ASCII ("Nordlys ASA"); "Åsa" folds to it and is a given name.
  const accentedName = LEGAL_FORM_WORDS.has(w) && /[^\p{ASCII}]/u.test(token);
  if ((isNotNameWord(w) && !accentedName) || isTitleWord(w)) return false;
  for (const part of w.split(/['’-]/)) if ((isNotNameWord(part) && !accentedName) || TITLE_WORD_SET.has(part)) return false;
  return true;
}

/** Whether `text` reads as a person's name as it stands (see the file comment; no honorific allowed). */
/** Ranks (folded) that open a job title, never a given name. */
const RANK_OPENERS = new Set(['senior', 'junior']);

export function looksLikePersonName(text: string): boolean {
  const s = collapse(text);
  if (s.length < 3 || s.length > 70 || NAME_FORBIDDEN_RE.test(s)) return false;
  const tokens = s.split(' ');
  if (tokens.every((t) => CJK_TOKEN_RE.test(t))) return tokens.length === 2;
  if (tokens.length > 6 || PARTICLES.has(tokens[0] ?? '') || PARTICLES.has(tokens[tokens.length - 1] ?? '')) return false;
  // An honorific is never a first name ("Dr Kim"); later it may be a family name ("Wei Pan").
  // Nor is a rank written before a job ("Senior Property Factor"), though Senior is a family name.
  if (isHonorific(tokens[0] ?? '') || RANK_OPENERS.has(fold(tokens[0] ?? ''))) return false;
  let core = 0;
  let initials = 0;
  for (const [i, token] of tokens.entries()) {
    if (PARTICLES.has(token)) {
      if (!continuesName(token, tokens[i + 1] ?? '')) return false;
      // "Pilar Gracia y Begoña Lasheras": two name words after the "and" are a second person, not
      // the second family name that "García y López" joins.
      if (JOINING_PARTICLES.has(token) && core >= 2 && i + 2 < tokens.length && !PARTICLES.has(tokens[i + 2] ?? '')) return false;
      continue;
    }
    if (!isNameToken(token)) return false;
    if (/^\p{Lu}\.$/u.test(token)) initials++;
    core += 1;
  }
  // "J. K." is initials, not a name; the last word is the family name, never an initial.
  // Five words only after a given name of the lists: Portuguese and Spanish names carry two given
  // names and two or three family names ("Ana Maria Santos Ferreira Silva").
  const most = core === 5 && isGivenName(tokens[0] ?? '') ? 5 : 4;
  return core >= 2 && core <= most && initials < core && !/^\p{Lu}\.$/u.test(tokens[tokens.length - 1] ?? '');
}

/**
 * A Dutch name written as its initials with the name the person goes by in brackets ("M.A.
 * (Marieke) Postma", "A.J. (Arjan) van Leeuwen"): the name as a reader writes it down, "Marieke
 * Postma". Honorifics before the initials stay for stripHonorifics.
 */
export function withCallName(text: string): string {
  return text.replace(/(^|\s)(?:\p{Lu}\.){1,4}\s*\((\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)\)\s+(?=\p{L})/gu, '$1$2 ');
}

/** The person's name in `text` once honorifics and post-nominals are off, or null ("Dr. Kim" -> null). */
export function personNameIn(text: string): string | null {
  // A name with all its honorifics and post-nominals is far shorter; longer text is something else.
  if (text.length > 200) return null;
  const name = withoutPersonalArticle(stripHonorifics(withCallName(withoutDon(text))));
  // Capitals only ("LKV") or mostly ("KiAT") after a name: a credential, never a name's word; one
  // with fewer ("McDonald", "LeBlanc") only where the whole is no name without it ("BNatMed").
  // (Listed ones written before an unlisted one, "BSc (Hons), MISCP", come off after it.)
  const plain = stripHonorifics(withoutUnlistedCredentials(name, looksLikePersonName(name)));
  if (plain !== name && looksLikePersonName(plain)) return plain;
  if (looksLikePersonName(name)) return name;
  const shorter = withoutNickname(withoutQualificationTail(text));
  return shorter === text ? null : personNameIn(shorter);
}

/** Quotation marks that set a nickname apart inside a name, opening to closing. */
const NICKNAME_QUOTES: ReadonlyMap<string, string> = new Map([['«', '»'], ['“', '”'], ['„', '“'], ['"', '"'], ['‘', '’'], ["'", "'"]]);

/**
 * The name without the nickname written inside it in quotation marks ("Manuel «el Chato» Lozano",
 * "Robert “Bob” Smith"): a reader writes the name down without it. Only between two words, and
 * short. (Read by hand, not by an expression.)
 */
function withoutNickname(text: string): string {
  for (const [open, close] of NICKNAME_QUOTES) {
    const at = text.indexOf(` ${open}`);
    if (at <= 0) continue;
    const end = text.indexOf(`${close} `, at + 2);
    if (end < 0 || end - at > 26) continue;
    return `${text.slice(0, at)} ${text.slice(end + 2)}`;
  }
  return text;
}

/**
 * The name without the Spanish "Don" before it ("Don Rufino Santiago"): only before a given name
 * and a family name, "Don" being an English given name too ("Don Walsh").
 */
export function withoutDon(text: string): string {
  const ws = text.trim().split(/\s+/u);
  return ws[0] === 'Don' && ws.length >= 3 && isGivenName(ws[1] ?? '') && /^\p{Lu}/u.test(ws[2] ?? '') ? ws.slice(1).join(' ') : text;
}

/** Words that open a vocational qualification written after a name ("Cert IV Veterinary Nursing", "Diploma of Nursing"). */
const QUALIFICATION_OPENER_RE = /^(?:Cert|Certificate|Dip|Diploma|Adv Dip|Advanced Diploma|Grad Dip|Graduate Diploma)\b/u;

/**
 * The text without the qualification written last, as vets' and nurses' headings add the field of
 * a credential in brackets after it ("Dr Sarah Whitfield BVSc (Hons) MANZCVS (Small Animal
 * Surgery)") or a vocational qualification after a comma ("Kayla Robbins, Cert IV Veterinary
 * Nursing"); the text itself when it ends in neither. (Read by hand, not by an expression: a
 * bracket after any text is a backtracking trap.)
 */
function withoutQualificationTail(text: string): string {
  const trimmed = text.trim();
  const comma = trimmed.indexOf(', ');
  if (comma > 0 && QUALIFICATION_OPENER_RE.test(trimmed.slice(comma + 2))) return trimmed.slice(0, comma);
  if (!trimmed.endsWith(')')) return text;
  const open = trimmed.lastIndexOf('(');
  if (open <= 0 || trimmed.length - open > 42) return text;
  const before = trimmed.slice(0, open).trimEnd();
  const last = before.slice(before.lastIndexOf(' ') + 1);
  return isCredentialShaped(last, false) || isPostNominal(last) || last === '(Hons)' ? before : text;
}

/**
 * A credential no list holds, in the shape credentials have: one short word of two capitals or
 * more (counted by the caller), letters only ("LKV", "KiAT", "KED" of Finnish estate agents, "MANZCVS", "BNatMed"),
 * perhaps with its country in brackets ("CAT(C)", Canada's certified athletic therapist).
 */
const CREDENTIAL_SHAPE_RE = /^\p{Lu}[\p{Lu}\p{Ll}]{1,7}(?:\(\p{Lu}{1,3}\))?$/u;

/**
 * A degree written with its initial and a dot ("B.Comm", "M.Ed.", "B.Sc", "B.Eng."): a capital, a
 * dot, a capital and lower-case letters, never a name's initials ("J.R.").
 */
const DOTTED_DEGREE_RE = /^\p{Lu}\.\p{Lu}\p{Ll}{1,5}\.?$/u;

function isCredentialShaped(token: string, mostlyCapitals: boolean): boolean {
  const capitals = (token.match(/\p{Lu}/gu) ?? []).length;
  return CREDENTIAL_SHAPE_RE.test(token) && capitals >= 2 && (!mostlyCapitals || capitals * 2 >= token.length + 1) && !isTitleWord(fold(token)) && !isDepartmentWord(fold(token)) && !LEGAL_FORM_WORDS.has(fold(token));
}

/**
 * A line's field that is one credential no list holds, mostly capitals ("LKV", "KiAT" of "Mari
 * Lehtonen, LKV, Kiinteistönvälittäjä"): a field after the name like a listed post-nominal.
 */
export function isUnlistedCredential(field: string): boolean {
  return isCredentialShaped(field.trim(), true);
}

/**
 * The name without credentials no list holds after it ("Pekka Hakala, LKV, KiAT", "Sanna Ranta
 * LKV"): a word of their shape that is no job's acronym ("CEO", "HR") and no legal form ("AB",
 * "GmbH", which say a company). Only where the whole is no name without them.
 */
function withoutUnlistedCredentials(name: string, mostlyCapitals: boolean): string {
  const tokens = name.replace(/,/g, ' , ').split(/\s+/u).filter((t) => t !== '');
  let end = tokens.length;
  while (end > 2 && (tokens[end - 1] === ',' || isCredentialShaped(tokens[end - 1] ?? '', mostlyCapitals) || DOTTED_DEGREE_RE.test(tokens[end - 1] ?? ''))) end--;
  return end === tokens.length ? name : tokens.slice(0, end).join(' ').replace(/ ,/g, ',');
}

/**
 * A name without the personal article Catalan (and colloquial Spanish) writes before it, capitalised
 * at a sentence's start ("La Montse Casals", "En Pau Vila", "El Jordi Puig"): the article is no
 * part of the name when two words of a name follow it ("La Fontaine" alone stays a name).
 */
function withoutPersonalArticle(name: string): string {
  const [first, second, third] = name.split(' ');
  return CAPITAL_PERSONAL_ARTICLES.has(first ?? '') && /^\p{Lu}/u.test(second ?? '') && /^\p{Lu}/u.test(third ?? '') ? name.slice(name.indexOf(' ') + 1) : name;
}

/** The personal articles that open a sentence before a name, capitalised ("La Montse Casals", "En Pau Vila"). */
export const CAPITAL_PERSONAL_ARTICLES: ReadonlySet<string> = new Set(['La', 'El', 'En', 'Na']);

// ---------------------------------------------------------------------------------------------
// Name order
// ---------------------------------------------------------------------------------------------

/**
 * How a page writes people's names: given name first, or family name first as Hungarian does
 * ("Kovács Anna": family name Kovács, given name Anna). Of the languages the crawler reads only
 * Hungarian writes names family name first.
 */
export type NameOrder = 'given-first' | 'family-first';

const FAMILY_FIRST_LANGUAGES = new Set(['hu']);

/** The name order of a page in language `lang` (a BCP 47 tag such as "hu-HU"; absent: given first). */
export function nameOrderOf(lang: string | null | undefined): NameOrder {
  const primary = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return FAMILY_FIRST_LANGUAGES.has(primary) ? 'family-first' : 'given-first';
}

/**
 * The order of the page being read. extractPeople reads one page synchronously and sets it for
 * that read only (withNameOrder), so that every reader of names below (the clear-name test, the
 * split into given and family name, initials) follows the page's language without each of the
 * many line, list, table and prose readers passing it along.
 */
let pageOrder: NameOrder = 'given-first';

/** Runs `read` with names read in `order` (the page's), restoring the previous order after. */
export function withNameOrder<T>(order: NameOrder, read: () => T): T {
  const previous = pageOrder;
  pageOrder = order;
  try {
    return read();
  } finally {
    pageOrder = previous;
  }
}

/** Whether the page being read writes names family name first (Hungarian). */
export function pageWritesFamilyFirst(): boolean {
  return pageOrder === 'family-first';
}

/**
 * Whether this name is written family name first: on a family-first page, unless it reads as a
 * foreign name written given name first (its first word a given name of the lists, its last not:
 * "John Smith" on a Hungarian page).
 */
function familyFirst(tokens: readonly string[]): boolean {
  if (pageOrder !== 'family-first' || tokens.length < 2) return false;
  const first = tokens[0] ?? '';
  const last = tokens[tokens.length - 1] ?? '';
  return !(isGivenName(first) && !isGivenName(last));
}

/** The name's words given name first ("Kovács Anna" on a Hungarian page -> Anna, Kovács). */
function givenFirstTokens(name: string): string[] {
  const tokens = collapse(name).split(' ').filter((t) => t !== '');
  return familyFirst(tokens) ? [...tokens.slice(1), tokens[0] as string] : tokens;
}

/** Whether the name's given name is a given name of the real name lists ("Jan Köhler", "Kovács Anna" on a Hungarian page; not "Kessler Maschinenbau"). */
export function startsWithGivenName(name: string): boolean {
  const first = givenFirstTokens(name)[0] ?? '';
  // A hyphenated given name counts when its first part does ("Anne-Sophie", "Jean-Baptiste").
  return isGivenName(first) || isGivenName(first.split(/[-‐]/)[0] ?? '');
}

/** A particle written capitalised ("Van", "De", "Von", "Del"); not one that is also a given name ("Ben"). */
function isCapitalisedParticle(token: string): boolean {
  const lower = token.toLowerCase();
  return token !== lower && /^\p{Lu}/u.test(token) && PARTICLES.has(lower) && !JOINING_PARTICLES.has(lower) && !['ben', 'bin', 'ibn', 'bint'].includes(lower);
}

/** Name and family name from a display name: see splitName's comment in index.ts. */
export function splitName(name: string): { givenName: string | null; familyName: string | null } {
  const tokens = collapse(name).split(' ').filter((t) => t !== '');
  if (tokens.length === 0) return { givenName: null, familyName: null };
  if (tokens.length === 1) return { givenName: tokens[0] ?? null, familyName: null };
  // Family name first (a Hungarian page): the first word is the family name, the rest the given
  // names; a married name in -né goes on with the maiden family name ("Horváthné Kiss Anna"), as
  // a double family name does when the last word is a given name of the lists and the middle one
  // is not ("Nagy Kovács Anna").
  if (familyFirst(tokens)) {
    const last = tokens[tokens.length - 1] ?? '';
    let cut = 1;
    while (cut < tokens.length - 1 && (/né$/u.test(tokens[cut - 1] ?? '') || (isGivenName(last) && !isGivenName(tokens[cut] ?? '')))) cut++;
    return { givenName: tokens.slice(cut).join(' '), familyName: tokens.slice(0, cut).join(' ') };
  }
  const particle = tokens.findIndex((t, i) => i > 0 && PARTICLES.has(t) && !JOINING_PARTICLES.has(t));
  let cut = particle > 0 && particle < tokens.length - 1 ? particle : 1;
  // A capitalised particle right before the lower-case one starts the family name as well, as
  // Flemish and Spanish names write it ("Lies Van den Bossche", "María De la Cruz").
  while (cut > 1 && isCapitalisedParticle(tokens[cut - 1] ?? '')) cut--;
  return { givenName: tokens.slice(0, cut).join(' '), familyName: tokens.slice(cut).join(' ') };
}

// ---------------------------------------------------------------------------------------------
// Whether an address's local part could be the named person's
// ---------------------------------------------------------------------------------------------

/** Folded to a-z for comparing a name with a local part (ß -> ss, ø -> o, æ -> ae, ł -> l). */
function asciiFold(s: string): string {
  return fold(s)
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/œ/g, 'oe')
    .replace(/[łđ]/g, (c) => (c === 'ł' ? 'l' : 'd'))
    .replace(/ı/g, 'i');
}

/** The spellings a word of a name can take in an address: "Müller" -> muller, mueller. */
function spellings(word: string): string[] {
  const plain = asciiFold(word).replace(/[^a-z]/g, '');
  // (German umlauts and Danish and Norwegian ø and å as addresses write them: "soeren" of Søren, "aase" of Åse.)
  const umlauts = asciiFold(word.normalize('NFC').toLowerCase().replace(/ä/g, 'ae').replace(/[öø]/g, 'oe').replace(/ü/g, 'ue').replace(/å/g, 'aa')).replace(/[^a-z]/g, '');
  return [...new Set([plain, umlauts])].filter((s) => s !== '');
}

/**
 * How a two-word name's address spells it: 'written' when the local part is the words in the order
 * written ("tiina.aaltonen" of Tiina Aaltonen, "taaltonen"), 'reversed' when in the other order
 * ("tiina.aaltonen" of "Aaltonen Tiina", as Finnish and Estonian directories list people), null
 * when it tells neither (a given name alone, a role).
 */
export function spelledOrder(local: string, name: string): 'written' | 'reversed' | null {
  const tokens = collapse(name).split(' ');
  if (tokens.length !== 2) return null;
  const target = asciiFold(local.split('+')[0] ?? '').replace(/[^a-z]/g, '');
  const [a, b] = tokens.map((t) => spellings(t)) as [string[], string[]];
  const spells = (first: string[], second: string[]) => first.some((f) => second.some((l) => target === f + l || target === (f[0] ?? '') + l));
  const written = spells(a, b);
  const reversed = spells(b, a);
  return written === reversed ? null : written ? 'written' : 'reversed';
}

/** Whether one piece of the local part, between its separators, is `word` ("edit" of nagy.edit@ for "Edit"). */
export function localPartSpells(local: string, word: string): boolean {
  const w = asciiFold(word);
  return w.length >= 3 && asciiFold(local.split('+')[0] ?? '').split(/[._-]/).includes(w);
}

/** A local part opened by the owner's honorific ("dr.hegedus", "mudr.svoboda"): the rest, spelled from the name. */
function withoutHonorificPiece(local: string): string {
  const m = /^([a-z]{2,5})[._-](?=[a-z])/i.exec(local);
  return m !== null && isHonorific(m[1] ?? '') ? local.slice(m[0].length) : local;
}

/**
 * Whether `local` (an address's local part) could have been built from `name`, the way address
 * schemes build them: each piece a word of the name, its initial, or its first 3+ letters ("alex"),
 * each word used at most once, in any order, with separators . _ - or none, digits ignored, and at
 * least one piece longer than an initial ("rkim", "kobayashi.ren", "ole.martin.brekke", "jmuller").
 * Used where only the sentence ties a name to an address: an address such as "buero.leipzig@"
 * beside "Anna Weber" is not hers.
 */
export function localPartFits(local: string, name: string, minWords = 1): boolean {
  // ("dr.hegedus@" of Dr. Hegedűs Anna: the honorific opening the local part is no word of the name.)
  if (fitsAsWritten(local, name, minWords)) return true;
  const rest = withoutHonorificPiece(local);
  return rest !== local && fitsAsWritten(rest, name, minWords);
}

function fitsAsWritten(local: string, name: string, minWords: number): boolean {
  const target = asciiFold(local.split('+')[0] ?? '').replace(/[^a-z]/g, '');
  if (target === '' || target.length > 64) return false;
  const nameWords = collapse(name)
    .split(/[\s'’-]+/)
    .filter((w) => w !== '' && !/^\p{Lu}\.$/u.test(w));
  // Particles may be written or left out: "vanderlinden", "delatour", "linden".
  const wordsOf = nameWords.slice(0, 6).map(spellings);
  const n = wordsOf.length;
  if (n === 0) return false;
  // Depth-first over (position in the local part, words used, a piece longer than an initial seen).
  const seen = new Set<string>();
  const stack: [number, number, boolean][] = [[0, 0, false]];
  while (stack.length > 0) {
    const [at, mask, long] = stack.pop() as [number, number, boolean];
    if (at === target.length) {
      if (long && bitCount(mask) >= minWords) return true;
      continue;
    }
    const key = `${at}:${mask}:${long ? 1 : 0}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (let k = 0; k < n; k++) {
      if (mask & (1 << k)) continue;
      for (const w of wordsOf[k] ?? []) {
        if (w === '') continue;
        // The whole word, or a prefix of 3+ letters (nicknames, shortened names), or the initial.
        for (let len = Math.min(w.length, target.length - at); len >= 1; len--) {
          if (len < w.length && len > 1 && len < 3) continue;
          if (target.startsWith(w.slice(0, len), at)) stack.push([at + len, mask | (1 << k), long || len >= 2]);
        }
      }
    }
  }
  return false;
}

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * Whether the address's local part is spelled from at least two words of the name ("grovira",
 * "synnove.brekke", "cathomen.l"): the address itself then says that the capitalised words beside
 * it are a person's name, and this person's, as a given name of the lists would ("Synnøve",
 * "Ladina", "Valdirene" are in none). A role mailbox ("sales.team@") says nothing of the kind.
 */
export function localPartNames(local: string, name: string): boolean {
  return !isRoleAddress(local) && localPartFits(local, name, 2);
}

/**
 * Whether the words beside an address are clearly a person's name: its first word is a given name
 * of the lists, or the address (its local part, when known) is spelled from the name.
 */
export function isClearName(name: string, local?: string): boolean {
  return startsWithGivenName(name) || (local !== undefined && localPartNames(local, name));
}

/**
 * Whether the address is spelled from the name: two of its words ("eva.lepp", "elepp"), or the
 * given name whole ("eva@" of Eva Lepp, three letters or more). Where nothing else ties them (a
 * name after the address, a bio under a heading), the spelling does.
 */
export function spelledFromName(local: string, name: string): boolean {
  if (!localPartFits(local, name)) return false;
  const given = name.split(' ')[0] ?? '';
  return localPartNames(local, name) || (given.length >= 3 && asciiFold(local).replace(/[^a-z]/g, '') === asciiFold(given).replace(/[^a-z]/g, ''));
}

/**
 * Whether the local part is exactly the initials of every word of a two- or three-word name
 * ("nh" of Nikolaj Holm, "jmk" of Jan Martin Köhler). Weaker than a spelled name (two capitalised
 * words and two letters may meet by chance): callers use it only where a job word says the words
 * after it are a person's ("radiograf Nikolaj Holm, nh@").
 */
export function isInitialsOf(local: string, name: string): boolean {
  const words = givenFirstTokens(name)
    .join(' ')
    .split(/[\s'’-]+/)
    .filter((w) => w !== '' && !PARTICLES.has(w));
  if (words.length < 2 || words.length > 3) return false;
  return words.map((w) => asciiFold(w).replace(/[^a-z]/g, '').slice(0, 1)).join('') === asciiFold(local).replace(/[^a-z]/g, '');
}

/**
 * Whether the local part is built from the name with a given name in the short form its owner is
 * called by ("kasia" or "kasia.nowak" for Katarzyna Nowak, "bob.smith" for Robert Smith; short-names.ts).
 */
function byShortForm(local: string, name: string): boolean {
  // A role mailbox that happens to spell a short form ("bill@" for billing) is the role's.
  if (isRoleAddress(local)) return false;
  const words = collapse(name).split(' ');
  // The given names: the words before the last (the family name is never shortened so).
  for (let i = 0; i < words.length - 1; i++) {
    for (const short of shortFormsOf(words[i] ?? '')) {
      const variant = [...words.slice(0, i), short, ...words.slice(i + 1)].join(' ');
      if (localPartFits(local, variant)) return true;
    }
  }
  return false;
}

/**
 * Whether the address is named after the job or the matter the page writes beside the person
 * (`text`: their title, the label their line starts with, the word beside their name): a piece of
 * the local part and a word of the text begin alike for five letters or more, the shorter all
 * but an ending of at most two letters ("borasz@" for a borász, "szoleszet@" for a szőlész, "pincemester@" for the pincemester,
 * "adatvedelem@" under "Adatvédelmi kérdések"). Small firms give one person's job a mailbox of its
 * own; written beside that person, it is theirs. A mailbox named after something else written
 * beside a name ("ritningar@" beside a projektledare, "buero@" beside a Geschäftsführer) is not.
 */
export function namedAfterJob(local: string, text: string | null | undefined): boolean {
  if (text === null || text === undefined || text === '') return false;
  const pieces = letterRuns(local.split('+')[0] ?? '', 4);
  if (pieces.length === 0) return false;
  const words = letterRuns(text, 4);
  // A four-letter mailbox only as the whole start of a longer word, the compound's head
  // ("uzem@" for an üzemvezető, "bolt@" for a boltvezető).
  // A role's word is no job's head ("info@" beside an információs munkatárs).
  const fits = (p: string, w: string) => (p.length === 4 ? !isRoleAddress(p) && w.length >= 8 && w.startsWith(p) : sharedStart(p, w) >= Math.max(5, Math.min(p.length, w.length) - 2));
  return pieces.some((p) => words.some((w) => fits(p, w)));
}

/**
 * Whether the address is named after the office of a job word beside the person, the job's word
 * made longer ("presidencia@" of the President, "tresoreria@" of the Tresorer, "secretaria@" of
 * the Secretari): a piece of the local part begins as the word does for all of it but an ending of
 * at most two letters, and goes on. Not after the department the job heads ("vertrieb@" beside a
 * Vertriebsleiter), nor the desk the row names as its function ("sekretariát" / a name /
 * "sekretariat@": the secretariat's mailbox, whoever staffs it).
 */
export function namedAfterWholeJob(local: string, text: string | null | undefined): boolean {
  if (text === null || text === undefined || text === '') return false;
  const pieces = letterRuns(local.split('+')[0] ?? '', 5);
  const words = letterRuns(text, 5);
  return pieces.some((p) => words.some((w) => p.length > w.length && sharedStart(p, w) >= Math.max(5, w.length - 2)));
}

/** The runs of letters of `text` folded to ASCII, `min` letters or more. */
function letterRuns(text: string, min: number): string[] {
  return asciiFold(text)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= min);
}

/** How many letters two words begin with alike. */
function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Whether the local part is spelled from another person's name than `name`: a piece of it is a
 * given name of the lists that is no word of the name ("petra.lang@" beside Anna Weber, "mario@").
 */
export function spelledFromOtherName(local: string, name: string): boolean {
  const own = new Set(collapse(name).split(/[\s'’-]+/).flatMap(spellings));
  return (local.split('+')[0] ?? '')
    .split(/[^\p{L}]+/u)
    .some((p) => p.length >= 2 && isGivenName(p) && !spellings(p).some((s) => own.has(s)));
}

/**
 * Whether the address could be the named person's own: its local part is built from the name
 * (localPartFits: "anna.weber", "aweber", "weber.a", "anna", "alex" for Alexander) or is the
 * initials of two or more of its words ("jk", "jmk" for Jan Martin Köhler). A name the visible
 * page puts beside an address is given to it only then: the addresses people have are built from
 * their names, and the mailboxes written next to a name that are not (a desk's, "werkstatt@",
 * "ritningar@"; an assistant's, "petra.lang@" under Anna Weber's card) are not that person's.
 * A given name may be written in the short form its owner is called by ("kasia@" for Katarzyna,
 * "bob@" for Robert: short-names.ts); other nicknames are missed (no name rather than a wrong one).
 */
export function ownsAddress(local: string, name: string): boolean {
  if (localPartFits(local, name) || byShortForm(local, name)) return true;
  const target = asciiFold(local.split('+')[0] ?? '').replace(/[^a-z]/g, '');
  const initials = givenFirstTokens(name)
    .join(' ')
    .split(/[\s'’-]+/)
    .filter((w) => w !== '' && !PARTICLES.has(w))
    .map((w) => asciiFold(w).replace(/[^a-z]/g, '').slice(0, 1))
    .filter((c) => c !== '');
  if (target.length < 2 || target.length > initials.length) return false;
  // In the name's order, each word's initial at most once, skipping middle names ("jk" for Jan Martin Köhler).
  let at = 0;
  for (const c of initials) if (target[at] === c) at++;
  return at === target.length && target[0] === initials[0];
}
