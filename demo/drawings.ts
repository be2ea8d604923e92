/**
 * What the seed pictures show. Every product type of plan.ts has two drawings of its own (see
 * ProductDrawing): `main`, the object itself, and `second`, something the first picture does not show.
 * PROPS are the few things the magazine scenes need that the shop does not sell (a cup, coffee beans,
 * a bicycle, ...). The drawings live in drawings/, one file per department.
 */
import { BATH_DRAWINGS } from './drawings/bath.ts';
import { GARDEN_DRAWINGS } from './drawings/garden.ts';
import { HOME_DRAWINGS } from './drawings/home.ts';
import { KIDS_DRAWINGS } from './drawings/kids.ts';
import { KITCHEN_DRAWINGS } from './drawings/kitchen.ts';
import { OFFICE_DRAWINGS } from './drawings/office.ts';
import { OUTDOOR_DRAWINGS } from './drawings/outdoor.ts';
import type { ProductDrawing } from './drawings/shared.ts';
import { SPORT_DRAWINGS } from './drawings/sport.ts';

export { PROPS, type PropKey } from './drawings/props.ts';
export type { Drawing, ProductDrawing } from './drawings/shared.ts';

/** The drawings of every product type, by product type key. */
export const PRODUCT_DRAWINGS: Readonly<Record<string, ProductDrawing>> = {
  ...KITCHEN_DRAWINGS,
  ...HOME_DRAWINGS,
  ...OUTDOOR_DRAWINGS,
  ...GARDEN_DRAWINGS,
  ...SPORT_DRAWINGS,
  ...OFFICE_DRAWINGS,
  ...KIDS_DRAWINGS,
  ...BATH_DRAWINGS,
};
