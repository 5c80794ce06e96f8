// The card catalog: cards.csv parsed and validated row by row with zod (the single source of stats and
// text), then each card's text compiled into effect data (effects/compile.ts). No card list is copied by hand.
import { z } from 'zod';
import { CARDS_CSV } from './data/cards-csv.js';
import { compileCard, VETERAN_SUFFIX, type CardScript } from './effects/compile.js';
import { ZH_NAMES } from './data/zh-names.js';

export const NATIONS = ['Germany', 'Soviet', 'USA', 'Britain', 'Japan', 'France', 'Italy', 'Poland', 'Finland', 'Neutral'] as const;
export type Nation = (typeof NATIONS)[number];
/** The five major nations of the Base set. */
export const MAJOR: readonly Nation[] = ['Germany', 'Soviet', 'USA', 'Britain', 'Japan'];
export const TYPES = ['infantry', 'tank', 'artillery', 'fighter', 'bomber', 'order', 'countermeasure'] as const;
export type CardType = (typeof TYPES)[number];
/** Unit classes as bits, so selectors test a class with one AND. */
export const CLS: Record<CardType, number> = { infantry: 1, tank: 2, artillery: 4, fighter: 8, bomber: 16, order: 0, countermeasure: 0 };
export const GROUND = 1 | 2 | 4;
export const AIR = 8 | 16;

const num = z.string().regex(/^\d+$/).transform(Number);
const optNum = z.union([z.literal('').transform(() => -1), num]);
const rowSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  nation: z.enum(NATIONS),
  type: z.enum(TYPES),
  rarity: z.enum(['Standard', 'Limited', 'Special', 'Elite']),
  set: z.string().min(1),
  kredits: num,
  attack: optNum,
  defense: optNum,
  operationCost: optNum,
  abilities: z.string(),
  text: z.string(),
  reserved: z.enum(['true', 'false']),
  spawnable: z.enum(['true', 'false']),
});
export type CardRow = z.infer<typeof rowSchema>;

export interface Card {
  readonly i: number;
  readonly id: string;
  readonly name: { readonly zh: string; readonly en: string };
  readonly nation: Nation;
  readonly type: CardType;
  readonly cls: number;
  readonly rarity: CardRow['rarity'];
  readonly set: string;
  readonly cost: number;
  readonly atk: number;
  readonly def: number;
  readonly op: number;
  readonly abilities: readonly string[];
  readonly text: string;
  /** The text as effect data, or why it cannot be expressed yet. */
  readonly script: CardScript;
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(field); field = ''; }
    else if (ch === '\n') { row.push(field.replace(/\r$/, '')); rows.push(row); row = []; field = ''; }
    else field += ch;
  }
  if (field !== '' || row.length > 0) { row.push(field); rows.push(row); }
  return rows;
}

