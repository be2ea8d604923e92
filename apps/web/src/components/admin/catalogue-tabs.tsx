'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

const TABS = [
  ['/admin/products', 'products'],
  ['/admin/categories', 'categories'],
  ['/admin/brands', 'brands'],
  ['/admin/pictures', 'pictures'],
  ['/admin/catalogue-csv', 'csv'],
] as const;

/** The catalogue's parts, above each of their lists: products, categories, brands, pictures. */
export function CatalogueTabs() {
  const t = useTranslations('admin.catalogueTabs');
  const pathname = usePathname();
  return (
    <nav className="admin-tabs" aria-label={t('label')}>
      <ul>
        {TABS.map(([href, key]) => (
          <li key={key}>
            <Link href={href} prefetch={false} aria-current={pathname === href ? 'page' : undefined}>
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
