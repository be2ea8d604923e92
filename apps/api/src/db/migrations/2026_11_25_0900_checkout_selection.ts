import type { MigrationDb } from './util.ts';

const COLUMNS = ['address_delivery_id', 'address_invoice_id', 'carrier_method_id'] as const;

/**
 * The checkout's choices on the cart (docs/flows.md#the-checkouts-steps): the delivery and invoice
 * addresses and the carrier method. No foreign keys: an address deleted after it was chosen, or a
 * method no longer offered, simply counts as not chosen when the cart is worked out, and a customer
 * deleting an address never has to wait on the cart table.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('cart').addColumn(column, 'integer').execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of [...COLUMNS].reverse()) {
    await db.schema.alterTable('cart').dropColumn(column).execute();
  }
}
