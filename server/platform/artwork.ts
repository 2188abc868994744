import { RASTER_SIZES, artworkFileName, parseArtworkFile } from '../../contract/artwork';

// Generated artwork for the demo catalogue: every image row points at
// art/{ownerType}/{ownerId}/{kind}-{width}x{height}.svg, and the media route renders that path on
// request (and, at the contract's raster sizes, the same picture as WebP or AVIF: artwork-raster.ts).
// Same request, same SVG: colours and shapes derive from the owner, never from chance.

export interface ArtworkRequest {
  ownerType: string;
  ownerId: number;
  kind: string;
  width: number;
  height: number;
}

/**
 * The sizes generated per kind, small to large (img_quality 1, 2, 3): the contract's raster sizes,
 * without the banner's 1024 and the square's 300 (rasters for a phone's hero and music cards only,
 * never named by the catalogue).
 */
export const ARTWORK_SIZES: Record<string, ReadonlyArray<readonly [number, number]>> = {
  ...RASTER_SIZES,
  banner: RASTER_SIZES.banner.filter(([width]) => width !== 1024),
  square: RASTER_SIZES.square.filter(([width]) => width !== 300),
};

export function artworkPath(request: ArtworkRequest): string {
  return `art/${request.ownerType}/${request.ownerId}/${artworkFileName(request.kind, request.width, request.height, 'svg')}`;
}

/** Reads an artwork path: the SVG at any size up to 4000, or a raster at one of RASTER_SIZES. */
export const parseArtworkPath = parseArtworkFile;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

const FONT = `'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Helvetica Neue', Arial, sans-serif`;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

/** Rough advance width of a character in em, enough to wrap titles without measuring fonts. */
function charWidth(c: string): number {
  const code = c.codePointAt(0) ?? 0;
  if (c === ' ') return 0.28;
  if (code >= 0x0900 && code <= 0x097f) {
    // Devanagari vowel signs and marks sit on the consonant before them
    const mark = (code >= 0x0900 && code <= 0x0903) || (code >= 0x093a && code <= 0x094f) || code === 0x0962 || code === 0x0963;
    return mark ? 0.05 : 0.62;
  }
  if (/[A-Z0-9]/.test(c)) return 0.66;
  if (/[mwMW]/.test(c)) return 0.85;
  if (/[iljtf.,:;'!|]/.test(c)) return 0.3;
  return 0.56;
}

function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const c of text) em += charWidth(c);
  return em * fontSize;
}

/** Greedy word wrap that shrinks the type until the text fits `maxLines`, then ellipsises. */
export function wrapTitle(text: string, maxWidth: number, maxLines: number, fontSize: number): { lines: string[]; fontSize: number } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  let size = fontSize;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const lines = greedy(words, maxWidth, size);
    const fits = lines.length <= maxLines && lines.every((line) => textWidth(line, size) <= maxWidth);
    if (fits || attempt === 7) {
      if (lines.length <= maxLines) return { lines, fontSize: size };
      const kept = lines.slice(0, maxLines);
      kept[maxLines - 1] = ellipsise(`${kept[maxLines - 1]} ${lines[maxLines]}`, maxWidth, size);
      return { lines: kept, fontSize: size };
    }
    size *= 0.88;
  }
  return { lines: words.length ? [words.join(' ')] : [], fontSize: size };
}

