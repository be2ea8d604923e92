/** What other modules may use of the pricing module. */
export {
  LOWEST_PRIOR_PRICE_DAYS,
  lowestPriorPrice,
  currentPrices,
  recordPriceChanges,
  type CurrentPrice,
  type PriceChange,
  type PricePoint,
} from './service.ts';
export {
  chargedVatRate,
  payableAmount,
  vatExemptionOf,
  vatGroups,
  vatRateOf,
  type VatGroup,
  type VatRates,
} from './vat.ts';
