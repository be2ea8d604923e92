'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import {
  CATEGORY_LIMITS,
  DEFAULT_LOCALE,
  PRODUCT_LIMITS,
  type AdminBrandDetail,
  type Locale,
} from '@tendero/contract';
import { adminBrand, createBrand, deleteBrand, replaceBrand } from '@/lib/admin/api';
import {
  brandBody,
  brandDraftOf,
  brandPath,
  brandSlugOf,
  emptyBrandDraft,
  emptyBrandText,
  type BrandDraft,
  type BrandTextDraft,
} from '@/lib/admin/brand-form';
import { pathsMoved, type FieldErrors } from '@/lib/admin/category-form';
import { adminKeys } from '@/lib/admin/query-keys';
import { toast } from '../toaster';
import { AdminAlert, AdminField, Loading, useAdminText } from './admin-text';
import { CatalogueDelete } from './catalogue-delete';
import { ChosenPicture } from './chosen-picture';
import { CatalogueLanguages } from './catalogue-languages';

/** One language's texts of a brand: its slug (the brand's name in that language's letters unless typed) and description. */
function BrandTexts({
  locale,
  name,
  text,
  savedPath,
  errors,
  onChange,
}: {
  locale: Locale;
  name: string;
  text: BrandTextDraft;
  savedPath: string | undefined;
  errors: FieldErrors;
  onChange: (text: BrandTextDraft) => void;
}) {
  const t = useTranslations('admin.editor');
  const at = `texts.${locale}`;
  const slug = brandSlugOf(name, text, locale);
  return (
    <>
      <AdminField
        label={t('slug')}
        hint={slug ? t('slugHint', { path: `/${locale}/${brandPath(savedPath, slug)}` }) : t('slugEmpty')}
        error={errors[`${at}.slug`]}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            className="code"
            maxLength={PRODUCT_LIMITS.slug}
            placeholder={brandSlugOf(name, { ...text, slug: '' }, locale)}
            value={text.slug}
            onChange={(event) => onChange({ ...text, slug: event.target.value })}
          />
        )}
      </AdminField>
      <AdminField
        label={t('description')}
        hint={t('descriptionHint', { maximum: CATEGORY_LIMITS.description })}
        error={errors[`${at}.description`]}
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={CATEGORY_LIMITS.description}
            value={text.description}
            onChange={(event) => onChange({ ...text, description: event.target.value })}
          />
        )}
      </AdminField>
    </>
  );
}

