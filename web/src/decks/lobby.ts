// KARDS in the lobby: each seat's deck goes into the `decks` option (the deck pickers replace the raw
// option), and a match with a friend's seat opens a table instead, where the friend chooses a deck.
import type { KardsDeckRef, KardsTableCreated } from '../../../src/protocol/kards.js';
import type { CreateMatchResponse, Json, TurnClock } from '../../../src/protocol/types.js';
import { api } from '../api/http.js';
import { seatSpecs, type SeatChoice } from '../lobby/seats.js';
import { deckOption, deckRefOf } from './refs.js';
import type { SavedDeck } from './store.js';
import { rememberTable, tableApi } from './tableApi.js';

/** The options' JSON Schema without `decks` (chosen per seat by the deck pickers). */
export function withoutDecks(schema: Json): Json {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const o = schema as { readonly [k: string]: Json };
  const props = o.properties;
  if (props === null || typeof props !== 'object' || Array.isArray(props)) return schema;
  const rest: { [k: string]: Json } = Object.fromEntries(Object.entries(props as { readonly [k: string]: Json }).filter(([k]) => k !== 'decks'));
  const req = o.required;
  const required: Json[] | undefined = Array.isArray(req) ? req.filter((k) => k !== 'decks') : undefined;
  return { ...o, properties: rest, ...(required ? { required } : {}) };
}

export const DEFAULT_PICKS = ['starter:Germany', 'starter:Soviet'];

export type KardsCreated =
  | { readonly kind: 'match'; readonly res: CreateMatchResponse }
  | { readonly kind: 'table'; readonly table: KardsTableCreated; readonly local: readonly number[] };

interface Args {
  readonly seats: readonly SeatChoice[];
  readonly bots: readonly string[];
  readonly options: Json;
  readonly seed: number | string | undefined;
  readonly clock: TurnClock | null;
  readonly picks: readonly string[];
  readonly saved: readonly SavedDeck[];
}

export async function createKards(a: Args): Promise<KardsCreated> {
  const refs: KardsDeckRef[] = a.seats.map((_, i) => deckRefOf(a.picks[i] ?? DEFAULT_PICKS[i], a.saved) ?? DEFAULT_PICKS[i].slice('starter:'.length));
  const options = (a.options !== null && typeof a.options === 'object' && !Array.isArray(a.options) ? a.options : {}) as Record<string, Json>;
  const extra = { ...(a.seed === undefined ? {} : { seed: a.seed }), ...(a.clock === null ? {} : { clock: a.clock }) };
  const specs = seatSpecs(a.seats, a.bots);
  if (!a.seats.some((s) => s.kind === 'friend')) {
    const res = await api.create({ game: 'kards', options: { ...options, decks: refs.map(deckOption) }, seats: specs, ...extra });
    return { kind: 'match', res };
  }
  const seats = specs.map((s, i) => (a.seats[i].kind === 'friend' ? s : { ...s, deck: refs[i] }));
  const table = await tableApi.open({ options, seats, ...extra });
  const local = a.seats.flatMap((s, i) => (s.kind === 'me' ? [i] : []));
  rememberTable(table.id, table.tokens, local);
  return { kind: 'table', table, local };
}
