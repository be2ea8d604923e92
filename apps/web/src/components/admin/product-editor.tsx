'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ApiError } from '@tendero/client';
import {
  CATALOGUE_ERRORS,
  CURRENCY,
  DEFAULT_LOCALE,
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  PRODUCT_LIMITS,
  VAT_CLASSES,
  type AdminBrandOptions,
  type AdminCategoryOptions,
  type AdminProductDetail,
  type Locale,
} from '@tendero/contract';
import {
  adminProduct,
  brandOptions,
  categoryOptions,
  createProduct,
  replaceProduct,
  uploadMedia,
} from '@/lib/admin/api';
import {
  draftOf,
  emptyDraft,
  emptyText,
  movePicture,
  productBody,
  slugOf,
  toggleCategory,
  withPicture,
  withText,
  type FieldErrors,
  type ProductDraft,
  type TextDraft,
} from '@/lib/admin/product-form';
import { adminKeys } from '@/lib/admin/query-keys';
import { formatMoney } from '@/lib/format';
import { Picture } from '../picture';
import { toast } from '../toaster';
import { AdminAlert, AdminField, Loading, useAdminText } from './admin-text';
import { CatalogueLanguages } from './catalogue-languages';

/** Whether a failed save was made on a revision someone else has saved over since. */
function staleRevision(error: unknown): boolean {
  return error instanceof ApiError && error.message === CATALOGUE_ERRORS.staleRevision;
}

/** One language's texts: name, slug (made from the name in its script unless typed), description, properties. */
function LanguageTexts({
  locale,
  text,
  savedPath,
  pictures,
  errors,
  onChange,
  onAlt,
}: {
  locale: Locale;
  text: TextDraft;
  savedPath: string | undefined;
  pictures: ProductDraft['pictures'];
  errors: FieldErrors;
  onChange: (text: TextDraft) => void;
  onAlt: (index: number, alt: string) => void;
}) {
  const t = useTranslations('admin.editor');
  const at = `texts.${locale}`;
  const slug = slugOf(text, locale);
  const path = savedPath ? `${savedPath.slice(0, savedPath.lastIndexOf('/') + 1)}${slug}` : `…/${slug}`;
  const setAttribute = (index: number, field: 'name' | 'value', value: string) =>
    onChange({
      ...text,
      attributes: text.attributes.map((attribute, position) =>
        position === index ? { ...attribute, [field]: value } : attribute,
      ),
    });
  return (
    <>
      <AdminField label={t('name')} error={errors[`${at}.name`]}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={PRODUCT_LIMITS.name}
            value={text.name}
            onChange={(event) => onChange({ ...text, name: event.target.value })}
          />
        )}
      </AdminField>
      <AdminField
        label={t('slug')}
        hint={slug ? t('slugHint', { path }) : t('slugEmpty')}
        error={errors[`${at}.slug`]}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            className="code"
            maxLength={PRODUCT_LIMITS.slug}
            placeholder={slugOf({ ...text, slug: '' }, locale)}
            value={text.slug}
            onChange={(event) => onChange({ ...text, slug: event.target.value })}
          />
        )}
      </AdminField>
      <AdminField
        label={t('description')}
        hint={t('descriptionHint', { maximum: PRODUCT_LIMITS.description })}
        error={errors[`${at}.description`]}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={PRODUCT_LIMITS.description}
            value={text.description}
            onChange={(event) => onChange({ ...text, description: event.target.value })}
          />
        )}
      </AdminField>
      {pictures.length > 0 && (
        <fieldset className="admin-editor-alts">
          <legend>{t('alts')}</legend>
          <p className="field-hint">{t('altsHint')}</p>
          {pictures.map((picture, index) => (
            <div key={picture.mediaId} className="admin-editor-alt">
              <Picture image={{ ...picture, alt: '' }} sizes="64px" />
              <AdminField
                label={t('altOf', { number: index + 1 })}
                error={errors[`pictures.${index}.alt.${locale}`]}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    maxLength={PRODUCT_LIMITS.alt}
                    placeholder={text.name}
                    value={picture.alt[locale] ?? ''}
                    onChange={(event) => onAlt(index, event.target.value)}
                  />
                )}
              </AdminField>
            </div>
          ))}
        </fieldset>
      )}
      <fieldset className="admin-editor-attributes">
        <legend>{t('attributes')}</legend>
        {text.attributes.length === 0 && <p className="muted">{t('noAttributes')}</p>}
        {text.attributes.map((attribute, index) => (
          <div key={index} className="admin-editor-attribute">
            <AdminField label={t('attributeName')} error={errors[`${at}.attributes.${index}.name`]}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={PRODUCT_LIMITS.attributeName}
                  value={attribute.name}
                  onChange={(event) => setAttribute(index, 'name', event.target.value)}
                />
              )}
            </AdminField>
            <AdminField label={t('attributeValue')} error={errors[`${at}.attributes.${index}.value`]}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={PRODUCT_LIMITS.attributeValue}
                  value={attribute.value}
                  onChange={(event) => setAttribute(index, 'value', event.target.value)}
                />
              )}
            </AdminField>
            <button
              type="button"
              className="button secondary small"
              onClick={() =>
                onChange({ ...text, attributes: text.attributes.filter((_, position) => position !== index) })
              }
            >
              {t('removeAttribute')}
              <span className="visually-hidden"> {attribute.name}</span>
            </button>
          </div>
        ))}
        {text.attributes.length < PRODUCT_LIMITS.attributes && (
          <button
            type="button"
            className="button secondary small admin-add"
            onClick={() => onChange({ ...text, attributes: [...text.attributes, { name: '', value: '' }] })}
          >
            {t('addAttribute')}
          </button>
        )}
      </fieldset>
    </>
  );
}

