// The replay viewer of a finished match: the board at any step, as any seat saw it, with the whole
// log revealed. The record is replayed here with the game's rules and checked against the server's hash.
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { LogEntry, ReplayResponse } from '../../../src/protocol/types.js';
import { api, ApiError } from '../api/http.js';
import { loadMatch } from '../api/saved.js';
import { boardFor } from '../boards/registry.js';
import { useLang } from '../i18n/lang.js';
import { useGameTitle } from '../lobby/useGames.js';
import { ReplayControls } from './ReplayControls.js';
import { ReplayLog } from './ReplayLog.js';
import type { Replayer } from './replayer.js';

interface Loaded {
  readonly rec: ReplayResponse;
  readonly replayer: Replayer;
}

export function ReplayPage({ id }: { id: string }) {
  const { t } = useLang();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const rec = await api.replay(id);
      const { buildReplayer } = await import('./replayer.js');
      if (live) setLoaded({ rec, replayer: buildReplayer(rec) });
    })().catch((e: unknown) => {
      if (!live) return;
      if (e instanceof ApiError && e.code === 'not_finished') setError(t('replayNotReady'));
      else if (e instanceof ApiError && e.code === 'unknown_match') setError(t('unknownMatch'));
      else setError(e instanceof Error ? e.message : String(e));
    });
    return () => {
      live = false;
    };
  }, [id, t]);

  if (error) return <p className="page-error">{error}</p>;
  if (loaded === null) return <p className="muted">{t('loading')}</p>;
  return <ReplayViewer id={id} {...loaded} />;
}

function ReplayViewer({ id, rec, replayer }: { id: string } & Loaded) {
  const { t, l, lang } = useLang();
  const title = useGameTitle(rec.game);
  const { Board, seatName } = boardFor(rec.game);
  const saved = loadMatch(id);
  const [pos, setPos] = useState(replayer.steps.length);
  const [seat, setSeat] = useState<number | null>(saved?.local[0] ?? 0);
  const [playing, setPlaying] = useState(false);
  const total = replayer.steps.length;
  const seek = useCallback((p: number) => setPos(Math.max(0, Math.min(total, p))), [total]);

  const view = useMemo(() => replayer.viewAt(pos, seat), [replayer, pos, seat]);
  // The board's own log (shot markers…): what the chosen seat had been told by then.
  const log = useMemo<LogEntry[]>(
    () =>
      replayer.steps
        .slice(0, pos)
        .flatMap((s) => s.events)
        .filter((e) => e.to === 'all' || (seat !== null && e.to.includes(seat))),
    [replayer, pos, seat],
  );
  const step = pos > 0 ? replayer.steps[pos - 1] : null;

  return (
    <div className="replay-page">
      <div className="status-bar">
        <span className="game-title">
          {t('replay')} · {title ? l(title) : rec.game}
        </span>
        {rec.result && (
          <span className="me">{rec.result.draw ? t('draw') : `${rec.result.winners.map((w) => l(seatName(w))).join(', ')} ${t('wins')}`} · {l(rec.result.reason)}</span>
        )}
        <span className={replayer.verified ? 'verified' : 'error-text'} title={rec.hash}>
          {replayer.verified ? `✓ ${t('verified')}` : `✗ ${t('hashMismatch')}`}
        </span>
      </div>
      <ReplayControls pos={pos} total={total} playing={playing} onSeek={seek} onPlaying={setPlaying} />
      <div className="replay-now">
        <label>
          {t('watchAs')}{' '}
          <select value={seat === null ? 'spectator' : String(seat)} onChange={(e) => setSeat(e.target.value === 'spectator' ? null : Number(e.target.value))}>
            {Array.from({ length: replayer.seats }, (_, s) => (
              <option key={s} value={s}>
                {l(seatName(s))}
              </option>
            ))}
            <option value="spectator">{t('spectator')}</option>
          </select>
        </label>{' '}
        <strong data-testid="replay-step-label">{step ? `${l(seatName(step.seat))}: ${l(step.label)}` : t('initialPosition')}</strong>
      </div>
      <div className="match-body">
        <div className="board-area">
          <Suspense fallback={<p className="muted">{t('loading')}</p>}>
            <Board view={view} seat={seat} actions={[]} log={log} lang={lang} onPick={null} />
          </Suspense>
        </div>
        <div className="side-area">
          <ReplayLog steps={replayer.steps} pos={pos} seatName={seatName} onSeek={seek} />
        </div>
      </div>
    </div>
  );
}
