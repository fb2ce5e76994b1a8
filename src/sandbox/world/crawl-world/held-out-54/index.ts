/**
 * The fifty-fourth held-out set: truth-world sites in Swiss German, Austrian German with English,
 * Belgian French, Italian, Catalan with Spanish and European Portuguese: a tax and fiduciary
 * office, a family hotel, a veterinary clinic, a music school, a town hall and a Vinho Verde
 * estate, written without looking at the crawler or its extractors, to measure on and never tune
 * to.
 */
import type { CrawlWorldSite } from '../types.js';
import { accademiaIlPentagramma } from './accademia-il-pentagramma.js';
import { ajuntamentVilaverdDeGaia } from './ajuntament-vilaverd-de-gaia.js';
import { casaDeSequeiros } from './casa-de-sequeiros.js';
import { hotelSonnleitn } from './hotel-sonnleitn.js';
import { treuhandAeschbacher } from './treuhand-aeschbacher.js';
import { vetoValDOurthe } from './veto-valdourthe.js';

/** New objects on each call, so a caller may change one. */
export function heldOut54Sites(): CrawlWorldSite[] {
  return [treuhandAeschbacher(), hotelSonnleitn(), vetoValDOurthe(), accademiaIlPentagramma(), ajuntamentVilaverdDeGaia(), casaDeSequeiros()];
}