/** The texts of every language: a button per language with its state, and the chosen one's fields. */
function TextsSection({
  draft,
  product,
  errors,
  setDraft,
}: {
  draft: ProductDraft;
  product: AdminProductDetail | null;
  errors: FieldErrors;
  setDraft: (change: (draft: ProductDraft) => ProductDraft) => void;
}) {
  const t = useTranslations('admin.editor');
  const [shown, setShown] = useState<Locale>(DEFAULT_LOCALE);
  const setText = (value: TextDraft | undefined) =>
    setDraft((now) => ({ ...now, texts: withText(now.texts, shown, value) }));
  return (
    <CatalogueLanguages
      id="editor-texts"
      lead={t('textsLead')}
      texts={draft.texts}
      shown={shown}
      errors={errors}
      onShow={setShown}
      // A new language starts with the English properties, to be translated.
      onWrite={() =>
        setText({ ...emptyText(), attributes: draft.texts.en.attributes.map((a) => ({ ...a })) })
      }
      onDrop={() => setText(undefined)}
    >
      {(text) => (
        <LanguageTexts
          locale={shown}
          text={text}
          savedPath={product?.texts[shown]?.path}
          pictures={draft.pictures}
          errors={errors}
          onChange={setText}
          onAlt={(index, alt) =>
            setDraft((now) => ({
              ...now,
              pictures: now.pictures.map((picture, position) =>
                position === index ? { ...picture, alt: { ...picture.alt, [shown]: alt } } : picture,
              ),
            }))
          }
        />
      )}
    </CatalogueLanguages>
  );
}

/** The size the browser refuses before sending: the API's bound. */
const tooLarge = (file: File) => file.size > MEDIA_MAX_BYTES;

/**
 * The product's pictures: uploaded (several at once, one after the other), put in order, removed; the
 * first is the one on the product's card. Their alt texts are written with each language's texts.
 */
