// Fleet building (编成) as a player plans it: the budget spent and left, and for each class whether one
// more may be added — and if not, why (over the budget, or the class limit reached). From the match's
// public options (costLimit, maxDD…, per-class overrides) and the ship table.
import { COMBAT_CLASSES, SHIP_TABLE, type CombatClass } from '../../../../src/games/naval/data.js';
import type { Json } from '../../../../src/protocol/types.js';
import { isRecord } from '../fields.js';

export interface ClassRow {
  readonly cls: CombatClass;
  readonly cost: number;
  readonly count: number;
  readonly max: number;
  /** null: it may be added. */
  readonly blocked: 'budget' | 'limit' | null;
}

export interface BuildPlan {
  readonly spent: number;
  readonly limit: number;
  readonly rows: readonly ClassRow[];
}

const MAX_KEY: Record<CombatClass, string> = { DD: 'maxDD', CL: 'maxCL', CA: 'maxCA', BB: 'maxBB', CV: 'maxCV' };

function numberAt(o: Json | undefined, ...path: string[]): number | undefined {
  let x: Json | undefined = o;
  for (const k of path) x = isRecord(x) ? x[k] : undefined;
  return typeof x === 'number' ? x : undefined;
}

/** The plan for a fleet so far, or null when the options are not known. */
export function buildPlan(options: Json | undefined, fleet: readonly string[]): BuildPlan | null {
  const limit = numberAt(options, 'costLimit');
  if (limit === undefined) return null;
  const cost = (cls: CombatClass) => numberAt(options, 'ships', cls, 'cost') ?? SHIP_TABLE[cls].cost;
  let spent = 0;
  for (const c of fleet) if ((COMBAT_CLASSES as readonly string[]).includes(c)) spent += cost(c as CombatClass);
  const rows = COMBAT_CLASSES.map((cls): ClassRow => {
    const count = fleet.filter((c) => c === cls).length;
    const max = numberAt(options, MAX_KEY[cls]) ?? Infinity;
    const blocked = count >= max ? 'limit' : spent + cost(cls) > limit ? 'budget' : null;
    return { cls, cost: cost(cls), count, max, blocked };
  });
  return { spent, limit, rows };
}
