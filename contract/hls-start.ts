// What an HLS player fetches before its first frame when it starts on the lowest rung (hls.js with
// startLevel 0): the master, the lowest rung's playlist, then that rung's init segment (fMP4), if
// any, and its first segment. The origin names these files in the pre-roll's VAST so that the web
// fetches them at once rather than one after another; the web reads them from playlists where it
// has no such list (the programme's own stream).

/** Reads an attribute list (RFC 8216 §4.2): KEY=value,KEY="quoted, value". */
export function readAttributes(list: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([A-Z0-9-]+)=("[^"]*"|[^,]*)/g;
  for (const [, key, raw] of list.matchAll(pattern)) attributes[key] = raw.startsWith('"') ? raw.slice(1, -1) : raw;
  return attributes;
}

/** The rung a player starting on level 0 plays first: the lowest resolution, then the lowest bandwidth; absolute. */
export function lowestRung(master: string, masterUrl: string): string | null {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  const rungs = lines.flatMap((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return [];
    const uri = lines.slice(index + 1).find((next) => next !== '' && !next.startsWith('#'));
    if (!uri) return [];
    const attributes = readAttributes(line.slice('#EXT-X-STREAM-INF:'.length));
    const [, height] = /^\d+x(\d+)$/.exec(attributes.RESOLUTION ?? '') ?? [];
    return [{ uri: new URL(uri, masterUrl).toString(), height: Number(height ?? 0), bandwidth: Number(attributes.BANDWIDTH ?? 0) }];
  });
  rungs.sort((a, b) => a.height - b.height || a.bandwidth - b.bandwidth);
  return rungs[0]?.uri ?? null;
}

/** What a media playlist needs before its first frame: its init segment (fMP4), if any, and its first segment; absolute. */
export function firstSegments(playlist: string, playlistUrl: string): string[] {
  const files: string[] = [];
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-MAP:')) {
      const uri = readAttributes(line.slice('#EXT-X-MAP:'.length)).URI;
      if (uri) files.push(new URL(uri, playlistUrl).toString());
    } else if (line !== '' && !line.startsWith('#')) {
      files.push(new URL(line, playlistUrl).toString());
      break;
    }
  }
  return files;
}
