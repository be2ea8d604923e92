/** What other modules may use of the carriers module: shipping options and prices for a shipment. */
export type { CarrierOption, ShippingQuery } from './service.ts';
export {
  carrierMethodNames,
  carrierMethodServing,
  cheapestShipping,
  shippingOption,
  shippingOptions,
} from './service.ts';
