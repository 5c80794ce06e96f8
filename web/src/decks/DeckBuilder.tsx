// The KARDS deck builder (#/kards/decks): the catalog with filters by nation, type and cost and a
// text search; the deck with its counts and its legality, live, by the same rules the server checks
// (src/games/kards/deck-rules.ts); decks saved in this browser; export and import as the CLI's deck file.
import { useMemo, useState } from 'react';
import { COPIES } from '../../../src/games/kards/deck-rules.js';
import type { KardsCatalog, KardsDeckFile } from '../../../src/protocol/kards.js';
import { ErrorBar } from '../match/ErrorBar.js';
import { indexCatalog, useCatalog, type CatalogIndex } from './catalog.js';
import { CardLine } from './CardLine.js';
import { DeckList } from './DeckList.js';
import { DeckStatsLine } from './DeckStatsLine.js';
import { DeckTransfer } from './DeckTransfer.js';
import { filterCards, MAX_COST_STEP, NO_FILTER, UNIT_TYPES, type CardFilter } from './filter.js';
import { labelOr, NATION, TYPE } from './labels.js';
import { Legality } from './Legality.js';
import { deleteDeck, saveDeck, savedDecks } from './store.js';
import { useDeckText } from './strings.js';

export function DeckBuilderPage() {
  const { catalog, error } = useCatalog();
  if (error) return <ErrorBar error={error} />;
  if (!catalog) return <p className="muted">…</p>;
  return <DeckBuilder catalog={catalog} />;
}

/** Why a card cannot be added to this deck (not the copy limit: the button shows that). */
function blockedBy(cat: CatalogIndex, deck: KardsDeckFile, id: string, lang: 'zh' | 'en'): string | null {
  const c = cat.byId.get(id);
  if (!c) return null;
  if (c.unsupported !== undefined) return lang === 'zh' ? '尚未实现' : 'not implemented yet';
  if (c.nation !== deck.nation && c.nation !== deck.ally) return lang === 'zh' ? '不是卡组的国家' : 'not of the deck’s nations';
  return null;
}

