/**
 * Product, category and article pictures drawn locally: the drawings of drawings.ts in the product's
 * colour, on a tinted background that differs from picture to picture, rendered to WebP by sharp.
 * A picture is built as SVG first (cheap); its file name carries a hash of that SVG, so a changed
 * drawing gets a new URL instead of being hidden behind an older file or a browser's cache.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PRODUCT_DRAWINGS, PROPS, type Drawing } from './drawings.ts';
import { ARTICLE_SCENES, categoryScene, type SceneItem } from './scenes.ts';
import { PRODUCT_TYPES, type ArticleKey, type ColourKey, type ProductTypePlan } from './plan.ts';

export const COLOUR_HEX: Record<ColourKey, string> = {
  black: '#2b2b2e',
  white: '#f4f1ea',
  graphite: '#4a4e57',
  red: '#c0392b',
  blue: '#2f6db3',
  navy: '#1f2f57',
  green: '#3f7f4f',
  olive: '#6b7140',
  sand: '#d9c49a',
  grey: '#9ba0a6',
  terracotta: '#c2653f',
  yellow: '#e7b416',
  natural: '#c8a97e',
  pink: '#e79aa9',
};

const DEPARTMENT_COLOUR: Record<string, string> = {
  kitchen: '#4a4e57',
  home: '#c2653f',
  outdoor: '#3f7f4f',
  garden: '#6b7140',
  sport: '#2f6db3',
  office: '#1f2f57',
  kids: '#e7b416',
  bath: '#5fa8a0',
};

const WEBP_QUALITY = 78;

/** A picture before rendering: its SVG source and size. */
export interface Picture {
  svg: string;
  width: number;
  height: number;
}

function productDrawing(typeKey: string): ProductTypePlan & { drawings: (typeof PRODUCT_DRAWINGS)[string] } {
  const type = PRODUCT_TYPES.find((candidate) => candidate.key === typeKey);
  const drawings = PRODUCT_DRAWINGS[typeKey];
  if (!type || !drawings) throw new Error(`no drawing for product type '${typeKey}'`);
  return { ...type, drawings };
}

/** The colour an object is drawn in: the variant's own, else the object's, else its department's. */
function objectColour(typeKey: string, colour: ColourKey | undefined): string {
  if (colour) return COLOUR_HEX[colour];
  const type = productDrawing(typeKey);
  return type.drawings.colour ?? DEPARTMENT_COLOUR[type.category.split('.')[0] ?? ''] ?? '#777';
}

function hueBackground(seed: number): [string, string] {
  const hue = (seed * 47) % 360;
  return [`hsl(${hue} 45% 92%)`, `hsl(${(hue + 40) % 360} 40% 84%)`];
}

function svg(width: number, height: number, seed: number, body: string): string {
  const [from, to] = hueBackground(seed);
  const dots = Array.from({ length: 6 }, (_, index) => {
    const x = ((seed * 131 + index * 97) % 100) / 100;
    const y = ((seed * 71 + index * 53) % 100) / 100;
    return `<circle cx="${Math.round(x * width)}" cy="${Math.round(y * height)}" r="${18 + ((seed + index) % 5) * 9}" fill="#fff" opacity=".35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${dots}${body}</svg>`;
}

/**
 * A square picture of a product type: view 0 is the object itself, view 1 its second drawing
 * (another side, in use, its packaging or a detail).
 */
export function productPicture(
  typeKey: string,
  colour: ColourKey | undefined,
  seed: number,
  view: 0 | 1,
): Picture {
  const { drawings } = productDrawing(typeKey);
  const drawing = view === 0 ? drawings.main : drawings.second;
  const body = `<g transform="translate(0 10)">${drawing(objectColour(typeKey, colour))}</g>`;
  return { svg: svg(800, 800, seed + view * 7, body), width: 800, height: 800 };
}

function sceneDrawing(item: SceneItem): { drawing: Drawing; fill: string } {
  if ('prop' in item) {
    return { drawing: PROPS[item.prop], fill: item.colour ? COLOUR_HEX[item.colour] : '#777' };
  }
  const { drawings } = productDrawing(item.type);
  return {
    drawing: item.view === 'second' ? drawings.second : drawings.main,
    fill: objectColour(item.type, item.colour),
  };
}

/**
 * Sets the objects of a scene side by side on one ground line, as large as the height allows, centred
 * in the picture or, for pictures with text over their left part, in its right part.
 */
function placeScene(
  items: readonly SceneItem[],
  width: number,
  height: number,
  side: 'centre' | 'right',
): string {
  const unit = height / 800;
  // A drawing fills about three quarters of its 800-wide box, so neighbours may overlap the rest.
  const slots = items.map((item) => 800 * unit * (item.size ?? 1) * 0.78);
  const left = side === 'right' ? width * 0.42 : 0;
  const room = (width - left) * 0.96;
  const total = slots.reduce((sum, slot) => sum + slot, 0);
  const fit = Math.min(1, room / total);
  const baseline = height * 0.94;
  let x = left + (width - left - total * fit) / 2;
  return items
    .map((item, index) => {
      const box = 800 * unit * (item.size ?? 1) * fit;
      const slot = (slots[index] ?? 0) * fit;
      const { drawing, fill } = sceneDrawing(item);
      const placed = `<g transform="translate(${(x + slot / 2 - box / 2).toFixed(1)} ${(baseline - (690 * box) / 800).toFixed(1)}) scale(${(box / 800).toFixed(4)})">${drawing(fill)}</g>`;
      x += slot;
      return placed;
    })
    .join('');
}

/** A wide picture of a category (or department) showing the products it holds. */
export function categoryPicture(
  key: string,
  seed: number,
  width: number,
  height: number,
  side: 'centre' | 'right' = 'centre',
): Picture {
  return {
    svg: svg(width, height, seed, placeScene(categoryScene(key), width, height, side)),
    width,
    height,
  };
}

/** A wide picture of an article's own subject. */
export function articlePicture(key: ArticleKey, seed: number, width: number, height: number): Picture {
  return {
    svg: svg(width, height, seed, placeScene(ARTICLE_SCENES[key], width, height, 'centre')),
    width,
    height,
  };
}

/** The file a picture is stored in under `stem` (e.g. 'products/12-1'): named by its content. */
export function pictureFileName(stem: string, picture: Picture): string {
  const hash = createHash('sha256').update(`webp q${WEBP_QUALITY}\n${picture.svg}`).digest('hex');
  return `${stem}-${hash.slice(0, 10)}.webp`;
}

export function renderWebp(picture: Picture): Promise<Buffer> {
  return sharp(Buffer.from(picture.svg)).webp({ quality: WEBP_QUALITY }).toBuffer();
}
