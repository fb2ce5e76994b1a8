/** The held-out set held-out-98: six small-organisation sites, written unseen. */
import type { CrawlWorldSite } from '../types.js';
import { azulejosRibeira } from './azulejos-ribeira.js';
import { distillerieAgassins } from './distillerie-agassins.js';
import { edizioniFelsinee } from './edizioni-felsinee.js';
import { laFisura } from './la-fisura.js';
import { rodesDelTer } from './rodes-del-ter.js';
import { tramWollishofen } from './tram-wollishofen.js';

/** New objects on each call, so a caller may change one. */
export function heldOut98Sites(): CrawlWorldSite[] {
  return [tramWollishofen(), distillerieAgassins(), edizioniFelsinee(), laFisura(), rodesDelTer(), azulejosRibeira()];
}