export function DeckBuilder({ catalog, initial }: { catalog: KardsCatalog; initial?: { name: string; deck: KardsDeckFile } }) {
  const { d, lang } = useDeckText();
  const cat = useMemo(() => indexCatalog(catalog), [catalog]);
  const [deck, setDeck] = useState<KardsDeckFile>(initial?.deck ?? { nation: 'Germany', ally: 'Japan', cards: {} });
  const [name, setName] = useState(initial?.name ?? '');
  const [filter, setFilter] = useState<CardFilter>(NO_FILTER);
  const [saved, setSaved] = useState(() => (typeof localStorage === 'undefined' ? [] : savedDecks()));
  const [note, setNote] = useState('');
  const shown = filterCards(catalog.cards, filter, [deck.nation, deck.ally]);
  const setCount = (id: string, n: number) => {
    const cards = { ...deck.cards };
    if (n <= 0) delete cards[id];
    else cards[id] = n;
    setDeck({ ...deck, cards });
    setNote('');
  };
  const add = (id: string) => {
    const c = cat.byId.get(id);
    if (c && blockedBy(cat, deck, id, lang) === null) setCount(id, Math.min((deck.cards[id] ?? 0) + 1, COPIES[c.rarity] ?? 1));
  };
  const take = (id: string) => setCount(id, (deck.cards[id] ?? 0) - 1);
  const f = (patch: Partial<CardFilter>) => setFilter({ ...filter, ...patch });
  const load = (v: string) => {
    const [kind, key] = [v.slice(0, v.indexOf(':')), v.slice(v.indexOf(':') + 1)];
    const s = kind === 'starter' ? { name: '', deck: catalog.starters[key] } : saved.find((x) => x.name === key);
    if (s?.deck) {
      setDeck({ nation: s.deck.nation, ally: s.deck.ally, cards: { ...s.deck.cards } });
      setName(s.name);
      setNote('');
    }
  };
  return (
    <div className="deck-builder" data-testid="deck-builder">
      <h2>{d('builder')}</h2>
      <section className="panel" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <label>
          {d('nation')}{' '}
          <select data-testid="deck-nation" value={deck.nation} onChange={(e) => setDeck({ ...deck, nation: e.target.value, ally: e.target.value === deck.ally ? deck.nation : deck.ally })}>
            {catalog.major.map((n) => <option key={n} value={n}>{labelOr(NATION, n, lang)}</option>)}
          </select>
        </label>
        <label>
          {d('ally')}{' '}
          <select data-testid="deck-ally" value={deck.ally} onChange={(e) => setDeck({ ...deck, ally: e.target.value })}>
            {catalog.nations.filter((n) => n !== deck.nation).map((n) => <option key={n} value={n}>{labelOr(NATION, n, lang)}</option>)}
          </select>
        </label>
        <label>
          <select data-testid="deck-load" value="" onChange={(e) => load(e.target.value)}>
            <option value="">{d('loadStarter')} / {d('load')}</option>
            <optgroup label={d('starter')}>
              {Object.keys(catalog.starters).map((k) => <option key={k} value={`starter:${k}`}>{labelOr(NATION, k, lang)}</option>)}
            </optgroup>
            {saved.length > 0 && (
              <optgroup label={d('savedDecks')}>
                {saved.map((s) => <option key={s.name} value={`saved:${s.name}`}>{s.name}</option>)}
              </optgroup>
            )}
          </select>
        </label>
        <button type="button" className="secondary" onClick={() => setDeck({ ...deck, cards: {} })}>{d('clear')}</button>
      </section>
      <section className="panel">
        <Legality deck={deck} cat={cat} />
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 6, flexWrap: 'wrap' }}>
          <input type="text" data-testid="deck-name" placeholder={d('name')} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
          <button type="button" data-testid="deck-save" disabled={name.trim() === ''} onClick={() => { saveDeck({ name: name.trim(), deck }); setSaved(savedDecks()); setNote(d('saved')); }}>{d('save')}</button>
          {saved.some((s) => s.name === name.trim()) && (
            <button type="button" className="secondary" onClick={() => { deleteDeck(name.trim()); setSaved(savedDecks()); setNote(''); }}>{d('remove')}</button>
          )}
          {note && <span data-testid="deck-note" style={{ color: '#1a7f37' }}>{note}</span>}
        </div>
      </section>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <section className="panel" style={{ flex: '2 1 420px', minWidth: 0 }}>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 6 }}>
            <select aria-label={d('allNations')} data-testid="filter-nation" value={filter.nation} onChange={(e) => f({ nation: e.target.value })}>
              <option value="">{d('deckNations')}</option>
              {catalog.nations.map((n) => <option key={n} value={n}>{labelOr(NATION, n, lang)}</option>)}
            </select>
            <select aria-label={d('type')} data-testid="filter-type" value={filter.type} onChange={(e) => f({ type: e.target.value })}>
              <option value="">{d('anyType')}</option>
              <option value="unit">{d('units')}</option>
              {[...UNIT_TYPES, 'order', 'countermeasure'].map((t) => <option key={t} value={t}>{labelOr(TYPE, t, lang)}</option>)}
            </select>
            <span role="group" aria-label={d('cost')} style={{ display: 'inline-flex', gap: 2 }}>
              {[-1, ...Array.from({ length: MAX_COST_STEP + 1 }, (_, i) => i)].map((k) => (
                <button key={k} type="button" data-testid={`filter-cost-${k}`} className={filter.cost === k ? '' : 'secondary'} onClick={() => f({ cost: k })}>
                  {k < 0 ? d('anyCost') : k === MAX_COST_STEP ? `${k}+` : k}
                </button>
              ))}
            </span>
            <input type="search" data-testid="filter-text" placeholder={d('search')} value={filter.text} onChange={(e) => f({ text: e.target.value })} style={{ flex: '1 1 160px' }} />
            <label style={{ fontSize: 12 }}>
              <input type="checkbox" checked={filter.unsupported} onChange={(e) => f({ unsupported: e.target.checked })} /> {d('showUnsupported')}
            </label>
          </div>
          <div className="muted" style={{ fontSize: 12 }} data-testid="cards-shown">{shown.length} {d('cardsShown')}</div>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: '70vh', overflowY: 'auto' }}>
            {shown.map((c) => (
              <CardLine key={c.id} card={c} count={deck.cards[c.id] ?? 0} blocked={blockedBy(cat, deck, c.id, lang)} onAdd={() => add(c.id)} onTake={() => take(c.id)} />
            ))}
          </ul>
        </section>
        <section className="panel" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <h3>{d('deck')}</h3>
          <DeckStatsLine deck={deck} cat={cat} lang={lang} />
          <DeckList deck={deck} cat={cat} onAdd={add} onTake={take} />
          <DeckTransfer deck={deck} cat={cat} onImport={(x) => { setDeck(x); setNote(d('imported')); }} />
        </section>
      </div>
    </div>
  );
}
