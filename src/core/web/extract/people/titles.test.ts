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
