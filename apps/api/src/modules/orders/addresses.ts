import type { Db } from '../../db/database.ts';
import * as repository from './repository.ts';

/** An address as the order copied it when it was placed. */
export interface OrderAddressCopy {
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  postcode: string;
  city: string;
  stateName: string | null;
  countryIso: string;
  phone: string | null;
  vatId: string | null;
  fiscalId: string | null;
}

type OrderAddressRow = Awaited<ReturnType<typeof repository.orderAddresses>>[number];

const addressCopy = (row: OrderAddressRow): OrderAddressCopy => ({
  firstName: row.first_name,
  lastName: row.last_name,
  company: row.company,
  address1: row.address1,
  address2: row.address2,
  postcode: row.postcode,
  city: row.city,
  stateName: row.state_name,
  countryIso: row.country_iso,
  phone: row.phone,
  vatId: row.vat_id,
  fiscalId: row.fiscal_id,
});

/** The order's delivery and invoice addresses; each is undefined when the order lacks it. */
export async function orderAddressesOf(
  db: Db,
  orderId: number,
): Promise<{ delivery: OrderAddressCopy | undefined; invoice: OrderAddressCopy | undefined }> {
  const rows = await repository.orderAddresses(db, orderId);
  const of = (kind: OrderAddressRow['kind']) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return row && addressCopy(row);
  };
  return { delivery: of('delivery'), invoice: of('invoice') };
}
