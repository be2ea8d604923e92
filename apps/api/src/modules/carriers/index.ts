// TEMPORARY (not committed): the carriers helper's interface, for developing the cart.
import { CURRENCY, type Locale, type Money } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
export interface ShippingQuery { countryIso: string; weightGrams: number; itemsAmount: number }
export interface CarrierOption {
  id: number; name: string; description: string; price: Money; regularPrice: Money;
  freeAbove: Money | null; deliveryDays: { min: number; max: number };
}
export async function cheapestShipping(_db: Db, _locale: Locale, query: ShippingQuery): Promise<CarrierOption | null> {
  if (query.countryIso === 'AQ') return null;
  const free = query.itemsAmount >= 4900;
  return { id: 1, name: 'Standard', description: '', price: { amount: free ? 0 : 490, currency: CURRENCY }, regularPrice: { amount: 490, currency: CURRENCY }, freeAbove: { amount: 4900, currency: CURRENCY }, deliveryDays: { min: 2, max: 3 } };
}
