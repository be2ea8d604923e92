'use client';

import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PointsConversion, PointsConversionQuote, PointsStats } from '@tendero/contract';
import { formatMoney } from '@/lib/format';
import { newIdempotencyKey, suggestedPoints, typedPoints } from '@/lib/points';
import { queryKeys } from '@/lib/query-keys';
import { convertPoints, quotePointsConversion } from '@/lib/shop-api-browser';
import { useFailureText } from '../form-field';
import { PointsVoucher } from './points-voucher';

/** How long typing pauses before the worth of the typed points is asked for. */
const QUOTE_DELAY_MS = 300;

function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Converting points: the field starts with all that one conversion can take, says as it is typed what
 * the points are worth (the API's quote: minimum, whole steps, the balance), and converts with a new
 * `Idempotency-Key` per click, so a double click or a retried request converts once.
 */
export function ConvertPoints({ stats }: { stats: PointsStats }) {
  const t = useTranslations('points.convert');
  const locale = useLocale();
  const id = useId();
  const failure = useFailureText();
  const queryClient = useQueryClient();
  const { rules } = stats;
  const [text, setText] = useState(() => String(suggestedPoints(stats.convertible, rules)));
  // After a conversion the balance changes: the field starts again from what can be converted now.
  const [suggestedFor, setSuggestedFor] = useState(stats.convertible);
  if (suggestedFor !== stats.convertible) {
    setSuggestedFor(stats.convertible);
    setText(String(suggestedPoints(stats.convertible, rules)));
  }
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const [error, setError] = useState<string | null>(null);
  const [voucher, setVoucher] = useState<PointsConversion | null>(null);
  const typed = typedPoints(text);
  const asked = useSettled(typed, QUOTE_DELAY_MS);
  const quote = useQuery({
    queryKey: queryKeys.pointsQuote(asked ?? 0),
    queryFn: asked === null ? skipToken : () => quotePointsConversion(asked),
    placeholderData: keepPreviousData,
  });
  // Set at once on a click, so a second click before React renders again sends nothing.
  const converting = useRef(false);
  const convert = useMutation({
    mutationFn: ({ points, key }: { points: number; key: string }) => convertPoints(points, key),
    onSuccess: (conversion) => {
      setVoucher(conversion);
      void queryClient.invalidateQueries({ queryKey: queryKeys.allPoints });
    },
    onError: (failed) => setError(failure(failed)),
    onSettled: () => {
      converting.current = false;
    },
  });
  const current = quote.data && quote.data.requested === typed ? quote.data : null;
  const problemText = (answer: PointsConversionQuote) =>
    answer.problem === 'belowMinimum'
      ? t('belowMinimum', { minimum: number(answer.minimum) })
      : t('notEnough', { available: number(answer.available) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (converting.current) return;
    setError(null);
    if (typed === null) return setError(t('invalid'));
    if (current && !current.convertible) return setError(problemText(current));
    converting.current = true;
    convert.mutate({ points: current ? current.points : typed, key: newIdempotencyKey() });
  };
  const status =
    typed === null
      ? ''
      : !current
        ? t('checking')
        : [
            t('worth', { points: current.points, amount: formatMoney(locale, current.value) }),
            current.points !== current.requested && current.points > 0 && !current.problem
              ? t('rounded', { points: number(current.points) })
              : '',
            current.problem ? problemText(current) : '',
          ]
            .filter(Boolean)
            .join(' ');
  return (
    <section className="points-convert" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      {stats.convertible === 0 && !voucher ? (
        <p className="notice">
          {t('tooFew', { minimum: number(rules.minimumConversion), available: number(stats.available) })}
        </p>
      ) : (
        <form className="points-convert-form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-points`}>{t('field')}</label>
            <input
              id={`${id}-points`}
              value={text}
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint ${id}-worth${error ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
            />
            <p id={`${id}-hint`} className="field-hint">
              {t('hint', { minimum: number(rules.minimumConversion), step: number(rules.conversionStep) })}
            </p>
            <p id={`${id}-worth`} className="points-worth" role="status" aria-live="polite">
              {status}
            </p>
            {error && (
              <p id={`${id}-error`} className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="button" aria-disabled={convert.isPending || undefined}>
            {convert.isPending ? t('converting') : t('submit')}
          </button>
        </form>
      )}
      {voucher && <PointsVoucher conversion={voucher} />}
    </section>
  );
}
