// What the seat knows besides its ships: its mines, fighter cover, shelling aims, and the ghosts
// of enemy ships where they were last seen.
import type { HexLayout } from './layout.js';
import { SIDE_COLOURS, className, NAVAL_WORDS } from './labels.js';
import { unitNumber } from '../../../../src/games/naval/unit-number.js';
import type { NavalView } from './view.js';
import type { Lang } from '../../i18n/lang.js';

interface Props {
  readonly view: NavalView;
  readonly layout: HexLayout;
  readonly lang: Lang;
}

export function Markers({ view, layout, lang }: Props) {
  const s = layout.size;
  const unitHex = new Map(view.units.map((u) => [u.id, u.hex]));
  return (
    <g className="markers" pointerEvents="none">
      {view.lastSeen.map((g) => {
        if (g.hex < 0) return null;
        const c = layout.centre(g.hex);
        return (
          <g key={`ghost-${g.id}`} className="ghost" transform={`translate(${c.x},${c.y})`}>
            <title>{`${className(g.cls)[lang]} #${unitNumber(g.id)}: ${NAVAL_WORDS.lastSeen[lang].replace('{turn}', String(g.turn))}`}</title>
            <circle r={s * 0.5} stroke={SIDE_COLOURS[1 - (view.you ?? 0)]} />
            <text y={s * 0.1} fontSize={s * 0.36}>{`${g.cls}?`}</text>
            <text y={s * 0.45} fontSize={s * 0.24}>{`T${g.turn}`}</text>
          </g>
        );
      })}
      {view.zones.map((z, i) => {
        const c = layout.centre(z.hex);
        return (
          <g key={`zone-${i}`} className={`fighter-zone${z.spent ? ' spent' : ''}`} transform={`translate(${c.x},${c.y})`}>
            <title>{NAVAL_WORDS.fighters[lang]}</title>
            <circle r={s * 0.88} stroke={SIDE_COLOURS[z.owner]} />
            <text y={-s * 0.55} fontSize={s * 0.34}>✈</text>
          </g>
        );
      })}
      {view.mines.map((m, i) => {
        const c = layout.centre(m.hex);
        return (
          <g key={`mine-${i}`} className="mine" transform={`translate(${c.x - s * 0.5},${c.y + s * 0.32})`}>
            <title>{NAVAL_WORDS.mine[lang]}</title>
            <circle r={s * 0.16} stroke={SIDE_COLOURS[m.owner]} />
            <path d={spikes(s * 0.26)} stroke={SIDE_COLOURS[m.owner]} />
          </g>
        );
      })}
      {view.aims.map((a) => {
        const to = layout.centre(a.hex);
        const fromHex = unitHex.get(a.u);
        const from = fromHex !== undefined && fromHex >= 0 ? layout.centre(fromHex) : null;
        return (
          <g key={`aim-${a.u}`} className="aim">
            <title>{NAVAL_WORDS.aim[lang]}</title>
            {from && <line x1={from.x} y1={from.y} x2={to.x} y2={to.y} />}
            <circle cx={to.x} cy={to.y} r={s * 0.3} />
            <path d={`M${to.x - s * 0.45},${to.y}h${s * 0.9}M${to.x},${to.y - s * 0.45}v${s * 0.9}`} />
          </g>
        );
      })}
    </g>
  );
}

function spikes(r: number): string {
  let d = '';
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI / 4) * i;
    d += `M${(Math.cos(a) * r * 0.55).toFixed(2)},${(Math.sin(a) * r * 0.55).toFixed(2)}L${(Math.cos(a) * r).toFixed(2)},${(Math.sin(a) * r).toFixed(2)}`;
  }
  return d;
}
