// How a title's ladder names its rungs, for what writes a ladder (the demo media, media ingest,
// the seed) and what reads one (the play and download calls, the browser's downloads). A rung
// named `360p` keeps its media playlist and segments in a folder of that name beside the title's
// master, which lists it as `360p/index.m3u8`. A ladder whose audio or subtitles are renditions of
// their own also gives each rung a master of its own, `360p.m3u8`, which plays that rung alone
// with them (the play call's per-quality URLs). A rendition's playlist in the catalogue is one of
// the two, and names its rung either way.

const RUNG_NAME = /^[\w-]+$/;

/** The rung's media playlist, relative to the title's master: the master's entry for the rung. */
export function rungPlaylist(name: string): string {
  return `${name}/index.m3u8`;
}

/** The rung's own master (this rung alone, with the title's audio and subtitles), relative to the title's master. */
export function rungMaster(name: string): string {
  return `${name}.m3u8`;
}

/** The rung a playlist relative to the title's master belongs to (its media playlist or its own master); null for any other file. */
export function rungOf(relativePath: string): string | null {
  const media = /^(.+)\/index(?:-\d{1,5}s)?\.m3u8$/.exec(relativePath);
  const name = media ? media[1] : relativePath.endsWith('.m3u8') ? relativePath.slice(0, -'.m3u8'.length) : '';
  return RUNG_NAME.test(name) && name !== 'master' && name !== 'index' ? name : null;
}
