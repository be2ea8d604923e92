import { ChallengeView } from '@/components/checkout/challenge-view';
import { pageLocale } from '@/lib/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/** The offline test provider's 3-D Secure page (Stripe shows its bank's own). */
export default async function Page({ params, searchParams }: Props) {
  await pageLocale(params);
  const query = await searchParams;
  return (
    <section className="checkout-page">
      <ChallengeView intent={one(query.intent)} secret={one(query.secret)} />
    </section>
  );
}
