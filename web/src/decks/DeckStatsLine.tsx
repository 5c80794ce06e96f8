// The deck's make-up in one line and its cost curve as small bars.
import type { KardsDeckFile } from '../../../src/protocol/kards.js';
import type { CatalogIndex } from './catalog.js';
import { MAX_COST_STEP } from './filter.js';
import { deckStats } from './stats.js';

export function DeckStatsLine({ deck, cat, lang }: { deck: KardsDeckFile; cat: CatalogIndex; lang: 'zh' | 'en' }) {
  const s = deckStats(deck, cat);
  const top = Math.max(1, ...s.curve);
  return (
    <div data-testid="deck-stats" style={{ fontSize: 12, margin: '4px 0' }}>
      <div>
        {lang === 'zh' ? `单位 ${s.units} · 指令 ${s.orders} · 反制 ${s.countermeasures}` : `Units ${s.units} · orders ${s.orders} · countermeasures ${s.countermeasures}`}
      </div>
      <div style={{ display: 'flex', gap: 3, alignItems: 'flex-end', height: 44 }} aria-label={lang === 'zh' ? '费用曲线' : 'Cost curve'}>
        {s.curve.map((n, k) => (
          <div key={k} title={`${k === MAX_COST_STEP ? `${k}+` : k}: ${n}`} style={{ width: 18, textAlign: 'center' }}>
            <div style={{ height: (n / top) * 28, background: '#8a5a14', borderRadius: 2 }} />
            <div style={{ fontSize: 10 }}>{k === MAX_COST_STEP ? `${k}+` : k}</div>
          </div>
        ))}
      </div>
    </div>
  );
}
