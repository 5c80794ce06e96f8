// Hot-seat: the screen between two seats' turns. It shows nothing of the game, so the next player
// sees only their own secrets once they take the device.
import type { Label } from '../../../src/protocol/types.js';
import { useLang } from '../i18n/lang.js';

export function PassDevice({ seat, onReady }: { seat: Label; onReady(): void }) {
  const { t, l } = useLang();
  return (
    <div className="pass-device" data-testid="pass-device">
      <h2>
        {t('passDevice')} <span className="pass-seat">{l(seat)}</span>
      </h2>
      <p className="muted">{t('passHint')}</p>
      <button type="button" onClick={onReady}>
        {t('imReady', { seat: l(seat) })}
      </button>
    </div>
  );
}
