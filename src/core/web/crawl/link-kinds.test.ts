import { describe, expect, it } from 'vitest';
import { classifyLink, classifyPath, classifyText, fold, isLanguageHome, KIND_SCORE, type LinkKind } from './link-kinds.js';
import { LANGS, VOCABULARY, type PageKind } from './vocabulary.js';

const at = (path: string) => new URL(path, 'http://site.test/');

/** [language, link text, path, kind]: a text or a path alone must tell the kind (the other is neutral). */
const TABLE: [string, string, string, LinkKind][] = [
  // English, beyond the old keyword list.
  ['en', 'New patients', '/new-patients', 'contact'],
  ['en', 'Get in touch', '/get-in-touch', 'contact'],
  ['en', 'Our attorneys', '/attorneys', 'team'],
  ['en', 'Meet the team', '/meet-the-team', 'team'],
  ['en', 'Meet Dr. Kim', '/meet-dr-kim', 'team'],
  ['en', 'Leadership', '/leadership', 'team'],
  ['en', 'Board of Trustees', '/board', 'team'],
  ['en', 'Security', '/security', 'support'],
  ['en', 'Legal notice', '/legal-notice', 'imprint'],
  ['en', 'Who we are', '/who-we-are', 'about'],
  ['en', 'Newsroom', '/newsroom', 'press'],
  ['en', 'Join our team', '/join-our-team', 'careers'],
  ['en', "We're hiring", '/open-roles', 'careers'],
  ['en', 'Our locations', '/locations', 'locations'],
  ['en', 'Donate', '/donate', 'involve'],
  ['en', 'Privacy policy', '/privacy-policy', 'privacy'],
  // German.
  ['de', 'Über uns', '/ueber-uns', 'about'],
  ['de', 'Wir über uns', '/wir-ueber-uns', 'about'],
  ['de', 'Unser Team', '/unser-team', 'team'],
  ['de', 'Vorstand', '/vorstand', 'team'],
  ['de', 'Geschäftsführung', '/geschaeftsfuehrung', 'team'],
  ['de', 'Kontakt', '/kontakt', 'contact'],
  ['de', 'Ansprechpartner', '/ansprechpartner', 'contact'],
  ['de', 'Impressum', '/impressum', 'imprint'],
  ['de', 'Pressemitteilungen', '/pressemitteilungen', 'press'],
  ['de', 'Karriere', '/karriere', 'careers'],
  ['de', 'Stellenangebote', '/stellenangebote', 'careers'],
  ['de', 'Standorte', '/standorte', 'locations'],
  ['de', 'Anfahrt', '/anfahrt', 'locations'],
  ['de', 'Jetzt spenden', '/spenden', 'involve'],
  ['de', 'Datenschutzerklärung', '/datenschutzerklaerung', 'privacy'],
  // French.
  ['fr', 'Qui sommes-nous', '/qui-sommes-nous', 'about'],
  ['fr', 'À propos', '/a-propos', 'about'],
  ['fr', 'Équipe', '/equipe', 'team'],
  ['fr', "L'équipe", '/l-equipe', 'team'],
  ['fr', 'Nous contacter', '/nous-contacter', 'contact'],
  ['fr', 'Mentions légales', '/mentions-legales', 'imprint'],
  ['fr', 'Espace presse', '/espace-presse', 'press'],
  ['fr', 'Nous rejoindre', '/nous-rejoindre', 'careers'],
  ['fr', 'Recrutement', '/recrutement', 'careers'],
  ['fr', 'Nos agences', '/nos-agences', 'locations'],
  ['fr', 'Politique de confidentialité', '/confidentialite', 'privacy'],
  // Spanish.
  ['es', 'Nosotros', '/nosotros', 'about'],
  ['es', 'Quiénes somos', '/quienes-somos', 'about'],
  ['es', 'Nuestro equipo', '/equipo', 'team'],
  ['es', 'Contacto', '/contacto', 'contact'],
  ['es', 'Aviso legal', '/aviso-legal', 'imprint'],
  ['es', 'Sala de prensa', '/prensa', 'press'],
  ['es', 'Trabaja con nosotros', '/trabaja-con-nosotros', 'careers'],
  ['es', 'Dónde estamos', '/donde-estamos', 'locations'],
  ['es', 'Atención al cliente', '/atencion-al-cliente', 'support'],
  // Catalan.
  ['ca', 'Qui som', '/qui-som', 'about'],
  ['ca', "L'equip", '/equip', 'team'],
  ['ca', 'Contacte', '/contacte', 'contact'],
  ['ca', 'Avís legal', '/avis-legal', 'imprint'],
  ['ca', 'Premsa', '/premsa', 'press'],
  ['ca', 'Treballa amb nosaltres', '/treballa-amb-nosaltres', 'careers'],
  ['ca', 'On som', '/on-som', 'locations'],
  // Italian.
  ['it', 'Chi siamo', '/chi-siamo', 'about'],
  ['it', 'Il nostro team', '/il-nostro-team', 'team'],
  ['it', 'Contatti', '/contatti', 'contact'],
  ['it', 'Note legali', '/note-legali', 'imprint'],
  ['it', 'Ufficio stampa', '/ufficio-stampa', 'press'],
  ['it', 'Lavora con noi', '/lavora-con-noi', 'careers'],
  ['it', 'Dove siamo', '/dove-siamo', 'locations'],
  // Portuguese.
  ['pt', 'Sobre nós', '/sobre-nos', 'about'],
  ['pt', 'Quem somos', '/quem-somos', 'about'],
  ['pt', 'Equipa', '/equipa', 'team'],
  ['pt', 'Fale conosco', '/fale-conosco', 'contact'],
  ['pt', 'Aviso legal', '/aviso-legal', 'imprint'],
  ['pt', 'Imprensa', '/imprensa', 'press'],
  ['pt', 'Trabalhe conosco', '/trabalhe-conosco', 'careers'],
  ['pt', 'Onde estamos', '/onde-estamos', 'locations'],
  // Dutch.
  ['nl', 'Over ons', '/over-ons', 'about'],
  ['nl', 'Ons team', '/ons-team', 'team'],
  ['nl', 'Advocaten', '/advocaten', 'team'],
  ['nl', 'Neem contact op', '/neem-contact-op', 'contact'],
  ['nl', 'Colofon', '/colofon', 'imprint'],
  ['nl', 'Pers', '/pers', 'press'],
  ['nl', 'Werken bij', '/werken-bij', 'careers'],
  ['nl', 'Vestigingen', '/vestigingen', 'locations'],
  // Swedish.
  ['sv', 'Om oss', '/om-oss', 'about'],
  ['sv', 'Medarbetare', '/medarbetare', 'team'],
  ['sv', 'Kontakta oss', '/kontakta-oss', 'contact'],
  ['sv', 'Juridisk information', '/juridisk-information', 'imprint'],
  ['sv', 'Press', '/press', 'press'],
  ['sv', 'Lediga jobb', '/lediga-jobb', 'careers'],
  ['sv', 'Hitta hit', '/hitta-hit', 'locations'],
  ['sv', 'Kundtjänst', '/kundtjanst', 'support'],
  // Norwegian.
  ['no', 'Om oss', '/om-oss', 'about'],
  ['no', 'Ansatte', '/ansatte', 'team'],
  ['no', 'Kontakt oss', '/kontakt-oss', 'contact'],
  ['no', 'Firmaopplysninger', '/firmaopplysninger', 'imprint'],
  ['no', 'Presse', '/presse', 'press'],
  ['no', 'Ledige stillinger', '/ledige-stillinger', 'careers'],
  ['no', 'Finn oss', '/finn-oss', 'locations'],
  ['no', 'Personvernerklæring', '/personvern', 'privacy'],
  // Danish.
  ['da', 'Om os', '/om-os', 'about'],
  ['da', 'Medarbejdere', '/medarbejdere', 'team'],
  ['da', 'Kontakt os', '/kontakt-os', 'contact'],
  ['da', 'Virksomhedsoplysninger', '/virksomhedsoplysninger', 'imprint'],
  ['da', 'Presserum', '/presserum', 'press'],
  ['da', 'Job hos os', '/job-hos-os', 'careers'],
  ['da', 'Find os', '/find-os', 'locations'],
  ['da', 'Støt os', '/stot-os', 'involve'],
  // Polish.
  ['pl', 'O nas', '/o-nas', 'about'],
  ['pl', 'Zespół', '/zespol', 'team'],
  ['pl', 'Zarząd', '/zarzad', 'team'],
  ['pl', 'Kontakt z nami', '/kontakt-z-nami', 'contact'],
  ['pl', 'Nota prawna', '/nota-prawna', 'imprint'],
  ['pl', 'Dla mediów', '/dla-mediow', 'press'],
  ['pl', 'Kariera', '/kariera', 'careers'],
  ['pl', 'Oddziały', '/oddzialy', 'locations'],
  ['pl', 'Polityka prywatności', '/polityka-prywatnosci', 'privacy'],
];

