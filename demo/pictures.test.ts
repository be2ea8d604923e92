import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRODUCT_DRAWINGS, PROPS } from './drawings.ts';
import {
  COLOUR_HEX,
  articlePicture,
  categoryPicture,
  pictureFileName,
  productPicture,
  renderWebp,
} from './images.ts';
import { ARTICLE_KEYS, CATEGORY_KEYS, PRODUCT_TYPES, type ArticleKey } from './plan.ts';
import { ARTICLE_SCENES, categoryScene, type SceneItem } from './scenes.ts';

const FILL = '#2f6db3';

/** The shapes a drawing paints, with where they are placed left out: moving or tilting changes none. */
function shapes(markup: string): string[] {
  return [...markup.matchAll(/<(path|rect|circle|ellipse)\b[^>]*>/g)].map((match) =>
    match[0].replace(/\s*transform="[^"]*"/g, ''),
  );
}

function categoryOf(typeKey: string): string {
  const type = PRODUCT_TYPES.find((candidate) => candidate.key === typeKey);
  if (!type) throw new Error(`unknown product type ${typeKey}`);
  return type.category;
}

const subjects = (items: readonly SceneItem[]): string[] =>
  items.map((item) => ('type' in item ? item.type : item.prop));
const typesOf = (key: ArticleKey): string[] =>
  ARTICLE_SCENES[key].flatMap((item) => ('type' in item ? [item.type] : []));

describe('seed pictures', () => {
  it('has a drawing of its own for every product type of the plan', () => {
    expect(Object.keys(PRODUCT_DRAWINGS).sort()).toEqual(PRODUCT_TYPES.map((type) => type.key).sort());
    const mains = PRODUCT_TYPES.map((type) => PRODUCT_DRAWINGS[type.key]?.main(FILL));
    expect(new Set(mains).size).toBe(PRODUCT_TYPES.length);
    // The two product types of the 'training' category used to share the kettlebell.
    expect(PRODUCT_DRAWINGS.resistanceBands?.main(FILL)).not.toBe(PRODUCT_DRAWINGS.kettlebell?.main(FILL));
    expect(PRODUCT_DRAWINGS.drinkingGlasses?.main(FILL)).not.toBe(
      PRODUCT_DRAWINGS.dinnerPlateSet?.main(FILL),
    );
  });

  it('shows something new in the second view, not the first picture moved or tilted', () => {
    for (const type of PRODUCT_TYPES) {
      const drawings = PRODUCT_DRAWINGS[type.key];
      if (!drawings) throw new Error(`no drawings for ${type.key}`);
      const first = new Set(shapes(drawings.main(FILL)));
      const own = shapes(drawings.second(FILL)).filter((shape) => !first.has(shape));
      expect(own.length, `${type.key}: shapes of the second view not in the first`).toBeGreaterThanOrEqual(3);

      const view1 = productPicture(type.key, 'red', 1, 1).svg;
      expect(view1, type.key).toContain(drawings.second(COLOUR_HEX.red));
      expect(view1, type.key).not.toContain(drawings.main(COLOUR_HEX.red));
    }
  });

  it('draws size variants in the object colour and colour variants in theirs', () => {
    expect(productPicture('kettlebell', undefined, 1, 0).svg).toContain('#2b2b2e');
    expect(productPicture('dutchOven', 'blue', 1, 0).svg).toContain('#2f6db3');
    expect(() => productPicture('hoverboard', undefined, 1, 0)).toThrow(/hoverboard/);
  });

  it('renders both views of every product type as an 800 x 800 picture', async () => {
    for (const type of PRODUCT_TYPES) {
      for (const view of [0, 1] as const) {
        // A low density rasterises the SVG quickly and still fails on broken markup.
        const { svg } = productPicture(type.key, undefined, 1, view);
        const raw = await sharp(Buffer.from(svg), { density: 9 }).raw().toBuffer({ resolveWithObject: true });
        expect(raw.info.width, `${type.key} view ${view}`).toBe(100);
      }
    }
    const webp = await renderWebp(productPicture('resistanceBands', 'red', 1, 1));
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
  });

  it('gives every article a picture of its own subject', () => {
    expect(Object.keys(ARTICLE_SCENES).sort()).toEqual([...ARTICLE_KEYS].sort());
    for (const key of ARTICLE_KEYS) {
      for (const item of ARTICLE_SCENES[key]) {
        if ('type' in item) expect(PRODUCT_DRAWINGS[item.type], `${key}: ${item.type}`).toBeDefined();
        else expect(PROPS[item.prop], `${key}: ${item.prop}`).toBeDefined();
      }
    }
    const scenes = ARTICLE_KEYS.map((key) => JSON.stringify(subjects(ARTICLE_SCENES[key]).sort()));
    expect(new Set(scenes).size).toBe(ARTICLE_KEYS.length);
    const pictures = ARTICLE_KEYS.map((key) => articlePicture(key, 1, 1200, 675).svg);
    expect(new Set(pictures).size).toBe(ARTICLE_KEYS.length);

    // These three used to show a frying pan.
    expect(new Set(typesOf('betterCoffeeAtHome').map(categoryOf))).toEqual(new Set(['kitchen.coffee']));
    expect(new Set(typesOf('choosingAKitchenKnife').map(categoryOf))).toEqual(new Set(['kitchen.knives']));
    expect(new Set(typesOf('settingATableForGuests').map(categoryOf))).toEqual(
      new Set(['kitchen.tableware']),
    );
    const withAPan = ARTICLE_KEYS.filter((key) => typesOf(key).includes('fryingPan'));
    expect(withAPan).toEqual(['caringForCastIron']);
  });

  it('shows in every category picture the products of that category', () => {
    for (const key of CATEGORY_KEYS) {
      const types = subjects(categoryScene(key));
      expect(types.length, key).toBeGreaterThanOrEqual(2);
      for (const type of types)
        expect(`${categoryOf(type)}.`.startsWith(`${key}.`), `${key}: ${type}`).toBe(true);
    }
    expect(subjects(categoryScene('sport.training')).sort()).toEqual(['kettlebell', 'resistanceBands']);
    // A department shows objects from several of its categories, not one object.
    expect(new Set(subjects(categoryScene('kitchen')).map(categoryOf)).size).toBe(3);
    expect(categoryPicture('kitchen', 1, 960, 640).svg).toContain(
      PRODUCT_DRAWINGS.chefsKnife?.main('#4a4e57'),
    );
  });

  it('names a picture file by its content, so a changed drawing gets a new address', () => {
    const picture = productPicture('teapot', 'white', 3, 0);
    const name = pictureFileName('products/3-1', picture);
    expect(name).toMatch(/^products\/3-1-[0-9a-f]{10}\.webp$/);
    expect(pictureFileName('products/3-1', productPicture('teapot', 'white', 3, 0))).toBe(name);
    expect(pictureFileName('products/3-1', productPicture('teapot', 'navy', 3, 0))).not.toBe(name);
  });
});
