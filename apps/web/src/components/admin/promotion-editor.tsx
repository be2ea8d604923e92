'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ApiError } from '@tendero/client';
import {
  CURRENCY,
  DEFAULT_LOCALE,
  LOCALES,
  PROMOTION_ERRORS,
  PROMOTION_KINDS,
  PROMOTION_LIMITS,
  PROMOTION_TARGETS,
  type AdminBrandOptions,
  type AdminCategoryOptions,
  type AdminProduct,
  type AdminPromotionDetail,
  type Locale,
} from '@tendero/contract';
import { LOCALE_NATIVE_NAMES } from '@tendero/contract/locale-data';
import {
  adminProduct,
  adminProducts,
  adminPromotion,
  brandOptions,
  categoryOptions,
  createPromotion,
  endPromotion,
  replacePromotion,
} from '@/lib/admin/api';
import type { PromotionBody } from '@/lib/admin/bodies';
import type { MessageRef } from '@/lib/admin/errors';
import {
  codeOf,
  draftOf,
  emptyDraft,
  emptyText,
  languageState,
  languagesWithErrors,
  MEMBERS_OF,
  promotionBody,
  slugOf,
  toggleMember,
  type FieldErrors,
  type MemberField,
  type PromotionDraft,
  type PromotionTextDraft,
} from '@/lib/admin/promotion-form';
import { operatorTimeZone } from '@/lib/admin/promotion-words';
import { adminKeys } from '@/lib/admin/query-keys';
import { toast } from '../toaster';
import { AdminAlert, AdminField, Loading, useAdminText } from './admin-text';

type SetDraft = (change: (draft: PromotionDraft) => PromotionDraft) => void;

/** Whether a failed save was made on a revision someone else has saved over since. */
function staleRevision(error: unknown): boolean {
  return error instanceof ApiError && error.message === PROMOTION_ERRORS.staleRevision;
}

/** The first error at a list's path or one of its entries' (`productIds`, `productIds.2`). */
const listError = (errors: FieldErrors, field: string): MessageRef | undefined =>
  errors[field] ?? Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1];

const promotionName = (promotion: AdminPromotionDetail, locale: string) =>
  promotion.texts[locale as Locale]?.name ?? promotion.texts.en?.name ?? String(promotion.id);

