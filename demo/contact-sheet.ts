/**
 * Contact sheets of every seed picture, to look at them all at once: each product type's two views,
 * every category and department, the articles and the home page pictures, each with its label.
 *
 *   npx tsx demo/contact-sheet.ts [folder]
 *
 * writes products-1.png … products-5.png, categories-1.png, categories-2.png, articles.png and
 * home.png into `folder` (default data/contact-sheet, which git ignores). Not part of the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { articlePicture, categoryPicture, productPicture, type Picture } from './images.ts';
import { ARTICLE_KEYS, CATEGORY_KEYS, PRODUCT_TYPES, PROMOTIONS, type ProductTypePlan } from './plan.ts';

interface Tile {
  label: string;
  picture: Picture;
}

const LABEL_HEIGHT = 30;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Lays tiles out in `columns`, each `width` wide, a label under each picture. */
async function sheet(tiles: readonly Tile[], columns: number, width: number, file: string): Promise<void> {
  const first = tiles[0];
  if (!first) return;
  const height = Math.round((width * first.picture.height) / first.picture.width);
  const rows = Math.ceil(tiles.length / columns);
  const cell = { width: width + 10, height: height + LABEL_HEIGHT + 10 };
  const layers = await Promise.all(
    tiles.map(async (tile, index) => {
      const left = (index % columns) * cell.width + 5;
      const top = Math.floor(index / columns) * cell.height + 5;
      const image = await sharp(Buffer.from(tile.picture.svg))
        .resize(width, height, { fit: 'contain', background: '#ffffff' })
        .png()
        .toBuffer();
      const label = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_HEIGHT}">` +
          `<text x="4" y="21" font-family="DejaVu Sans, sans-serif" font-size="16">${escapeXml(tile.label)}</text></svg>`,
      );
      return [
        { input: image, left, top },
        { input: label, left, top: top + height },
      ];
    }),
  );
  await sharp({
    create: {
      width: columns * cell.width,
      height: rows * cell.height,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(layers.flat())
    .png()
    .toFile(file);
  console.log(`wrote ${file}`);
}

function firstColour(type: ProductTypePlan) {
  return type.variants.find((variant) => variant.colour)?.colour;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.resolve(process.argv[2] ?? path.join(root, 'data/contact-sheet'));
fs.mkdirSync(folder, { recursive: true });

const productTiles = PRODUCT_TYPES.flatMap((type, index) =>
  ([0, 1] as const).map((view) => ({
    label: `${type.key} ${view === 0 ? 'main' : 'second'}`,
    picture: productPicture(type.key, firstColour(type), index * 5 + 1, view),
  })),
);
const perSheet = 24;
for (let start = 0; start < productTiles.length; start += perSheet) {
  await sheet(
    productTiles.slice(start, start + perSheet),
    8,
    220,
    path.join(folder, `products-${start / perSheet + 1}.png`),
  );
}

const categoryTiles = CATEGORY_KEYS.map((key, index) => ({
  label: key,
  picture: categoryPicture(key, index * 3 + 1, 960, 640),
}));
await sheet(categoryTiles.slice(0, 18), 6, 300, path.join(folder, 'categories-1.png'));
await sheet(categoryTiles.slice(18), 6, 300, path.join(folder, 'categories-2.png'));

await sheet(
  ARTICLE_KEYS.map((key, index) => ({ label: key, picture: articlePicture(key, 120 + index, 1200, 675) })),
  4,
  400,
  path.join(folder, 'articles.png'),
);

await sheet(
  [
    ...(['home', 'outdoor'] as const).map((key, index) => ({
      label: `hero ${key}`,
      picture: categoryPicture(key, 80 + index, 1600, 640, 'right'),
    })),
    ...(['kitchen', 'garden', 'office'] as const).map((key, index) => ({
      label: `banner ${key}`,
      picture: categoryPicture(key, 82 + index, 800, 500),
    })),
    ...PROMOTIONS.map((promotion, index) => ({
      label: `promotion ${promotion.key}`,
      picture: categoryPicture(promotion.picture, 50 + index, 1200, 400),
    })),
  ],
  2,
  640,
  path.join(folder, 'home.png'),
);
