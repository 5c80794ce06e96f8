// The naval choices: small plain-JSON actions; a compound move is a sequence of them
// (a ship's movement is one `step` per hex, ended by `stop` or by running out of 机动性).
import { COMBAT_CLASSES, type CombatClass } from './data.js';

export type NavalAction =
  | { readonly t: 'add'; readonly cls: CombatClass } // fleet building: add a ship
  | { readonly t: 'built' } // fleet building done
  | { readonly t: 'place'; readonly u: number; readonly h: number } // deployment / SS placement
  | { readonly t: 'reinforce'; readonly cls: 'C' | 'ML'; readonly h: number } // 补给: deploy C/ML by the base
  | { readonly t: 'step'; readonly u: number; readonly h: number } // move one hex
  | { readonly t: 'stop'; readonly u: number } // this unit is done for the phase (u = -1: no reinforcement)
  | { readonly t: 'resupply'; readonly u: number } // C: heal and refill nearby friends, then leave
  | { readonly t: 'lay'; readonly u: number; readonly h: number } // ML: lay a mine
  | { readonly t: 'recon'; readonly u: number; readonly h: number } // CV: 航空侦察
  | { readonly t: 'fighters'; readonly u: number; readonly h: number } // CV: 优先防空区域
  | { readonly t: 'sortie'; readonly u: number; readonly kind: 'torpedo' | 'dive' } // CV: 攻击机
  | { readonly t: 'strike'; readonly u: number; readonly h: number } // the sortie attacks a hex
  | { readonly t: 'aim'; readonly u: number; readonly h: number } // 炮击: choose the target hex
  | { readonly t: 'torpedo'; readonly u: number; readonly h: number } // 雷击
  | { readonly t: 'sink'; readonly u: number; readonly target: number } // DD destroys an SS
  | { readonly t: 'pass' } // all my remaining units skip this phase
  | { readonly t: 'moveTo'; readonly u: number; readonly h: number }; // bots only: a whole move (macro.ts), never legal

export function actionKey(a: NavalAction): string {
  switch (a.t) {
    case 'add':
      return `add:${a.cls}`;
    case 'built':
    case 'pass':
      return a.t;
    case 'reinforce':
      return `reinforce:${a.cls}:${a.h}`;
    case 'stop':
    case 'resupply':
      return `${a.t}:${a.u}`;
    case 'sortie':
      return `sortie:${a.u}:${a.kind}`;
    case 'sink':
      return `sink:${a.u}:${a.target}`;
    default:
      return `${a.t}:${a.u}:${a.h}`;
  }
}

const T_CODE: Readonly<Record<NavalAction['t'], number>> = {
  add: 0, built: 1, place: 2, reinforce: 3, step: 4, stop: 5, resupply: 6, lay: 7,
  recon: 8, fighters: 9, sortie: 10, strike: 11, aim: 12, torpedo: 13, sink: 14, pass: 15, moveTo: 16,
};

/**
 * The action as one small integer, equal exactly when `actionKey` is: the kind in 5 bits, the unit
 * (+1, < 2^14) in the next 14, the hex or second field (+1, < 2^10: boards have at most 31 × 31 hexes).
 */
export function actionCode(a: NavalAction): number {
  const c = (a as Coded)[CODE];
  return c !== undefined ? c : codeOf(a);
}

/**
 * The interned actions (action-table.ts) carry their code, computed once: search keys every node's
 * choices by it. Symbol-keyed and non-enumerable, so JSON, keys, copies and messages never see it.
 */
const CODE: unique symbol = Symbol('naval action code');
type Coded = { readonly [CODE]?: number };

export function withCode<T extends NavalAction>(a: T): T {
  Object.defineProperty(a, CODE, { value: codeOf(a) });
  return a;
}

function codeOf(a: NavalAction): number {
  const t = T_CODE[a.t];
  switch (a.t) {
    case 'add':
      return t | (COMBAT_CLASSES.indexOf(a.cls) << 5);
    case 'built':
    case 'pass':
      return t;
    case 'reinforce':
      return t | ((a.cls === 'C' ? 0 : 1) << 5) | ((a.h + 1) << 19);
    case 'stop':
    case 'resupply':
      return t | ((a.u + 1) << 5);
    case 'sortie':
      return t | ((a.u + 1) << 5) | ((a.kind === 'torpedo' ? 0 : 1) << 19);
    case 'sink':
      return t | ((a.u + 1) << 5) | ((a.target + 1) << 19);
    default:
      return t | ((a.u + 1) << 5) | ((a.h + 1) << 19);
  }
}
