'use client';

import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AdminProduct, AdminProductPage } from '@tendero/contract';
import { adminProducts, updateProduct } from '@/lib/admin/api';
import type { MessageRef } from '@/lib/admin/errors';
import { priceText, productEdit, type ProductDraft } from '@/lib/admin/product-edit';
import { adminKeys } from '@/lib/admin/query-keys';
import { formatMoney } from '@/lib/format';
import { toast } from '../toaster';
import { AdminAlert, AdminField, Loading, TableBox, useAdminText } from './admin-text';
import { CatalogueTabs } from './catalogue-tabs';

/** One product's row: stock and price edited in place, saved together (a restock mails the alerts). */
function ProductRow({ product, q }: { product: AdminProduct; q: string }) {
  const t = useTranslations('admin.products');
  const locale = useLocale();
  const { failure, fieldErrors, message } = useAdminText();
  const queryClient = useQueryClient();
  const initial = (): ProductDraft => ({
    stock: String(product.stock),
    price: priceText(product.price, locale),
  });
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const [checked, setChecked] = useState<Partial<Record<keyof ProductDraft, MessageRef>>>({});
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateProduct>[1]) => updateProduct(product.id, body),
    onSuccess: (saved) => {
      const restocked = product.stock === 0 && saved.stock > 0 && product.alertsWaiting > 0;
      toast.success(
        restocked
          ? t('alertsMailed', { name: saved.name, count: product.alertsWaiting })
          : t('saved', { name: saved.name }),
      );
      queryClient.setQueryData<InfiniteData<AdminProductPage>>(
        adminKeys.products(q),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === saved.id ? saved : item)),
            })),
          },
      );
      setDraft({ stock: String(saved.stock), price: priceText(saved.price, locale) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
    onError: (error) => toast.error(failure(error)),
  });
  const apiErrors = fieldErrors(save.error);
  const errors = { stock: checked.stock ?? apiErrors.stock, price: checked.price ?? apiErrors.price };
  const formId = `product-${product.id}`;
  const errorLine = (name: keyof ProductDraft) => {
    const error = errors[name];
    return error ? (
      <p id={`${formId}-${name}-error`} className="field-error">
        {message(error)}
      </p>
    ) : null;
  };
  return (
    <tr>
      <th scope="row">
        <Link href={`/admin/products/${product.id}`} aria-label={t('open', { name: product.name })}>
          {product.name}
        </Link>
        <br />
        <span className="muted code">{product.sku}</span>
      </th>
      <td>
        <label className="visually-hidden" htmlFor={`${formId}-stock`}>
          {t('stockOf', { name: product.name })}
        </label>
        <input
          id={`${formId}-stock`}
          form={formId}
          className="admin-units"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={draft.stock}
          aria-invalid={errors.stock ? true : undefined}
          aria-describedby={errors.stock ? `${formId}-stock-error` : undefined}
          onChange={(event) => setDraft({ ...draft, stock: event.target.value })}
        />
        {errorLine('stock')}
      </td>
      <td>
        <label className="visually-hidden" htmlFor={`${formId}-price`}>
          {t('priceOf', { name: product.name })}
        </label>
        <input
          id={`${formId}-price`}
          form={formId}
          className="admin-price"
          type="text"
          inputMode="decimal"
          value={draft.price}
          aria-invalid={errors.price ? true : undefined}
          aria-describedby={errors.price ? `${formId}-price-error` : `${formId}-price-now`}
          onChange={(event) => setDraft({ ...draft, price: event.target.value })}
        />
        <span id={`${formId}-price-now`} className="muted admin-price-now">
          {formatMoney(locale, product.price)}
          {product.price.baseAmount !== undefined && product.price.baseAmount > product.price.amount && (
            <>
              {' '}
              <s>{formatMoney(locale, { ...product.price, amount: product.price.baseAmount })}</s>
            </>
          )}
        </span>
        {errorLine('price')}
      </td>
      <td>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const edit = productEdit(product, draft, locale);
            setChecked(edit.kind === 'invalid' ? edit.errors : {});
            if (edit.kind === 'unchanged') toast.success(t('unchanged'));
            if (edit.kind === 'update') save.mutate(edit.body);
          }}
        >
          <button type="submit" className="button secondary small" disabled={save.isPending}>
            {save.isPending ? t('pending') : t('save')}
            <span className="visually-hidden"> {product.name}</span>
          </button>
        </form>
      </td>
      <td className="number">{product.alertsWaiting}</td>
      <td>{product.active ? t('active') : t('inactive')}</td>
    </tr>
  );
}

/** Products by name or SKU, with stock, price and the stock alerts waiting; both edited in place. */
export function AdminProductList({ q }: { q: string }) {
  const t = useTranslations('admin.products');
  const router = useRouter();
  const { failure } = useAdminText();
  const [search, setSearch] = useState(q);
  const products = useInfiniteQuery({
    queryKey: adminKeys.products(q),
    queryFn: ({ pageParam }) => adminProducts(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="admin-products-title">
      <CatalogueTabs />
      <div className="admin-title-bar">
        <h1 id="admin-products-title">{t('title')}</h1>
        <Link href="/admin/products/new" className="button">
          {t('new')}
        </Link>
      </div>
      <form
        className="admin-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = search.trim();
          router.push(wanted ? `/admin/products?q=${encodeURIComponent(wanted)}` : '/admin/products');
        }}
      >
        <AdminField label={t('search')}>
          {(control) => (
            <input
              {...control}
              type="search"
              name="q"
              maxLength={128}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </AdminField>
        <div className="admin-filter-actions">
          <button type="submit" className="button">
            {t('submit')}
          </button>
        </div>
      </form>
      {products.isPending && <Loading>{t('loading')}</Loading>}
      {products.error && <AdminAlert>{failure(products.error)}</AdminAlert>}
      {products.isSuccess && items.length === 0 && <p className="notice">{t('empty')}</p>}
      {items.length > 0 && (
        <TableBox label={t('caption')}>
          <table className="admin-table admin-products">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('stock')}</th>
                <th scope="col">{t('price')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('edit')}</span>
                </th>
                <th scope="col" className="number">
                  {t('alerts')}
                </th>
                <th scope="col">{t('state')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((product) => (
                <ProductRow key={product.id} product={product} q={q} />
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      {products.hasNextPage && (
        <p className="admin-more">
          <button
            type="button"
            className="button secondary"
            disabled={products.isFetchingNextPage}
            onClick={() => void products.fetchNextPage()}
          >
            {products.isFetchingNextPage ? t('loadingMore') : t('more')}
          </button>
        </p>
      )}
    </section>
  );
}
