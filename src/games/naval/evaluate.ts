// The naval evaluation, for bots and reports: material (HP weighted by cost), the expected damage of
// shots already aimed (炮击 resolves only at the end of its phase), progress toward the enemy base,
// and the base-hold countdown. Roughly in [-1, 1], from `seat`'s point of view.
import type { Seat } from '../../engine/index.js';
import { shellDamage } from './combat.js';
import { onBoard, type NavalState } from './state.js';

export function evaluate(s: NavalState, seat: Seat): number {
  if (s.winner >= 0) return s.winner === 2 ? 0 : s.winner === seat ? 1 : -1;
  const { stats, board, opts } = s.ctx;
  const material = [0, 0];
  const advance = [0, 0];
  const ships = [0, 0];
  const far = board.rows + board.cols;
  for (const u of s.units) {
    if (!onBoard(u)) continue;
    const st = stats[u.cls];
    material[u.owner] += (Math.max(1, st.cost) * u.hp) / st.hp;
    if (u.cls !== 'SS' && u.cls !== 'C' && u.cls !== 'ML') {
      advance[u.owner] += 1 - board.dist[u.hex * board.n + board.base[1 - u.owner]] / far;
      ships[u.owner]++;
    }
  }
  // Shots aimed but not yet resolved: expected damage, valued like material.
  for (const p of [0, 1] as const) {
    for (const aim of s.aims[p]) {
      const shooter = s.units.find((u) => u.id === aim.unit);
      if (!shooter || !onBoard(shooter)) continue;
      const d = board.dist[shooter.hex * board.n + aim.hex];
      const need = opts.shellThreshold[Math.min(d, opts.shellThreshold.length - 1)];
      const pHit = Math.max(0, Math.min(1, (opts.die - need + 1) / opts.die));
      for (const t of s.units) {
        if (t.hex !== aim.hex || !onBoard(t) || t.owner === p) continue;
        const st = stats[t.cls];
        const dmg = Math.min(t.hp, shellDamage(s, shooter, t));
        material[t.owner] -= (pHit * Math.max(1, st.cost) * dmg) / st.hp;
      }
    }
  }
  const other = 1 - seat;
  const total = material[seat] + material[other];
  const mat = total === 0 ? 0 : (material[seat] - material[other]) / total;
  const adv = (ships[seat] ? advance[seat] / ships[seat] : 0) - (ships[other] ? advance[other] / ships[other] : 0);
  const hold = (s.hold[seat] - s.hold[other]) / opts.holdTurns;
  return Math.max(-1, Math.min(1, 0.7 * mat + 0.15 * adv + 0.3 * hold));
}
