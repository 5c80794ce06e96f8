// AIR, LAND & SEA's offer as the bot's determinization redraws it (K-R71h): shared by the card's test and its option's.
import { expect } from 'vitest';
import { Rng } from '../../../engine/index.js';
import { determinize } from '../determinize.js';
import type { KardsOptions } from '../options.js';
import type { KardsState } from '../state.js';
import { act, scenario } from './scenario.js';

const DECK = ['bt7', 'bt7', 'himeji_regiment', 'from_the_people', 't70', 'ot34'];

/**
 * Seat 0 gives AIR, LAND & SEA with a six-card deck; seat 1's determinizations of that moment (seeds 1–5),
 * each checked to offer three candidates, all cards of the resampled deck.
 */
export function resampledOffers(options: Partial<KardsOptions> = {}): { d: KardsState; cands: number[] }[] {
  const s = scenario({ decks: [DECK, ['bt7', 'bt7', 'bt7', 'bt7']], hands: [['air_land_sea'], []], options });
  act(s, { t: 'give', h: 0, tgt: -1 });
  const out: { d: KardsState; cands: number[] }[] = [];
  for (let seed = 1; seed <= 5; seed++) {
    const d = determinize(s, 1, new Rng(seed));
    const cands = d.sides[0].dev!.slice(3);
    expect(cands.length).toBe(3);
    for (const c of cands) expect(d.sides[0].deck).toContain(c);
    out.push({ d, cands });
  }
  return out;
}
