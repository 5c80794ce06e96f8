// This turn's shots on the map (from the seat's log): hits, misses, torpedo runs, air strikes,
// mines and collisions.
import type { Lang } from '../../i18n/lang.js';
import type { HexLayout } from './layout.js';
import type { ShotMark } from './shots.js';

export function ShotMarks({ marks, layout, lang }: { marks: readonly ShotMark[]; layout: HexLayout; lang: Lang }) {
  const s = layout.size;
  return (
    <g className="shots" pointerEvents="none">
      {marks.map((m, i) => {
        const c = layout.centre(m.hex);
        const x = c.x + s * 0.45;
        const y = c.y - s * 0.42;
        const from = m.from !== undefined && m.from >= 0 ? layout.centre(m.from) : null;
        return (
          <g key={i} className={`shot shot-${m.kind}`}>
            <title>{m.text[lang]}</title>
            {m.kind === 'torpedo' && from && <line className="torpedo-run" x1={from.x} y1={from.y} x2={c.x} y2={c.y} />}
            {m.kind === 'miss' ? (
              <circle cx={x} cy={y} r={s * 0.18} />
            ) : m.kind === 'collision' ? (
              <path d={`M${x - 6},${y - 6}L${x + 6},${y + 6}M${x - 6},${y + 6}L${x + 6},${y - 6}`} />
            ) : (
              <polygon points={burst(x, y, s * 0.26)} />
            )}
          </g>
        );
      })}
    </g>
  );
}

function burst(x: number, y: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI / 8) * i;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${(x + Math.cos(a) * rr).toFixed(2)},${(y + Math.sin(a) * rr).toFixed(2)}`);
  }
  return pts.join(' ');
}
