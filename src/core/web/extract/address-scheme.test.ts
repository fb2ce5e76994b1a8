import { describe, expect, it } from 'vitest';
import { isSchemeLocal, legendPattern, schemePattern } from './address-scheme.js';

interface Case {
  local: string;
  lang?: string;
  /** The pattern it states; null: scheme text that states none (still no address). */
  pattern: string | null;
}

const schemes: Case[] = [
  // en
  { local: 'firstname.lastname', pattern: '{first}.{last}' },
  { local: 'first.last', pattern: '{first}.{last}' },
  { local: 'FirstName.LastName', pattern: '{first}.{last}' },
  { local: 'first_name.last_name', pattern: '{first}.{last}' },
  { local: 'firstname_lastname', pattern: '{first}_{last}' },
  { local: 'first-last', pattern: '{first}-{last}' },
  { local: 'firstlast', pattern: '{first}{last}' },
  { local: 'name.surname', pattern: '{first}.{last}' },
  { local: 'surname.name', pattern: '{last}.{first}' },
  { local: 'lastname.firstname', pattern: '{last}.{first}' },
  { local: 'first_initial+lastname', pattern: '{f}{last}' },
  { local: 'firstinitiallastname', pattern: '{f}{last}' },
  { local: 'initial.lastname', pattern: '{f}.{last}' },
  { local: 'flast', pattern: '{f}{last}' },
  { local: 'f.lastname', pattern: '{f}.{last}' },
  { local: 'firstname', pattern: '{first}' },
  { local: 'lastname', pattern: '{last}' },
  { local: 'lastname.first_initial', pattern: '{last}.{f}' },
  // placeholders
  { local: '{first}.{last}', pattern: '{first}.{last}' },
  { local: '{f}{last}', pattern: '{f}{last}' },
  { local: '{first}', pattern: '{first}' },
  { local: '{{first}}.{{last}}', pattern: '{first}.{last}' },
  { local: '[first].[last]', pattern: '{first}.{last}' },
  { local: '<first>.<last>', pattern: '{first}.{last}' },
  { local: '%first%.%last%', pattern: '{first}.{last}' },
  { local: '{f}{l}', pattern: '{f}{l}' },
  // the word for initials alone: the given name's initial and the surname's (da, de, en, es, pl)
  { local: 'initialer', pattern: '{f}{l}' },
  { local: 'Initialen', pattern: '{f}{l}' },
  { local: '{initials}', pattern: '{f}{l}' },
  { local: 'iniciales', pattern: '{f}{l}' },
  { local: 'inicjaly', pattern: '{f}{l}' },
  // de
  { local: 'vorname.nachname', lang: 'de', pattern: '{first}.{last}' },
  { local: 'Vorname.Nachname', pattern: '{first}.{last}' },
  { local: 'vorname.name', lang: 'de', pattern: '{first}.{last}' },
  { local: 'nachname', lang: 'de', pattern: '{last}' },
  { local: 'v.nachname', pattern: '{f}.{last}' }, // a letter beside the surname is the given name's initial
  { local: 'vnachname', pattern: '{f}{last}' },
  { local: 'vorname.n', pattern: null }, // {first}.{l} is not one of PATTERNS
  { local: 'initial.nachname', pattern: '{f}.{last}' },
  // fr
  { local: 'prenom.nom', lang: 'fr', pattern: '{first}.{last}' },
  { local: 'prénom.nom', lang: 'fr', pattern: '{first}.{last}' },
  { local: 'nom.prenom', lang: 'fr', pattern: '{last}.{first}' },
  { local: 'initiale.nom', pattern: '{f}.{last}' },
  { local: 'nom', lang: 'fr', pattern: '{last}' },
  { local: 'p.nom', lang: 'fr', pattern: '{f}.{last}' },
  // es, ca
  { local: 'nombre.apellido', lang: 'es', pattern: '{first}.{last}' },
  { local: 'nombre', lang: 'es', pattern: '{first}' },
  { local: 'inicial.apellido', pattern: '{f}.{last}' },
  { local: 'nom.cognom', lang: 'ca', pattern: '{first}.{last}' },
  { local: 'nom', lang: 'ca', pattern: '{first}' },
  { local: 'nom', pattern: null }, // no language: "nom" cannot be told
  // it, pt
  { local: 'nome.cognome', lang: 'it', pattern: '{first}.{last}' },
  { local: 'nome', lang: 'it', pattern: '{first}' },
  { local: 'nome.sobrenome', lang: 'pt-BR', pattern: '{first}.{last}' },
  // nl
  { local: 'voornaam.achternaam', lang: 'nl', pattern: '{first}.{last}' },
  { local: 'voorletter.achternaam', lang: 'nl', pattern: '{f}.{last}' },
  // sv, no, da
  { local: 'fornamn.efternamn', lang: 'sv', pattern: '{first}.{last}' },
  { local: 'förnamn.efternamn', lang: 'sv', pattern: '{first}.{last}' },
  { local: 'fornavn.etternavn', lang: 'nb', pattern: '{first}.{last}' },
  { local: 'fornavn.efternavn', lang: 'da', pattern: '{first}.{last}' },
  // pl
  { local: 'imie.nazwisko', lang: 'pl', pattern: '{first}.{last}' },
  { local: 'imię.nazwisko', lang: 'pl', pattern: '{first}.{last}' },
  // fi, cs, sk, hu, et
  { local: 'etunimi.sukunimi', lang: 'fi', pattern: '{first}.{last}' },
  { local: 'Etunimi.Sukunimi', pattern: '{first}.{last}' },
  { local: 'sukunimi', lang: 'fi', pattern: '{last}' },
  { local: 'e.sukunimi', lang: 'fi', pattern: '{f}.{last}' },
  { local: 'jméno.příjmení', lang: 'cs', pattern: '{first}.{last}' },
  { local: 'prijmeni', lang: 'cs', pattern: '{last}' },
  { local: 'meno.priezvisko', lang: 'sk', pattern: '{first}.{last}' },
  { local: 'vezetéknév.keresztnév', lang: 'hu', pattern: '{last}.{first}' },
  { local: 'eesnimi.perekonnanimi', lang: 'et', pattern: '{first}.{last}' },
  // nl (Flemish), fr: the family name in one word
  { local: 'voornaam.familienaam', lang: 'nl-BE', pattern: '{first}.{last}' },
  { local: 'prénom.nomdefamille', lang: 'fr', pattern: '{first}.{last}' },
  // scheme text, but the pattern it spells is not one of PATTERNS
  { local: 'first.last.first', pattern: null },
  { local: 'name', pattern: null },
];

