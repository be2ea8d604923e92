import type { MigrationDb } from './util.ts';

/**
 * Catalogue imports from CSV, run in the background: the job with its progress and counts, the
 * problems found (the first ones, with the total on the job) and, per row, what it changes (the first
 * rows, for the dry run's preview).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('catalogue_import')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('operator_id', 'integer')
    .addColumn('dry_run', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('phase', 'varchar(16)')
    .addColumn('rows_total', 'integer')
    .addColumn('rows_done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('deactivated_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unchanged_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('problem_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('applied', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('catalogue_import_problem')
    .addColumn('import_id', 'varchar(36)', (col) =>
      col.notNull().references('catalogue_import.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('row', 'integer', (col) => col.notNull())
    .addColumn('column', 'varchar(64)')
    .addColumn('message', 'varchar(128)', (col) => col.notNull())
    .addColumn('params', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('catalogue_import_problem_pk', ['import_id', 'seq'])
    .execute();

  await db.schema
    .createTable('catalogue_import_row')
    .addColumn('import_id', 'varchar(36)', (col) =>
      col.notNull().references('catalogue_import.id').onDelete('cascade'),
    )
    .addColumn('row', 'integer', (col) => col.notNull())
    .addColumn('sku', 'varchar(64)', (col) => col.notNull())
    .addColumn('change', 'varchar(16)', (col) => col.notNull())
    .addColumn('fields', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('catalogue_import_row_pk', ['import_id', 'row'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('catalogue_import_row').execute();
  await db.schema.dropTable('catalogue_import_problem').execute();
  await db.schema.dropTable('catalogue_import').execute();
}
