/** What other modules may use of the promotions module. */
export {
  activePromotionsOfProduct,
  promotionLimitedToBrand,
  promotionLimitedToCategory,
  promotionSitemapEntries,
  promotionSlugs,
} from './service.ts';
export {
  cartPromotionRules,
  holdPromotionLimits,
  normalisedCode,
  promotionIdByCode,
  recordPromotionUses,
  type CartPromotionRule,
} from './cart-rules.ts';
export { createPromotion, type NewPromotion } from './promotion-writes.ts';
export { createVoucher, voucherOf, type NewVoucher, type Voucher } from './vouchers.ts';
export {
  createPromotionForOperators,
  endPromotionForOperators,
  promotionForEditing,
  promotionsForOperators,
  recordAppliedReductions,
  replacePromotionForOperators,
  runCataloguePromotions,
} from './promotion-editor.ts';
