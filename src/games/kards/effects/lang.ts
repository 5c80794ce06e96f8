// The effect language: card text as data. A card is a list of abilities; an ability says WHEN (a closed
// list of the rulebook's moments), IF (a condition) and WHAT (effects: a verb, a target, amounts).
// The engine interprets it (effects/index.ts: one Record<verb, run>).

/** Which side a selector looks at, from the card owner's point of view. */
export type Side = 'enemy' | 'friendly' | 'any';

/** A set of units: side, class bits (0 = any), line, and a few filters the Base set uses. */
export interface Sel {
  readonly side: Side;
  readonly cls: number;
  readonly line: 'any' | 'front' | 'support';
  /** Exclude the source unit ("other"). */
  readonly other: boolean;
  readonly maxCost: number;
  readonly maxAtk: number;
  readonly damaged: boolean;
  /** Printed nation of the unit ('' = any). */
  readonly nation: string;
}

export type Target =
  /** Chosen when the card is played; may include HQs ("target"/"an enemy"). */
  | { readonly k: 'chosen'; readonly sel: Sel; readonly hq: boolean; readonly units: boolean }
  | { readonly k: 'all'; readonly sel: Sel; readonly hq: boolean }
  | { readonly k: 'random'; readonly sel: Sel; readonly hq: boolean }
  | { readonly k: 'hq'; readonly side: 'enemy' | 'friendly' }
  /** The source unit itself. */
  | { readonly k: 'self' }
  /** The unit an event is about (the deployed unit a countermeasure answers, the chosen target again). */
  | { readonly k: 'it' };

export type Kw = 'guard' | 'smokescreen' | 'fury' | 'ambush' | 'blitz' | 'immune';

export type Effect =
  | { readonly do: 'damage'; readonly n: number; readonly to: Target }
  | { readonly do: 'destroy'; readonly to: Target }
  | { readonly do: 'pin'; readonly to: Target }
  | { readonly do: 'buff'; readonly atk: number; readonly def: number; readonly to: Target }
  | { readonly do: 'grant'; readonly kw: Kw; readonly to: Target }
  /** Destroyed at the end of its owner's turn. */
  | { readonly do: 'doom'; readonly to: Target }
  /** +N attack until end of turn. */
  | { readonly do: 'tempAtk'; readonly n: number; readonly to: Target }
  /** A random card from outside the deck (the catalog's deckable, implemented cards) matching a filter. */
  | { readonly do: 'spawnRandom'; readonly nation: string; readonly cls: number; readonly maxCost: number; readonly where: 'support' | 'hand' }
  | { readonly do: 'repair'; readonly to: Target }
  | { readonly do: 'retreat'; readonly to: Target }
  | { readonly do: 'toHand'; readonly to: Target }
  | { readonly do: 'draw'; readonly n: number }
  | { readonly do: 'hq'; readonly n: number; readonly side: 'enemy' | 'friendly' }
  | { readonly do: 'kredits'; readonly n: number }
  | { readonly do: 'slots'; readonly n: number; readonly side: 'enemy' | 'friendly' }
  | { readonly do: 'spawn'; readonly card: string; readonly n: number; readonly where: 'support' | 'hand' }
  | { readonly do: 'discard'; readonly side: 'enemy' | 'friendly' }
  /** Cancel the order a countermeasure answers (§4.2). */
  | { readonly do: 'counter' }
  /** 情报 N (§4.1.14): N random unrevealed cards of the enemy hand become revealed. */
  | { readonly do: 'intel'; readonly n: number };
export type Verb = Effect['do'];

/** When an ability fires: the rulebook's moments (§3.4, §4). */
export type When = 'deploy' | 'play' | 'destroyed' | 'turnStart' | 'turnEnd' | 'cm' | 'onDeploy' | 'onOrder' | 'onDestroyed' | 'onAttack' | 'onKill';

/** A unit's triggered ability (§3.4.3) listens for others' deploys, orders or destructions: whose, of what. */
export interface Listen {
  readonly who: Side;
  /** Class bits of the deployed unit (0 = any). */
  readonly cls: number;
  /** Nation of the order given ('' = any). */
  readonly nation: string;
}

/** What a countermeasure waits for (§4.2), each a public event in its owner's opponent's turn. */
export type CmTrigger = 'enemyDeploys' | 'movesFront' | 'enemyOrder' | 'frontCaptured';

export type Cond = 'none' | 'controlFront' | 'haveAir' | 'haveBomber';

export interface Ability {
  readonly when: When;
  readonly cm: CmTrigger | null;
  readonly cond: Cond;
  readonly listen: Listen | null;
  readonly effects: readonly Effect[];
}

/** Continuous (永续) unit properties the Base set prints as text. */
export interface Statics {
  /** Attack multiplier against tanks (2 double, 3 triple), 1 = none. */
  readonly vsTankMul: number;
  readonly vsTankAdd: number;
  readonly vsInfAdd: number;
  readonly noHq: boolean;
  readonly untargetable: boolean;
  readonly unpinnable: boolean;
  readonly cantAttack: boolean;
}

export const NO_STATICS: Statics = { vsTankMul: 1, vsTankAdd: 0, vsInfAdd: 0, noHq: false, untargetable: false, unpinnable: false, cantAttack: false };

export type CardScript =
  | { readonly ok: true; readonly abilities: readonly Ability[]; readonly statics: Statics; readonly kw: number; readonly armor: number }
  | { readonly ok: false; readonly reason: string; readonly kw: number; readonly armor: number };

/** Keyword bits on units. */
export const KW = { guard: 1, smokescreen: 2, fury: 4, ambush: 8, blitz: 16, immune: 32, mobilize: 64, alpine: 128 } as const;
