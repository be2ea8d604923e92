/**
 * What the returns module's two PDFs are drawn from: copies of the facts at the moment they are made, so
 * drawing needs no database and a document drawn again shows the same
 * (docs/flows.md#returns-and-withdrawal).
 */

/** One line of a return or a withdrawal: the product's name as ordered, and how many units. */
export interface ReturnItemFacts {
  name: string;
  quantity: number;
}

/** A return label: one parcel the customer sends back, `index` of `count` parcels of the return. */
export interface ReturnLabelFacts {
  returnUid: string;
  trackingNumber: string;
  carrier: string;
  orderReference: string;
  /** When the label was made (ISO 8601). */
  createdAt: string;
  /** The shop's time zone, for the label's date; UTC when absent. */
  timeZone?: string;
  /** What the QR code encodes: the return's status page. */
  qrText: string;
  /** The customer, who sends the parcel. */
  sender: {
    name: string;
    company: string | null;
    address1: string;
    address2: string | null;
    postcode: string;
    city: string;
    countryIso: string;
  };
  /** The shop's return address, the address on one line. */
  recipient: { name: string; address: string; countryIso: string };
  lines: ReturnItemFacts[];
  index: number;
  count: number;
}

/** The acknowledgement of a withdrawal declared through the shop's withdrawal function. */
export interface WithdrawalAcknowledgementFacts {
  withdrawalUid: string;
  orderReference: string;
  /** When the order was placed (ISO 8601). */
  orderedAt: string;
  /** The instant the shop received the declaration (ISO 8601). */
  declaredAt: string;
  /** The shop's time zone, in which every date and time of the acknowledgement is written. */
  timeZone: string;
  customer: { name: string; email: string };
  seller: { name: string; address: string; countryIso: string; email: string; phone: string | null };
  /** The whole order is withdrawn from; otherwise the lines say what. */
  wholeOrder: boolean;
  lines: ReturnItemFacts[];
  /** Days the customer has to send the goods back, counted from the declaration. */
  returnDays: number;
  returnTrackingNumber: string | null;
  labelUrl: string | null;
}
