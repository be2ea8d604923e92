import { useLocale, useTranslations } from 'next-intl';
import type { ProductCard as Card } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { cardRating, formatAverage } from '@/lib/reviews';
import { AddToCartButton } from './cart/add-to-cart';
import { Price } from './price';
import { PriceTerms } from './price-terms';
import { Picture } from './picture';
import { RatingStars } from './reviews/rating-stars';

/**
 * A featured-product card: name, stars and count when it has reviews, description (4 lines), picture,
 * price and struck base price, and a compact "Add to cart" beside the card's link (a button cannot sit
 * inside it).
 */
export function ProductCard({ product, priority = false }: { product: Card; priority?: boolean }) {
  const t = useTranslations('stock');
  const card = useTranslations('card');
  const locale = useLocale();
  const rating = cardRating(product);
  return (
    <article className="card">
      <Link href={`/${product.path}`} prefetch={false}>
        <Picture
          image={product.image}
          alt={product.image?.alt}
          sizes="(max-width: 640px) 50vw, (max-width: 1100px) 33vw, 260px"
          priority={priority}
        />
        <div className="body">
          <h3 className="title">{product.name}</h3>
          {rating && (
            <p className="card-rating">
              <RatingStars
                small
                tenths={rating.averageTenths}
                label={card('rating', {
                  average: formatAverage(locale, rating.averageTenths),
                  count: rating.count,
                })}
              />
              <span aria-hidden="true">
                {card('ratingShort', {
                  average: formatAverage(locale, rating.averageTenths),
                  count: rating.count,
                })}
              </span>
            </p>
          )}
          <p className="clamp-4">{product.description}</p>
          <Price price={product.price} compact />
          {product.stock !== 'in_stock' && (
            <span className={`badge ${product.stock}`}>{t(product.stock)}</span>
          )}
        </div>
      </Link>
      {product.stock !== 'out_of_stock' && <AddToCartButton productId={product.id} name={product.name} />}
    </article>
  );
}

/** Product cards in a grid, with the footnote their prices' mark points to. */
export function ProductGrid({ products, priorityCount = 0 }: { products: Card[]; priorityCount?: number }) {
  return (
    <>
      <ul className="grid">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={index < priorityCount} />
          </li>
        ))}
      </ul>
      <PriceTerms footnote />
    </>
  );
}
