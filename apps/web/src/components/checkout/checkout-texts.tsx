'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Cart } from '@tendero/contract';
import { checkoutFailureOf, type CheckoutFailure, type CheckoutProblem } from '@/lib/checkout-failure';
import { queryKeys } from '@/lib/query-keys';
import { removeFromCart, setCartQuantity } from '@/lib/shop-api-browser';
import { useCartChange, useCartErrorText } from '../cart/use-cart';
import { useFailureText } from '../form-field';

/** A step problem in words (`cart.problem.*`): the product it is about, and how many are left. */
export function useProblemText() {
  const t = useTranslations('cart');
  return (problem: CheckoutProblem, cart?: Cart): string => {
    const key = problem.key.replace(/^cart\./, '');
    const text =
      key === 'problem.notEnoughStock' && problem.available !== undefined && problem.available > 0
        ? t('problem.onlyAvailable', { count: problem.available })
        : t.has(key as never)
          ? t(key as never)
          : t('warning.generic');
    const name = cart?.lines.find((line) => line.productId === problem.productId)?.name;
    return name ? `${name}: ${text}` : text;
  };
}

/** The way out of a product's problem, on the spot: fewer units, or the line removed. */
function ProblemFix({ problem, onFixed }: { problem: CheckoutProblem; onFixed?: () => void }) {
  const t = useTranslations('cart');
  const queryClient = useQueryClient();
  const errorText = useCartErrorText();
  const [error, setError] = useState<string | null>(null);
  const { productId, available } = problem;
  const reduce = problem.key === 'cart.problem.notEnoughStock' && available !== undefined && available > 0;
  const fix = useCartChange({
    send: (id: number) =>
      reduce ? setCartQuantity({ productId: id, quantity: available }) : removeFromCart({ productId: id }),
    toastErrors: false,
    done: () => {
      setError(null);
      // The checkout's own answers (carriers, validation, payment) are about the cart as it was.
      void queryClient.invalidateQueries({ queryKey: queryKeys.allCarts });
      onFixed?.();
    },
    failed: (failure) => setError(errorText(failure)),
  });
  if (productId === undefined) return null;
  return (
    <>
      {' '}
      <button
        type="button"
        className="link-button"
        disabled={fix.isPending}
        onClick={() => fix.mutate(productId)}
      >
        {reduce ? t('problem.reduceTo', { count: available }) : t('line.remove')}
      </button>
      {error !== null && <span className="field-error"> {error}</span>}
    </>
  );
}

/** What stands in the way of going on, as a list under the step, each with its way out where it has one. */
export function CheckoutProblems({
  problems,
  cart,
  onFixed,
}: {
  problems: readonly CheckoutProblem[];
  cart?: Cart;
  /** Called when a problem's own button has changed the cart. */
  onFixed?: (problem: CheckoutProblem) => void;
}) {
  const text = useProblemText();
  if (problems.length === 0) return null;
  return (
    // The alert role on a wrapper: on the list itself it would hide that the items are a list.
    <div role="alert">
      <ul className="checkout-problems">
        {problems.map((problem) => (
          <li key={`${problem.key}-${problem.productId ?? ''}`}>
            {text(problem, cart)}
            <ProblemFix problem={problem} onFixed={() => onFixed?.(problem)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Why paying or placing the order did not work, and what to do now. */
export function useFailureExplanation() {
  const t = useTranslations('checkout.failure');
  const decline = useTranslations('checkout.decline');
  const problemText = useProblemText();
  const failureText = useFailureText();
  return (failure: CheckoutFailure | unknown, cart?: Cart): string => {
    const known =
      failure && typeof failure === 'object' && 'kind' in failure
        ? (failure as CheckoutFailure)
        : checkoutFailureOf(failure);
    switch (known.kind) {
      case 'declined':
        return decline(known.code);
      case 'refunded':
        return known.reason === 'stock' ? t('refundedStock') : t('refundedMismatch');
      case 'cartChanged':
        return t('cartChanged');
      case 'soldOut':
        return t('soldOut');
      case 'problems':
        return known.problems.map((problem) => problemText(problem, cart)).join(' ');
      case 'incomplete':
        return t('incomplete');
      case 'notFound':
        return t('notFound');
      default:
        return failureText(known.error);
    }
  };
}
