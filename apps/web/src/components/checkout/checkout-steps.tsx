'use client';

import { useTranslations } from 'next-intl';

export const CHECKOUT_STEPS = ['account', 'delivery', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The progress bar: the three steps in order, the current one marked for screen readers too. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const t = useTranslations('checkout.steps');
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('label')} className="checkout-progress">
      <ol className="checkout-steps">
        {CHECKOUT_STEPS.map((step, index) => (
          <li
            key={step}
            className={index < at ? 'done' : index === at ? 'current' : undefined}
            aria-current={index === at ? 'step' : undefined}
          >
            <span className="checkout-step-number" aria-hidden="true">
              {index < at ? '✓' : index + 1}
            </span>
            <span className="checkout-step-name">
              {t(step)}
              {index < at && <span className="visually-hidden"> {t('done')}</span>}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
