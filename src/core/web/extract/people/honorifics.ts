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
import { isGivenName } from '../../../identity/given-names.js';
import { collapse } from './text.js';

/** Prefixes compared without dots, in lower case. */
const PREFIXES = new Set([
  // en
  'dr', 'prof', 'mr', 'mrs', 'ms', 'mx', 'miss', 'sir', 'dame', 'rev', 'revd', 'reverend', 'pastor', 'hon',
  // en-GB: a councillor ("Cllr Margaret Fenwick"); the Church of England's canons, archdeacons
  // ("The Venerable") and prebendaries ("The Revd Canon Ruth Ashworth", "The Ven. Mark Hill")
  'cllr', 'canon', 'ven', 'preb',
  // clergy: Father, Monsignor (en, Irish "Fr Liam"), ksiądz and kanonik (pl "ks. kan."), Pfarrer/-in (de "Pfr.")
  'fr', 'msgr', 'mons', 'ks', 'kan', 'prał', 'pfr', 'pfrin',
  // nl-BE: Eerwaarde Heer, Zeer Eerwaarde Heer ("E.H. Dirk Van Hecke"); pater
  'eh', 'zeh', 'pater',
  // de, at, ch
  'herr', 'herrn', 'frau', 'mag', 'maga', 'magª', 'ing', 'dipl', 'drin', 'profin', 'priv-doz', 'pd',
  // fr (and Swiss and Quebec French: "Dre", "Dresse" for a woman doctor)
  'mme', 'mmes', 'mlle', 'mlles', 'pr', 'dre', 'dresse',
  // es, ca, pt
  'sr', 'sra', 'srta', 'sres', 'dra', 'drª', 'dña', 'dª', 'doña', 'lic', 'lcdo', 'lcda', 'eng', 'engº', 'engª', 'enga', 'engo',
  'arq', 'arqª', 'arqº', 'arqa', 'arqo', 'exmo', 'exma',
  // es, it, pt: clergy ("Padre Marcos", "Frei Luís", "Fray Juan", "Suor Anna")
  'padre', 'frei', 'fray', 'suor',
  // es-AR, es-UY: contador/contadora público/a ("Cr. Pablo Díaz", "Cra. Julieta Arce")
  'cr', 'cra',
  // it
  'dott', 'dottssa', 'dotssa', 'drssa', 'avv', 'arch', 'geom', 'rag', 'sig', 'sigra', 'signa', 'profssa', 'profª',
  // nl: also "juf", how pupils and parents address a primary-school teacher ("Juf Fatima el Amrani")
  'mr', 'drs', 'ir', 'dhr', 'mevr', 'mw', 'bc', 'juf',
  // sv, no, da
  'fru',
  // pl: lek. (physician), adw. (advocate), r.pr. (radca prawny), apl. (trainee), mec. (mecenas)
  'mgr', 'inż', 'inz', 'lek', 'mec', 'hab', 'adw', 'rpr', 'apl', 'lic',
  // cs, sk: degrees written before the name (Act 111/1998: Bc., Mgr., Ing., MUDr. ...), docent
  'bca', 'mga', 'mudr', 'mvdr', 'mddr', 'judr', 'phdr', 'rndr', 'pharmdr', 'thdr', 'paeddr', 'icdr', 'rsdr',
  'rcdr', 'rtdr', 'phmr', 'thlic', 'akad',
  // sk, cs: a priest, veľadôstojný / dôstojný pán ("vdp. Mgr. Štefan Lukáč")
  'vdp', 'dp',
  // cs, pl: the forms of address written out, as running text writes them ("paní Jana Nováková",
  // "z panią Katarzyną Wójcik"); Polish "pani"/"pan" alone are also "you", so only so (see EXACT)
  'paní', 'panią',
  // at: double degrees (MMag., DDr., DDI)
  'mmag', 'ddr', 'ddi',
  // es (Latin America): licenciado/a, maestro/a, contador público, abogado
  'licdo', 'licda', 'ldo', 'lda', 'mtro', 'mtra', 'abog', 'profa', 'prof.ª',
  // fr: maître (lawyers, notaries)
  'maître', 'maitre',
  // the forms of address written out, as running text writes them ("la signora Anna Russo",
  // "Madame Claire Morel", "mevrouw Sanne Visser", "a senhora Joana Mendes")
  'signora', 'signor', 'signore', 'signorina', 'señora', 'señor', 'señorita', 'senhora', 'senhor', 'madame',
  'monsieur', 'mademoiselle', 'mevrouw', 'meneer', 'mijnheer', 'heer', 'senyora', 'senyor',
]);

