// Fleet building (舰队配置) as a player plans it: the draft goes in order — ship, main weapons, mechs
// (and their weapons), captain, pilots, ship cards, mech cards — and each count is set by the ship or
// the match's options. What is being chosen now, and how much of each count is filled.
import { SHIPS } from '../../../../src/games/mecha/data.js';
import type { Json } from '../../../../src/protocol/types.js';
import { isRecord } from '../fields.js';
import type { MechaBuildView } from './view.js';

export type BuildStep = 'ship' | 'guns' | 'mechs' | 'captain' | 'pilots' | 'cards' | 'mcards' | 'done';

export interface BuildCount {
  readonly step: Exclude<BuildStep, 'ship' | 'captain' | 'done'>;
  readonly have: number;
  /** null: set by the ship, not chosen yet; or by options the server does not share. */
  readonly of: number | null;
}

function opt(options: Json | undefined, key: string): number | null {
  const v = isRecord(options) ? options[key] : undefined;
  return typeof v === 'number' ? v : null;
}

export function buildCounts(b: MechaBuildView, options: Json | undefined): BuildCount[] {
  const ship = b.ship === null ? undefined : SHIPS.find((s) => s.id === b.ship);
  return [
    { step: 'guns', have: b.guns.length, of: ship?.guns ?? null },
    { step: 'mechs', have: b.mechs.length, of: ship?.mechs ?? null },
    { step: 'pilots', have: b.pilots.length, of: ship?.pilots ?? null },
    { step: 'cards', have: b.cards.length, of: opt(options, 'libraryShipCards') },
    { step: 'mcards', have: b.mcards.length, of: opt(options, 'libraryMechCards') },
  ];
}

/** What the draft asks for now (later steps wait for it: that is why their choices are not offered yet). */
export function buildStep(b: MechaBuildView, options: Json | undefined): BuildStep {
  if (b.done) return 'done';
  if (b.ship === null) return 'ship';
  const [guns, mechs, pilots, cards] = buildCounts(b, options);
  if (guns.of !== null && guns.have < guns.of) return 'guns';
  if ((mechs.of !== null && mechs.have < mechs.of) || b.mechs.some((m) => m.weapon === null)) return 'mechs';
  if (b.captain === null) return 'captain';
  if (pilots.of !== null && pilots.have < pilots.of) return 'pilots';
  if (cards.of === null || cards.have < cards.of) return 'cards';
  return 'mcards';
}
