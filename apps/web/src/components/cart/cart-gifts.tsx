'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { Cart, GiftOffer } from '@tendero/contract';
import { formatMoney } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { cartGifts, updateCart } from '@/lib/shop-api-browser';
import { Picture } from '../picture';
import { announce, useCartChange } from './use-cart';

/** The free gifts the cart may choose now, and those it is close to with what is missing. */
export function CartGifts({ cart }: { cart: Cart }) {
  const t = useTranslations('cart.gifts');
  const locale = useLocale();
  const gifts = useQuery({ queryKey: queryKeys.cartGifts(locale), queryFn: cartGifts });
  const choose = useCartChange({
    send: (gift: { productId: number; name: string }) => updateCart({ giftProductId: gift.productId }),
    done: (_answer, gift) => announce(t('chosenAnnounce', { name: gift.name })),
  });
  if (!gifts.data) return null;
  const { available, upcoming } = gifts.data;
  const offers = [...available, ...upcoming].filter((offer) => offer.products.length > 0);
  if (offers.length === 0) return null;
  const chosenId = choose.isPending ? choose.variables.productId : cart.gift?.productId;
  return (
    <section className="cart-gifts" aria-labelledby="cart-gifts-title">
      <h2 id="cart-gifts-title">{available.length > 0 ? t('title') : t('titleUpcoming')}</h2>
      {offers.map((offer) => (
        <GiftOfferView
          key={offer.promotion.slug}
          offer={offer}
          chosenId={chosenId ?? null}
          onChoose={(productId, name) => choose.mutate({ productId, name })}
          missing={offer.missing.amount > 0 ? formatMoney(locale, offer.missing) : null}
        />
      ))}
    </section>
  );
}

function GiftOfferView({
  offer,
  chosenId,
  onChoose,
  missing,
}: {
  offer: GiftOffer;
  chosenId: number | null;
  onChoose: (productId: number, name: string) => void;
  missing: string | null;
}) {
  const t = useTranslations('cart.gifts');
  const locale = useLocale();
  return (
    <div className="gift-offer">
      <p className={missing ? 'gift-missing' : undefined}>
        {missing
          ? t('missing', { amount: missing, name: offer.promotion.name })
          : t('available', { amount: formatMoney(locale, offer.threshold), name: offer.promotion.name })}
      </p>
      <ul className="gift-products">
        {offer.products.map((product) => {
          const chosen = product.id === chosenId;
          return (
            <li key={product.id} className={chosen ? 'gift-product chosen' : 'gift-product'}>
              <Picture image={product.image} sizes="80px" />
              <p className="gift-name">{product.name}</p>
              {missing === null &&
                (chosen ? (
                  <p className="badge">{t('chosen')}</p>
                ) : (
                  <button
                    type="button"
                    className="button secondary compact"
                    aria-label={t('chooseLabel', { name: product.name })}
                    onClick={() => onChoose(product.id, product.name)}
                  >
                    {t('choose')}
                  </button>
                ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