/** Prefixes that must be written exactly so (see the file comment). */
const EXACT_PREFIXES = new Set([
  'M.', 'D.', 'Me', 'Mᵉ', 'Hr.', 'Fr.', 'DI', 'Pan', 'Pani',
  // India: a chartered accountant, a company secretary, a cost accountant written before the name
  // ("CA Rohan Mehta", "CS Neha Gupta"), as the institutes (ICAI, ICSI) tell members to
  'CA', 'CS', 'CMA',
  // it: "ins.", insegnante, how an Italian school lists its primary teachers ("ins. Paola Bertolini"),
  // with its period only (German "ins" is "into the")
  'ins.', 'Ins.',
  // pt: padre and cónego, a priest and a canon, as a diocese writes them ("P.e Manuel Rodrigues", "Cón. António Pereira")
  'P.e', 'Pe.', 'Cón.', 'Cgo.',
  // fi: a degree written before the name as a title ("FT Riikka Kärkkäinen", "KTM", "TkT")
  'FT', 'FM', 'KTM', 'TkT', 'KTT', 'VTM', 'YTM', 'HTM', 'TtM', 'LT', 'LL', 'HLL', 'ELL', 'OTM', 'KM',
  // fi: erikoishammaslääkäri, erikoislääkäri (a specialist dentist, physician: "LT, EHL Mikko Salo")
  'EHL', 'EL',
  // fi: varatuomari, the lawyer's title ("VT Juha Lehtonen"), and oikeustieteen kandidaatti
  'VT', 'OTK',
  // pl: druh/druhna, how volunteer firefighters and scouts address a member ("dh Adam Kołodziej");
  // et: õpetaja, a Lutheran pastor ("õp Rein Põld")
  'dh', 'dhna', 'õp',
  // cs, sk, pl: "Mr"/"Mrs" written lower-case in running text ("pan Jan Novák", "pani Jana Nováková")
  'pan', 'pani', 'pán',
  // it, pt: a priest, lower-case ("don Matteo Ferrari", "dom Pedro"): "Don" capitalised is a given name too
  'don', 'dom',
  // sv, no, da: "Tekn. dr", "Fil. dr"; "Leg." (legitimerad) before a licensed profession
  'Tekn.', 'Fil.', 'Ekon.', 'Jur.', 'Med.', 'Leg.', 'leg.',
  // (and so written in lower case, as a staff list does: "fil. dr Gunnar Wahlberg", "tekn. dr")
  'fil.', 'tekn.', 'ekon.',
  // mi: "Whaea" (aunt) and "Matua" (uncle), how New Zealand schools name their teachers ("Whaea Aroha Ngata-Lindsay")
  'Whaea', 'Matua',
  // de: the professions a German firm writes before the name (Rechtsanwalt/-anwältin,
  // Steuerberater/-in, Wirtschaftsprüfer/-in, vereidigter Buchprüfer): "RA Dr. Thomas Müller",
  // "StB Dipl.-Kfm. Klaus Meier"; in capitals they could be initials, so only so written
  'RA', 'RAin', 'RAuN', 'StB', 'StBin', 'WP', 'WPin', 'vBP',
  // de: a Bavarian or Baden teacher's civil-service rank before the name ("StRin Katharina Wagner":
  // Studienrätin, Oberstudienrat, Studiendirektorin)
  'StR', 'StRin', 'OStR', 'OStRin', 'StD', 'StDin', 'OStD', 'OStDin',
  // de-AT: the Austrian titles of honour written before the name ("KommR Ing. Markus Gruber":
  // Kommerzialrat, Ökonomierat, Medizinalrat, Veterinärrat, Regierungsrat, Oberschulrat)
  'KommR', 'ÖkR', 'MedR', 'VetR', 'RegR', 'OSR',
  // cs: "Ing. arch." (the architect's degree) is "Ing." and "arch."; docent ("doc. Ing. Jan Novák")
  'arch.', 'doc.', 'Doc.',
  // it: perito industriale, notaio; es (Mexico): contador público ("C.P. Juan Pérez")
  'P.I.', 'Not.', 'C.P.',
  // pl: technik (a technician's professional title, "tech. Joanna Nowicka", "tech. dent. Jan
  // Kowalski"); lower case with its dot only, so the English word "Tech" stays a word
  'tech.',
  // nl: dominee, a minister ("ds. Gerda van der Meulen"); it: maestro, a conductor or music
  // teacher ("M° Alessandro Villa"); only with the dot or the ordinal sign, as those write them
  'ds.', 'Ds.', 'M°', 'Mº',
]);
/** Of those, the ones that could be an initial or a word: only before two more words, not an initial. */
const AMBIGUOUS_PREFIXES = new Set(['M.', 'D.', 'Me', 'Pan', 'Pani', 'RA', 'WP', 'arch.', 'Doc.', 'Not.', 'C.P.', 'P.I.', 'Pastor']);
/** Prefixes followed by the licensed profession in lower case ("Leg. tandläkare Erik Lund"). */
const PROFESSION_PREFIXES = new Set(['leg']);

