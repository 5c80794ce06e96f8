// Interpreting a card's abilities: conditions, target resolution, then the verb (VERBS).
import type { EventSink, Seat } from '../../../engine/index.js';
import type { Queue } from '../../../engine/queue.js';
import { AIR, CARDS } from '../cards.js';
import { findUnit, type KardsState } from '../state.js';
import { controlsFront, hasClass } from '../units.js';
import type { Ability, Cond, Target, When } from './lang.js';
import { hqRef, hqsMatching, isHqRef, NO_TARGET, pickRandom, unitsMatching } from './select.js';
import { VERBS, type Run } from './verbs.js';

export function condHolds(s: KardsState, owner: Seat, c: Cond): boolean {
  switch (c) {
    case 'none': return true;
    case 'controlFront': return controlsFront(s, owner);
    case 'haveAir': return hasClass(s, owner, AIR);
    case 'haveBomber': return hasClass(s, owner, 16);
  }
}

const SCRATCH: number[] = [];

function resolve(r: Run, t: Target, chosen: number, it: number): void {
  r.refs.length = 0;
  switch (t.k) {
    case 'chosen':
      if (chosen !== NO_TARGET && (isHqRef(chosen) || findUnit(r.s, chosen) !== null)) r.refs.push(chosen);
      return;
    case 'it':
      if (it !== NO_TARGET) r.refs.push(it);
      else for (const x of r.last) r.refs.push(x);
      return;
    case 'self':
      if (r.src >= 0) r.refs.push(r.src);
      return;
    case 'hq':
      r.refs.push(hqRef(t.side === 'friendly' ? r.owner : 1 - r.owner));
      return;
    case 'all':
      unitsMatching(r.s, t.sel, r.owner, r.src, r.refs);
      if (t.hq) hqsMatching(t.sel, r.owner, r.refs);
      return;
    case 'random': {
      SCRATCH.length = 0;
      unitsMatching(r.s, t.sel, r.owner, r.src, SCRATCH);
      if (t.hq) hqsMatching(t.sel, r.owner, SCRATCH);
      const x = pickRandom(SCRATCH, r.s.rng);
      if (x !== NO_TARGET) r.refs.push(x);
      return;
    }
  }
}

/** Abilities of `card` that fire at `when`. */
export function abilitiesAt(card: number, when: When): readonly Ability[] {
  const sc = CARDS[card].script;
  if (!sc.ok) return [];
  return sc.abilities.filter((a) => a.when === when);
}

const WHENS: readonly When[] = ['deploy', 'play', 'destroyed', 'turnStart', 'turnEnd', 'cm', 'onDeploy', 'onOrder', 'onDestroyed', 'onAttack', 'onKill'];
/** Per card, a bit per moment it has an ability at: derived once, asked for every unit at every turn. */
const WHEN_BITS: readonly number[] = CARDS.map((c) => (c.script.ok ? c.script.abilities.reduce((m, a) => m | (1 << WHENS.indexOf(a.when)), 0) : 0));

export function hasAbility(card: number, when: When): boolean {
  return (WHEN_BITS[card] & (1 << WHENS.indexOf(when))) !== 0;
}

/**
 * Run every ability of `card` at `when`, for `owner`, from unit `src` (-1 none), with the chosen target
 * `chosen` and the event's unit `it`.
 */
export function runAbilities(s: KardsState, q: Queue, ev: EventSink, owner: Seat, card: number, when: When, src: number, chosen: number, it: number): void {
  const sc = CARDS[card].script;
  if (!sc.ok) return;
  const r: Run = { s, q, ev, owner, src, refs: [], last: [] };
  for (const a of sc.abilities) {
    if (a.when !== when || !condHolds(s, owner, a.cond)) continue;
    // "it"/"them": the event's unit, else what the previous phrase resolved to (the chosen target at first).
    r.last.length = 0;
    if (chosen !== NO_TARGET) r.last.push(chosen);
    for (const e of a.effects) {
      if ('to' in e) resolve(r, e.to, chosen, it);
      (VERBS[e.do] as (r: Run, e: unknown) => void)(r, e);
      if ('to' in e || e.do === 'spawn') {
        r.last.length = 0;
        for (const x of r.refs) r.last.push(x);
      }
    }
  }
}
