import { getTranslations } from 'next-intl/server';
import type { Breadcrumb } from '@tendero/contract';
import { Link } from '@/i18n/navigation';

/** The way back: home, then the page's ancestors as links, then the page itself (not a link). */
export async function Breadcrumbs({ items, current }: { items: Breadcrumb[]; current?: string }) {
  const t = await getTranslations('nav');
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs')}>
      <ol>
        <li>
          <Link href="/" prefetch={false}>
            {t('home')}
          </Link>
        </li>
        {items.map((item) => (
          <li key={item.path}>
            <Link href={`/${item.path}`} prefetch={false}>
              {item.name}
            </Link>
          </li>
        ))}
        {current && <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
}
