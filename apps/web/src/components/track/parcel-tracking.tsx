'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, type FieldError } from '@tendero/client';
import { useRouter } from '@/i18n/navigation';
import { queryKeys } from '@/lib/query-keys';
import { trackParcel } from '@/lib/shop-api-browser';
import {
  POSTCODE_MAX,
  checkLookup,
  normaliseLookup,
  trackingPath,
  type LookupErrors,
  type ParcelLookup,
} from '@/lib/tracking';
import { Field, useFailureText } from '../form-field';
import { ParcelResult } from './parcel-result';

const EMPTY: ParcelLookup = { trackingNumber: '', postcode: '' };

/** The link the form has just gone to: kept across the client-side navigation, gone with a reload. */
let formLookup: string | null = null;

/** The browser's findings as the form's fields show them, with the postcode's limit for its message. */
function fieldErrors(errors: LookupErrors): Record<string, FieldError> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, { message, params: { maximum: POSTCODE_MAX } }]),
  );
}

/**
 * The tracking page: the form, and for a `/track/{number}/{postcode}` link the parcel's state and
 * journey. Asked from the browser, so the rate limit counts the shopper's own address. A wrong number or postcode keeps the form filled in to correct.
 */
export function ParcelTracking({ lookup }: { lookup: ParcelLookup | null }) {
  const t = useTranslations('track');
  const locale = useLocale();
  const router = useRouter();
  const failure = useFailureText();
  const [values, setValues] = useState<ParcelLookup>(lookup ?? EMPTY);
  // A link with a number that cannot be one shows why at once, without asking the API.
  const [errors, setErrors] = useState<LookupErrors>(() => (lookup ? checkLookup(lookup) : {}));
  const asked = lookup && Object.keys(checkLookup(lookup)).length === 0 ? normaliseLookup(lookup) : null;
  const askedPath = asked ? trackingPath(asked) : null;
  const parcel = useQuery({
    queryKey: queryKeys.trackedParcel(asked?.trackingNumber ?? '', asked?.postcode ?? '', locale),
    queryFn: () => trackParcel(asked?.trackingNumber ?? '', asked?.postcode ?? ''),
    enabled: asked !== null,
  });
  const notFound = parcel.error instanceof ApiError && parcel.error.status === 404;
  // Pending from the server's render on (the same on both sides of hydration), or asked again after a failure.
  const waiting = asked !== null && (parcel.isPending || (parcel.isError && parcel.isFetching));
  const found = parcel.data && !parcel.isError ? parcel.data : null;
  const form = useRef<HTMLFormElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const askedAgain = useRef(false);
  // The answer to the form takes the focus, so it is read out: on the link's page the form led to (its
  // button went with the page it was on), or after the same look-up was asked again. A link opened
  // from a mail leaves the focus where the browser put it.
  useEffect(() => {
    if (!parcel.isFetched || parcel.isFetching || askedPath === null) return;
    const fromForm = formLookup === askedPath;
    if (fromForm || askedAgain.current)
      outcome.current?.querySelector<HTMLElement>('[data-outcome]')?.focus();
    if (fromForm) formLookup = null;
    askedAgain.current = false;
  }, [parcel.isFetched, parcel.isFetching, parcel.dataUpdatedAt, parcel.errorUpdatedAt, askedPath]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (waiting) return;
    const problems = checkLookup(values);
    setErrors(problems);
    const [first] = Object.keys(problems);
    if (first) {
      const field = form.current?.elements.namedItem(first);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    const path = trackingPath(values);
    if (path === askedPath) {
      askedAgain.current = true;
      void parcel.refetch();
    } else {
      formLookup = path;
      router.push(path);
    }
  };

  const set = (field: keyof ParcelLookup) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  return (
    <section className="track" aria-labelledby="track-title">
      <h1 id="track-title">{t('title')}</h1>
      <div ref={outcome} className="track-outcome">
        {waiting && (
          <p className="notice" role="status" aria-busy="true">
            {t('loading')}
          </p>
        )}
        {found && <ParcelResult parcel={found} />}
        {parcel.isError && !waiting && (
          <div className="form-alert track-alert" role="alert" tabIndex={-1} data-outcome>
            <p>{notFound ? t('notFound') : failure(parcel.error)}</p>
            {notFound && <p>{t('notFoundHint')}</p>}
          </div>
        )}
      </div>
      <div className="track-lookup">
        {found ? <h2>{t('another')}</h2> : <p className="lead">{t('intro')}</p>}
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