/** A doctor's or professor's faculty, written after "Dr."/"Prof." in lower case ("Dr. med. dent."). */
const FACULTIES = new Set([
  'med', 'dent', 'vet', 'rer', 'nat', 'pol', 'oec', 'soc', 'phil', 'jur', 'iur', 'theol', 'paed', 'techn', 'sc',
  'mont', 'agr', 'habil', 'hab', 'hc', 'h', 'c', 'mult', 'ing', 'publ', 'inż',
  // at: "Dr. med. univ." (a doctor of medicine of an Austrian university)
  'univ',
  // no, sv, da: "Dr. odont." (a doctor of odontology), "Dr. scient.", "Dr. philos."
  'odont', 'scient', 'philos',
  // pl: "lek. wet." (a veterinary surgeon), "lek. stom." (a dentist), "dr n. med." (doctor of
  // medical sciences: "n." is nauk, of sciences, before its field)
  'wet', 'stom', 'n', 'farm', 'hum', 'ekon', 'roln',
  // cs: "akad. mal." (academic painter), "akad. soch." (sculptor), "akad. arch."
  'mal', 'soch', 'arch',
  // cs, sk: "Mgr. art." (magister artis, the arts' master's degree), "MgA." aside
  'art',
]);

/** Post-nominals, without dots or spaces, exactly as written. */
const POST_NOMINALS = new Set([
  // medicine and care
  'MD', 'DO', 'DDS', 'DMD', 'DC', 'OD', 'DPM', 'DVM', 'VMD', 'RDH', 'RN', 'BSN', 'MSN', 'NP', 'APRN', 'CRNA', 'LPN',
  'PA', 'PA-C', 'DPT', 'PT', 'OT', 'OTR', 'PharmD', 'MPH', 'FAGD', 'MAGD', 'FACS', 'FACP', 'FRCS', 'FRCP', 'FRCSEd',
  'MRCP', 'MRCS', 'MBBS', 'MBChB', 'FRACS', 'LCSW', 'MSW',
  // veterinary surgeons and nurses of Ireland and the UK (Veterinary Council of Ireland, RCVS)
  // church music: the Royal College of Organists, the Royal Academy and colleges of music
  'FRCO', 'ARCO', 'FRSCM', 'ARSCM', 'LRAM', 'ARAM', 'ARCM', 'LRSM', 'LTCL', 'FTCL', 'ARCO(CHM)',
  'MVB', 'MRCVS', 'FRCVS', 'BVSc', 'BVMS', 'BVM&S', 'BVetMed', 'MVM', 'MVSc', 'CertAVP', 'RVN', 'VN', 'DipAVN', 'CertSAM',
  'DipECVS', 'DipECVIM', 'DipACVS', 'MVetMed',
  // postgraduate and general practitioner certificates (ISVPS's "GPCert (ExAP)"), often with their field in brackets
  'GPCert', 'PGCert', 'PgCert', 'PGDip', 'PgDip', 'AdvCert',
  // shipbrokers and freight forwarders (the Institute of Chartered Shipbrokers, BIFA, CILT)
  'FICS', 'MICS', 'FCILT', 'CMILT', 'MCILT', 'FIFF', 'MIFF',
  // Irish chartered physiotherapists (ISCP)
  'MISCP', 'FISCP',
  // engineers of Ireland and the UK (Engineers Ireland, the Engineering Council); museum and
  // antiquarian societies (Museums Association, Society of Antiquaries)
  'BE', 'CEng', 'IEng', 'MIEI', 'FIEI', 'MICE', 'FICE', 'MIStructE', 'FIStructE', 'AMA', 'FMA', 'FSA', 'FSAScot',
  // Finnish architects' association and doctorates written after the name ("Sanna Saari, SAFA", "Hannu Kivelä, TkT")
  'SAFA', 'TkT', 'TkL', 'FT', 'KTT', 'OTT',
  // degrees
  'PhD', 'DPhil', 'EdD', 'DBA', 'JD', 'LLM', 'LLB', 'LLD', 'MBA', 'EMBA', 'MSc', 'BSc', 'MA', 'BA', 'MS', 'BS', 'MEng',
  'BEng', 'MFA', 'MEd', 'BEd', 'MPA', 'MPhil', 'MRes', 'BBA', 'MLIS', 'DSc', 'BFA', 'BArch', 'MArch', 'BMus', 'MMus',
  'BCom', 'MCom', 'BPharm', 'MSocSc', 'BSocSc', 'MEcon', 'MAcc', 'MFin', 'MSt', 'MLitt',
  // music, divinity, psychology and nursing doctorates and masters
  'DMus', 'DMA', 'DMin', 'MDiv', 'ThM', 'PsyD', 'DPsych', 'DClinPsy', 'DNP', 'DLitt', 'DEd',
  // professions and honours (India's company secretaries' and cost accountants' memberships, and
  // the ICAI's information systems audit, among them)
  'ACS', 'FCS', 'ACMA', 'FCMA', 'DISA',
  // (and the British mountaineering instructors' awards: "Alasdair Robertson MIC")
  'MIC', 'MIA',
  'Esq', 'CPA', 'CFA', 'CFP', 'CMA', 'ACCA', 'ACA', 'FCA', 'CA', 'PE', 'PEng', 'CEng', 'PMP', 'AIA', 'FAIA', 'RIBA',
  'EA', 'CIA', 'CFE', 'CISA', 'ChFC', 'CLU', 'CIPD', 'FCCA', 'CTA', 'ATT',
  'MBE', 'OBE', 'CBE', 'KBE', 'QC', 'KC',
  // South Africa: registrations with the engineering, science, architecture and quantity surveying
  // councils, written with a space ("Pr Eng", "Pr Tech Eng", "Pr Sci Nat", "Pr Arch", "Pr QS")
  'PrEng', 'PrTechEng', 'PrTechniEng', 'PrSciNat', 'PrArch', 'PrQS', 'PrCPM', 'PrLArch', 'PrPln', 'PrCM',
  // law and tax degrees and memberships of Ireland and the UK (Bachelor/Master/Doctor of Civil Law,
  // barrister-at-law, Irish Tax Institute associates and fellows)
  'BCL', 'MCL', 'DCL', 'BL', 'AITI', 'FITI',
  // uk chartered bodies (surveyors, builders, engineers, accountants, planners, HR, marketing)
  'MRICS', 'FRICS', 'AssocRICS', 'MCIOB', 'FCIOB', 'MICE', 'FICE', 'MIMechE', 'MIET', 'FIET', 'MIStructE',
  'FIStructE', 'MCIBSE', 'FCIBSE', 'ARB', 'MRTPI', 'CMLI', 'ACMA', 'FCMA', 'CGMA', 'ACIS', 'FCIS', 'MAAT', 'FMAAT',
  'ACII', 'FCII', 'DipPFS', 'APFS', 'CertPFS', 'MCIPS', 'FCIPS', 'MCIM', 'FCIM', 'MCIPD', 'FCIPD', 'CMgr', 'MCMI',
  'FCMI', 'ACIB', 'MCSP', 'RGN', 'RMN', 'DipHE', 'BDS', 'MFDS', 'FDS', 'MJDF', 'BVSc', 'BVetMed', 'MRCVS', 'BChD',
  'BVM&S', 'MChem', 'MMath', 'MPhys', 'TEP', 'FPFS',
  // de, at, ch: professions and degrees written after the name ("Sabine Roth, WP/StB", "MSc, MBA", "MAS")
  'RA', 'RAin', 'StB', 'StBin', 'WP', 'WPin', 'vBP', 'FAStR', 'MAS', 'MBL', 'DI', 'DDI',
  // ch: the specialist titles of physicians, vets and dentists (FMH, FVH, SSO)
  'FMH', 'FVH', 'SSO',
  // nl: register accountants, valuators, controllers, EDP auditors
  'AA', 'RB', 'RV', 'RC', 'RE', 'EMIA', 'RRM', 'RT',
  // cs, sk: after the name (Ph.D., Th.D., CSc., DrSc., DiS., ArtD.)
  'ThD', 'CSc', 'DrSc', 'DiS', 'ArtD',
  // fi: degrees a Finnish card writes after the name
  'FM', 'KTM', 'TkT', 'FT', 'KTT', 'OTM', 'VTM', 'HTM', 'YTM', 'MMM', 'KM', 'LL', 'HLL', 'ELL', 'TtM', 'eMBA', 'EHL',
  // (and the other masters, bachelors and doctorates of Finnish universities: sport, humanities,
  // pharmacy, music, theatre, arts, veterinary, education, health sciences)
  'LitM', 'LitT', 'FK', 'KTK', 'HuK', 'HuM', 'YTK', 'TtK', 'TtT', 'FaM', 'FaT', 'MuM', 'MuT', 'TaM', 'TeM', 'TeT',
  'ETM', 'ETT', 'KT', 'OTK', 'VTK', 'HTK', 'LuK', 'TeK',
]);

