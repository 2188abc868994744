import type Hls from 'hls.js';
import type { CuesParsedData, MediaPlaylist } from 'hls.js';

// Subtitles without <track> elements. hls.js renders them natively by appending a
// <track src="data:,WEBVTT"> per subtitle track to the video, a URL the page's
// Content-Security-Policy refuses (media-src has no data:, and needs none). Told not to
// (renderTextTracksNatively: false), it hands the cues it parses to the player instead, which puts
// them on text tracks of the element's own (addTextTrack takes no URL), shown by the browser as before.

/** hls.js options for every player: subtitles come as cues, never as <track> elements. */
export const SUBTITLES_AS_CUES = { renderTextTracksNatively: false } as const;

export interface SubtitleCues {
  /** Shows the cues of `hls.subtitleTracks[index]` (loaded as hls.js parses them); -1 shows none. */
  show(index: number): void;
  /** Takes this stream's cues off the element. */
  destroy(): void;
}

const keyOf = (playlist: MediaPlaylist) => `${playlist.lang ?? ''}|${playlist.name}`;

export function subtitleCues(hls: Hls, events: typeof Hls.Events, video: HTMLMediaElement): SubtitleCues {
  const tracks = new Map<string, TextTrack>();
  let shown: string | null = null;

  function trackFor(playlist: MediaPlaylist): TextTrack {
    const key = keyOf(playlist);
    let track = tracks.get(key);
    if (!track) {
      const language = playlist.lang ?? '';
      // an element's text tracks cannot be removed: one an earlier stream left is used again
      track =
        Array.from(video.textTracks).find((t) => t.kind === 'subtitles' && t.label === playlist.name && t.language === language) ??
        video.addTextTrack('subtitles', playlist.name, language);
      track.mode = shown === key ? 'showing' : 'hidden';
      tracks.set(key, track);
    }
    return track;
  }

  hls.on(events.CUES_PARSED, (_event, data: CuesParsedData) => {
    if (data.type !== 'subtitles' || !data.subtitleTrack) return;
    const track = trackFor(data.subtitleTrack);
    // a disabled track has no cue list to check against
    if (track.mode === 'disabled') track.mode = 'hidden';
    // segments overlap: the same cue can come twice
    for (const cue of data.cues as VTTCue[]) if (!track.cues?.getCueById(cue.id)) track.addCue(cue);
  });

  return {
    show(index) {
      const playlist = index >= 0 ? hls.subtitleTracks[index] : undefined;
      shown = playlist ? keyOf(playlist) : null;
      for (const [key, track] of tracks) track.mode = key === shown ? 'showing' : 'disabled';
      if (playlist) trackFor(playlist).mode = 'showing';
    },
    destroy() {
      for (const track of tracks.values()) {
        track.mode = 'hidden';
        for (const cue of Array.from(track.cues ?? [])) track.removeCue(cue);
        track.mode = 'disabled';
      }
      tracks.clear();
    },
  };
}
