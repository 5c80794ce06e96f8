// Turn notifications: the tab title says when this seat owes a decision (seen from another tab), and
// an optional short tone (off unless the player turns it on; the choice is kept on this device).
import { useEffect } from 'react';

const SOUND_KEY = 'sandtable:turnSound';

export function turnSoundOn(): boolean {
  return localStorage.getItem(SOUND_KEY) === '1';
}

export function setTurnSound(on: boolean): void {
  localStorage.setItem(SOUND_KEY, on ? '1' : '0');
}

/** The tab title while it is (or is not) this seat's move. */
export function turnTitle(base: string, myMove: boolean, yourTurn: string): string {
  return myMove ? `● ${yourTurn} — ${base}` : base;
}

function beep(): void {
  const Ctx = window.AudioContext as typeof AudioContext | undefined;
  if (Ctx === undefined) return;
  const ctx = new Ctx();
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.frequency.value = 660;
  gain.gain.setValueAtTime(0.08, ctx.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.25);
  osc.connect(gain).connect(ctx.destination);
  osc.start();
  osc.stop(ctx.currentTime + 0.25);
  osc.onended = () => void ctx.close();
}

/** Keep the title in step with whose move it is; tone once each time the move becomes ours. */
export function useTurnAlert(myMove: boolean, yourTurn: string): void {
  useEffect(() => {
    const base = document.title.replace(/^● .*? — /, '');
    document.title = turnTitle(base, myMove, yourTurn);
    if (myMove && turnSoundOn()) beep();
    return () => {
      document.title = base;
    };
  }, [myMove, yourTurn]);
}
