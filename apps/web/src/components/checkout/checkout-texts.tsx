'use client';

import { useTranslations } from 'next-intl';
import type { Cart } from '@tendero/contract';
import { checkoutFailureOf, type CheckoutFailure, type CheckoutProblem } from '@/lib/checkout-failure';
import { useFailureText } from '../form-field';

/** A step problem in words (`cart.problem.*`, a code's `cart.problem.code.<reason>` as `cart.rule.*`). */
export function useProblemText() {
  const t = useTranslations('cart');
  return (problem: CheckoutProblem, cart?: Cart): string => {
    const key = problem.key.replace(/^cart\./, '').replace(/^problem\.code\./, 'rule.');
    const text = t.has(key as never) ? t(key as never) : t('warning.generic');
    const name = cart?.lines.find((line) => line.productId === problem.productId)?.name;
    return name ? `${name}: ${text}` : text;
  };
}

/** What stands in the way of going on, as a list under the step. */
export function CheckoutProblems({ problems, cart }: { problems: readonly CheckoutProblem[]; cart?: Cart }) {
  const text = useProblemText();
  if (problems.length === 0) return null;
  return (
    <ul className="checkout-problems" role="alert">
      {problems.map((problem) => (
        <li key={`${problem.key}-${problem.productId ?? ''}`}>{text(problem, cart)}</li>
      ))}
    </ul>
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
