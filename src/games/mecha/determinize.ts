// Determinization for fair bots: a full state that agrees with everything `seat` knows, with every hidden
// fact resampled — the opponent's fleet building in progress, secret victory choice, face-down captain,
// face-down pilots, hand, library and face-down mech cards, and the dice. It reads only what the seat may
// see, and draws from the generator in an order fixed by public facts, so two states the seat cannot tell
// apart give the same sample for the same generator.
import type { Rng, Seat } from '../../engine/index.js';
import { applyBuild, buildChoices } from './build.js';
import { CAPTAINS, GOALS, MECH_CARDS, SC, SHIP_CARDS, SKILL } from './data.js';
import { pilotFits } from './ship.js';
import { cloneState, zeros, type BuildSide, type Crew, type Ctx, type MechaState } from './state.js';
import { radarSees } from './view.js';

function emptyBuild(): BuildSide {
  return { ship: -1, guns: [], mechs: [], arms: [], captain: -1, pilots: [], cards: zeros(SHIP_CARDS.length), mcards: zeros(MECH_CARDS.length), done: false };
}

/** A random build: complete, or a random unfinished prefix of one. */
function sampleBuild(ctx: Ctx, done: boolean, rng: Rng): BuildSide {
  const full = emptyBuild();
  const steps = [];
  for (;;) {
    const list = buildChoices(ctx, full);
    if (list.length === 0) break;
    const a = list[rng.int(list.length)];
    steps.push(a);
    applyBuild(ctx, full, a);
  }
  if (done) return full;
  const b = emptyBuild();
  const k = rng.int(steps.length);
  for (let i = 0; i < k; i++) applyBuild(ctx, b, steps[i]);
  return b;
}

/** n cards drawn from what the unseen part of a library may hold (each card at most `cap` copies in all). */
function sampleCards(known: readonly number[], cap: number, n: number, rng: Rng): number[] {
  const room = known.map((k) => Math.max(0, cap - k));
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    let total = 0;
    for (const r of room) total += r;
    if (total === 0) break;
    let r = rng.int(total);
    let c = 0;
    while (r >= room[c]) r -= room[c++];
    room[c]--;
    out.push(c);
  }
  return out;
}

function sum(xs: readonly number[]): number {
  let n = 0;
  for (const x of xs) n += x;
  return n;
}

function resampleHidden(d: MechaState, seat: Seat, rng: Rng): void {
  const e = 1 - seat;
  const side = d.sides[e];
  const cap = d.ctx.opts.maxCopies;

  // The captain: any, unless a face-down Adam Green would have fired 军势 already.
  if (!side.capShown) {
    const cands = CAPTAINS.map((_, i) => i).filter((i) => !(CAPTAINS[i].skills[0] === SKILL.martialMight && side.unlocked & (1 << SKILL.martialMight)));
    side.captain = cands[rng.int(cands.length)];
  }

  // Pilots: the face-up ones and those under the seat's radar stay; the face-down ones are redrawn.
  const enemyUnits = d.units.filter((u) => u.owner === e);
  const seen = new Set<number>();
  for (const c of side.crew) if (c.shown) seen.add(c.p);
  for (const u of enemyUnits) if (u.pilot >= 0 && radarSees(d, seat, u)) seen.add(u.pilot);
  // A slot's pilot must fit `fits` (a mech id, -1 = any); a flying one is also put aboard it.
  const slots: { where: Crew['where']; timer: number; fits: number }[] = [];
  for (const u of enemyUnits) if (u.pilot >= 0 && !seen.has(u.pilot)) slots.push({ where: 'flying', timer: 0, fits: u.id });
  const hidden = side.crew.filter((c) => !seen.has(c.p) && c.where !== 'flying');
  // A launch under way (出动, pilot not yet chosen) was only legal with a ready pilot that fits the mech.
  const launching = d.launch !== null && d.active === e && d.launch.step === 0 ? d.launch.m : -1;
  const ready = hidden.filter((x) => x.where === 'ready').length;
  for (let i = 0; i < ready; i++) slots.push({ where: 'ready', timer: 0, fits: i === 0 ? launching : -1 });
  for (const t of hidden.filter((x) => x.where === 'hurt').map((x) => x.timer).sort((a, b) => a - b)) slots.push({ where: 'hurt', timer: t, fits: -1 });
  const pool = d.ctx.pilots.filter((p) => !seen.has(p));
  rng.shuffle(pool);
  const crew: Crew[] = side.crew.filter((c) => seen.has(c.p));
  for (const slot of slots) {
    const mech = slot.fits >= 0 ? d.units[slot.fits] : null;
    const i = pool.findIndex((p) => mech === null || pilotFits(p, mech));
    const p = pool.splice(i, 1)[0];
    crew.push({ p, where: slot.where, timer: slot.timer, shown: false });
    if (mech && slot.where === 'flying') mech.pilot = p;
  }
  side.crew = crew.sort((a, b) => a.p - b.p);

  // Ship cards: the discard pile and a turret in play are known; hand, library and a pending pick are not.
  const enemyPick = d.pick !== null && d.active === e ? d.pick : null;
  const knownShip = side.discard.slice();
  if (side.turret) knownShip[SC.turret]++;
  const pickShip = enemyPick && enemyPick.pile === 0 ? enemyPick.cards.length : 0;
  const ship = sampleCards(knownShip, cap, side.hand.length + sum(side.lib) + pickShip, rng);
  let k = 0;
  if (enemyPick && pickShip > 0) enemyPick.cards = ship.slice(k, (k += pickShip)).sort((a, b) => a - b);
  side.hand = ship.slice(k, (k += side.hand.length)).sort((a, b) => a - b);
  side.lib = zeros(SHIP_CARDS.length);
  for (const c of ship.slice(k)) side.lib[c]++;

  // Mech cards: the discard pile and face-up (or radar-seen) attached cards are known.
  const knownMech = side.mdiscard.slice();
  const gearSlots: { u: number; i: number }[] = [];
  for (const u of enemyUnits) {
    const inside = radarSees(d, seat, u);
    u.gear.forEach((g, i) => {
      if (g.shown || inside) knownMech[g.c]++;
      else gearSlots.push({ u: u.id, i });
    });
  }
  const pickMech = enemyPick && enemyPick.pile === 1 ? enemyPick.cards.length : 0;
  const mech = sampleCards(knownMech, cap, gearSlots.length + side.mhand.length + sum(side.mlib) + pickMech, rng);
  k = 0;
  for (const slot of gearSlots) {
    const c = mech[k++];
    const g = d.units[slot.u].gear[slot.i];
    g.c = c;
    g.uses = MECH_CARDS[c].uses;
  }
  if (enemyPick && pickMech > 0) enemyPick.cards = mech.slice(k, (k += pickMech)).sort((a, b) => a - b);
  side.mhand = mech.slice(k, (k += side.mhand.length)).sort((a, b) => a - b);
  side.mlib = zeros(MECH_CARDS.length);
  for (const c of mech.slice(k)) side.mlib[c]++;
}

export function determinize(s: MechaState, seat: Seat, rng: Rng): MechaState {
  const d = cloneState(s);
  d.rng = rng.fork();
  const e = 1 - seat;
  if (d.phase === 'over') return d;
  if (d.phase === 'build') {
    d.build[e] = sampleBuild(d.ctx, s.build[e].done, rng);
    return d;
  }
  // The secret victory choice stays secret until both are revealed together.
  if (d.phase === 'goal' && d.sides[e].goal >= 0) d.sides[e].goal = rng.int(GOALS.length);
  resampleHidden(d, seat, rng);
  return d;
}
