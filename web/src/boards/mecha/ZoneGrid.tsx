// The battle ground: 3 columns × 5 rows of zones, the seat's own home row at the bottom. Columns
// share the width evenly (minmax(0, 1fr)): long card names wrap instead of widening a phone screen.
import { COLS, ROWS, zoneName } from '../../../../src/games/mecha/board.js';
import type { Lang } from '../../i18n/lang.js';
import { UnitChip } from './UnitChip.js';
import type { MechaUnitView, MechaView } from './view.js';

interface Props {
  readonly view: MechaView;
  readonly lang: Lang;
  readonly targets: ReadonlySet<number>;
  readonly unitTargets: ReadonlySet<number>;
  readonly selectable: ReadonlySet<number>;
  readonly focus: number | null;
  onZone: ((z: number) => void) | null;
  onUnit: ((u: MechaUnitView) => void) | null;
  onInspect?: (u: MechaUnitView) => void;
}

export function ZoneGrid({ view, lang, targets, unitTargets, selectable, focus, onZone, onUnit, onInspect }: Props) {
  const rows = Array.from({ length: ROWS }, (_, r) => r);
  if (view.you === 0) rows.reverse();
  const field = view.units.filter((u) => u.place === 'field');
  return (
    <div className="zone-grid" style={{ gridTemplateColumns: `repeat(${COLS}, minmax(0, 1fr))` }}>
      {rows.flatMap((row) =>
        Array.from({ length: COLS }, (_, col) => {
          const z = row * COLS + col;
          const home = row === 0 ? ' home-0' : row === ROWS - 1 ? ' home-1' : '';
          return (
            <div
              key={z}
              className={`zone${home}${targets.has(z) ? ' target' : ''}`}
              data-zone={z}
              onClick={onZone ? () => onZone(z) : undefined}
            >
              <div className="zone-name">{zoneName(z)[lang]}</div>
              {field
                .filter((u) => u.zone === z)
                .map((u) => (
                  <UnitChip
                    key={u.id}
                    unit={u}
                    lang={lang}
                    selected={focus === u.id}
                    selectable={selectable.has(u.id)}
                    target={unitTargets.has(u.id)}
                    onClick={onUnit}
                    onInspect={onInspect}
                  />
                ))}
            </div>
          );
        }),
      )}
    </div>
  );
}
