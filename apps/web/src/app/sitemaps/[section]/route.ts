import { ApiError } from '@tendero/client';
import { SITEMAP_TYPES, type SitemapType } from '@tendero/contract';
import { requestOrigin, sitemapSectionXml } from '@/lib/sitemap';

type Section = Exclude<SitemapType, 'index'>;
const SECTIONS = SITEMAP_TYPES.filter((type): type is Section => type !== 'index');
const SECTION_PAGE = new RegExp(`^(${SECTIONS.join('|')})-(\\d{1,6})\\.xml$`);

/** /sitemaps/products-2.xml: page 2 of the products section. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ section: string }> },
): Promise<Response> {
  const match = SECTION_PAGE.exec((await params).section);
  const section = SECTIONS.find((type) => type === match?.[1]);
  if (!section || !match?.[2]) return new Response('Not found', { status: 404 });
  try {
    const xml = await sitemapSectionXml(requestOrigin(request), section, Number(match[2]));
    return new Response(xml, {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return new Response('Not found', { status: 404 });
    throw error;
  }
}
