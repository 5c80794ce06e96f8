// 設計圖及角色 (blueprints) board: the polar virtual ground, every character's production lines, and
// the blocker prompt while an attack waits for your blocks. Clicks turn into candidate actions; the
// action panel keeps every rule playable.
import { useMemo, useState } from 'react';
import type { ActionChoice } from '../../../../src/protocol/types.js';
import type { BoardProps } from '../types.js';
import { Ground } from './Ground.js';
import { Lines } from './Lines.js';
import { blueprintOf, summaryName } from './names.js';
import { setBlueprintNames } from './summary-names.js';
import { asBpView, type BpObjectView } from './view.js';

type Act = { t?: string; o?: number; cell?: number };
const act = (c: ActionChoice): Act => c.action as Act;

setBlueprintNames(summaryName);

export function BlueprintsBoard({ view: raw, lang, actions, onPick }: BoardProps) {
  const view = asBpView(raw);
  const [selected, setSelected] = useState<number | null>(null);
  const obj = view?.objects.find((o) => o.id === selected) ?? null;
  const targets = useMemo(() => {
    const out = new Set<number>();
    for (const c of actions) {
      const a = act(c);
      if (a.cell !== undefined && (a.t === 'walk' || a.o === selected)) out.add(a.cell);
    }
    return out;
  }, [actions, selected]);
  if (!view) return null;
  const r = obj ? blueprintOf(obj.card)?.r : undefined;
  const range = obj && r !== undefined ? { cell: obj.cell, r } : null;
  const blocks = actions.filter((c) => act(c).t === 'block' || act(c).t === 'done');
  const onObject = (o: BpObjectView) => {
    setSelected(o.id === selected ? null : o.id);
    const mine = actions.filter((c) => act(c).o === o.id && act(c).t !== 'move');
    if (onPick && mine.length > 0) onPick(mine);
  };
  const onCell = (cell: number) => {
    const here = actions.filter((c) => act(c).cell === cell && (act(c).t === 'walk' || act(c).o === selected));
    if (onPick && here.length > 0) onPick(here);
  };
  return (
    <div className="blueprints-board" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div>
        {lang === 'zh' ? `第 ${view.round} 輪 · 玩家${view.active + 1} · ${view.phase === 'production' ? '生產階段' : view.phase === 'action' ? '行動階段' : '結束'}` : `Round ${view.round} · P${view.active + 1} · ${view.phase}`}
        {view.attack ? (lang === 'zh' ? ` · 玩家${view.attack.by + 1} 的${view.attack.melee ? '近身' : ''}攻擊結算中` : ` · P${view.attack.by + 1}'s ${view.attack.melee ? 'melee ' : ''}attack resolving`) : ''}
      </div>
      {blocks.length > 0 && onPick ? (
        <div role="alert" style={{ border: '2px solid #c00', padding: 6, borderRadius: 6 }}>
          <strong>{lang === 'zh' ? '選擇阻擋的物件' : 'Choose your blockers'}</strong>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {blocks.map((c) => (
              <button key={c.key} type="button" onClick={() => onPick([c])}>
                {c.label[lang]}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <Ground view={view} range={range} targets={targets} onCell={onCell} />
      <Lines view={view} lang={lang} selected={selected} onObject={onObject} />
    </div>
  );
}