/** A chosen product, named by the search that found it or, for one saved before, by the product itself. */
function ProductChip({
  productId,
  known,
  onRemove,
}: {
  productId: number;
  known: AdminProduct | undefined;
  onRemove: () => void;
}) {
  const t = useTranslations('admin.promotionsAdmin');
  const locale = useLocale();
  const product = useQuery({
    queryKey: adminKeys.product(productId),
    queryFn: () => adminProduct(productId),
    enabled: known === undefined,
  });
  const name = known?.name ?? product.data?.texts[locale as Locale]?.name ?? product.data?.texts.en?.name;
  const sku = known?.sku ?? product.data?.sku;
  const label = name ?? `#${productId}`;
  return (
    <li className="admin-chip">
      <span>
        {label}
        {sku && <span className="muted code"> {sku}</span>}
      </span>
      <button
        type="button"
        className="admin-chip-remove"
        aria-label={t('remove', { name: label })}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}

/** Products found by name or SKU and added one by one; the chosen ones as chips to take away. */
function ProductPicker({
  draft,
  error,
  setDraft,
}: {
  draft: PromotionDraft;
  error: MessageRef | undefined;
  setDraft: SetDraft;
}) {
  const t = useTranslations('admin.promotionsAdmin');
  const { message, failure } = useAdminText();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState<string | null>(null);
  const [known, setKnown] = useState<Record<number, AdminProduct>>({});
  const found = useQuery({
    queryKey: adminKeys.products(q ?? ''),
    queryFn: () => adminProducts(q ?? ''),
    enabled: q !== null,
    select: (page) => page.items,
  });
  const search = () => setQ(typed.trim());
  const add = (product: AdminProduct) => {
    setKnown((now) => ({ ...now, [product.id]: product }));
    setDraft((now) => toggleMember(now, 'productIds', product.id, true));
  };
  return (
    <fieldset
      className="admin-promotion-members"
      aria-describedby={error ? 'promotion-products-error' : undefined}
    >
      <legend>{t('productsLegend')}</legend>
      {draft.productIds.length === 0 ? (
        <p className="muted">{t('noProducts')}</p>
      ) : (
        <ul className="admin-chips" aria-label={t('chosenProducts')}>
          {draft.productIds.map((id) => (
            <ProductChip
              key={id}
              productId={id}
              known={known[id]}
              onRemove={() => setDraft((now) => toggleMember(now, 'productIds', id, false))}
            />
          ))}
        </ul>
      )}
      {error && (
        <p id="promotion-products-error" className="field-error">
          {message(error)}
        </p>
      )}
      <div className="admin-promotion-search">
        <AdminField label={t('findProduct')}>
          {(control) => (
            <input
              {...control}
              type="search"
              maxLength={128}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                // Enter searches, rather than saving the whole promotion.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  search();
                }
              }}
            />
          )}
        </AdminField>
        <button type="button" className="button secondary" onClick={search}>
          {t('search')}
        </button>
      </div>
      {found.isFetching && <Loading>{t('searching')}</Loading>}
      {found.error && <AdminAlert>{failure(found.error)}</AdminAlert>}
      {found.data && found.data.length === 0 && <p className="notice">{t('noMatch')}</p>}
      {found.data && found.data.length > 0 && (
        <ul className="admin-promotion-found" aria-label={t('found')}>
          {found.data.map((product) => {
            const chosen = draft.productIds.includes(product.id);
            return (
              <li key={product.id}>
                <span>
                  {product.name} <span className="muted code">{product.sku}</span>
                </span>
                <button
                  type="button"
                  className="button secondary small"
                  disabled={chosen}
                  onClick={() => add(product)}
                >
                  {chosen ? t('added') : t('add')}
                  <span className="visually-hidden"> {product.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

/** Categories or brands as a list of checkboxes, with a filter when it is long; the chosen stay in view. */
function CheckList({
  field,
  legend,
  filterLabel,
  options,
  draft,
  error,
  setDraft,
}: {
  field: Exclude<MemberField, 'productIds'>;
  legend: string;
  filterLabel: string;
  options: { id: number; label: string; count?: number }[];
  draft: PromotionDraft;
  error: MessageRef | undefined;
  setDraft: SetDraft;
}) {
  const editor = useTranslations('admin.editor');
  const locale = useLocale();
  const { message } = useAdminText();
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLocaleLowerCase(locale);
  const shown = options.filter(
    (option) =>
      wanted === '' ||
      draft[field].includes(option.id) ||
      option.label.toLocaleLowerCase(locale).includes(wanted),
  );
  const errorId = `promotion-${field}-error`;
  return (
    <fieldset className="admin-promotion-members" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.length > 12 && (
        <AdminField label={filterLabel}>
          {(control) => (
            <input
              {...control}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          )}
        </AdminField>
      )}
      <div className="admin-editor-categories" role="group" aria-label={legend} tabIndex={0}>
        {shown.map((option) => (
          <label key={option.id} className="admin-check">
            <input
              type="checkbox"
              checked={draft[field].includes(option.id)}
              onChange={(event) => {
                const { checked } = event.target;
                setDraft((now) => toggleMember(now, field, option.id, checked));
              }}
            />
            <span>
              {option.label}
              {option.count !== undefined && (
                <>
                  {' '}
                  <span className="muted">({editor('productCount', { count: option.count })})</span>
                </>
              )}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {message(error)}
        </p>
      )}
    </fieldset>
  );
}

/** What it gives, on what: kind and value, target and the members the target takes. */
function OfferSection({
  draft,
  categories,
  brands,
  errors,
  setDraft,
}: {
  draft: PromotionDraft;
  categories: AdminCategoryOptions['items'];
  brands: AdminBrandOptions['items'];
  errors: FieldErrors;
  setDraft: SetDraft;
}) {
  const t = useTranslations('admin.promotionsAdmin');
  const { message } = useAdminText();
  const set = <K extends keyof PromotionDraft>(field: K, value: PromotionDraft[K]) =>
    setDraft((now) => ({ ...now, [field]: value }));
  const gift = draft.target === 'gift';
  const members = MEMBERS_OF[draft.target];
  return (
    <section className="admin-panel form" aria-labelledby="promotion-offer-title">
      <h2 id="promotion-offer-title">{t('offer')}</h2>
      <AdminField label={t('targetLabel')} hint={t(`targetHint.${draft.target}`)} error={errors.target}>
        {(control) => (
          <select
            {...control}
            value={draft.target}
            onChange={(event) => {
              const target = PROMOTION_TARGETS.find((candidate) => candidate === event.target.value);
              if (target) set('target', target);
            }}
          >
            {PROMOTION_TARGETS.map((target) => (
              <option key={target} value={target}>
                {t(`target.${target}`)}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      {gift ? (
        <p className="notice">{t('giftNote')}</p>
      ) : (
        <fieldset
          className="admin-promotion-kinds"
          aria-describedby={errors.kind ? 'promotion-kind-error' : undefined}
        >
          <legend>{t('kindLegend')}</legend>
          {PROMOTION_KINDS.map((kind) => (
            <label key={kind} className="admin-check">
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={draft.kind === kind}
                onChange={() => set('kind', kind)}
              />
              <span>{t(`kind.${kind}`)}</span>
            </label>
          ))}
          {errors.kind && (
            <p id="promotion-kind-error" className="field-error">
              {message(errors.kind)}
            </p>
          )}
        </fieldset>
      )}
      {!gift && draft.kind === 'reductionPercent' && (
        <AdminField label={t('percent')} hint={t('percentHint')} error={errors.value}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              className="admin-promotion-value"
              value={draft.percent}
              onChange={(event) => set('percent', event.target.value)}
            />
          )}
        </AdminField>
      )}
      {!gift && draft.kind === 'reductionAmount' && (
        <AdminField label={t('amount')} hint={t('amountHint')} error={errors.value}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              className="admin-promotion-value"
              value={draft.amount}
              onChange={(event) => set('amount', event.target.value)}
            />
          )}
        </AdminField>
      )}
      {members === 'productIds' && (
        <ProductPicker draft={draft} error={listError(errors, 'productIds')} setDraft={setDraft} />
      )}
      {members === 'categoryIds' && (
        <CheckList
          field="categoryIds"
          legend={t('categoriesLegend')}
          filterLabel={t('findCategory')}
          options={categories.map((category) => ({
            id: category.id,
            label: category.trail.join(' › '),
            count: category.productCount,
          }))}
          draft={draft}
          error={listError(errors, 'categoryIds')}
          setDraft={setDraft}
        />
      )}
      {members === 'manufacturerIds' && (
        <CheckList
          field="manufacturerIds"
          legend={t('brandsLegend')}
          filterLabel={t('findBrand')}
          options={brands.map((brand) => ({ id: brand.id, label: brand.name }))}
          draft={draft}
          error={listError(errors, 'manufacturerIds')}
          setDraft={setDraft}
        />
      )}
    </section>
  );
}

/** How it is unlocked, when it runs, above which minimum, how often, and with which others. */
function RulesSection({
  draft,
  errors,
  setDraft,
}: {
  draft: PromotionDraft;
  errors: FieldErrors;
  setDraft: SetDraft;
}) {
  const t = useTranslations('admin.promotionsAdmin');
  const set = <K extends keyof PromotionDraft>(field: K, value: PromotionDraft[K]) =>
    setDraft((now) => ({ ...now, [field]: value }));
  const zone = operatorTimeZone();
  return (
    <section className="admin-panel form admin-editor-basics" aria-labelledby="promotion-rules-title">
      <h2 id="promotion-rules-title">{t('rules')}</h2>
      <AdminField label={t('startsAt')} hint={t('timeHint', { zone })} error={errors.startsAt}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={draft.startsAt}
            onChange={(event) => set('startsAt', event.target.value)}
          />
        )}
      </AdminField>
      <AdminField label={t('endsAt')} hint={t('timeHint', { zone })} error={errors.endsAt}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={draft.endsAt}
            onChange={(event) => set('endsAt', event.target.value)}
          />
        )}
      </AdminField>
      <AdminField label={t('code')} hint={t('codeHint')} error={errors.code}>
        {(control) => (
          <input
            {...control}
            type="text"
            className="code admin-promotion-code"
            autoComplete="off"
            spellCheck={false}
            maxLength={PROMOTION_LIMITS.code}
            value={draft.code}
            onChange={(event) => set('code', event.target.value)}
            onBlur={(event) => set('code', codeOf(event.target.value))}
          />
        )}
      </AdminField>
      <AdminField label={t('minimum')} hint={t('minimumHint')} error={errors.minimumAmount}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            value={draft.minimum}
            onChange={(event) => set('minimum', event.target.value)}
          />
        )}
      </AdminField>
      <AdminField label={t('usageLimit')} hint={t('limitHint')} error={errors.usageLimit}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            max={PROMOTION_LIMITS.usageLimit}
            value={draft.usageLimit}
            onChange={(event) => set('usageLimit', event.target.value)}
          />
        )}
      </AdminField>
      <AdminField
        label={t('usageLimitPerCustomer')}
        hint={t('limitHint')}
        error={errors.usageLimitPerCustomer}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            max={PROMOTION_LIMITS.usageLimit}
            value={draft.usageLimitPerCustomer}
            onChange={(event) => set('usageLimitPerCustomer', event.target.value)}
          />
        )}
      </AdminField>
      <div className="field admin-promotion-combinable">
        <label className="admin-check">
          <input
            type="checkbox"
            checked={draft.combinable}
            aria-describedby="promotion-combinable-hint"
            onChange={(event) => set('combinable', event.target.checked)}
          />
          <span>{t('combinable')}</span>
        </label>
        <p id="promotion-combinable-hint" className="field-hint">
          {t('combinableHint')}
        </p>
      </div>
    </section>
  );
}

