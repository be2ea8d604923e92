import { getTranslations } from 'next-intl/server';
import type { Breadcrumb } from '@tendero/contract';
import { Link } from '@/i18n/navigation';

export async function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
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
      </ol>
    </nav>
  );
}
