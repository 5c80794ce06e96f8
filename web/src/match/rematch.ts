// A rematch: the server makes the same match again; this device keeps its new tokens and plays the
// same seats as before (hot-seat stays hot-seat; an online match shows its new invite links).
import { api } from '../api/http.js';
import { saveMatch, tokenOf, type SavedMatch } from '../api/saved.js';
import { navigate } from '../routes.js';

export async function startRematch(id: string, token: string, game: string, local: readonly number[]): Promise<void> {
  const res = await api.rematch(id, token);
  const saved: SavedMatch = { id: res.id, game, created: Date.now(), tickets: res.seats, local, clientSeeded: res.clientSeeded };
  saveMatch(saved);
  if (local.length > 1) navigate({ page: 'hotseat', id: res.id });
  else navigate({ page: 'match', id: res.id, token: tokenOf(saved, local[0]) });
}
