// A full state agreeing with what `seat` knows: every card `seat` cannot see is shuffled among the
// places it cannot see, player by player (card kinds per character are public, so the multiset is
// right). Another player's hand, deck, life, recycle and face-down display; one's own deck, life,
// recycle (AR-R19: recycle order and contents are treated as unknown) and face-down life cards.
import { Rng, type Seat } from '../../engine/index.js';
import { KNOWN, UP, entry, instOf, type ArenaState, type Player } from './state.js';
import { cloneState } from './state.js';

function hiddenSlots(pl: Player, own: boolean): { zone: number[]; i: number; disp: boolean }[] {
  const out: { zone: number[]; i: number; disp: boolean }[] = [];
  const zones = own ? [pl.deck, pl.life, pl.recycle] : [pl.hand, pl.deck, pl.life, pl.recycle];
  for (const z of zones) for (let i = 0; i < z.length; i++) out.push({ zone: z, i, disp: false });
  for (let i = 0; i < pl.disp.length; i++) {
    const e = pl.disp[i];
    if ((e & UP) === 0 && !(own && (e & KNOWN) !== 0)) out.push({ zone: pl.disp, i, disp: true });
  }
  return out;
}

export function determinize(s: ArenaState, seat: Seat, rng: Rng): ArenaState {
  const d = cloneState(s);
  d.rng = new Rng(`d:${rng.next()}`);
  if (d.phase === 'over') return d;
  d.players.forEach((pl, p) => {
    const slots = hiddenSlots(pl, p === seat);
    const cards = slots.map((x) => (x.disp ? instOf(x.zone[x.i]) : x.zone[x.i]));
    rng.shuffle(cards);
    slots.forEach((x, k) => {
      x.zone[x.i] = x.disp ? entry(cards[k], x.zone[x.i] & 3) : cards[k];
    });
  });
  return d;
}
