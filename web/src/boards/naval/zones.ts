// Which area each hex belongs to: a base (基地, land), a deployment zone (部署区), the neutral
// middle zone, or open sea.
import type { NavalBoardView } from './view.js';

export type HexArea = 'base-0' | 'base-1' | 'deploy-0' | 'deploy-1' | 'neutral' | 'sea';

export function hexAreas(board: NavalBoardView): HexArea[] {
  const out: HexArea[] = board.hexes.map(() => 'sea');
  for (const h of board.neutral) out[h] = 'neutral';
  board.deploy.forEach((zone, seat) => {
    for (const h of zone) out[h] = seat === 0 ? 'deploy-0' : 'deploy-1';
  });
  out[board.bases[0]] = 'base-0';
  out[board.bases[1]] = 'base-1';
  return out;
}
