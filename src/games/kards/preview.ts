// What an attack would do (K-PV1), shown beside the choice: the damage the attacker deals and takes,
// and who is destroyed. Foreseen by playing the attack on a determinization from the attacker's seat
// (the opponent's hand and deck resampled, fresh dice) with the opponent's face-down countermeasures
// left out: the player sees what the fight does by the rules and the cards on the table, and nothing
// the player could not know. Triggered effects on the table (public texts) are played; random ones
// draw from the sample's own dice, not the match's.
import { Rng, type GameEvent, type Label, type Seat } from '../../engine/index.js';
import type { KardsAction } from './actions.js';
import { applyAction } from './apply.js';
import { determinize } from './determinize.js';
import { hqSeat, isHqRef } from './effects/select.js';
import { findUnit, type KardsState } from './state.js';

/** The sample's seed: fixed, so the same position always shows the same preview. */
const SEED = 'kards-preview';

/** What the attack does to the two units (or the HQ) it involves. */
export interface AttackOutcome {
  /** Damage dealt to the target (unit or HQ). */
  readonly dealt: number;
  readonly targetDestroyed: boolean;
  /** Damage the attacker takes (counter-damage and what the fight triggers). */
  readonly taken: number;
  readonly attackerDestroyed: boolean;
  /** The target is an HQ: its defense after the attack. */
  readonly hqAfter: number | null;
}

/** An attack's outcome as `seat` can foresee it; null for any other action or when no attack is owed now. */
export function attackOutcome(s: KardsState, seat: Seat, a: KardsAction): AttackOutcome | null {
  if (a.t !== 'attack' || s.phase !== 'play' || s.active !== seat || s.q.length > 0) return null;
  if (findUnit(s, a.u) === null) return null;
  const t = determinize(s, seat, new Rng(SEED));
  // Face-down countermeasures are the opponent's secret: none fires in the foresight.
  t.sides[1 - seat].cms.length = 0;
  const events: GameEvent[] = [];
  try {
    applyAction(t, seat, a, events);
  } catch {
    // A sample the attack cannot be played on leaves the choice without a preview, never the seat
    // without its legal list (the random-game test holds every attack to having one).
    return null;
  }
  let dealt = 0;
  let taken = 0;
  let targetDestroyed = false;
  let attackerDestroyed = false;
  const hq = isHqRef(a.tgt) ? hqSeat(a.tgt) : -1;
  for (const e of events) {
    const d = e.data;
    if (e.type === 'damage' && d.uid === a.tgt) dealt += Number(d.n);
    else if (e.type === 'damage' && d.uid === a.u) taken += Number(d.n);
    else if (e.type === 'hqDamage' && d.seat === hq) dealt += Number(d.n);
    else if (e.type === 'destroyed' && d.uid === a.tgt) targetDestroyed = true;
    else if (e.type === 'destroyed' && d.uid === a.u) attackerDestroyed = true;
  }
  return { dealt, targetDestroyed, taken, attackerDestroyed, hqAfter: hq >= 0 ? t.sides[hq].hq : null };
}

/** `Game.preview` for KARDS: an attack's outcome in words (zh/en). */
export function preview(s: KardsState, seat: Seat, a: KardsAction): Label | null {
  const o = attackOutcome(s, seat, a);
  if (o === null) return null;
  const zh: string[] = [];
  const en: string[] = [];
  if (o.hqAfter !== null) {
    zh.push(`对总部造成${o.dealt}点伤害（剩${o.hqAfter}）`);
    en.push(`deals ${o.dealt} to the HQ (${o.hqAfter} left)`);
  } else {
    zh.push(o.targetDestroyed ? `造成${o.dealt}点伤害，消灭目标` : `造成${o.dealt}点伤害`);
    en.push(o.targetDestroyed ? `deals ${o.dealt}, destroys it` : `deals ${o.dealt}`);
  }
  if (o.attackerDestroyed) {
    zh.push(`自身受到${o.taken}点伤害并被消灭`);
    en.push(`takes ${o.taken} and is destroyed`);
  } else {
    zh.push(o.taken > 0 ? `自身受到${o.taken}点伤害` : '自身不受伤害');
    en.push(o.taken > 0 ? `takes ${o.taken}` : 'takes none');
  }
  return { zh: zh.join('；'), en: en.join('; ') };
}
