// The turn clock of a new match: off, or seconds per decision and what a seat that runs out does.
import type { TurnClock } from '../../../src/protocol/types.js';
import { useLang } from '../i18n/lang.js';

/** Choices offered in the lobby (the server accepts 10 s to a week). */
export const CLOCK_SECONDS = [0, 30, 60, 120, 300, 3600, 86400] as const;

export function clockLabel(seconds: number, lang: 'zh' | 'en'): string {
  if (seconds === 0) return lang === 'zh' ? '不限时' : 'No clock';
  if (seconds < 60) return lang === 'zh' ? `每步 ${seconds} 秒` : `${seconds} s per decision`;
  if (seconds < 3600) return lang === 'zh' ? `每步 ${seconds / 60} 分钟` : `${seconds / 60} min per decision`;
  if (seconds < 86400) return lang === 'zh' ? `每步 ${seconds / 3600} 小时` : `${seconds / 3600} h per decision`;
  return lang === 'zh' ? `每步 ${seconds / 86400} 天` : `${seconds / 86400} day per decision`;
}

interface Props {
  readonly clock: TurnClock | null;
  onChange(c: TurnClock | null): void;
}

export function ClockInput({ clock, onChange }: Props) {
  const { lang, t } = useLang();
  return (
    <label className="option-row">
      <span className="option-name">{t('turnClock')}</span>
      <select
        data-testid="clock-seconds"
        value={clock?.seconds ?? 0}
        onChange={(e) => {
          const s = Number(e.target.value);
          onChange(s === 0 ? null : { seconds: s, onTimeout: clock?.onTimeout ?? 'default' });
        }}
      >
        {CLOCK_SECONDS.map((s) => (
          <option key={s} value={s}>
            {clockLabel(s, lang)}
          </option>
        ))}
      </select>
      {clock && (
        <select data-testid="clock-timeout" value={clock.onTimeout} onChange={(e) => onChange({ ...clock, onTimeout: e.target.value === 'forfeit' ? 'forfeit' : 'default' })}>
          <option value="default">{t('onTimeoutDefault')}</option>
          <option value="forfeit">{t('onTimeoutForfeit')}</option>
        </select>
      )}
    </label>
  );
}
