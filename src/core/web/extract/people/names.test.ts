import { describe, expect, it } from 'vitest';
import { nominativeName } from './declension.js';
import { localPartFits, looksLikePersonName, personNameIn, splitName, startsWithGivenName } from './names.js';

describe('looksLikePersonName: names in the languages read', () => {
  it.each([
    'Ole Martin Brekke',
    'Montserrat Garriga i Puig',
    'Youssef El Amrani',
    'Chiara De Luca',
    'Eva van der Linden',
    'Ayşe Demir',
    'Mette Kjær',
    'Piotr Zieliński',
    'Siobhán Kelly',
    'João Silva',
    'Wei Pan',
    // Middle initials, including the ones that fold to a short word ("A.", "O.").
    'Patricia A. Hale',
    'John O. Reilly',
    'Anna K. Nowak',
  ])('%s', (name) => {
    expect(looksLikePersonName(name)).toBe(true);
  });
});

describe('looksLikePersonName: company, street and place names are not people', () => {
  it.each([
    'Kessler Maschinenbau GmbH',
    'Stiftung Lichtblick',
    'Hotel Adler',
    'Atelier Moreau',
    'Gewerbestraße',
    'Hauptstraße Nord',
    'Karl-Liebknecht-Straße',
    'Calle Mayor',
    'Rue Garibaldi',
    'Carrer de Pere',
    'Storgatan Väst',
    'Fundación Lux',
    'Torrefacció Garriga SL',
    'Universidad Central',
    'Anna in Berlin',
    'Head of Sales',
    'Vertriebsleiter Deutschland',
    'J. K.',
  ])('%s', (text) => {
    expect(looksLikePersonName(text)).toBe(false);
  });
});

describe('personNameIn', () => {
  it.each([
    ['Dr. Rachel Kim, DDS', 'Rachel Kim'],
    ['Prof. Dr. Hannelore Vogt', 'Hannelore Vogt'],
    ['mr. Youssef El Amrani', 'Youssef El Amrani'],
    ['Patricia A. Hale, J.D., LL.M.', 'Patricia A. Hale'],
    ['A. B.', null],
    ['Sabine Koller, BEd', 'Sabine Koller'],
    ['Dr.med.vet. Eirik Solbakken', 'Eirik Solbakken'],
    ['Seraina Casutt, MSc ETH', 'Seraina Casutt'],
    ['Reto Gubler, dipl. Informatiker HF', 'Reto Gubler'],
    ['lic. oec. Mirjam Tschudi', 'Mirjam Tschudi'],
    ['Tom Price, BArch, MArch', 'Tom Price'],
    ['Dr. Kim', null],
    ['Frau Weber', null],
    ['Kessler Maschinenbau GmbH', null],
  ] as const)('%s -> %s', (text, name) => {
    expect(personNameIn(text)).toBe(name);
  });
});

describe('startsWithGivenName (the human-names lists)', () => {
  it.each([
    ['Jan Köhler', true],
    ['Anne-Sophie de la Tour', true],
    ['Ashley Nguyen', true],
    ['Disposition Ersatzteile', false],
    ['Kessler Maschinenbau', false],
    ['Geschäftsstelle Leipzig', false],
  ] as const)('%s -> %s', (name, expected) => {
    expect(startsWithGivenName(name)).toBe(expected);
  });
});

describe('splitName', () => {
  it.each([
    ['Montserrat Garriga i Puig', 'Montserrat', 'Garriga i Puig'],
    ['Ana García y López', 'Ana', 'García y López'],
    ['Eva van der Linden', 'Eva', 'van der Linden'],
    ['Youssef El Amrani', 'Youssef', 'El Amrani'],
    // a capitalised particle before the lower-case one starts the family name (Flemish, Spanish)
    ['Lies Van den Bossche', 'Lies', 'Van den Bossche'],
    ['Pieter Van der Meulen', 'Pieter', 'Van der Meulen'],
    ['María De la Cruz', 'María', 'De la Cruz'],
    ['Jean Paul de la Tour', 'Jean Paul', 'de la Tour'],
    ['Omar Ben de Vries', 'Omar Ben', 'de Vries'],
  ] as const)('%s -> %s / %s', (name, given, family) => {
    expect(splitName(name)).toEqual({ givenName: given, familyName: family });
  });
});

