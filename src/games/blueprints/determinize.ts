// Resample everything `seat` cannot see, consistently with what it knows: each other character's
// hidden blueprints (hand, pile, face-down objects) are one multiset — its deck list minus what is
// public — dealt again: face-down objects get a card fitting their line (ground / general; [p] on
// "You"'s line; v > 0 if it moved itself; weapons likelier, see WEAPON_ODDS) at full W, the rest fills
// hand and pile. The seat's own pile order is reshuffled too. The generator is replaced.
import type { Rng, Seat } from '../../engine/index.js';
import { BLUEPRINTS, usesGround } from './data.js';
import { GROUND, YOU_LINE, cloneState, slotKind, type BpState, type Obj } from './state.js';

function fits(s: BpState, o: Obj, c: number): boolean {
  const b = BLUEPRINTS[c];
  const k = slotKind(s, o.slot);
  if (k === YOU_LINE) return b.p && usesGround(b);
  if ((k === GROUND) !== (b.space === 'G')) return false;
  return o.tok < 0 || b.v > 0 || b.p;
}

/**
 * How much likelier a face-down object is a weapon than another fitting card: bots and players fill
 * general lines mostly with weapons (88 % of general objects made in 60 normal-vs-heuristic games),
 * while a uniform deal made it armor half the time for the raider and engineer decks. A prior over what
 * players build, from public facts only: the seat's knowledge is unchanged.
 */
const WEAPON_ODDS = 4;
const odds = (c: number): number => (BLUEPRINTS[c].type === 'weapon' ? WEAPON_ODDS : 1);

// Scratch: one seat's hidden cards while they are dealt again (a determinization per world of a search).
const POOL: number[] = [];

export function determinize(state: BpState, seat: Seat, rng: Rng): BpState {
  const s = cloneState(state);
  s.rng = rng.fork();
  if (s.phase === 'over') return s;
  const pool = POOL;
  for (let i = 0; i < s.n; i++) {
    const p = s.players[i];
    if (i === seat) {
      rng.shuffle(p.pile);
      continue;
    }
    // Hand, pile, then the face-down objects' cards (in object order): shuffled, then dealt.
    pool.length = 0;
    for (const c of p.hand) pool.push(c);
    for (const c of p.pile) pool.push(c);
    for (const o of s.objs) if (o.owner === i && !o.shown) pool.push(o.card);
    rng.shuffle(pool);
    for (const o of s.objs) {
      if (o.owner !== i || o.shown) continue;
      // A fitting card, weapons WEAPON_ODDS times as likely as the rest (what players make, not the deck's mix).
      let total = 0;
      for (let k = 0; k < pool.length; k++) if (fits(s, o, pool[k])) total += odds(pool[k]);
      let at = -1;
      if (total > 0) {
        let r = rng.int(total);
        for (let k = 0; k < pool.length && at < 0; k++) if (fits(s, o, pool[k]) && (r -= odds(pool[k])) < 0) at = k;
      }
      if (at < 0) at = pool.indexOf(o.card); // no other fits: keep it (never an impossible card)
      const c = pool[at];
      for (let k = at + 1; k < pool.length; k++) pool[k - 1] = pool[k];
      pool.pop();
      o.card = c;
      o.w = BLUEPRINTS[c].w;
    }
    const h = p.hand.length;
    for (let k = 0; k < h; k++) p.hand[k] = pool[k];
    sortSmall(p.hand);
    p.pile.length = 0;
    for (let k = h; k < pool.length; k++) p.pile.push(pool[k]);
  }
  return s;
}

/** Ascending, in place (a hand is a few cards). */
function sortSmall(a: number[]): void {
  for (let i = 1; i < a.length; i++) {
    const x = a[i];
    let j = i;
    while (j > 0 && a[j - 1] > x) {
      a[j] = a[j - 1];
      j--;
    }
    a[j] = x;
  }
}
