// After creating a match with friends: the links to send, and the way in for this screen.
import type { SavedMatch } from '../api/saved.js';
import { tokenOf } from '../api/saved.js';
import { boardFor } from '../boards/registry.js';
import { useLang } from '../i18n/lang.js';
import { navigate } from '../routes.js';
import { InviteLinks } from './InviteLinks.js';

export function CreatedPanel({ match }: { match: SavedMatch }) {
  const { t, l } = useLang();
  const { seatName } = boardFor(match.game);
  return (
    <section className="panel created-panel">
      <h2>
        {t('created')}{' '}
        {match.clientSeeded === true && (
          <span className="badge client-seeded" title={t('clientSeededHint')} data-testid="client-seeded">
            {t('clientSeeded')}
          </span>
        )}
      </h2>
      <h3>{t('inviteLinks')}</h3>
      <InviteLinks match={match} />
      <div className="result-buttons">
        {match.local.map((seat) => (
          <button key={seat} type="button" onClick={() => navigate({ page: 'match', id: match.id, token: tokenOf(match, seat) })}>
            {t('enterAs')} {l(seatName(seat))}
          </button>
        ))}
        <button type="button" className="secondary" onClick={() => navigate({ page: 'match', id: match.id, token: null })}>
          {t('spectate')}
        </button>
      </div>
    </section>
  );
}
