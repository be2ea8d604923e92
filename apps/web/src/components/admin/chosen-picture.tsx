'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MEDIA_MAX_BYTES, MEDIA_TYPES, type AdminMedia } from '@tendero/contract';
import { uploadMedia } from '@/lib/admin/api';
import type { MessageRef } from '@/lib/admin/errors';
import { Picture } from '../picture';
import { AdminField, useAdminText } from './admin-text';

/**
 * One picture of the media chosen for something (a category's picture, a brand's logo): the current one,
 * a new file uploaded to the library in its place, or none. Kept in the form until it is saved.
 */
export function ChosenPicture({
  label,
  hint,
  alt,
  picture,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  /** What the picture shows, for the preview. */
  alt: string;
  picture: AdminMedia | null;
  error?: MessageRef | undefined;
  onChange: (picture: AdminMedia | null) => void;
}) {
  const t = useTranslations('admin.chosenPicture');
  const te = useTranslations('admin.editor');
  const { failure } = useAdminText();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File) => {
    setProblem(null);
    if (file.size > MEDIA_MAX_BYTES) {
      setProblem(`${file.name}: ${te('pictureTooLarge')}`);
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadMedia(file));
    } catch (failed) {
      setProblem(`${file.name}: ${failure(failed)}`);
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="admin-chosen-picture">
      {picture ? (
        <figure>
          <Picture image={{ ...picture, alt }} sizes="16rem" alt={alt} />
          <figcaption>
            <button type="button" className="button secondary small" onClick={() => onChange(null)}>
              {t('remove')}
              <span className="visually-hidden"> {alt}</span>
            </button>
          </figcaption>
        </figure>
      ) : (
        <p className="muted">{t('none')}</p>
      )}
      <AdminField label={label} hint={hint} error={error}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept={MEDIA_TYPES.join(',')}
            disabled={uploading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        )}
      </AdminField>
      {uploading && (
        <p className="notice" aria-live="polite" aria-busy="true">
          {t('uploading')}
        </p>
      )}
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
