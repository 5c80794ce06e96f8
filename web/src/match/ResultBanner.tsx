// The end of a match: who won and why, from this seat's point of view, what each seat fielded and
// has left, the way to the verified replay, and a rematch.
import { useState } from 'react';
import type { GameResult, Label, SeatSummaryEntry } from '../../../src/protocol/types.js';
import { useLang } from '../i18n/lang.js';
import { navigate } from '../routes.js';
import { SummaryTable } from './SummaryTable.js';

interface Props {
  readonly id: string;
  readonly result: GameResult;
  readonly seat: number | null;
  readonly summary?: readonly SeatSummaryEntry[];
  /** The seat that resigned, if the match ended that way (named as the game names seats). */
  readonly resigned?: number;
  seatName(seat: number): Label;
  contentName?(name: string): Label;
  onHide(): void;
  /** Absent for spectators: only a seat may ask for the same match again. */
  onRematch?(): Promise<void>;
}

export function ResultBanner({ id, result, seat, summary, resigned, seatName, contentName, onHide, onRematch }: Props) {
  const { t, l } = useLang();
  const [rematchError, setRematchError] = useState<string | null>(null);
  const headline = result.draw
    ? t('draw')
    : result.winners.map((w) => l(seatName(w))).join(', ') + ' ' + t('wins');
  const personal = seat === null || result.draw ? null : result.winners.includes(seat) ? t('youWon') : t('youLost');
  return (
    <div className="result-screen" role="dialog" aria-label={t('gameOver')}>
      <div className="result-card">
        <h2>{t('gameOver')}</h2>
        <p className="result-headline" data-testid="result-headline">
          {headline}
        </p>
        {personal && <p className="result-personal">{personal}</p>}
        <p className="result-reason">{resigned !== undefined ? `${l(seatName(resigned))} ${t('resigned')}` : l(result.reason)}</p>
        {summary && <SummaryTable summary={summary} seatName={seatName} contentName={contentName} />}
        {rematchError && <p className="page-error">{rematchError}</p>}
        <div className="result-buttons">
          {onRematch && (
            <button type="button" data-testid="rematch" onClick={() => void onRematch().catch((e: unknown) => setRematchError(e instanceof Error ? e.message : String(e)))}>
              {t('rematch')}
            </button>
          )}
          <button type="button" data-testid="watch-replay" onClick={() => navigate({ page: 'replay', id })}>
            {t('watchReplay')}
          </button>
          <button type="button" className="secondary" onClick={onHide}>
            {t('showBoard')}
          </button>
          <button type="button" className="secondary" onClick={() => navigate({ page: 'lobby' })}>
            {t('backToLobby')}
          </button>
        </div>
      </div>
    </div>
  );
}
