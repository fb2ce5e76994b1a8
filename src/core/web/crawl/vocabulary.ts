/**
 * The words sites use for the pages that name their people and addresses, by kind and language:
 * navigation labels, link titles and URL slugs as small-company sites write them. Written as
 * people write them (accents, capitals); link-kinds.ts folds both sides (case, accents, ß, ø, æ,
 * ł ...) before matching, so "Über uns", "uber uns" and the slug "ueber-uns" (listed too: German
 * slugs spell umlauts out) all match. A phrase matches whole words only; a trailing "*" lets its
 * last word start a compound ("datenschutz*" matches "Datenschutzerklärung").
 *
 * Languages: en, de, fr, es, ca, it, pt, nl, sv, no, da, pl (the languages the service reads).
 */

/** What a page is for, as its link says. */
export type PageKind =
  | 'contact'
  | 'team'
  | 'imprint' // legal notice / Impressum: the law makes it name the people responsible
  | 'about'
  | 'home' // a language home (/en/, an hreflang alternate of the home page): a hub, read for its links
  | 'press'
  | 'careers'
  | 'support' // customer service, help, security disclosure
  | 'locations'
  | 'involve' // donate, volunteer, membership: a charity's donor care names its people
  | 'privacy'; // GDPR Art. 13 makes a privacy notice name the controller's and DPO's contact

/** Kinds a link is sorted into besides the people pages. */
export type OtherKind =
  | 'low' // blog, news, products, shop, projects, pricing: read last, if the budget is left
  | 'reject'; // log-in, cart, checkout, search, feeds, cookie settings, portals: never fetched

export type Lang = 'en' | 'de' | 'fr' | 'es' | 'ca' | 'it' | 'pt' | 'nl' | 'sv' | 'no' | 'da' | 'pl';

export const LANGS: readonly Lang[] = ['en', 'de', 'fr', 'es', 'ca', 'it', 'pt', 'nl', 'sv', 'no', 'da', 'pl'];

type Table = Record<Lang, readonly string[]>;

