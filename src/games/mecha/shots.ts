// Per-shot resolution (MR-26, `shots: perShot`): each count (攻击次数) of an attack is judged 命中 →
// 回避, its windows open, and its damage lands before the next count is judged — so 视限超感 and
// 分离式外装甲 see the damage of the counts before, and a shield card covers the one hit it answers.
// Each step pushes what follows it; the attack is the queue's side record until ATTACK_DONE.
import type { EventSink } from '../../engine/index.js';
import { push, type Queue } from '../../engine/queue.js';
import { damagedBonus, endAttack, ironHand, ironHandDue, judge, landDamage, shotDamage, targetEffects } from './combat.js';
import { WEAPONS } from './data.js';
import { K } from './kinds.js';
import type { MechaState, Unit } from './state.js';

function targetOf(s: MechaState, i: number): Unit {
  const atk = s.attack!;
  return s.units[atk.redirect >= 0 ? atk.redirect : atk.targets[i]];
}

/** SHOT(i, k): judge count k at target i; a landed count gets its windows, then its damage. */
export function shot(s: MechaState, q: Queue, i: number, k: number, ev: EventSink): void {
  const atk = s.attack!;
  const src = s.units[atk.src];
  const t = targetOf(s, i);
  push(q, k + 1 < atk.shots ? K.SHOT : K.TARGET_DONE, atk.seat, i, k + 1);
  // Nothing more to shoot: dodged (动若脱兔 makes the side immune), the target or the shooter gone.
  if (atk.dodge || t.place !== 'field' || src.place !== 'field') return;
  if (!judge(s, atk, src, t, atk.wpn >= 0 ? WEAPONS[atk.wpn] : null, k, ev)) return;
  atk.landed[i]++;
  push(q, K.SHOT_HIT, atk.seat, i);
  push(q, K.PROCEED, atk.seat, 0);
}

/** SHOT_HIT(i): the damage of the count that just landed on target i. */
export function shotHit(s: MechaState, i: number, ev: EventSink): void {
  const atk = s.attack!;
  const src = s.units[atk.src];
  if (atk.dodge) {
    atk.landed[i]--; // 动若脱兔: 闪避此次攻击
    ev?.push({ type: 'dodged', to: 'all', data: { src: src.id } });
    return;
  }
  const w = atk.wpn >= 0 ? WEAPONS[atk.wpn] : null;
  const t = targetOf(s, i);
  const k = atk.landed[i] - 1;
  if (k === 0 && ironHandDue(s, src, w, t)) ironHand(s, src, t, ev);
  if (t.place === 'field') {
    const d = shotDamage(s, atk, src, w, t, k, damagedBonus(s, w, t), ev);
    if (d > 0) {
      const r = landDamage(s, atk, w, t, d, ev);
      if (r < 0) atk.reflect -= r;
      else atk.dealt[i] += r;
    }
  }
  // A shield card covers the one hit it answered.
  atk.warp = false;
  atk.convert = false;
  atk.block = false;
}

/** TARGET_DONE(i): 曳光 marks spent by this attack, the weapon's effects, then the next target. */
export function targetDone(s: MechaState, q: Queue, i: number, ev: EventSink): void {
  const atk = s.attack!;
  const first = s.units[atk.targets[i]];
  if (first.marks > 0) {
    first.marks = 0;
    first.markTurn = -1;
  }
  const w = atk.wpn >= 0 ? WEAPONS[atk.wpn] : null;
  const t = targetOf(s, i);
  if (w && atk.landed[i] > 0 && t.place === 'field') targetEffects(s, atk, w, t, atk.landed[i], atk.dealt[i], ev);
  if (i + 1 < atk.targets.length) push(q, K.SHOT, atk.seat, i + 1, 0);
  else push(q, K.ATTACK_DONE, atk.seat);
}

/** ATTACK_DONE: the attack leaves the stage; reflected damage and follow-ups. */
export function attackDone(s: MechaState, ev: EventSink): void {
  const atk = s.attack!;
  s.attack = null;
  endAttack(s, atk, ev);
}
