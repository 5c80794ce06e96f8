// `cloneInto` for search: copy a state into an existing one of the same game, reusing its units, sides,
// builds and arrays, so an ISMCTS iteration refills one scratch state instead of allocating a clone
// (clones and their garbage were a third of a mecha search). The result must equal `cloneState(src)`
// field for field — and key for key, since the hash is the state's JSON: optional fields stay
// undefined exactly when they are in `src`. The rarely set records (launch, attack, pick, second,
// weather) are copied fresh, as `cloneState` does; the build records, frozen once both fleets are
// built, are shared.
import { refill } from '../../engine/index.js';
import type { BuildSide, Crew, Gear, Gun, MechaState, Side, Unit } from './state.js';
import { cloneBuild, cloneState, cloneUnit } from './state.js';


function copyGuns(dst: Gun[], src: readonly Gun[]): void {
  const n = src.length;
  for (let i = 0; i < n; i++) {
    const g = src[i];
    const d = dst[i];
    if (d === undefined) dst.push({ w: g.w, ammo: g.ammo });
    else {
      d.w = g.w;
      d.ammo = g.ammo;
    }
  }
  if (dst.length !== n) dst.length = n;
}

function copyGear(dst: Gear[], src: readonly Gear[]): void {
  const n = src.length;
  for (let i = 0; i < n; i++) {
    const g = src[i];
    const d = dst[i];
    if (d === undefined) dst.push({ c: g.c, uses: g.uses, shown: g.shown });
    else {
      d.c = g.c;
      d.uses = g.uses;
      d.shown = g.shown;
    }
  }
  if (dst.length !== n) dst.length = n;
}

function copyCrew(dst: Crew[], src: readonly Crew[]): void {
  const n = src.length;
  for (let i = 0; i < n; i++) {
    const c = src[i];
    const d = dst[i];
    if (d === undefined) dst.push({ p: c.p, where: c.where, timer: c.timer, shown: c.shown });
    else {
      d.p = c.p;
      d.where = c.where;
      d.timer = c.timer;
      d.shown = c.shown;
    }
  }
  if (dst.length !== n) dst.length = n;
}

function copyUnit(d: Unit, u: Unit): void {
  d.id = u.id;
  d.owner = u.owner;
  d.ship = u.ship;
  d.card = u.card;
  d.place = u.place;
  d.zone = u.zone;
  d.hp = u.hp;
  d.maxHp = u.maxHp;
  d.hit = u.hit;
  d.evade = u.evade;
  copyGuns(d.guns, u.guns);
  d.pilot = u.pilot;
  copyGear(d.gear, u.gear);
  d.stun = u.stun;
  d.emp = u.emp;
  d.burn = u.burn;
  d.burnDmg = u.burnDmg;
  d.debuff = u.debuff;
  d.debuffTurns = u.debuffTurns;
  d.hookTurn = u.hookTurn;
  d.stealth = u.stealth;
  d.charged = u.charged;
  d.shield = u.shield;
  d.shieldTurns = u.shieldTurns;
  d.marks = u.marks;
  d.markTurn = u.markTurn;
  d.bound = u.bound;
  d.infect = u.infect;
  d.lock = u.lock;
  d.acted = u.acted;
  d.attacked = u.attacked;
  d.moved = u.moved;
  d.prevActed = u.prevActed;
  d.prevMoved = u.prevMoved;
  d.hurtTurn = u.hurtTurn;
  d.sortie = u.sortie;
  d.giant = u.giant;
  d.evadeZero = u.evadeZero;
  d.intentTurn = u.intentTurn;
  d.muteTurn = u.muteTurn;
}

function copySide(d: Side, x: Side): void {
  d.captain = x.captain;
  d.capShown = x.capShown;
  d.used = x.used;
  d.unlocked = x.unlocked;
  copyCrew(d.crew, x.crew);
  // Hands change length all the time: a fresh copy measured faster than resizing in place.
  d.hand = x.hand.slice();
  d.mhand = x.mhand.slice();
  refill(d.lib, x.lib);
  refill(d.mlib, x.mlib);
  refill(d.discard, x.discard);
  refill(d.mdiscard, x.mdiscard);
  d.energy = x.energy;
  d.gathered = x.gathered;
  d.freeDraw = x.freeDraw;
  d.freeLaunch = x.freeLaunch;
  d.resupplied = x.resupplied;
  d.turret = x.turret;
  d.turretFired = x.turretFired;
  d.goal = x.goal;
  d.hits = x.hits;
  d.evasions = x.evasions;
  d.shipDamage = x.shipDamage;
  d.kills = x.kills;
  d.losses = x.losses;
  d.immuneTurn = x.immuneTurn;
  d.doubleTurn = x.doubleTurn;
  d.rally = x.rally;
  d.cool = x.cool === undefined ? undefined : refill(d.cool ?? [], x.cool);
}

function copyBuild(d: BuildSide, b: BuildSide): void {
  d.ship = b.ship;
  refill(d.guns, b.guns);
  refill(d.mechs, b.mechs);
  refill(d.arms, b.arms);
  d.captain = b.captain;
  refill(d.pilots, b.pilots);
  refill(d.cards, b.cards);
  refill(d.mcards, b.mcards);
  d.done = b.done;
}

/** Make `dst` a copy of `src` (see the file comment) and return it. */
export function cloneInto(dst: MechaState, src: MechaState): MechaState {
  // Another match's options: a different ctx on the prototype. Not what search does; a fresh clone.
  if (dst.ctx !== src.ctx) return cloneState(src);
  dst.phase = src.phase;
  dst.turn = src.turn;
  dst.first = src.first;
  dst.active = src.active;
  dst.ap = src.ap;
  dst.goals = src.goals;
  // Fleets built: the records are frozen and shared (as cloneState shares them); never write into them.
  if (Object.isFrozen(src.build)) dst.build = src.build;
  else if (Object.isFrozen(dst.build)) dst.build = [cloneBuild(src.build[0]), cloneBuild(src.build[1])];
  else {
    copyBuild(dst.build[0], src.build[0]);
    copyBuild(dst.build[1], src.build[1]);
  }
  copySide(dst.sides[0], src.sides[0]);
  copySide(dst.sides[1], src.sides[1]);
  const us = src.units;
  const ud = dst.units;
  for (let i = 0; i < us.length; i++) {
    const d = ud[i];
    if (d === undefined) ud.push(cloneUnit(us[i]));
    else copyUnit(d, us[i]);
  }
  if (ud.length !== us.length) ud.length = us.length;
  refill(dst.acts, src.acts);
  dst.actsLeft = src.actsLeft;
  dst.launch = src.launch ? { ...src.launch } : null;
  const a = src.attack;
  dst.attack = a ? { ...a, targets: a.targets.slice(), landed: a.landed.slice(), dealt: a.dealt.slice() } : null;
  dst.win = src.win ? refill(dst.win ?? [], src.win) : null;
  dst.pick = src.pick ? { pile: src.pick.pile, cards: src.pick.cards.slice() } : null;
  dst.second = src.second ? { ...src.second } : null;
  dst.endMoves = src.endMoves ? refill(dst.endMoves ?? [], src.endMoves) : null;
  dst.weather = src.weather ? { ...src.weather } : null;
  dst.deck = src.deck === undefined ? undefined : refill(dst.deck ?? [], src.deck);
  dst.winner = src.winner;
  dst.reason = src.reason;
  dst.rng.copyFrom(src.rng);
  return dst;
}
