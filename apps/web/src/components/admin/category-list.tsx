'use client';

import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, type CSSProperties } from 'react';
import { adminCategory, categoryOptions, replaceCategory } from '@/lib/admin/api';
import { categoryTree, placedBody, type TreeLine } from '@/lib/admin/category-form';
import { adminKeys } from '@/lib/admin/query-keys';
import { toast } from '../toaster';
import { AdminAlert, Loading, TableBox, useAdminText } from './admin-text';
import { CatalogueTabs } from './catalogue-tabs';

type Direction = 'up' | 'down';

/**
 * The category tree in the shop's order, each with its products and subcategories, moved up or down
 * among its siblings. The options list names and counts; each category's own answer gives its place.
 */
export function AdminCategoryList() {
  const t = useTranslations('admin.categoriesAdmin');
  const locale = useLocale();
  const { failure } = useAdminText();
  const queryClient = useQueryClient();
  const options = useQuery({ queryKey: adminKeys.categoryOptions(locale), queryFn: categoryOptions });
  const items = options.data?.items ?? [];
  const details = useQueries({
    queries: items.map((item) => ({
      queryKey: adminKeys.category(item.id),
      queryFn: () => adminCategory(item.id),
      staleTime: 30_000,
    })),
  });
  const positions = new Map(
    details.flatMap((detail) => (detail.data ? [[detail.data.id, detail.data.position] as const] : [])),
  );
  const placesKnown = details.every((detail) => detail.data !== undefined);
  const lines = categoryTree(items, positions);
  // After a move, focus stays on the button pressed, in the row's new place (the other one at an end).
  const refocus = useRef<{ id: number; direction: Direction } | null>(null);
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || !table.current) return;
    const button = (direction: Direction) =>
      table.current?.querySelector<HTMLButtonElement>(
        `[data-move="${wanted.id}-${direction}"]:not(:disabled)`,
      );
    const target = button(wanted.direction) ?? button(wanted.direction === 'up' ? 'down' : 'up');
    if (target) {
      target.focus();
      refocus.current = null;
    }
  });
  const move = useMutation({
    mutationFn: async ({ line, direction }: { line: TreeLine; direction: Direction }) => {
      const category = await queryClient.fetchQuery({
        queryKey: adminKeys.category(line.id),
        queryFn: () => adminCategory(line.id),
        staleTime: 0,
      });
      return replaceCategory(category.id, placedBody(category, line.index + (direction === 'up' ? -1 : 1)));
    },
    onSuccess: async (saved, { line, direction }) => {
      refocus.current = { id: saved.id, direction };
      await queryClient.invalidateQueries({ queryKey: adminKeys.allCategories });
      toast.success(
        t(direction === 'up' ? 'movedUp' : 'movedDown', { name: line.name, number: saved.position + 1 }),
      );
    },
    onError: (error) => toast.error(failure(error)),
  });
  return (
    <section aria-labelledby="admin-categories-title">
      <CatalogueTabs />
      <div className="admin-title-bar">
        <h1 id="admin-categories-title">{t('title')}</h1>
        <Link href="/admin/categories/new" className="button">
          {t('new')}
        </Link>
      </div>
      <p className="lead">{t('lead')}</p>
      {options.isPending && <Loading>{t('loading')}</Loading>}
      {options.error && <AdminAlert>{failure(options.error)}</AdminAlert>}
      {options.isSuccess && items.length === 0 && <p className="notice">{t('empty')}</p>}
      {lines.length > 0 && (
        <div className="admin-tree-box">
          <TableBox label={t('caption')}>
            <table ref={table} className="admin-table admin-categories">
              <caption className="visually-hidden">{t('caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('name')}</th>
                  <th scope="col" className="number admin-tree-count">
                    {t('products')}
                  </th>
                  <th scope="col" className="number admin-tree-count">
                    {t('children')}
                  </th>
                  <th scope="col">{t('order')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.id}>
                    <th scope="row">
                      <div className="admin-tree-name" style={{ '--depth': line.depth } as CSSProperties}>
                        {line.depth > 0 && (
                          <span className="admin-tree-mark" aria-hidden="true">
                            └
                          </span>
                        )}
                        <span>
                          <Link
                            href={`/admin/categories/${line.id}`}
                            aria-label={t('open', { name: line.name })}
                          >
                            {line.name}
                          </Link>
                          {/* On a phone the counts go under the name instead of in columns of their own. */}
                          <span className="admin-tree-counts muted">
                            {t('productCount', { count: line.productCount })} ·{' '}
                            {t('childCount', { count: line.childCount })}
                          </span>
                        </span>
                      </div>
                    </th>
                    <td className="number admin-tree-count">{line.productCount}</td>
                    <td className="number admin-tree-count">{line.childCount}</td>
                    <td>
                      <span className="admin-tree-moves">
                        {(['up', 'down'] as const).map((direction) => (
                          <button
                            key={direction}
                            type="button"
                            className="button secondary small"
                            data-move={`${line.id}-${direction}`}
                            disabled={
                              !placesKnown ||
                              (direction === 'up' ? line.index === 0 : line.index === line.siblings - 1)
                            }
                            aria-busy={
                              move.isPending && move.variables.line.id === line.id ? true : undefined
                            }
                            // Not disabled while a move is under way: the focus would leave the button.
                            onClick={() => {
                              if (!move.isPending) move.mutate({ line, direction });
                            }}
                          >
                            <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>{' '}
                            <span className="admin-tree-move-label">
                              {t(direction === 'up' ? 'moveUp' : 'moveDown')}
                            </span>
                            <span className="visually-hidden"> {line.name}</span>
                          </button>
                        ))}
                      </span>
                    </td>
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
