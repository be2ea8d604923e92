import Image from 'next/image';
import type { Image as ApiImage } from '@tendero/contract';

/**
 * A picture of the API at its own proportions (no layout shift), `sizes` telling the browser which
 * width to fetch; nothing when there is none. `alt` is empty unless given: beside its title or text,
 * a picture only decorates.
 */
export function Picture({
  image,
  sizes,
  alt = '',
  priority = false,
}: {
  image: ApiImage | null;
  sizes: string;
  alt?: string;
  priority?: boolean;
}) {
  if (!image) return null;
  return (
    <Image
      src={image.url}
      alt={alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      priority={priority}
    />
  );
}
