import { calendarDayIn, isLocale } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { serverTexts } from '../../lib/server-texts.ts';
import { issueInvoice, sellerFacts, storeDocumentPdf, type InvoiceFacts } from '../documents/index.ts';
import { orderAddressesOf } from './addresses.ts';
import { orderLinesOf } from './lines.ts';
import * as repository from './repository.ts';

/** The payment method in the customer's words. */
export function paymentMethodLabel(provider: string, locale: string): string {
  const methods = serverTexts(isLocale(locale) ? locale : 'en', 'orders').paymentMethod;
  return provider === 'none' ? methods.none : provider === 'test' ? methods.test : methods.stripe;
}

/** What the invoice of an order says: the order as it was placed, to the cent. */
export async function invoiceFacts(db: Db, orderId: number, timeZone: string): Promise<InvoiceFacts | null> {
  const order = await repository.orderById(db, orderId);
  if (!order || order.paid_at === null) return null;
  const [lines, vat, addresses] = await Promise.all([
    orderLinesOf(db, [orderId]),
    repository.orderVat(db, orderId),
    orderAddressesOf(db, orderId),
  ]);
  const { invoice } = addresses;
  if (!invoice) throw new Error(`order ${orderId} has no invoice address`);
  const net = vat.reduce((sum, group) => sum + group.net, 0);
  const tax = vat.reduce((sum, group) => sum + group.vat, 0);
  return {
    orderId,
    orderReference: order.reference,
    customerId: order.customer_id,
    locale: isLocale(order.locale) ? order.locale : 'en',
    // The day it was paid for on the shop's calendar.
    supplyDate: calendarDayIn(order.paid_at, timeZone),
    buyer: {
      name: `${invoice.firstName} ${invoice.lastName}`,
      company: invoice.company,
      address1: invoice.address1,
      address2: invoice.address2,
      postcode: invoice.postcode,
      city: invoice.city,
      state: invoice.stateName,
      countryIso: invoice.countryIso,
      vatId: invoice.vatId,
    },
    paymentMethod: paymentMethodLabel(order.payment_provider, order.locale),
    currency: order.currency,
    lines: lines.map((line) => ({
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      total: line.total,
      vatRate: line.vatRate,
    })),
    shipping: { method: order.carrier_name, amount: order.shipping_amount, vatRate: order.shipping_vat_rate },
    vat: vat.map((group) => ({ rate: group.rate, net: group.net, vat: group.vat })),
    totals: { net, vat: tax, gross: order.total_amount },
    vatExemption: order.vat_exemption,
  };
}

/**
 * The `order.paid` handler: the invoice, issued once (a second run answers the first), then its PDF,
 * drawn after the number's transaction committed (a run that stopped in between draws it the next time).
 */
export async function issueOrderInvoice(db: Db, config: Config, orderId: number): Promise<void> {
  const facts = await invoiceFacts(db, orderId, config.shop.timeZone);
  if (!facts) return;
  const invoice = await db.transaction().execute((trx) => issueInvoice(trx, facts, sellerFacts(config)));
  await storeDocumentPdf(db, invoice.id);
}
