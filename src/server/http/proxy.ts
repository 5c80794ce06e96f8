// SANDTABLE_TRUST_PROXY: behind a reverse proxy (deploy/nginx.conf) every request comes from the
// proxy's address, so per-IP limits would count all clients as one. Naming the proxy lets the server
// take the client's address from X-Forwarded-For: the proxies' addresses or CIDR ranges
// (comma-separated). Unset: the connection's own address, as before.
import { isIP } from 'node:net';
import { SandtableError } from '../../engine/index.js';

export type TrustProxy = string;

export function parseTrustProxy(raw: string | undefined): TrustProxy | undefined {
  const v = (raw ?? '').trim();
  if (v === '') return undefined;
  const parts = v.split(',').map((p) => p.trim());
  for (const p of parts) {
    const [addr, bits, extra] = p.split('/');
    const ok = isIP(addr) !== 0 && extra === undefined && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(addr) === 4 ? 32 : 128)));
    if (!ok) throw new SandtableError('bad_input', `SANDTABLE_TRUST_PROXY: "${p.slice(0, 60)}" is not an IP address or CIDR range`);
  }
  return parts.join(',');
}
