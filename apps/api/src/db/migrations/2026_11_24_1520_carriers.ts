import { type MigrationDb, withId } from './util.ts';

/**
 * Carriers (docs/selling-rules.md#shipping-charges): delivery methods with their texts, the zones each method
 * divides its countries into (delivery days and free-shipping threshold per zone), and the price of each
 * weight band in a zone.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('carrier_method'))
    .addColumn('key', 'varchar(64)', (col) => col.notNull().unique())
    // The lightest and heaviest shipment the method takes, in grams (bulky freight starts above parcels).
    .addColumn('min_weight_grams', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_weight_grams', 'integer')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('carrier_method_translation')
    .addColumn('method_id', 'integer', (col) =>
      col.notNull().references('carrier_method.id').onDelete('cascade'),
    )
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('name', 'varchar(128)', (col) => col.notNull())
    .addColumn('description', 'varchar(512)', (col) => col.notNull())
    .addPrimaryKeyConstraint('carrier_method_translation_pk', ['method_id', 'locale'])
    .execute();
  await withId(db, db.schema.createTable('carrier_zone'))
    .addColumn('method_id', 'integer', (col) =>
      col.notNull().references('carrier_method.id').onDelete('cascade'),
    )
    .addColumn('key', 'varchar(64)', (col) => col.notNull())
    // Cents of the cart's items after discounts from which shipping is free; null for never.
    .addColumn('free_above', 'integer')
    .addColumn('delivery_days_min', 'integer', (col) => col.notNull())
    .addColumn('delivery_days_max', 'integer', (col) => col.notNull())
    .addUniqueConstraint('carrier_zone_method_key_unique', ['method_id', 'key'])
    .execute();
  // A country lies in at most one zone of a method.
  await db.schema
    .createTable('carrier_zone_country')
    .addColumn('method_id', 'integer', (col) =>
      col.notNull().references('carrier_method.id').onDelete('cascade'),
    )
    .addColumn('country_iso', 'varchar(2)', (col) => col.notNull().references('country.iso'))
    .addColumn('zone_id', 'integer', (col) => col.notNull().references('carrier_zone.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('carrier_zone_country_pk', ['method_id', 'country_iso'])
    .execute();
  // The cart asks "who delivers to this country" on every read.
  await db.schema
    .createIndex('carrier_zone_country_iso_idx')
    .on('carrier_zone_country')
    .columns(['country_iso', 'zone_id'])
    .execute();
  // A band holds shipments up to and including its weight; the lightest band that fits prices them.
  await db.schema
    .createTable('carrier_rate')
    .addColumn('zone_id', 'integer', (col) => col.notNull().references('carrier_zone.id').onDelete('cascade'))
    .addColumn('max_weight_grams', 'integer', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('carrier_rate_pk', ['zone_id', 'max_weight_grams'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('carrier_rate').execute();
  await db.schema.dropTable('carrier_zone_country').execute();
  await db.schema.dropTable('carrier_zone').execute();
  await db.schema.dropTable('carrier_method_translation').execute();
  await db.schema.dropTable('carrier_method').execute();
}