/**
 * A degree written with a dot after each of its parts, each part capitalised ("D.Mus.", "M.A.",
 * "B.Sc.", "LL.M."): the shape degrees take after a name, whether or not the list holds them.
 */
const DOTTED_DEGREE_RE = /^\p{Lu}{1,2}\p{Ll}{0,3}\.(?:\p{Lu}{1,2}\p{Ll}{0,3}\.){1,3}$/u;

/** Specialist titles written with their field after the name or the job (Swiss FMH, FVH). */
const FIELD_TITLES = new Set(['FMH', 'FVH']);

/** A degree spelled out: bachelor (of) X, master in/of X, licentiaat X. */
const SPELLED_DEGREE_RE = /^(?:bachelor(?:'s|s)?|master(?:'s|s)? (?:in|of|en|ès)|licentiaat|licentiate)\s+\S/iu;

/** Lower-case dotted degrees written after a name in the Nordic countries ("cand.merc.", "civ.ing.", "jur.kand."). */
const NORDIC_DEGREE_RE = /^(?:cand|civ|jur|fil|mag|lic|pol|ekon|tekn|med|dr|ph)\.[\p{Ll}.]{2,14}$/u;

/**
 * A faculty written capitalised with its dot after a doctor, as Italian, Spanish and Portuguese
 * cards write it ("Dott. Agr. Stefano Neri", "Dott. Ing.", "Dr. Med."): three letters at least, so
 * an initial after a doctor ("Dr. H. Weber") stays the name's.
 */
