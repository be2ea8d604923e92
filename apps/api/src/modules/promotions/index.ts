/** What other modules may use of the promotions module. */
export { activePromotionsOfProduct, promotionSitemapEntries, promotionSlugs } from './service.ts';
