import { getTranslations } from 'next-intl/server';
import type { Alternate, ManufacturerSummary } from '@tendero/contract';
import type { z } from 'zod';
import { Link } from '@/i18n/navigation';
import { PageAlternates } from '../alternates';
import { Breadcrumbs } from '../breadcrumbs';

/** Every brand of the shop with its product count. */
export async function BrandsIndex({
  alternates,
  brands,
}: {
  alternates: Alternate[];
  brands: z.output<typeof ManufacturerSummary>[];
}) {
  const t = await getTranslations('brands');
  return (
    <>
      <PageAlternates alternates={alternates} />
      <Breadcrumbs items={[]} current={t('title')} />
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <ul className="grid">
        {brands.map((brand) => (
          <li key={brand.id} className="card">
            <Link href={`/${brand.path}`} prefetch={false}>
              <div className="body">
                <h2 className="title">{brand.name}</h2>
                <p className="clamp-2">{brand.description}</p>
                <span>{t('products', { count: brand.productCount })}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
