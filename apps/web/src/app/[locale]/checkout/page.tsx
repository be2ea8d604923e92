import { getTranslations } from 'next-intl/server';
import { WITHDRAWAL_DAYS, type Locale } from '@tendero/contract';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { PrivacyNotice } from '@/components/privacy-notice';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { pagePath, shopInfo, shopPages } from '@/lib/pages';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A sentence of the checkout that links one of the shop's legal pages, in the page's language. */
async function LegalSentence({
  locale,
  page,
  message,
  values = {},
}: {
  locale: Locale;
  page: 'terms' | 'withdrawal';
  message: 'review.terms' | 'review.withdrawal';
  values?: Record<string, number>;
}) {
  const t = await getTranslations('checkout');
  const found = (await shopPages(locale)).find((entry) => entry.key === page);
  return (
    <p className="form-note">
      {t.rich(message, {
        ...values,
        link: (chunks) =>
          found ? (
            <Link href={`/${pagePath(found.slug)}`} prefetch={false} target="_blank">
              {chunks}
            </Link>
          ) : (
            chunks
          ),
      })}
    </p>
  );
}

export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { step } = await searchParams;
  const t = await getTranslations('checkout');
  // The shop's return days (RETURN_DAYS); should the API not answer, the statutory 14 still hold.
  const days = (await shopInfo(locale))?.returnDays ?? WITHDRAWAL_DAYS;
  return (
    <section className="checkout-page">
      <h1>{t('title')}</h1>
      <CheckoutView
        start={step === 'review' ? 'review' : 'delivery'}
        legal={{
          privacyNotice: <PrivacyNotice locale={locale} message="account.registerPage.privacy" />,
          terms: <LegalSentence locale={locale} page="terms" message="review.terms" />,
          withdrawal: (
            <LegalSentence locale={locale} page="withdrawal" message="review.withdrawal" values={{ days }} />
          ),
        }}
      />
    </section>
  );
}
