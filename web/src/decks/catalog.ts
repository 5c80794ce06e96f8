// The KARDS card catalog from the server (GET /api/games/kards/catalog), fetched once per page load,
// and what the shared deck rules (src/games/kards/deck-rules.ts) need of it.
import { useEffect, useState } from 'react';
import type { DeckCardInfo, DeckNations } from '../../../src/games/kards/deck-rules.js';
import type { KardsCatalog, KardsCatalogCard } from '../../../src/protocol/kards.js';
import { ApiError } from '../api/http.js';

let loading: Promise<KardsCatalog> | null = null;

export function fetchCatalog(): Promise<KardsCatalog> {
  loading ??= fetch('/api/games/kards/catalog')
    .then(async (r) => {
      if (!r.ok) throw new ApiError('internal', `HTTP ${r.status}`, r.status);
      return (await r.json()) as KardsCatalog;
    })
    .catch((e: unknown) => {
      loading = null;
      throw e instanceof ApiError ? e : new ApiError('network', e instanceof Error ? e.message : String(e), 0);
    });
  return loading;
}

export function useCatalog(): { catalog: KardsCatalog | null; error: ApiError | null } {
  const [catalog, setCatalog] = useState<KardsCatalog | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    let live = true;
    fetchCatalog().then(
      (c) => live && setCatalog(c),
      (e: ApiError) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, []);
  return { catalog, error };
}

/** The catalog as the deck rules see it. Only deckable cards are listed, so none is a token. */
export interface CatalogIndex {
  readonly byId: ReadonlyMap<string, KardsCatalogCard>;
  readonly nations: DeckNations;
  info(id: string): DeckCardInfo | undefined;
  name(id: string, lang: 'zh' | 'en'): string;
}

export function indexCatalog(c: KardsCatalog): CatalogIndex {
  const byId = new Map(c.cards.map((x) => [x.id, x]));
  return {
    byId,
    nations: { major: c.major, all: c.nations },
    info: (id) => {
      const x = byId.get(id);
      if (!x) return undefined;
      return { nation: x.nation, rarity: x.rarity, token: false, ...(x.unsupported === undefined ? {} : { unsupported: x.unsupported }) };
    },
    name: (id, lang) => byId.get(id)?.name[lang] ?? id,
  };
}
