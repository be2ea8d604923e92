import { sql } from 'kysely';
import { type MigrationDb, withId } from './util.ts';

/** Customer accounts, sessions, addresses, B2B subscriptions, support requests; mail retries. */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('customer'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('first_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('customer_b2b')
    .addColumn('customer_id', 'integer', (col) =>
      col.primaryKey().references('customer.id').onDelete('cascade'),
    )
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('since', 'varchar(32)', (col) => col.notNull())
    .addColumn('cancelled_at', 'varchar(32)')
    .addColumn('fiscal_id', 'varchar(128)')
    .addColumn('vat_id', 'varchar(128)')
    .addColumn('company', 'varchar(128)')
    .addColumn('address', 'varchar(256)')
    .addColumn('postcode', 'varchar(16)')
    .addColumn('state', 'varchar(64)')
    .addColumn('city', 'varchar(64)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // A session is one sign-in: the family of refresh tokens rotated from it.
  await withId(db, db.schema.createTable('auth_session'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('refreshed_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('revoked_reason', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('auth_session_customer_idx')
    .on('auth_session')
    .columns(['customer_id', 'revoked_at'])
    .execute();

  await withId(db, db.schema.createTable('refresh_token'))
    .addColumn('session_id', 'integer', (col) =>
      col.notNull().references('auth_session.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('rotated_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('refresh_token_session_idx').on('refresh_token').column('session_id').execute();

  await withId(db, db.schema.createTable('password_reset'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('password_reset_customer_idx')
    .on('password_reset')
    .column('customer_id')
    .execute();

  // Registration challenges already answered: each signed challenge works once.
  await db.schema
    .createTable('challenge_use')
    .addColumn('token_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('address'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('first_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('country_iso', 'varchar(2)', (col) => col.notNull())
    .addColumn('state_id', 'integer', (col) => col.references('state.id'))
    .addColumn('company', 'varchar(128)')
    .addColumn('address1', 'varchar(256)', (col) => col.notNull())
    .addColumn('address2', 'varchar(256)')
    .addColumn('postcode', 'varchar(16)', (col) => col.notNull())
    .addColumn('city', 'varchar(64)', (col) => col.notNull())
    .addColumn('phone', 'varchar(32)')
    .addColumn('fiscal_id', 'varchar(128)')
    .addColumn('vat_id', 'varchar(128)')
    .addColumn('default_delivery', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('default_invoice', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('address_customer_idx').on('address').columns(['customer_id', 'id']).execute();
  // At most one default of each kind per customer, whatever the code above the database does.
  await sql`create unique index address_default_delivery_unique on address (customer_id) where default_delivery = 1`.execute(
    db,
  );
  await sql`create unique index address_default_invoice_unique on address (customer_id) where default_invoice = 1`.execute(
    db,
  );

  await withId(db, db.schema.createTable('support_request'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('body', 'varchar(500)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('support_request_customer_idx')
    .on('support_request')
    .columns(['customer_id', 'id'])
    .execute();

  // The sender retries a failed mail later (backoff) and claims rows so two workers never send one twice.
  await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'varchar(32)').execute();
  await db.schema.alterTable('mail_outbox').addColumn('claimed_until', 'varchar(32)').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('claimed_until').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('next_attempt_at').execute();
  for (const table of [
    'support_request',
    'address',
    'challenge_use',
    'password_reset',
    'refresh_token',
    'auth_session',
    'customer_b2b',
    'customer',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
