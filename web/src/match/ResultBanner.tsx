// The end of a match: who won and why, from this seat's point of view, with the way to the replay.
import type { GameResult, Label } from '../../../src/protocol/types.js';
import { useLang } from '../i18n/lang.js';
import { navigate } from '../routes.js';

interface Props {
  readonly id: string;
  readonly result: GameResult;
  readonly seat: number | null;
  seatName(seat: number): Label;
  onHide(): void;
}

export function ResultBanner({ id, result, seat, seatName, onHide }: Props) {
  const { t, l } = useLang();
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
        <p className="result-reason">{l(result.reason)}</p>
        <div className="result-buttons">
          <button type="button" onClick={() => navigate({ page: 'replay', id })}>
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
