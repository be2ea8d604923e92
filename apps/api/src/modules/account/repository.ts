import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CustomerB2BTable, CustomerTable, VatIdCheckTable } from './tables.ts';

/** Whether a database error is a unique-constraint violation (PostgreSQL 23505, SQLite CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function insertCustomer(db: Db, customer: Insertable<CustomerTable>): Promise<number> {
  const row = await db.insertInto('customer').values(customer).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function customerById(db: Db, id: number) {
  return db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst();
}

export function customerByEmail(db: Db, email: string) {
  return db.selectFrom('customer').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function emailInUse(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('customer')
    .select('id')
    .where('email', '=', email)
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateCustomer(db: Db, id: number, changes: Updateable<CustomerTable>): Promise<void> {
  await db.updateTable('customer').set(changes).where('id', '=', id).execute();
}

export function b2bOf(db: Db, customerId: number) {
  return db.selectFrom('customer_b2b').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
}

type B2BData = Pick<
  Insertable<CustomerB2BTable>,
  'fiscal_id' | 'vat_id' | 'company' | 'address' | 'postcode' | 'state' | 'city'
>;

/**
 * Stores the B2B data and makes the subscription active. An active subscription keeps its start;
 * a cancelled one starts again now.
 */
export async function activateB2B(db: Db, customerId: number, data: B2BData, now: string): Promise<void> {
  await db
    .insertInto('customer_b2b')
    .values({
      customer_id: customerId,
      status: 'active',
      since: now,
      cancelled_at: null,
      updated_at: now,
      ...data,
    })
    .onConflict((conflict) =>
      conflict.column('customer_id').doUpdateSet((eb) => ({
        ...data,
        since: eb
          .case()
          .when('customer_b2b.status', '=', 'active')
          .then(eb.ref('customer_b2b.since'))
          .else(now)
          .end(),
        status: 'active',
        cancelled_at: null,
        updated_at: now,
      })),
    )
    .execute();
}

/** Cancels an active subscription; false when there was none. */
export async function cancelB2B(db: Db, customerId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_b2b')
    .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
    .where('customer_id', '=', customerId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type NewVatIdCheck = Omit<Insertable<VatIdCheckTable>, 'id' | 'customer_id'>;

export async function insertVatIdCheck(db: Db, customerId: number, check: NewVatIdCheck): Promise<void> {
  await db
    .insertInto('vat_id_check')
    .values({ ...check, customer_id: customerId })
    .execute();
}

/** The newest check of this VAT id of the customer. */
export function latestVatIdCheck(db: Db, customerId: number, vatId: string) {
  return db
    .selectFrom('vat_id_check')
    .select(['status', 'consultation_number', 'checked_at'])
    .where('customer_id', '=', customerId)
    .where('vat_id', '=', vatId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertSupportRequest(
  db: Db,
  request: { customerId: number; email: string; locale: string; body: string; now: string },
) {
  return db
    .insertInto('support_request')
    .values({
      customer_id: request.customerId,
      email: request.email,
      locale: request.locale,
      body: request.body,
      created_at: request.now,
    })
    .returning(['id', 'body', 'created_at'])
    .executeTakeFirstOrThrow();
}
