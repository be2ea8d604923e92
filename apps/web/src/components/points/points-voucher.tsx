'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { PointsConversion } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { formatDate, formatMoney } from '@/lib/format';
import { enterPromoCode } from '@/lib/shop-api-browser';
import { useCartChange } from '../cart/use-cart';
import { toast } from '../toaster';

/**
 * The voucher a conversion made: its code to copy, or to put into the cart as the cart's code field does
 * (`PATCH /v1/cart/rule`); the cart then says whether it applies. Focus moves to it when it appears.
 */
export function PointsVoucher({ conversion }: { conversion: PointsConversion }) {
  const t = useTranslations('points.voucher');
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const [inCart, setInCart] = useState(false);
  useEffect(() => heading.current?.focus(), [conversion.code]);
  const toCart = useCartChange({
    send: (code: string) => enterPromoCode({ code }),
    done: () => setInCart(true),
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(conversion.code);
      toast.success(t('copied', { code: conversion.code }));
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  return (
    <div className="points-voucher">
      <h3 ref={heading} tabIndex={-1}>
        {t('title')}
      </h3>
      <p>
        {t('made', {
          points: new Intl.NumberFormat(locale).format(conversion.points),
          amount: formatMoney(locale, conversion.value),
        })}
      </p>
      <p className="points-voucher-code">
        <span>{t('code')}</span> <code>{conversion.code}</code>
      </p>
      <p className="muted">{t('expires', { date: formatDate(locale, conversion.expiresAt) })}</p>
      <div className="points-voucher-actions">
        <button type="button" className="button secondary" onClick={() => void copy()}>
          {t('copy')}
        </button>
        {inCart ? (
          <p role="status">
            {t('inCart')}{' '}
            <Link href="/cart" prefetch={false}>
              {t('viewCart')}
            </Link>
          </p>
        ) : (
          <button
            type="button"
            className="button"
            aria-disabled={toCart.isPending || undefined}
            onClick={() => {
              if (!toCart.isPending) toCart.mutate(conversion.code);
            }}
          >
            {toCart.isPending ? t('adding') : t('toCart')}
          </button>
        )}
      </div>
    </div>
  );
}
