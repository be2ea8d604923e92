import type { ComponentProps, ReactNode } from 'react';
import type { Alternate, Breadcrumb, Listing } from '@tendero/contract';
import { PageAlternates } from '../alternates';
import { Breadcrumbs } from '../breadcrumbs';
import { ListingView } from '../listing-view';

/** Where a listing is shown: the shopper's state, the form's target, the language and any notice. */
export type ListingPlace = Omit<ComponentProps<typeof ListingView>, 'listing' | 'extra'>;

/** A listing of a page and where it is shown. */
export type Listed = { listing: Listing; place: ListingPlace };

/** A page of the catalogue that lists products (a category, a brand): heading, then the listing. */
export function ListedPage({
  alternates,
  breadcrumbs,
  name,
  description,
  listing,
  place,
  mark,
  children,
}: Listed & {
  alternates: Alternate[];
  breadcrumbs: Breadcrumb[];
  name: string;
  description: string;
  /** Shown before the heading: a brand's logo. */
  mark?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <PageAlternates alternates={alternates} />
      <Breadcrumbs items={breadcrumbs} current={name} />
      {mark}
      <h1>{name}</h1>
      <p className="lead">{description}</p>
      {children}
      <ListingView listing={listing} {...place} />
    </>
  );
}
