import { revalidatePath } from 'next/cache';
import { changesShop } from '@/lib/shop-writes';

/**
 * The browser reaches the API on the shop's own origin (cookies stay first-party on every country
 * domain). A route handler rather than a rewrite, so API_INTERNAL_URL is read when the server runs,
 * not frozen into the build.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length'];

function apiUrl(): string {
  return process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
}

async function forward(request: Request): Promise<Response> {
  const incoming = new URL(request.url);
  const target = `${apiUrl()}${incoming.pathname}${incoming.search}`;
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set('x-forwarded-host', incoming.host);
  headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // The body streams through (a 60 MB catalogue CSV, pictures): never held whole in the storefront.
  const answer = await fetch(target, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    duplex: 'half',
    redirect: 'manual',
  } as RequestInit & { duplex: 'half' });
  if (answer.ok && changesShop(request.method, incoming.pathname)) revalidatePath('/', 'layout');
  const outgoing = new Headers(answer.headers);
  for (const name of HOP_BY_HOP) outgoing.delete(name);
  outgoing.delete('content-encoding');
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: outgoing,
  });
}

export const GET = forward;
export const POST = forward;
export const PUT = forward;
export const PATCH = forward;
export const DELETE = forward;
export const HEAD = forward;
