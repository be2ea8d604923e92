'use client';

import { useQueries, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { adminBrand, brandOptions } from '@/lib/admin/api';
import { adminKeys } from '@/lib/admin/query-keys';
import { AdminAlert, Loading, TableBox, useAdminText } from './admin-text';
import { CatalogueTabs } from './catalogue-tabs';

/** The brands by name, each with its products; the name opens the brand. */
export function AdminBrandList() {
  const t = useTranslations('admin.brandsAdmin');
  const { failure } = useAdminText();
  const options = useQuery({ queryKey: adminKeys.brandOptions, queryFn: brandOptions });
  const items = options.data?.items ?? [];
  // The options name the brands; each brand's own answer counts its products.
  const details = useQueries({
    queries: items.map((item) => ({
      queryKey: adminKeys.brand(item.id),
      queryFn: () => adminBrand(item.id),
      staleTime: 30_000,
    })),
  });
  return (
    <section aria-labelledby="admin-brands-title">
      <CatalogueTabs />
      <div className="admin-title-bar">
        <h1 id="admin-brands-title">{t('title')}</h1>
        <Link href="/admin/brands/new" className="button">
          {t('new')}
        </Link>
      </div>
      {options.isPending && <Loading>{t('loading')}</Loading>}
      {options.error && <AdminAlert>{failure(options.error)}</AdminAlert>}
      {options.isSuccess && items.length === 0 && <p className="notice">{t('empty')}</p>}
      {items.length > 0 && (
        <div className="admin-brand-box">
          <TableBox label={t('caption')}>
            <table className="admin-table admin-brands">
              <caption className="visually-hidden">{t('caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('name')}</th>
                  <th scope="col" className="number">
                    {t('products')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((brand, index) => (
                  <tr key={brand.id}>
                    <th scope="row">
                      <Link href={`/admin/brands/${brand.id}`} aria-label={t('open', { name: brand.name })}>
                        {brand.name}
                      </Link>
                    </th>
                    <td className="number">{details[index]?.data?.productCount ?? '…'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        </div>
      )}
    </section>
  );
}
