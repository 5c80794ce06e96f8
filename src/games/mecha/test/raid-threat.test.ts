// The evaluation's 劫掠战舰 threat counts the moves a raider really needs: an enemy mech sharing its
// zone blocks only its forward moves, so a raider beside the ship zone's column loses nothing.
import { describe, expect, it } from 'vitest';
import { isForward, SHIP_ZONE, ZONES } from '../board.js';
import { raidThreat } from '../evaluate.js';
import { moveTargets } from '../mechs.js';
import { mechOf, scenario } from './scenario.js';

/** Fewest moves from the raider's zone to the enemy ship zone, by the legal moves (the blocker stays put). */
function movesNeeded(start: number, blocked: boolean, nbrs: readonly (readonly number[])[]): number {
  const target = SHIP_ZONE[0];
  const dist = new Array<number>(ZONES).fill(Infinity);
  dist[start] = 0;
  const queue = [start];
  while (queue.length > 0) {
    const z = queue.shift()!;
    for (const n of nbrs[z]) {
      if (blocked && z === start && isForward(1, z, n)) continue;
      if (dist[n] > dist[z] + 1) {
        dist[n] = dist[z] + 1;
        queue.push(n);
      }
    }
  }
  return dist[target];
}

describe('mecha evaluation: raid threat', () => {
  it('matches the real shortest way in, with and without an enemy mech in the raider’s zone', () => {
    for (let zone = 0; zone < ZONES; zone++) {
      if (zone === SHIP_ZONE[0] || zone === SHIP_ZONE[1]) continue;
      for (const blocked of [false, true]) {
        const s = scenario({
          red: { ship: 'FA-07A' },
          blue: { ship: 'FA-07A' },
          goals: ['raid'],
          active: 0,
          mechs: [
            { owner: 1, mech: 'URA-01A', zone },
            { owner: 0, mech: 'URA-01B', zone: blocked ? zone : SHIP_ZONE[1] },
          ],
        });
        // The legal moves agree with the search below (the blocker's rule is the game's).
        const out: number[] = [];
        moveTargets(s, mechOf(s, 1), out);
        expect(out.every((z) => !blocked || !isForward(1, zone, z))).toBe(true);
        const n = movesNeeded(zone, blocked, s.ctx.board.nbrs);
        // Blue is not to move: every 2 moves (a turn's action points) give Red one turn to stop it.
        expect(raidThreat(s, 1), `zone ${zone} blocked ${blocked}`).toBeCloseTo(1 / (1 + Math.max(1, Math.ceil(n / 2))), 9);
      }
    }
  });
});
