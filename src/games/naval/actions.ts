// The naval choices: small plain-JSON actions; a compound move is a sequence of them
// (a ship's movement is one `step` per hex, ended by `stop` or by running out of 机动性).
import type { CombatClass } from './data.js';

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
  | { readonly t: 'pass' }; // all my remaining units skip this phase

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
