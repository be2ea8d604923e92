import Image from 'next/image';
import type { Image as ApiImage } from '@tendero/contract';

/** How tall a brand's logo is shown, in CSS pixels: small, beside the brand's name. */
const LOGO_HEIGHT = 48;

/**
 * A brand's logo at a fixed height, its width from the logo's own proportions (no layout shift), its alt
 * text the brand's name; nothing for a brand without one.
 */
export function BrandLogo({ logo, name }: { logo: ApiImage | null; name: string }) {
  if (!logo || logo.height === 0) return null;
  const width = Math.max(1, Math.round((logo.width * LOGO_HEIGHT) / logo.height));
  return (
    <Image
      className="brand-logo"
      src={logo.url}
      alt={name}
      width={width}
      height={LOGO_HEIGHT}
      sizes={`${width}px`}
    />
  );
}
