/**
 * The crawl truth world's shapes: a website and, beside it, what a person reading that site (and
 * obeying its robots.txt) would write down: every address the site shows, whose it is, what the
 * domain's address scheme is, and what looks like an address but is not one.
 */
import type { AddressPattern } from '../../../core/mail/address-patterns.js';
import type { SandboxSite } from '../websites.js';

/** The truth world's sets, in the order they were written: `tuning` to develop against, the held-out ones to measure on. */
export const TRUTH_SETS = [
  'tuning',
  'held-out',
  'held-out-2',
  'held-out-3',
  'held-out-4',
  'held-out-5',
  'held-out-6',
  'held-out-7',
  'held-out-8',
  'held-out-9',
  'held-out-10',
  'held-out-11',
  'held-out-12',
  'held-out-13',
  'held-out-14',
  'held-out-15',
  'held-out-16',
  'held-out-17',
  'held-out-18',
  'held-out-19',
  'held-out-20',
  'held-out-21',
  'held-out-22',
  'held-out-23',
  'held-out-24',
  'held-out-25',
  'held-out-26',
  'held-out-27',
  'held-out-28',
  'held-out-29',
  'held-out-30',
  'held-out-31',
  'held-out-32',
  'held-out-33',
  'held-out-34',
  'held-out-35',
  'held-out-36',
  'held-out-37',
  'held-out-38',
  'held-out-39',
  'held-out-40',
  'held-out-41',
  'held-out-42',
  'held-out-43',
  'held-out-44',
  'held-out-45',
  'held-out-46',
  'held-out-47',
  'held-out-48',
  'held-out-49',
  'held-out-50',
  'held-out-51',
  'held-out-52',
  'held-out-53',
  'held-out-54',
  'held-out-55',
  'held-out-56',
  'held-out-57',
  'held-out-58',
  'held-out-59',
  'held-out-60',
  'held-out-61',
  'held-out-62',
  'held-out-63',
  'held-out-64',
  'held-out-65',
  'held-out-66',
  'held-out-67',
  'held-out-68',
  'held-out-69',
  'held-out-70',
  'held-out-71',
  'held-out-72',
  'held-out-73',
  'held-out-74',
  'held-out-75',
  'held-out-76',
  'held-out-77',
  'held-out-78',
  'held-out-79',
  'held-out-80',
  'held-out-81',
  'held-out-82',
  'held-out-83',
  'held-out-84',
  'held-out-85',
  'held-out-86',
  'held-out-87',
  'held-out-88',
  'held-out-89',
  'held-out-90',
  'held-out-91',
  'held-out-92',
  'held-out-93',
  'held-out-94',
  'held-out-95',
  'held-out-96',
  'held-out-97',
  'held-out-98',
  'held-out-99',
  'held-out-100',
  'held-out-101',
  'held-out-102',
  'held-out-103',
  'held-out-104',
  'held-out-105',
  'held-out-106',
  'held-out-107',
  'held-out-108',
  'held-out-109',
  'held-out-110',
  'held-out-111',
  'held-out-112',
  'held-out-113',
  'held-out-114',
  'held-out-115',
  'held-out-116',
  'held-out-117',
  'held-out-118',
  'held-out-119',
  'held-out-120',
] as const;

export type TruthSet = (typeof TRUTH_SETS)[number];

/**
 * How an address is shown or how the page that holds it is reached: one kind per case issue 17
 * names, so a score can say which kinds of case fail.
 */
