// What a seat fielded — its character (角色) and the initial talent (初始天赋) it placed — and what it has
// left at the end: its character with the cards of its life zone (生命), if any. For `run --json` and
// the end-of-game screen; read only once the game is over. Arena has no costs (fieldedCost null).
// Names follow `content`: `character:<id>`, `talent:<id>`; a standing character reads `character:<id> <life>`.
import type { Seat, SeatSummary } from '../../engine/index.js';
import { CHARACTERS, TALENTS } from './data/cards.js';
import type { ArenaState } from './state.js';

export function summary(s: ArenaState, seat: Seat): SeatSummary {
  const pl = s.players[seat];
  const character = `character:${CHARACTERS[pl.char].id}`;
  const fielded = [character];
  if (pl.talent >= 0) fielded.push(`talent:${TALENTS[pl.talent].id}`);
  return { fielded, fieldedCost: null, left: pl.life.length > 0 ? [`${character} ${pl.life.length}`] : [] };
}
