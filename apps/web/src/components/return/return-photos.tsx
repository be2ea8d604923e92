'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { RETURN_PHOTOS_MAX } from '@tendero/contract/return-rules';
import { addPhotos, type PhotoProblem } from '@/lib/returns';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,.heic';

/** A preview of each photo from its object URL, released when the photo goes or the page does. */
function usePreviews(photos: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = photos.map((photo) => URL.createObjectURL(photo));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [photos]);
  return urls;
}

/**
 * Up to five photos of what goes back: picked from the device, or taken with the camera on phones
 * (the second input, shown on touch screens). Each refused file is named with the reason.
 */
export function ReturnPhotos({ photos, onChange }: { photos: File[]; onChange: (photos: File[]) => void }) {
  const t = useTranslations('return.photos');
  const id = useId();
  const [problems, setProblems] = useState<PhotoProblem[]>([]);
  const previews = usePreviews(photos);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // The same file can be picked again after its removal.
    event.target.value = '';
    const added = addPhotos(photos, picked);
    setProblems(added.problems);
    onChange(added.photos);
  };
  const full = photos.length >= RETURN_PHOTOS_MAX;
  return (
    <fieldset className="return-photos">
      <legend>{t('title')}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {t('hint', { maximum: RETURN_PHOTOS_MAX })}
      </p>
      {!full && (
        <div className="return-photo-inputs">
          {/* Each input sits before its label, which looks like a button: the input keeps the focus. */}
          <input
            id={`${id}-pick`}
            className="file-input"
            type="file"
            accept={ACCEPT}
            multiple
            aria-describedby={`${id}-hint`}
            onChange={pick}
          />
          <label className="button secondary file-button" htmlFor={`${id}-pick`}>
            {t('choose')}
          </label>
          <input
            id={`${id}-camera`}
            className="file-input camera"
            type="file"
            accept={ACCEPT}
            capture="environment"
            aria-describedby={`${id}-hint`}
            onChange={pick}
          />
          <label className="button secondary file-button camera" htmlFor={`${id}-camera`}>
            {t('camera')}
          </label>
        </div>
      )}
      <div role="alert" className={problems.length > 0 ? 'form-alert' : undefined}>
        {problems.length > 0 && (
          <ul>
            {problems.map((problem, index) => (
              <li key={`${problem.name}-${index}`}>
                {t(problem.key, { name: problem.name, maximum: RETURN_PHOTOS_MAX })}
              </li>
            ))}
          </ul>
        )}
      </div>
      {photos.length > 0 && (
        <ul className="return-photo-list">
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${photo.size}-${photo.lastModified}-${index}`}>
              {previews[index] && <img src={previews[index]} alt={t('preview', { name: photo.name })} />}
              <button
                type="button"
                className="button secondary small"
                onClick={() => {
                  setProblems([]);
                  onChange(photos.filter((_, at) => at !== index));
                }}
              >
                {t('remove', { name: photo.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="muted" aria-live="polite">
        {t('count', { count: photos.length, maximum: RETURN_PHOTOS_MAX })}
      </p>
    </fieldset>
  );
}
