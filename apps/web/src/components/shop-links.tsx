import { getTranslations } from 'next-intl/server';
import type { Menu } from '@tendero/contract';
import { Link } from '@/i18n/navigation';

/**
 * The shop's sections as list items, for the header's and the footer's lists: the top categories
 * and the brands index when the menu came, and the articles in any case.
 */
export async function ShopLinks({ menu }: { menu: Menu | null }) {
  const t = await getTranslations('nav');
  return (
    <>
      {menu?.items.map((category) => (
        <li key={category.id}>
          <Link href={`/${category.path}`} prefetch={false}>
            {category.name}
          </Link>
        </li>
      ))}
      {menu && (
        <li>
          <Link href={`/${menu.brandsPath}`} prefetch={false}>
            {t('brands')}
          </Link>
        </li>
      )}
      <li>
        <Link href="/articles" prefetch={false}>
          {t('articles')}
        </Link>
      </li>
    </>
  );
}
