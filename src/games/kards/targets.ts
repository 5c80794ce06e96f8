// Legal chosen targets of a card's deployment or order ability (§4.1.6.1: no legal target, no order).
import type { Seat } from '../../engine/index.js';
import { CARDS } from './cards.js';
import type { Target, When } from './effects/lang.js';
import { hqRef, hqsMatching, matches, NO_TARGET, unitsMatching } from './effects/select.js';
import { findUnit, FRONT, type KardsState } from './state.js';
import { fx, staticsOf } from './units.js';

const SHIELDS_SUPPORT: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.statics.shieldsSupport === true);
/** KING TIGER (K-R66p): seat's support line cannot be targeted by the enemy; the board is scanned only while units are watched. */
function supportShielded(s: KardsState, seat: Seat): boolean {
  if (s.watch <= 0) return false;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && !u.dead && SHIELDS_SUPPORT[fx(u)]) return true;
  return false;
}

type Chosen = Extract<Target, { k: 'chosen' }>;
// Derived once from the data: legal-action generation asks for every hand card on every call.
const AT_DEPLOY: readonly (Chosen | null)[] = CARDS.map((c) => findChosen(c.i, 'deploy'));
const AT_PLAY: readonly (Chosen | null)[] = CARDS.map((c) => findChosen(c.i, 'play'));

/** The chosen-target phrase of the card's ability at `when` (deploy or play), if it has one. */
export function chosenTarget(card: number, when: 'deploy' | 'play'): Chosen | null {
  return when === 'deploy' ? AT_DEPLOY[card] : AT_PLAY[card];
}

function findChosen(card: number, when: When): Chosen | null {
  const sc = CARDS[card].script;
  if (!sc.ok) return null;
  for (const a of sc.abilities) {
    // An order's chosen target may sit in what follows a pick ("choose and discard …, to destroy a unit").
    if (a.when !== when && !(when === 'play' && a.when === 'picked')) continue;
    for (const e of a.effects) if ('to' in e && e.to.k === 'chosen') return e.to;
  }
  return null;
}

/** Per card: the chosen-target phrase of each "choose one" option (null: the option names no target). */
const OPTIONS: readonly (readonly (Chosen | null)[])[] = CARDS.map((c) => [findChosen(c.i, 'choice0'), findChosen(c.i, 'choice1')]);

export function optionTarget(card: number, i: number): Chosen | null {
  return OPTIONS[card][i] ?? null;
}

/** Whether option i of the card can be chosen now: it names no target, or one has a legal ref. */
export function optionOk(s: KardsState, owner: Seat, card: number, i: number): boolean {
  const t = OPTIONS[card][i];
  if (!t) return true;
  const out: number[] = [];
  chosenRefs(s, owner, t, CARDS[card].type === 'order', out);
  return out.length > 0;
}

/** Refs the owner may choose; orders cannot pick enemy units that "cannot be targeted by enemy orders". */
export function chosenRefs(s: KardsState, owner: Seat, t: Extract<Target, { k: 'chosen' }>, byOrder: boolean, out: number[]): void {
  if (t.units) {
    const from = out.length;
    unitsMatching(s, t.sel, owner, NO_TARGET, out);
    const shielded = supportShielded(s, 1 - owner);
    if (byOrder || shielded) {
      let w = from;
      for (let i = from; i < out.length; i++) {
        const u = findUnit(s, out[i])!;
        if (shielded && u.owner !== owner && !s.lines[FRONT].includes(u)) continue;
        if (!(byOrder && u.owner !== owner && staticsOf(u).untargetable)) out[w++] = out[i];
      }
      out.length = w;
    }
  }
  if (t.hq) hqsMatching(t.sel, owner, out);
}

/**
 * chosenRefs written at out[at…] (returns the new end) instead of pushed: legal-action generation keeps one
 * scratch array that never shrinks (resetting a length frees its backing store, so every push would regrow it).
 */
export function chosenRefsAt(s: KardsState, owner: Seat, t: Chosen, byOrder: boolean, out: number[], at: number): number {
  if (t.units) {
    const shielded = supportShielded(s, 1 - owner);
    for (let l = 0; l < 3; l++) {
      const line = s.lines[l];
      for (let i = 0; i < line.length; i++) {
        const u = line[i];
        if (!matches(s, u, t.sel, owner, NO_TARGET)) continue;
        if (byOrder && u.owner !== owner && staticsOf(u).untargetable) continue;
        if (shielded && l !== FRONT && u.owner !== owner) continue;
        out[at++] = u.uid;
      }
    }
  }
  if (t.hq) {
    if (t.sel.side !== 'friendly') out[at++] = hqRef(1 - owner);
    if (t.sel.side !== 'enemy') out[at++] = hqRef(owner);
  }
  return at;
}
