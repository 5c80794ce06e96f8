// The player's choice of a tone when their move comes (kept on this device).
import { useState } from 'react';
import { useLang } from '../i18n/lang.js';
import { setTurnSound, turnSoundOn } from './turnAlert.js';

export function TurnSoundToggle() {
  const { t } = useLang();
  const [on, setOn] = useState(turnSoundOn);
  return (
    <label className="turn-sound">
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => {
          setTurnSound(e.target.checked);
          setOn(e.target.checked);
        }}
      />{' '}
      {t('turnSound')}
    </label>
  );
}