/** One language's texts: name, slug of its page (made from the name in its script unless typed), description. */
function LanguageTexts({
  locale,
  text,
  errors,
  onChange,
}: {
  locale: Locale;
  text: PromotionTextDraft;
  errors: FieldErrors;
  onChange: (text: PromotionTextDraft) => void;
}) {
  const t = useTranslations('admin.promotionsAdmin');
  const at = `texts.${locale}`;
  const slug = slugOf(text, locale);
  // A slug another promotion has: said of promotions, not of the catalogue's products.
  const slugError = errors[`${at}.slug`];
  const slugMessage =
    slugError?.key.endsWith('validation.slug.taken') === true
      ? { key: 'admin.promotionsAdmin.slugTaken', params: {} }
      : slugError;
  return (
    <div className="admin-editor-texts">
      <AdminField label={t('name')} error={errors[`${at}.name`]}>
        {(control) => (
          <input
            {...control}
            type="text"
            lang={locale}
            maxLength={PROMOTION_LIMITS.name}
            value={text.name}
            onChange={(event) => onChange({ ...text, name: event.target.value })}
          />
        )}
      </AdminField>
      <AdminField
        label={t('slug')}
        hint={slug ? t('slugHint', { path: `/promotions/${slug}` }) : t('slugEmpty')}
        error={slugMessage}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            className="code"
            maxLength={PROMOTION_LIMITS.slug}
            placeholder={slugOf({ ...text, slug: '' }, locale)}
            value={text.slug}
            onChange={(event) => onChange({ ...text, slug: event.target.value })}
          />
        )}
      </AdminField>
      <AdminField
        label={t('description')}
        hint={t('descriptionHint', { maximum: PROMOTION_LIMITS.description })}
        error={errors[`${at}.description`]}
      >
        {(control) => (
          <textarea
            {...control}
            lang={locale}
            rows={4}
            maxLength={PROMOTION_LIMITS.description}
            value={text.description}
            onChange={(event) => onChange({ ...text, description: event.target.value })}
          />
        )}
      </AdminField>
    </div>
  );
}

