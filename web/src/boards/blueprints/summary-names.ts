// Names for the end screen's summary (src/games/blueprints/summary.ts): `deck:<id>`, a blueprint id,
// `base <W>` and `you <W>`. The blueprint and deck names come with the board (late-names.ts).
import type { Label } from '../../../../src/protocol/types.js';
import { lateNames } from '../late-names.js';

const names = lateNames();
export const setBlueprintNames = names.set;

export function blueprintsContentName(n: string): Label {
  const m = /^(base|you) (-?\d+)$/.exec(n);
  if (!m) return names.name(n);
  return m[1] === 'base' ? { zh: `基地 ${m[2]} W`, en: `base ${m[2]} W` } : { zh: `“你” ${m[2]} W`, en: `"You" ${m[2]} W` };
}
