// A behaviour trace of seeded random matches: at every decision who moves, every mover's legal action
// keys, both seats' views and the events, folded into one digest per match with its final hash. Kept
// as a fixture so refactors (the move onto the resolution queue) prove they change nothing a player sees.
import { hashString, Match, Rng, type Json } from '../../../engine/index.js';
import { mecha, type MechaAction, type MechaState } from '../index.js';

export interface Trace {
  seed: number;
  variant: number;
  steps: number;
  digest: string;
  hash: string;
}

/** Options mixed into the traced matches, so every ruling switch gets played. */
export const TRACE_VARIANTS: Record<string, unknown>[] = [
  {},
  { extendedPool: false },
  { mechWeapons: 'both', adjacency: 'king' },
  { windows: 'held', autoTurret: 'once', recoverRepairs: true, aoeRadius: 0 },
];

export function trace(seed: number, variant: number): Trace {
  const m = Match.create(mecha, TRACE_VARIANTS[variant], `trace:${seed}`, 2, true, 'sfc32') as unknown as Match<MechaState, MechaAction, unknown>;
  const rng = new Rng(`pick:${seed}`, 'sfc32');
  let digest = '';
  let steps = 0;
  while (!m.isOver()) {
    const movers = m.toMove();
    const s = m.snapshot();
    let line = movers.join(',');
    for (const p of movers) line += `|${m.legalActions(p).map((a) => mecha.actionKey(a)).join(' ')}`;
    if (steps % 4 === 0) line += `|${JSON.stringify(mecha.view(s, 0) as Json)}|${JSON.stringify(mecha.view(s, 1) as Json)}`;
    const seat = movers[rng.int(movers.length)];
    const legal = m.legalActions(seat);
    const ev = m.apply(seat, legal[rng.int(legal.length)]);
    line += `|${JSON.stringify(ev)}`;
    digest = hashString(digest + line);
    steps++;
  }
  return { seed, variant, steps, digest, hash: m.hash() };
}
