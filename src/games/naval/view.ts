// What a seat may see (fog of war): its own ships, mines, fighter zones and aims; enemy ships only
// while lit or in contact; the public destroyed-units area; never the RNG or the other side's choices.
import type { Json, Seat } from '../../engine/index.js';
import { onBoard, REINFORCEMENT_BASE, visibleTo, visibleToEnemy, type NavalState, type Unit } from './state.js';

function unitView(s: NavalState, u: Unit, own: boolean): Json {
  const st = s.ctx.stats[u.cls];
  return {
    id: u.id,
    owner: u.owner,
    cls: u.cls,
    hex: u.hex,
    hp: u.hp,
    maxHp: st.hp,
    // 雷击值 is not observable from outside.
    mine: own ? u.mine : null,
    lit: u.lit,
  };
}

/** The static board, for clients to draw: hex coordinates by index, bases, zones. */
export function boardView(s: NavalState): Json {
  const b = s.ctx.board;
  return {
    cols: b.cols,
    rows: b.rows,
    hexes: b.coords.map((c) => [c.q, c.r]),
    bases: [b.base[0], b.base[1]],
    deploy: [Array.from(b.deploy[0]), Array.from(b.deploy[1])],
    neutral: Array.from(b.neutral),
  };
}

export function navalView(s: NavalState, seat: Seat | null): Json {
  const over = s.phase === 'over';
  const units: Json[] = [];
  for (const u of s.units) {
    if (!onBoard(u) && !(seat === u.owner && u.alive)) continue;
    const seen = seat === null ? visibleToEnemy(u) : visibleTo(u, seat);
    if (over || seen || (seat === u.owner && u.alive)) units.push(unitView(s, u, seat === u.owner || over));
  }
  // The enemy roster: classes and whether still afloat (public once both fleets are deployed).
  const deployed = s.phase !== 'build' && s.phase !== 'deploy';
  const roster: Json[] =
    deployed && (s.ctx.opts.openRoster || over)
      ? s.units
          .filter((u) => (seat === null || u.owner !== seat) && (u.id < REINFORCEMENT_BASE || over || u.seenTurn >= 0 || (!u.alive && !u.removed)))
          .map((u) => ({ id: u.id, owner: u.owner, cls: u.cls, status: knownStatus(u) }))
      : [];
  const enemyLastSeen: Json[] =
    seat === null
      ? []
      : s.units
          .filter((u) => u.owner !== seat && knownStatus(u) === 'afloat' && !visibleTo(u, seat) && u.seenTurn >= 0)
          .map((u) => ({ id: u.id, cls: u.cls, hex: u.seenHex, turn: u.seenTurn, hp: u.seenHp }));
  // 击毁单位区域: public.
  const sunk: Json[] = s.units.filter((u) => !u.alive && !u.removed).map((u) => ({ id: u.id, owner: u.owner, cls: u.cls }));
  const mine = (o: Seat) => seat === o || over;
  return {
    game: 'naval',
    you: seat,
    turn: s.turn,
    phase: s.phase,
    first: s.first,
    actor: s.phase === 'build' || s.phase === 'deploy' || s.phase === 'over' ? null : s.actor,
    board: boardView(s),
    units,
    roster,
    lastSeen: enemyLastSeen,
    sunk,
    mines: s.mines.filter((m) => mine(m.owner) || m.revealed).map((m) => ({ hex: m.hex, owner: m.owner })),
    zones: s.zones.filter((z) => mine(z.owner) || z.spent).map((z) => ({ hex: z.hex, owner: z.owner, spent: z.spent })),
    scouted: seat === null ? [] : s.scouted[seat].slice(),
    aims: seat === null ? [] : s.aims[seat].map((a) => ({ u: a.unit, hex: a.hex })),
    active: s.active && seat === s.actor ? { u: s.active.unit, left: s.active.left, sortie: s.active.sortie, struck: s.active.struck.slice() } : null,
    fleet: seat === null ? [] : s.setup[seat].fleet.slice(),
    ready: [s.setup[0].built, s.setup[1].built],
    hold: [s.hold[0], s.hold[1]],
    reinforcements: seat === null ? null : { supplyThisTurn: s.cThisTurn[seat], minelayers: s.mlTotal[seat] },
    winner: s.winner,
    reason: s.reason,
  };
}

/** A unit's fate as the enemy knows it: sinkings are public, a removal only if seen. */
function knownStatus(u: Unit): string {
  if (u.alive) return 'afloat';
  if (!u.removed) return 'sunk';
  return u.goneSeen ? 'removed' : 'afloat';
}