/** Mailboxes, not scheme text: real names, role boxes, and strings that merely start like a word of the vocabulary. */
const mailboxes = [
  'info', 'jane.doe', 'j.doe', 'f', 'l', 'f.l', 'fl', 'first1', 'lastminute', 'nomad', 'firstaid', 'vorstand',
  'nombre1', 'anna.nome', 'noms', 'frontdesk', 'hola', 'post', 'prenom.nom.x', 'first..last', '.first', 'first.',
  'firstl', 'noms', 'a.b.nachname', 'ab.nachname', 'menor', 'etunimix', 'sukunimi2', 'jmenovka', 'mika.sukunen',
];

describe('scheme text', () => {
  it.each(schemes)('$local ($lang) is scheme text stating $pattern', ({ local, lang, pattern }) => {
    expect(isSchemeLocal(local)).toBe(true);
    expect(schemePattern(local, lang)).toBe(pattern);
  });

  it.each(mailboxes)('%s is a mailbox', (local) => {
    expect(isSchemeLocal(local)).toBe(false);
    expect(schemePattern(local, 'en')).toBeNull();
  });
});

describe('legendPattern: initials explained right after them', () => {
  it.each([
    ['fe', ' (f = fornavn, e = efternavn).', 'da', '{f}{l}'],
    ['vn', ' (V = Vorname, N = Nachname)', 'de', '{f}{l}'],
    ['pn', ' (p : prénom, n : nom)', 'fr', '{f}{l}'],
    ['nk', ' (n = nom, k = cognom)', 'ca', '{f}{l}'],
    ['fl', ', where f = first name and l = last name.', 'en', '{f}{l}'],
    ['f.l', ' (f = first name initial, l = last name initial)', 'en', null], // {f}.{l} is not one of PATTERNS
    ['es', ' (e = etunimi, s = sukunimi)', 'fi', '{f}{l}'],
    ['kv', ' (k = keresztnév, v = vezetéknév)', 'hu', '{f}{l}'],
    ['vk', ' (v = vezetéknév, k = keresztnév)', 'hu', null], // {l}{f} is not one of PATTERNS: still no address
  ] as const)('%s%s (%s) -> %s', (local, after, lang, pattern) => {
    expect(legendPattern(local, after, lang)).toBe(pattern);
  });

  it.each([
    ['jk', ' (Jens Kofoed)'], // a name after the address, no legend
    ['ab', ' (a = afdeling, b = byggeri)'], // letters explained, but by no part of a name
    ['fe', ' (f = fornavn)'], // only one part named
    ['fe', ''],
    ['jens', ' (j = fornavn, e = efternavn)'], // a letter the legend leaves out
    ['anna.weber', ' (f = fornavn, e = efternavn)'],
  ] as const)('%s%s is no legend', (local, after) => {
    expect(legendPattern(local, after, 'da')).toBeUndefined();
  });
});
