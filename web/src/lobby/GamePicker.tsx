// The games the server plays, by their Chinese and English titles.
import type { GameInfo } from '../../../src/protocol/types.js';
import { useLang } from '../i18n/lang.js';

export function GamePicker({ games, chosen, onChoose }: { games: readonly GameInfo[]; chosen: string; onChoose(id: string): void }) {
  const { l, lang } = useLang();
  const other = lang === 'zh' ? 'en' : 'zh';
  return (
    <div className="game-picker" role="radiogroup">
      {games.map((g) => (
        <button
          key={g.id}
          type="button"
          role="radio"
          aria-checked={g.id === chosen}
          data-game={g.id}
          className={`game-card${g.id === chosen ? ' chosen' : ''}`}
          onClick={() => onChoose(g.id)}
        >
          <span className="game-title">{l(g.title)}</span>
          <span className="muted">{g.title[other]}</span>
        </button>
      ))}
    </div>
  );
}
