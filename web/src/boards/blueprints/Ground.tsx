// The polar virtual ground (虛擬地面): rings of hex cells around 0 with the seed's labels, bases on
// ring 4, "You" figures, and the ground tokens of moved objects (numbered by pair). The cells within
// range of the selected object are highlighted.
import { CELLS, cellsWithin } from '../../../../src/games/blueprints/board.js';
import { hexToPixel, polarLabel, polarToHex } from '../../../../src/hex/index.js';
import type { BpView } from './view.js';
import { SEAT_COLOURS } from './names.js';

const SIZE = 26;
const CORNERS = Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 180) * (60 * i - 30);
  return `${(SIZE * 0.95 * Math.cos(a)).toFixed(1)},${(SIZE * 0.95 * Math.sin(a)).toFixed(1)}`;
}).join(' ');
const POS = CELLS.map((p) => hexToPixel(polarToHex(p), SIZE));

export interface GroundProps {
  readonly view: BpView;
  readonly range: { readonly cell: number; readonly r: number } | null;
  /** Cells a click can act on (moves/walks of the selection). */
  readonly targets: ReadonlySet<number>;
  readonly onCell: (cell: number) => void;
}

export function Ground({ view, range, targets, onCell }: GroundProps) {
  const inRange = new Set(range ? cellsWithin(view.geometry ?? 'hex', range.cell, range.r) : []);
  const baseOf = new Map(view.bases.map((b, i) => [b.cell, i]));
  const tokensAt = new Map<number, number[]>();
  for (const o of view.objects) if (o.pair >= 0 && o.line !== 'you') tokensAt.set(o.cell, [...(tokensAt.get(o.cell) ?? []), o.pair]);
  // Pointy-top rings 0–4 span ±4.5·√3·SIZE across and ±7·SIZE down: a square box left bands of blank space.
  const halfW = SIZE * 8.1;
  const halfH = SIZE * 7.3;
  return (
    <svg viewBox={`${-halfW} ${-halfH} ${2 * halfW} ${2 * halfH}`} style={{ width: '100%', maxWidth: 560 }} role="img" aria-label="virtual ground">
      {CELLS.map((p, c) => {
        const base = baseOf.get(c);
        const fill = base !== undefined ? SEAT_COLOURS[base] + (view.players[base].base ? '99' : '33') : inRange.has(c) ? '#fff3b0' : '#f4f4f4';
        return (
          <g key={c} transform={`translate(${POS[c].x.toFixed(1)},${POS[c].y.toFixed(1)})`} onClick={() => onCell(c)} style={{ cursor: targets.has(c) ? 'pointer' : 'default' }} data-cell={polarLabel(p)}>
            <polygon points={CORNERS} fill={fill} stroke={targets.has(c) ? '#222' : '#bbb'} strokeWidth={targets.has(c) ? 2 : 1} />
            <text y={-SIZE * 0.45} textAnchor="middle" fontSize={7} fill="#666">{polarLabel(p)}</text>
            {(tokensAt.get(c) ?? []).map((pair, i) => (
              <circle key={`t${pair}`} cx={-10 + i * 7} cy={8} r={3.5} fill="#444"><title>{`#${pair + 1}`}</title></circle>
            ))}
          </g>
        );
      })}
      {view.players.map((p, i) =>
        p.alive && p.you ? (
          <g key={`you${i}`} transform={`translate(${POS[p.youCell].x.toFixed(1)},${POS[p.youCell].y.toFixed(1)})`} pointerEvents="none">
            <circle r={8} fill={SEAT_COLOURS[i]} stroke="#000" />
            <text y={3} textAnchor="middle" fontSize={8} fill="#fff">{p.youW}</text>
          </g>
        ) : null,
      )}
    </svg>
  );
}
