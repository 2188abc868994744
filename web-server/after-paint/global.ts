/** The after-paint loader's name on `self`: the page's chunk tags call it (../scripts-after-paint.ts). */
export const AFTER_PAINT_GLOBAL = '__afterPaint';
