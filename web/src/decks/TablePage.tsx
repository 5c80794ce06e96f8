// A KARDS table as one seat sees it (#/kards/table/<id>?token=…): choose this seat's deck (a starter
// or one saved in this browser; nobody else sees which), then wait for the others; once every deck is
// in, the page goes on to the match with this seat's token.
import { useEffect, useState } from 'react';
import type { KardsTableState } from '../../../src/protocol/kards.js';
import { ApiError } from '../api/http.js';
import { saveMatch } from '../api/saved.js';
import { boardFor } from '../boards/registry.js';
import { useLang } from '../i18n/lang.js';
import { ErrorBar } from '../match/ErrorBar.js';
import { navigate, routeHash } from '../routes.js';
import { useCatalog } from './catalog.js';
import { DeckPicker } from './DeckPicker.js';
import { deckRefOf } from './refs.js';
import { savedDecks } from './store.js';
import { useDeckText } from './strings.js';
import { tableApi } from './tableApi.js';

const POLL_MS = 1500;
const asApiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError('internal', String(e), 0));

export function TablePage({ id, token }: { id: string; token: string | null }) {
  const { d } = useDeckText();
  const { l } = useLang();
  const { catalog, error: catError } = useCatalog();
  const [table, setTable] = useState<KardsTableState | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [pick, setPick] = useState('starter:Germany');
  const [saved, setSaved] = useState(savedDecks);
  const [busy, setBusy] = useState(false);

  // Read the table until the match starts; decks saved in another tab show up on return.
  useEffect(() => {
    if (!token) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const t = await tableApi.read(id, token);
        if (!live) return;
        setTable(t);
        if (t.match === null) timer = setTimeout(() => void poll(), POLL_MS);
      } catch (e) {
        if (live) setError(asApiError(e));
      }
    };
    void poll();
    const onFocus = () => setSaved(savedDecks());
    window.addEventListener('focus', onFocus);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [id, token]);

  // Started: remember this seat's match here (recent matches, reloads) and go in.
  useEffect(() => {
    const m = table?.match;
    if (!m || !m.token) return;
    saveMatch({ id: m.id, game: 'kards', created: Date.now(), tickets: [{ seat: table.seat, token: m.token, type: 'human' }], local: [table.seat], clientSeeded: m.clientSeeded });
    navigate({ page: 'match', id: m.id, token: m.token });
  }, [table]);

  if (!token) return <ErrorBar error={new ApiError('bad_token', 'this link has no seat token', 403)} />;
  const submit = async () => {
    const ref = deckRefOf(pick, saved);
    if (ref === null) return;
    setBusy(true);
    setError(null);
    try {
      setTable(await tableApi.chooseDeck(id, token, ref));
    } catch (e) {
      setError(asApiError(e));
    } finally {
      setBusy(false);
    }
  };
  const { seatName } = boardFor('kards');
  const mine = table ? table.seats[table.seat] : null;
  return (
    <div className="kards-table" data-testid="kards-table">
      {(error ?? catError) && <ErrorBar error={(error ?? catError) as ApiError} />}
      {table && (
        <section className="panel">
          <h2>{d('chooseDeck')} · {l(seatName(table.seat))}</h2>
          <ul>
            {table.seats.map((s) => (
              <li key={s.seat}>
                {l(seatName(s.seat))}: <span data-testid={`table-seat-${s.seat}`}>{s.ready ? d('ready') : d('notReady')}</span>
              </li>
            ))}
          </ul>
          {mine && !mine.ready && catalog && (
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              <DeckPicker catalog={catalog} saved={saved} value={pick} testId="table-deck" onChange={setPick} />
              <button type="button" data-testid="table-submit" disabled={busy} onClick={() => void submit()}>{d('submitDeck')}</button>
              <a href={routeHash({ page: 'kardsDecks' })} target="_blank" rel="noreferrer">{d('openBuilder')}</a>
            </div>
          )}
          {mine?.ready && table.match === null && <p data-testid="table-waiting">{d('waiting')}</p>}
          <p className="muted">{d('decksSecret')}</p>
        </section>
      )}
    </div>
  );
}
