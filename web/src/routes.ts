// Hash routes, so the server only ever serves index.html at one path and tokens stay in the
// fragment (never sent to the server in a page request, never in its access log).
import { useEffect, useState } from 'react';

export type Route =
  | { readonly page: 'lobby' }
  | { readonly page: 'match'; readonly id: string; readonly token: string | null }
  | { readonly page: 'hotseat'; readonly id: string }
  | { readonly page: 'replay'; readonly id: string }
  | { readonly page: 'rules'; readonly game: string; readonly rule: string | null }
  | { readonly page: 'kardsDecks' }
  | { readonly page: 'kardsTable'; readonly id: string; readonly token: string | null };

export function parseRoute(hash: string): Route {
  const [path, query = ''] = hash.replace(/^#/, '').split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const params = new URLSearchParams(query);
  if (parts[0] === 'm' && parts[1]) return { page: 'match', id: parts[1], token: params.get('token') };
  if (parts[0] === 'hotseat' && parts[1]) return { page: 'hotseat', id: parts[1] };
  if (parts[0] === 'replay' && parts[1]) return { page: 'replay', id: parts[1] };
  if (parts[0] === 'rules' && parts[1]) return { page: 'rules', game: parts[1], rule: parts[2] ?? null };
  if (parts[0] === 'kards' && parts[1] === 'decks') return { page: 'kardsDecks' };
  if (parts[0] === 'kards' && parts[1] === 'table' && parts[2]) return { page: 'kardsTable', id: parts[2], token: params.get('token') };
  return { page: 'lobby' };
}

export function routeHash(r: Route): string {
  const id = 'id' in r ? encodeURIComponent(r.id) : '';
  switch (r.page) {
    case 'lobby':
      return '#/';
    case 'match':
      return `#/m/${id}${r.token ? `?token=${encodeURIComponent(r.token)}` : ''}`;
    case 'hotseat':
      return `#/hotseat/${id}`;
    case 'replay':
      return `#/replay/${id}`;
    case 'rules':
      return `#/rules/${encodeURIComponent(r.game)}${r.rule ? `/${encodeURIComponent(r.rule)}` : ''}`;
    case 'kardsDecks':
      return '#/kards/decks';
    case 'kardsTable':
      return `#/kards/table/${id}${r.token ? `?token=${encodeURIComponent(r.token)}` : ''}`;
  }
}

/** A full link to a route of this app, for invitations. */
export function routeLink(r: Route): string {
  return `${location.origin}${location.pathname}${routeHash(r)}`;
}

export function navigate(r: Route): void {
  location.hash = routeHash(r);
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const on = () => setRoute(parseRoute(location.hash));
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return route;
}
