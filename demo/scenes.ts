/**
 * What the wide pictures show: each magazine article its own subject (the coffee article coffee
 * things, the knife article knives, ...), and each category the products it holds.
 */
import type { PropKey } from './drawings.ts';
import { CATEGORY_KEYS, PRODUCT_TYPES, type ArticleKey, type ColourKey } from './plan.ts';

/** One object in a scene: a product type's drawing (main or second view) or a prop. */
export type SceneItem = ({ type: string; view?: 'main' | 'second' } | { prop: PropKey }) & {
  colour?: ColourKey;
  /** Height relative to the tallest object of the scene; 1 unless smaller. */
  size?: number;
};

export const ARTICLE_SCENES: Readonly<Record<ArticleKey, readonly SceneItem[]>> = {
  caringForCastIron: [
    { prop: 'oilBottle', size: 0.7 },
    { type: 'fryingPan', colour: 'black' },
    { type: 'dutchOven', colour: 'red', size: 0.85 },
  ],
  hikingPackingList: [
    { type: 'trekkingPoles', size: 0.95 },
    { type: 'hikingBackpack', colour: 'olive' },
    { type: 'waterBottle', size: 0.65 },
    { type: 'sleepingBag', view: 'second', colour: 'terracotta', size: 0.7 },
  ],
  betterCoffeeAtHome: [
    { prop: 'beans', size: 0.7 },
    { type: 'pourOverSet', colour: 'white' },
    { prop: 'mug', colour: 'terracotta', size: 0.75 },
  ],
  choosingAKitchenKnife: [
    { type: 'chefsKnife', view: 'second', colour: 'black' },
    { type: 'breadKnife', view: 'second' },
  ],
  balconyGardenInSpring: [
    { type: 'wateringCan', colour: 'green', size: 0.85 },
    { type: 'plantPot', colour: 'terracotta' },
    { type: 'plantPot', view: 'second', size: 0.7 },
  ],
  cosyLightingForWinter: [
    { type: 'tableLamp', view: 'second', colour: 'terracotta' },
    { type: 'throwBlanket', colour: 'olive', size: 0.8 },
    { prop: 'candles', size: 0.7 },
  ],
  yogaAtHomeForBeginners: [
    { type: 'yogaMat', colour: 'green' },
    { type: 'yogaBlock', view: 'second', size: 0.8 },
  ],
  aGentlerBathroom: [
    { type: 'bathTowel', colour: 'sand' },
    { type: 'soapDish', colour: 'white', size: 0.7 },
    { type: 'handCream', size: 0.75 },
  ],
  cyclingToWork: [
    { prop: 'bicycleWithPannier', colour: 'navy' },
    { type: 'bikeLightSet', size: 0.6 },
  ],
  plannerHabits: [
    { type: 'planner', view: 'second', colour: 'terracotta' },
    { type: 'fountainPen', colour: 'navy', size: 0.8 },
    { prop: 'mug', colour: 'white', size: 0.6 },
  ],
  whyWoodenToys: [
    { type: 'buildingBlocks', view: 'second' },
    { type: 'pullAlongToy', colour: 'red', size: 0.8 },
    { type: 'buildingBlocks', size: 0.6 },
  ],
  settingATableForGuests: [
    { prop: 'napkin', colour: 'sand', size: 0.9 },
    { type: 'dinnerPlateSet', colour: 'white' },
    { prop: 'glassesFromAbove', size: 0.9 },
  ],
};

/**
 * A category shows its own products: a leaf its product types, a department or a parent the first
 * product type of each of its first three leaves.
 */
export function categoryScene(key: string): SceneItem[] {
  const own = PRODUCT_TYPES.filter((type) => type.category === key);
  const withColour = (type: (typeof PRODUCT_TYPES)[number]): SceneItem => {
    const colour = type.variants.find((variant) => variant.colour)?.colour;
    return colour ? { type: type.key, colour } : { type: type.key };
  };
  if (own.length > 0) return own.map(withColour);
  const leaves = CATEGORY_KEYS.filter(
    (candidate) =>
      candidate.startsWith(`${key}.`) && PRODUCT_TYPES.some((type) => type.category === candidate),
  );
  return leaves.slice(0, 3).flatMap((leaf) => {
    const first = PRODUCT_TYPES.find((type) => type.category === leaf);
    return first ? [withColour(first)] : [];
  });
}
