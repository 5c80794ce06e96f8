// The server's games (GET /api/games), fetched once per page load.
import { useEffect, useState } from 'react';
import type { GameInfo, Label } from '../../../src/protocol/types.js';
import { api, ApiError } from '../api/http.js';

let cache: Promise<GameInfo[]> | null = null;

function loadGames(): Promise<GameInfo[]> {
  cache ??= api.games().catch((e: unknown) => {
    cache = null;
    throw e;
  });
  return cache;
}

export function useGames(): { games: GameInfo[] | null; error: ApiError | null; reload(): void } {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    loadGames().then(
      (g) => live && setGames(g),
      (e: unknown) => live && setError(e instanceof ApiError ? e : new ApiError('internal', String(e), 0)),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { games, error, reload: () => setAttempt((a) => a + 1) };
}

export function useGameTitle(id: string): Label | null {
  const { games } = useGames();
  return games?.find((g) => g.id === id)?.title ?? null;
}
