import { getTranslations } from 'next-intl/server';
import type { Locale, PromotionPage, PromotionScopeLink } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { formatDate, formatMoney } from '@/lib/format';

/** Where a promotion stands at `now`: not begun, running, or over. */
export function promotionPhase(promotion: PromotionPage, now: string): 'upcoming' | 'running' | 'ended' {
  if (now < promotion.startsAt) return 'upcoming';
  return now < promotion.endsAt ? 'running' : 'ended';
}

function ScopeLinks({ links }: { links: readonly PromotionScopeLink[] }) {
  return (
    <ul className="promotion-scope">
      {links.map((link) => (
        <li key={link.id}>
          <Link href={`/${link.path}`} prefetch={false}>
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A promotion's terms in words: the code to enter in the cart (codes are public on their pages), what
 * it applies to, the minimum order or the gift's threshold, its dates, and its limits.
 */
export async function PromotionTerms({
  promotion,
  locale,
  now,
}: {
  promotion: PromotionPage;
  locale: Locale;
  now: string;
}) {
  const t = await getTranslations('promotion');
  const phase = promotionPhase(promotion, now);
  const shipping = promotion.kind === 'freeShippingOnly';
  const minimum = promotion.minimum ? formatMoney(locale, promotion.minimum) : null;
  const applies = (() => {
    switch (promotion.target) {
      case 'catalogue':
        return <li>{t('appliesCatalogue')}</li>;
      case 'cart':
        return <li>{shipping ? t('appliesCartShipping') : t('appliesCart')}</li>;
      case 'products':
        return <li>{shipping ? t('appliesProductsShipping') : t('appliesProducts')}</li>;
      case 'categories':
        return (
          <li>
            {t('appliesCategories')} <ScopeLinks links={promotion.categories} />
          </li>
        );
      case 'brands':
        return (
          <li>
            {t('appliesBrands')} <ScopeLinks links={promotion.brands} />
          </li>
        );
      case 'gift':
        return <li>{minimum ? t('giftFrom', { amount: minimum }) : t('giftAlways')}</li>;
    }
  })();
  // Catalogue reductions are in the shelf prices already, and a gift says how it is had.
  const automatic =
    promotion.code === null && promotion.target !== 'catalogue' && promotion.target !== 'gift';
  return (
    <>
      {phase === 'ended' && (
        <p className="notice warning" role="status">
          {t('ended')}
        </p>
      )}
      {promotion.code !== null && phase !== 'ended' && (
        <div className="promotion-code">
          <p>{t('useCode')}</p>
          <code translate="no">{promotion.code}</code>
        </div>
      )}
      <section aria-labelledby="promotion-terms">
        <h2 id="promotion-terms">{t('conditions')}</h2>
        <ul className="promotion-terms">
          {applies}
          {automatic && phase !== 'ended' && <li>{t('automatic')}</li>}
          {minimum && promotion.target !== 'gift' && <li>{t('minimum', { amount: minimum })}</li>}
          <li>
            {phase === 'upcoming'
              ? t('startsOn', { date: formatDate(locale, promotion.startsAt) })
              : phase === 'running'
                ? t('validUntil', { date: formatDate(locale, promotion.endsAt) })
                : t('endedOn', { date: formatDate(locale, promotion.endsAt) })}
          </li>
          {!promotion.combinable && <li>{t('notCombinable')}</li>}
          {promotion.usageLimitPerCustomer !== null && (
            <li>{t('perCustomer', { count: promotion.usageLimitPerCustomer })}</li>
          )}
        </ul>
      </section>
    </>
  );
}
