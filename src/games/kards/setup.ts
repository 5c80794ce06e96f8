// A new match (§1.3–§1.4): decks shuffled, a random first player, opening hands of 4 and 5.
import type { Rng } from '../../engine/index.js';
import { deckFor } from './decks.js';
import { draw, READS_LOST } from './hand.js';
import { SCOTS } from './units.js';
import type { KardsOptions } from './options.js';
import type { KardsState, Side } from './state.js';

export function newState(o: KardsOptions, rng: Rng): KardsState {
  const decks = [deckFor(o.decks[0]), deckFor(o.decks[1])];
  const side = (i: number): Side => ({
    hq: o.hq, hand: [], shown: [], deck: rng.shuffle(decks[i].cards.slice()), kredits: 0, slots: 0, fatigue: 0, cms: [],
    cmSpent: 0, nation: decks[i].nation, ally: decks[i].ally, mulled: false, played: [],
    orders: 0, lost: 0, nextKredits: 0, nextDraws: 0, nextNoOrders: false, nextSkip: false, noOrders: false, nextDiscards: 0, arrived: 0, boost: 0, hitHq: 0,
    // aged/dev as cloneSide writes them (undefined: left out of the JSON): one object shape for every side.
    attacks: 0, lostCards: [], plays: [], hqCap: false, mods: [], removed: [], aged: undefined, dev: undefined, nextNoDeploy: undefined, noDeploy: undefined, hqFx: undefined, hqTaken: undefined, hqSmoke: undefined, later: undefined, slotsLost: undefined, hears: undefined, oneDmg: undefined, mud: undefined, grim: undefined, decree: undefined,
  });
  const first = rng.int(2);
  const s: KardsState = {
    o, phase: 'mull', turn: 0, active: first, first, sides: [side(0), side(1)], lines: [[], [], []], limbo: [], nextUid: 0, watch: 0, q: [],
    cmFiredBy: -1, winner: -1, reason: '', rng,
  };
  // K-R71i: a deck with a card that reads the side's recent losses keeps them from the start (Side.lostAt).
  for (const p of s.sides) if (p.deck.some((c) => READS_LOST[c] === 1)) p.lostAt = [];
  // K-R71p: a deck with a ROYAL SCOTS: random picks look for it from the start.
  if (s.sides.some((p) => p.deck.some((c) => SCOTS[c] === 1))) s.scots = true;
  draw(s, first, o.handFirst, null);
  draw(s, 1 - first, o.handSecond, null);
  return s;
}
