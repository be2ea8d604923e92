import { getTranslations } from 'next-intl/server';
import type { SearchSuggestions as Suggestions } from '@tendero/contract';
import { Link } from '@/i18n/navigation';

/** What a shopper can try when a search found nothing: near spellings and categories named like the words. */
export async function SearchSuggestions({ query, suggestions }: { query: string; suggestions: Suggestions }) {
  const t = await getTranslations('search');
  return (
    <section className="search-suggestions">
      <p>{t('noResults', { query })}</p>
      {suggestions.queries.length > 0 && (
        <>
          <h2 id="did-you-mean">{t('didYouMean')}</h2>
          <ul className="suggestions" aria-labelledby="did-you-mean">
            {suggestions.queries.map((alternative) => (
              <li key={alternative}>
                <Link
                  className="button secondary"
                  href={`/search?q=${encodeURIComponent(alternative)}`}
                  prefetch={false}
                >
                  {alternative}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {suggestions.categories.length > 0 && (
        <>
          <h2 id="suggested-categories">{t('suggestedCategories')}</h2>
          <ul className="suggestions" aria-labelledby="suggested-categories">
            {suggestions.categories.map((category) => (
              <li key={category.path}>
                <Link className="button secondary" href={`/${category.path}`} prefetch={false}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
