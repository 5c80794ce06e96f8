// The naval board: an SVG hex map of exactly what the seat's view holds (fog of war is the view's
// absence of enemy ships), with clicks on ships and hexes turned into actions.
import { useEffect, useMemo, useRef, useState } from 'react';
import { SHIP_TABLE } from '../../../../src/games/naval/data.js';
import type { ActionChoice, Json } from '../../../../src/protocol/types.js';
import { isRecord, num, str } from '../fields.js';
import { GenericBoard } from '../generic/GenericBoard.js';
import type { BoardProps } from '../types.js';
import { BuildPanel } from './BuildPanel.js';
import { HexCell } from './HexCell.js';
import { hexLayout, hexName } from './layout.js';
import { NAVAL_HINTS, NAVAL_WORDS, SIDE_COLOURS, SIDES, unitLabel } from './labels.js';
import { Markers } from './Markers.js';
import { NavalInfo } from './NavalInfo.js';
import { candidatesAtHex, candidatesOnUnit, focusUnit, selectableUnits, targetHexes, unitCommands } from './pick.js';
import { ShotMarks } from './ShotMarks.js';
import { shotMarks } from './shots.js';
import { UnitToken } from './UnitToken.js';
import { asNavalView, type NavalUnitView, type NavalView } from './view.js';
import { hexAreas } from './zones.js';
import { routeHash } from '../../routes.js';
import { reachable } from './route.js';
import { collisionHexes, hexDistance, reconArea, shellOdds, torpedoLine } from './preview.js';

const RULES_WORD = { zh: '规则', en: 'Rules' } as const;

const HEX_SIZE = 30;

export function NavalBoard(props: BoardProps) {
  const view = asNavalView(props.view);
  if (view === null) return <GenericBoard {...props} />;
  return <NavalMap {...props} view={view} />;
}

