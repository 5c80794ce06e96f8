// A deck's legality, live: size and allied count, then every problem the shared rules find.
import { ALLY_MAX, alliedCount, DECK_SIZE } from '../../../src/games/kards/deck-rules.js';
import type { KardsDeckFile } from '../../../src/protocol/kards.js';
import type { CatalogIndex } from './catalog.js';
import { deckErrors, deckSize } from './deckFile.js';
import { useDeckText } from './strings.js';

export function Legality({ deck, cat }: { deck: KardsDeckFile; cat: CatalogIndex }) {
  const { d, lang } = useDeckText();
  const errors = deckErrors(deck, cat, lang);
  const size = deckSize(deck);
  const allied = alliedCount({ ...deck, cards: { ...deck.cards } }, cat.info);
  return (
    <div className={`deck-legality ${errors.length === 0 ? 'ok' : 'bad'}`} data-testid="deck-legality" data-legal={errors.length === 0 ? 'yes' : 'no'}>
      <div>
        <strong data-testid="deck-size" style={{ color: size === DECK_SIZE ? '#1a7f37' : '#b42318' }}>{size}/{DECK_SIZE}</strong>
        {' · '}
        {d('allied')} <strong style={{ color: allied > ALLY_MAX ? '#b42318' : undefined }}>{allied}/{ALLY_MAX}</strong>
        {' · '}
        {errors.length === 0 ? <span style={{ color: '#1a7f37' }}>✓ {d('legal')}</span> : <span style={{ color: '#b42318' }}>{d('illegal')}</span>}
      </div>
      {errors.length > 0 && (
        <ul data-testid="deck-problems" style={{ margin: '4px 0', paddingLeft: 18, color: '#b42318' }}>
          {errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
