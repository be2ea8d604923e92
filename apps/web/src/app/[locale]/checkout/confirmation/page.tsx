import { ConfirmationView } from '@/components/checkout/confirmation-view';
import { pageLocale } from '@/lib/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/** Where the payment provider sends the shopper back (`payment_intent`), or a zero-amount order (`order`). */
export default async function Page({ params, searchParams }: Props) {
  await pageLocale(params);
  const query = await searchParams;
  return (
    <section className="checkout-page">
      <ConfirmationView
        query={{
          paymentIntent: one(query.payment_intent),
          clientSecret: one(query.payment_intent_client_secret),
          redirectStatus: one(query.redirect_status),
          order: one(query.order),
        }}
      />
    </section>
  );
}
