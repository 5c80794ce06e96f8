// What a simulation picks for an unscripted setup choice. Players bring full fleets, so ships are added
// at random while the cost limit and class limits allow one more, and only then is the fleet declared
// built (a uniform pick would often stop after one ship). Deployment hexes are uniform.
import type { Rng } from '../../engine/index.js';
import type { NavalAction } from './actions.js';

export function randomSetup(legal: readonly NavalAction[], rng: Rng): NavalAction {
  let adds = 0;
  for (const a of legal) if (a.t === 'add') adds++;
  if (adds === 0) return legal[rng.int(legal.length)];
  let k = rng.int(adds);
  for (const a of legal) if (a.t === 'add' && k-- === 0) return a;
  throw new Error('unreachable: counted adds');
}
