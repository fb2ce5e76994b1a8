/**
 * Job-title classification by an explicit, ordered rules table.
 *
 * A free-text title ("Senior Software Engineer, Payments", "Directeur commercial", "営業部長") is
 * normalized (see `normalizeTitle`) and then matched against `TITLE_RULES`. Every rule sets exactly
 * one output field (department, seniority or subRole); for each field the FIRST rule in table order
 * that matches wins, independently of the other fields. A field no rule matches stays null: the
 * table never guesses.
 *
 * Vocabularies:
 * - department: Hunter's department set.
 * - seniority: Hunter's seniority set ('junior' | 'senior' | 'executive').
 * - role (employment.role): the same vocabulary as department, and always equal to it, so a
 *   person's role and department can be compared and filtered alike.
 * - subRole: a small snake_case vocabulary of specific titles ('ceo', 'software_engineer', ...).
 */

import { DEPARTMENTS, SENIORITIES } from './vocabulary.js';

export type Department = (typeof DEPARTMENTS)[number];
export type Seniority = (typeof SENIORITIES)[number];

export interface TitleClassification {
  /** Hunter's department set. */
  department: Department | null;
  /** Hunter's seniority set. */
  seniority: Seniority | null;
  /** employment.role: same vocabulary as department, always equal to it. */
  role: Department | null;
  /** Finer snake_case role ('ceo', 'software_engineer', 'recruiter', ...), or null. */
  subRole: string | null;
}

interface RuleOf<F extends string, V> {
  readonly field: F;
  readonly value: V;
  /** Tested against the normalized title. No 'g' flag, so `test` keeps no state between calls. */
  readonly match: RegExp;
}

export type DepartmentRule = RuleOf<'department', Department>;
export type SeniorityRule = RuleOf<'seniority', Seniority>;
export type SubRoleRule = RuleOf<'subRole', string>;
export type TitleRule = DepartmentRule | SeniorityRule | SubRoleRule;

/**
 * Lowercase, fold accents (NFKD, drop U+0300-U+036F, recompose), turn punctuation into single
 * spaces. Only Latin combining marks are dropped so Japanese dakuten survive the fold; NFKD also
 * maps full-width "ＣＥＯ" to "ceo".
 */
export function normalizeTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Builds a pattern from alternatives. `words` are regex sources that must stand as whole words
 * (no letter or digit directly before or after; multi-word terms use single spaces). `cjk` are
 * matched anywhere, because Japanese titles do not separate words (営業部長 = 営業 + 部長).
 */
