/**
 * Approved reviews on one product of a benchmark database, for `bench:catalog`'s product page with many
 * reviews. The orders are real (placed through the API with the offline test provider, one unit each);
 * their invitations and reviews are written straight into the reviews module's tables, as if each
 * customer had followed the mail's link and an operator had approved it, and the product's sums are
 * recounted by the module's own function. Kept between runs: a product that already has them is left.
 */
import { openDatabase } from '../apps/api/src/db/database.ts';
import { recountProductRating } from '../apps/api/src/modules/reviews/ratings.ts';
import { HttpShopper } from '../apps/api/src/test/http-shopper.ts';
import { LOCALES } from '../packages/contract/src/locale-data.ts';
import { runSql } from './lib.ts';

const SHOPPERS = 10;
const SENTENCES = [
  'Does what it promises.',
  'Well made, and it arrived two days after I ordered it.',
  'The colour is a little darker than in the pictures.',
  'I use it every day and it still looks new.',
  'Good value for the price, though the instructions could be clearer.',
  'Packed carefully, nothing was damaged.',
];

function databaseOf(databaseUrl: string) {
  return databaseUrl.startsWith('sqlite:')
    ? openDatabase({ dialect: 'sqlite', file: databaseUrl.slice('sqlite:'.length) })
    : openDatabase({ dialect: 'postgres', url: databaseUrl });
}

/** Brings product `productId` to `count` approved reviews (of 1 to 5 stars, in every language). */
export async function ensureReviews(
  apiUrl: string,
  databaseUrl: string,
  origin: string,
  productId: number,
  count: number,
): Promise<void> {
  const database = databaseOf(databaseUrl);
  try {
    const rating = await database.db
      .selectFrom('product_rating')
      .select('review_count')
      .where('product_id', '=', productId)
      .executeTakeFirst();
    const missing = count - (rating?.review_count ?? 0);
    if (missing <= 0) return;
    console.log(`Placing ${missing} orders of product ${productId} for its reviews…`);
    await runSql(databaseUrl, `update product set stock = 100000 where id = ${productId}`);
    const references: string[] = [];
    await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, index) => {
        const shopper = new HttpShopper({ apiUrl, origin });
        await shopper.register();
        for (let n = index; n < missing; n += SHOPPERS) {
          await shopper.prepareCheckout([{ productId, quantity: 1 }]);
          references.push((await shopper.pay()).reference);
        }
      }),
    );
    const orders = await database.db
      .selectFrom('shop_order as o')
      .innerJoin('order_line as l', 'l.order_id', 'o.id')
      .select(['o.id', 'o.reference', 'o.customer_id', 'o.email', 'o.placed_at', 'l.position', 'l.name'])
      .where('o.reference', 'in', references)
      .where('l.product_id', '=', productId)
      .execute();
    const at = new Date().toISOString();
    const expires = new Date(Date.now() + 90 * 86_400_000).toISOString();
    await database.db.transaction().execute(async (trx) => {
      for (const [n, order] of orders.entries()) {
        const locale = LOCALES[n % LOCALES.length] ?? 'en';
        const { id: invitationId } = await trx
          .insertInto('review_invitation')
          .values({
            order_id: order.id,
            order_reference: order.reference,
            position: order.position,
            product_id: productId,
            product_name: order.name,
            parcel_id: 0,
            customer_id: order.customer_id,
            email: order.email,
            customer_name: `Bench Shopper${n}`,
            locale,
            ordered_at: order.placed_at,
            status: 'used',
            sent_at: at,
            used_at: at,
            expires_at: expires,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // Mostly good, some bad; a text of 0 to 6 sentences.
        const stars = [5, 4, 5, 3, 4, 5, 2, 4, 1, 5][n % 10] ?? 5;
        const body = SENTENCES.slice(0, n % 7).join(' ');
        await trx
          .insertInto('review')
          .values({
            invitation_id: invitationId,
            product_id: productId,
            order_id: order.id,
            customer_id: order.customer_id,
            locale,
            rating: stars,
            body: body === '' ? null : body,
            status: 'approved',
            created_at: new Date(Date.now() - (orders.length - n) * 60_000).toISOString(),
            moderated_at: at,
          })
          .execute();
      }
      await recountProductRating(trx, productId, at);
    });
  } finally {
    await database.destroy();
  }
}
