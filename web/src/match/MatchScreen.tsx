// A match as one seat (or a spectator) sees it: status, board, legal actions, log, and the result.
// Shared by the online page and the hot-seat page.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ActionChoice } from '../../../src/protocol/types.js';
import type { MatchLink } from '../api/useMatch.js';
import { boardFor } from '../boards/registry.js';
import { useLang } from '../i18n/lang.js';
import { ActionPanel } from './ActionPanel.js';
import { ErrorBar } from './ErrorBar.js';
import { LogPanel } from './LogPanel.js';
import { ResignButton } from './ResignButton.js';
import { ResultBanner } from './ResultBanner.js';
import { StatusBar } from './StatusBar.js';
import { Toast } from './Toast.js';
import { TurnSoundToggle } from './TurnSoundToggle.js';
import { useTurnAlert } from './turnAlert.js';

interface Props {
  readonly link: MatchLink;
  readonly extra?: ReactNode;
  /** Ask for the same match again (a seat of a finished match). */
  onRematch?(): Promise<void>;
}

export function MatchScreen({ link, extra, onRematch }: Props) {
  const { lang, t } = useLang();
  const { state } = link;
  const [candidates, setCandidates] = useState<readonly ActionChoice[] | null>(null);
  const [resultHidden, setResultHidden] = useState(false);
  const version = state?.version;
  useEffect(() => {
    setCandidates(null);
  }, [version]);

  const myMove = state !== null && state.seat !== null && state.result === null && state.toMove.includes(state.seat);
  useTurnAlert(myMove, t('yourTurnTitle'));

  if (state === null) return <p className="muted">{t('loading')}</p>;
  const { Board, seatName, contentName, toast } = boardFor(state.game);
  const canAct = state.seat !== null && state.actions.length > 0 && state.result === null;

  const act = (c: ActionChoice) => {
    setCandidates(null);
    link.act(c.action);
  };
  const onPick = canAct
    ? (cands: readonly ActionChoice[]) => {
        if (link.busy) return;
        if (cands.length === 1) act(cands[0]);
        else setCandidates(cands);
      }
    : null;

  return (
    <div className={`match-screen${link.busy ? ' busy' : ''}`} data-version={state.version} data-busy={link.busy}>
      <StatusBar state={state} status={link.status} seatName={seatName} />
      {link.error && <ErrorBar error={link.error} onDismiss={link.clearError} />}
      <Toast log={state.log} wanted={toast} />
      <div className="match-body">
        <div className="board-area">
          <Suspense fallback={<p className="muted">{t('loading')}</p>}>
            <Board view={state.view} options={state.options} seat={state.seat} actions={state.actions} log={state.log} lang={lang} busy={link.busy} onPick={onPick} />
          </Suspense>
          {state.result && !resultHidden && (
            <ResultBanner
              id={state.id}
              result={state.result}
              seat={state.seat}
              summary={state.summary}
              resigned={state.resigned}
              seatName={seatName}
              contentName={contentName}
              onHide={() => setResultHidden(true)}
              onRematch={state.seat !== null ? onRematch : undefined}
            />
          )}
        </div>
        <div className="side-area">
          {state.seat !== null && state.result === null && (
            <ActionPanel
              actions={state.actions}
              candidates={candidates}
              disabled={link.busy}
              undoable={state.undoable}
              onAct={act}
              onCancel={() => setCandidates(null)}
              onUndo={link.undo}
            />
          )}
          {state.seat !== null && state.result === null && <ResignButton disabled={link.busy} onResign={link.resign} />}
          {state.seat !== null && state.result === null && <TurnSoundToggle />}
          {state.result && resultHidden && (
            <button type="button" onClick={() => setResultHidden(false)}>
              {t('gameOver')}
            </button>
          )}
          {extra}
          <LogPanel log={state.log} />
        </div>
      </div>
    </div>
  );
}
