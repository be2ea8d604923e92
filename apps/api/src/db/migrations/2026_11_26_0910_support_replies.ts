import { type MigrationDb, withId } from './util.ts';

/**
 * The back office's answers to support messages (account module): one per message, mailed to the
 * customer; the operator's e-mail is copied, as it was when they answered.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('support_reply'))
    .addColumn('support_request_id', 'integer', (col) =>
      col.notNull().unique().references('support_request.id').onDelete('cascade'),
    )
    .addColumn('operator_id', 'integer', (col) => col.notNull())
    .addColumn('operator_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('body', 'varchar(4000)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('support_reply').execute();
}