export const VOCABULARY: Readonly<Record<PageKind | OtherKind, Partial<Table>>> = {
  contact: {
    en: ['contact', 'contacts', 'contact us', 'contact me', 'get in touch', 'reach us', 'write to us', 'email us', 'enquiries', 'inquiries', 'new patients', 'new patient', 'new clients', 'request appointment', 'book an appointment', 'appointments', 'contact details', 'contact information'],
    de: ['kontakt', 'kontakte', 'kontaktieren', 'kontaktieren sie uns', 'kontaktiere uns', 'kontaktformular', 'kontaktdaten', 'ansprechpartner', 'ansprechpartnerin', 'ansprechpartnerinnen', 'ansprechpersonen', 'schreiben sie uns', 'so erreichen sie uns', 'neue patienten', 'neupatienten', 'terminvereinbarung', 'pressekontakt'],
    fr: ['contact', 'contacts', 'contactez nous', 'nous contacter', 'contactez moi', 'nous ecrire', 'ecrivez nous', 'coordonnees', 'prendre rendez vous', 'nouveaux patients', 'nous joindre'],
    es: ['contacto', 'contactos', 'contactar', 'contactanos', 'contactenos', 'contacta con nosotros', 'contacte con nosotros', 'escribenos', 'pide cita', 'nuevos pacientes'],
    ca: ['contacte', 'contacta', 'contacteu', 'contacta amb nosaltres', 'contacteu amb nosaltres', 'escriu nos', 'escriviu nos'],
    it: ['contatti', 'contatto', 'contattaci', 'contattateci', 'scrivici', 'scriveteci', 'nuovi pazienti'],
    pt: ['contato', 'contatos', 'contacto', 'contactos', 'fale conosco', 'contacte nos', 'entre em contato', 'entre em contacto', 'fale connosco'],
    nl: ['contact', 'neem contact op', 'contactgegevens', 'contacteer ons', 'contactformulier', 'nieuwe patienten'],
    sv: ['kontakt', 'kontakta oss', 'kontakta', 'kontaktuppgifter', 'kontakta mig'],
    no: ['kontakt', 'kontakt oss', 'kontaktinformasjon', 'ta kontakt', 'kontaktskjema'],
    da: ['kontakt', 'kontakt os', 'kontaktinformation', 'kontaktoplysninger', 'skriv til os'],
    pl: ['kontakt', 'kontakt z nami', 'kontakty', 'skontaktuj sie', 'skontaktuj sie z nami', 'dane kontaktowe', 'napisz do nas'],
  },
  team: {
    en: ['team', 'our team', 'the team', 'meet the team', 'meet our team', 'meet the', 'meet our', 'meet dr', 'people', 'our people', 'staff', 'our staff', 'leadership', 'leadership team', 'management', 'management team', 'board', 'board of directors', 'board of trustees', 'trustees', 'directors', 'executives', 'founders', 'attorneys', 'our attorneys', 'lawyers', 'our lawyers', 'solicitors', 'doctors', 'our doctors', 'dentists', 'our dentists', 'physicians', 'providers', 'our providers', 'practitioners', 'therapists', 'consultants', 'our consultants', 'advisors', 'advisers', 'employees', 'team members', 'faculty', 'who is who', "who's who"],
    de: ['team', 'unser team', 'das team', 'teams', 'mitarbeiter', 'mitarbeitende', 'mitarbeiterinnen', 'unsere mitarbeiter', 'menschen', 'koepfe', 'köpfe', 'vorstand', 'geschäftsführung', 'geschaeftsfuehrung', 'geschäftsleitung', 'geschaeftsleitung', 'leitung', 'management', 'aufsichtsrat', 'kuratorium', 'stiftungsrat', 'gremien', 'beirat', 'anwälte', 'anwaelte', 'rechtsanwälte', 'rechtsanwaelte', 'ärzte', 'aerzte', 'unsere ärzte', 'praxisteam', 'wer ist wer'],
    fr: ['equipe', 'notre equipe', 'l equipe', 'les equipes', 'associes', 'les associes', 'collaborateurs', 'direction', 'comite de direction', 'conseil d administration', 'gouvernance', 'avocats', 'nos avocats', 'medecins', 'nos medecins', 'membres', 'personnel', 'nos experts', 'les architectes'],
    es: ['equipo', 'nuestro equipo', 'el equipo', 'personas', 'nuestra gente', 'direccion', 'directiva', 'junta directiva', 'consejo de administracion', 'patronato', 'abogados', 'nuestros abogados', 'medicos', 'profesionales', 'plantilla', 'socios'],
    ca: ['equip', 'l equip', 'el nostre equip', 'persones', 'direccio', 'junta directiva', 'patronat', 'advocats', 'professionals', 'metges'],
    it: ['team', 'il team', 'il nostro team', 'squadra', 'staff', 'persone', 'le persone', 'direzione', 'consiglio di amministrazione', 'avvocati', 'i nostri avvocati', 'medici', 'professionisti', 'collaboratori', 'organigramma', 'soci'],
    pt: ['equipe', 'equipa', 'nossa equipe', 'a nossa equipa', 'nosso time', 'pessoas', 'direcao', 'direccao', 'diretoria', 'conselho de administracao', 'advogados', 'medicos', 'profissionais', 'colaboradores', 'socios'],
    nl: ['team', 'ons team', 'het team', 'medewerkers', 'onze medewerkers', 'mensen', 'onze mensen', 'directie', 'bestuur', 'raad van bestuur', 'raad van toezicht', 'advocaten', 'onze advocaten', 'artsen', 'teamleden', 'wie is wie'],
    sv: ['team', 'vart team', 'medarbetare', 'vara medarbetare', 'personalen', 'ledning', 'ledningsgrupp', 'styrelse', 'styrelsen', 'anstallda', 'advokater', 'lakare'],
    no: ['team', 'vart team', 'ansatte', 'vare ansatte', 'medarbeidere', 'ledelse', 'ledelsen', 'ledergruppe', 'styret', 'styre', 'advokater', 'leger'],
    da: ['team', 'vores team', 'medarbejdere', 'vores medarbejdere', 'ansatte', 'ledelse', 'ledelsen', 'direktion', 'bestyrelse', 'bestyrelsen', 'personale', 'advokater', 'laeger', 'læger'],
    pl: ['zespół', 'nasz zespół', 'pracownicy', 'nasi pracownicy', 'zarząd', 'rada nadzorcza', 'kadra', 'kadra zarządzająca', 'kierownictwo', 'ludzie', 'adwokaci', 'prawnicy', 'lekarze', 'o zespole'],
  },
  imprint: {
    en: ['imprint', 'legal notice', 'legal notices', 'legal information', 'legal', 'site notice', 'colophon', 'company information', 'corporate information', 'company details', 'disclaimer'],
    de: ['impressum*', 'rechtliche hinweise', 'rechtliches', 'anbieterkennzeichnung', 'rechtliche informationen'],
    fr: ['mentions legales', 'mention legale', 'informations legales', 'mentions'],
    es: ['aviso legal', 'nota legal', 'informacion legal', 'avisos legales'],
    ca: ['avis legal', 'nota legal', 'informacio legal'],
    it: ['note legali', 'nota legale', 'informazioni legali', 'avvertenze legali', 'dati societari', 'colophon'],
    pt: ['aviso legal', 'informacao legal', 'informacoes legais', 'nota legal', 'ficha tecnica'],
    nl: ['colofon', 'juridische informatie', 'bedrijfsgegevens', 'disclaimer'],
    sv: ['juridisk information', 'rattslig information', 'foretagsinformation', 'foretagsuppgifter'],
    no: ['juridisk informasjon', 'selskapsinformasjon', 'firmaopplysninger', 'om nettstedet'],
    da: ['juridisk information', 'virksomhedsoplysninger', 'firmaoplysninger', 'kolofon'],
    pl: ['nota prawna', 'informacje prawne', 'dane firmy', 'informacje o firmie', 'dane rejestrowe'],
  },
  about: {
    en: ['about', 'about us', 'about me', 'who we are', 'our story', 'company', 'the company', 'our company', 'history', 'our history', 'our mission', 'the practice', 'our practice', 'the firm', 'our firm', 'the foundation', 'organisation', 'organization', 'at a glance'],
    de: ['über uns', 'ueber uns', 'uber uns', 'wir über uns', 'wir ueber uns', 'über mich', 'ueber mich', 'unternehmen', 'das unternehmen', 'firma', 'die firma', 'wer wir sind', 'geschichte', 'unsere geschichte', 'firmenprofil', 'unternehmensprofil', 'leitbild', 'die praxis', 'unsere praxis', 'die kanzlei', 'unsere kanzlei', 'die stiftung', 'stiftung', 'der verein', 'verein', 'portrait', 'porträt', 'profil'],
    fr: ['a propos', 'a propos de nous', 'qui sommes nous', 'qui suis je', 'notre histoire', 'l entreprise', 'notre entreprise', 'la societe', 'presentation', 'le cabinet', 'notre cabinet', 'l agence', 'notre agence', 'l atelier', 'notre atelier', 'l association', 'la fondation'],
    es: ['nosotros', 'sobre nosotros', 'quienes somos', 'la empresa', 'nuestra empresa', 'empresa', 'historia', 'nuestra historia', 'acerca de', 'acerca de nosotros', 'conocenos', 'el despacho', 'la fundacion'],
    ca: ['qui som', 'sobre nosaltres', 'nosaltres', 'l empresa', 'empresa', 'historia', 'la nostra historia', 'coneix nos', 'la fundacio'],
    it: ['chi siamo', 'chi sono', 'azienda', 'l azienda', 'la nostra storia', 'storia', 'lo studio', 'su di noi', 'profilo aziendale', 'la societa', 'la fondazione'],
    pt: ['sobre nos', 'quem somos', 'a empresa', 'empresa', 'nossa historia', 'a nossa historia', 'historia', 'institucional', 'sobre a empresa', 'a fundacao'],
    nl: ['over ons', 'wie zijn wij', 'wie we zijn', 'het bedrijf', 'bedrijf', 'ons verhaal', 'geschiedenis', 'over mij', 'het kantoor', 'ons kantoor', 'onze praktijk', 'organisatie', 'de stichting'],
    sv: ['om oss', 'om foretaget', 'foretaget', 'var historia', 'historia', 'vilka vi ar', 'om mig'],
    no: ['om oss', 'om firmaet', 'om selskapet', 'selskapet', 'historie', 'var historie', 'hvem vi er', 'om meg'],
    da: ['om os', 'om virksomheden', 'virksomheden', 'historie', 'vores historie', 'hvem er vi', 'om mig', 'om firmaet'],
    pl: ['o nas', 'o firmie', 'firma', 'kim jesteśmy', 'historia', 'nasza historia', 'o mnie', 'o kancelarii', 'o fundacji'],
  },
  // Language homes are told by their path (/en/, /de-at/) and by hreflang, not by words.
  home: {},
  press: {
    en: ['press', 'press room', 'newsroom', 'media', 'media centre', 'media center', 'press releases', 'press kit', 'for journalists', 'media enquiries', 'media inquiries', 'press and media'],
    de: ['presse*', 'medien', 'für journalisten', 'fuer journalisten', 'medienkontakt'],
    fr: ['presse', 'espace presse', 'communiques', 'communiques de presse', 'relations presse', 'medias', 'salle de presse'],
    es: ['prensa', 'sala de prensa', 'notas de prensa', 'medios', 'comunicacion', 'gabinete de prensa'],
    ca: ['premsa', 'sala de premsa', 'mitjans', 'comunicacio'],
    it: ['stampa', 'ufficio stampa', 'area stampa', 'comunicati stampa', 'media', 'rassegna stampa'],
    pt: ['imprensa', 'sala de imprensa', 'assessoria de imprensa', 'media', 'midia', 'comunicacao'],
    nl: ['pers', 'pers en media', 'persberichten', 'perskamer', 'media', 'voor de pers'],
    sv: ['press', 'pressrum', 'pressmeddelanden', 'media', 'for press'],
    no: ['presse', 'presserom', 'pressemeldinger', 'media', 'for presse'],
    da: ['presse', 'presserum', 'pressemeddelelser', 'medier', 'for presse'],
    pl: ['prasa', 'dla prasy', 'biuro prasowe', 'dla mediów', 'media', 'centrum prasowe', 'informacje prasowe'],
  },
  careers: {
    en: ['careers', 'career', 'jobs', 'job openings', 'vacancies', 'join us', 'join our team', 'join the team', 'work with us', 'work for us', 'working here', 'working at', 'we are hiring', "we're hiring", 'open positions', 'open roles'],
    de: ['karriere*', 'jobs', 'stellenangebote', 'stellenanzeigen', 'offene stellen', 'ausbildung', 'arbeiten bei uns', 'jetzt bewerben', 'bewerbung', 'jobs und karriere', 'wir stellen ein'],
    fr: ['carrieres', 'carriere', 'recrutement', 'nous rejoindre', 'rejoignez nous', 'emplois', 'emploi', 'offres d emploi', 'travailler chez', 'on recrute', 'nous recrutons'],
    es: ['empleo', 'empleos', 'trabaja con nosotros', 'trabajar con nosotros', 'unete', 'unete a nosotros', 'unete al equipo', 'bolsa de trabajo', 'ofertas de empleo'],
    ca: ['treballa amb nosaltres', 'feina', 'borsa de treball', 'ofertes de feina', 'uneix te', 'uneix te a l equip'],
    it: ['lavora con noi', 'carriere', 'carriera', 'posizioni aperte', 'offerte di lavoro', 'candidature'],
    pt: ['carreiras', 'carreira', 'trabalhe conosco', 'trabalhe connosco', 'vagas', 'empregos', 'junte se a nos', 'recrutamento'],
    nl: ['vacatures', 'werken bij', 'werkenbij', 'carriere', 'kom werken bij', 'werken bij ons', 'vacature'],
    sv: ['karriar', 'lediga jobb', 'jobb', 'jobba hos oss', 'jobba med oss', 'lediga tjanster'],
    no: ['karriere', 'ledige stillinger', 'stillinger', 'jobb', 'jobb hos oss', 'jobbe hos oss', 'ledig stilling'],
    da: ['karriere', 'ledige stillinger', 'job', 'jobs', 'job hos os', 'arbejd hos os'],
    pl: ['kariera', 'praca', 'oferty pracy', 'rekrutacja', 'dołącz do nas', 'pracuj z nami'],
  },
  support: {
    en: ['billing', 'insurance and billing', 'accounts receivable', 'support', 'help', 'help centre', 'help center', 'customer service', 'customer care', 'customer support', 'helpdesk', 'security', 'responsible disclosure', 'vulnerability disclosure', 'report a vulnerability', 'trust center', 'trust centre'],
    de: ['rechnungen', 'buchhaltung', 'kundenservice', 'kundendienst', 'hilfe', 'support'],
    fr: ['facturation', 'service client', 'service clients', 'assistance', 'aide', 'support', 'sav', 'service apres vente'],
    es: ['facturacion', 'atencion al cliente', 'ayuda', 'soporte', 'servicio al cliente', 'servicio tecnico'],
    ca: ['facturacio', 'atencio al client', 'ajuda', 'suport'],
    it: ['fatturazione', 'assistenza', 'servizio clienti', 'aiuto', 'supporto', 'assistenza clienti'],
    pt: ['faturacao', 'faturamento', 'apoio ao cliente', 'atendimento', 'atendimento ao cliente', 'ajuda', 'suporte'],
    nl: ['facturen', 'facturatie', 'klantenservice', 'hulp', 'ondersteuning', 'support'],
    sv: ['fakturering', 'fakturor', 'kundtjanst', 'kundservice', 'hjalp', 'support'],
    no: ['fakturering', 'kundeservice', 'kundesenter', 'hjelp', 'support'],
    da: ['fakturering', 'kundeservice', 'hjaelp', 'hjælp', 'support'],
    pl: ['faktury', 'rozliczenia', 'obsługa klienta', 'pomoc', 'wsparcie', 'biuro obsługi klienta'],
  },
  locations: {
    en: ['locations', 'our locations', 'location', 'offices', 'our offices', 'find us', 'visit us', 'directions', 'how to find us', 'where we are', 'branches', 'store locator', 'opening hours'],
    de: ['standorte', 'standort', 'anfahrt', 'so finden sie uns', 'niederlassungen', 'filialen', 'wegbeschreibung', 'öffnungszeiten', 'oeffnungszeiten'],
    fr: ['nos agences', 'agences', 'nos bureaux', 'bureaux', 'implantations', 'plan d acces', 'acces', 'nous trouver', 'ou nous trouver', 'nos magasins', 'horaires'],
    es: ['sedes', 'oficinas', 'nuestras oficinas', 'donde estamos', 'ubicacion', 'como llegar', 'delegaciones', 'nuestras tiendas'],
    ca: ['on som', 'oficines', 'seus', 'com arribar', 'les nostres botigues'],
    it: ['sedi', 'le nostre sedi', 'dove siamo', 'uffici', 'come raggiungerci', 'filiali'],
    pt: ['onde estamos', 'escritorios', 'localizacao', 'como chegar', 'unidades', 'as nossas lojas'],
    nl: ['vestigingen', 'locaties', 'routebeschrijving', 'waar vindt u ons', 'kantoren', 'openingstijden'],
    sv: ['hitta hit', 'kontor', 'vara kontor', 'hitta oss', 'oppettider'],
    no: ['finn oss', 'finn frem', 'avdelinger', 'kontorer', 'vare butikker', 'apningstider'],
    da: ['find os', 'afdelinger', 'kontorer', 'vores butikker', 'abningstider'],
    pl: ['lokalizacje', 'oddziały', 'dojazd', 'gdzie jesteśmy', 'biura'],
  },
  involve: {
    en: ['donate', 'donation', 'donations', 'make a donation', 'support us', 'volunteer', 'volunteering', 'get involved', 'membership', 'become a member', 'sponsorship', 'fundraising'],
    de: ['spenden', 'spende', 'jetzt spenden', 'mitmachen', 'ehrenamt', 'mitglied werden', 'mitgliedschaft', 'helfen sie mit', 'förderer', 'foerderer', 'unterstützen', 'unterstuetzen'],
    fr: ['faire un don', 'dons', 'benevolat', 'devenir benevole', 'adherer', 'adhesion', 'nous soutenir', 'mecenat'],
    es: ['donar', 'donaciones', 'haz un donativo', 'donativo', 'voluntariado', 'hazte socio', 'colabora'],
    ca: ['donacions', 'fes un donatiu', 'voluntariat', 'fes te soci', 'col labora', 'collabora'],
    it: ['donazioni', 'fai una donazione', 'volontariato', 'diventa socio', 'sostienici'],
    pt: ['doar', 'doacoes', 'voluntariado', 'seja socio', 'apoie'],
    nl: ['doneren', 'donatie', 'steun ons', 'vrijwilliger', 'vrijwilligers', 'word lid', 'lidmaatschap'],
    sv: ['ge en gava', 'gava', 'skank', 'donera', 'volontar', 'bli medlem', 'stod oss'],
    no: ['gi en gave', 'doner', 'frivillig', 'bli medlem', 'stott oss'],
    da: ['giv et bidrag', 'donation', 'doner', 'frivillig', 'bliv medlem', 'stot os'],
    pl: ['przekaż darowiznę', 'darowizna', 'wesprzyj', 'wesprzyj nas', 'wolontariat', 'zostań członkiem'],
  },
  privacy: {
    en: ['privacy', 'privacy policy', 'privacy notice', 'privacy statement', 'data protection', 'gdpr'],
    de: ['datenschutz*', 'dsgvo'],
    fr: ['confidentialite', 'politique de confidentialite', 'donnees personnelles', 'protection des donnees', 'rgpd', 'vie privee'],
    es: ['privacidad', 'politica de privacidad', 'proteccion de datos', 'rgpd'],
    ca: ['privacitat', 'politica de privacitat', 'proteccio de dades'],
    it: ['privacy', 'informativa privacy', 'informativa sulla privacy', 'protezione dei dati', 'trattamento dei dati'],
    pt: ['privacidade', 'politica de privacidade', 'protecao de dados', 'proteccao de dados', 'rgpd', 'lgpd'],
    nl: ['privacy', 'privacyverklaring', 'privacybeleid', 'privacystatement', 'gegevensbescherming', 'avg'],
    sv: ['integritet*', 'dataskydd', 'personuppgifter', 'behandling av personuppgifter', 'gdpr'],
    no: ['personvern*', 'personopplysninger'],
    da: ['privatliv*', 'persondatapolitik', 'databeskyttelse', 'persondata'],
    pl: ['prywatność', 'polityka prywatności', 'rodo', 'ochrona danych'],
  },
  low: {
    // "Registration" and "Inscription(s)" are a school's, a club's or a course's enrolment page as
    // often as an account's sign-up (which "sign up", "register" and "s'inscrire" say): read last.
    en: ['registration', 'blog', 'blogs', 'news', 'articles', 'article', 'post', 'posts', 'events', 'event', 'products', 'product', 'shop', 'store', 'catalog', 'catalogue', 'portfolio', 'projects', 'case studies', 'gallery', 'tag', 'tags', 'category', 'categories', 'archive', 'archives', 'author', 'pricing', 'prices', 'faq', 'docs', 'documentation', 'terms', 'terms and conditions', 'terms of service', 'page'],
    de: ['aktuelles', 'aktuell', 'neuigkeiten', 'nachrichten', 'veranstaltungen', 'termine', 'produkte', 'produkt', 'shop', 'katalog', 'projekte', 'referenzen', 'galerie', 'kategorie', 'archiv', 'preise', 'agb', 'leistungen'],
    fr: ['inscription', 'inscriptions', 'actualites', 'actualite', 'evenements', 'produits', 'produit', 'boutique', 'catalogue', 'projets', 'realisations', 'galerie', 'categorie', 'archives', 'tarifs', 'cgv', 'conditions generales'],
    es: ['noticias', 'actualidad', 'eventos', 'productos', 'producto', 'tienda', 'catalogo', 'proyectos', 'galeria', 'categoria', 'precios', 'condiciones generales'],
    ca: ['noticies', 'actualitat', 'esdeveniments', 'productes', 'producte', 'botiga', 'cataleg', 'projectes', 'galeria', 'categoria', 'preus'],
    it: ['notizie', 'eventi', 'prodotti', 'prodotto', 'negozio', 'catalogo', 'progetti', 'galleria', 'categoria', 'prezzi'],
    pt: ['noticias', 'eventos', 'produtos', 'produto', 'loja', 'catalogo', 'projetos', 'projectos', 'galeria', 'categoria', 'precos'],
    nl: ['nieuws', 'evenementen', 'producten', 'product', 'winkel', 'webshop', 'catalogus', 'projecten', 'categorie', 'prijzen', 'tarieven', 'algemene voorwaarden'],
    sv: ['nyheter', 'evenemang', 'produkter', 'produkt', 'butik', 'butiken', 'katalog', 'projekt', 'kategori', 'priser'],
    no: ['nyheter', 'arrangementer', 'produkter', 'produkt', 'butikk', 'butikken', 'nettbutikk', 'katalog', 'prosjekter', 'kategori', 'priser', 'kjopsvilkar'],
    da: ['nyheder', 'arrangementer', 'produkter', 'produkt', 'butik', 'butikken', 'webshop', 'katalog', 'projekter', 'kategori', 'priser', 'handelsbetingelser'],
    pl: ['aktualności', 'wydarzenia', 'produkty', 'produkt', 'sklep', 'katalog', 'projekty', 'realizacje', 'galeria', 'kategoria', 'cennik', 'regulamin'],
  },
  reject: {
    en: ['login', 'log in', 'logon', 'sign in', 'signin', 'sign up', 'signup', 'register', 'logout', 'log out', 'sign out', 'my account', 'account', 'cart', 'basket', 'checkout', 'add to cart', 'wishlist', 'search', 'feed', 'rss', 'atom', 'cookies', 'cookie', 'cookie policy', 'cookie settings', 'print', 'share', 'portal', 'patient portal', 'client portal', 'intranet', 'extranet', 'wp admin', 'wp login', 'wp json', 'cdn cgi', 'admin', 'administrator', 'unsubscribe', 'comments'],
    de: ['anmelden', 'abmelden', 'einloggen', 'registrieren', 'mein konto', 'konto', 'warenkorb', 'kasse', 'wunschliste', 'merkliste', 'suche', 'drucken', 'teilen', 'cookie einstellungen', 'cookie richtlinie', 'cookie hinweise', 'kundenportal', 'mitgliederbereich'],
    fr: ['se connecter', 'connexion', 'deconnexion', 'mon compte', 's inscrire', 'panier', 'recherche', 'imprimer', 'partager', 'politique de cookies', 'gestion des cookies', 'espace client'],
    es: ['iniciar sesion', 'mi cuenta', 'registrarse', 'carrito', 'cesta', 'buscar', 'busqueda', 'compartir', 'politica de cookies', 'area de clientes'],
    ca: ['inicia la sessio', 'el meu compte', 'cistella', 'cerca', 'politica de galetes', 'galetes'],
    it: ['accedi', 'registrati', 'il mio account', 'area riservata', 'carrello', 'ricerca', 'cookie policy'],
    pt: ['entrar', 'minha conta', 'a minha conta', 'carrinho', 'pesquisa', 'pesquisar', 'politica de cookies'],
    nl: ['inloggen', 'mijn account', 'registreren', 'winkelwagen', 'winkelmand', 'zoeken', 'cookiebeleid', 'cookieverklaring', 'clientenportaal'],
    sv: ['logga in', 'mina sidor', 'varukorg', 'sok', 'kakor', 'cookiepolicy'],
    no: ['logg inn', 'min side', 'handlekurv', 'sok', 'informasjonskapsler'],
    da: ['log ind', 'min konto', 'kurv', 'indkobskurv', 'sog', 'cookiepolitik'],
    pl: ['zaloguj', 'zaloguj sie', 'moje konto', 'zarejestruj', 'koszyk', 'szukaj', 'wyszukiwarka', 'polityka cookies'],
  },
};
