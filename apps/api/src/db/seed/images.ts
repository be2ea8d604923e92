/**
 * Product, category and article pictures drawn locally: an SVG of a simple object for the department
 * (pan, lamp, tent, plant, kettlebell, notebook, blocks, soap) in the product's colour, on a tinted
 * background that differs from product to product, rendered to WebP by sharp.
 */
import sharp from 'sharp';

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

/** One object per department, drawn in a 800 x 800 box with `fill` as its colour. */
const OBJECTS: Record<string, (fill: string) => string> = {
  kitchen: (fill) =>
    `<ellipse cx="340" cy="430" rx="220" ry="220" fill="${fill}"/><ellipse cx="340" cy="430" rx="175" ry="175" fill="#000" opacity=".18"/>` +
    `<rect x="540" y="405" width="230" height="50" rx="25" fill="${fill}"/>`,
  home: (fill) =>
    `<path d="M250 200 L550 200 L640 420 L160 420 Z" fill="${fill}"/><rect x="385" y="420" width="30" height="230" fill="#3b3b3b"/>` +
    `<ellipse cx="400" cy="665" rx="150" ry="30" fill="#3b3b3b"/>`,
  outdoor: (fill) =>
    `<path d="M400 150 L700 650 L100 650 Z" fill="${fill}"/><path d="M400 330 L500 650 L300 650 Z" fill="#000" opacity=".28"/>`,
  garden: (fill) =>
    `<path d="M250 430 L550 430 L510 680 L290 680 Z" fill="${fill}"/><rect x="230" y="400" width="340" height="60" rx="10" fill="${fill}"/>` +
    `<path d="M400 400 C330 300 280 250 260 160 C350 190 390 270 400 400 Z" fill="#3f7f4f"/>` +
    `<path d="M400 400 C470 300 520 240 560 170 C460 200 420 280 400 400 Z" fill="#5d9c5a"/>`,
  sport: (fill) =>
    `<path d="M300 300 C300 170 500 170 500 300" fill="none" stroke="${fill}" stroke-width="55"/>` +
    `<circle cx="400" cy="470" r="210" fill="${fill}"/><circle cx="340" cy="410" r="50" fill="#fff" opacity=".15"/>`,
  office: (fill) =>
    `<rect x="220" y="140" width="360" height="520" rx="24" fill="${fill}"/><rect x="260" y="140" width="18" height="520" fill="#000" opacity=".25"/>` +
    `<rect x="330" y="250" width="190" height="22" rx="11" fill="#fff" opacity=".7"/><rect x="330" y="300" width="140" height="22" rx="11" fill="#fff" opacity=".5"/>`,
  kids: (fill) =>
    `<rect x="170" y="420" width="220" height="220" rx="18" fill="${fill}"/><rect x="410" y="420" width="220" height="220" rx="18" fill="#2f6db3"/>` +
    `<rect x="290" y="190" width="220" height="220" rx="18" fill="#c0392b"/>`,
  bath: (fill) =>
    `<rect x="200" y="340" width="400" height="250" rx="110" fill="${fill}"/><circle cx="560" cy="260" r="45" fill="#fff" opacity=".8"/>` +
    `<circle cx="470" cy="210" r="28" fill="#fff" opacity=".7"/><circle cx="620" cy="180" r="20" fill="#fff" opacity=".6"/>`,
};

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

/** A square product picture; `view` 1 is a closer second view for the gallery. */
export function productImage(
  department: string,
  colour: string | undefined,
  seed: number,
  view: 0 | 1,
): Promise<RenderedImage> {
  const draw = OBJECTS[department] ?? OBJECTS.kitchen;
  const fill = colour ? (COLOUR_HEX[colour] ?? '#777') : (DEPARTMENT_COLOUR[department] ?? '#777');
  const object = draw?.(fill) ?? '';
  const placed =
    view === 0
      ? `<g transform="translate(0 10)">${object}</g>`
      : `<g transform="translate(-260 -220) scale(1.6) rotate(-12 400 400)">${object}</g>`;
  return render(svg(800, 800, seed + view * 7, placed), 800, 800);
}

/** A wide picture (categories, articles, banners) with the department's object at the side. */
export function wideImage(
  department: string,
  seed: number,
  width: number,
  height: number,
): Promise<RenderedImage> {
  const draw = OBJECTS[department] ?? OBJECTS.kitchen;
  const scale = height / 800;
  const object = draw?.(DEPARTMENT_COLOUR[department] ?? '#777') ?? '';
  const placed = `<g transform="translate(${width - height * 1.05} 0) scale(${scale})">${object}</g>`;
  return render(svg(width, height, seed, placed), width, height);
}