/** Pages that are not people pages: read last (low) or never (reject). */
const NOT_PEOPLE: [string, string, LinkKind][] = [
  ['How we cut first response time', '/blog/how-we-cut-first-response-time', 'low'],
  ['Blog', '/blog', 'low'],
  ['Products', '/products/widget-2000', 'low'],
  ['Shop', '/shop', 'low'],
  ['Botiga', '/ca/botiga', 'low'],
  ['Pricing', '/pricing', 'low'],
  ['Aktuelles', '/aktuelles', 'low'],
  // A school's or a club's enrolment page, not an account's sign-up: read, last.
  ['Inscription', '/inscription', 'low'],
  ['Inscriptions 2025-2026', '/inscriptions', 'low'],
  ['Registration', '/registration', 'low'],
  ["S'inscrire", '/s-inscrire', 'reject'],
  ['Sign up', '/signup', 'reject'],
  ['Cart', '/cart', 'reject'],
  ['Warenkorb', '/warenkorb', 'reject'],
  ['Veure la cistella', '/botiga/cistella', 'reject'],
  ['Checkout', '/checkout', 'reject'],
  ['Log in', '/login', 'reject'],
  ['Anmelden', '/anmelden', 'reject'],
  ['Mon compte', '/mon-compte', 'reject'],
  ['Search', '/search', 'reject'],
  ['Cookie policy', '/cookie-policy', 'reject'],
  ['Política de cookies', '/politica-de-cookies', 'reject'],
  ['Patient Portal', '/patient-portal/messages', 'reject'],
  ['RSS', '/feed', 'reject'],
  ['Medical history (PDF)', '/wp-content/uploads/forms/medical-history.pdf', 'reject'],
  ['', '/cdn-cgi/l/email-protection', 'reject'],
  ['Add to cart', '/product/mug?add-to-cart=12', 'reject'],
];

