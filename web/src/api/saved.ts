// Matches created on this device: their seat tokens (secret) and which seats are played here.
// Kept in localStorage so a reload, or the hot-seat screen, finds them again.
import type { SeatTicket } from '../../../src/protocol/types.js';

export interface SavedMatch {
  readonly id: string;
  readonly game: string;
  readonly created: number;
  readonly tickets: readonly SeatTicket[];
  /** Seats played on this screen (two or more = hot-seat). */
  readonly local: readonly number[];
  /** Created with a chosen seed (absent in matches saved before the flag). */
  readonly clientSeeded?: boolean;
}

const PREFIX = 'sandtable:match:';
const MAX_KEPT = 30;

export function saveMatch(m: SavedMatch): void {
  localStorage.setItem(PREFIX + m.id, JSON.stringify(m));
  const old = savedMatches().slice(MAX_KEPT);
  for (const o of old) localStorage.removeItem(PREFIX + o.id);
}

export function loadMatch(id: string): SavedMatch | null {
  const raw = localStorage.getItem(PREFIX + id);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as SavedMatch;
  } catch {
    return null;
  }
}

/** Newest first. */
export function savedMatches(): SavedMatch[] {
  const out: SavedMatch[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k?.startsWith(PREFIX)) {
      const m = loadMatch(k.slice(PREFIX.length));
      if (m) out.push(m);
    }
  }
  return out.sort((a, b) => b.created - a.created);
}

export function tokenOf(m: SavedMatch | null, seat: number): string | null {
  return m?.tickets.find((t) => t.seat === seat)?.token ?? null;
}
