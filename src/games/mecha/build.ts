// 舰队配置 (fleet building): each seat, secretly and at the same time, picks its ship, the ship's main
// weapons, its mechs (each with its weapon), its captain, its pilots and the 20-card sub-weapon library
// (at most two copies of a card), one small choice at a time. Counts come from the ship (主武器 / 战甲 /
// 驾驶员). When both are done the public configuration is revealed and the units are created.
import type { EventSink, Seat } from '../../engine/index.js';
import { actionKey, type MechaAction } from './actions.js';
import { SHIP_ZONE } from './board.js';
import { CAPTAINS, MECH_CARDS, MECHS, SHIP_CARDS, SHIP_WEAPONS, SHIPS, WEAPONS } from './data.js';
import { makeUnit, SEAT_ONLY, type BuildSide, type Ctx, type MechaState } from './state.js';

const SHIP_ACTS = SHIPS.map((_, c) => ({ t: 'ship', c }) as const);
const GUN_ACTS = WEAPONS.map((_, w) => ({ t: 'gun', w }) as const);
const MECH_ACTS = MECHS.map((_, c) => ({ t: 'mech', c }) as const);
const ARM_ACTS = [{ t: 'arm', i: 0 } as const, { t: 'arm', i: 1 } as const];
const CAPTAIN_ACTS = CAPTAINS.map((_, c) => ({ t: 'captain', c }) as const);
const CREW_ACTS = Array.from({ length: 32 }, (_, p) => ({ t: 'crew', p }) as const);
const CARD_ACTS = SHIP_CARDS.map((_, c) => ({ t: 'card', c }) as const);
const MCARD_ACTS = MECH_CARDS.map((_, c) => ({ t: 'mcard', c }) as const);

function sum(xs: readonly number[]): number {
  let n = 0;
  for (const x of xs) n += x;
  return n;
}

/** Does the last mech added still wait for its weapon choice? */
function armPending(b: BuildSide): boolean {
  return b.arms.length < b.mechs.length;
}

/** The choices open to a build side now (empty once it is complete). */
export function buildChoices(ctx: Ctx, b: BuildSide): MechaAction[] {
  const out: MechaAction[] = [];
  if (b.done) return out;
  if (b.ship < 0) {
    for (const c of ctx.ships) out.push(SHIP_ACTS[c]);
    return out;
  }
  const ship = SHIPS[b.ship];
  if (b.guns.length < ship.guns) {
    for (const w of SHIP_WEAPONS) if (!b.guns.includes(w)) out.push(GUN_ACTS[w]);
    return out;
  }
  if (armPending(b)) {
    out.push(ARM_ACTS[0], ARM_ACTS[1]);
    return out;
  }
  if (b.mechs.length < Math.min(ship.mechs, ctx.mechs.length)) {
    for (const c of ctx.mechs) if (!b.mechs.includes(c)) out.push(MECH_ACTS[c]);
    return out;
  }
  if (b.captain < 0) {
    for (let c = 0; c < CAPTAINS.length; c++) out.push(CAPTAIN_ACTS[c]);
    return out;
  }
  if (b.pilots.length < Math.min(ship.pilots, ctx.pilots.length)) {
    for (const p of ctx.pilots) if (!b.pilots.includes(p)) out.push(CREW_ACTS[p]);
    return out;
  }
  const o = ctx.opts;
  if (sum(b.cards) < o.libraryShipCards) {
    for (let c = 0; c < SHIP_CARDS.length; c++) if (b.cards[c] < o.maxCopies) out.push(CARD_ACTS[c]);
    return out;
  }
  for (let c = 0; c < MECH_CARDS.length; c++) if (b.mcards[c] < o.maxCopies) out.push(MCARD_ACTS[c]);
  return out;
}

