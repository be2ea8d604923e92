/**
 * Categories and brands in the back office (docs/operations.md#the-catalogue): each change in one
 * transaction with its audit entry (the category or brand before and after).
 */
import {
  CATEGORY_ERRORS,
  type AdminBrandDetail,
  type AdminBrandValues,
  type AdminCategoryDetail,
  type AdminCategoryValues,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import {
  brandForEditing,
  catalogueChanged,
  categoryForEditing,
  createBrandForOperators,
  createCategoryForOperators,
  deleteBrandForOperators,
  deleteCategoryForOperators,
  replaceBrandForOperators,
  replaceCategoryForOperators,
} from '../catalog/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { promotionLimitedToBrand, promotionLimitedToCategory } from '../promotions/index.ts';
import { recordAudit } from './audit.ts';
import type { SignedInOperator } from './sessions.ts';

/** What the audit log keeps of a category: its place and texts, not the counts. */
const categoryState = ({
  productCount: _products,
  childCount: _children,
  updatedAt: _updatedAt,
  ...category
}: AdminCategoryDetail) => category;

const brandState = ({ productCount: _products, updatedAt: _updatedAt, ...brand }: AdminBrandDetail) => brand;

/** Runs a change and its audit entry in one transaction; the caches are emptied again after the commit. */
async function audited<T>(
  db: Db,
  operator: SignedInOperator,
  change: (trx: Trx) => Promise<{
    result: T;
    action: string;
    subjectType: string;
    subjectId: number;
    before: unknown;
    after: unknown;
  }>,
): Promise<T> {
  const done = await db.transaction().execute(async (trx) => {
    const { result, ...entry } = await change(trx);
    await recordAudit(trx, { operatorId: operator.operatorId, ...entry, subjectId: String(entry.subjectId) });
    return result;
  });
  // A reader between the write and the commit cached the old catalogue.
  catalogueChanged(db);
  return done;
}

export function category(db: Db, categoryId: number): Promise<AdminCategoryDetail> {
  return categoryForEditing(db, categoryId);
}

/** `POST /v1/admin/categories`. */
export function createCategory(
  db: Db,
  operator: SignedInOperator,
  values: AdminCategoryValues,
): Promise<AdminCategoryDetail> {
  return audited(db, operator, async (trx) => {
    const id = await createCategoryForOperators(trx, values);
    const after = await categoryForEditing(trx, id);
    const entry = { action: 'category.create', subjectType: 'category', subjectId: id };
    return { result: after, ...entry, before: null, after: categoryState(after) };
  });
}

/** `PUT /v1/admin/categories/{categoryId}`: texts, slugs, parent (a move) and place among siblings. */
export function replaceCategory(
  db: Db,
  operator: SignedInOperator,
  categoryId: number,
  values: AdminCategoryValues,
): Promise<AdminCategoryDetail> {
  return audited(db, operator, async (trx) => {
    const before = await categoryForEditing(trx, categoryId);
    await replaceCategoryForOperators(trx, categoryId, values);
    const after = await categoryForEditing(trx, categoryId);
    const action = before.parentId === after.parentId ? 'category.edit' : 'category.move';
    return {
      result: after,
      action,
      subjectType: 'category',
      subjectId: categoryId,
      before: categoryState(before),
      after: categoryState(after),
    };
  });
}

/** `DELETE /v1/admin/categories/{categoryId}`: only an empty one, which no promotion is limited to. */
export function deleteCategory(db: Db, operator: SignedInOperator, categoryId: number): Promise<void> {
  return audited(db, operator, async (trx) => {
    const before = await categoryForEditing(trx, categoryId);
    if (before.productCount === 0 && (await promotionLimitedToCategory(trx, categoryId))) {
      throw new DomainError(409, CATEGORY_ERRORS.inPromotion);
    }
    await deleteCategoryForOperators(trx, categoryId);
    const entry = { action: 'category.delete', subjectType: 'category', subjectId: categoryId };
    return { result: undefined, ...entry, before: categoryState(before), after: null };
  });
}

export function brand(db: Db, brandId: number): Promise<AdminBrandDetail> {
  return brandForEditing(db, brandId);
}

/** `POST /v1/admin/brands`. */
export function createBrand(
  db: Db,
  operator: SignedInOperator,
  values: AdminBrandValues,
): Promise<AdminBrandDetail> {
  return audited(db, operator, async (trx) => {
    const id = await createBrandForOperators(trx, values);
    const after = await brandForEditing(trx, id);
    const entry = { action: 'brand.create', subjectType: 'brand', subjectId: id };
    return { result: after, ...entry, before: null, after: brandState(after) };
  });
}

/** `PUT /v1/admin/brands/{brandId}`. */
export function replaceBrand(
  db: Db,
  operator: SignedInOperator,
  brandId: number,
  values: AdminBrandValues,
): Promise<AdminBrandDetail> {
  return audited(db, operator, async (trx) => {
    const before = await brandForEditing(trx, brandId);
    await replaceBrandForOperators(trx, brandId, values);
    const after = await brandForEditing(trx, brandId);
    const entry = { action: 'brand.edit', subjectType: 'brand', subjectId: brandId };
    return { result: after, ...entry, before: brandState(before), after: brandState(after) };
  });
}

/** `DELETE /v1/admin/brands/{brandId}`: only one without products, which no promotion is limited to. */
export function deleteBrand(db: Db, operator: SignedInOperator, brandId: number): Promise<void> {
  return audited(db, operator, async (trx) => {
    const before = await brandForEditing(trx, brandId);
    if (before.productCount === 0 && (await promotionLimitedToBrand(trx, brandId))) {
      throw new DomainError(409, CATEGORY_ERRORS.brandInPromotion);
    }
    await deleteBrandForOperators(trx, brandId);
    const entry = { action: 'brand.delete', subjectType: 'brand', subjectId: brandId };
    return { result: undefined, ...entry, before: brandState(before), after: null };
  });
}
