import { type MigrationDb, withId } from './util.ts';

/**
 * The price history (Omnibus, docs/selling-rules.md#reduced-prices-the-30-day-lowest-prior-price): one row
 * per price a product has had, from the moment it took effect, so the lowest price of the 30 days before a
 * reduction can be worked out. Rows are never changed or deleted. Products already in the catalogue start
 * their history with their present price, from the day they were added, so a reduced one shows its base price
 * as the lowest prior price.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('price_history'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('product.id'))
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('base_price', 'integer')
    .addColumn('valid_from', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('price_history_product_idx')
    .on('price_history')
    .columns(['product_id', 'valid_from'])
    .execute();
  await db
    .insertInto('price_history')
    .columns(['product_id', 'price', 'base_price', 'valid_from'])
    .expression(db.selectFrom('product').select(['id', 'price', 'base_price', 'created_at']).orderBy('id'))
    .execute();
  await db
    .updateTable('product')
    .set((eb) => ({ lowest_prior_price: eb.ref('base_price') }))
    .where('base_price', 'is not', null)
    .whereRef('base_price', '>', 'price')
    .where('lowest_prior_price', 'is', null)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('price_history').execute();
}