function greedy(words: string[], maxWidth: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function ellipsise(text: string, maxWidth: number, size: number): string {
  let chars = Array.from(text);
  while (chars.length > 1 && textWidth(`${chars.join('')}…`, size) > maxWidth) chars = chars.slice(0, -1);
  return `${chars.join('').trimEnd()}…`;
}

interface Palette {
  hue: number;
  from: string;
  to: string;
  accent: string;
  variant: number;
}

function palette(request: ArtworkRequest): Palette {
  const h = hash(`${request.ownerType}:${request.ownerId}`);
  const hue = h % 360;
  const shift = 30 + ((h >>> 9) % 90);
  return {
    hue,
    from: `hsl(${hue}, 70%, 42%)`,
    to: `hsl(${(hue + shift) % 360}, 65%, 18%)`,
    accent: `hsl(${(hue + 180 + shift / 2) % 360}, 85%, 62%)`,
    variant: (h >>> 17) % 4,
  };
}

function shapes(p: Palette, w: number, h: number): string {
  const m = Math.min(w, h);
  switch (p.variant) {
    case 0: // concentric rings rising from a corner
      return [0.9, 0.65, 0.4]
        .map(
          (k, i) =>
            `<circle cx="${r1(w * 0.85)}" cy="${r1(h * 0.2)}" r="${r1(m * k)}" fill="none" stroke="${p.accent}" stroke-opacity="${0.12 + i * 0.06}" stroke-width="${r1(m * 0.05)}"/>`,
        )
        .join('');
    case 1: // diagonal bands
      return [0, 1, 2]
        .map(
          (i) =>
            `<polygon points="${r1(w * (0.35 + i * 0.2))},0 ${r1(w * (0.5 + i * 0.2))},0 ${r1(w * (0.15 + i * 0.2))},${h} ${r1(w * i * 0.2)},${h}" fill="${p.accent}" fill-opacity="${0.08 + i * 0.05}"/>`,
        )
        .join('');
    case 2: // a sun over layered hills
      return (
        `<circle cx="${r1(w * 0.66)}" cy="${r1(h * 0.38)}" r="${r1(m * 0.22)}" fill="${p.accent}" fill-opacity="0.55"/>` +
        `<polygon points="0,${r1(h * 0.72)} ${r1(w * 0.3)},${r1(h * 0.5)} ${r1(w * 0.62)},${r1(h * 0.7)} ${w},${r1(h * 0.55)} ${w},${h} 0,${h}" fill="#000" fill-opacity="0.25"/>` +
        `<polygon points="0,${r1(h * 0.82)} ${r1(w * 0.45)},${r1(h * 0.64)} ${w},${r1(h * 0.8)} ${w},${h} 0,${h}" fill="#000" fill-opacity="0.3"/>`
      );
    default: // soft bokeh
      return [
        [0.2, 0.25, 0.18],
        [0.75, 0.3, 0.26],
        [0.55, 0.65, 0.12],
        [0.9, 0.75, 0.2],
        [0.1, 0.7, 0.1],
      ]
        .map(
          ([x, y, r], i) =>
            `<circle cx="${r1(w * x)}" cy="${r1(h * y)}" r="${r1(m * r)}" fill="${p.accent}" fill-opacity="${0.1 + (i % 3) * 0.07}"/>`,
        )
        .join('');
  }
}

interface Layout {
  fontSize: number;
  maxLines: number;
  maxWidth: number;
  x: number;
  bottom: number;
  align: 'start' | 'middle';
}

function layoutFor(kind: string, w: number, h: number): Layout {
  const margin = Math.min(w, h) * 0.08;
  if (kind === 'logo') return { fontSize: w * 0.15, maxLines: 3, maxWidth: w * 0.8, x: w / 2, bottom: h * 0.62, align: 'middle' };
  if (h > w) return { fontSize: w * 0.12, maxLines: 4, maxWidth: w - 2 * margin, x: margin, bottom: h - margin * 1.6, align: 'start' };
  if (w > h * 1.2) {
    const banner = kind === 'banner';
    return {
      fontSize: h * (banner ? 0.12 : 0.14),
      maxLines: banner ? 3 : 2,
      maxWidth: w * (banner ? 0.55 : 0.84),
      x: margin,
      bottom: h - margin * 1.5,
      align: 'start',
    };
  }
  return { fontSize: w * 0.1, maxLines: 3, maxWidth: w - 2 * margin, x: margin, bottom: h - margin * 1.4, align: 'start' };
}

function titleBlock(layout: Layout, title: string, subtitle: string | undefined, minSide: number): string {
  const { lines, fontSize } = wrapTitle(title, layout.maxWidth, layout.maxLines, layout.fontSize);
  const subSize = Math.max(fontSize * 0.42, minSide * 0.045);
  const lineHeight = fontSize * 1.12;
  const subBlock = subtitle ? subSize * 1.6 : 0;
  const firstBaseline = layout.bottom - subBlock - lineHeight * (lines.length - 1);
  const tspans = lines
    .map((line, i) => `<tspan x="${r1(layout.x)}" y="${r1(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  const sub = subtitle
    ? `<text x="${r1(layout.x)}" y="${r1(layout.bottom)}" text-anchor="${layout.align}" font-family="${FONT}" font-size="${r1(subSize)}" font-weight="500" letter-spacing="${r1(subSize * 0.06)}" fill="#fff" fill-opacity="0.82">${escapeXml(subtitle)}</text>`
    : '';
  return `<text text-anchor="${layout.align}" font-family="${FONT}" font-size="${r1(fontSize)}" font-weight="800" fill="#fff">${tspans}</text>${sub}`;
}

function portrait(p: Palette, w: number, h: number, name: string): string {
  const cx = w / 2;
  const cy = h / 2;
  const r = Math.min(w, h) * 0.44;
  const label = w >= 300 ? wrapTitle(name, w * 0.7, 1, w * 0.07) : null;
  const pill = label?.lines.length
    ? `<rect x="${r1(w * 0.12)}" y="${r1(h * 0.8)}" width="${r1(w * 0.76)}" height="${r1(h * 0.12)}" rx="${r1(h * 0.06)}" fill="#000" fill-opacity="0.45"/>` +
      `<text x="${r1(cx)}" y="${r1(h * 0.88)}" text-anchor="middle" font-family="${FONT}" font-size="${r1(label.fontSize)}" font-weight="700" fill="#fff">${escapeXml(label.lines[0])}</text>`
    : '';
  return (
    `<clipPath id="frame"><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}"/></clipPath>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="url(#glow)"/>` +
    `<g clip-path="url(#frame)" fill="hsl(${p.hue}, 35%, 88%)" fill-opacity="0.9">` +
    `<circle cx="${r1(cx)}" cy="${r1(cy - r * 0.18)}" r="${r1(r * 0.34)}"/>` +
    `<ellipse cx="${r1(cx)}" cy="${r1(cy + r * 0.78)}" rx="${r1(r * 0.68)}" ry="${r1(r * 0.5)}"/></g>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="${p.accent}" stroke-width="${r1(w * 0.02)}"/>` +
    pill
  );
}

/** Renders the artwork of one image row as a standalone SVG document. */
export function renderArtworkSvg(request: ArtworkRequest, text: { title: string; subtitle?: string }): string {
  const { width: w, height: h, kind } = request;
  const p = palette(request);
  const defs =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.3" cy="0.25" r="0.9"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.to}" stop-opacity="0.9"/></radialGradient>` +
    `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></linearGradient></defs>`;
  let body: string;
  if (kind === 'profile') {
    body = portrait(p, w, h, text.title);
  } else if (kind === 'logo') {
    const radius = Math.min(w, h) * 0.18;
    body =
      `<rect x="${r1(w * 0.06)}" y="${r1(h * 0.06)}" width="${r1(w * 0.88)}" height="${r1(h * 0.88)}" rx="${r1(radius)}" fill="url(#glow)" stroke="${p.accent}" stroke-width="${r1(w * 0.015)}"/>` +
      titleBlock(layoutFor(kind, w, h), text.title, text.subtitle, Math.min(w, h));
  } else if (kind === 'banner') {
    // banners sit behind the page's own title and buttons (hero, asset pages): no lettering
    body = shapes(p, w, h) + `<rect width="${w}" height="${h}" fill="url(#scrim)"/>`;
  } else {
    const brand =
      Math.min(w, h) >= 180
        ? `<text x="${r1(Math.min(w, h) * 0.08)}" y="${r1(Math.min(w, h) * 0.12)}" font-family="${FONT}" font-size="${r1(Math.min(w, h) * 0.045)}" font-weight="700" letter-spacing="${r1(Math.min(w, h) * 0.012)}" fill="#fff" fill-opacity="0.7">CHALCHITRA</text>`
        : '';
    body =
      shapes(p, w, h) +
      `<rect width="${w}" height="${h}" fill="url(#scrim)"/>` +
      brand +
      titleBlock(layoutFor(kind, w, h), text.title, text.subtitle, Math.min(w, h));
  }
  const label = escapeXml(text.subtitle ? `${text.title} – ${text.subtitle}` : text.title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">` +
    defs +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    body +
    '</svg>'
  );
}
