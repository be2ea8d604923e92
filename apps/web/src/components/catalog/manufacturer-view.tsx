import { getTranslations } from 'next-intl/server';
import type { Listing, ManufacturerDetail } from '@tendero/contract';
import { ListedPage, type ListingPlace } from './listed-page';

/** A brand: its description and its products with filters, sort and paging. */
export async function ManufacturerView({
  manufacturer,
  listing,
  place,
}: {
  manufacturer: ManufacturerDetail;
  listing: Listing;
  place: ListingPlace;
}) {
  const t = await getTranslations('brands');
  return (
    <ListedPage
      alternates={manufacturer.alternates}
      breadcrumbs={[{ name: t('title'), path: manufacturer.path.split('/')[0] ?? '' }]}
      name={manufacturer.name}
      description={manufacturer.description}
      listing={listing}
      place={place}
    />
  );
}
