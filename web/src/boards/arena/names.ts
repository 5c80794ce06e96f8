// Names for the end screen's summary (src/games/arena/summary.ts): `character:<id>`, `talent:<id>`, and
// `character:<id> <life>` for a character still standing. ArenaBoard fills the lookup when it loads.
import type { Label } from '../../../../src/protocol/types.js';
import { lateNames } from '../late-names.js';

const names = lateNames();
export const setArenaNames = names.set;

export function arenaContentName(n: string): Label {
  const m = /^(.*) (\d+)$/.exec(n);
  if (!m) return names.name(n);
  const who = names.name(m[1]);
  return { zh: `${who.zh}（生命 ${m[2]}）`, en: `${who.en} (life ${m[2]})` };
}