export function isCapitalFaculty(token: string): boolean {
  return /^\p{Lu}\p{Ll}{2,5}\.$/u.test(token) && FACULTIES.has(prefixKey(token));
}

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
  // A registered mark after a certification ("CFP®") is no part of it.
  const key = part.normalize('NFC').replace(/[.\s®™]/gu, '');
  if (key !== '' && POST_NOMINALS.has(key)) return true;
  const trimmed = part.trim();
  if (NORDIC_DEGREE_RE.test(trimmed) || DOTTED_DEGREE_RE.test(trimmed)) return true;
  // A degree spelled out after the name, as Belgian, Dutch and British cards write it ("Ruben
  // Jacobs, bachelor accountancy-fiscaliteit", "master in de rechten", "Bachelor of Science"):
  // "master" only with its "in"/"of", so "Master Electrician" stays a title.
  if (SPELLED_DEGREE_RE.test(trimmed) && trimmed.split(/\s+/).length <= 6) return true;
  // A degree and its class ("BSc (Hons)", "MA (Oxon)") or a school note after a diploma.
  // ("(H)": a Norwegian advocate admitted to the Supreme Court, høyesterettsadvokat.)
  if (/^\((?:Hons|Oxon|Cantab|FH|TU|ETH|HF|Univ\.?|H)\)$/.test(trimmed)) return true;
  // (Or its school's acronym: "BSc (WU)", "MSc (ETH)", "Mag. (FH)".)
  const hons = /^(\S+)\s+\((?:Hons|Oxon|Cantab|[A-Z][A-Za-z]{1,4})\)$/.exec(trimmed);
  if (hons !== null && isPostNominal(hons[1] ?? '')) return true;
  // A certificate with its field in brackets, written together ("CertAVP(SAM)", "PgDip(Ortho)").
  const field = /^([A-Za-z]{2,10})\(([A-Za-z]{1,8})\)$/.exec(trimmed);
  if (field !== null && POST_NOMINALS.has(field[1] ?? '')) return true;
  // A certificate or diploma named by its capitals, written together, as British veterinary and
  // clinical registers give them ("CertVNECC", "DipECVS", "PgCertMedEd" has lower case: not read).
  if (/^(?:Cert|Dip|PgCert|PgDip|PGCert|PGDip)[A-Z]{2,8}(?:\([A-Za-z]{1,8}\))?$/.test(trimmed)) return true;
  // Several written together with slashes ("WP/StB", "SAR/MSA", "RIBA/ARB"): each one is.
  if (key.includes('/') && key.split('/').every((k) => k !== '' && POST_NOMINALS.has(k))) return true;
  // A Polish university professor's title after the name, with the university's acronym ("prof. PŁ", "prof. UW").
  if (/^prof\.\s?\p{Lu}{2,5}$/u.test(trimmed)) return true;
  // A diplomate of a specialist college ("Dipl. ECVS", "Dipl. ACVIM", "Dipl. ECVIM-CA"), after the name.
  if (/^Dipl\.\s?[A-Z]{3,6}(?:-[A-Z]{2,3})?$/.test(trimmed)) return true;
  const words = part.trim().split(/\s+/);
  // A Swiss specialist title and its field ("FVH Kleintiere", "FMH Innere Medizin", "FMH für Chirurgie").
  if (words.length > 1 && words.length <= 4 && FIELD_TITLES.has(words[0] ?? '') && words.slice(1).every((w) => /^(?:\p{Lu}\p{Ll}+|für|pour|per|und|et|e)$/u.test(w))) return true;
  // A membership and the designation it gives, spelled out ("AITI Chartered Tax Adviser", "FCA
  // Chartered Accountant", "CPA Certified Public Accountant").
  if (words.length > 2 && words.length <= 6 && POST_NOMINALS.has((words[0] ?? '').replace(/\./g, '')) && /^(?:Chartered|Certified|Registered|Licensed)$/.test(words[1] ?? '') && words.slice(2).every((w) => /^\p{Lu}\p{Ll}+$/u.test(w))) return true;
  // A degree and where it was earned ("MSc ETH", "PhD EPFL"); a Swiss or German diploma after the
  // name ("dipl. Informatiker HF", "Dipl.-Ing. FH").
  if (words.length > 1 && POST_NOMINALS.has((words[0] ?? '').replace(/\./g, '')) && words.slice(1).every((w) => /^[A-Z]{2,5}$/.test(w))) return true;
  // (Lower-case "dipl." and a school's capitals at the end: "Dipl.-Ing. Katrin Hoffmeister" is a
  // name with its prefix, not a diploma after one.)
  if (words.length > 2 && words.length <= 4 && /^dipl\./.test(words[0] ?? '') && /^[A-Z]{2,4}$/.test(words[words.length - 1] ?? '')) return true;
  // Memberships written together with slashes ("SAR/MSA", "RIBA/ARB"): capitals only, never a title.
  return /^[A-Z]{2,6}(?:\/[A-Z]{2,6})+$/.test(key);
}

