// Step and scrub through a replay: start, back, play/pause, forward, end, and a slider.
import { useEffect } from 'react';
import { useLang } from '../i18n/lang.js';

interface Props {
  readonly pos: number;
  readonly total: number;
  readonly playing: boolean;
  onSeek(pos: number): void;
  onPlaying(playing: boolean): void;
}

const PLAY_MS = 500;

export function ReplayControls({ pos, total, playing, onSeek, onPlaying }: Props) {
  const { t } = useLang();
  useEffect(() => {
    if (!playing) return;
    if (pos >= total) {
      onPlaying(false);
      return;
    }
    const id = setTimeout(() => onSeek(pos + 1), PLAY_MS);
    return () => clearTimeout(id);
  }, [playing, pos, total, onSeek, onPlaying]);

  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement && e.target.type !== 'range') return;
      if (e.key === 'ArrowLeft') onSeek(Math.max(0, pos - 1));
      if (e.key === 'ArrowRight') onSeek(Math.min(total, pos + 1));
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [pos, total, onSeek]);

  return (
    <div className="replay-controls">
      <button type="button" title={t('start')} onClick={() => onSeek(0)} disabled={pos === 0}>
        ⇤
      </button>
      <button type="button" title={t('back')} data-testid="replay-back" onClick={() => onSeek(pos - 1)} disabled={pos === 0}>
        ←
      </button>
      <button type="button" title={playing ? t('pause') : t('play')} onClick={() => onPlaying(!playing)} disabled={pos >= total && !playing}>
        {playing ? '❚❚' : '▶'}
      </button>
      <button type="button" title={t('forward')} data-testid="replay-forward" onClick={() => onSeek(pos + 1)} disabled={pos >= total}>
        →
      </button>
      <button type="button" title={t('end')} onClick={() => onSeek(total)} disabled={pos >= total}>
        ⇥
      </button>
      <input
        type="range"
        className="scrub"
        data-testid="replay-scrub"
        min={0}
        max={total}
        value={pos}
        onChange={(e) => onSeek(Number(e.target.value))}
      />
      <span className="replay-pos" data-testid="replay-pos">
        {t('step')} {pos} / {total}
      </span>
    </div>
  );
}
