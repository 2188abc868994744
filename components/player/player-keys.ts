// Keyboard shortcuts of the video player (issue: space or k, j and l, arrows, f, m).

export type PlayerAction =
  | { type: 'toggle-play' }
  | { type: 'seek'; seconds: number }
  | { type: 'volume'; delta: number }
  | { type: 'fullscreen' }
  | { type: 'mute' };

/** The action for a key, or null when the key is not a shortcut. */
export function actionForKey(key: string): PlayerAction | null {
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      return { type: 'toggle-play' };
    case 'j':
    case 'J':
      return { type: 'seek', seconds: -10 };
    case 'l':
    case 'L':
      return { type: 'seek', seconds: 10 };
    case 'ArrowLeft':
      return { type: 'seek', seconds: -5 };
    case 'ArrowRight':
      return { type: 'seek', seconds: 5 };
    case 'ArrowUp':
      return { type: 'volume', delta: 0.1 };
    case 'ArrowDown':
      return { type: 'volume', delta: -0.1 };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case 'm':
    case 'M':
      return { type: 'mute' };
    default:
      return null;
  }
}

/** Applies an action to a video element; `frame` is the element that goes fullscreen. */
export function applyPlayerAction(video: HTMLVideoElement, action: PlayerAction, frame: HTMLElement): void {
  switch (action.type) {
    case 'toggle-play':
      if (video.paused) void video.play().catch(() => undefined);
      else video.pause();
      return;
    case 'seek': {
      const end = Number.isFinite(video.duration) ? video.duration : Infinity;
      video.currentTime = Math.min(Math.max(0, video.currentTime + action.seconds), end);
      return;
    }
    case 'volume':
      video.volume = Math.min(1, Math.max(0, Math.round((video.volume + action.delta) * 10) / 10));
      if (video.volume > 0) video.muted = false;
      return;
    case 'mute':
      video.muted = !video.muted;
      return;
    case 'fullscreen':
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      else void frame.requestFullscreen?.().catch(() => undefined);
  }
}

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