/** Doctors (prefix keys) after whom a faculty may follow. */
const DOCTORS = new Set(['dr', 'dott', 'dottssa', 'dotssa', 'drssa', 'dra']);

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
/** A capitalised abbreviation of two to five letters with its period ("Odt.", "Fzt."), no initial. */
const UNLISTED_ABBREVIATION_RE = /^\p{Lu}\p{Ll}{1,4}\.$/u;

export function stripHonorifics(text: string): string {
  // Post-nominals: trailing comma-separated parts ("Kim, DDS, MS"), then trailing words ("Ortiz MBA").
  const parts = collapse(text).split(',');
  while (parts.length > 1 && isPostNominal(parts[parts.length - 1] ?? '')) parts.pop();
  // An honorific and its faculty written together ("Dr.med.vet.") read as separate words; other
  // dotted runs ("A.B." initials) stay as written.
  // Polish "r. pr." (radca prawny) written with its space is the one prefix "r.pr.".
  const tokens = parts
    .join(',')
    .replace(/(^|\s)r\. pr\.(?=\s)/u, '$1r.pr.')
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
  // "The Revd", "The Very Revd", "The Rt Revd", "The Hon.": the article of an English style goes with it.
  let i = tokens[0] === 'The' && (isHonorific(tokens[1] ?? '') || (/^(?:Very|Rt\.?|Right|Most)$/u.test(tokens[1] ?? '') && isHonorific(tokens[2] ?? ''))) ? (isHonorific(tokens[1] ?? '') ? 1 : 2) : 0;
  let afterDoctor = false;
  while (i < tokens.length) {
    const t = tokens[i] ?? '';
    if (afterDoctor && ((/^\p{Ll}/u.test(t) && FACULTIES.has(prefixKey(t).replace(/-/g, ''))) || isCapitalFaculty(t))) {
      i++;
      continue;
    }
    if (isSchoolNote(t) && i > 0) {
      i++;
      continue;
    }
    // Czech and Slovak double degrees joined by "et" ("Mgr. et Mgr. Jitka Vondráčková", "MUDr. et MUDr.").
    if (t === 'et' && i > 0 && isHonorific(tokens[i - 1] ?? '') && isHonorific(tokens[i + 1] ?? '')) {
      i++;
      continue;
    }
    // The Swiss federal diplomas written before the name without a doctorate ("med. vet. Lea
    // Zimmermann", "med. dent.", "med. pract."), as "Dr. med. vet." is with one.
    if (t === 'med.' && /^(?:vet|dent|pract)\.$/u.test(tokens[i + 1] ?? '') && tokens.length - i - 2 >= 2) {
      i += 2;
      continue;
    }
    // Finnish degrees listed with commas before the name ("LT, EHL Mikko Salo").
    if (t.endsWith(',') && isHonorific(t.slice(0, -1)) && isHonorific(tokens[i + 1] ?? '')) {
      i++;
      continue;
    }
    if (!isHonorific(t)) {
      // An abbreviation no list holds, opening the text before a given name of the lists and one
      // word more ("Odt. Silvia Baldan", an Italian dental technician's; "Fzt. Ana Ruiz"): a
      // capital, one to four small letters and a period, the shape of a profession's short form.
      if (i === 0 && UNLISTED_ABBREVIATION_RE.test(t) && tokens.length >= 3 && isGivenName(tokens[1] ?? '')) {
        i++;
        continue;
      }
      break;
    }
    if (AMBIGUOUS_PREFIXES.has(t) && (tokens.length - i - 1 < 2 || isInitial(tokens[i + 1] ?? ''))) break;
    const key = prefixKey(t);
    // "Leg. tandläkare Erik Lund": the licensed profession after "Leg." goes with it.
    if (PROFESSION_PREFIXES.has(key) && /^\p{Ll}+$/u.test(tokens[i + 1] ?? '') && tokens.length - i - 2 >= 2) {
      i += 2;
      continue;
    }
    // A licentiate takes a faculty too ("lic. oec.", "lic. phil.", Swiss usage).
    // A Polish physician's too ("lek. dent.", "lek. med."), and the Czech architect's "Ing. arch.".
    // Italian, Spanish and Portuguese doctors too ("Dott. Agr.", "Dott.ssa Ing.", "Dra. Med.").
    // An Austrian Magister's too ("Mag. iur.", "Mag. rer. soc. oec.", "Mag. pharm."), a Czech or Slovak one's ("Mgr. art.").
    // A Polish technician's trade too ("tech. dent."); an engineer's field ("Ing. Agr.", an agronomist in Argentina).
    afterDoctor = DOCTORS.has(key) || key === 'prof' || key.startsWith('dr-') || key === 'drin' || key === 'pd' || key === 'lic' || key === 'lek' || key === 'akad' || key === 'tech' || key === 'ing' || key === 'mag' || key === 'maga' || key === 'mmag' || key === 'mgr';
    i++;
  }
  return tokens.slice(i).join(' ');
}
