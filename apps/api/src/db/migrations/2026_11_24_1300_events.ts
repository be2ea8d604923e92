import { type MigrationDb, withId } from './util.ts';

/**
 * The event outbox (docs/flows.md#the-event-outbox-and-its-workers): a state change other modules react to,
 * written in the transaction of the change and handled by workers. Rows are never deleted: handled ones keep
 * their time, given-up ones (`failed`) their last error.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('event_outbox'))
    .addColumn('type', 'varchar(64)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('last_attempt_at', 'varchar(32)')
    .addColumn('handled_at', 'varchar(32)')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('event_outbox_due_idx')
    .on('event_outbox')
    .columns(['status', 'next_attempt_at', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('event_outbox').execute();
}
