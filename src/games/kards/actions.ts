// KARDS actions: a discriminated union (no kernel ORDER picks; the one decision inside an action is a PICK of a hand card); targets are refs (unit uid ≥ 0, HQ = -2 - seat, none = -1).
export type KardsAction =
  /** 调换 (§1.3): bit i set = put hand card i back (once). */
  | { readonly t: 'mull'; readonly m: number }
  /** Deploy hand card h to the support line (§1.2, §2.2.1); tgt for its deployment effect. */
  | { readonly t: 'deploy'; readonly h: number; readonly tgt: number }
  /** Give an order (§4.1). */
  | { readonly t: 'give'; readonly h: number; readonly tgt: number }
  /** Set a countermeasure face down (§4.2). */
  | { readonly t: 'cm'; readonly h: number }
  | { readonly t: 'move'; readonly u: number }
  | { readonly t: 'attack'; readonly u: number; readonly tgt: number }
  | { readonly t: 'end' }
  /** Answer a decision inside an order (a PICK on the queue): discard hand card h ("choose and discard a unit"). */
  | { readonly t: 'pick'; readonly h: number }
  /** Answer a CHOOSE ("choose one - A or B"): option i. */
  | { readonly t: 'choose'; readonly i: number }
  /** Answer a TARGET (the chosen option's target, asked after the choice): ref r. */
  | { readonly t: 'target'; readonly r: number };


export function actionKey(a: KardsAction): string {
  switch (a.t) {
    case 'mull': return `mull:${a.m}`;
    case 'deploy': return `deploy:${a.h}:${a.tgt}`;
    case 'give': return `give:${a.h}:${a.tgt}`;
    case 'cm': return `cm:${a.h}`;
    case 'move': return `move:${a.u}`;
    case 'attack': return `attack:${a.u}:${a.tgt}`;
    case 'end': return 'end';
    case 'pick': return `pick:${a.h}`;
    case 'choose': return `choose:${a.i}`;
    case 'target': return `target:${a.r}`;
  }
}

/** A small integer, equal exactly when the keys are: kind (3 bits), then the first field, then the target. */
export function actionCode(a: KardsAction): number {
  switch (a.t) {
    case 'mull': return 0 + 8 * a.m;
    case 'deploy': return 1 + 8 * (a.h + 4096 * (a.tgt + 8));
    case 'give': return 2 + 8 * (a.h + 4096 * (a.tgt + 8));
    case 'cm': return 3 + 8 * a.h;
    case 'move': return 4 + 8 * a.u;
    case 'attack': return 5 + 8 * (a.u + 4096 * (a.tgt + 8));
    case 'end': return 6;
    // Decisions inside an action share kind 7, told apart by the next two bits.
    case 'pick': return 7 + 8 * (4 * a.h);
    case 'choose': return 7 + 8 * (1 + 4 * a.i);
    case 'target': return 7 + 8 * (2 + 4 * (a.r + 8));
  }
}

export const END: KardsAction = Object.freeze({ t: 'end' });

// Interned actions: legal-action lists hand out one shared frozen object per distinct action (they are
// readonly plain data), built on first use, so generating a list allocates nothing but the list.
// Rows are indexed by hand slot or uid, then by target + 3 (targets are ≥ -3: HQ refs -2/-3, none -1).
type Table<T> = T[][];
const DEPLOYS: Table<KardsAction> = [];
const GIVES: Table<KardsAction> = [];
const ATTACKS: Table<KardsAction> = [];
const CMS: KardsAction[] = [];
const MOVES: KardsAction[] = [];

function row<T>(t: Table<T>, i: number): T[] {
  while (t.length <= i) t.push([]);
  return t[i];
}

export function deployAct(h: number, tgt: number): KardsAction {
  const r = row(DEPLOYS, h);
  return r[tgt + 3] ?? (r[tgt + 3] = Object.freeze({ t: 'deploy', h, tgt }));
}

export function giveAct(h: number, tgt: number): KardsAction {
  const r = row(GIVES, h);
  return r[tgt + 3] ?? (r[tgt + 3] = Object.freeze({ t: 'give', h, tgt }));
}

/**
 * Attacks by (uid, target) for the refs of most games (uid < 160, target + 3 < 160) in one packed flat array,
 * filled from ATTACKS: one read instead of a row lookup and a holey element read (attacks are most of a list).
 */
const FLAT = 160;
const ATTACKS_FLAT: (KardsAction | null)[] = Array.from({ length: FLAT * FLAT }, () => null);

export function attackAct(u: number, tgt: number): KardsAction {
  const k = tgt + 3;
  if (u < FLAT && k < FLAT) {
    const i = u * FLAT + k;
    return ATTACKS_FLAT[i] ?? (ATTACKS_FLAT[i] = attackRow(u, tgt));
  }
  return attackRow(u, tgt);
}

function attackRow(u: number, tgt: number): KardsAction {
  const r = row(ATTACKS, u);
  return r[tgt + 3] ?? (r[tgt + 3] = Object.freeze({ t: 'attack', u, tgt }));
}

export function cmAct(h: number): KardsAction {
  while (CMS.length <= h) CMS.push(Object.freeze({ t: 'cm', h: CMS.length }));
  return CMS[h];
}

export function moveAct(u: number): KardsAction {
  while (MOVES.length <= u) MOVES.push(Object.freeze({ t: 'move', u: MOVES.length }));
  return MOVES[u];
}
