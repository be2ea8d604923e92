import Image from 'next/image';
import type { MarketingEntity } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { marketingHref } from './marketing-link';

/** The home page's opening picture with its headline, text and call to action. */
export function Hero({ hero }: { hero: MarketingEntity }) {
  return (
    <section className="hero">
      {hero.image && (
        <Image
          src={hero.image.url}
          alt=""
          width={hero.image.width}
          height={hero.image.height}
          priority
          sizes="(max-width: 1240px) 100vw, 1240px"
        />
      )}
      <div className="hero-text">
        <h2>{hero.title}</h2>
        <p>{hero.body}</p>
        {hero.link && hero.cta && (
          <Link className="button" href={marketingHref(hero.link)} prefetch={false}>
            {hero.cta}
          </Link>
        )}
      </div>
    </section>
  );
}