export type CaseKind =
  // How the page holding it is reached.
  | 'link-non-english' // linked with anchor text/path in a language other than English ("Über uns", "Om oss")
  | 'link-english-unlisted' // linked with English words outside a short keyword list ("New patients", "Attorneys")
  | 'deep-page' // two or more links from the home page (a language home, then its contact page)
  | 'hreflang' // reached through a <link rel="alternate" hreflang> (the language home)
  | 'sitemap-index' // listed only in a child of a sitemap index
  | 'sitemap-robots' // listed only in a sitemap named by a robots.txt Sitemap line at a non-default path
  | 'sitemap-gzip' // listed only in a gzip-compressed sitemap
  // Structured data.
  | 'json-ld-contact-point'
  | 'json-ld-person' // a founder / employee / member / author Person
  | 'json-ld-mailto' // written "mailto:..." in JSON-LD
  | 'json-ld-nested' // at depth (a department's employee, a role's member)
  | 'json-ld-only' // stated only in JSON-LD, nowhere in the visible page
  | 'microdata'
  | 'rdfa'
  // How the name and title are written next to it.
  | 'honorific' // Dr., Prof. Dr., Mag., Dipl.-Ing., Me, Sr., Sra., mr., Eng.º, inż. ...
  | 'post-nominal' // DDS, DMD, RDH, PhD, MBA, Esq., J.D. ...
  | 'name-title-line' // "Name, Title, address"
  | 'title-name-line' // "Title: Name, address"
  | 'label-line' // "Pressekontakt: name, title, street, phone, address"
  | 'definition-list'
  | 'table'
  | 'card'
  | 'prose' // in running text, within one sentence of the address
  | 'neighbour' // an address with no owner on the page, next to someone else's name (no name must be given)
  | 'role' // a role mailbox (info@, presse@): no person
  // How the address itself is written.
  | 'plain' // visible text or a mailto: link
  | 'entities' // HTML character references (&#64;)
  | 'obfuscated' // "name [at] domain [dot] test"
  | 'script-concat' // built by an inline script from string pieces
  | 'script-charcode' // String.fromCharCode(...)
  | 'script-reversed' // a reversed string turned around by a script
  | 'script-protect'; // a CMS "protect e-mail" snippet (Joomla's cloak, document.write with variables)

/** How an address that is not written out in the HTML is encoded, so the world's test can decode it. */
export interface EncodedAddress {
  /**
   * 'script': `text` is an inline script (or its part) whose string literals, `+`, `var` and
   * String.fromCharCode build the address; 'reversed': `text` read backwards; 'charcodes':
   * `text` is a comma list of character codes.
   */
  kind: 'script' | 'reversed' | 'charcodes';
  /** Literally in the page's HTML. */
  text: string;
}

export interface TruthAddress {
  address: string;
  /** The owner's name as a person would write it down: no honorifics, no post-nominals. Null: nobody's (a role mailbox, an address the page ties to no one). */
  name: string | null;
  /** The job title the page gives, as written. Null: none given (or no owner). */
  title: string | null;
  /** Titles in the site's other languages that are as right (the German and English pages of one person). */
  titleAlternatives?: string[];
  /** Paths of the pages that hold it (a polite crawler can fetch each). */
  pages: string[];
  /** When the address is not in the HTML as text, how it is encoded on those pages (on at least one). */
  encoded?: EncodedAddress;
  cases: CaseKind[];
}

export type NonAddressKind =
  | 'scheme' // "vorname.nachname@domain": a scheme, evidence of the pattern
  | 'comment' // in an HTML comment: invisible to a reader
  | 'disallowed' // only on a page robots.txt disallows
  | 'git' // a git clone URL (git@host:repo.git)
  | 'retina' // an image file name (logo@2x.png)
  | 'package' // a package version (pkg@1.2.3)
  | 'placeholder' // you@example.com, name@domain.com
  | 'other-company'; // a supplier's, a host's, another firm's address

/** A string that looks like an address (or could be taken for one) and must never be reported as the site's. */
export interface NonAddress {
  text: string;
  kind: NonAddressKind;
}

export interface SiteTruth {
  domain: string;
  set: TruthSet;
  /** The site's languages (BCP 47 primary tags). */
  languages: string[];
  /** Every address at the domain a polite crawler can reach, within the page budget. */
  addresses: TruthAddress[];
  /**
   * The domain's address pattern a person would conclude: the one the site states in scheme text
   * (`stated`) or, without one, the one its named addresses follow. Null: none can be told.
   */
  pattern: AddressPattern | null;
  /** Where the site states its scheme ("vorname.nachname@..."), when it does. */
  statedPattern?: { page: string; text: string };
  /**
   * `family-first`: the site writes names family name first, as Hungarian does ("Kovács Anna").
   * The addresses' `name` stays as written; the score expects the given name as first_name
   * ("Anna") and the family name as last_name, as Hunter's fields mean.
   */
  nameOrder?: 'family-first';
  /** Paths robots.txt disallows that hold addresses (a polite crawler never asks for them). */
  disallowed: string[];
  nonAddresses: NonAddress[];
}

/** One website of the truth world with its truth table. */
export interface CrawlWorldSite {
  site: SandboxSite;
  truth: SiteTruth;
}
