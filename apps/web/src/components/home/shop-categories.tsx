import { getTranslations } from 'next-intl/server';
import type { CategorySummary } from '@tendero/contract';
import { CategoryGrid } from '../category-card';

/** The top categories of the shop as cards. */
export async function ShopCategories({ categories }: { categories: CategorySummary[] }) {
  const t = await getTranslations('home');
  return (
    <>
      <h2>{t('categories')}</h2>
      <CategoryGrid categories={categories} />
    </>
  );
}
