/** What a parcel's label shows, fixed when the parcel is shipped (stored as JSON with the parcel). */
export interface LabelFacts {
  trackingNumber: string;
  /** The carrier method's name in the order's language. */
  carrier: string;
  orderReference: string;
  shippedAt: string;
  /** The shop's time zone when the parcel left: the day it shipped is the shop's. Absent on older labels (UTC). */
  timeZone?: string;
  /** The seller as configured when the parcel left. */
  sender: { name: string; address: string; countryIso: string };
  /** The order's delivery address. */
  recipient: {
    name: string;
    company: string | null;
    address1: string;
    address2: string | null;
    postcode: string;
    city: string;
    state: string | null;
    countryIso: string;
  };
  /** The products' weights times their quantities; null when a product's weight is unknown. */
  weightGrams: number | null;
  /** Parcel `index` of `count` shipped together. */
  index: number;
  count: number;
}
