// A match in this browser as one seat (the token in the link) or as a spectator (no token).
import { loadMatch } from '../api/saved.js';
import { useMatch } from '../api/useMatch.js';
import { useLang } from '../i18n/lang.js';
import { InviteLinks } from '../lobby/InviteLinks.js';
import { ErrorBar } from './ErrorBar.js';
import { MatchScreen } from './MatchScreen.js';
import { startRematch } from './rematch.js';

export function MatchPage({ id, token }: { id: string; token: string | null }) {
  const { t } = useLang();
  const link = useMatch(id, token);
  const saved = loadMatch(id);
  if (link.state === null && link.error) return <ErrorBar error={link.error} />;
  const links = saved ? (
    <details className="panel">
      <summary>{t('links')}</summary>
      <InviteLinks match={saved} />
    </details>
  ) : null;
  const seat = link.state?.seat ?? null;
  const onRematch =
    token !== null && seat !== null && link.state !== null
      ? () => startRematch(id, token, link.state?.game ?? '', saved?.local ?? [seat])
      : undefined;
  return <MatchScreen link={link} extra={links} onRematch={onRematch} />;
}
