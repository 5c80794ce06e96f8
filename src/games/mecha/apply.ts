// Applying a (legal) mecha action; the Match has checked legality. A reaction answers the queue's
// window; any other action starts, and the queue is settled after it (the invariant: after every apply
// it is empty or owes a decision). Every action ends by moving the game on (advance): operations and
// the end of the turn.
import type { EventSink, Seat } from '../../engine/index.js';
import { answer, settle } from '../../engine/queue.js';
import type { MechaAction } from './actions.js';
import { applyBuildAction } from './build.js';
import { applySkill } from './captains.js';
import { applyPick, applyPlay, applyTurret } from './cards.js';
import { fire } from './combat.js';
import { applyDash, applyGear, applyHold, applyMechAttack, applyMove, applyOp, applyOpAll, applyTalentUse } from './mechs.js';
import {
  applyAttach,
  applyDraw,
  applyFire,
  applyGather,
  applyLaunch,
  applyOverload,
  applyPilot,
  applyRecover,
  applyResupply,
  finishLaunch,
} from './ship.js';
import type { MechaState } from './state.js';
import { STEPS } from './steps.js';
import { nameUnits } from './text.js';
import { advance, beginPlay } from './turn.js';
import { applyGoal } from './victory.js';

export function applyAction(s: MechaState, seat: Seat, a: MechaAction, ev: EventSink): void {
  const from = ev ? ev.length : 0;
  act(s, seat, a, ev);
  nameUnits(s, ev, from); // the log names units by side and card (event data only; not hashed)
}

function act(s: MechaState, seat: Seat, a: MechaAction, ev: EventSink): void {
  switch (a.t) {
    case 'ship':
    case 'gun':
    case 'mech':
    case 'arm':
    case 'captain':
    case 'crew':
    case 'card':
    case 'mcard':
      applyBuildAction(s, seat, a, ev);
      return;
    case 'goal':
      if (applyGoal(s, seat, a.g, ev)) beginPlay(s, ev);
      break;
    case 'fire':
      applyFire(s, seat, a.g, a.u, ev);
      break;
    case 'draw':
      applyDraw(s, seat, a.pile, ev);
      break;
    case 'opAll':
      applyOpAll(s, seat);
      break;
    case 'op':
      applyOp(s, a.m);
      break;
    case 'launch':
      applyLaunch(s, seat, a.m, a.z, ev);
      break;
    case 'recover':
      applyRecover(s, seat, a.m, ev);
      break;
    case 'gather':
      applyGather(s, seat, ev);
      break;
    case 'play':
      applyPlay(s, seat, a.c, a.x, ev);
      break;
    case 'turret':
      applyTurret(s, seat, a.u, ev);
      break;
    case 'skill':
      applySkill(s, seat, a.k, a.a, a.b, ev);
      break;
    case 'resupply':
      applyResupply(s, seat, ev);
      break;
    case 'overload':
      applyOverload(s, seat, ev);
      break;
    case 'dash':
      applyDash(s, a.m, a.z, ev);
      break;
    case 'end':
      s.ap = 0;
      break;
    case 'pilot':
      applyPilot(s, seat, a.p, ev);
      break;
    case 'attach':
      applyAttach(s, seat, a.c, ev);
      break;
    case 'ready':
      finishLaunch(s, seat, ev);
      break;
    case 'attack':
      applyMechAttack(s, seat, a.m, a.g, a.u, ev);
      break;
    case 'move':
      applyMove(s, a.m, a.z, ev);
      break;
    case 'gear':
      applyGear(s, a.m, a.i, a.u, ev);
      break;
    case 'hold':
      applyHold(s, a.m);
      break;
    case 'talent':
      applyTalentUse(s, a.m, a.u, ev);
      break;
    case 'done':
      if (s.acts.length > 0) s.acts = [];
      else s.endMoves = [];
      break;
    case 'second': {
      const sec = s.second!;
      s.second = null;
      if (a.u >= 0) fire(s, seat, s.units[sec.src], sec.gun, a.u, true, ev);
      break;
    }
    case 'pick':
      applyPick(s, seat, a.c, ev);
      break;
    case 'react':
      answer(s, s.win!, STEPS, seat, a, ev);
      break;
  }
  const q = s.win;
  if (q) {
    settle(s, q, STEPS, ev);
    if (q.length === 0) s.win = null;
  }
  advance(s, ev);
}