function NavalMap({ view, options, actions, log, lang, busy = false, onPick }: Omit<BoardProps, 'view'> & { view: NavalView }) {
  const [selected, setSelected] = useState<number | null>(null);
  const board = view.board;
  // Each player sees their own base at the bottom.
  const layout = useMemo(() => hexLayout(board, HEX_SIZE, view.you === 0), [board, view.you]);
  const areas = useMemo(() => hexAreas(board), [board]);
  const selectable = useMemo(() => selectableUnits(actions), [actions]);
  const chosen = selected !== null && selectable.has(selected) ? selected : null;
  const focus = focusUnit(view, chosen);
  const targets = useMemo(() => targetHexes(actions, focus), [actions, focus]);
  const marks = useMemo(() => shotMarks(log), [log]);
  const scouted = useMemo(() => new Set(view.scouted), [view.scouted]);
  const commands = unitCommands(actions, focus);

  // Moving by destination: hexes the focused ship can still reach (beyond its next step), walked one
  // legal step at a time; the walk stops where a step is not legal any more.
  const [walk, setWalk] = useState<{ u: number; path: number[] } | null>(null);
  const steps = useMemo(() => stepTargets(actions, focus), [actions, focus]);
  const reach = useMemo(() => {
    if (focus === null || steps.size === 0 || onPick === null) return new Map<number, number[]>();
    const u = view.units.find((x) => x.id === focus);
    if (u === undefined || u.hex < 0) return new Map<number, number[]>();
    // Moves left: the active ship's count, else its class's 机动性 (SS: 2 unlit, 1 lit — N-40).
    const left = view.active?.u === focus ? view.active.left : u.cls === 'SS' ? (u.lit ? 1 : 2) : SHIP_TABLE[u.cls].mot;
    const blocked = new Set<number>(view.board.bases);
    for (const o of view.units) if (o.owner !== view.you && o.hex >= 0) blocked.add(o.hex);
    // Your own minefields stop your ships, not your submarines.
    if (u.cls !== 'SS') for (const m of view.mines) if (m.owner === view.you) blocked.add(m.hex);
    const r = reachable(view.board, u.hex, left, blocked);
    // The next step itself is a plain target; a destination must start with a step legal now.
    for (const [h, path] of r) if (steps.has(h) || !steps.has(path[0])) r.delete(h);
    return r;
  }, [focus, steps, onPick, view]);
  // Preview: hovering a hex the focused ship would torpedo shows the line's full- and half-damage hexes.
  const [hover, setHover] = useState<number | null>(null);
  const line = useMemo(() => {
    const shooter = hover === null ? undefined : soleShooter(view, actions, 'torpedo', hover, focus);
    return shooter !== undefined && hover !== null ? torpedoLine(view.board, shooter.hex, hover) : null;
  }, [hover, focus, actions, view]);
  // Preview: a recon centred on the hovered hex scouts everything within the radius (N-27).
  const recon = useMemo(() => {
    if (hover === null || !actions.some((c) => str(c.action, 't') === 'recon' && num(c.action, 'h') === hover)) return null;
    return reconArea(view.board, hover, numberOption(options, 'reconRadius') ?? 4);
  }, [hover, actions, view.board, options]);
  // Preview: aiming a shell at the hovered hex — the number the die must show, and the chance (N-34).
  const shot = useMemo(() => {
    const shooter = hover === null ? undefined : soleShooter(view, actions, 'aim', hover, focus);
    if (shooter === undefined || hover === null) return null;
    const t = isRecord(options) && Array.isArray(options.shellThreshold) ? (options.shellThreshold as number[]) : undefined;
    return shellOdds(t, numberOption(options, 'die'), hexDistance(view.board, shooter.hex, hover));
  }, [hover, focus, actions, view, options]);
  // Warning: ending a move on a friendly ship's hex is a collision (N-24).
  const collide = useMemo(() => (focus === null ? new Set<number>() : collisionHexes(view.units, focus, view.you, [...steps, ...reach.keys()])), [focus, view, steps, reach]);
  const walked = useRef<readonly ActionChoice[] | null>(null);
  useEffect(() => {
    if (walk === null || onPick === null || busy || walked.current === actions) return;
    const next = actions.find((c) => num(c.action, 'u') === walk.u && num(c.action, 'h') === walk.path[0] && str(c.action, 't') === 'step');
    if (next === undefined) {
      setWalk(null);
      return;
    }
    walked.current = actions;
    const rest = walk.path.slice(1);
    setWalk(rest.length > 0 ? { u: walk.u, path: rest } : null);
    onPick([next]);
  }, [walk, actions, onPick, busy]);

  const pick = (cands: readonly ActionChoice[]) => {
    if (onPick && cands.length > 0) onPick(cands);
  };
  const clickHex = onPick
    ? (h: number) => {
        const path = reach.get(h);
        if (path !== undefined && focus !== null) return setWalk({ u: focus, path });
        pick(candidatesAtHex(actions, h, focus));
      }
    : null;
  // A ship is a target first (a submarine to sink, the hex the focused unit acts on); otherwise a
  // click on one of your ships selects it.
  const clickUnit = onPick
    ? (u: NavalUnitView) => {
        const onUnit = candidatesOnUnit(actions, u.id, focus);
        if (onUnit.length > 0) return pick(onUnit);
        const here = candidatesAtHex(actions, u.hex, focus);
        if (focus !== null && here.length > 0) return pick(here);
        if (u.owner === view.you && selectable.has(u.id) && view.active === null) return setSelected(chosen === u.id ? null : u.id);
        pick(here);
      }
    : null;

  // Ships sharing a hex are drawn side by side.
  const placed = view.units.filter((u) => u.hex >= 0);
  const perHex = new Map<number, NavalUnitView[]>();
  for (const u of placed) perHex.set(u.hex, [...(perHex.get(u.hex) ?? []), u]);

  const hint = !onPick
    ? null
    : reach.size > 0
      ? NAVAL_HINTS.clickDestination[lang]
      : targets.size > 0
      ? NAVAL_HINTS.clickHex[lang]
      : selectable.size > 0 && focus === null
        ? NAVAL_HINTS.clickShip[lang]
        : null;

  return (
    <div className="naval-board">
      <div className="naval-map-wrap">
        <svg className="naval-map" viewBox={layout.viewBox} role="img" aria-label="naval map">
          <g className="hexes">
            {board.hexes.map((_, h) => (
              <HexCell
                key={h}
                h={h}
                points={layout.corners(h)}
                area={areas[h]}
                target={onPick !== null && targets.has(h)}
                reach={reach.has(h)}
                warn={collide.has(h)}
                recon={recon?.has(h) ?? false}
                line={line === null ? null : line.full.has(h) ? 'full' : line.half.has(h) ? 'half' : null}
                onHover={onPick ? setHover : undefined}
                scouted={scouted.has(h)}
                title={`${hexName(board, h)}${scouted.has(h) ? ` · ${NAVAL_WORDS.scouted[lang]}` : ''}`}
                onClick={clickHex}
              />
            ))}
          </g>
          <g className="hex-coords" pointerEvents="none">
            {board.hexes.map((_, h) => {
              const c = layout.centre(h);
              return (
                <text key={h} x={c.x} y={c.y + HEX_SIZE * 0.72}>
                  {hexName(board, h)}
                </text>
              );
            })}
          </g>
          {board.bases.map((h, seat) => {
            const c = layout.centre(h);
            return (
              <text key={`base-${seat}`} className="base-label" x={c.x} y={c.y + 5} fill={SIDE_COLOURS[seat]} pointerEvents="none">
                {NAVAL_WORDS.base[lang]}
              </text>
            );
          })}
          <Markers view={view} layout={layout} lang={lang} />
          <ShotMarks marks={marks} layout={layout} lang={lang} />
          <g className="units">
            {placed.map((u) => {
              const group = perHex.get(u.hex) ?? [u];
              const i = group.indexOf(u);
              const c = layout.centre(u.hex);
              const dx = group.length > 1 ? (i - (group.length - 1) / 2) * HEX_SIZE * 0.55 : 0;
              return (
                <UnitToken
                  key={u.id}
                  unit={u}
                  at={{ x: c.x + dx, y: c.y }}
                  size={HEX_SIZE}
                  selected={focus === u.id}
                  selectable={onPick !== null && u.owner === view.you && selectable.has(u.id)}
                  title={`${SIDES[u.owner]?.[lang] ?? ''} ${unitLabel(u.cls, u.id)[lang]} · ${NAVAL_WORDS.hp[lang]} ${u.hp}/${u.maxHp} · ${hexName(board, u.hex)}`}
                  onClick={clickUnit}
                />
              );
            })}
          </g>
        </svg>
      </div>
      <div className="naval-side">
        {hint && <div className="hint">{hint}</div>}
        {shot !== null && (
          <div className="hint" data-testid="shell-odds">
            {NAVAL_HINTS.shellOdds[lang].replace('{need}', String(shot.need)).replace('{pct}', String(Math.round(shot.chance * 100)))}
          </div>
        )}
        {hover !== null && collide.has(hover) && (
          <div className="hint warn" data-testid="collision-warning">
            {NAVAL_HINTS.collision[lang]}
          </div>
        )}
        {focus !== null && (
          <div className="focus-commands">
            {NAVAL_WORDS.selected[lang]}: {unitLabel(view.units.find((u) => u.id === focus)?.cls ?? '', focus)[lang]}
            {/* The ship table (N-7) and everything else about ships, in the rules. */}
            <a className="rules-link" data-testid="unit-rules" href={routeHash({ page: 'rules', game: 'naval', rule: 'N-7' })} target="_blank" rel="noreferrer">
              {RULES_WORD[lang]}
            </a>
            {commands.map((c) => (
              <button key={c.key} type="button" className="command" onClick={() => onPick?.([c])}>
                {c.label[lang]}
              </button>
            ))}
          </div>
        )}
        {view.phase === 'build' && view.you !== null && <BuildPanel options={options} fleet={view.fleet} actions={actions} lang={lang} onPick={onPick} />}
        <NavalInfo view={view} lang={lang} />
      </div>
    </div>
  );
}

