// The fleet-building panel: budget spent and left, each class with its cost and count, an add button
// when it may be added, otherwise the reason it may not.
import type { ActionChoice, Json } from '../../../../src/protocol/types.js';
import type { Lang } from '../../i18n/lang.js';
import { str } from '../fields.js';
import { buildPlan } from './build.js';
import { className, NAVAL_WORDS as W } from './labels.js';

interface Props {
  readonly options: Json | undefined;
  readonly fleet: readonly string[];
  readonly actions: readonly ActionChoice[];
  readonly lang: Lang;
  readonly onPick: ((c: readonly ActionChoice[]) => void) | null;
}

export function BuildPanel({ options, fleet, actions, lang, onPick }: Props) {
  const plan = buildPlan(options, fleet);
  if (plan === null) return null;
  return (
    <div className="build-panel" data-testid="build-panel">
      <div className="info-row">
        <strong>{W.budget[lang]}</strong> {plan.spent} / {plan.limit} · {W.budgetLeft[lang]} {plan.limit - plan.spent}
      </div>
      <table>
        <tbody>
          {plan.rows.map((r) => {
            const add = actions.find((c) => str(c.action, 't') === 'add' && str(c.action, 'cls') === r.cls);
            return (
              <tr key={r.cls} data-cls={r.cls}>
                <td>{className(r.cls)[lang]}</td>
                <td>
                  {W.cost[lang]} {r.cost}
                </td>
                <td>
                  ×{r.count}
                  {Number.isFinite(r.max) ? ` / ${r.max}` : ''}
                </td>
                <td>
                  {add && onPick ? (
                    <button type="button" className="command" onClick={() => onPick([add])}>
                      + {W.add[lang]}
                    </button>
                  ) : r.blocked ? (
                    <span className="muted" data-testid={`why-${r.cls}`}>
                      {r.blocked === 'budget' ? W.overBudget[lang] : W.classLimit[lang]}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
