import { type MigrationDb, withId } from './util.ts';

/**
 * Orders and payments (docs/flows.md#placing-an-order): orders copy what was bought (lines with name, sku,
 * price, VAT rate and discount; addresses; carrier; VAT per rate) so they never change with the catalogue;
 * payments record one provider intent per cart and the cart revision it is for; the offline test
 * provider keeps its own intents as a card provider would on its side.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('shop_order'))
    // What a customer reads out on the phone: 8 letters and digits that cannot be mistaken.
    .addColumn('reference', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
    // One order per cart.
    .addColumn('cart_id', 'integer', (col) => col.notNull().unique())
    .addColumn('cart_revision', 'integer', (col) => col.notNull())
    .addColumn('locale', 'varchar(8)', (col) => col.notNull())
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('status', 'varchar(24)', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('items_amount', 'bigint', (col) => col.notNull())
    .addColumn('discount_amount', 'bigint', (col) => col.notNull())
    .addColumn('shipping_amount', 'bigint', (col) => col.notNull())
    // The VAT rate in the shipping charge (the destination's standard rate; 0 where none is charged).
    .addColumn('shipping_vat_rate', 'integer', (col) => col.notNull())
    .addColumn('payment_fee_amount', 'bigint', (col) => col.notNull())
    .addColumn('total_amount', 'bigint', (col) => col.notNull())
    .addColumn('vat_exemption', 'varchar(16)')
    .addColumn('carrier_method_id', 'integer', (col) => col.notNull())
    .addColumn('carrier_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('delivery_days_min', 'integer', (col) => col.notNull())
    .addColumn('delivery_days_max', 'integer', (col) => col.notNull())
    .addColumn('payment_provider', 'varchar(16)', (col) => col.notNull())
    .addColumn('conversion_sent', 'integer', (col) => col.notNull().defaultTo(0))
    // When the confirmation mail was queued: its event handler may run twice, the mail goes once.
    .addColumn('confirmation_mailed_at', 'varchar(32)')
    .addColumn('placed_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('shop_order_customer_idx')
    .on('shop_order')
    .columns(['customer_id', 'id'])
    .execute();

  await db.schema
    .createTable('order_line')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('shop_order.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('sku', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'varchar(512)', (col) => col.notNull())
    .addColumn('path', 'varchar(1024)', (col) => col.notNull())
    // JSON of the contract's Image, as shown when bought.
    .addColumn('image', 'text')
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price', 'bigint', (col) => col.notNull())
    .addColumn('discount', 'bigint', (col) => col.notNull())
    .addColumn('total', 'bigint', (col) => col.notNull())
    .addColumn('vat_rate', 'integer', (col) => col.notNull())
    .addColumn('gift', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('order_line_pk', ['order_id', 'position'])
    .execute();

  await db.schema
    .createTable('order_vat')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('shop_order.id'))
    .addColumn('rate', 'integer', (col) => col.notNull())
    .addColumn('net', 'bigint', (col) => col.notNull())
    .addColumn('vat', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_vat_pk', ['order_id', 'rate'])
    .execute();

  await db.schema
    .createTable('order_promotion')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('shop_order.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(256)', (col) => col.notNull())
    .addColumn('code', 'varchar(64)')
    .addColumn('discount', 'bigint', (col) => col.notNull())
    .addColumn('free_shipping', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('order_promotion_pk', ['order_id', 'position'])
    .execute();

  await db.schema
    .createTable('order_address')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('shop_order.id'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('first_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('company', 'varchar(128)')
    .addColumn('address1', 'varchar(256)', (col) => col.notNull())
    .addColumn('address2', 'varchar(256)')
    .addColumn('postcode', 'varchar(16)', (col) => col.notNull())
    .addColumn('city', 'varchar(64)', (col) => col.notNull())
    .addColumn('state_name', 'varchar(128)')
    .addColumn('country_iso', 'varchar(2)', (col) => col.notNull())
    .addColumn('phone', 'varchar(32)')
    .addColumn('vat_id', 'varchar(128)')
    .addColumn('fiscal_id', 'varchar(128)')
    .addPrimaryKeyConstraint('order_address_pk', ['order_id', 'kind'])
    .execute();

  await withId(db, db.schema.createTable('order_status_history'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('shop_order.id'))
    .addColumn('status', 'varchar(24)', (col) => col.notNull())
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('order_status_history_order_idx')
    .on('order_status_history')
    .column('order_id')
    .execute();

  await withId(db, db.schema.createTable('payment'))
    // One payment (one provider intent) per cart, updated in place when the cart's total changes.
    .addColumn('cart_id', 'integer', (col) => col.notNull().unique())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    // The revision of the cart this payment is for: what is paid is that revision's total.
    .addColumn('cart_revision', 'integer', (col) => col.notNull())
    .addColumn('provider', 'varchar(16)', (col) => col.notNull())
    .addColumn('intent_id', 'varchar(255)', (col) => col.unique())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('status', 'varchar(32)', (col) => col.notNull())
    .addColumn('failure_code', 'varchar(64)')
    .addColumn('order_id', 'integer', (col) => col.unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('payment_refund'))
    .addColumn('payment_id', 'integer', (col) => col.notNull().references('payment.id'))
    .addColumn('amount', 'bigint', (col) => col.notNull())
    // `mismatch` (paid for another cart revision), `stock` (sold out meanwhile), later returns and refunds.
    .addColumn('reason', 'varchar(32)', (col) => col.notNull())
    .addColumn('provider_refund_id', 'varchar(255)')
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payment_refund_payment_idx')
    .on('payment_refund')
    .column('payment_id')
    .execute();

  // The offline test provider's side: its intents, as Stripe keeps PaymentIntents.
  await db.schema
    .createTable('test_payment_intent')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('client_secret', 'varchar(128)', (col) => col.notNull())
    .addColumn('idempotency_key', 'varchar(128)', (col) => col.notNull().unique())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('status', 'varchar(32)', (col) => col.notNull())
    .addColumn('metadata', 'text', (col) => col.notNull())
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('last_error', 'varchar(64)')
    .addColumn('amount_refunded', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'test_payment_intent',
    'payment_refund',
    'payment',
    'order_status_history',
    'order_address',
    'order_promotion',
    'order_vat',
    'order_line',
    'shop_order',
  ])
    await db.schema.dropTable(table).execute();
}
