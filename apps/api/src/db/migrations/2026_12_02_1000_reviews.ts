import { type MigrationDb, withId } from './util.ts';

/**
 * Reviews by invitation (docs/flows.md#reviews): one invitation per product of a delivered order, with
 * the SHA-256 hashes of its tokens (never the tokens); the review it turned into, private until
 * moderated; and per product the sums of its approved reviews, so product pages read one row.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('review_invitation'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('shop_order.id'))
    .addColumn('order_reference', 'varchar(16)', (col) => col.notNull())
    // The order line's position (order_line is keyed by order and position).
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull())
    // The order's copy of the product's name, in the order's language.
    .addColumn('product_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('parcel_id', 'integer', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('customer_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('locale', 'varchar(8)', (col) => col.notNull())
    .addColumn('ordered_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    // When its mail was queued (in the same transaction): the invitation is `sent` from then.
    .addColumn('sent_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('opened_at', 'varchar(32)')
    .addColumn('validated_at', 'varchar(32)')
    .addColumn('used_at', 'varchar(32)')
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('review_invitation_order_product_uq', ['order_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('review_invitation_customer_idx')
    .on('review_invitation')
    .columns(['customer_id', 'id'])
    .execute();

  await db.schema
    .createTable('review_invitation_token')
    // Hex SHA-256 of the token: a leaked table gives no working link.
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('invitation_id', 'integer', (col) => col.notNull().references('review_invitation.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('review_invitation_token_invitation_idx')
    .on('review_invitation_token')
    .column('invitation_id')
    .execute();

  await withId(db, db.schema.createTable('review'))
    .addColumn('invitation_id', 'integer', (col) => col.notNull().unique().references('review_invitation.id'))
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('locale', 'varchar(8)', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) => col.notNull())
    // Plain text as typed (trimmed); shown as text, never as HTML.
    .addColumn('body', 'text')
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('moderated_at', 'varchar(32)')
    .addColumn('moderated_by', 'integer')
    .addColumn('rejection_reason', 'varchar(500)')
    .addColumn('reply_body', 'text')
    .addColumn('replied_at', 'varchar(32)')
    .addColumn('replied_by', 'integer')
    .execute();
  // The product page's list: approved reviews of a product, newest first.
  await db.schema
    .createIndex('review_product_idx')
    .on('review')
    .columns(['product_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('review_status_idx').on('review').columns(['status', 'id']).execute();
  await db.schema.createIndex('review_customer_idx').on('review').columns(['customer_id', 'id']).execute();

  await db.schema
    .createTable('product_rating')
    .addColumn('product_id', 'integer', (col) => col.primaryKey())
    .addColumn('review_count', 'integer', (col) => col.notNull())
    .addColumn('rating_sum', 'integer', (col) => col.notNull())
    .addColumn('stars_1', 'integer', (col) => col.notNull())
    .addColumn('stars_2', 'integer', (col) => col.notNull())
    .addColumn('stars_3', 'integer', (col) => col.notNull())
    .addColumn('stars_4', 'integer', (col) => col.notNull())
    .addColumn('stars_5', 'integer', (col) => col.notNull())
    // round(rating_sum * 10 / review_count), half up: what listings sort by.
    .addColumn('average_tenths', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // The catalogue's copy of a product's rating, for listings sorted by it (best rated, then most rated).
  await db.schema
    .alterTable('product')
    .addColumn('rating_sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_rating_sort_idx')
    .on('product')
    .columns(['rating_sort', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('product_rating_sort_idx').execute();
  await db.schema.alterTable('product').dropColumn('rating_sort').execute();
  for (const table of ['product_rating', 'review', 'review_invitation_token', 'review_invitation'])
    await db.schema.dropTable(table).execute();
}
