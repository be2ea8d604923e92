/**
 * What other modules may use of the shipping module: shipping orders, recording steps, the parcel mails,
 * and the Code 128 bars its labels print (return labels print them too).
 */
export { code128Bars } from './label-pdf.ts';
export { sendParcelMail, type ParcelMailKind } from './notifications.ts';
export {
  recordParcelEvent,
  settleFulfilmentAfterRefund,
  type ParcelStep,
  type RecordedStep,
  type StepSource,
} from './parcel-events.ts';
export { shipOrder, type ShippingOperator } from './ship.ts';
export { deliveredParcel, orderHasParcels, orderParcels, shippedQuantities } from './service.ts';
export {
  createReturnParcel,
  deliveredUnits,
  returnParcelIdOf,
  returnParcels,
  type NewReturnParcel,
  type ReturnParcelView,
} from './return-parcels.ts';
export { normalisePostcode } from './tracking-number.ts';
