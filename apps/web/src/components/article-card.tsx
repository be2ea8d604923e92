import type { Article } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { Picture } from './picture';

/** An article card: title, subtitle (2 lines) and featured picture. */
export function ArticleCard({
  article,
}: {
  article: Pick<Article, 'slug' | 'title' | 'subtitle' | 'image'>;
}) {
  return (
    <article className="card">
      <Link href={`/articles/${article.slug}`} prefetch={false}>
        <Picture image={article.image} sizes="(max-width: 640px) 100vw, 400px" />
        <div className="body">
          <h3 className="title">{article.title}</h3>
          <p className="clamp-2">{article.subtitle}</p>
        </div>
      </Link>
    </article>
  );
}

/** Article cards in the page's grid. */
export function ArticleGrid({
  articles,
}: {
  articles: Pick<Article, 'id' | 'slug' | 'title' | 'subtitle' | 'image'>[];
}) {
  return (
    <ul className="grid">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
