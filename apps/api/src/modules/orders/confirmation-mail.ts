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
import { orderAddressesOf, type OrderAddressCopy } from './addresses.ts';
import { orderLinesOf } from './lines.ts';
import * as repository from './repository.ts';

const mailAddress = (address: OrderAddressCopy): OrderMailAddress => ({
  name: `${address.firstName} ${address.lastName}`,
  company: address.company,
  lines: address.address2 ? [address.address1, address.address2] : [address.address1],
  postcode: address.postcode,
  city: address.city,
  countryIso: address.countryIso,
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
    const [lines, vat, { delivery, invoice }, termsSlug] = await Promise.all([
      orderLinesOf(trx, [orderId]),
      repository.orderVat(trx, orderId),
      orderAddressesOf(trx, orderId),
      pageSlugOf(trx, locale, 'terms'),
    ]);
    if (!delivery || !invoice) throw new Error(`order ${orderId} has no addresses`);
    const paymentMethod = paymentMethodLabel(order.payment_provider, locale);
    const mail = orderConfirmationMail(
      { recipient: order.email, locale, name: `${invoice.firstName} ${invoice.lastName}` },
      {
        reference: order.reference,
        placedAt: order.placed_at,
        orderUrl: shopLink(config, locale, orderPagePath(order.reference)),
        termsUrl: shopLink(config, locale, shopPagePath(termsSlug)),
        // The order page carries the withdrawal button (CRD Art. 11a), as every page's footer does.
        withdrawalUrl: shopLink(config, locale, orderPagePath(order.reference)),
        lines: lines.map((line) => ({
          name: line.name,
          sku: line.sku,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          discount: line.discount,
          total: line.total,
          vatRate: line.vatRate,
          gift: line.gift,
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
