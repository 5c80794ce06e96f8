// The shape of a mecha view (src/games/mecha/view.ts) as far as the board draws it.
import type { Json } from '../../../../src/protocol/types.js';
import { isRecord } from '../fields.js';

export interface MechaUnitView {
  readonly id: number;
  readonly owner: number;
  readonly kind: 'ship' | 'mech';
  readonly card: string;
  readonly place: 'hangar' | 'field' | 'down';
  readonly zone: number;
  readonly hp: number;
  readonly maxHp: number;
  readonly hit: number;
  readonly evade: number;
  readonly guns: readonly { readonly weapon: string; readonly ammo: number }[];
  /** A pilot's id, 'face-down', or null (none). */
  readonly pilot: string | null;
  /** Face-down gear has card null. */
  readonly gear: readonly { readonly card: string | null; readonly uses: number | null }[];
  readonly stun: number;
  readonly emp: boolean;
  readonly burn: number;
  readonly shield: number;
  readonly stealth: boolean;
  readonly charged: boolean;
  readonly debuff: number;
  readonly marks: number;
  readonly giant: boolean;
  readonly acted: boolean;
  /** [L] 杀意: evade −5 this turn (present once the talent was used in the match, MR-30). */
  readonly intent?: boolean;
  /** [L] 狡诈: the pilot talent silenced this turn. */
  readonly silenced?: boolean;
}

export interface MechaSideView {
  /** A captain's id, 'face-down', or null. */
  readonly captain: string | null;
  readonly used: readonly string[];
  readonly unlocked: readonly string[];
  readonly crew: readonly { readonly pilot: string; readonly where: string; readonly timer: number; readonly shown: boolean }[];
  readonly hiddenCrew: { readonly ready: number; readonly flying: number; readonly hurt: readonly number[] };
  /** Own hand only; null for the opponent's. */
  readonly hand: readonly string[] | null;
  readonly mhand: readonly string[] | null;
  readonly handCount: readonly [number, number];
  readonly libraryCount: readonly [number, number];
  readonly discard: { readonly ship: readonly string[]; readonly mech: readonly string[] };
  readonly energy: number;
  readonly turret: boolean;
  /** MR-31: own turns before 分离式舰体补给, 延伸护盾, 超负荷指挥 are ready again (once any was used). */
  readonly cool?: readonly number[];
  /** A goal's id, 'chosen' (secret), or null. */
  readonly goal: string | null;
}

export interface MechaBuildView {
  readonly ship: string | null;
  readonly guns: readonly string[];
  readonly mechs: readonly { readonly mech: string; readonly weapon: number | null }[];
  readonly captain: string | null;
  readonly pilots: readonly string[];
  readonly cards: readonly string[];
  readonly mcards: readonly string[];
  readonly done: boolean;
}

export interface MechaView {
  readonly game: 'mecha';
  readonly you: number | null;
  readonly phase: string;
  readonly turn: number;
  readonly first: number;
  readonly active: number | null;
  readonly ap: number;
  readonly build: MechaBuildView | null;
  readonly ready: readonly [boolean, boolean];
  readonly goals: readonly string[];
  readonly sides: readonly MechaSideView[];
  readonly units: readonly MechaUnitView[];
  readonly weather: { readonly weather: string; readonly until: number } | null;
  /** MR-29 (eventDeck: deck): the event cards left before the reshuffle. */
  readonly eventsLeft?: readonly string[];
  readonly window: { readonly seat: number; readonly kind: string; readonly u: number } | null;
  readonly attack: { readonly seat: number; readonly src: number; readonly weapon: string; readonly targets: readonly number[]; readonly landed: readonly number[] } | null;
  readonly launch: { readonly u: number; readonly step: number } | null;
  readonly actsLeft: number;
}

export function asMechaView(view: Json): MechaView | null {
  if (!isRecord(view) || view.game !== 'mecha' || !Array.isArray(view.units) || !Array.isArray(view.sides)) return null;
  return view as unknown as MechaView;
}
