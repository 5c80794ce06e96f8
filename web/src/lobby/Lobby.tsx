// The lobby: choose a game, its options and its seats; create the match; go in or send the links.
import { lazy, Suspense, useState } from 'react';
import type { Json } from '../../../src/protocol/types.js';
import { api, ApiError } from '../api/http.js';
import { saveMatch, tokenOf, type SavedMatch } from '../api/saved.js';
import { boardFor } from '../boards/registry.js';
import { useLang } from '../i18n/lang.js';
import { ErrorBar } from '../match/ErrorBar.js';
import { navigate } from '../routes.js';
import { CreatedPanel } from './CreatedPanel.js';
import { GamePicker } from './GamePicker.js';
import { OptionsForm } from './OptionsForm.js';
import { RecentMatches } from './RecentMatches.js';
import { buildOptions } from './schema.js';
import { defaultSeats, localSeats, seatSpecs, type SeatChoice } from './seats.js';
import { SeatsEditor } from './SeatsEditor.js';
import { useGames } from './useGames.js';
import type { CreateMatchResponse, TurnClock } from '../../../src/protocol/types.js';
import { ClockInput } from './ClockInput.js';
import { createKards, DEFAULT_PICKS, withoutDecks, type KardsCreated } from '../decks/lobby.js';
import { TableCreatedPanel } from '../decks/TableCreated.js';
import { savedDecks } from '../decks/store.js';

const LobbyDecks = lazy(() => import('../decks/LobbyDecks.js').then((m) => ({ default: m.LobbyDecks })));

export function Lobby() {
  const { t } = useLang();
  const { games, error: loadError, reload } = useGames();
  const [gameId, setGameId] = useState<string | null>(null);
  const [changes, setChanges] = useState<{ readonly [path: string]: Json }>({});
  const [seats, setSeats] = useState<SeatChoice[] | null>(null);
  const [seed, setSeed] = useState('');
  const [clock, setClock] = useState<TurnClock | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [created, setCreated] = useState<SavedMatch | null>(null);
  // KARDS: each seat's deck (the deck pickers), and a table opened for a friend's seat.
  const [deckPicks, setDeckPicks] = useState<string[]>(DEFAULT_PICKS);
  const [table, setTable] = useState<Extract<KardsCreated, { kind: 'table' }> | null>(null);
  const [decksSaved] = useState(savedDecks);

  if (loadError) {
    return (
      <div className="page-error">
        <ErrorBar error={loadError} />
        <button type="button" onClick={reload}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (games === null) return <p className="muted">{t('loading')}</p>;
  if (games.length === 0) return <p>{t('noGames')}</p>;
  if (created) return <CreatedPanel match={created} />;
  if (table) return <TableCreatedPanel table={table.table} local={table.local} />;

  const game = games.find((g) => g.id === gameId) ?? games[0];
  const seatChoices = seats !== null && game.seatCounts.includes(seats.length) ? seats : defaultSeats(game.seatCounts[0]);
  const ui = boardFor(game.id);

  const choose = (id: string) => {
    setGameId(id);
    setChanges({});
    setSeats(null);
  };

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const s = seed.trim();
      const chosenSeed = s === '' ? undefined : /^\d+$/.test(s) ? Number(s) : s;
      let kardsMatch: CreateMatchResponse | null = null;
      if (game.id === 'kards') {
        const k = await createKards({ seats: seatChoices, bots: game.bots, options: buildOptions(changes), seed: chosenSeed, clock, picks: deckPicks, saved: decksSaved });
        if (k.kind === 'table') return setTable(k);
        kardsMatch = k.res;
      }
      const res = kardsMatch ?? await api.create({
        game: game.id,
        options: buildOptions(changes),
        ...(s === '' ? {} : { seed: /^\d+$/.test(s) ? Number(s) : s }),
        seats: seatSpecs(seatChoices, game.bots),
        ...(clock === null ? {} : { clock }),
      });
      const local = localSeats(seatChoices);
      const saved: SavedMatch = { id: res.id, game: game.id, created: Date.now(), tickets: res.seats, local, clientSeeded: res.clientSeeded };
      saveMatch(saved);
      if (local.length > 1) navigate({ page: 'hotseat', id: res.id });
      else if (seatChoices.some((c) => c.kind === 'friend')) setCreated(saved);
      else navigate({ page: 'match', id: res.id, token: local.length === 1 ? tokenOf(saved, local[0]) : null });
    } catch (e) {
      setError(e instanceof ApiError ? e : new ApiError('internal', String(e), 0));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="lobby">
      <section className="panel">
        <h2>{t('chooseGame')}</h2>
        <GamePicker games={games} chosen={game.id} onChoose={choose} />
      </section>
      <section className="panel">
        <h2>{t('seats')}</h2>
        <SeatsEditor game={game} seats={seatChoices} onChange={setSeats} />
      </section>
      {game.id === 'kards' && (
        <Suspense fallback={null}>
          <LobbyDecks seats={seatChoices} picks={deckPicks} saved={decksSaved} onChange={setDeckPicks} />
        </Suspense>
      )}
      <section className="panel">
        <h2>{t('options')}</h2>
        <OptionsForm key={game.id} schema={game.id === 'kards' ? withoutDecks(game.optionsSchema) : game.optionsSchema} changes={changes} labels={ui.optionLabels ?? {}} main={ui.mainOptions} onChange={setChanges} />
        <label className="option-row">
          <span className="option-name">{t('seed')}</span>
          <input type="text" name="seed" value={seed} title={t('seedHint')} onChange={(e) => setSeed(e.target.value)} />
        </label>
        <ClockInput clock={clock} onChange={setClock} />
      </section>
      {error && <ErrorBar error={error} />}
      <button type="button" className="create" data-testid="create-match" disabled={busy} onClick={() => void create()}>
        {busy ? t('creating') : t('create')}
      </button>
      <RecentMatches />
    </div>
  );
}
