// Above the board: the game, who this screen is, whose decision it is, and the link's health.
import type { Label, MatchStateMessage } from '../../../src/protocol/types.js';
import type { LinkStatus } from '../api/connection.js';
import { useGameTitle } from '../lobby/useGames.js';
import { useLang } from '../i18n/lang.js';
import { routeHash } from '../routes.js';
import { Countdown } from './Countdown.js';

interface Props {
  readonly state: MatchStateMessage;
  readonly status: LinkStatus;
  seatName(seat: number): Label;
}

export function StatusBar({ state, status, seatName }: Props) {
  const { t, l } = useLang();
  const title = useGameTitle(state.game);
  const me = state.seat === null ? t('spectator') : `${l(seatName(state.seat))} (${t('you')})`;
  const myMove = state.seat !== null && state.toMove.includes(state.seat);
  const others = state.toMove.filter((s) => s !== state.seat);
  const waiting = others
    .map((s) => {
      const info = state.seats.find((x) => x.seat === s);
      return l(seatName(s)) + (info?.type === 'bot' ? ` (${t('bot')})` : '');
    })
    .join(', ');
  return (
    <div className="status-bar">
      <span className="game-title">{title ? l(title) : state.game}</span>
      <span className="me">{me}</span>
      {state.clientSeeded && (
        <span className="badge client-seeded" title={t('clientSeededHint')} data-testid="client-seeded">
          {t('clientSeeded')}
        </span>
      )}
      {state.result === null && (
        <span className={`turn-state${myMove ? ' my-move' : ''}`} data-testid="turn-state">
          {myMove ? t('yourTurn') : waiting ? `${t('waitingFor')} ${waiting}…` : ''}
        </span>
      )}
      <Countdown state={state} seatName={seatName} />
      <a className="rules-link" href={routeHash({ page: 'rules', game: state.game, rule: null })} target="_blank" rel="noreferrer">
        {t('rules')}
      </a>
      <span className={`link link-${status}`}>{t(status === 'live' ? 'live' : status)}</span>
    </div>
  );
}
