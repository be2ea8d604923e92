import { isLocale, type Locale } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { pageSlugOf } from '../cms/index.ts';
import {
  enqueueMail,
  orderConfirmationMail,
  shopLink,
  shopPagePath,
  type OrderMailAddress,
} from '../mail/index.ts';
import { paymentMethodLabel } from './invoice.ts';
import * as repository from './repository.ts';

type AddressRow = Awaited<ReturnType<typeof repository.orderAddresses>>[number];

const mailAddress = (row: AddressRow): OrderMailAddress => ({
  name: `${row.first_name} ${row.last_name}`,
  company: row.company,
  lines: row.address2 ? [row.address1, row.address2] : [row.address1],
  postcode: row.postcode,
  city: row.city,
  countryIso: row.country_iso,
});

/** The storefront page of an order, below the language prefix. */
export const orderPagePath = (reference: string) => `account/orders/${reference}`;

/**
 * The `order.placed` handler: the order confirmation on a durable medium, in the order's language, with
 * a link to the terms page under the slug the storefront serves it in that language; once (the handler
 * may run twice; the order row is locked and marked).
 */
export async function sendOrderConfirmation(db: Db, config: Config, orderId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await repository.lockOrder(trx, orderId);
    if (!order || order.confirmation_mailed_at !== null) return;
    const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
    const [lines, vat, addresses, termsSlug] = await Promise.all([
      repository.orderLines(trx, [orderId]),
      repository.orderVat(trx, orderId),
      repository.orderAddresses(trx, orderId),
      pageSlugOf(trx, locale, 'terms'),
    ]);
    const delivery = addresses.find((row) => row.kind === 'delivery');
    const invoice = addresses.find((row) => row.kind === 'invoice');
    if (!delivery || !invoice) throw new Error(`order ${orderId} has no addresses`);
    const paymentMethod = paymentMethodLabel(order.payment_provider, locale);
    const mail = orderConfirmationMail(
      { recipient: order.email, locale, name: `${invoice.first_name} ${invoice.last_name}` },
      {
        reference: order.reference,
        placedAt: order.placed_at,
        orderUrl: shopLink(config, locale, orderPagePath(order.reference)),
        termsUrl: shopLink(config, locale, shopPagePath(termsSlug)),
        // The withdrawal button (Art. 11a) comes with returns; until then the mail does not name it.
        withdrawalUrl: null,
        lines: lines.map((line) => ({
          name: line.name,
          sku: line.sku,
          quantity: line.quantity,
          unitPrice: line.unit_price,
          discount: line.discount,
          total: line.total,
          vatRate: line.vat_rate,
          gift: line.gift === 1,
        })),
        shipping: {
          carrier: order.carrier_name,
          deliveryDays: { min: order.delivery_days_min, max: order.delivery_days_max },
        },
        totals: {
          items: order.items_amount,
          discount: order.discount_amount,
          shipping: order.shipping_amount,
          paymentFee: order.payment_fee_amount,
          total: order.total_amount,
        },
        vat: vat.map((group) => ({ rate: group.rate, net: group.net, vat: group.vat })),
        vatExemption: order.vat_exemption,
        deliveryAddress: mailAddress(delivery),
        invoiceAddress: mailAddress(invoice),
        paymentMethod,
        seller: config.shop,
      },
    );
    await enqueueMail(trx, [mail]);
    await repository.markConfirmationMailed(trx, orderId, new Date().toISOString());
  });
}
