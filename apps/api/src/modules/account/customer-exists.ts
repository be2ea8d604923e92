import type { Db } from '../../db/database.ts';
import * as repository from './repository.ts';

/** Whether a customer account with this id exists (for the back office's customer routes). */
export async function customerExists(db: Db, customerId: number): Promise<boolean> {
  return (await repository.customerById(db, customerId)) !== undefined;
}
