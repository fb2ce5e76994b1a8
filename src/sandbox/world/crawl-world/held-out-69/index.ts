/**
 * The sixty-ninth held-out set: truth-world sites in Finnish (with a Swedish page), Norwegian
 * bokmål, Swedish, Danish, Estonian with English and British English: a dental clinic in Turku on
 * WordPress, a fjord ferry cooperative on Squarespace, a municipal library on Sitevision, an
 * architecture practice in Aarhus on Umbraco, a Tallinn software startup on Webflow and a
 * British-Nordic shipping agency on Drupal, with their people in cards, tables, definition lists,
 * label and title lines, prose, JSON-LD, microdata and RDFa, some addresses hidden by scripts or
 * entities. Written without looking at the crawler or its extractors, to measure on and never
 * tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { hammasklinikkaKupittaa } from './hammasklinikka-kupittaa.js';
import { humberSkagerrak } from './humber-skagerrak.js';
import { ljusdalBibliotek } from './ljusdal-bibliotek.js';
import { lumeoTallinn } from './lumeo-tallinn.js';
import { nordfjordFerjelag } from './nordfjord-ferjelag.js';
import { tegnestuenAaboulevarden } from './tegnestuen-aaboulevarden.js';

/** New objects on each call, so a caller may change one. */
export function heldOut69Sites(): CrawlWorldSite[] {
  return [hammasklinikkaKupittaa(), nordfjordFerjelag(), ljusdalBibliotek(), tegnestuenAaboulevarden(), lumeoTallinn(), humberSkagerrak()];
}
