/**
 * The twenty-sixth held-out set: truth-world sites in Brazilian Portuguese, Swedish, Norwegian
 * with English, Danish, Polish and Czech: an online coffee shop, a parent-cooperative
 * kindergarten, an engineering consultancy, a veterinary hospital, a farming cooperative and a
 * film production company, written without looking at the crawler or its extractors, to measure
 * on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { aadalensDyrehospital } from './aadalens-dyrehospital.js';
import { brattliRadgivning } from './brattli-radgivning.js';
import { bystrinaFilm } from './bystrina-film.js';
import { forskolanHumlegarden } from './forskolan-humlegarden.js';
import { srZlotePole } from './sr-zlote-pole.js';
import { torrefacaoMantiqueira } from './torrefacao-mantiqueira.js';

/** New objects on each call, so a caller may change one. */
export function heldOut26Sites(): CrawlWorldSite[] {
  return [torrefacaoMantiqueira(), forskolanHumlegarden(), brattliRadgivning(), aadalensDyrehospital(), srZlotePole(), bystrinaFilm()];
}
