// After opening a KARDS table: the invite links (a friend chooses a deck there), and the way to this
// screen's own seat, which chooses or has chosen its deck and waits for the others.
import type { KardsTableCreated } from '../../../src/protocol/kards.js';
import { boardFor } from '../boards/registry.js';
import { useLang } from '../i18n/lang.js';
import { LinkRow } from '../lobby/LinkRow.js';
import { navigate, routeLink } from '../routes.js';
import { useDeckText } from './strings.js';

export function TableCreatedPanel({ table, local }: { table: KardsTableCreated; local: readonly number[] }) {
  const { d } = useDeckText();
  const { l } = useLang();
  const { seatName } = boardFor('kards');
  return (
    <section className="panel created-panel" data-testid="table-created">
      <h3>{d('tableLinks')}</h3>
      {table.tokens.map((tok, i) =>
        tok === null || local.includes(i) ? null : (
          <LinkRow key={i} label={l(seatName(i))} url={routeLink({ page: 'kardsTable', id: table.id, token: tok })} testId={`table-invite-${i}`} />
        ),
      )}
      <div className="result-buttons">
        {local.map((i) => (
          <button key={i} type="button" onClick={() => navigate({ page: 'kardsTable', id: table.id, token: table.tokens[i] })}>
            {d('enterTable')} · {l(seatName(i))}
          </button>
        ))}
      </div>
    </section>
  );
}
