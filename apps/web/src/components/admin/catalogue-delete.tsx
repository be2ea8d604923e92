'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { AdminAlert, useAdminText } from './admin-text';

/**
 * Deleting a category or brand, in two steps: the button, then a question that names it. A refusal
 * (products still in it, a promotion limited to it) is said in words under the question.
 */
export function CatalogueDelete({
  namespace,
  name,
  remove,
  onDeleted,
}: {
  namespace: 'admin.categoriesAdmin' | 'admin.brandsAdmin';
  name: string;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const t = useTranslations(namespace);
  const { failure } = useAdminText();
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const deletion = useMutation({ mutationFn: remove, onSuccess: onDeleted });
  if (!asking) {
    return (
      <p className="admin-editor-save">
        <button
          ref={opener}
          type="button"
          className="button secondary"
          onClick={() => {
            setAsking(true);
            // The question takes the button's place: focus follows it.
            requestAnimationFrame(() => question.current?.focus());
          }}
        >
          {t('delete')}
        </button>
      </p>
    );
  }
  return (
    <section className="admin-panel admin-danger admin-delete" aria-labelledby="catalogue-delete-title">
      <h2 id="catalogue-delete-title" ref={question} tabIndex={-1}>
        {t('deleteTitle', { name })}
      </h2>
      <p>{t('deleteLead')}</p>
      {deletion.error && <AdminAlert>{failure(deletion.error)}</AdminAlert>}
      <div className="admin-filter-actions">
        <button
          type="button"
          className="button"
          disabled={deletion.isPending}
          onClick={() => deletion.mutate()}
        >
          {deletion.isPending ? t('deleting') : t('deleteConfirm')}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            setAsking(false);
            deletion.reset();
            requestAnimationFrame(() => opener.current?.focus());
          }}
        >
          {t('deleteCancel')}
        </button>
      </div>
    </section>
  );
}
