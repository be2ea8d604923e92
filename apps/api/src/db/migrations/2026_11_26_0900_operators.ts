import { type MigrationDb, withId } from './util.ts';

/**
 * The back office (docs/operations.md#the-back-office): operators, who are not customers, their one-time
 * invites (the link that sets a password), their sessions, and the audit log of what they changed.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('operator'))
    // Lowercased, like customers' e-mails.
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(128)', (col) => col.notNull())
    // argon2id; null until the operator sets a password through an invite.
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('operator_invite'))
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operator.id').onDelete('cascade'))
    // sha256 hex of the token in the link; the token itself is never stored.
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('operator_invite_operator_idx')
    .on('operator_invite')
    .column('operator_id')
    .execute();

  await withId(db, db.schema.createTable('operator_session'))
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operator.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (col) => col.notNull())
    // Slides with every request: last seen + the idle time.
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('operator_session_operator_idx')
    .on('operator_session')
    .column('operator_id')
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operator.id'))
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    .addColumn('subject_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('subject_id', 'varchar(64)', (col) => col.notNull())
    // JSON of the subject's state before and after the action.
    .addColumn('before', 'text', (col) => col.notNull())
    .addColumn('after', 'text', (col) => col.notNull())
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['subject_type', 'subject_id', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['audit_log', 'operator_session', 'operator_invite', 'operator'])
    await db.schema.dropTable(table).execute();
}
