/**
 * The `returnParcel.moved` handler: once the carrier has the return parcel (any step past its label), an
 * approved return is on its way back (`in_transit`). Its arrival at the shop shows in the parcel's steps;
 * the return stays in transit until an operator records what came back.
 */
import type { Db } from '../../db/database.ts';
import * as repository from './repository.ts';
import { moveReturn } from './status.ts';

export async function followReturnParcel(db: Db, parcelId: number): Promise<void> {
  const label = await repository.returnLabelByParcel(db, parcelId);
  if (!label) return;
  await db.transaction().execute(async (trx) => {
    const ret = await repository.lockReturn(trx, label.return_id);
    if (ret?.status !== 'approved') return;
    await moveReturn(trx, ret, 'in_transit', new Date().toISOString());
  });
}
