// How much of the catalog the effect language expresses: implemented / total per set and nation.
import { CARDS } from './cards.js';

export interface CardReport {
  sets: Record<string, Record<string, { implemented: number; total: number }>>;
  unsupported: { id: string; set: string; nation: string; reason: string }[];
}

export function cardReport(): CardReport {
  const sets: CardReport['sets'] = {};
  const unsupported: CardReport['unsupported'] = [];
  for (const c of CARDS) {
    const n = ((sets[c.set] ??= {})[c.nation] ??= { implemented: 0, total: 0 });
    n.total++;
    if (c.script.ok) n.implemented++;
    else unsupported.push({ id: c.id, set: c.set, nation: c.nation, reason: c.script.reason });
  }
  return { sets, unsupported };
}
