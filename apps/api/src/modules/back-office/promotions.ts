/**
 * Promotions and codes in the back office (docs/operations.md#promotions-and-codes): each save in one
 * transaction with its audit entry (the promotion before and after).
 */
import type {
  AdminPromotionDetail,
  AdminPromotionList,
  AdminPromotionValues,
  Locale,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { catalogueChanged } from '../catalog/index.ts';
import {
  createPromotionForOperators,
  endPromotionForOperators,
  promotionForEditing,
  promotionsForOperators,
  replacePromotionForOperators,
} from '../promotions/index.ts';
import { recordAudit } from './audit.ts';
import type { SignedInOperator } from './sessions.ts';

/** What the audit log keeps of a promotion: all the editor shows but the bookkeeping. */
const auditState = ({
  revision: _revision,
  updatedAt: _updatedAt,
  uses: _uses,
  state: _state,
  ...promotion
}: AdminPromotionDetail) => promotion;

export function promotions(db: Db, locale: Locale): Promise<AdminPromotionList> {
  return promotionsForOperators(db, locale);
}

export function promotion(db: Db, promotionId: number): Promise<AdminPromotionDetail> {
  return promotionForEditing(db, promotionId);
}

/** Runs `change` with the audit entry of `action`; the catalogue is told after the commit too. */
async function audited(
  db: Db,
  operator: SignedInOperator,
  action: 'promotion.create' | 'promotion.edit' | 'promotion.end',
  promotionId: number | null,
  change: (trx: Trx) => Promise<number>,
): Promise<AdminPromotionDetail> {
  const saved = await db.transaction().execute(async (trx) => {
    const before = promotionId === null ? null : await promotionForEditing(trx, promotionId);
    const id = await change(trx);
    const after = await promotionForEditing(trx, id);
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action,
      subjectType: 'promotion',
      subjectId: String(id),
      before: before && auditState(before),
      after: auditState(after),
    });
    return after;
  });
  // Again after the commit: a reader between a shelf price's change and the commit cached the old one.
  catalogueChanged(db);
  return saved;
}

export function createPromotion(db: Db, operator: SignedInOperator, values: AdminPromotionValues) {
  return audited(db, operator, 'promotion.create', null, (trx) => createPromotionForOperators(trx, values));
}

export function replacePromotion(
  db: Db,
  operator: SignedInOperator,
  promotionId: number,
  values: AdminPromotionValues,
  revision: number,
) {
  return audited(db, operator, 'promotion.edit', promotionId, async (trx) => {
    await replacePromotionForOperators(trx, promotionId, values, revision);
    return promotionId;
  });
}

export function endPromotion(db: Db, operator: SignedInOperator, promotionId: number) {
  return audited(db, operator, 'promotion.end', promotionId, async (trx) => {
    await endPromotionForOperators(trx, promotionId);
    return promotionId;
  });
}
