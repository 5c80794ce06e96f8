// The deck rules (§1.4) as one pure check, shared by the server (decks.ts) and the browser's deck
// builder: 39 cards, at most 12 from the allied nation, copies by rarity, no token cards, only
// implemented cards. It knows the catalog only through `info`, so the browser can run it on the
// public card list (GET /api/games/kards/catalog) without loading the engine.
import { z } from 'zod';

export const DECK_SIZE = 39;
export const ALLY_MAX = 12;
/** Copies per card by rarity (the official deck builder's limits). */
export const COPIES: Readonly<Record<string, number>> = { Standard: 4, Limited: 3, Special: 2, Elite: 1 };

const RARITY_ZH: Readonly<Record<string, string>> = { Standard: '标准', Limited: '限量', Special: '特殊', Elite: '精英' };

/** The deck file's shape: `{"nation": "Germany", "ally": "Japan", "cards": {"card_id": count, …}}`. */
export const deckShapeSchema = z
  .object({
    nation: z.string().min(1).max(40),
    ally: z.string().min(1).max(40),
    cards: z.record(z.string().max(100), z.number().int().min(1).max(4)),
  })
  .strict();
export type DeckShape = z.infer<typeof deckShapeSchema>;

/** What the rules need to know of one card. */
export interface DeckCardInfo {
  readonly nation: string;
  readonly rarity: string;
  /** OnlySpawnable or Special set: made by other cards, never put in a deck. */
  readonly token: boolean;
  /** Why the effect language cannot play it yet; absent when it is implemented. */
  readonly unsupported?: string;
}

export interface DeckNations {
  /** Nations a deck may have as its main nation. */
  readonly major: readonly string[];
  /** Every nation (an ally may be any of them but the main one). */
  readonly all: readonly string[];
}

export type DeckProblem =
  | { readonly code: 'shape'; readonly where: string; readonly message: string }
  | { readonly code: 'mainNation'; readonly nation: string }
  | { readonly code: 'allyNation'; readonly nation: string }
  | { readonly code: 'sameAlly' }
  | { readonly code: 'unknown'; readonly card: string }
  | { readonly code: 'token'; readonly card: string }
  | { readonly code: 'wrongNation'; readonly card: string; readonly cardNation: string; readonly nation: string; readonly ally: string }
  | { readonly code: 'copies'; readonly card: string; readonly n: number; readonly rarity: string; readonly max: number }
  | { readonly code: 'unsupported'; readonly card: string; readonly reason: string }
  | { readonly code: 'size'; readonly n: number }
  | { readonly code: 'allyCount'; readonly n: number };

/** Parse a deck file's JSON value; a shape problem (missing field, bad count) comes back as a problem. */
export function parseDeckShape(json: unknown): DeckShape | DeckProblem {
  const p = deckShapeSchema.safeParse(json);
  if (p.success) return p.data;
  const issue = p.error.issues[0];
  return { code: 'shape', where: issue?.path.join('.') || 'file', message: issue?.message ?? 'not a deck' };
}

/** Allied cards in a deck (cards of the ally nation, counted with copies). */
export function alliedCount(d: DeckShape, info: (id: string) => DeckCardInfo | undefined): number {
  let n = 0;
  for (const [id, k] of Object.entries(d.cards)) if (info(id)?.nation === d.ally) n += k;
  return n;
}

/** Every problem of a deck, in the order the server reports them (it refuses with the first). */
export function deckProblems(d: DeckShape, info: (id: string) => DeckCardInfo | undefined, nations: DeckNations): DeckProblem[] {
  const out: DeckProblem[] = [];
  if (!nations.major.includes(d.nation)) out.push({ code: 'mainNation', nation: d.nation });
  if (!nations.all.includes(d.ally)) out.push({ code: 'allyNation', nation: d.ally });
  if (d.ally === d.nation) out.push({ code: 'sameAlly' });
  let size = 0;
  let allied = 0;
  for (const [id, n] of Object.entries(d.cards)) {
    size += n;
    const c = info(id);
    if (!c) {
      out.push({ code: 'unknown', card: id });
      continue;
    }
    if (c.token) out.push({ code: 'token', card: id });
    else if (c.nation !== d.nation && c.nation !== d.ally) out.push({ code: 'wrongNation', card: id, cardNation: c.nation, nation: d.nation, ally: d.ally });
    const max = COPIES[c.rarity] ?? 1;
    if (n > max) out.push({ code: 'copies', card: id, n, rarity: c.rarity, max });
    if (c.unsupported !== undefined && !c.token) out.push({ code: 'unsupported', card: id, reason: c.unsupported });
    if (c.nation === d.ally) allied += n;
  }
  if (size !== DECK_SIZE) out.push({ code: 'size', n: size });
  if (allied > ALLY_MAX) out.push({ code: 'allyCount', n: allied });
  return out;
}

/** A problem as one line (English: the server's and the CLI's wording; Chinese: the deck builder's). */
export function problemText(p: DeckProblem, lang: 'zh' | 'en', nations?: DeckNations, name: (id: string) => string = (id) => id): string {
  const zh = lang === 'zh';
  switch (p.code) {
    case 'shape':
      return zh ? `格式错误：${p.where} ${p.message}` : `${p.where} ${p.message}`;
    case 'mainNation':
      return zh ? `主国家必须是 ${nations?.major.join('、') ?? '五大国之一'}（不是 ${p.nation}）` : `main nation must be one of ${nations?.major.join(', ') ?? 'the five major nations'}`;
    case 'allyNation':
      return zh ? `没有这个盟国：${p.nation}` : `unknown ally nation "${p.nation}"`;
    case 'sameAlly':
      return zh ? '盟国必须与主国家不同' : 'the ally must differ from the main nation';
    case 'unknown':
      return zh ? `没有这张卡：“${p.card}”` : `unknown card "${p.card}"`;
    case 'token':
      return zh ? `${name(p.card)} 不能放入卡组（衍生卡）` : `${p.card} cannot be put in a deck (token card)`;
    case 'wrongNation':
      return zh ? `${name(p.card)} 属于 ${p.cardNation}，不是 ${p.nation} 或 ${p.ally}` : `${p.card} is ${p.cardNation}, not ${p.nation} or ${p.ally}`;
    case 'copies':
      return zh ? `${name(p.card)} 有 ${p.n} 张（${RARITY_ZH[p.rarity] ?? p.rarity}：最多 ${p.max} 张）` : `${p.n} copies of ${p.card} (${p.rarity}: at most ${p.max})`;
    case 'unsupported':
      return zh ? `${name(p.card)} 尚未实现（${p.reason}）` : `${p.card} is not supported yet (${p.reason})`;
    case 'size':
      return zh ? `共 ${p.n} 张，卡组必须是 ${DECK_SIZE} 张` : `${p.n} cards, a deck has ${DECK_SIZE}`;
    case 'allyCount':
      return zh ? `盟国卡 ${p.n} 张，最多 ${ALLY_MAX} 张` : `${p.n} allied cards, at most ${ALLY_MAX}`;
  }
}
