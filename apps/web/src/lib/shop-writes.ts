/**
 * A write of the back office (a price, a text, a promotion, an import, a review let through, a cancelled
 * order's stock) can change what any rendered page shows: the storefront's proxy drops its rendered
 * pages when one succeeds, each rendered afresh on its next visit (docs/storefront.md#pages-and-rendering).
 * An operator's sign-in changes nothing a shopper sees.
 */
export function changesShop(method: string, pathname: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return pathname.startsWith('/v1/admin/') && !pathname.startsWith('/v1/admin/auth/');
}
