// The links of a match created here: one secret link per human seat, and the spectator link.
import type { SavedMatch } from '../api/saved.js';
import { boardFor } from '../boards/registry.js';
import { useLang } from '../i18n/lang.js';
import { routeLink } from '../routes.js';
import { LinkRow } from './LinkRow.js';

export function InviteLinks({ match }: { match: SavedMatch }) {
  const { t, l } = useLang();
  const { seatName } = boardFor(match.game);
  return (
    <div className="invite-links">
      <p className="muted">{t('inviteHint')}</p>
      {match.tickets.map((s) =>
        s.token === null ? null : (
          <LinkRow
            key={s.seat}
            label={`${l(seatName(s.seat))}${match.local.includes(s.seat) ? ` (${t('you')})` : ''}`}
            url={routeLink({ page: 'match', id: match.id, token: s.token })}
            testId={`invite-${s.seat}`}
          />
        ),
      )}
      <LinkRow label={t('spectatorLink')} url={routeLink({ page: 'match', id: match.id, token: null })} testId="spectate-link" />
    </div>
  );
}
