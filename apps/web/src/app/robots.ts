import type { MetadataRoute } from 'next';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/v1/', '/*/search'] }],
    sitemap: '/sitemap.xml',
  };
}
