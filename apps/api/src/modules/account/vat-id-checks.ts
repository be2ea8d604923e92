import { checkVatId, VIES_PREFIXES, type VatIdCheck } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import * as repository from './repository.ts';
import { askVies } from './vies.ts';

/** What a VAT id check needs of the configuration. */
export type VatIdChecking = Pick<Config, 'vies' | 'shopVatId'>;

/**
 * Asks VIES about a normalised VAT id, when VIES_URL is set and the id is of a country VIES knows
 * (the EU members and XI); undefined when VIES was not asked. The seller's own VAT id, when it is one
 * VIES takes, names the requester, so that a valid answer carries a consultation number.
 */
export async function askViesAbout(
  checking: VatIdChecking,
  vatId: string,
): Promise<repository.NewVatIdCheck | undefined> {
  const url = checking.vies.url;
  const checked = checkVatId(vatId);
  if (!url || !checked.valid || !VIES_PREFIXES.includes(checked.prefix)) return undefined;
  const seller = checking.shopVatId === undefined ? undefined : checkVatId(checking.shopVatId);
  const requester = seller?.valid && VIES_PREFIXES.includes(seller.prefix) ? seller : undefined;
  const answer = await askVies({ url, timeoutMs: checking.vies.timeoutMs, requester }, checked);
  const asked = {
    vat_id: checked.vatId,
    requester_vat_id: requester?.vatId ?? null,
    checked_at: new Date().toISOString(),
  };
  if (answer.status === 'unverified') {
    return {
      ...asked,
      status: 'unverified',
      consultation_number: null,
      request_date: null,
      trader_name: null,
      trader_address: null,
      error: answer.error,
    };
  }
  return {
    ...asked,
    status: answer.status,
    consultation_number: answer.consultationNumber,
    request_date: answer.requestDate,
    trader_name: answer.traderName,
    trader_address: answer.traderAddress,
    error: null,
  };
}

/** The newest check of the customer's VAT id; `not_checked` when VIES was never asked about it. */
export async function vatIdCheckOf(
  db: Db,
  customerId: number,
  vatId: string | null,
): Promise<VatIdCheck | null> {
  if (vatId === null) return null;
  const row = await repository.latestVatIdCheck(db, customerId, vatId);
  if (!row) return { status: 'not_checked', consultationNumber: null, checkedAt: null };
  return { status: row.status, consultationNumber: row.consultation_number, checkedAt: row.checked_at };
}
