// Determinization for fair bots: what `seat` cannot see is resampled — the order of both decks, the
// opponent's unrevealed hand cards and face-down countermeasures (their number is public, ruling K-R6).
// Samples come from the opponent's own unseen cards, i.e. its decklist is treated as known (ruling K-R7).
import type { Rng, Seat } from '../../engine/index.js';
import { CARDS } from './cards.js';
import { HAND_MOD, HAND_PLUS_MASK } from './effects/lang.js';
import { cloneState, type KardsState } from './state.js';
import { redrawDev } from './effects/develop.js';
import { shuffleDeck } from './deck-rec.js';
import { MOD_MARKS } from './hand.js';

export function determinize(s: KardsState, seat: Seat, rng: Rng): KardsState {
  const t = cloneState(s);
  t.rng = rng.fork();
  // K-R70w: a seat knows the changes made to its own deck cards (not their order): the record is shuffled with them.
  shuffleDeck(rng, t.sides[seat]);
  const p = t.sides[1 - seat];
  const pool: number[] = p.deck.slice();
  for (let h = 0; h < p.hand.length; h++) if (!p.shown[h]) pool.push(p.hand[h]);
  pool.push(...p.cms);
  rng.shuffle(pool);
  // Countermeasure slots take countermeasures from the pool first.
  for (let i = 0; i < p.cms.length; i++) {
    const k = pool.findIndex((c) => CARDS[c].type === 'countermeasure');
    p.cms[i] = pool[k];
    pool.splice(k, 1);
  }
  for (let h = 0; h < p.hand.length; h++) if (!p.shown[h]) p.hand[h] = pool.pop()!;
  p.deck = pool;
  // K-R70w: which of the opponent's deck cards carry changes is as hidden as the cards: its record is dropped.
  if (p.dmods !== undefined) { delete p.dmods; delete p.dstat; }
  // K-R70w2: so are the stat changes of its hidden hand cards.
  if (p.hstat !== undefined) for (let h = 0; h < p.hand.length; h++) if (!p.shown[h]) p.hstat[h] = 0;
  // How long the opponent's timed cards spent in its deck is as hidden as the cards (§3.4.6).
  p.aged = undefined;
  // The cards a Develop offers the opponent are as hidden as its hand (K-R63d).
  redrawDev(t, 1 - seat, rng);
  // Bond given or removed in hand and its +n+n (K-R70n) are as hidden as the card (views show them to the owner only), and so
  // is a hidden card's cost change: the view gives the costs of its own hand only, and a change that only some cards get (27.
  // FÜSILIERS, 175th MOTORIZED, YOUR COURAGE) would tell the bot what the card is.
  for (let h = 0; h < p.hand.length; h++) if (!p.shown[h]) p.mods[h] &= MOD_MARKS & ~(HAND_MOD.aged | HAND_MOD.bondGiven | HAND_MOD.bondLost | HAND_PLUS_MASK);
  // Which countermeasures the opponent played stays its secret too.
  const keep = p.played.map((c) => CARDS[c].type !== 'countermeasure');
  p.played = p.played.filter((_c, i) => keep[i]);
  p.plays = p.plays.filter((_n, i) => keep[i]);
  return t;
}
