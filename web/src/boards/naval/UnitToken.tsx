// A ship on the map: its class, side colour, hit points, torpedoes (own ships), and a ring when lit
// (点亮: the enemy sees it).
import type { Point } from './layout.js';
import { SIDE_COLOURS } from './labels.js';
import type { NavalUnitView } from './view.js';

interface Props {
  readonly unit: NavalUnitView;
  readonly at: Point;
  readonly size: number;
  readonly selected: boolean;
  readonly selectable: boolean;
  readonly title: string;
  readonly onClick: ((u: NavalUnitView) => void) | null;
}

export function UnitToken({ unit, at, size, selected, selectable, title, onClick }: Props) {
  const r = size * 0.52;
  const hpFrac = unit.maxHp > 0 ? Math.max(0, unit.hp) / unit.maxHp : 0;
  const cls = ['unit', selected ? 'selected' : '', selectable ? 'selectable' : '', unit.lit ? 'lit' : ''].filter(Boolean).join(' ');
  return (
    <g
      className={cls}
      transform={`translate(${at.x},${at.y})`}
      data-unit={unit.id}
      data-owner={unit.owner}
      onClick={onClick ? (e) => (e.stopPropagation(), onClick(unit)) : undefined}
    >
      <title>{title}</title>
      {unit.lit && <circle className="lit-ring" r={r + 4} />}
      <circle className="unit-body" r={r} fill={SIDE_COLOURS[unit.owner] ?? '#555'} />
      <text className="unit-class" y={size * 0.08} fontSize={size * (unit.cls.length > 1 ? 0.42 : 0.5)}>
        {unit.cls}
      </text>
      <rect className="hp-back" x={-r} y={r - 2} width={2 * r} height={5} />
      <rect className="hp-fill" x={-r} y={r - 2} width={2 * r * hpFrac} height={5} />
      {unit.mine !== null && unit.mine > 0 && (
        <text className="unit-badge" x={r * 0.85} y={-r * 0.7} fontSize={size * 0.3}>
          {unit.mine}
        </text>
      )}
    </g>
  );
}
