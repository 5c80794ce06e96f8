// 战舰战甲: the zone board with ships and mechs, each side's cards and counters beside it. Click a
// mech of yours to select it, then a highlighted zone (move, launch) or an enemy (attack); the
// action panel lists every legal action as well.
import { useMemo, useState } from 'react';
import type { ActionChoice } from '../../../../src/protocol/types.js';
import { GenericBoard } from '../generic/GenericBoard.js';
import type { BoardProps } from '../types.js';
import { BuildSummary } from './BuildSummary.js';
import { type Inspected, PilotDetails, UnitDetails } from './Details.js';
import { MatchInfo } from './MatchInfo.js';
import { mechName } from './names.js';
import { actingUnits, atZone, onUnit, unitCommands, zoneTargets } from './pick.js';
import { SidePanel } from './SidePanel.js';
import { asMechaView, type MechaUnitView, type MechaView } from './view.js';
import { MECHA_WORDS as W } from './words.js';
import { ZoneGrid } from './ZoneGrid.js';

export function MechaBoard(props: BoardProps) {
  const view = asMechaView(props.view);
  if (view === null) return <GenericBoard {...props} />;
  return <MechaTable {...props} view={view} />;
}

function MechaTable({ view, options, seat, actions, lang, onPick }: Omit<BoardProps, 'view'> & { view: MechaView }) {
  const [selected, setSelected] = useState<number | null>(null);
  const [inspected, setInspected] = useState<Inspected | null>(null);
  const inspectUnit = (u: MechaUnitView) => setInspected({ unit: u.id });
  const shown = inspected && 'unit' in inspected ? view.units.find((u) => u.id === inspected.unit) : undefined;
  const acting = useMemo(() => actingUnits(actions), [actions]);
  const focus = selected !== null && acting.has(selected) ? selected : view.launch && acting.has(view.launch.u) ? view.launch.u : null;
  const targets = useMemo(() => zoneTargets(view, seat, actions, focus), [view, seat, actions, focus]);
  const unitTargets = useMemo(
    () => new Set(view.units.filter((u) => onUnit(view, seat, actions, u.id, focus).length > 0).map((u) => u.id)),
    [view, seat, actions, focus],
  );
  const commands = unitCommands(actions, focus);

  const pick = (cands: readonly ActionChoice[]) => {
    if (onPick && cands.length > 0) onPick(cands);
  };
  const clickZone = onPick ? (z: number) => pick(atZone(view, seat, actions, z, focus)) : null;
  const clickUnit = onPick
    ? (u: MechaUnitView) => {
        const aimed = onUnit(view, seat, actions, u.id, focus);
        if (aimed.length > 0) return pick(aimed);
        if (u.owner === seat && acting.has(u.id)) return setSelected(focus === u.id ? null : u.id);
        if (u.place === 'field') pick(atZone(view, seat, actions, u.zone, focus));
      }
    : null;

  const hint = !onPick ? null : targets.size > 0 ? W.clickZone[lang] : acting.size > 0 && focus === null ? W.clickUnit[lang] : null;
  const order = view.you === 1 ? [1, 0] : [0, 1];
  const focusUnit = view.units.find((u) => u.id === focus);

  return (
    <div className="mecha-board">
      <MatchInfo view={view} lang={lang} />
      {hint && <div className="hint">{hint}</div>}
      {focusUnit && (
        <div className="focus-commands">
          {W.selected[lang]}: {mechName(focusUnit.card)[lang]} #{focusUnit.id}
          {commands.map((c) => (
            <button key={c.key} type="button" className="command" onClick={() => onPick?.([c])}>
              {c.label[lang]}
            </button>
          ))}
        </div>
      )}
      <div className="mecha-layout">
        <ZoneGrid
          view={view}
          lang={lang}
          targets={onPick ? targets : new Set()}
          unitTargets={onPick ? unitTargets : new Set()}
          selectable={onPick ? acting : new Set()}
          focus={focus}
          onZone={clickZone}
          onUnit={clickUnit}
          onInspect={inspectUnit}
        />
        <div className="mecha-sides">
          {shown && <UnitDetails unit={shown} lang={lang} />}
          {inspected && 'pilot' in inspected && <PilotDetails pilot={inspected.pilot} lang={lang} />}
          {view.build && <BuildSummary build={view.build} options={options} lang={lang} />}
          {view.sides.length === 2 &&
            order.map((p) => (
              <SidePanel
                key={p}
                view={view}
                seat={p}
                side={view.sides[p]}
                lang={lang}
                selectable={onPick ? acting : new Set()}
                focus={focus}
                onUnit={clickUnit}
                onInspect={setInspected}
              />
            ))}
        </div>
      </div>
    </div>
  );
}