function PicturesSection({
  draft,
  errors,
  setDraft,
}: {
  draft: ProductDraft;
  errors: FieldErrors;
  setDraft: (change: (draft: ProductDraft) => ProductDraft) => void;
}) {
  const t = useTranslations('admin.editor');
  const { failure, message } = useAdminText();
  const [uploading, setUploading] = useState<{ done: number; total: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const room = PRODUCT_LIMITS.pictures - draft.pictures.length;
  const upload = async (files: File[]) => {
    const found: string[] = [];
    const taken = files.slice(0, room);
    if (files.length > taken.length) found.push(t('picturesFull', { maximum: PRODUCT_LIMITS.pictures }));
    setUploading({ done: 0, total: taken.length });
    for (const [index, file] of taken.entries()) {
      if (tooLarge(file)) {
        found.push(`${file.name}: ${t('pictureTooLarge')}`);
      } else {
        try {
          const media = await uploadMedia(file);
          setDraft((now) => ({
            ...now,
            pictures: withPicture(now.pictures, {
              mediaId: media.id,
              url: media.url,
              width: media.width,
              height: media.height,
            }),
          }));
        } catch (error) {
          found.push(`${file.name}: ${failure(error)}`);
        }
      }
      setUploading({ done: index + 1, total: taken.length });
    }
    setUploading(null);
    setProblems(found);
    if (found.length === 0 && taken.length > 0) toast.success(t('picturesAdded', { count: taken.length }));
  };
  const move = (index: number, by: -1 | 1) =>
    setDraft((now) => ({ ...now, pictures: movePicture(now.pictures, index, by) }));
  return (
    <section className="admin-panel form" aria-labelledby="editor-pictures-title">
      <h2 id="editor-pictures-title">{t('pictures')}</h2>
      <p className="lead">{t('picturesLead')}</p>
      {draft.pictures.length === 0 ? (
        <p className="muted">{t('noPictures')}</p>
      ) : (
        <ol className="admin-editor-pictures">
          {draft.pictures.map((picture, index) => {
            const label = t('pictureNumber', { number: index + 1 });
            const error = errors[`pictures.${index}.mediaId`];
            return (
              <li key={picture.mediaId}>
                <Picture image={{ ...picture, alt: label }} sizes="160px" alt={label} />
                <p className="admin-editor-picture-label">{index === 0 ? t('mainPicture') : label}</p>
                {error && <p className="field-error">{message(error)}</p>}
                <div className="admin-editor-picture-actions">
                  <button
                    type="button"
                    className="button secondary small"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    {t('pictureEarlier')}
                    <span className="visually-hidden"> {label}</span>
                  </button>
                  <button
                    type="button"
                    className="button secondary small"
                    disabled={index === draft.pictures.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {t('pictureLater')}
                    <span className="visually-hidden"> {label}</span>
                  </button>
                  <button
                    type="button"
                    className="button secondary small"
                    onClick={() =>
                      setDraft((now) => ({
                        ...now,
                        pictures: now.pictures.filter((shown) => shown.mediaId !== picture.mediaId),
                      }))
                    }
                  >
                    {t('pictureRemove')}
                    <span className="visually-hidden"> {label}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {room > 0 && (
        <AdminField label={t('pictureUpload')} hint={t('pictureHint', { maximum: PRODUCT_LIMITS.pictures })}>
          {(control) => (
            <input
              {...control}
              ref={input}
              type="file"
              accept={MEDIA_TYPES.join(',')}
              multiple
              disabled={uploading !== null}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                if (files.length > 0) void upload(files);
              }}
            />
          )}
        </AdminField>
      )}
      {uploading && (
        <p className="notice" aria-live="polite" aria-busy="true">
          {t('uploading', { done: uploading.done, total: uploading.total })}
        </p>
      )}
      {problems.length > 0 && (
        <div role="alert" className="form-alert">
          <p>{t('uploadProblems')}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Which categories list the product, and the primary one whose path its own path goes below. */
function CategoriesSection({
  draft,
  categories,
  errors,
  setDraft,
}: {
  draft: ProductDraft;
  categories: AdminCategoryOptions['items'];
  errors: FieldErrors;
  setDraft: (change: (draft: ProductDraft) => ProductDraft) => void;
}) {
  const t = useTranslations('admin.editor');
  const locale = useLocale();
  const { message } = useAdminText();
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLocaleLowerCase(locale);
  // The chosen ones stay in the list whatever the filter, so a choice never disappears from view.
  const shown = categories.filter(
    (category) =>
      wanted === '' ||
      draft.categoryIds.includes(category.id) ||
      category.trail.join(' ').toLocaleLowerCase(locale).includes(wanted),
  );
  const trail = (id: number) =>
    categories.find((category) => category.id === id)?.trail.join(' › ') ?? String(id);
  const listError =
    errors.categoryIds ?? Object.entries(errors).find(([path]) => path.startsWith('categoryIds.'))?.[1];
  return (
    <section className="admin-panel form" aria-labelledby="editor-categories-title">
      <h2 id="editor-categories-title">{t('categories')}</h2>
      <fieldset aria-describedby={listError ? 'editor-categories-error' : undefined}>
        <legend>{t('categoriesLegend')}</legend>
        {categories.length > 12 && (
          <AdminField label={t('findCategory')}>
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
        <div className="admin-editor-categories" role="group" aria-label={t('categoriesLegend')} tabIndex={0}>
          {shown.map((category) => (
            <label key={category.id} className="admin-check">
              <input
                type="checkbox"
                checked={draft.categoryIds.includes(category.id)}
                onChange={(event) => {
                  const { checked } = event.target;
                  setDraft((now) => toggleCategory(now, category.id, checked));
                }}
              />
              <span>
                {category.trail.join(' › ')}{' '}
                <span className="muted">({t('productCount', { count: category.productCount })})</span>
              </span>
            </label>
          ))}
        </div>
        {listError && (
          <p id="editor-categories-error" className="field-error">
            {message(listError)}
          </p>
        )}
      </fieldset>
      {draft.categoryIds.length > 0 && (
        <AdminField label={t('primaryCategory')} hint={t('primaryHint')} error={errors.primaryCategoryId}>
          {(control) => (
            <select
              {...control}
              value={draft.primaryCategoryId ?? ''}
              onChange={(event) => {
                const primaryCategoryId = Number(event.target.value);
                setDraft((now) => ({ ...now, primaryCategoryId }));
              }}
            >
              {draft.categoryIds.map((id) => (
                <option key={id} value={id}>
                  {trail(id)}
                </option>
              ))}
            </select>
          )}
        </AdminField>
      )}
    </section>
  );
}

/** SKU, brand, VAT class, weight, stock, price and the struck-through price of a reduction. */
function BasicsSection({
  draft,
  product,
  brands,
  errors,
  setDraft,
}: {
  draft: ProductDraft;
  product: AdminProductDetail | null;
  brands: AdminBrandOptions['items'];
  errors: FieldErrors;
  setDraft: (change: (draft: ProductDraft) => ProductDraft) => void;
}) {
  const t = useTranslations('admin.editor');
  const locale = useLocale();
  const set = <K extends keyof ProductDraft>(field: K, value: ProductDraft[K]) =>
    setDraft((now) => ({ ...now, [field]: value }));
  const lowest = product?.price.lowestPriorPrice;
  return (
    <section className="admin-panel form admin-editor-basics" aria-labelledby="editor-basics-title">
      <h2 id="editor-basics-title">{t('basics')}</h2>
      <AdminField label={t('sku')} hint={t('skuHint')} error={errors.sku}>
        {(control) => (
          <input
            {...control}
            type="text"
            className="code"
            autoComplete="off"
            maxLength={PRODUCT_LIMITS.sku}
            value={draft.sku}
            onChange={(event) => set('sku', event.target.value)}
          />
        )}
      </AdminField>
      <AdminField label={t('brand')} error={errors.manufacturerId}>
        {(control) => (
          <select
            {...control}
            value={draft.manufacturerId ?? ''}
            onChange={(event) =>
              set('manufacturerId', event.target.value === '' ? null : Number(event.target.value))
            }
          >
            <option value="">{t('chooseBrand')}</option>
            {brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField label={t('vatClass')} hint={t('vatHint')} error={errors.vatClass}>
        {(control) => (
          <select
            {...control}
            value={draft.vatClass}
            onChange={(event) => {
              const vatClass = VAT_CLASSES.find((code) => code === event.target.value);
              if (vatClass) set('vatClass', vatClass);
            }}
          >
            {VAT_CLASSES.map((code) => (
              <option key={code} value={code}>
                {t(`vat.${code}`)}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField label={t('weight')} hint={t('weightHint')} error={errors.weightGrams}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            max={PRODUCT_LIMITS.weightGrams}
            value={draft.weightGrams}
            onChange={(event) => set('weightGrams', event.target.value)}
          />
        )}
      </AdminField>
      <AdminField label={t('stock')} error={errors.stock}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            max={PRODUCT_LIMITS.stock}
            value={draft.stock}
            onChange={(event) => set('stock', event.target.value)}
          />
        )}
      </AdminField>
      <AdminField label={t('price')} hint={t('priceHint')} error={errors.price}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            value={draft.price}
            onChange={(event) => set('price', event.target.value)}
          />
        )}
      </AdminField>
      <AdminField
        label={t('basePrice')}
        hint={
          lowest !== undefined
            ? `${t('basePriceHint')} ${t('lowestPrior', { amount: formatMoney(locale, { amount: lowest, currency: CURRENCY }) })}`
            : t('basePriceHint')
        }
        error={errors.basePrice}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            value={draft.basePrice}
            onChange={(event) => set('basePrice', event.target.value)}
          />
        )}
      </AdminField>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(event) => set('active', event.target.checked)}
        />
        <span>{t('active')}</span>
      </label>
    </section>
  );
}

/** The editor once its choices are loaded: every field of the product, saved whole. */
function ProductForm({
  product,
  categories,
  brands,
}: {
  product: AdminProductDetail | null;
  categories: AdminCategoryOptions['items'];
  brands: AdminBrandOptions['items'];
}) {
  const t = useTranslations('admin.editor');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { failure, fieldErrors } = useAdminText();
  const [draft, setDraftState] = useState<ProductDraft>(() =>
    product ? draftOf(product, locale) : emptyDraft(),
  );
  const [checked, setChecked] = useState<FieldErrors>({});
  const revision = useRef(product?.revision ?? 0);
  const sending = useRef(false);
  const setDraft = (change: (draft: ProductDraft) => ProductDraft) => setDraftState(change);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof createProduct>[0]) =>
      product ? replaceProduct(product.id, { ...body, revision: revision.current }) : createProduct(body),
    onSuccess: async (saved) => {
      revision.current = saved.revision;
      queryClient.setQueryData(adminKeys.product(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allProducts }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'categories'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]);
      const name = saved.texts[locale as Locale]?.name ?? saved.texts.en?.name ?? saved.sku;
      toast.success(product ? t('saved', { name }) : t('created', { name }));
      if (product) setDraftState(draftOf(saved, locale));
      else router.replace(`/admin/products/${saved.id}`);
    },
  });
  const apiErrors = save.error && !staleRevision(save.error) ? fieldErrors(save.error) : {};
  // The browser's errors of the last save stand until their field is right; none new appear while typing.
  const now = productBody(draft, locale, CURRENCY);
  const open = Object.entries(now.kind === 'invalid' ? now.errors : {}).filter(([path]) => path in checked);
  const errors = Object.keys(checked).length > 0 ? Object.fromEntries(open) : apiErrors;
  const reload = async () => {
    if (!product) return;
    const fresh = await queryClient.fetchQuery({
      queryKey: adminKeys.product(product.id),
      queryFn: () => adminProduct(product.id),
      staleTime: 0,
    });
    revision.current = fresh.revision;
    setDraftState(draftOf(fresh, locale));
    setChecked({});
    save.reset();
  };
  const title = product
    ? (product.texts[locale as Locale]?.name ?? product.texts.en?.name ?? product.sku)
    : t('newTitle');
  const count = Object.keys(errors).length;
  return (
    <form
      className="admin-editor"
      aria-labelledby="editor-title"
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
        <Link href="/admin/products">{t('back')}</Link>
      </p>
      <h1 id="editor-title">{title}</h1>
      {product && (
        <p className="muted">
          {t('revision', { revision: product.revision })}
          {product.texts.en && (
            <>
              {' · '}
              <a href={`/en/${product.texts.en.path}`} target="_blank" rel="noreferrer">
                {t('inShop')}
              </a>
            </>
          )}
        </p>
      )}
      {staleRevision(save.error) && (
        <div role="alert" className="form-alert admin-stale">
          <p>{t('stale')}</p>
          <button type="button" className="button secondary small" onClick={() => void reload()}>
            {t('loadSaved')}
          </button>
        </div>
      )}
      {count > 0 && <AdminAlert>{t('fix', { count })}</AdminAlert>}
      {save.error && !staleRevision(save.error) && count === 0 && (
        <AdminAlert>{failure(save.error)}</AdminAlert>
      )}
      <BasicsSection draft={draft} product={product} brands={brands} errors={errors} setDraft={setDraft} />
      <CategoriesSection draft={draft} categories={categories} errors={errors} setDraft={setDraft} />
      <PicturesSection draft={draft} errors={errors} setDraft={setDraft} />
      <TextsSection draft={draft} product={product} errors={errors} setDraft={setDraft} />
      <p className="admin-editor-save">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('pending') : product ? t('save') : t('create')}
        </button>
      </p>
    </form>
  );
}

/**
 * A product made or edited whole in the back office: its basics, its categories and its texts in every
 * language; `productId` null makes a new one.
 */
export function AdminProductEditor({ productId }: { productId: number | null }) {
  const t = useTranslations('admin.editor');
  const locale = useLocale();
  const { failure } = useAdminText();
  const product = useQuery({
    queryKey: adminKeys.product(productId ?? 0),
    queryFn: () => adminProduct(productId ?? 0),
    enabled: productId !== null,
  });
  const categories = useQuery({ queryKey: adminKeys.categoryOptions(locale), queryFn: categoryOptions });
  const brands = useQuery({ queryKey: adminKeys.brandOptions, queryFn: brandOptions });
  const error = product.error ?? categories.error ?? brands.error;
  if (error) return <AdminAlert>{failure(error)}</AdminAlert>;
  if ((productId !== null && !product.data) || !categories.data || !brands.data) {
    return <Loading>{t('loading')}</Loading>;
  }
  return (
    <ProductForm
      key={product.data?.id ?? 'new'}
      product={product.data ?? null}
      categories={categories.data.items}
      brands={brands.data.items}
    />
  );
}
