/**
 * The thirty-ninth held-out set: truth-world sites in Austrian German with English, Belgian
 * French, Norwegian Bokmål with English, Dutch with English, Brazilian Portuguese with English
 * and Mexican Spanish: a tax advisory firm, a chamber orchestra, a fishermen's cooperative, an
 * orthodontic practice, a software house and an event agency, written without looking at the
 * crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { beugelhuisIjsselkade } from './beugelhuis-ijsselkade.js';
import { cempasuchilProducciones } from './cempasuchil-producciones.js';
import { jabuticodigo } from './jabuticodigo.js';
import { kvitnesvaerFiskarlag } from './kvitnesvaer-fiskarlag.js';
import { orchestreLesseMeuse } from './orchestre-lesse-meuse.js';
import { pichlwangerZehetner } from './pichlwanger-zehetner.js';

/** New objects on each call, so a caller may change one. */
export function heldOut39Sites(): CrawlWorldSite[] {
  return [pichlwangerZehetner(), orchestreLesseMeuse(), kvitnesvaerFiskarlag(), beugelhuisIjsselkade(), jabuticodigo(), cempasuchilProducciones()];
}
