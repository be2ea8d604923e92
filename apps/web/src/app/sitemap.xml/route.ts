import { requestOrigin, sitemapIndexXml } from '@/lib/sitemap';

export async function GET(request: Request): Promise<Response> {
  const xml = await sitemapIndexXml(requestOrigin(request));
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  });
}
