/**
 * Product, category and article pictures drawn locally: an SVG of a simple object for the category
 * (see drawings.ts: a pan for pans, a knife for knives, a cushion for textiles, ...) in the product's
 * colour, on a tinted background that differs from product to product, rendered to WebP by sharp.
 */
import sharp from 'sharp';
import { DRAWINGS, type Drawing } from './drawings.ts';
import { CATEGORY_KEYS, type CategoryKey } from './plan.ts';

export const COLOUR_HEX: Record<string, string> = {
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

const FALLBACK: Drawing = DRAWINGS['kitchen.cookware.pans'] ?? (() => '');

/**
 * The drawing for a category key: its own, else that of its first descendant with one (a department
 * shows its first leaf's object), else its parent's. Department keys such as 'home' work too.
 */
export function drawingFor(key: string): Drawing {
  for (let current = key; current; current = current.slice(0, Math.max(current.lastIndexOf('.'), 0))) {
    const own = DRAWINGS[current as CategoryKey];
    if (own) return own;
    const descendant = CATEGORY_KEYS.find(
      (candidate) => candidate.startsWith(`${current}.`) && DRAWINGS[candidate],
    );
    if (descendant) return DRAWINGS[descendant] ?? FALLBACK;
  }
  return FALLBACK;
}

function departmentColour(key: string): string {
  return DEPARTMENT_COLOUR[key.split('.')[0] ?? ''] ?? '#777';
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

export interface RenderedImage {
  data: Buffer;
  width: number;
  height: number;
}

async function render(source: string, width: number, height: number): Promise<RenderedImage> {
  const data = await sharp(Buffer.from(source)).webp({ quality: 78 }).toBuffer();
  return { data, width, height };
}

/**
 * A square product picture of the object of `category` (a leaf category key, or a department key);
 * `view` 1 is a closer second view for the gallery.
 */
export function productImage(
  category: string,
  colour: string | undefined,
  seed: number,
  view: 0 | 1,
): Promise<RenderedImage> {
  const fill = colour ? (COLOUR_HEX[colour] ?? '#777') : departmentColour(category);
  const object = drawingFor(category)(fill);
  const placed =
    view === 0
      ? `<g transform="translate(0 10)">${object}</g>`
      : `<g transform="translate(-260 -220) scale(1.6) rotate(-12 400 400)">${object}</g>`;
  return render(svg(800, 800, seed + view * 7, placed), 800, 800);
}

/** A wide picture (categories, articles, banners) with the category's (or department's) object at the side. */
export function wideImage(
  category: string,
  seed: number,
  width: number,
  height: number,
): Promise<RenderedImage> {
  const scale = height / 800;
  const object = drawingFor(category)(departmentColour(category));
  const placed = `<g transform="translate(${width - height * 1.05} 0) scale(${scale})">${object}</g>`;
  return render(svg(width, height, seed, placed), width, height);
}
