'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, type FieldError } from '@tendero/client';
import type { TrackedReturn } from '@tendero/contract';
import { useRouter } from '@/i18n/navigation';
import { formatDay } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { returnStatusPath } from '@/lib/returns';
import { trackReturn } from '@/lib/shop-api-browser';
import {
  POSTCODE_MAX,
  checkLookup,
  formatEventTime,
  newestFirst,
  normaliseLookup,
  type LookupErrors,
  type ParcelLookup,
} from '@/lib/tracking';
import { Field, useFailureText } from '../form-field';

/** The tracking checks' findings in the `return` namespace's words (`track.check.x` is `return.check.x`). */
function fieldErrors(errors: LookupErrors): Record<string, FieldError> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [
      field,
      { message: key.replace(/^track\./, 'return.'), params: { maximum: POSTCODE_MAX } },
    ]),
  );
}

/** The link the form has just gone to: kept across the client-side navigation, gone with a reload. */
let formLookup: string | null = null;

/**
 * "Follow a return": the form (number and postcode), and for a `/return/{number}/{postcode}` link the
 * return's state, its steps and its parcel's journey. Asked from the browser, as parcel tracking is, so
 * the look-up's rate limit counts the shopper's own address.
 */
export function ReturnTracking({ lookup, number }: { lookup: ParcelLookup | null; number?: string }) {
  const t = useTranslations('return.follow');
  const locale = useLocale();
  const router = useRouter();
  const failure = useFailureText();
  const [values, setValues] = useState<ParcelLookup>(
    lookup ?? { trackingNumber: number ?? '', postcode: '' },
  );
  const [errors, setErrors] = useState<LookupErrors>(() => (lookup ? checkLookup(lookup) : {}));
  const asked = lookup && Object.keys(checkLookup(lookup)).length === 0 ? normaliseLookup(lookup) : null;
  const found = useQuery({
    queryKey: queryKeys.trackedReturn(asked?.trackingNumber ?? '', asked?.postcode ?? '', locale),
    queryFn: () => trackReturn(asked?.trackingNumber ?? '', asked?.postcode ?? ''),
    enabled: asked !== null,
  });
  const notFound = found.error instanceof ApiError && found.error.status === 404;
  const waiting = asked !== null && (found.isPending || (found.isError && found.isFetching));
  const form = useRef<HTMLFormElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const askedAgain = useRef(false);
  const askedPath = asked ? returnStatusPath(asked) : null;
  // The answer takes the focus when the form asked for it (here or on the page it came from), so it is
  // read out; a link opened from a mail or the label leaves the focus where the browser put it.
  useEffect(() => {
    if (!found.isFetched || found.isFetching || askedPath === null) return;
    const fromForm = formLookup === askedPath;
    if (fromForm || askedAgain.current)
      outcome.current?.querySelector<HTMLElement>('[data-outcome]')?.focus();
    if (fromForm) formLookup = null;
    askedAgain.current = false;
  }, [found.isFetched, found.isFetching, found.dataUpdatedAt, found.errorUpdatedAt, askedPath]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkLookup(values);
    setErrors(problems);
    const [first] = Object.keys(problems);
    if (first) {
      const field = form.current?.elements.namedItem(first);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    const path = returnStatusPath(values);
    if (path === askedPath) {
      askedAgain.current = true;
      void found.refetch();
    } else {
      formLookup = path;
      router.push(path);
    }
  };
  const set = (field: keyof ParcelLookup) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const Heading = lookup ? 'h1' : 'h2';
  return (
    <section className="track return-follow" id="follow" aria-labelledby="return-follow-title">
      <Heading id="return-follow-title">{t('title')}</Heading>
      <div ref={outcome} className="track-outcome">
        {waiting && (
          <p className="notice" role="status" aria-busy="true">
            {t('loading')}
          </p>
        )}
        {found.data && !found.isError && <ReturnState found={found.data} />}
        {found.isError && !waiting && (
          <div className="form-alert track-alert" role="alert" tabIndex={-1} data-outcome>
            <p>{notFound ? t('notFound') : failure(found.error)}</p>
          </div>
        )}
      </div>
      <div className="track-lookup">
        <p className="lead">{t('intro')}</p>
        <form ref={form} className="form track-form" onSubmit={submit} noValidate>
          <div className="field-row">
            <Field
              name="trackingNumber"
              label={t('trackingNumber')}
              hint={t('numberHint')}
              errors={fieldErrors(errors)}
              value={values.trackingNumber}
              onChange={set('trackingNumber')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <Field
              name="postcode"
              label={t('postcode')}
              errors={fieldErrors(errors)}
              value={values.postcode}
              onChange={set('postcode')}
              autoComplete="postal-code"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </div>
          <p>
            <button type="submit" className="button" aria-disabled={waiting || undefined}>
              {t('submit')}
            </button>
          </p>
        </form>
      </div>
    </section>
  );
}

/** Where a return stands (large), when its refund is due, its steps and its parcel's, newest first. */
function ReturnState({ found }: { found: TrackedReturn }) {
  const t = useTranslations('return');
  const locale = useLocale();
  const history = [...found.history].reverse();
  const events = newestFirst(found.events);
  return (
    <section className="parcel" aria-labelledby="return-state-title">
      <h2 id="return-state-title" tabIndex={-1} data-outcome>
        {t('follow.return', { number: found.trackingNumber })}
      </h2>
      <div className={`parcel-now ${found.status === 'rejected' ? 'exception' : found.status}`}>
        <p className="parcel-now-label">{t('follow.current')}</p>
        <p className="parcel-now-status">{t(`status.${found.status}`)}</p>
        {found.status !== 'rejected' && (
          <p className="parcel-now-when">
            {found.status === 'refunded'
              ? t('follow.refunded')
              : t('follow.refundDue', { date: formatDay(locale, found.refundDueBy) })}
          </p>
        )}
      </div>
      <dl className="parcel-facts">
        <div>
          <dt>{t('follow.parcel')}</dt>
          <dd>{t(`parcel.${found.parcelStatus}`)}</dd>
        </div>
        <div>
          <dt>{t('follow.requested')}</dt>
          <dd>
            <time dateTime={found.createdAt}>{formatEventTime(locale, found.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <h3>{t('follow.history')}</h3>
      <ol className="parcel-timeline">
        {history.map((step, index) => (
          <li key={`${step.status}-${step.at}`} aria-current={index === 0 ? 'step' : undefined}>
            <p className="parcel-event-head">
              <span className="parcel-event-status">{t(`status.${step.status}`)}</span>{' '}
              <time dateTime={step.at}>{formatEventTime(locale, step.at)}</time>
            </p>
          </li>
        ))}
      </ol>
      <h3>{t('follow.parcelHistory')}</h3>
      {events.length === 0 ? (
        <p>{t('follow.noEvents')}</p>
      ) : (
        <ol className="parcel-timeline">
          {events.map((event, index) => (
            <li
              key={`${event.occurredAt}-${events.length - index}`}
              className={event.exception ? 'exception' : undefined}
            >
              <p className="parcel-event-head">
                <span className="parcel-event-status">{t(`parcel.${event.status}`)}</span>{' '}
                <time dateTime={event.occurredAt}>{formatEventTime(locale, event.occurredAt)}</time>
              </p>
              {event.location && <p className="parcel-event-place">{event.location}</p>}
              {/* The status word says the step; what went wrong is added in the API's sentence, told as
                  the return's ("could not deliver your return to us"). */}
              {event.exception && event.description && (
                <p className="parcel-event-description">{event.description}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
