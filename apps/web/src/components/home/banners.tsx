import type { MarketingEntity } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { marketingHref } from './marketing-link';
import { Picture } from '../picture';

/** Banner cards leading to a category or a promotion. */
export function Banners({ banners }: { banners: MarketingEntity[] }) {
  return (
    <ul className="banners">
      {banners.map((banner) => (
        <li key={banner.id} className="card banner">
          <Picture image={banner.image} sizes="(max-width: 760px) 100vw, 400px" />
          <div className="body">
            <h3 className="title">{banner.title}</h3>
            <p>{banner.body}</p>
            {banner.link && banner.cta && (
              <Link href={marketingHref(banner.link)} prefetch={false}>
                {banner.cta} →
              </Link>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
