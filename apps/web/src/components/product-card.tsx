import { useTranslations } from 'next-intl';
import type { ProductCard as Card } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { AddToCartButton } from './cart/add-to-cart';
import { Price } from './price';
import { PriceTerms } from './price-terms';
import { Picture } from './picture';

/**
 * A featured-product card: name, description (4 lines), picture, price and struck base price, and a
 * compact "Add to cart" beside the card's link (a button cannot sit inside it).
 */
export function ProductCard({ product, priority = false }: { product: Card; priority?: boolean }) {
  const t = useTranslations('stock');
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