/** Is the build complete (every count of the ship filled)? */
function complete(ctx: Ctx, b: BuildSide): boolean {
  if (b.ship < 0) return false;
  const ship = SHIPS[b.ship];
  const o = ctx.opts;
  return (
    b.guns.length === ship.guns &&
    !armPending(b) &&
    b.mechs.length === Math.min(ship.mechs, ctx.mechs.length) &&
    b.captain >= 0 &&
    b.pilots.length === Math.min(ship.pilots, ctx.pilots.length) &&
    sum(b.cards) === o.libraryShipCards &&
    sum(b.mcards) === o.libraryMechCards
  );
}

/** Apply one build choice to a build side; returns whether the side is now complete. */
export function applyBuild(ctx: Ctx, b: BuildSide, a: MechaAction): boolean {
  switch (a.t) {
    case 'ship':
      b.ship = a.c;
      break;
    case 'gun':
      b.guns.push(a.w);
      break;
    case 'mech':
      b.mechs.push(a.c);
      // One weapon to choose only when the mech lists two and options say 'one' (MR-8).
      if (ctx.opts.mechWeapons === 'both') b.arms.push(-1);
      else if (MECHS[a.c].weaponIx.length === 1) b.arms.push(0);
      break;
    case 'arm':
      b.arms.push(a.i);
      break;
    case 'captain':
      b.captain = a.c;
      break;
    case 'crew':
      b.pilots.push(a.p);
      break;
    case 'card':
      b.cards[a.c]++;
      break;
    case 'mcard':
      b.mcards[a.c]++;
      break;
    default:
      throw new Error(`not a build choice: ${a.t}`);
  }
  b.done = complete(ctx, b);
  return b.done;
}

export function applyBuildAction(s: MechaState, seat: Seat, a: MechaAction, ev: EventSink): void {
  const b = s.build[seat];
  const done = applyBuild(s.ctx, b, a);
  ev?.push({ type: 'build', to: SEAT_ONLY[seat], data: { seat, choice: actionKey(a) } });
  if (!done) return;
  ev?.push({ type: 'built', to: 'all', data: { seat } });
  if (s.build[0].done && s.build[1].done) createFleets(s, ev);
}

/** Both fleets are in: units (ships 0/1, then each seat's mechs), crews, libraries; public config revealed. */
export function createFleets(s: MechaState, ev: EventSink): void {
  s.units = [];
  for (const p of [0, 1] as Seat[]) {
    const b = s.build[p];
    const ship = makeUnit(p, p, true, b.ship, b.guns);
    ship.zone = SHIP_ZONE[p];
    s.units.push(ship);
  }
  for (const p of [0, 1] as Seat[]) {
    const b = s.build[p];
    b.mechs.forEach((c, i) => {
      const ix = MECHS[c].weaponIx;
      const guns = b.arms[i] < 0 ? ix.slice() : [ix[b.arms[i]]];
      s.units.push(makeUnit(s.units.length, p, false, c, guns));
    });
    const side = s.sides[p];
    side.captain = b.captain;
    side.crew = b.pilots
      .slice()
      .sort((x, y) => x - y)
      .map((pilot) => ({ p: pilot, where: 'ready' as const, timer: 0, shown: false }));
    side.lib = b.cards.slice();
    side.mlib = b.mcards.slice();
  }
  // Only the public configuration stays on the build records: the hidden parts live in the sides.
  for (const p of [0, 1] as Seat[]) {
    const b = s.build[p];
    b.captain = -1;
    b.pilots = [];
    b.cards.fill(0);
    b.mcards.fill(0);
    // Settled for the rest of the match: clones share the records (a copy per search clone was 5 % of a
    // search), and freezing them makes any later write fail loudly instead of leaking between clones.
    for (const xs of [b.guns, b.mechs, b.arms, b.pilots, b.cards, b.mcards]) Object.freeze(xs);
    Object.freeze(b);
  }
  Object.freeze(s.build);
  ev?.push({
    type: 'fleets',
    to: 'all',
    data: {
      units: s.units.map((u) => ({ id: u.id, owner: u.owner, ship: u.ship, card: u.ship ? SHIPS[u.card].id : MECHS[u.card].id, guns: u.guns.map((g) => WEAPONS[g.w].id) })),
    },
  });
  s.phase = 'goal';
}
