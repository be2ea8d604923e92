import { getTranslations } from 'next-intl/server';
import type { CategoryDetail } from '@tendero/contract';
import { CategoryGrid } from '../category-card';
import { ListedPage, type Listed } from './listed-page';

/** A category: its subcategories, then its products with filters, sort and paging. */
export async function CategoryView({ category, listing, place }: Listed & { category: CategoryDetail }) {
  const t = await getTranslations('listing');
  return (
    <ListedPage
      alternates={category.alternates}
      breadcrumbs={category.breadcrumbs.slice(0, -1)}
      name={category.name}
      description={category.description}
      listing={listing}
      place={place}
    >
      {category.children.length > 0 && (
        <section aria-labelledby="subcategories">
          <h2 id="subcategories" className="visually-hidden">
            {t('subcategories')}
          </h2>
          <CategoryGrid categories={category.children} />
        </section>
      )}
    </ListedPage>
  );
}
