import { revalidatePath } from 'next/cache';

/**
 * Drops this storefront process's rendered pages. Only the process itself calls it: its server
 * (server.ts) on the news from Redis that the catalogue changed on some API replica
 * (docs/storefront.md#more-than-one-storefront-process), with a token made at its start.
 */
export async function POST(request: Request): Promise<Response> {
  const token = process.env.TENDERO_CACHE_REFRESH_TOKEN;
  if (!token || request.headers.get('x-cache-refresh-token') !== token) {
    return new Response(null, { status: 404 });
  }
  revalidatePath('/', 'layout');
  return new Response(null, { status: 204 });
}
