'use client';

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';
import type { Cart } from '@tendero/contract';
import { cartErrorParts } from '@/lib/cart-errors';
import { chosenCountry } from '@/lib/delivery-country';
import { queryKeys } from '@/lib/query-keys';
import { cart as readCart } from '@/lib/shop-api-browser';
import { useFailureText, useMessageText } from '../form-field';
import { toast } from '../toaster';

/** Every change of the cart carries this key, and they run one after the other (scope). */
const CART_CHANGE = ['cart', 'change'] as const;

/** The cart of this browser (the customer's, or the visitor's cookie), shared by header and cart page. */
export function useCart() {
  const locale = useLocale();
  return useQuery({
    queryKey: queryKeys.cart(locale),
    queryFn: () => {
      const country = chosenCountry();
      return readCart(country ? { country } : {});
    },
  });
}

/** Signing in or out changes whose cart it is: ask again (the visitor's is merged at sign-in). */
export function forgetCart(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.allCarts });
}

/**
 * A change of the cart: shown at once (`optimistic`), then replaced by the API's answer. Changes run
 * one after the other, so answers come back in the order they were made; only the last one's answer
 * is shown, or a quick second click would flicker back to the first answer. A failure rolls back to
 * the cart as it was, says why in a toast and asks for the cart again.
 */
export function useCartChange<Input>({
  send,
  optimistic,
  done,
  failed,
  toastErrors = true,
}: {
  send: (input: Input) => Promise<Cart>;
  optimistic?: (cart: Cart, input: Input) => Cart;
  /** After the API said yes: what to announce, or anything else to do. */
  done?: (answer: Cart, input: Input) => void;
  failed?: (error: unknown, input: Input) => void;
  /** False where the caller says what went wrong itself (under the promo code field). */
  toastErrors?: boolean;
}) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const errorText = useCartErrorText();
  const key = queryKeys.cart(locale);
  const last = () => queryClient.isMutating({ mutationKey: CART_CHANGE }) <= 1;
  return useMutation({
    mutationKey: CART_CHANGE,
    scope: { id: 'cart' },
    mutationFn: send,
    onMutate: async (input: Input) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Cart>(key);
      if (previous && optimistic) queryClient.setQueryData(key, optimistic(previous, input));
      return { previous };
    },
    onSuccess: (answer, input) => {
      if (last()) queryClient.setQueryData(key, answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cartGifts(locale) });
      done?.(answer, input);
    },
    onError: (error, input, context) => {
      if (last()) {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
        void queryClient.invalidateQueries({ queryKey: queryKeys.allCarts });
      }
      if (toastErrors) toast.error(errorText(error));
      failed?.(error, input);
    },
  });
}

/**
 * The sentence for a cart call that failed: how many are available when there are not enough, the
 * API's key for anything else it refused (no longer sold, unknown code, …), or the failure sentence.
 */
export function useCartErrorText() {
  const text = useMessageText();
  const failure = useFailureText();
  return (error: unknown): string => {
    const parts = cartErrorParts(error);
    return parts ? parts.map((part) => text(part.key, part.params)).join(' ') : failure(error);
  };
}

/** What the cart page says to screen readers after a change ("Quantity of X changed to 3"). */
let announcement = '';
const listeners = new Set<() => void>();

export function announce(message: string): void {
  // The same words twice in a row are still read out: the region is emptied first.
  announcement = '';
  for (const listener of listeners) listener();
  setTimeout(() => {
    announcement = message;
    for (const listener of listeners) listener();
  }, 50);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The polite live region the announcements are read from. */
export function CartAnnouncer() {
  const current = useSyncExternalStore(
    subscribe,
    () => announcement,
    () => '',
  );
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {current}
    </p>
  );
}