describe('localPartFits: could the address be built from the name', () => {
  it.each([
    ['anna.weber', 'Anna Weber', true],
    ['aweber', 'Anna Weber', true],
    ['anna', 'Anna Weber', true],
    ['a.weber', 'Anna Weber', true],
    ['weber.anna', 'Anna Weber', true],
    ['weber', 'Anna Weber', true],
    ['anguyen', 'Ashley Nguyen', true],
    ['jan.koehler', 'Jan Köhler', true],
    ['jkohler', 'Jan Köhler', true],
    ['mette.kjaer', 'Mette Kjær', true],
    ['ayse.demir', 'Ayşe Demir', true],
    ['e.vanderlinden', 'Eva van der Linden', true],
    ['ole.martin.brekke', 'Ole Martin Brekke', true],
    ['alex.m', 'Alexander Meyer', true],
    ['anna.weber2', 'Anna Weber', true],
    ['buero.leipzig', 'Anna Weber', false],
    ['press', 'Anna Weber', false],
    ['ab', 'Anna Berg', false],
    ['ben.kurz', 'Anna Weber', false],
    ['team', 'Tom Becker', false],
  ] as const)('%s / %s -> %s', (local, name, expected) => {
    expect(localPartFits(local, name)).toBe(expected);
  });
});

describe('names declined in running text (pl, cs, sk) are not names', () => {
  it.each([
    ['Katarzyną Wójcik', false],
    ['Lenku Novákovou', false],
    ['Jana Kowalskiego', false],
    ['panu Novákovi', false],
    ['Katarzyna Wójcik', true],
    ['Lenka Nováková', true],
    ['Jan Kowalski', true],
    // short names ending so are names ("Novi" is a given name)
    ['Novi Santoso', true],
  ] as const)('%s -> %s', (text, expected) => {
    expect(looksLikePersonName(text)).toBe(expected);
  });
});

describe('five-word names after a given name (Portuguese and Spanish)', () => {
  it.each([
    ['Ana Maria Santos Ferreira Silva', true],
    ['José Luis Rodríguez Zapatero Pérez', true],
    ['Maria João dos Santos Ferreira Mendes', true],
    // without a given name first, five capitalised words are something else
    ['Nordic Coastal Timber Export Partners', false],
    ['Ana Maria Santos Ferreira Silva Costa', false],
  ] as const)('%s -> %s', (text, expected) => {
    expect(looksLikePersonName(text)).toBe(expected);
  });
});

describe('nominativeName: declined names given back (declension.ts)', () => {
  it.each([
    [['Janu', 'Novákovou'], undefined, 'Jana Nováková'],
    [['Lenku', 'Novákovou'], undefined, 'Lenka Nováková'],
    [['Martou', 'Malinskou'], undefined, 'Marta Malinská'],
    [['Zuzany', 'Kováčovej'], undefined, 'Zuzana Kováčová'],
    [['Katarzyną', 'Wójcik'], undefined, 'Katarzyna Wójcik'],
    [['Annę', 'Zielińską'], undefined, 'Anna Zielińska'],
    [['Marii', 'Nowickiej'], undefined, 'Maria Nowicka'],
    [['Jana', 'Nováka'], 'pana', 'Jan Novák'],
    [['Tomaszem', 'Kowalskim'], 'panem', 'Tomasz Kowalski'],
    [['Petrovi', 'Dvořákovi'], 'panu', 'Petr Dvořák'],
    [['Martu', 'Horvátovú'], 'pani', 'Marta Horvátová'],
    [['Piotrem', 'Nowakiem'], 'panem', 'Piotr Nowak'],
    // cs dative: the given name softened before -e/-ě, beside a declined family name
    [['Petře', 'Kubíčkové'], undefined, 'Petra Kubíčková'],
    [['Janě', 'Novákové'], undefined, 'Jana Nováková'],
    [['Monice', 'Malinské'], undefined, 'Monika Malinská'],
    // pl genitive after "Pani" (Mrs, the same word in the genitive), the family name without an ending
    [['Magdaleny', 'Wójcik'], 'Pani', 'Magdalena Wójcik'],
    // not declined, or not so that it can be told
    [['Magdaleny', 'Wójcik'], undefined, null],
    [['Jana', 'Nováková'], undefined, null],
    [['Anny', 'Smith'], undefined, null],
    [['Janu', 'Novák'], undefined, null],
    [['Petrovi', 'Dvořákovi'], undefined, null],
    [['Fatou', 'Diallo'], undefined, null],
    [['Petře', 'Novák'], undefined, null],
  ] as const)('%j (after %s) -> %s', (words, before, expected) => {
    expect(nominativeName(words, before)).toBe(expected);
  });
});
