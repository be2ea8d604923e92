'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Image as Picture } from '@tendero/contract';

/** The product's pictures: one large, the others as buttons to show them. */
export function ProductGallery({ images }: { images: Picture[] }) {
  const t = useTranslations('product');
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  if (!main) return null;
  return (
    <section className="gallery" aria-label={t('gallery')}>
      <Image
        src={main.url}
        alt={main.alt}
        width={main.width}
        height={main.height}
        priority
        sizes="(max-width: 760px) 100vw, 600px"
      />
      {images.length > 1 && (
        <ul className="thumbs">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t('showImage', { number: index + 1 })}
                onClick={() => setShown(index)}
              >
                <Image src={image.url} alt="" width={96} height={96} sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
