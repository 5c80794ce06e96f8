// The seats of the new match: how many (if the game allows a choice) and who plays each.
import type { GameInfo } from '../../../src/protocol/types.js';
import { boardFor } from '../boards/registry.js';
import { useLang } from '../i18n/lang.js';
import { botSpec, DIFFICULTIES } from './bots.js';
import { choiceFromValue, choiceValue, defaultSeats, localSeats, otherBots, type SeatChoice } from './seats.js';

interface Props {
  readonly game: GameInfo;
  readonly seats: readonly SeatChoice[];
  onChange(seats: SeatChoice[]): void;
}

export function SeatsEditor({ game, seats, onChange }: Props) {
  const { t, l } = useLang();
  const { seatName } = boardFor(game.id);
  return (
    <div className="seats-editor">
      {game.seatCounts.length > 1 && (
        <label className="option-row">
          <span className="option-name">{t('seatCount')}</span>
          <select value={seats.length} onChange={(e) => onChange(defaultSeats(Number(e.target.value)))}>
            {game.seatCounts.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
      {seats.map((c, i) => (
        <label key={i} className="option-row seat-row">
          <span className="option-name">{l(seatName(i))}</span>
          <select
            data-testid={`seat-${i}`}
            value={choiceValue(c)}
            onChange={(e) => onChange(seats.map((s, j) => (j === i ? choiceFromValue(e.target.value) : s)))}
          >
            <option value="me">{t('seatMe')}</option>
            <option value="friend">{t('seatFriend')}</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={`bot:${d}`}>
                {t('seatBot')} · {t(d)}
              </option>
            ))}
            {otherBots(game.bots).map((b) => (
              <option key={b} value={`named:${b}`}>
                {t('seatBot')} · {b}
              </option>
            ))}
          </select>
          {c.kind === 'bot' && <code className="muted">{botSpec(game.bots, c.difficulty)}</code>}
        </label>
      ))}
      <p className={`muted${localSeats(seats).length > 1 ? ' hot-seat-on' : ''}`}>{t('hotSeatHint')}</p>
    </div>
  );
}
