// The KARDS table endpoints (docs/api.md, "KARDS decks"): open a table, read it as a seat, send a deck.
import type { KardsDeckRef, KardsTableCreated, KardsTableRequest, KardsTableState } from '../../../src/protocol/kards.js';
import { request } from '../api/http.js';

const enc = encodeURIComponent;

export const tableApi = {
  open: (req: KardsTableRequest) => request<KardsTableCreated>('POST', '/api/games/kards/tables', req),
  read: (id: string, token: string) => request<KardsTableState>('GET', `/api/games/kards/tables/${enc(id)}`, undefined, token),
  chooseDeck: (id: string, token: string, deck: KardsDeckRef) => request<KardsTableState>('POST', `/api/games/kards/tables/${enc(id)}/deck`, { deck }, token),
};

/** Tables opened or joined on this device: the seat tokens, so a reload finds its way back. */
const KEY = 'sandtable:kards:table:';

export function rememberTable(id: string, tokens: readonly (string | null)[], local: readonly number[]): void {
  localStorage.setItem(KEY + id, JSON.stringify({ tokens, local }));
}

export function rememberedTable(id: string): { tokens: (string | null)[]; local: number[] } | null {
  try {
    const v = JSON.parse(localStorage.getItem(KEY + id) ?? 'null') as { tokens: (string | null)[]; local: number[] } | null;
    return v && Array.isArray(v.tokens) && Array.isArray(v.local) ? v : null;
  } catch {
    return null;
  }
}
