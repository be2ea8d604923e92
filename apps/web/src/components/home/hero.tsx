import type { MarketingEntity } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { marketingHref } from './marketing-link';
import { Picture } from '../picture';

/** The home page's opening picture with its headline, text and call to action. */
export function Hero({ hero }: { hero: MarketingEntity }) {
  return (
    <section className="hero">
      <Picture image={hero.image} sizes="(max-width: 1240px) 100vw, 1240px" priority />
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
