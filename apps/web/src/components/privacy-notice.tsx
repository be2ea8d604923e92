import { getTranslations } from 'next-intl/server';
import type { Locale } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { pagePath, shopPages } from '@/lib/pages';

/**
 * The sentence under a form that collects personal data, linking the privacy page in the page's
 * language. Rendered on the server and handed to the (client) form as a node.
 */
export async function PrivacyNotice({
  locale,
  message,
}: {
  locale: Locale;
  message: 'account.registerPage.privacy' | 'stockAlert.privacy';
}) {
  const t = await getTranslations();
  const privacy = (await shopPages(locale)).find((page) => page.key === 'privacy');
  return (
    <p className="form-note">
      {t.rich(message, {
        link: (chunks) =>
          privacy ? (
            <Link href={`/${pagePath(privacy.slug)}`} prefetch={false}>
              {chunks}
            </Link>
          ) : (
            chunks
          ),
      })}
    </p>
  );
}
