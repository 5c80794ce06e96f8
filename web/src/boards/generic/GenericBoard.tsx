// The board of a game without a drawn board yet: its view as a tree. Every rule stays playable
// through the action panel.
import type { BoardProps } from '../types.js';
import { JsonTree } from './JsonTree.js';

export function GenericBoard({ view }: BoardProps) {
  return (
    <div className="generic-board">
      <JsonTree value={view} />
    </div>
  );
}
