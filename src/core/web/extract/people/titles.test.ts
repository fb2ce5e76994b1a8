/**
 * The title words of the languages read (titles.ts): jobs as small organisations' sites print them
 * are read as titles where only the words can tell, and trades that are family names are titles
 * only in lower case, so a name stays a name.
 */
import { describe, expect, it } from 'vitest';
import { looksLikePersonName } from './names.js';
import { hasTitleWord, isAgentTitle, isInlineTitle } from './titles.js';

const readAsTitle = (text: string) => isInlineTitle(text) || isAgentTitle(text);

describe('titles in the languages read', () => {
  it.each([
    // hu: the word and its compounds
    'jogtanácsos', 'adótanácsadó', 'irodavezető', 'főkönyvelő', 'állatorvos-dietetikus', 'óvodapedagógus', 'alelnök',
    // cs, sk, pl, fi, et
    'podsládek', 'sbormistr', 'tlmočníčka', 'aplikantka', 'spedytor', 'päävalmentaja', 'kirjastovirkailija', 'lasteaiaõpetaja', 'raamatukoguhoidja',
    // da, no, sv
    'Forstander', 'kursussekretær', 'højskolelærer', 'Förläggare', 'fastighetsmäklare', 'sjøkaptein',
    // es, ca, pt, fr, it, de, en
    'readaptador esportiu', 'Coordonnatrice des soins infirmiers', 'formaliste', 'Odontotecnico', 'Verantwortliche Vermietung',
    'Steuerfachangestellte', 'Churchwarden', 'Headteacher', 'head baker', 'bakker en eigenaar',
  ])('%s', (title) => {
    expect(readAsTitle(title)).toBe(true);
  });

  it.each(['Baker', 'Bakker', 'Koster', 'Contador', 'Sládek', 'Asztalos'])('%s capitalised may be a family name: no title word', (word) => {
    expect(hasTitleWord(word)).toBe(false);
  });

  it.each(['Anna Baker', 'Joop Bakker', 'Alberto Contador', 'Jan Sládek', 'Asztalos Péter', 'Sef Jansen'])('%s stays a name', (name) => {
    expect(looksLikePersonName(name)).toBe(true);
  });
});

describe("jobs of ESCO's occupation labels (occupations.ts)", () => {
  // Jobs no hand-written list or ending holds, each from the labels: read where a structure ties
  // them to a name (a label, a card's line, an apposition), as the agent endings are.
  it.each(['Dentálhigiénikus', 'Obuvník', 'Sklenářka', 'Podkúvač', 'Pruulmeister', 'Gravør', 'Schepen', 'Kerkrentmeester', 'Klaviaturista', 'Empregado de mesa', 'Cantoneiro'])(
    '%s is read as a job where the structure ties it to a name',
    (title) => {
      expect(isAgentTitle(title)).toBe(true);
    },
  );

  it.each(['Auteur', 'Revista', 'Kalkulator'])('%s stays no job: the things and authors named like agents are left out', (word) => {
    expect(isAgentTitle(word)).toBe(false);
  });

  it.each(['Kovács', 'Kaplan', 'Zámočník', 'Bednarz'])('%s, a job and a family name of the name lists, is no job capitalised', (word) => {
    expect(isAgentTitle(word)).toBe(false);
    expect(hasTitleWord(word)).toBe(false);
  });

  it.each(['kovács', 'bednarz'])('%s in lower case is a job', (text) => {
    expect(isInlineTitle(text)).toBe(true);
  });

  // Family names no name list holds may be a job of the labels ("Dobos", drummer; "Zapatero",
  // shoemaker): read as a job only where a structure ties a lone word to a name, never in a name.
  it.each(['Michal Dobos', 'Alberto Zapatero Ruiz', 'Hanna Kovács'])('%s stays a name', (name) => {
    expect(looksLikePersonName(name)).toBe(true);
  });
});
