'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Cart } from '@tendero/contract';
import { checkoutFailureOf, type CheckoutFailure, type CheckoutProblem } from '@/lib/checkout-failure';
import { queryKeys } from '@/lib/query-keys';
import { removeFromCart, setCartQuantity } from '@/lib/shop-api-browser';
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
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const failure = useFailureText();
  const [error, setError] = useState<unknown>(null);
  const { productId, available } = problem;
  if (productId === undefined) return null;
  const reduce = problem.key === 'cart.problem.notEnoughStock' && available !== undefined && available > 0;
  const fix = async () => {
    setPending(true);
    setError(null);
    try {
      const answer = reduce
        ? await setCartQuantity({ productId, quantity: available })
        : await removeFromCart({ productId });
      queryClient.setQueryData(queryKeys.cart(locale), answer);
      await queryClient.invalidateQueries({ queryKey: queryKeys.allCarts });
      onFixed?.();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      {' '}
      <button type="button" className="link-button" disabled={pending} onClick={() => void fix()}>
        {reduce ? t('problem.reduceTo', { count: available }) : t('line.remove')}
      </button>
      {error !== null && <span className="field-error"> {failure(error)}</span>}
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
