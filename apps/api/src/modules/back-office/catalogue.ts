/**
 * The merchant's catalogue in the back office (docs/operations.md#the-catalogue): products made and
 * edited whole, each save in one transaction with its audit entry (the product before and after).
 */
import type { Readable } from 'node:stream';
import type {
  AdminBrandOptions,
  AdminCategoryOptions,
  AdminProductDetail,
  AdminProductValues,
  CatalogueImportStarted,
  Locale,
} from '@tendero/contract';
import type { DatabaseHandle, Db } from '../../db/database.ts';
import {
  brandOptions,
  catalogueChanged,
  catalogueCsv,
  queueCatalogueImport,
  startCatalogueImport,
  categoryOptions,
  type PictureSources,
  createProductForOperators,
  productForEditing,
  replaceProductForOperators,
} from '../catalog/index.ts';
import { recordAudit } from './audit.ts';
import type { SignedInOperator } from './sessions.ts';

/** What the audit log keeps of a product: all the editor shows but the bookkeeping. */
const auditState = ({ revision: _revision, updatedAt: _updatedAt, ...product }: AdminProductDetail) =>
  product;

export function product(db: Db, productId: number): Promise<AdminProductDetail> {
  return productForEditing(db, productId);
}

/** `POST /v1/admin/products`. */
export async function createProduct(
  db: Db,
  operator: SignedInOperator,
  values: AdminProductValues,
): Promise<AdminProductDetail> {
  const created = await db.transaction().execute(async (trx) => {
    const productId = await createProductForOperators(trx, values);
    const after = await productForEditing(trx, productId);
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'product.create',
      subjectType: 'product',
      subjectId: String(productId),
      before: null,
      after: auditState(after),
    });
    return after;
  });
  // Again after the commit: a reader between the write and the commit cached the old catalogue.
  catalogueChanged(db);
  return created;
}

/** `PUT /v1/admin/products/{productId}`: made on `revision`, else a 409. */
export async function replaceProduct(
  db: Db,
  operator: SignedInOperator,
  productId: number,
  values: AdminProductValues,
  revision: number,
): Promise<AdminProductDetail> {
  const saved = await db.transaction().execute(async (trx) => {
    const before = await productForEditing(trx, productId);
    await replaceProductForOperators(trx, productId, values, revision);
    const after = await productForEditing(trx, productId);
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'product.edit',
      subjectType: 'product',
      subjectId: String(productId),
      before: auditState(before),
      after: auditState(after),
    });
    return after;
  });
  catalogueChanged(db);
  return saved;
}

export function categories(db: Db, locale: Locale): Promise<AdminCategoryOptions> {
  return categoryOptions(db, locale);
}

export function brands(db: Db): Promise<AdminBrandOptions> {
  return brandOptions(db);
}

/** `GET /v1/admin/catalogue/export.csv`. */
export function exportCsv(db: Db): Readable {
  return catalogueCsv(db);
}

/**
 * `POST /v1/admin/catalogue/imports`: checks (and without `dryRun` writes) the CSV in `file` in the
 * background; an applied import is audited as `catalogue.import` with its counts.
 */
export async function importCsv(
  db: Db,
  operator: SignedInOperator,
  file: string,
  options: {
    dryRun: boolean;
    committed: () => void;
    failed: (error: unknown) => void;
    writer?: () => DatabaseHandle;
    pictures: PictureSources;
  },
): Promise<CatalogueImportStarted> {
  const started = await queueCatalogueImport(db, { operatorId: operator.operatorId, dryRun: options.dryRun });
  startCatalogueImport(db, started.id, file, {
    applied: (trx, counts) =>
      recordAudit(trx, {
        operatorId: operator.operatorId,
        action: 'catalogue.import',
        subjectType: 'catalogue_import',
        subjectId: started.id,
        before: null,
        after: counts,
      }),
    committed: options.committed,
    failed: options.failed,
    pictures: options.pictures,
    ...(options.writer ? { writer: options.writer } : {}),
  });
  return started;
}
