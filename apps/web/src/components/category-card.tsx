import { useTranslations } from 'next-intl';
import type { CategorySummary } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { Picture } from './picture';

/** A category card: name, description (2 lines), picture and what the link does ("Shop pans"). */
export function CategoryCard({ category }: { category: CategorySummary }) {
  const t = useTranslations('card');
  return (
    <article className="card">
      <Link href={`/${category.path}`} prefetch={false}>
        <Picture image={category.image} sizes="(max-width: 640px) 100vw, 300px" />
        <div className="body">
          <h3 className="title">{category.name}</h3>
          <p className="clamp-2">{category.description}</p>
          <span aria-hidden="true">{t('shop', { name: category.name })} →</span>
        </div>
      </Link>
    </article>
  );
}

/** Category cards in the page's grid. */
export function CategoryGrid({ categories }: { categories: CategorySummary[] }) {
  return (
    <ul className="grid">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryCard category={category} />
        </li>
      ))}
    </ul>
  );
}
