import { getTranslations } from 'next-intl/server';
import {
  CURRENCY,
  LOCALE_COUNTRY,
  decimalAmount,
  moneyFormat,
  type Locale,
  type ProductDetail,
  type ProductReviews,
} from '@tendero/contract';
import type { ProductRails } from '@/lib/catalog';
import { reviewJsonLd, type ReviewSelection } from '@/lib/reviews';
import { PageAlternates } from './alternates';
import { Breadcrumbs } from './breadcrumbs';
import { AddToCart } from './cart/add-to-cart';
import { DeliveryEstimate } from './delivery-estimate';
import { EarnPoints } from './points/earn-points';
import { Price } from './price';
import { PriceTerms } from './price-terms';
import { ProductGallery } from './product-gallery';
import { PrivacyNotice } from './privacy-notice';
import { ProductGrid } from './product-card';
import { ProductRatingLink, ProductReviewSection } from './reviews/product-reviews';
import { StockAlertForm } from './stock-alert-form';
import { Link } from '@/i18n/navigation';

const SCHEMA_AVAILABILITY = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
} as const;

/**
 * Product page: gallery, price, stock, "Add to cart" with a quantity, delivery to the visitor's country,
 * details, the stock alert when sold out, its reviews (when the API could give them), and three rails.
 */
export async function ProductView({
  product,
  rails: { together, sameCategory, sameManufacturer },
  reviews,
  reviewSelection,
  locale,
}: {
  product: ProductDetail;
  rails: ProductRails;
  reviews: ProductReviews | null;
  reviewSelection: ReviewSelection;
  locale: Locale;
}) {
  const t = await getTranslations('product');
  const stock = await getTranslations('stock');
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.description !== '' && { description: product.description }),
    image: product.images.map((image) => image.url),
    brand: { '@type': 'Brand', name: product.manufacturer.name },
    offers: {
      '@type': 'Offer',
      price: decimalAmount(product.price.amount),
      priceCurrency: product.price.currency,
      availability: SCHEMA_AVAILABILITY[product.stock],
    },
    ...(reviews ? reviewJsonLd(reviews.summary, reviews.items) : {}),
  };
  const rails = [
    { title: t('together'), items: together },
    { title: t('relatedCategory'), items: sameCategory },
    { title: t('relatedManufacturer', { brand: product.manufacturer.name }), items: sameManufacturer },
  ];
  return (
    <>
      <PageAlternates alternates={product.alternates} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <Breadcrumbs items={product.breadcrumbs} />
      <div className="product">
        <ProductGallery images={product.images} />
        <div className="product-info">
          <h1>{product.name}</h1>
          <p>
            <Link href={`/${product.manufacturer.path}`} prefetch={false}>
              {product.manufacturer.name}
            </Link>{' '}
            · {t('sku', { sku: product.sku })}
          </p>
          {reviews && <ProductRatingLink reviews={reviews} locale={locale} />}
          <Price price={product.price} />
          <PriceTerms />
          <EarnPoints cents={product.price.amount} context="product" />
          <p className={`badge ${product.stock}`}>{stock(product.stock)}</p>
          {product.stock !== 'out_of_stock' && <AddToCart productId={product.id} name={product.name} />}
          {product.stock !== 'out_of_stock' && (
            <DeliveryEstimate
              weightGrams={product.weightGrams}
              amount={product.price.amount}
              shopCountry={LOCALE_COUNTRY[locale]}
              moneyFormats={{
                cents: moneyFormat(locale, CURRENCY).resolvedOptions(),
                whole: moneyFormat(locale, CURRENCY, 0).resolvedOptions(),
              }}
            />
          )}
          {product.promotions.map((promotion) => (
            <p key={promotion.slug}>
              <Link href={`/promotions/${promotion.slug}`} prefetch={false}>
                {t('promotion', { name: promotion.name })}
              </Link>
            </p>
          ))}
          {/* A product made in the back office may have neither yet: no heading over nothing. */}
          {product.description !== '' && (
            <>
              <h2>{t('description')}</h2>
              <p>{product.description}</p>
            </>
          )}
          {product.attributes.length > 0 && (
            <>
              <h2>{t('details')}</h2>
              <dl className="attributes">
                {product.attributes.map((attribute) => (
                  <div key={attribute.name}>
                    <dt>{attribute.name}</dt>
                    <dd>{attribute.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          {product.stock === 'out_of_stock' && (
            <StockAlertForm
              sku={product.sku}
              privacyNotice={<PrivacyNotice locale={locale} message="stockAlert.privacy" />}
            />
          )}
        </div>
      </div>
      {reviews && (
        <ProductReviewSection
          productPath={product.path}
          reviews={reviews}
          selection={reviewSelection}
          locale={locale}
        />
      )}
      {rails.map(
        (rail) =>
          rail.items.length > 0 && (
            <section key={rail.title}>
              <h2>{rail.title}</h2>
              <ProductGrid products={rail.items} />
            </section>
          ),
      )}
    </>
  );
}
