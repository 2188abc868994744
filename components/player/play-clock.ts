// How much of the title a video played: what each stream heartbeat reports, so the origin counts
// no more watching than happened here (its own clock bounds it from above either way).

export interface PlayClock {
  /** Seconds played since the last take (not paused, not seeked over, not an ad break). */
  take(): number;
  stop(): void;
}

/** Counts the video's playing time while `counting()` holds (the content is on, not an ad break). */
export function countPlayed(video: HTMLMediaElement, counting: () => boolean): PlayClock {
  let played = 0;
  let last: { time: number; at: number } | null = null;
  const sample = () => {
    if (!counting() || video.paused || video.seeking) {
      last = null;
      return;
    }
    const at = performance.now();
    if (last) {
      const moved = video.currentTime - last.time;
      // a jump further than the time passed allows is a seek or a new source, not watching
      const allowed = ((at - last.at) / 1000) * Math.max(1, video.playbackRate) + 0.5;
      if (moved > 0 && moved <= allowed) played += moved;
    }
    last = { time: video.currentTime, at };
  };
  const forget = () => {
    last = null;
  };
  video.addEventListener('timeupdate', sample);
  video.addEventListener('seeking', forget);
  video.addEventListener('emptied', forget);
  return {
    take() {
      sample();
      const seconds = played;
      played = 0;
      return seconds;
    },
    stop() {
      video.removeEventListener('timeupdate', sample);
      video.removeEventListener('seeking', forget);
      video.removeEventListener('emptied', forget);
    },
  };
}
