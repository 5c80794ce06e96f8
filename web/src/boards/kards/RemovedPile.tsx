// A side's cards removed from play this game (public): destroyed units and discarded cards, counted,
// and named (zh/en, newest first) when opened.
import { CARDS, cardIndex } from '../../../../src/games/kards/cards.js';
import { listJoin } from '../../i18n/lang.js';

interface Props {
  readonly side: number;
  readonly destroyed: readonly string[];
  readonly discarded: readonly string[];
  readonly lang: 'zh' | 'en';
}

export function RemovedPile({ side, destroyed, discarded, lang }: Props) {
  const t = (zh: string, en: string) => (lang === 'zh' ? zh : en);
  const name = (id: string) => CARDS[cardIndex(id)]?.name[lang] ?? id;
  const list = (ids: readonly string[]) => (ids.length === 0 ? '—' : listJoin(ids.slice().reverse().map(name), lang));
  return (
    <details data-removed={side} style={{ display: 'inline-block', marginLeft: 6 }}>
      <summary style={{ cursor: 'pointer' }}>
        {t('已消灭', 'destroyed')} <span data-destroyed-count={side}>{destroyed.length}</span> · {t('已弃置', 'discarded')} <span data-discarded-count={side}>{discarded.length}</span>
      </summary>
      <div data-destroyed={side}>{t('已消灭', 'Destroyed')}: {list(destroyed)}</div>
      <div data-discarded={side}>{t('已弃置', 'Discarded')}: {list(discarded)}</div>
    </details>
  );
}