function terms(words: readonly string[], cjk: readonly string[] = []): RegExp {
  const parts: string[] = [];
  if (words.length > 0) parts.push(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`);
  if (cjk.length > 0) parts.push(...cjk);
  return new RegExp(parts.join('|'), 'u');
}

const dept = (value: Department, words: readonly string[], cjk?: readonly string[]): DepartmentRule => ({
  field: 'department',
  value,
  match: terms(words, cjk),
});
const level = (value: Seniority, words: readonly string[], cjk?: readonly string[]): SeniorityRule => ({
  field: 'seniority',
  value,
  match: terms(words, cjk),
});
const sub = (value: string, words: readonly string[], cjk?: readonly string[]): SubRoleRule => ({
  field: 'subRole',
  value,
  match: terms(words, cjk),
});

// "Partner" is a rank only on its own ("Partner", "Managing Partner", "Partner, Deloitte"); as a
// modifier it names a function dealing with partners ("Partner Manager", "HR Business Partner").
const PARTNER =
  '(?<!business )(?<!channel )partner(?! (?:manager|management|marketing|success|sales|account|program|relations|engineer|development|operations|integrations|support|enablement|solutions|alliances))';
// A product/process owner is a backlog role, not the owner of the business.
const OWNER = '(?<!product )(?<!process )(?<!service )owner';

const SENIORITY_RULES: readonly SeniorityRule[] = [
  // Trainees, assistants and explicit "junior" come first: an assistant or intern works FOR the
  // rank named in the title ("Executive Assistant to the CEO", "Assistant Vice President"), so
  // that rank does not describe the holder.
  level(
    'junior',
    [
      'intern', 'interns', 'internship', 'trainee', 'apprentice', 'apprenticeship', 'junior', 'jr',
      'graduate', 'entry level', 'assistant', 'assistante', 'assistent', 'assistentin', 'asistente',
      'assistente', 'auxiliar', 'stagiaire', 'alternante?', 'apprentie?', 'praktikant(?:in)?',
      'werkstudent(?:in)?', 'auszubildender?', 'azubi', 'becari[oa]', 'practicante', 'pasante',
      'estagiari[oa]', 'aprendiz', 'stagista', 'tirocinante', 'apprendista',
    ],
    ['アシスタント', 'インターン', '研修生', '見習い'],
  ),
  // C-suite, founders, owners, presidents, VPs, heads and directors run a function or the company.
  // 'VP' ranks executive because vice presidents are corporate officers reporting to the C-suite;
  // 'director'/'head of' rank executive because Hunter files them with the leadership tier.
  // "Executive" alone is NOT a rank: "Account Executive" is an individual sales contributor.
  level(
    'executive',
    [
      'chief', 'ceo', 'cto', 'cfo', 'coo', 'cmo', 'cio', 'ciso', 'cso', 'cpo', 'cro', 'cdo', 'chro',
      'cco', 'clo', 'cao', 'cxo', 'founder', 'cofounder', 'fondateur', 'fondatrice', 'cofondateur',
      'cofondatrice', '\\p{L}*grunder(?:in)?', 'fundador(?:a)?', 'cofundador(?:a)?', 'fondatore',
      'cofondatore', OWNER, 'proprietor', 'entrepreneur', 'inhaber(?:in)?', 'proprietaire',
      'propietari[oa]', 'proprietari[oa]', 'duen[oa]', 'titolare', 'president(?:e|a)?',
      'vicepresident(?:e|a)?', 'prasident(?:in)?', 'vizeprasident(?:in)?', '[se]?vp', 'pdg', 'dg',
      'drh', 'managing director', 'general manager', 'gerente general', 'general counsel', PARTNER,
      'associee?', 'socio', 'socia', 'teilhaber(?:in)?', 'head', 'direct(?:or|ora|eur|rice)',
      'directivo', 'direktor(?:in)?', 'diretor(?:a)?', 'direttore', 'direttrice',
      'gesch(?:a|ae)ftsf(?:u|ue)hrer(?:in)?', 'vorstand\\p{L}*', 'chairman', 'chairwoman',
      'chairperson', 'chair', 'board member', 'member of the board', 'amministratore delegato',
      'amministratore unico', 'consejer[oa] delegad[oa]',
    ],
    // 部長 also covers 本部長/事業部長; 代表 is the company representative, not 営業代表 (sales rep).
    ['部長', '社長', '取締役', '(?<!営業)代表', '会長', '役員', '創業者', '専務', '常務'],
  ),
  // Managers, leads and senior individual contributors. "Lead generation" is marketing, not rank.
  level(
    'senior',
    [
      'senior', 'sr', 'lead(?! gen)', 'leader', 'principal', 'staff', '\\p{L}*manager(?:in)?',
      'team lead', 'architect', 'expert', 'experte', 'supervisor(?:a)?', 'superviseur', 'responsable',
      'responsabile', '\\p{L}*leiter(?:in)?', 'gerente', 'jef[ea]', 'encargad[oa]', 'capo',
      'chef(?= d)',
    ],
    ['課長', '係長', '主任', 'マネージャー', 'マネジャー', 'リーダー', 'シニア'],
  ),
  // "Associate" is junior only as a rank of its own ("Sales Associate", "Associate"); "Associate
  // Director" was already ranked above, and an associate professor is tenured faculty.
  level('junior', ['associate(?! professor)']),
];

const DEPARTMENT_RULES: readonly DepartmentRule[] = [
  // Tier 0 - support roles attached to an office: they belong to management whatever office they
  // serve ("Executive Assistant to the CEO" is not an executive).
  dept(
    'management',
    [
      'executive assistant', 'personal assistant', 'administrative assistant', 'admin assistant',
      'office assistant', 'assistant to', 'assistante? de direction', 'secretary', 'secretaire',
      'sekretar(?:in)?', 'secretari[ao]', 'segretari[ao]', 'chief of staff',
    ],
    ['秘書'],
  ),
  // Tier 1 - C-level acronyms and "chief X officer" name their function unambiguously, so they
  // beat any other function word in the title ("CEO, Marketing Agency" is an executive).
  dept('executive', [
    'ceo', 'chief executive', 'pdg', 'president directeur general', 'amministratore delegato',
    'consejer[oa] delegad[oa]',
  ], ['代表取締役']),
  dept('it', ['cto', 'cio', 'ciso', 'chief technology', 'chief technical', 'chief information', 'chief digital']),
  dept('finance', ['cfo', 'chief financial', 'chief finance']),
  dept('operations', ['coo', 'chief operating', 'chief operations']),
  dept('marketing', ['cmo', 'chief marketing']),
  dept('hr', ['chro', 'chief people', 'chief human', 'chief talent']),
  dept('sales', ['chief revenue', 'chief sales', 'chief commercial']),
  dept('legal', ['chief legal', 'chief compliance', 'general counsel']),
  // Tier 2 - function words. The order settles titles naming two functions: the function that
  // qualifies the other comes first ("IT Recruiter" is HR, "Sales Engineer" is sales, "Technical
  // Support" is support, "Product Designer" is design, "Sales Operations" is sales).
  dept(
    'hr',
    [
      'hr', 'hrbp', 'human resources?', 'human capital', 'people', 'people ops', 'talent',
      'recruiters?', 'recruiting', 'recruitment', 'headhunter', 'compensation', 'rh', 'drh',
      'ressources humaines', 'recrutement', 'recruteur', 'recruteuse', 'personal(?!i[sz])\\p{L}+',
      '(?:leiter(?:in)?|head of|referent(?:in)?) personal', 'recursos humanos', 'reclutador(?:a)?',
      'reclutamiento', 'risorse umane', 'reclutamento', 'recrutador(?:a)?', 'recrutamento',
    ],
    ['人事', '採用'],
  ),
  dept(
    'legal',
    [
      'legal', 'counsel', 'lawyers?', 'attorney', 'solicitor', 'barrister', 'paralegal',
      'compliance', 'privacy', 'data protection', 'dpo', 'notary', 'juriste', 'juridique',
      'juridic[oa]', 'avocate?', 'notaire', 'jurist(?:in)?', '\\p{L}*anwalt(?:in)?', 'rechts\\p{L}*',
      'justiziar(?:in)?', 'syndikus\\p{L}*', 'notar(?:in)?', 'abogad[oa]', 'notario', 'legale',
      'avvocat[oa]', 'avvocatessa', 'giurista', 'advogad[oa]',
    ],
    ['法務', '弁護士'],
  ),
  dept(
    'sales',
    [
      'sales', 'account executive', 'account manager', 'account director', 'key accounts?',
      'business development', 'bizdev', 'bdr', 'sdr', 'revops', 'revenue operations', 'commercial',
      'commerciale', 'commerciaux', 'comercial', 'vente', 'ventes', 'vendeur', 'vendeuse',
      'vertrieb\\p{L}*', '\\p{L}*vertrieb', 'verkauf\\p{L}*', '\\p{L}*verkaufer(?:in)?', 'ventas',
      'vendedor(?:a)?', 'vendas', 'vendite', 'vendita', 'venditore', 'venditrice',
    ],
    ['営業', '販売', 'セールス', '事業開発'],
  ),
  dept(
    'support',
    [
      'support', 'supporto', 'soporte', 'suporte', 'helpdesk', 'help desk', 'service desk',
      'customer success', 'customer service', 'customer care', 'customer experience',
      'customer support', 'chief customer', 'service client', 'relation client', 'sav',
      'kunden(?:service|dienst|betreuung|support)\\p{L}*', 'atencion al cliente',
      'servicio al cliente', 'assistenza clienti', 'servizio clienti', 'atendimento',
      'sucesso do cliente',
    ],
    ['サポート', 'カスタマー'],
  ),
  dept(
    'design',
    [
      'design', 'designs', 'designer', 'designers', 'ux', 'ui', 'user experience', 'user interface',
      'art director', 'art direction', 'creative', 'graphic', 'graphiste', 'illustrator',
      'illustrateur', 'illustratrice', '\\p{L}*designer(?:in)?', 'grafiker(?:in)?', 'disen\\p{L}*',
      'grafic[oa]',
    ],
    ['デザイナー', 'デザイン'],
  ),
  dept(
    'marketing',
    [
      'marketing\\p{L}*', 'growth', 'seo', 'sem', 'ppc', 'brand', 'branding', 'content',
      'demand gen(?:eration)?', 'lead gen(?:eration)?', 'social media', 'community manager',
      'advertising', 'mercadeo', 'mercadotecnia', 'publicite', 'publicidad', 'pubblicita',
      'publicidade', 'werbung',
    ],
    ['マーケティング', '宣伝'],
  ),
  dept(
    'communication',
    [
      'communications?', 'comms', 'pr', 'public relations', 'media relations', 'spokesperson',
      'spokesman', 'spokeswoman', 'press (?:officer|office|relations|secretary|attache)',
      'relations presse', 'attachee? de presse', 'relations publiques', 'presse',
      '\\p{L}*kommunikation', 'pressesprecher(?:in)?', 'comunicacion(?:es)?', 'relaciones publicas',
      'prensa', 'portavoz', 'comunicazione', 'relazioni pubbliche', 'ufficio stampa',
      'addett[oa] stampa', 'comunicacao', 'relacoes publicas', 'imprensa',
    ],
    ['広報'],
  ),
  dept(
    'education',
    [
      'teachers?', 'teaching', 'trainer', 'training', 'professor', 'lecturer', 'education',
      'educational', 'educator', 'instructor', 'tutor', 'dean', 'enseignante?', 'professeure?',
      'formateur', 'formatrice', 'formation', 'instituteur', 'institutrice', 'lehrer(?:in)?',
      'dozent(?:in)?', 'ausbilder(?:in)?', 'trainerin', 'profesora?', 'maestr[oa]', 'formacion',
      'docente', 'insegnante', 'professore', 'professoressa', 'formatore', 'formazione',
      'professora', 'formador(?:a)?', 'educador(?:a)?', 'educatore', 'educatrice',
    ],
    ['教師', '教員', '講師', '教授'],
  ),
  dept(
    'health',
    [
      'nurse', 'nursing', 'doctor', 'physician', 'medical', 'clinical', 'clinic', 'pharmacist',
      'pharmacy', 'health', 'healthcare', 'surgeon', 'dentist', 'dental', 'therapist',
      'physiotherapist', 'paramedic', 'midwife', 'psychologist', 'radiologist', 'veterinarian',
      'caregiver', 'infirmier', 'infirmiere', 'medecin', 'pharmacien(?:ne)?', 'sante',
      'sage femme', '\\p{L}*arzt(?:in)?', 'krankenschwester', '\\p{L}*pfleger(?:in)?',
      'apotheker(?:in)?', 'gesundheit\\p{L}*', 'enfermer[oa]', 'medic[oa]', 'farmaceutic[oa]',
      'salud', 'infermier[ea]', 'farmacista', 'sanitari[oa]', 'enfermeir[oa]', 'saude',
    ],
    ['看護師', '医師', '薬剤師', '医療'],
  ),
  dept(
    'finance',
    [
      'financ\\p{L}*', 'finanz\\p{L}*', 'accounting', 'accountants?', 'accounts (?:payable|receivable)',
      'bookkeeper', 'bookkeeping', 'controller', 'controlling', 'comptroller', 'treasury',
      'treasurer', 'audit', 'auditor', 'auditing', 'tax', 'taxation', 'investment', 'investor relations',
      'banking', 'banker', 'payroll', 'billing', 'credit', 'fp a', 'actuary', 'comptable',
      'comptabilite', 'tresorerie', 'tresoriere?', 'controleur de gestion', 'fiscal\\p{L}*',
      '\\p{L}*buchhalter(?:in)?', 'buchhaltung', 'steuer\\p{L}*', 'wirtschaftsprufer(?:in)?',
      'contable', 'contabilidad', 'contador(?:a)?', 'tesorer[oa]', 'auditor(?:a)?', 'contabile',
      'contabilita', 'tesoreria', 'revisore', 'contabil\\p{L}*',
    ],
    ['経理', '財務', '会計', '税務'],
  ),
  dept(
    'it',
    [
      'software', 'engineer', 'engineers', 'engineering', 'developer', 'developers', 'devops',
      'programmer', 'programming', 'it', 'ict', 'information technology', 'tech', 'technology',
      'technical', 'data(?! entry)', 'database', 'dba', 'cybersecurity', 'infosec',
      '(?:information|cyber|it|network|application|cloud) security',
      'security (?:engineer|analyst|architect|researcher|operations)', 'architect', 'qa',
      'quality assurance', 'test engineer', 'tester', 'sre', 'site reliability', 'cloud', 'network',
      'systems', 'sysadmin', 'machine learning', 'ml', 'ai', 'artificial intelligence', 'frontend',
      'front end', 'backend', 'back end', 'full stack', 'fullstack', 'web', 'mobile', 'ios',
      'android', 'r d', 'research and development', 'informatique', 'informaticien(?:ne)?',
      'developpeur', 'developpeuse', 'ingenieure?', 'ingenieurin', '\\p{L}*entwickler(?:in)?',
      'informatik\\p{L}*', '\\p{L}*informatiker(?:in)?', 'desarrollador(?:a)?', 'programador(?:a)?',
      'ingenier[oa]', 'sistemas', 'informatic[oa]', 'tecnologia', 'ti', 'datos', 'dati', 'dados',
      'donnees', 'sviluppatore', 'sviluppatrice', 'programmatore', 'programmatrice', 'ingegnere',
      'desenvolvedor(?:a)?', 'engenheir[oa]',
    ],
    ['エンジニア', '開発', '情報システム', 'プログラマ', 'システム', '技術'],
  ),
  dept(
    'operations',
    [
      'operations?', 'operational', 'ops', 'logistics?', 'supply chain', 'procurement', 'purchasing',
      'purchaser', 'buyer', 'sourcing', 'facilities', 'facility', 'production', 'plant',
      'manufacturing', 'warehouse', 'fleet', 'inventory', 'logistique', 'achats?', 'acheteur',
      'acheteuse', 'approvisionnement', 'usine', 'logistik\\p{L}*', 'einkauf\\p{L}*',
      '\\p{L}*einkaufer(?:in)?', 'produktion\\p{L}*', 'lager\\p{L}*', 'betrieb\\p{L}*', 'operaciones',
      'logistica', 'compras', 'produccion', 'almacen', 'cadena de suministro', 'operazioni',
      'acquisti', 'produzione', 'magazzino', 'operacoes', 'producao', 'armazem', 'suprimentos',
    ],
    ['物流', '製造', '生産', '購買', '調達'],
  ),
  // Tier 3 - running the whole company, with no function named.
  dept(
    'executive',
    [
      'founder', 'cofounder', 'fondateur', 'fondatrice', 'cofondateur', 'cofondatrice',
      '\\p{L}*grunder(?:in)?', 'fundador(?:a)?', 'cofundador(?:a)?', 'fondatore', 'cofondatore',
      OWNER, 'proprietor', 'entrepreneur', 'inhaber(?:in)?', 'proprietaire', 'propietari[oa]',
      'proprietari[oa]', 'duen[oa]', 'titolare', 'president(?:e|a)?', 'vicepresident(?:e|a)?',
      'prasident(?:in)?', 'vizeprasident(?:in)?', '[se]?vp', 'chairman', 'chairwoman',
      'chairperson', 'chair', 'board', 'general manager', 'managing director', 'executive director',
      PARTNER, 'associee?', 'socio', 'socia', 'teilhaber(?:in)?', 'directeur general',
      'directrice generale', 'dg', 'gesch(?:a|ae)ftsf(?:u|ue)hrer(?:in)?', 'vorstand\\p{L}*',
      'aufsichtsrat\\p{L}*', 'director(?:a)? general', 'director(?:a)? ejecutiv[oa]',
      'gerente general', 'amministratore unico', 'direttore generale', 'diretor(?:a)? gera(?:l)?',
      'diretor(?:a)? executiv[oa]',
    ],
    ['社長', '取締役', '会長', '創業者', '(?<!営業)代表', '役員', 'オーナー'],
  ),
  // Tier 4 - generic management: a manager, director or head of no recognizable function, plus
  // cross-functional coordination roles (project, program and product management, office).
  dept(
    'management',
    [
      'office manager', 'project manager', 'program manager', 'programme manager', 'product manager',
      'product owner', 'product management', 'product', 'project', 'program', 'chef de projet',
      'chef de produit', 'projektleiter(?:in)?', 'projektmanager(?:in)?', 'jef[ea] de proyecto',
      'gerente de projeto', 'administrative', 'administration', 'admin', 'management',
      '\\p{L}*manager(?:in)?', 'direct(?:or|ora|eur|rice)', 'direktor(?:in)?', 'diretor(?:a)?',
      'direttore', 'direttrice', 'head', 'supervisor(?:a)?', 'superviseur', 'team lead(?:er)?',
      '\\p{L}*leiter(?:in)?', 'gerente', 'gerante?', 'responsable', 'responsabile', 'jef[ea]',
      'encargad[oa]', 'chef(?= d)',
    ],
    ['部長', '課長', 'マネージャー', 'マネジャー', 'プロジェクト', '総務', '管理職'],
  ),
];

// Specific titles, most specific first: the office an assistant serves is not their role, and a
// C-level title outranks "founder" or "owner" held alongside it ("Founder & CEO" is 'ceo').
const SUBROLE_RULES: readonly SubRoleRule[] = [
  sub('executive_assistant', [
    'executive assistant', 'personal assistant', 'assistant to', 'assistante? de direction',
  ], ['秘書']),
  sub('chief_of_staff', ['chief of staff']),
  sub('ceo', [
    'ceo', 'chief executive', 'pdg', 'president directeur general', 'amministratore delegato',
    'consejer[oa] delegad[oa]',
  ], ['代表取締役']),
  sub('cto', ['cto', 'chief technology', 'chief technical']),
  sub('cfo', ['cfo', 'chief financial', 'chief finance']),
  sub('coo', ['coo', 'chief operating', 'chief operations']),
  sub('cmo', ['cmo', 'chief marketing']),
  sub('ciso', ['ciso', 'chief information security']),
  sub('cio', ['cio', 'chief information']),
  sub('chro', ['chro', 'chief people', 'chief human']),
  sub('cro', ['chief revenue']),
  sub('general_counsel', ['general counsel', 'chief legal']),
  sub('founder', [
    'founder', 'cofounder', 'fondateur', 'fondatrice', 'cofondateur', 'cofondatrice',
    '\\p{L}*grunder(?:in)?', 'fundador(?:a)?', 'cofundador(?:a)?', 'fondatore', 'cofondatore',
  ], ['創業者']),
  sub('owner', [OWNER, 'proprietor', 'inhaber(?:in)?', 'proprietaire', 'propietari[oa]', 'proprietari[oa]', 'duen[oa]', 'titolare'], ['オーナー']),
  sub('vice_president', ['[se]?vp', 'vice president(?:e|a)?', 'vicepresident(?:e|a)?', 'vizeprasident(?:in)?'], ['副社長']),
  sub('president', ['president(?:e|a)?', 'prasident(?:in)?'], ['社長']),
  sub('chair', ['chairman', 'chairwoman', 'chairperson', 'chair', 'vorsitzende\\p{L}*'], ['会長']),
  sub('managing_director', [
    'managing director', 'gesch(?:a|ae)ftsf(?:u|ue)hrer(?:in)?', 'directeur general',
    'directrice generale', 'director(?:a)? general', 'direttore generale', 'diretor(?:a)? geral',
  ]),
  sub('general_manager', ['general manager', 'gerente general']),
  sub('board_member', ['board member', 'member of the board', 'board director', 'vorstand\\p{L}*'], ['取締役']),
  sub('partner', [PARTNER, 'associee?', 'socio', 'socia', 'teilhaber(?:in)?']),
  sub('art_director', ['art director', 'directeur artistique', 'director de arte']),
  sub('creative_director', ['creative director', 'directeur de creation', 'director creativo']),
  sub('engineering_manager', ['engineering manager', 'engineering lead', 'head of engineering']),
  sub('devops_engineer', ['devops', 'site reliability', 'sre']),
  sub('data_scientist', ['data scientist', 'data science', 'machine learning engineer', 'ml engineer']),
  sub('data_engineer', ['data engineer']),
  sub('data_analyst', ['data analyst', 'analista de datos', 'analyste de donnees', 'datenanalyst(?:in)?']),
  sub('qa_engineer', ['qa', 'quality assurance', 'test engineer', 'tester']),
  sub('software_architect', ['(?:software|solutions?|enterprise|cloud|it|technical) architect']),
  sub('software_engineer', [
    'software engineer', 'software developer', 'developer', 'programmer',
    '(?:frontend|front end|backend|back end|full stack|fullstack|web|mobile|ios|android) (?:engineer|developer)',
    'ingenieur logiciel', 'developpeur', 'developpeuse', '(?:software)?entwickler(?:in)?',
    'desarrollador(?:a)?', 'ingenier[oa] de software', 'programador(?:a)?', 'sviluppatore',
    'sviluppatrice', 'programmatore', 'programmatrice', 'desenvolvedor(?:a)?',
    'engenheir[oa] de software',
  ], ['ソフトウェアエンジニア', 'プログラマ']),
  sub('account_executive', ['account executive']),
  sub('account_manager', ['account manager', 'key account manager', 'key account']),
  sub('sales_development_representative', [
    'bdr', 'sdr', 'sales development', 'business development representative',
  ]),
  sub('business_development', ['business development', 'bizdev']),
  sub('sales_manager', [
    'sales manager', 'vertriebsleiter(?:in)?', 'verkaufsleiter(?:in)?', 'responsable commercial(?:e)?',
    'gerente de ventas', 'gerente de vendas', 'gerente comercial', 'responsabile vendite',
    'responsabile commerciale', 'jef[ea] de ventas',
  ]),
  sub('sales_representative', [
    'sales representative', 'sales rep', 'sales associate', 'vendedor(?:a)?', 'vendeur', 'vendeuse',
    '\\p{L}*verkaufer(?:in)?', 'venditore', 'venditrice', 'representante de ventas',
  ]),
  sub('recruiter', [
    'recruiters?', 'talent acquisition', 'recruteur', 'recruteuse', 'charge(?:e)? de recrutement',
    'reclutador(?:a)?', 'recrutador(?:a)?', 'headhunter',
  ], ['採用担当']),
  sub('paralegal', ['paralegal']),
  sub('lawyer', [
    'lawyers?', 'attorney', 'solicitor', 'barrister', 'avocate?', '\\p{L}*anwalt(?:in)?',
    'abogad[oa]', 'avvocat[oa]', 'avvocatessa', 'advogad[oa]',
  ], ['弁護士']),
  sub('legal_counsel', ['counsel', 'juriste', 'jurist(?:in)?', 'justiziar(?:in)?', 'syndikus\\p{L}*', 'giurista']),
  sub('compliance_officer', ['compliance']),
  sub('controller', ['controller', 'comptroller', 'controleur de gestion', 'controlling']),
  sub('auditor', ['auditor(?:a)?', 'revisore']),
  sub('accountant', [
    'accountant', 'bookkeeper', 'comptable', '\\p{L}*buchhalter(?:in)?', 'contable', 'contador(?:a)?',
    'contabile',
  ]),
  sub('financial_analyst', ['financial analyst', 'finance analyst', 'analyste financier']),
  sub('ux_designer', ['ux', 'ui', 'user experience', 'interaction designer', 'product designer']),
  sub('designer', [
    'designer', '\\p{L}*designer(?:in)?', 'graphiste', 'grafiker(?:in)?', 'disenador(?:a)?',
    'progettista grafic[oa]',
  ], ['デザイナー']),
  sub('nurse', [
    'nurse', 'infirmier', 'infirmiere', 'krankenschwester', '\\p{L}*pfleger(?:in)?', 'enfermer[oa]',
    'infermier[ea]', 'enfermeir[oa]',
  ], ['看護師']),
  sub('pharmacist', ['pharmacist', 'pharmacien(?:ne)?', 'apotheker(?:in)?', 'farmaceutic[oa]', 'farmacista'], ['薬剤師']),
  sub('physician', ['physician', 'doctor', 'medecin', '\\p{L}*arzt(?:in)?', 'medic[oa]'], ['医師']),
  sub('professor', ['professor', 'lecturer'], ['教授']),
  sub('teacher', [
    'teacher', 'enseignante?', 'instituteur', 'institutrice', 'professeure?', 'lehrer(?:in)?',
    'profesora?', 'maestr[oa]', 'docente', 'insegnante', 'professore', 'professoressa', 'professora',
  ], ['教師', '教員']),
  sub('trainer', ['trainer(?:in)?', 'instructor', 'formateur', 'formatrice', 'formador(?:a)?', 'formatore'], ['講師']),
  sub('customer_success_manager', ['customer success manager', 'csm']),
  sub('customer_support', [
    'customer support', 'customer service', 'customer care', 'helpdesk', 'help desk', 'service desk',
    'technical support', '(?<!sales )support (?:agent|specialist|representative|engineer)', 'service client',
    'kundenservice\\p{L}*', 'kundendienst\\p{L}*', 'atencion al cliente', 'servicio al cliente',
    'assistenza clienti', 'servizio clienti', 'atendimento',
  ], ['カスタマーサポート']),
  sub('product_manager', [
    'product manager', 'product owner', 'product lead', 'chef de produit', 'produktmanager(?:in)?',
    'gerente de produc?to', 'product management',
  ]),
  sub('project_manager', [
    'project manager', 'program manager', 'programme manager', 'chef de projet',
    'projektleiter(?:in)?', 'projektmanager(?:in)?', 'jef[ea] de proyecto', 'gerente de projeto',
    'responsabile di progetto', 'capo progetto',
  ], ['プロジェクトマネージャー', 'プロジェクトマネジャー']),
  sub('office_manager', ['office manager']),
  sub('marketing_manager', [
    'marketing manager', 'responsable marketing', 'marketingleiter(?:in)?', 'marketingmanager(?:in)?',
    'gerente de marketing', 'responsabile marketing',
  ], ['マーケティングマネージャー']),
  sub('seo_specialist', ['seo']),
  sub('social_media_manager', ['social media', 'community manager']),
  sub('public_relations', [
    'pr', 'public relations', 'relations presse', 'attachee? de presse', 'relations publiques',
    'relaciones publicas', 'relazioni pubbliche', 'relacoes publicas',
  ], ['広報']),
  sub('spokesperson', ['spokesperson', 'spokesman', 'spokeswoman', 'pressesprecher(?:in)?', 'portavoz']),
  // Sales/marketing/revenue operations belong to those functions, not to operations.
  sub('operations_manager', ['(?<!sales |marketing |revenue )(?:operations|ops) manager']),
  sub('buyer', ['buyer', 'purchaser', 'acheteur', 'acheteuse', '\\p{L}*einkaufer(?:in)?', 'comprador(?:a)?']),
];

/**
 * The whole table, in evaluation order. Each output field is decided by the first rule that sets
 * that field and matches; rules for different fields never interfere.
 */
export const TITLE_RULES: readonly TitleRule[] = Object.freeze([
  ...SENIORITY_RULES,
  ...DEPARTMENT_RULES,
  ...SUBROLE_RULES,
]);

// The evaluator reads the exported table itself, so what docs show is exactly what runs.
const rulesFor = <F extends TitleRule['field']>(field: F) =>
  TITLE_RULES.filter((rule): rule is Extract<TitleRule, { field: F }> => rule.field === field);
const DEPARTMENT_ORDER = rulesFor('department');
const SENIORITY_ORDER = rulesFor('seniority');
const SUBROLE_ORDER = rulesFor('subRole');

function firstMatch<R extends TitleRule>(rules: readonly R[], text: string): R['value'] | null {
  return rules.find((rule) => rule.match.test(text))?.value ?? null;
}

export function classifyTitle(title: string | null | undefined): TitleClassification {
  const text = normalizeTitle(title ?? '');
  if (text === '') return { department: null, seniority: null, role: null, subRole: null };
  const department = firstMatch(DEPARTMENT_ORDER, text);
  return {
    department,
    seniority: firstMatch(SENIORITY_ORDER, text),
    role: department,
    subRole: firstMatch(SUBROLE_ORDER, text),
  };
}
