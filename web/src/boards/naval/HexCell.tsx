// One hex of the naval map: its area's colour, a highlight when a click here does something.
import type { HexArea } from './zones.js';

interface Props {
  readonly h: number;
  readonly points: string;
  readonly area: HexArea;
  readonly target: boolean;
  /** Reachable by a move to this destination (several steps). */
  readonly reach?: boolean;
  readonly scouted: boolean;
  readonly title: string;
  readonly onClick: ((h: number) => void) | null;
}

export function HexCell({ h, points, area, target, reach = false, scouted, title, onClick }: Props) {
  const cls = ['hex', `area-${area}`, target ? 'target' : '', reach ? 'reach' : '', scouted ? 'scouted' : ''].filter(Boolean).join(' ');
  return (
    <polygon className={cls} points={points} data-hex={h} onClick={onClick ? () => onClick(h) : undefined}>
      <title>{title}</title>
    </polygon>
  );
}
