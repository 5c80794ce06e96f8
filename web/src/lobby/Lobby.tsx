// The lobby: choose a game, its options and its seats; create the match; go in or send the links.
import { useState } from 'react';
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
import type { TurnClock } from '../../../src/protocol/types.js';
import { ClockInput } from './ClockInput.js';

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
      const res = await api.create({
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
      <section className="panel">
        <h2>{t('options')}</h2>
        <OptionsForm key={game.id} schema={game.optionsSchema} changes={changes} labels={ui.optionLabels ?? {}} main={ui.mainOptions} onChange={setChanges} />
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
