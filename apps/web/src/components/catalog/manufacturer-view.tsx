import { getTranslations } from 'next-intl/server';
import type { ManufacturerDetail } from '@tendero/contract';
import { BrandLogo } from '../brand-logo';
import { ListedPage, type Listed } from './listed-page';

/** A brand: its logo, description and its products with filters, sort and paging. */
export async function ManufacturerView({
  manufacturer,
  listing,
  place,
}: Listed & { manufacturer: ManufacturerDetail }) {
  const t = await getTranslations('brands');
  return (
    <ListedPage
      alternates={manufacturer.alternates}
      breadcrumbs={[{ name: t('title'), path: manufacturer.path.split('/')[0] ?? '' }]}
      name={manufacturer.name}
      description={manufacturer.description}
      mark={<BrandLogo logo={manufacturer.logo} name={manufacturer.name} />}
      listing={listing}
      place={place}
    />
  );
}