/** Hexes the focused ship may step to now. */
function stepTargets(actions: readonly ActionChoice[], focus: number | null): Set<number> {
  const out = new Set<number>();
  for (const c of actions) {
    const h = num(c.action, 'h');
    if (str(c.action, 't') === 'step' && num(c.action, 'u') === focus && h !== undefined) out.add(h);
  }
  return out;
}

/** A number among the match's public options, if the server sent them. */
function numberOption(options: Json | undefined, key: string): number | undefined {
  const v = isRecord(options) ? options[key] : undefined;
  return typeof v === 'number' ? v : undefined;
}

/** The ship a shot of kind `t` at hex `h` would come from: the focused one, or the only one that could. */
function soleShooter(view: NavalView, actions: readonly ActionChoice[], t: 'torpedo' | 'aim', h: number, focus: number | null): NavalUnitView | undefined {
  const ids = new Set<number>();
  for (const c of actions) {
    const u = num(c.action, 'u');
    if (str(c.action, 't') === t && num(c.action, 'h') === h && u !== undefined && (focus === null || u === focus)) ids.add(u);
  }
  const shooter = ids.size === 1 ? view.units.find((x) => ids.has(x.id)) : undefined;
  return shooter !== undefined && shooter.hex >= 0 ? shooter : undefined;
}