function BrandForm({ brand }: { brand: AdminBrandDetail | null }) {
  const t = useTranslations('admin.brandsAdmin');
  const te = useTranslations('admin.editor');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { failure, fieldErrors } = useAdminText();
  const [draft, setDraft] = useState<BrandDraft>(() => (brand ? brandDraftOf(brand) : emptyBrandDraft()));
  const [shown, setShown] = useState<Locale>(DEFAULT_LOCALE);
  const [checked, setChecked] = useState<FieldErrors>({});
  const sending = useRef(false);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof createBrand>[0]) =>
      brand ? replaceBrand(brand.id, body) : createBrand(body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminKeys.brand(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allBrands }),
        queryClient.invalidateQueries({ queryKey: adminKeys.allProducts }),
      ]);
      toast.success(brand ? t('saved', { name: saved.name }) : t('created', { name: saved.name }));
      if (brand && pathsMoved(brand, saved)) toast.success(t('redirects'));
      if (brand) setDraft(brandDraftOf(saved));
      else router.replace(`/admin/brands/${saved.id}`);
    },
  });
  const apiErrors = save.error ? fieldErrors(save.error) : {};
  const now = brandBody(draft);
  const open = Object.entries(now.kind === 'invalid' ? now.errors : {}).filter(([path]) => path in checked);
  const errors = Object.keys(checked).length > 0 ? Object.fromEntries(open) : apiErrors;
  const count = Object.keys(errors).length;
  const setText = (value: BrandTextDraft | undefined) =>
    setDraft((before) => {
      const texts = Object.fromEntries(
        Object.entries(before.texts).filter(([code]) => code !== shown || shown === DEFAULT_LOCALE),
      ) as BrandDraft['texts'];
      return { ...before, texts: value ? { ...texts, [shown]: value } : texts };
    });
  const title = brand ? brand.name : t('newTitle');
  const shopPath = brand ? (brand.texts[locale as Locale] ?? brand.texts.en)?.path : undefined;
  return (
    <div className="admin-editor">
      <form
        className="admin-editor"
        aria-labelledby="brand-title"
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
          <Link href="/admin/brands">{t('back')}</Link>
        </p>
        <h1 id="brand-title">{title}</h1>
        {brand && (
          <p className="muted">
            {t('productCount', { count: brand.productCount })}
            {shopPath && (
              <>
                {' · '}
                <a href={`/${locale}/${shopPath}`} target="_blank" rel="noreferrer">
                  {te('inShop')}
                </a>
              </>
            )}
          </p>
        )}
        {count > 0 && <AdminAlert>{te('fix', { count })}</AdminAlert>}
        {save.error && count === 0 && <AdminAlert>{failure(save.error)}</AdminAlert>}
        <section className="admin-panel form" aria-labelledby="brand-name-title">
          <h2 id="brand-name-title">{t('basics')}</h2>
          <AdminField label={te('name')} hint={t('nameHint')} error={errors.name}>
            {(control) => (
              <input
                {...control}
                type="text"
                maxLength={CATEGORY_LIMITS.name}
                value={draft.name}
                onChange={(event) => setDraft((before) => ({ ...before, name: event.target.value }))}
              />
            )}
          </AdminField>
        </section>
        <section className="admin-panel form" aria-labelledby="brand-logo-title">
          <h2 id="brand-logo-title">{t('logo')}</h2>
          <ChosenPicture
            label={t('logoUpload')}
            hint={t('logoHint')}
            alt={t('logoAlt', { name: draft.name.trim() || title })}
            picture={draft.logo}
            error={errors.mediaId}
            onChange={(logo) => setDraft((before) => ({ ...before, logo }))}
          />
        </section>
        <CatalogueLanguages
          id="brand-texts"
          lead={t('textsLead')}
          texts={draft.texts}
          shown={shown}
          errors={errors}
          onShow={setShown}
          onWrite={() => setText(emptyBrandText())}
          onDrop={() => setText(undefined)}
        >
          {(text: BrandTextDraft) => (
            <BrandTexts
              locale={shown}
              name={draft.name}
              text={text}
              savedPath={brand?.texts[shown]?.path ?? brand?.texts.en?.path}
              errors={errors}
              onChange={setText}
            />
          )}
        </CatalogueLanguages>
        <p className="admin-editor-save">
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? te('pending') : brand ? t('save') : t('create')}
          </button>
        </p>
      </form>
      {brand && (
        <CatalogueDelete
          namespace="admin.brandsAdmin"
          name={brand.name}
          remove={() => deleteBrand(brand.id)}
          onDeleted={() => {
            toast.success(t('deleted', { name: brand.name }));
            queryClient.removeQueries({ queryKey: adminKeys.brand(brand.id) });
            void queryClient.invalidateQueries({ queryKey: adminKeys.allBrands });
            router.replace('/admin/brands');
          }}
        />
      )}
    </div>
  );
}

/** A brand made or edited in the back office; `brandId` null makes a new one. */
export function AdminBrandEditor({ brandId }: { brandId: number | null }) {
  const t = useTranslations('admin.brandsAdmin');
  const { failure } = useAdminText();
  const brand = useQuery({
    queryKey: adminKeys.brand(brandId ?? 0),
    queryFn: () => adminBrand(brandId ?? 0),
    enabled: brandId !== null,
  });
  if (brand.error) {
    return (
      <>
        <p className="admin-back">
          <Link href="/admin/brands">{t('back')}</Link>
        </p>
        <AdminAlert>{failure(brand.error)}</AdminAlert>
      </>
    );
  }
  if (brandId !== null && !brand.data) return <Loading>{t('loadingOne')}</Loading>;
  return <BrandForm key={brand.data?.id ?? 'new'} brand={brand.data ?? null} />;
}