describe('classifyLink: link texts and paths in every language', () => {
  it.each(TABLE)('%s: "%s" / %s is %s', (_lang, text, path, kind) => {
    expect(classifyText(text)).toBe(kind);
    expect(classifyPath(at(path)).kind).toBe(kind);
    expect(classifyLink({ url: at('/page-17'), text }).kind).toBe(kind);
    expect(classifyLink({ url: at(path) }).kind).toBe(kind);
  });

  it.each(NOT_PEOPLE)('"%s" / %s is %s', (text, path, kind) => {
    expect(classifyLink({ url: at(path), text }).kind).toBe(kind);
    expect(classifyLink({ url: at(path), text }).score).toBe(kind === 'reject' ? 0 : KIND_SCORE.low);
  });

  it('matches case- and accent-insensitively, on whole words only', () => {
    expect(classifyText('ÜBER UNS')).toBe('about');
    expect(classifyText('uber uns')).toBe('about');
    expect(classifyText('QUIENES SOMOS')).toBe('about');
    expect(classifyText('Kontaktlinsen')).toBeNull(); // "kontakt" inside another word
    expect(classifyText('Contactless payments')).toBeNull();
    expect(classifyText('Steamship')).toBeNull(); // "team" inside a word
    expect(fold('Zespół Ærø Straße L’équipe')).toBe('zespol aero strasse l equipe');
  });

  it('takes the longest phrase: "Trabaja con nosotros" is careers, not about; "Join our team" careers, not team', () => {
    expect(classifyText('Trabaja con nosotros')).toBe('careers');
    expect(classifyText('Join our team')).toBe('careers');
    expect(classifyText('Get in touch with our export team')).toBe('contact');
  });

  it('splits slugs: hyphens, underscores, camelCase, one-word phrases, extensions, query values', () => {
    expect(classifyPath(at('/UeberUns')).kind).toBe('about');
    expect(classifyPath(at('/about_us.html')).kind).toBe('about');
    expect(classifyPath(at('/aboutus')).kind).toBe('about');
    expect(classifyPath(at('/kontaktoss')).kind).toBe('contact');
    expect(classifyPath(at('/index.php?option=com_contact&view=contact')).kind).toBe('contact');
    expect(classifyPath(at('/%C3%BCber-uns')).kind).toBe('about');
  });

  it('a page below a people page is one of them, at half the score', () => {
    expect(classifyLink({ url: at('/advocaten/eva-van-der-linden'), text: 'Meer over Eva' })).toEqual({ kind: 'team', score: Math.round(KIND_SCORE.team / 2) });
    expect(classifyLink({ url: at('/karriere/servicetechniker-mw') }).kind).toBe('careers');
    // The page's own segment wins over its parent's.
    expect(classifyPath(at('/legal/privacy')).kind).toBe('privacy');
    expect(classifyPath(at('/about/team')).kind).toBe('team');
  });

  it('the best of text, title, aria-label and path; the path alone refuses', () => {
    expect(classifyLink({ url: at('/x'), text: 'Read more', title: 'Kontakt' }).kind).toBe('contact');
    expect(classifyLink({ url: at('/x'), ariaLabel: 'Unser Team' }).kind).toBe('team');
    expect(classifyLink({ url: at('/company'), text: 'Blog' }).kind).toBe('about');
    expect(classifyLink({ url: at('/my-account'), text: 'Contact' }).kind).toBe('reject');
    expect(classifyLink({ url: at('/app'), text: 'Log in' }).kind).toBe('reject');
    expect(classifyLink({ url: at('/x'), text: 'Mehr erfahren' })).toEqual({ kind: 'other', score: KIND_SCORE.other });
  });

  it('long texts are sentences or post titles, not labels', () => {
    expect(classifyText('Our team spent the summer rebuilding the whole onboarding flow from scratch')).toBeNull();
  });

  it('language homes by path, not by words', () => {
    for (const p of ['/en', '/en/', '/de-at/', '/pt_BR', '/zh-hans/', '/en/index.html', '/de/startseite', '/?lang=fr']) expect(isLanguageHome(at(p)), p).toBe(true);
    for (const p of ['/', '/my', '/en/contact', '/xx/', '/about', '/en/products/x']) expect(isLanguageHome(at(p)), p).toBe(false);
    expect(classifyLink({ url: at('/sv/'), text: 'Svenska' })).toEqual({ kind: 'home', score: KIND_SCORE.home });
  });

  it('contact, team and imprint score highest; people pages above other pages above posts', () => {
    const order = Object.entries(KIND_SCORE).sort((a, b) => b[1] - a[1]).map(([k]) => k);
    expect(order.slice(0, 3)).toEqual(['contact', 'team', 'imprint']);
    expect(order.slice(-2)).toEqual(['other', 'low']);
  });
});

describe('the vocabulary', () => {
  const kinds = Object.keys(VOCABULARY).filter((k) => k !== 'home') as (PageKind | 'low' | 'reject')[];

  it('has words in every language for every kind', () => {
    for (const kind of kinds) for (const lang of LANGS) expect(VOCABULARY[kind][lang]?.length ?? 0, `${kind}/${lang}`).toBeGreaterThan(0);
  });

  it('puts no phrase in two kinds', () => {
    const seen = new Map<string, string>();
    for (const kind of kinds) {
      for (const lang of LANGS) {
        for (const raw of VOCABULARY[kind][lang] ?? []) {
          const phrase = fold(raw.replace(/\*$/, ''));
          const other = seen.get(phrase);
          expect(other === undefined || other === kind, `"${phrase}" is ${other} and ${kind}`).toBe(true);
          seen.set(phrase, kind);
        }
      }
    }
  });
});
