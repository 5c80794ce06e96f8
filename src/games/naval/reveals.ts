// For undo (`Game.reveals`): which naval events show some seat something it could not see before.
// Everything but the echoes of a seat's own choices and the turn's flow does: a ship spotted, a mine
// hit, recon results, "no target there", damage, a sinking, the fleets deployed, a side's fleet built.
import type { GameEvent } from '../../engine/index.js';

/** Events that only echo what the acting seat chose (or the phase moving on): nothing new to anyone. */
const ECHOES: ReadonlySet<string> = new Set(['add', 'place', 'reinforce', 'step', 'aim', 'lay', 'fighters', 'sortie', 'resupplied', 'phase', 'turn', 'turnEnd']);

export function reveals(e: GameEvent): boolean {
  return !ECHOES.has(e.type);
}
