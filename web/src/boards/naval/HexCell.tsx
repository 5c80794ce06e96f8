// One hex of the naval map: its area's colour, a highlight when a click here does something.
import type { HexArea } from './zones.js';

interface Props {
  readonly h: number;
  readonly points: string;
  readonly area: HexArea;
  readonly target: boolean;
  /** Reachable by a move to this destination (several steps). */
  readonly reach?: boolean;
  /** Ending a move here collides with a friendly ship. */
  readonly warn?: boolean;
  /** Inside the previewed recon area. */
  readonly recon?: boolean;
  /** On the previewed torpedo line: 'full' damage (the line's centres) or 'half' (crossed). */
  readonly line?: 'full' | 'half' | null;
  onHover?(h: number | null): void;
  readonly scouted: boolean;
  readonly title: string;
  readonly onClick: ((h: number) => void) | null;
}

export function HexCell({ h, points, area, target, reach = false, warn = false, recon = false, line = null, scouted, title, onClick, onHover }: Props) {
  const cls = ['hex', `area-${area}`, target ? 'target' : '', reach ? 'reach' : '', warn ? 'collide' : '', recon ? 'recon-area' : '', line ? `line-${line}` : '', scouted ? 'scouted' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <polygon
      className={cls}
      points={points}
      data-hex={h}
      onClick={onClick ? () => onClick(h) : undefined}
      onMouseEnter={onHover ? () => onHover(h) : undefined}
      onMouseLeave={onHover ? () => onHover(null) : undefined}
    >
      <title>{title}</title>
    </polygon>
  );
}
