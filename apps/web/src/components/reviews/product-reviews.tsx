import { getTranslations } from 'next-intl/server';
import type { Locale, ProductReviews as Reviews, Review } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { formatDate } from '@/lib/format';
import { formatAverage, fullDistribution, hasRating, reviewsHref, type ReviewSelection } from '@/lib/reviews';
import { RatingStars } from './rating-stars';
import { ReviewText } from './review-text';

/** The page that says how reviews are collected and checked (UCPD Art. 7(6)). */
export const REVIEW_POLICY_PATH = '/reviews';

/** A language's own name in the page's language ("Polish" on an English page). */
function languageName(locale: Locale, of: Locale): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(of) ?? of;
}

/** The stars and average beside the product's name, linking to its reviews; nothing without any. */
export async function ProductRatingLink({ reviews, locale }: { reviews: Reviews; locale: Locale }) {
  const t = await getTranslations('reviews');
  const { summary } = reviews;
  if (!hasRating(summary)) return null;
  const average = formatAverage(locale, summary.averageTenths);
  return (
    <p className="product-rating">
      <RatingStars tenths={summary.averageTenths} label={t('outOfFive', { average })} />{' '}
      <a href="#reviews">{t('averageCount', { average, count: summary.count })}</a>
    </p>
  );
}

/**
 * A product's reviews: the average, the count and the five stars' bars (each a filter), the sentence
 * on how reviews are checked, then the approved reviews of the selection, paged; nothing but "no
 * reviews yet" and that sentence while there are none.
 */
export async function ProductReviewSection({
  productPath,
  reviews,
  selection,
  locale,
}: {
  productPath: string;
  reviews: Reviews;
  selection: ReviewSelection;
  locale: Locale;
}) {
  const t = await getTranslations('reviews');
  const { summary } = reviews;
  const policy = t.rich('policy', {
    link: (chunks) => (
      <Link href={REVIEW_POLICY_PATH} prefetch={false}>
        {chunks}
      </Link>
    ),
  });
  if (!hasRating(summary))
    return (
      <section className="reviews" id="reviews" aria-labelledby="reviews-title">
        <h2 id="reviews-title">{t('title')}</h2>
        <p>{t('none')}</p>
        <p className="muted">{policy}</p>
      </section>
    );
  const average = formatAverage(locale, summary.averageTenths);
  const href = (next: Partial<ReviewSelection>) => reviewsHref(productPath, { ...selection, ...next });
  return (
    <section className="reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('title')}</h2>
      <div className="reviews-summary">
        <p className="reviews-average">
          <span className="reviews-average-number">{average}</span>
          <RatingStars tenths={summary.averageTenths} label={t('outOfFive', { average })} />
          <span>{t('count', { count: summary.count })}</span>
        </p>
        <ul className="rating-bars" aria-label={t('distribution')}>
          {fullDistribution(summary).map(({ stars, count, percent }) => {
            const content = (
              <>
                <span className="rating-bar-label">{t('stars', { stars })}</span>
                <span className="rating-bar" aria-hidden="true">
                  <span style={{ width: `${percent}%` }} />
                </span>
                <span className="rating-bar-count">{count}</span>
              </>
            );
            return (
              <li key={stars}>
                {count > 0 ? (
                  <Link
                    href={href({ stars, page: 1 })}
                    prefetch={false}
                    scroll={false}
                    aria-current={selection.stars === stars ? 'true' : undefined}
                    aria-label={t('filter', { stars, count })}
                  >
                    {content}
                  </Link>
                ) : (
                  <span className="rating-bar-row">{content}</span>
                )}
              </li>
            );
          })}
        </ul>
        <p className="muted reviews-policy">{policy}</p>
      </div>
      {selection.stars !== null && (
        <p className="reviews-filtered" role="status">
          {t('filtered', { stars: selection.stars, count: reviews.total })}{' '}
          <Link href={href({ stars: null, page: 1 })} prefetch={false} scroll={false}>
            {t('showAll')}
          </Link>
        </p>
      )}
      {reviews.items.length > 0 ? (
        <ol className="review-list">
          {reviews.items.map((review) => (
            <li key={review.id}>
              <ReviewEntry review={review} locale={locale} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="notice">{t('noneOnPage')}</p>
      )}
      {reviews.pageCount > 1 && (
        <nav className="reviews-pages" aria-label={t('pages')}>
          {selection.page > 1 && (
            <Link
              href={href({ page: Math.min(selection.page - 1, reviews.pageCount) })}
              prefetch={false}
              scroll={false}
              rel="prev"
            >
              {t('previous')}
            </Link>
          )}
          <span>
            {t('pageOf', { page: Math.min(selection.page, reviews.pageCount), pages: reviews.pageCount })}
          </span>
          {selection.page < reviews.pageCount && (
            <Link href={href({ page: selection.page + 1 })} prefetch={false} scroll={false} rel="next">
              {t('next')}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

/** One review: its stars, day and language, "verified purchase", its text as written, the shop's reply. */
async function ReviewEntry({ review, locale }: { review: Review; locale: Locale }) {
  const t = await getTranslations('reviews');
  return (
    <article
      className="review"
      aria-label={t('reviewOf', { stars: review.rating, date: formatDate(locale, review.createdAt) })}
    >
      <p className="review-head">
        <RatingStars tenths={review.rating * 10} label={t('starsOfFive', { stars: review.rating })} small />
        <span className="review-author">{review.author}</span>
        <time dateTime={review.createdAt}>{formatDate(locale, review.createdAt)}</time>
        <span className="review-verified">{t('verified')}</span>
        <span className="review-language">
          {t('language', { language: languageName(locale, review.locale) })}
        </span>
      </p>
      <ReviewText review={review} replyLabel={t('reply')} when={(iso) => formatDate(locale, iso)} />
    </article>
  );
}
