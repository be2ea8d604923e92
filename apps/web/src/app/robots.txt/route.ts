import { requestOrigin } from '@/lib/sitemap';

/** robots.txt with the sitemap's absolute URL on the origin that was asked (each country domain its own). */
export function GET(request: Request): Response {
  const origin = requestOrigin(request);
  const body = [
    'User-Agent: *',
    'Allow: /',
    'Disallow: /v1/',
    'Disallow: /*/search',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
