import localFont from 'next/font/local';

// The Indian scripts' fonts (issue 50): Noto Sans Devanagari (Hindi, Marathi), Tamil, Telugu and
// Bengali, served by the product from the kept @fontsource packages, so that no page shows a
// missing-glyph box in any language on a device without them. Latin text keeps the system stack
// (--font-latin in globals.css); a script's face comes after it.
//
// - Only each script's own subset file (fontsource's `<script>` subset, no Latin), in the two
//   weights the type scale uses (400 and 700: tests/web/type-scale.test.ts).
// - `unicode-range`: a browser downloads a face only for a page that has its characters, so an
//   English page without Tamil text never loads the Tamil face. The ranges are fontsource's own
//   (Google Fonts' subsets) plus the space and no-break space, which make a script's face the
//   first available font where globals.css puts it first (a page in that language): the page's
//   line boxes are then measured with the script's own ascent and descent, not a Latin font's.
//   A page in another language takes its spaces from the system font before it reaches the face.
// - `display: 'swap'`: text shows at once in a fallback and takes the face when it comes.
// - `preload: false`: a page preloads none of the four; most pages need one script, or none.
// - `adjustFontFallback: false`: a metric-adjusted Arial stand-in means nothing for these scripts.
// - `variable`: each face's generated family name as a CSS variable, which globals.css puts into
//   the font-family stacks; `fontVariables` (the four classes that define them) goes on <html>.
//
// tests/web/i18n/glyphs.test.ts reads these calls (and the font files) to check that every
// character of every catalogue is covered; next/font needs the options written out literally.

export const devanagari = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-devanagari',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0020,U+00A0,U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
    },
  ],
});

export const tamil = localFont({
  src: [
    { path: '../../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-tamil',
  declarations: [{ prop: 'unicode-range', value: 'U+0020,U+00A0,U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC' }],
});

export const telugu = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-telugu',
  declarations: [{ prop: 'unicode-range', value: 'U+0020,U+00A0,U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC' }],
});

export const bengali = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-bengali',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020,U+00A0,U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1',
    },
  ],
});

/** The classes that define the four faces' CSS variables: the root layout's <html className>. */
export const fontVariables = [devanagari.variable, tamil.variable, telugu.variable, bengali.variable].join(' ');