function loadCards(): Card[] {
  const [head, ...body] = parseCsv(CARDS_CSV);
  return body.map((cells, i) => {
    const raw = Object.fromEntries(head.map((h, k) => [h, cells[k] ?? '']));
    const parsed = rowSchema.safeParse(raw);
    if (!parsed.success) throw new Error(`cards.csv row ${i + 2}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
    const r = parsed.data;
    const abilities = r.abilities === '' ? [] : r.abilities.split('|');
    const text = r.text === '{}' ? '' : r.text.replace(/\\r\\n|\r\n/g, ' ').trim();
    const en = r.name;
    const script = compileCard(r.type, text, abilities, r.name);
    return {
      // K-R71o: "Also counts as a tank" — the texts' class bits (the rulebook's unit rules read the type: combat.ts, legal.ts).
      i, id: r.id, name: { zh: ZH_NAMES[r.id] ?? en, en }, nation: r.nation, type: r.type, cls: CLS[r.type] | (script.ok ? script.statics.alsoCls ?? 0 : 0), rarity: r.rarity,
      set: r.set, cost: r.kredits, atk: Math.max(0, r.attack), def: Math.max(0, r.defense), op: Math.max(0, r.operationCost),
      abilities, text, script,
    };
  });
}

/** A spawn names a card by its printed name: resolve it now, or the card is unsupported. */
function resolveSpawns(cards: Card[]): Card[] {
  const byName = new Map<string, string>();
  for (const c of cards) if (!byName.has(c.name.en.toLowerCase())) byName.set(c.name.en.toLowerCase(), c.id);
  return cards.map((c) => {
    const sc = c.script;
    if (!sc.ok) return c;
    let missing = '';
    const abilities = sc.abilities.map((a) => ({
      ...a,
      effects: a.effects.map((e) => {
        // Develop a named card (K-R63d): the name becomes the id of a card of that name; the pool is every card so named.
        if (e.do === 'develop' && e.name !== '') {
          // K-R70o: several names ("Develop A, B or C"), each resolved.
          if (e.name.includes('|')) {
            const ids = e.name.split('|').map((x) => byName.get(x));
            const lost = ids.findIndex((x) => x === undefined);
            if (lost >= 0) missing = e.name.split('|')[lost];
            return lost >= 0 ? e : { ...e, name: ids.join('|') };
          }
          const id = byName.get(e.name);
          if (!id) missing = e.name;
          return { ...e, name: id ?? e.name };
        }
        if (e.do === 'drawNamed' || e.do === 'shuffleIn' || e.do === 'convert' || e.do === 'convertHand' || e.do === 'convertDeck' || e.do === 'convertTop' || e.do === 'replaceAll' || e.do === 'spawnSides' || e.do === 'shuffleInEnemy' || e.do === 'spawnBeside' || e.do === 'addDefender') {
          const id = byName.get(e.card.toLowerCase());
          if (!id) missing = e.card;
          return { ...e, card: id ?? e.card };
        }
        if (e.do !== 'spawn') return e;
        // "<name> (veteran)": that card's Veteran card (§3.5).
        const vet = e.card.endsWith(VETERAN_SUFFIX);
        const base = byName.get((vet ? e.card.slice(0, -VETERAN_SUFFIX.length) : e.card).toLowerCase().replace(/^a /, ''));
        const id = vet ? (base && cards.some((x) => x.id === `${base}_vet`) ? `${base}_vet` : undefined) : base;
        if (!id) missing = e.card;
        return { ...e, card: id ?? e.card };
      }),
    }));
    if (missing) return { ...c, script: { ok: false, reason: `unknown card named "${missing}"`, kw: sc.kw, armor: sc.armor } };
    return { ...c, script: { ...sc, abilities } };
  });
}

/** A card that promotes needs its Veteran card (`<id>_vet`, §3.5) implemented too. */
function checkVeterans(cards: Card[]): Card[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  return cards.map((c) => {
    const sc = c.script;
    // Promotion by its own rule, or "this unit becomes Veteran" as an effect.
    const selfPromote = sc.ok && sc.abilities.some((a) => a.effects.some((e) => e.do === 'promote' && e.to.k === 'self'));
    if (!sc.ok || (sc.statics.promoteAt === 0 && !selfPromote)) return c;
    const vet = byId.get(`${c.id}_vet`);
    if (vet && vet.script.ok) return c;
    return { ...c, script: { ok: false, reason: vet ? `its Veteran card: ${vet.script.ok ? '' : vet.script.reason}` : 'no Veteran card in the catalog', kw: sc.kw, armor: sc.armor } };
  });
}

/** A card that adds or draws a named card needs that card implemented too (else the token would play without its text). */
function checkTokens(cards: Card[]): Card[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const [i, c] of cards.entries()) {
      const sc = c.script;
      if (!sc.ok) continue;
      for (const a of sc.abilities) for (const e of a.effects) {
        if (e.do !== 'spawn' && e.do !== 'drawNamed' && e.do !== 'shuffleIn' && e.do !== 'convert' && e.do !== 'convertHand' && e.do !== 'convertDeck' && e.do !== 'convertTop' && e.do !== 'replaceAll' && e.do !== 'spawnSides' && e.do !== 'shuffleInEnemy' && e.do !== 'spawnBeside' && e.do !== 'addDefender') continue;
        const t = byId.get(e.card);
        if (!t || t.script.ok || t.id === c.id) continue;
        cards[i] = { ...c, script: { ok: false, reason: `the card it adds, ${t.id}: ${t.script.ok ? '' : t.script.reason}`, kw: sc.kw, armor: sc.armor } };
        byId.set(c.id, cards[i]);
        changed = true;
      }
    }
  }
  return cards;
}

export const CARDS: readonly Card[] = checkTokens(checkVeterans(resolveSpawns(loadCards())));
const BY_ID = new Map(CARDS.map((c) => [c.id, c.i]));
/** Card index by id; -1 when unknown. */
export function cardIndex(id: string): number {
  return BY_ID.get(id) ?? -1;
}
/** Card index by printed name (tokens are named in other cards' text), -1 when unknown. */
const BY_NAME = new Map<string, number>();
for (const c of CARDS) if (!BY_NAME.has(c.name.en.toUpperCase())) BY_NAME.set(c.name.en.toUpperCase(), c.i);
export function cardByName(name: string): number {
  return BY_NAME.get(name.toUpperCase()) ?? -1;
}
export function isUnit(c: Card): boolean {
  return c.cls !== 0;
}

/** Per card, its Veteran card (the catalog's `<id>_vet`, §3.5), -1 if none. */
export const VETERAN: readonly number[] = CARDS.map((c) => cardIndex(`${c.id}_vet`));
