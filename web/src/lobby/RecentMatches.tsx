// Matches created on this device, to go back to (or watch their replays).
import { savedMatches, tokenOf } from '../api/saved.js';
import { boardFor } from '../boards/registry.js';
import { useLang } from '../i18n/lang.js';
import { routeHash } from '../routes.js';

export function RecentMatches() {
  const { t, l, lang } = useLang();
  const list = savedMatches().slice(0, 8);
  if (list.length === 0) return null;
  return (
    <section className="panel recent">
      <h3>{t('recentMatches')}</h3>
      <ul>
        {list.map((m) => {
          const { seatName } = boardFor(m.game);
          return (
            <li key={m.id}>
              <span className="muted">{new Date(m.created).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB')}</span> <code>{m.game}</code>{' '}
              {m.clientSeeded === true && (
                <span className="badge client-seeded" title={t('clientSeededHint')}>
                  {t('clientSeeded')}
                </span>
              )}
              {m.local.length > 1 ? (
                <a href={routeHash({ page: 'hotseat', id: m.id })}>{t('hotSeat')}</a>
              ) : (
                m.local.map((s) => (
                  <a key={s} href={routeHash({ page: 'match', id: m.id, token: tokenOf(m, s) })}>
                    {l(seatName(s))}
                  </a>
                ))
              )}{' '}
              <a href={routeHash({ page: 'match', id: m.id, token: null })}>{t('spectate')}</a>{' '}
              <a href={routeHash({ page: 'replay', id: m.id })}>{t('replay')}</a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
