// What a download stores of an HLS title: the chosen rung's variant of the master with its audio
// and subtitle renditions, their playlists, segments and init segments. Every file keeps its path
// relative to the master's folder, so the stored copy resolves offline as it did online, and a
// resumed download (with freshly signed URLs) finds what it already holds. The browser stores
// these files; the origin adds up their sizes for the size it offers, so the two agree.

import { readAttributes } from './hls-start';
import { rungOf } from './hls-rungs';

export interface MasterVariant {
  /** the variant's media playlist, absolute */
  uri: string;
  bandwidth: number;
  audio?: string;
  subtitles?: string;
  /** the #EXT-X-STREAM-INF line as it is */
  tag: string;
}

export interface MasterRendition {
  type: string;
  groupId: string;
  uri?: string;
  isDefault: boolean;
  tag: string;
}

function resolve(uri: string, base: string): string {
  return new URL(uri, base).toString();
}

export function parseMaster(text: string, baseUrl: string): { variants: MasterVariant[]; renditions: MasterRendition[] } {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const variants: MasterVariant[] = [];
  const renditions: MasterRendition[] = [];
  lines.forEach((line, index) => {
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      const attributes = readAttributes(line.slice('#EXT-X-STREAM-INF:'.length));
      const uri = lines.slice(index + 1).find((next) => next !== '' && !next.startsWith('#'));
      if (!uri) return;
      variants.push({
        uri: resolve(uri, baseUrl),
        bandwidth: Number(attributes.BANDWIDTH ?? 0),
        audio: attributes.AUDIO,
        subtitles: attributes.SUBTITLES,
        tag: line,
      });
    } else if (line.startsWith('#EXT-X-MEDIA:')) {
      const attributes = readAttributes(line.slice('#EXT-X-MEDIA:'.length));
      renditions.push({
        type: attributes.TYPE ?? '',
        groupId: attributes['GROUP-ID'] ?? '',
        uri: attributes.URI ? resolve(attributes.URI, baseUrl) : undefined,
        isDefault: attributes.DEFAULT === 'YES',
        tag: line,
      });
    }
  });
  return { variants, renditions };
}

/** The path of `url` under `folder` (both absolute; folder ends with /), or null outside it. */
export function pathUnder(url: string, folder: string): string | null {
  const clean = url.split(/[?#]/)[0];
  if (!clean.startsWith(folder)) return null;
  const relative = clean.slice(folder.length);
  return relative === '' || relative.split('/').includes('..') ? null : decodeURIComponent(relative);
}

/** The variant of the rung named `rung` (see hls-rungs.ts) in a master; undefined when the master lists none. */
export function rungVariant(text: string, masterUrl: string, rung: string): MasterVariant | undefined {
  const folder = folderOf(masterUrl);
  return parseMaster(text, masterUrl).variants.find((variant) => rungOf(pathUnder(variant.uri, folder) ?? '') === rung);
}

/** The folder of a URL, ending with a slash. */
export function folderOf(url: string): string {
  const clean = url.split(/[?#]/)[0];
  return clean.slice(0, clean.lastIndexOf('/') + 1);
}

/**
 * The files a media playlist names (segments and EXT-X-MAP init segments), absolute, and the
 * playlist rewritten with each of them relative to the playlist's own stored path.
 */
export function readMediaPlaylist(text: string, playlistUrl: string, folder: string): { files: string[]; stored: string } {
  const files: string[] = [];
  const ownPath = pathUnder(playlistUrl, folder) ?? '';
  const depth = ownPath.split('/').length - 1;
  const local = (absolute: string) => {
    const relative = pathUnder(absolute, folder);
    if (relative === null) throw new Error(`A file of this title lies outside its folder: ${absolute}`);
    files.push(absolute.split('#')[0]);
    return `${'../'.repeat(depth)}${relative}`;
  };
  const stored = text
    .split(/\r?\n/)
    .map((raw) => {
      const line = raw.trim();
      if (line === '') return raw;
      if (line.startsWith('#EXT-X-MAP:') || line.startsWith('#EXT-X-KEY:')) {
        return line.replace(/URI="([^"]*)"/, (_match, uri: string) => `URI="${local(resolve(uri, playlistUrl))}"`);
      }
      if (line.startsWith('#')) return line;
      return local(resolve(line, playlistUrl));
    })
    .join('\n');
  return { files: [...new Set(files)], stored };
}

/**
 * The master as stored: the chosen variant alone, with the renditions of its audio group (the
 * default one) and its subtitle group, every URI relative to the master.
 */
export function storedMaster(text: string, masterUrl: string, variant: MasterVariant): { stored: string; playlists: string[] } {
  const folder = folderOf(masterUrl);
  const { renditions } = parseMaster(text, masterUrl);
  const audio = renditions.filter((rendition) => rendition.type === 'AUDIO' && rendition.groupId === variant.audio && rendition.uri);
  const keptAudio = audio.find((rendition) => rendition.isDefault) ?? audio[0];
  const subtitles = renditions.filter(
    (rendition) => rendition.type === 'SUBTITLES' && rendition.groupId === variant.subtitles && rendition.uri,
  );
  // audio renditions without a URI ride in the variant itself; keep their tags as they are
  const muxedAudio = renditions.filter((rendition) => rendition.type === 'AUDIO' && rendition.groupId === variant.audio && !rendition.uri);
  const relative = (uri: string) => {
    const path = pathUnder(uri, folder);
    if (path === null) throw new Error(`A playlist of this title lies outside its folder: ${uri}`);
    return path;
  };
  const rewriteUri = (rendition: MasterRendition) => {
    let tag = rendition.tag.replace(/URI="[^"]*"/, `URI="${relative(rendition.uri!)}"`);
    if (rendition === keptAudio) tag = tag.replace(/DEFAULT=NO/, 'DEFAULT=YES');
    return tag;
  };
  const header = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => /^#EXT-X-(VERSION|INDEPENDENT-SEGMENTS)/.test(line));
  const lines = [
    '#EXTM3U',
    ...header,
    ...muxedAudio.map((rendition) => rendition.tag),
    ...(keptAudio ? [rewriteUri(keptAudio)] : []),
    ...subtitles.map(rewriteUri),
    variant.tag,
    relative(variant.uri),
    '',
  ];
  return {
    stored: lines.join('\n'),
    playlists: [variant.uri, ...(keptAudio?.uri ? [keptAudio.uri] : []), ...subtitles.map((rendition) => rendition.uri!)],
  };
}
