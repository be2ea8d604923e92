'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { answerTestChallenge } from '@/lib/shop-api-browser';
import { FormAlert } from '../form-field';
import { useFailureExplanation } from './checkout-texts';

/**
 * The test bank's 3-D Secure page: the shopper confirms the payment or lets it fail. Either way the
 * confirmation page then asks how the payment stands (and explains a failed one).
 */
export function ChallengeView({ intent, secret }: { intent: string | null; secret: string | null }) {
  const t = useTranslations('checkout.challenge');
  const router = useRouter();
  const explain = useFailureExplanation();
  const [leaving, setLeaving] = useState(false);
  const answer = useMutation({
    mutationFn: (approve: boolean) =>
      answerTestChallenge(intent ?? '', { clientSecret: secret ?? '', approve }),
    onSuccess: () => {
      setLeaving(true);
      router.replace({ pathname: '/checkout/confirmation', query: { payment_intent: intent ?? '' } });
    },
  });
  const back = (
    <Link href={{ pathname: '/checkout', query: { step: 'review' } }} prefetch={false}>
      {t('back')}
    </Link>
  );
  if (!intent || !secret)
    return (
      <div className="checkout-challenge card">
        <h1>{t('title')}</h1>
        <p role="alert">{t('missing')}</p>
        <p>{back}</p>
      </div>
    );
  const sending = answer.isPending || leaving;
  return (
    <div className="checkout-challenge card">
      <p className="checkout-bank">{t('bank')}</p>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {answer.error && (
        <>
          <FormAlert>{explain(answer.error)}</FormAlert>
          <p>{back}</p>
        </>
      )}
      <div className="checkout-actions">
        <button type="button" className="button" disabled={sending} onClick={() => answer.mutate(true)}>
          {t('approve')}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={sending}
          onClick={() => answer.mutate(false)}
        >
          {t('fail')}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {sending ? t('sending') : ''}
      </p>
    </div>
  );
}
