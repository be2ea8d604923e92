'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import type { Address, Cart, CartCarrier } from '@tendero/contract';
import type { CheckoutProblem } from '@/lib/checkout-failure';
import { deliveryWindow } from '@/lib/delivery-dates';
import { formatMoney } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import {
  addresses as addressList,
  cartCarriers,
  chooseCarrier,
  chooseCartAddresses,
  validateCart,
} from '@/lib/shop-api-browser';
import { AddressForm } from '../account/address-form';
import { FormAlert, useFailureText } from '../form-field';
import { announce, useCartChange } from '../cart/use-cart';
import { CheckoutProblems } from './checkout-texts';

/** An address on one line, for a choice among several. */
export function addressLine(address: {
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  postcode: string;
  city: string;
  countryName: string;
}): string {
  return [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address1,
    address.address2,
    `${address.postcode} ${address.city}`,
    address.countryName,
  ]
    .filter(Boolean)
    .join(', ');
}

type Role = 'delivery' | 'invoice';

/** Step 2: where to deliver and bill (from the address book, or a new address), and with whom. */
export function CheckoutDelivery({ cart, onContinue }: { cart: Cart; onContinue: () => void }) {
  const t = useTranslations('checkout.delivery');
  const locale = useLocale();
  const id = useId();
  const failure = useFailureText();
  const queryClient = useQueryClient();
  const addresses = useQuery({ queryKey: queryKeys.addresses, queryFn: addressList });
  const items = addresses.data?.items ?? [];
  const deliveryId = cart.addresses.delivery?.id ?? null;
  const invoiceId = cart.addresses.invoice?.id ?? null;
  const [same, setSame] = useState(invoiceId === null || invoiceId === deliveryId);
  const [adding, setAdding] = useState<Role | null>(null);
  const [problems, setProblems] = useState<CheckoutProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const [checkFailed, setCheckFailed] = useState<unknown>(null);

  const carriers = useQuery({
    queryKey: queryKeys.cartCarriers(locale, deliveryId),
    queryFn: cartCarriers,
    enabled: deliveryId !== null,
  });
  const refreshCarriers = () => queryClient.invalidateQueries({ queryKey: ['cart', 'carriers'] });
  const choose = useCartChange({
    send: chooseCartAddresses,
    done: () => {
      setProblems([]);
      void refreshCarriers();
    },
  });
  const pickCarrier = useCartChange({
    send: (carrier: CartCarrier) => chooseCarrier({ carrierMethodId: carrier.id }),
    done: (_answer, carrier) => {
      setProblems([]);
      announce(t('carrierChosen', { name: carrier.name }));
      void refreshCarriers();
    },
  });

  // A first visit: the address book's defaults (or its first address) are chosen for the customer.
  const fallback = (kind: 'defaultDelivery' | 'defaultInvoice') =>
    (items.find((address) => address[kind]) ?? items[0])?.id;
  const noneChosen = deliveryId === null && addresses.isSuccess && items.length > 0 && !choose.isPending;
  useEffect(() => {
    if (!noneChosen) return;
    const delivery = fallback('defaultDelivery');
    const invoice = fallback('defaultInvoice');
    if (delivery && invoice) choose.mutate({ addressDeliveryId: delivery, addressInvoiceId: invoice });
    // Once per visit without addresses: the mutation's own answer changes `noneChosen`.
  }, [noneChosen]);
  // An address book without any address asks for the first one at once.
  const empty = addresses.isSuccess && items.length === 0;
  useEffect(() => {
    if (empty) setAdding('delivery');
  }, [empty]);

  const offered = carriers.data?.items ?? [];
  const chosenCarrier = offered.find((carrier) => carrier.chosen) ?? null;
  // The cheapest method is chosen until the customer picks another.
  const cheapest = offered[0];
  const autoCarrier =
    carriers.isSuccess && !chosenCarrier && cheapest !== undefined && !pickCarrier.isPending;
  useEffect(() => {
    if (autoCarrier && cheapest) pickCarrier.mutate(cheapest);
  }, [autoCarrier]);

  const setAddresses = (delivery: number, invoice: number) =>
    choose.mutate({ addressDeliveryId: delivery, addressInvoiceId: invoice });

  const added = (saved: Address) => {
    const role = adding;
    setAdding(null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.addresses });
    if (role === 'invoice') {
      setSame(false);
      setAddresses(deliveryId ?? saved.id, saved.id);
    } else setAddresses(saved.id, same || invoiceId === null ? saved.id : invoiceId);
  };

  const goOn = async () => {
    setChecking(true);
    setCheckFailed(null);
    try {
      const validation = await validateCart(3);
      setProblems(validation.problems);
      if (validation.valid) onContinue();
    } catch (error) {
      setCheckFailed(error);
    } finally {
      setChecking(false);
    }
  };

  if (adding)
    return (
      <div className="checkout-address-form">
        {empty && <p className="lead">{t('noAddresses')}</p>}
        <AddressForm address={null} onDone={added} onCancel={() => setAdding(null)} />
      </div>
    );

  const addressChoice = (role: Role, chosenId: number | null) => (
    <fieldset className="checkout-choice">
      <legend>{role === 'delivery' ? t('deliveryAddress') : t('invoiceAddress')}</legend>
      {items.map((address) => (
        <label key={address.id} className="checkout-option">
          <input
            type="radio"
            name={`${id}-${role}`}
            checked={chosenId === address.id}
            disabled={choose.isPending}
            onChange={() =>
              role === 'delivery'
                ? setAddresses(address.id, same || invoiceId === null ? address.id : invoiceId)
                : setAddresses(deliveryId ?? address.id, address.id)
            }
          />
          <span>{addressLine(address)}</span>
        </label>
      ))}
      <button type="button" className="link-button" onClick={() => setAdding(role)}>
        {role === 'delivery' ? t('addDelivery') : t('addInvoice')}
      </button>
    </fieldset>
  );

  return (
    <div className="checkout-delivery">
      {addresses.error && <FormAlert>{failure(addresses.error)}</FormAlert>}
      {empty && (
        <div className="notice">
          <p>{t('noAddresses')}</p>
          <button type="button" className="button" onClick={() => setAdding('delivery')}>
            {t('addDelivery')}
          </button>
        </div>
      )}
      {items.length > 0 && (
        <>
          {addressChoice('delivery', deliveryId)}
          <label className="check">
            <input
              type="checkbox"
              checked={same}
              onChange={(event) => {
                setSame(event.target.checked);
                if (event.target.checked && deliveryId !== null) setAddresses(deliveryId, deliveryId);
              }}
            />{' '}
            {t('sameAddress')}
          </label>
          {!same && addressChoice('invoice', invoiceId)}
        </>
      )}
      {deliveryId !== null && (
        <fieldset className="checkout-choice" aria-busy={carriers.isFetching || undefined}>
          <legend>{t('carrier')}</legend>
          {carriers.error && <FormAlert>{failure(carriers.error)}</FormAlert>}
          {carriers.isSuccess && offered.length === 0 && <p className="notice warning">{t('noCarrier')}</p>}
          {offered.map((carrier) => (
            <label key={carrier.id} className="checkout-option checkout-carrier">
              <input
                type="radio"
                name={`${id}-carrier`}
                checked={carrier.chosen}
                disabled={pickCarrier.isPending}
                onChange={() => pickCarrier.mutate(carrier)}
              />
              {/* The price beside the name only: description and date have the option's whole width. */}
              <span className="checkout-carrier-text">
                <span className="checkout-carrier-name">{carrier.name}</span>
                <span className="checkout-carrier-price">
                  {carrier.free || carrier.price.amount === 0
                    ? t('free')
                    : formatMoney(locale, carrier.price)}
                </span>
                <span className="muted">{carrier.description}</span>
                <span>{t('arrives', { date: deliveryWindow(locale, carrier.deliveryDays) })}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <CheckoutProblems
        problems={problems}
        cart={cart}
        onFixed={(fixed) => setProblems((current) => current.filter((problem) => problem !== fixed))}
      />
      {checkFailed !== null && <FormAlert>{failure(checkFailed)}</FormAlert>}
      <div className="checkout-actions">
        <button
          type="button"
          className="button"
          disabled={checking || choose.isPending || pickCarrier.isPending || deliveryId === null}
          onClick={() => void goOn()}
        >
          {t('continue')}
        </button>
      </div>
    </div>
  );
}
