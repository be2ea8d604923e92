/**
 * What every seed drawing shares: the palette, and small helpers for shadows, highlights, lines and
 * placement. Drawings paint flat into an 800 x 800 box around (400, 420), standing on the ground near
 * y = 670, with `fill` as their main colour; plain shapes only (no text, filters or gradients), so
 * the seed renders them quickly.
 */

/** Returns the SVG elements of an object whose main colour is `fill`. */
export type Drawing = (fill: string) => string;

/** A product type's two pictures. */
export interface ProductDrawing {
  /** The object as a shop would photograph it. */
  main: Drawing;
  /** Something the first picture does not show: another side, the object in use, its packaging or a detail. */
  second: Drawing;
  /** The object's own colour for variants that come in sizes (a cast-iron kettlebell is black). */
  colour?: string;
}

export const DARK = '#3b3b3b';
export const STEEL = '#c9cdd3';
export const STEEL_DARK = '#8d939c';
export const WOOD = '#b5834f';
export const WOOD_DARK = '#8a5a30';
export const BRASS = '#d4a93c';
export const LEAF = '#3f7f4f';
export const LEAF_LIGHT = '#5d9c5a';
export const CREAM = '#f4f1ea';
export const GLASS = '#dbeef4';
export const GLASS_EDGE = '#7fa6b6';
export const WATER = '#4a9bd8';
export const SOIL = '#6b4a2b';
export const CORK = '#c49a6c';
export const SKIN = '#e2ae84';
export const COFFEE = '#5b3a24';
export const RED = '#c0392b';
export const BLUE = '#2f6db3';
export const YELLOW = '#e7b416';
export const ORANGE = '#e67e22';
export const PINK = '#e79aa9';

/** A soft shadow on the ground under an object. */
export const ground = (rx: number, cy = 668): string =>
  `<ellipse cx="400" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 9)}" fill="#000" opacity=".1"/>`;
export const shade = (element: string, opacity = 0.18): string =>
  element.replace('/>', ` fill="#000" opacity="${opacity}"/>`);
export const light = (element: string, opacity = 0.2): string =>
  element.replace('/>', ` fill="#fff" opacity="${opacity}"/>`);
export const group = (transform: string, body: string): string => `<g transform="${transform}">${body}</g>`;
export const line = (d: string, colour: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
/** Circles at the given centres, e.g. the pips of a die or the holes of a watering rose. */
export const dots = (
  points: readonly (readonly [number, number])[],
  r: number,
  colour: string,
  opacity = 1,
): string =>
  points
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`,
    )
    .join('');
/** Steam or a water jet: a wavy line going up from (x, y). */
export const steam = (x: number, y: number): string =>
  line(`M${x} ${y} q-26 -36 0 -72 q26 -36 0 -72`, '#fff', 12, ' opacity=".75"');
