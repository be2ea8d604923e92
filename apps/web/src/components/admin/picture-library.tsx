'use client';

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AdminMediaPage } from '@tendero/contract';
import { deleteMedia, mediaPage } from '@/lib/admin/api';
import { adminKeys } from '@/lib/admin/query-keys';
import { formatDate } from '@/lib/format';
import { Picture } from '../picture';
import { toast } from '../toaster';
import { AdminAlert, Loading, useAdminText } from './admin-text';
import { CatalogueTabs } from './catalogue-tabs';

type Item = AdminMediaPage['items'][number];

/** One picture: where it is used, and for one nothing shows, deleting it after a second click. */
function PictureCard({ item, number }: { item: Item; number: number }) {
  const t = useTranslations('admin.picturesAdmin');
  const locale = useLocale();
  const { failure } = useAdminText();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteMedia(item.id),
    onSuccess: async () => {
      toast.success(t('deleted'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.allMedia });
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(failure(error));
    },
  });
  const label = t('picture', { number });
  const kilobytes = item.bytes === null ? null : Math.max(1, Math.round(item.bytes / 1024));
  const uses = [
    item.productCount > 0 ? t('usedBy', { count: item.productCount }) : null,
    item.categoryCount > 0 ? t('usedByCategories', { count: item.categoryCount }) : null,
    item.brandCount > 0 ? t('usedByBrands', { count: item.brandCount }) : null,
  ].filter((use) => use !== null);
  return (
    <li>
      <Picture image={{ ...item, alt: label }} sizes="160px" alt={label} />
      <p className="admin-editor-picture-label">
        {item.width} × {item.height}
        {kilobytes !== null && <> · {t('size', { kilobytes })}</>}
      </p>
      <p className="muted">
        {t('uploaded', { date: formatDate(locale, item.createdAt) })}
        <br />
        {uses.length > 0 ? uses.join(' · ') : t('unusedOne')}
      </p>
      {uses.length === 0 &&
        (confirming ? (
          <div className="admin-editor-picture-actions">
            <button
              type="button"
              className="button danger small"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t('confirmDelete')}
              <span className="visually-hidden"> {label}</span>
            </button>
            <button type="button" className="button secondary small" onClick={() => setConfirming(false)}>
              {t('keep')}
              <span className="visually-hidden"> {label}</span>
            </button>
          </div>
        ) : (
          <button type="button" className="button secondary small" onClick={() => setConfirming(true)}>
            {t('delete')}
            <span className="visually-hidden"> {label}</span>
          </button>
        ))}
    </li>
  );
}

/** The pictures uploaded for the catalogue, newest first; those no product shows can be deleted. */
export function AdminPictureLibrary({ unused }: { unused: boolean }) {
  const t = useTranslations('admin.picturesAdmin');
  const { failure } = useAdminText();
  const pictures = useInfiniteQuery({
    queryKey: adminKeys.media(unused),
    queryFn: ({ pageParam }) => mediaPage(unused, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = pictures.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="admin-pictures-title">
      <CatalogueTabs />
      <h1 id="admin-pictures-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <nav className="admin-tabs" aria-label={t('show')}>
        <ul>
          <li>
            <Link href="/admin/pictures" aria-current={unused ? undefined : 'page'}>
              {t('all')}
            </Link>
          </li>
          <li>
            <Link href="/admin/pictures?unused=true" aria-current={unused ? 'page' : undefined}>
              {t('unused')}
            </Link>
          </li>
        </ul>
      </nav>
      {pictures.isPending && <Loading>{t('loading')}</Loading>}
      {pictures.error && <AdminAlert>{failure(pictures.error)}</AdminAlert>}
      {pictures.isSuccess && items.length === 0 && (
        <p className="notice">{unused ? t('noneUnused') : t('none')}</p>
      )}
      {items.length > 0 && (
        <ol className="admin-editor-pictures admin-library">
          {items.map((item, index) => (
            <PictureCard key={item.id} item={item} number={index + 1} />
          ))}
        </ol>
      )}
      {pictures.hasNextPage && (
        <p className="admin-more">
          <button
            type="button"
            className="button secondary"
            disabled={pictures.isFetchingNextPage}
            onClick={() => void pictures.fetchNextPage()}
          >
            {pictures.isFetchingNextPage ? t('loadingMore') : t('more')}
          </button>
        </p>
      )}
    </section>
  );
}
