// Routes live in the hash; a seat token rides in the fragment's query.
import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash, type Route } from './routes.js';

describe('hash routes', () => {
  it('round-trip every page', () => {
    const routes: Route[] = [
      { page: 'lobby' },
      { page: 'match', id: 'abc', token: 't0k+/=' },
      { page: 'match', id: 'abc', token: null },
      { page: 'hotseat', id: 'abc' },
      { page: 'replay', id: 'abc' },
      { page: 'rules', game: 'naval', rule: null },
      { page: 'rules', game: 'naval', rule: 'N-12' },
      { page: 'kardsDecks' },
      { page: 'kardsTable', id: 'T1', token: 'a+b/c=' },
    ];
    for (const r of routes) expect(parseRoute(routeHash(r))).toEqual(r);
  });
  it('anything unknown is the lobby', () => {
    expect(parseRoute('')).toEqual({ page: 'lobby' });
    expect(parseRoute('#/nowhere/1')).toEqual({ page: 'lobby' });
  });
});