/** The texts of every language: a button per language with its state, and the chosen one's fields. */
function TextsSection({
  draft,
  errors,
  setDraft,
}: {
  draft: PromotionDraft;
  errors: FieldErrors;
  setDraft: SetDraft;
}) {
  const t = useTranslations('admin.promotionsAdmin');
  const editor = useTranslations('admin.editor');
  const [shown, setShown] = useState<Locale>(DEFAULT_LOCALE);
  const flagged = languagesWithErrors(errors);
  const text = draft.texts[shown];
  const name = LOCALE_NATIVE_NAMES[shown];
  const setText = (value: PromotionTextDraft | undefined) =>
    setDraft((now) => {
      const texts = Object.fromEntries(
        Object.entries(now.texts).filter(([code]) => code !== shown || shown === DEFAULT_LOCALE),
      ) as PromotionDraft['texts'];
      return { ...now, texts: value ? { ...texts, [shown]: value } : texts };
    });
  return (
    <section className="admin-panel form" aria-labelledby="promotion-texts-title">
      <h2 id="promotion-texts-title">{t('texts')}</h2>
      <p className="lead">{t('textsLead')}</p>
      <ul className="admin-editor-languages" aria-label={editor('languages')}>
        {LOCALES.map((code) => {
          const state = languageState(draft, code);
          return (
            <li key={code}>
              <button
                type="button"
                aria-pressed={code === shown}
                className={`admin-editor-language ${state}`}
                onClick={() => setShown(code)}
              >
                <span lang={code}>{LOCALE_NATIVE_NAMES[code]}</span>
                <span className="admin-editor-state">
                  {flagged.has(code)
                    ? editor('stateError')
                    : state === 'written'
                      ? editor('stateWritten')
                      : editor('stateFallback')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <h3 lang={shown}>{name}</h3>
      {text ? (
        <>
          <LanguageTexts locale={shown} text={text} errors={errors} onChange={setText} />
          {shown !== DEFAULT_LOCALE && (
            <button
              type="button"
              className="button secondary small admin-add"
              onClick={() => setText(undefined)}
            >
              {editor('dropLanguage', { language: name })}
            </button>
          )}
        </>
      ) : (
        <>
          <p className="notice">{t('fallsBack', { language: name })}</p>
          <button type="button" className="button secondary admin-add" onClick={() => setText(emptyText())}>
            {editor('writeLanguage', { language: name })}
          </button>
        </>
      )}
    </section>
  );
}

/** Ending a promotion now, after the operator has read what it does. */
function EndSection({
  promotion,
  onEnded,
}: {
  promotion: AdminPromotionDetail;
  onEnded: (ended: AdminPromotionDetail) => void;
}) {
  const t = useTranslations('admin.promotionsAdmin');
  const { failure } = useAdminText();
  const [asking, setAsking] = useState(false);
  const end = useMutation({
    mutationFn: () => endPromotion(promotion.id),
    onSuccess: (ended) => {
      setAsking(false);
      onEnded(ended);
    },
  });
  return (
    <section className="admin-panel form admin-danger" aria-labelledby="promotion-end-title">
      <h2 id="promotion-end-title">{t('endTitle')}</h2>
      <p>{promotion.target === 'catalogue' ? t('endExplainCatalogue') : t('endExplain')}</p>
      {end.error && <AdminAlert>{failure(end.error)}</AdminAlert>}
      {asking ? (
        <div className="admin-promotion-confirm" role="group" aria-label={t('endTitle')}>
          <p className="notice">{t('endSure')}</p>
          <button type="button" className="button" disabled={end.isPending} onClick={() => end.mutate()}>
            {end.isPending ? t('ending') : t('endConfirm')}
          </button>
          <button type="button" className="button secondary" onClick={() => setAsking(false)}>
            {t('endCancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="button secondary admin-add" onClick={() => setAsking(true)}>
          {t('end')}
        </button>
      )}
    </section>
  );
}

/** The editor once its choices are loaded: every field of the promotion, saved whole. */
function PromotionForm({
  promotion,
  categories,
  brands,
}: {
  promotion: AdminPromotionDetail | null;
  categories: AdminCategoryOptions['items'];
  brands: AdminBrandOptions['items'];
}) {
  const t = useTranslations('admin.promotionsAdmin');
  const editor = useTranslations('admin.editor');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { failure, fieldErrors } = useAdminText();
  const [saved, setSaved] = useState(promotion);
  const [draft, setDraftState] = useState<PromotionDraft>(() =>
    promotion ? draftOf(promotion, locale) : emptyDraft(),
  );
  const [checked, setChecked] = useState<FieldErrors>({});
  const revision = useRef(promotion?.revision ?? 0);
  const sending = useRef(false);
  const setDraft: SetDraft = (change) => setDraftState(change);
  const settle = async (fresh: AdminPromotionDetail) => {
    revision.current = fresh.revision;
    setSaved(fresh);
    queryClient.setQueryData(adminKeys.promotion(fresh.id), fresh);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.allPromotions }),
      // A catalogue promotion changes its products' shelf prices.
      queryClient.invalidateQueries({ queryKey: adminKeys.allProducts }),
    ]);
  };
  const save = useMutation({
    mutationFn: (body: PromotionBody) =>
      saved ? replacePromotion(saved.id, { ...body, revision: revision.current }) : createPromotion(body),
    onSuccess: async (fresh) => {
      await settle(fresh);
      const name = promotionName(fresh, locale);
      toast.success(saved ? t('saved', { name }) : t('created', { name }));
      if (saved) setDraftState(draftOf(fresh, locale));
      else router.replace(`/admin/promotions/${fresh.id}`);
    },
  });
  const apiErrors = save.error && !staleRevision(save.error) ? fieldErrors(save.error) : {};
  // The browser's errors of the last save stand until their field is right; none new appear while typing.
  const now = promotionBody(draft, locale, CURRENCY);
  const open = Object.entries(now.kind === 'invalid' ? now.errors : {}).filter(([path]) => path in checked);
  const errors = Object.keys(checked).length > 0 ? Object.fromEntries(open) : apiErrors;
  const reload = async () => {
    if (!saved) return;
    const fresh = await queryClient.fetchQuery({
      queryKey: adminKeys.promotion(saved.id),
      queryFn: () => adminPromotion(saved.id),
      staleTime: 0,
    });
    revision.current = fresh.revision;
    setSaved(fresh);
    setDraftState(draftOf(fresh, locale));
    setChecked({});
    save.reset();
  };
  const title = saved ? promotionName(saved, locale) : t('newTitle');
  const count = Object.keys(errors).length;
  return (
    <div className="admin-editor">
      <form
        className="admin-editor"
        aria-labelledby="promotion-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (sending.current) return;
          setChecked(now.kind === 'invalid' ? now.errors : {});
          if (now.kind !== 'valid') return;
          sending.current = true;
          save.mutate(now.body, {
            onSettled: () => {
              sending.current = false;
            },
          });
        }}
      >
        <p className="admin-back">
          <Link href="/admin/promotions">{t('back')}</Link>
        </p>
        <h1 id="promotion-title">{title}</h1>
        {saved && (
          <dl className="admin-promotion-facts">
            <div>
              <dt>{t('columns.state')}</dt>
              <dd>
                <span className={`admin-promotion-state ${saved.state}`}>{t(`state.${saved.state}`)}</span>
              </dd>
            </div>
            <div>
              <dt>{t('columns.uses')}</dt>
              <dd>
                {saved.usageLimit === null
                  ? saved.uses
                  : t('usesOf', { uses: saved.uses, limit: saved.usageLimit })}
              </dd>
            </div>
            {saved.target === 'catalogue' && (
              <div>
                <dt>{t('shelfPrices')}</dt>
                <dd>{t('reducesNow', { count: saved.reducedProducts })}</dd>
              </div>
            )}
            <div>
              <dt>{t('revisionLabel')}</dt>
              <dd>{saved.revision}</dd>
            </div>
          </dl>
        )}
        {staleRevision(save.error) && (
          <div role="alert" className="form-alert admin-stale">
            <p>{t('stale')}</p>
            <button type="button" className="button secondary small" onClick={() => void reload()}>
              {editor('loadSaved')}
            </button>
          </div>
        )}
        {count > 0 && <AdminAlert>{editor('fix', { count })}</AdminAlert>}
        {save.error && !staleRevision(save.error) && count === 0 && (
          <AdminAlert>{failure(save.error)}</AdminAlert>
        )}
        <OfferSection
          draft={draft}
          categories={categories}
          brands={brands}
          errors={errors}
          setDraft={setDraft}
        />
        <RulesSection draft={draft} errors={errors} setDraft={setDraft} />
        <TextsSection draft={draft} errors={errors} setDraft={setDraft} />
        <p className="admin-editor-save">
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? editor('pending') : saved ? t('save') : t('create')}
          </button>
        </p>
      </form>
      {saved && saved.state !== 'ended' && (
        <EndSection
          promotion={saved}
          onEnded={(ended) => {
            void settle(ended);
            // Its end is now: a save after this must not send the end it had before.
            setDraftState(draftOf(ended, locale));
            setChecked({});
            save.reset();
            toast.success(t('ended', { name: promotionName(ended, locale) }));
          }}
        />
      )}
    </div>
  );
}

/**
 * A promotion or code made or edited whole in the back office: what it gives on what, its rules and its
 * texts in every language; `promotionId` null makes a new one.
 */
export function AdminPromotionEditor({ promotionId }: { promotionId: number | null }) {
  const t = useTranslations('admin.promotionsAdmin');
  const locale = useLocale();
  const { failure } = useAdminText();
  const promotion = useQuery({
    queryKey: adminKeys.promotion(promotionId ?? 0),
    queryFn: () => adminPromotion(promotionId ?? 0),
    enabled: promotionId !== null,
  });
  const categories = useQuery({ queryKey: adminKeys.categoryOptions(locale), queryFn: categoryOptions });
  const brands = useQuery({ queryKey: adminKeys.brandOptions, queryFn: brandOptions });
  const error = promotion.error ?? categories.error ?? brands.error;
  if (error) return <AdminAlert>{failure(error)}</AdminAlert>;
  if ((promotionId !== null && !promotion.data) || !categories.data || !brands.data) {
    return <Loading>{t('loadingOne')}</Loading>;
  }
  return (
    <PromotionForm
      key={promotion.data?.id ?? 'new'}
      promotion={promotion.data ?? null}
      categories={categories.data.items}
      brands={brands.data.items}
    />
  );
}
