// Which pages may open a WebSocket to us: our own origin (the Origin's host is the Host we were asked
// by) and an allow-list. A client that sends no Origin is not a browser page and cannot be a victim's
// browser doing a page's bidding, so it may connect.
import { SandtableError } from '../../engine/index.js';

export function normalizeOrigin(o: string): string {
  return o.trim().toLowerCase().replace(/\/+$/, '');
}

export function originAllowed(origin: string | undefined, host: string | undefined, allow: readonly string[]): boolean {
  if (origin === undefined) return true;
  const o = normalizeOrigin(origin);
  if (allow.some((a) => normalizeOrigin(a) === o)) return true;
  let url: URL;
  try {
    url = new URL(o);
  } catch {
    return false; // includes the opaque origin "null"
  }
  return host !== undefined && (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host.toLowerCase();
}

/** SANDTABLE_ORIGINS: comma-separated origins, e.g. `https://play.example.org,http://localhost:5173`. */
export function parseOriginList(raw: string | undefined): string[] {
  const list = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const o of list) {
    let ok = false;
    try {
      const u = new URL(o);
      ok = (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === normalizeOrigin(o);
    } catch {
      ok = false;
    }
    if (!ok) throw new SandtableError('bad_input', `SANDTABLE_ORIGINS: "${o}" is not an origin (like https://play.example.org)`);
  }
  return list;
}
