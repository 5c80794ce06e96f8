// A small scenario builder: a state in play with the given hands, lines and kredits, decks of filler.
import { Rng, type Seat } from '../../../engine/index.js';
import type { KardsAction } from '../actions.js';
import { cardIndex } from '../cards.js';
import { kards } from '../index.js';
import type { KardsOptions } from '../options.js';
import { findUnit, type KardsState, type Unit } from '../state.js';
import { newUnit } from '../units.js';

export interface Spec {
  active?: Seat;
  turn?: number;
  hands?: [string[], string[]];
  support?: [string[], string[]];
  /** Frontline units and who owns them. */
  front?: string[];
  frontOwner?: Seat;
  kredits?: number;
  decks?: [string[], string[]];
  cms?: [string[], string[]];
  options?: Partial<KardsOptions>;
  seed?: number;
}

function id(c: string): number {
  const i = cardIndex(c);
  if (i < 0) throw new Error(`no card ${c}`);
  return i;
}

export function scenario(sp: Spec): KardsState {
  const o = kards.optionsSchema.parse(sp.options ?? {});
  const s = kards.setup(o, 2, new Rng(sp.seed ?? 1));
  s.phase = 'play';
  s.active = sp.active ?? 0;
  s.first = 0;
  s.turn = sp.turn ?? 3;
  for (const seat of [0, 1] as Seat[]) {
    const p = s.sides[seat];
    p.mulled = true;
    p.hand = (sp.hands?.[seat] ?? []).map(id);
    p.shown = p.hand.map(() => false);
    p.mods = p.hand.map(() => 0);
    if (sp.decks) p.deck = sp.decks[seat].map(id);
    p.kredits = sp.kredits ?? 12;
    p.slots = sp.kredits ?? 12;
    p.cms = (sp.cms?.[seat] ?? []).map(id);
    s.lines[seat] = (sp.support?.[seat] ?? []).map((c) => settled(s, c, seat));
  }
  s.lines[2] = (sp.front ?? []).map((c) => settled(s, c, sp.frontOwner ?? 0));
  return s;
}

/** A unit that has been on the battlefield since an earlier turn (may act). */
function settled(s: KardsState, c: string, owner: Seat): Unit {
  const u = newUnit(s, id(c), owner);
  u.fresh = false;
  return u;
}

/** The unit in line l at position i. */
export function at(s: KardsState, l: number, i: number): Unit {
  return s.lines[l][i];
}

export function act(s: KardsState, a: KardsAction, seat: Seat = s.active): void {
  const legal = kards.legalActions(s, seat).map(kards.actionKey);
  if (!legal.includes(kards.actionKey(a))) throw new Error(`illegal ${kards.actionKey(a)}; legal: ${legal.join(' ')}`);
  kards.apply(s, seat, a, null);
}

export function keys(s: KardsState, seat: Seat = s.active): string[] {
  return kards.legalActions(s, seat).map(kards.actionKey);
}

export { findUnit };
