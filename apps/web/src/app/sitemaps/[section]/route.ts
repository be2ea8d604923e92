import { ApiError } from '@tendero/client';
import { requestOrigin, sitemapSectionXml } from '@/lib/sitemap';

/** /sitemaps/products-2.xml: page 2 of the products section. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ section: string }> },
): Promise<Response> {
  const match = /^(manufacturers|categories|products|misc)-(\d{1,6})\.xml$/.exec((await params).section);
  if (!match?.[1] || !match[2]) return new Response('Not found', { status: 404 });
  try {
    const xml = await sitemapSectionXml(requestOrigin(request), match[1], Number(match[2]));
    return new Response(xml, {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return new Response('Not found', { status: 404 });
    throw error;
  }
}
