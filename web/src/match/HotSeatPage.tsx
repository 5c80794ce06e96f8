// Hot-seat: several seats on one screen. Only one seat's view is ever loaded; between seats the
// "pass the device" screen hides everything until the next player says they hold it.
import { useEffect, useState } from 'react';
import { loadMatch, tokenOf } from '../api/saved.js';
import { useMatch } from '../api/useMatch.js';
import { boardFor } from '../boards/registry.js';
import { useLang } from '../i18n/lang.js';
import { nextHolder } from './hotSeat.js';
import { MatchScreen } from './MatchScreen.js';
import { PassDevice } from './PassDevice.js';
import { startRematch } from './rematch.js';

export function HotSeatPage({ id }: { id: string }) {
  const { t } = useLang();
  const saved = loadMatch(id);
  const local = saved?.local ?? [];
  const [holder, setHolder] = useState(local[0] ?? 0);
  const [revealed, setRevealed] = useState(false);
  const link = useMatch(id, tokenOf(saved, holder));
  const state = link.state !== null && link.state.seat === holder ? link.state : null;
  const next = nextHolder(state, holder, local);

  useEffect(() => {
    if (next !== holder) {
      setRevealed(false);
      setHolder(next);
    }
  }, [next, holder]);

  if (saved === null) return <p className="page-error">{t('unknownMatch')}</p>;
  const { seatName } = boardFor(saved.game);
  const over = state?.result != null;
  if (!revealed && !over) return <PassDevice seat={seatName(holder)} onReady={() => setRevealed(true)} />;
  const token = tokenOf(saved, holder);
  const onRematch = token !== null ? () => startRematch(id, token, saved.game, local) : undefined;
  return <MatchScreen link={{ ...link, state }} onRematch={onRematch} />;
}
