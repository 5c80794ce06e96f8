// The lobby's KARDS decks panel (loaded with the deck code only when KARDS is picked): a deck per seat
// played here or by a bot; a friend's seat chooses its own at the table.
import { boardFor } from '../boards/registry.js';
import { useLang } from '../i18n/lang.js';
import type { SeatChoice } from '../lobby/seats.js';
import { routeHash } from '../routes.js';
import { useCatalog } from './catalog.js';
import { DeckPicker } from './DeckPicker.js';
import { DEFAULT_PICKS } from './lobby.js';
import type { SavedDeck } from './store.js';
import { useDeckText } from './strings.js';

interface Props {
  readonly seats: readonly SeatChoice[];
  readonly picks: readonly string[];
  readonly saved: readonly SavedDeck[];
  onChange(picks: string[]): void;
}

export function LobbyDecks({ seats, picks, saved, onChange }: Props) {
  const { d } = useDeckText();
  const { l } = useLang();
  const { catalog } = useCatalog();
  const { seatName } = boardFor('kards');
  return (
    <section className="panel" data-testid="kards-decks">
      <h2>{d('decksTitle')}</h2>
      {seats.map((s, i) => (
        <label key={i} className="option-row">
          <span className="option-name">{l(seatName(i))}</span>
          {s.kind === 'friend' ? (
            <span className="muted">{d('friendChooses')}</span>
          ) : catalog ? (
            <DeckPicker catalog={catalog} saved={saved} value={picks[i] ?? DEFAULT_PICKS[i]} testId={`deck-${i}`} onChange={(v) => onChange(seats.map((_, j) => (j === i ? v : (picks[j] ?? DEFAULT_PICKS[j]))))} />
          ) : (
            <span className="muted">…</span>
          )}
        </label>
      ))}
      <p className="muted">
        {d('decksSecret')} <a href={routeHash({ page: 'kardsDecks' })} data-testid="open-deck-builder">{d('openBuilder')}</a>
      </p>
    </section>
  );
}
