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
  type AdminCategoryDetail,
  type AdminCategoryOptions,
  type Locale,
} from '@tendero/contract';
import {
  adminCategory,
  categoryOptions,
  createCategory,
  deleteCategory,
  replaceCategory,
} from '@/lib/admin/api';
import {
  categoryBody,
  categoryDraftOf,
  categorySlugOf,
  emptyCategoryDraft,
  emptyCategoryText,
  parentChoices,
  pathBelow,
  pathsMoved,
  type CategoryDraft,
  type CategoryTextDraft,
  type FieldErrors,
} from '@/lib/admin/category-form';
import { adminKeys } from '@/lib/admin/query-keys';
import { toast } from '../toaster';
import { AdminAlert, AdminField, Loading, useAdminText } from './admin-text';
import { CatalogueDelete } from './catalogue-delete';
import { ChosenPicture } from './chosen-picture';
import { CatalogueLanguages } from './catalogue-languages';

const nameOf = (category: AdminCategoryDetail, locale: string) =>
  category.texts[locale as Locale]?.name ?? category.texts.en?.name ?? String(category.id);

/** One language's texts: name, slug (made from the name in its script unless typed), description. */
function CategoryTexts({
  locale,
  text,
  parentPaths,
  errors,
  onChange,
}: {
  locale: Locale;
  text: CategoryTextDraft;
  parentPaths: AdminCategoryDetail['texts'] | null;
  errors: FieldErrors;
  onChange: (text: CategoryTextDraft) => void;
}) {
  const t = useTranslations('admin.editor');
  const at = `texts.${locale}`;
  const slug = categorySlugOf(text, locale);
  return (
    <>
      <AdminField label={t('name')} error={errors[`${at}.name`]}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={CATEGORY_LIMITS.name}
            value={text.name}
            onChange={(event) => onChange({ ...text, name: event.target.value })}
          />
        )}
      </AdminField>
      <AdminField
        label={t('slug')}
        hint={
          slug
            ? t('slugHint', { path: `/${locale}/${pathBelow(parentPaths, locale, slug)}` })
            : t('slugEmpty')
        }
        error={errors[`${at}.slug`]}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            className="code"
            maxLength={PRODUCT_LIMITS.slug}
            placeholder={categorySlugOf({ ...text, slug: '' }, locale)}
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

/** The editor once the tree is loaded: parent, texts in every language, saved whole. */
function CategoryForm({
  category,
  options,
}: {
  category: AdminCategoryDetail | null;
  options: AdminCategoryOptions['items'];
}) {
  const t = useTranslations('admin.categoriesAdmin');
  const te = useTranslations('admin.editor');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { failure, fieldErrors } = useAdminText();
  const [draft, setDraft] = useState<CategoryDraft>(() =>
    category ? categoryDraftOf(category) : emptyCategoryDraft(),
  );
  const [shown, setShown] = useState<Locale>(DEFAULT_LOCALE);
  const [checked, setChecked] = useState<FieldErrors>({});
  const sending = useRef(false);
  // The chosen parent's paths, which the category's go below.
  const parent = useQuery({
    queryKey: adminKeys.category(draft.parentId ?? 0),
    queryFn: () => adminCategory(draft.parentId ?? 0),
    enabled: draft.parentId !== null,
  });
  const save = useMutation({
    mutationFn: (body: Parameters<typeof createCategory>[0]) =>
      category ? replaceCategory(category.id, body) : createCategory(body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminKeys.category(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allCategories }),
        queryClient.invalidateQueries({ queryKey: adminKeys.allProducts }),
      ]);
      const name = nameOf(saved, locale);
      toast.success(category ? t('saved', { name }) : t('created', { name }));
      if (category && pathsMoved(category, saved)) toast.success(t('redirects'));
      if (category) setDraft(categoryDraftOf(saved));
      else router.replace(`/admin/categories/${saved.id}`);
    },
  });
  const apiErrors = save.error ? fieldErrors(save.error) : {};
  // The browser's errors of the last save stand until their field is right; none new appear while typing.
  const now = categoryBody(draft);
  const open = Object.entries(now.kind === 'invalid' ? now.errors : {}).filter(([path]) => path in checked);
  const errors = Object.keys(checked).length > 0 ? Object.fromEntries(open) : apiErrors;
  const count = Object.keys(errors).length;
  const choices = parentChoices(options, category?.id ?? null);
  const setText = (value: CategoryTextDraft | undefined) =>
    setDraft((before) => {
      const texts = Object.fromEntries(
        Object.entries(before.texts).filter(([code]) => code !== shown || shown === DEFAULT_LOCALE),
      ) as CategoryDraft['texts'];
      return { ...before, texts: value ? { ...texts, [shown]: value } : texts };
    });
  const title = category ? nameOf(category, locale) : t('newTitle');
  return (
    <div className="admin-editor">
      <form
        className="admin-editor"
        aria-labelledby="category-title"
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
          <Link href="/admin/categories">{t('back')}</Link>
        </p>
        <h1 id="category-title">{title}</h1>
        {category && (
          <p className="muted">
            {t('productCount', { count: category.productCount })}
            {' · '}
            {t('childCount', { count: category.childCount })}
            {category.texts.en && (
              <>
                {' · '}
                <a
                  href={`/${locale}/${(category.texts[locale as Locale] ?? category.texts.en).path}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {te('inShop')}
                </a>
              </>
            )}
          </p>
        )}
        {count > 0 && <AdminAlert>{te('fix', { count })}</AdminAlert>}
        {save.error && count === 0 && <AdminAlert>{failure(save.error)}</AdminAlert>}
        <section className="admin-panel form" aria-labelledby="category-place-title">
          <h2 id="category-place-title">{t('place')}</h2>
          <AdminField label={t('parent')} hint={t('parentHint')} error={errors.parentId}>
            {(control) => (
              <select
                {...control}
                value={draft.parentId ?? ''}
                onChange={(event) => {
                  const parentId = event.target.value === '' ? null : Number(event.target.value);
                  setDraft((before) => ({ ...before, parentId }));
                }}
              >
                <option value="">{t('topLevel')}</option>
                {choices.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.trail.join(' › ')}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        </section>
        <section className="admin-panel form" aria-labelledby="category-picture-title">
          <h2 id="category-picture-title">{t('picture')}</h2>
          <ChosenPicture
            label={t('pictureUpload')}
            hint={t('pictureHint')}
            alt={t('pictureAlt', { name: title })}
            picture={draft.picture}
            error={errors.mediaId}
            onChange={(picture) => setDraft((before) => ({ ...before, picture }))}
          />
        </section>
        <CatalogueLanguages
          id="category-texts"
          lead={te('textsLead')}
          texts={draft.texts}
          shown={shown}
          errors={errors}
          onShow={setShown}
          onWrite={() => setText(emptyCategoryText())}
          onDrop={() => setText(undefined)}
        >
          {(text: CategoryTextDraft) => (
            <CategoryTexts
              locale={shown}
              text={text}
              parentPaths={draft.parentId === null ? null : (parent.data?.texts ?? null)}
              errors={errors}
              onChange={setText}
            />
          )}
        </CatalogueLanguages>
        <p className="admin-editor-save">
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? te('pending') : category ? t('save') : t('create')}
          </button>
        </p>
      </form>
      {category && (
        <CatalogueDelete
          namespace="admin.categoriesAdmin"
          name={title}
          remove={() => deleteCategory(category.id)}
          onDeleted={() => {
            toast.success(t('deleted', { name: title }));
            queryClient.removeQueries({ queryKey: adminKeys.category(category.id) });
            void queryClient.invalidateQueries({ queryKey: adminKeys.allCategories });
            router.replace('/admin/categories');
          }}
        />
      )}
    </div>
  );
}

/** A category made or edited in the back office; `categoryId` null makes a new one. */
export function AdminCategoryEditor({ categoryId }: { categoryId: number | null }) {
  const t = useTranslations('admin.categoriesAdmin');
  const locale = useLocale();
  const { failure } = useAdminText();
  const category = useQuery({
    queryKey: adminKeys.category(categoryId ?? 0),
    queryFn: () => adminCategory(categoryId ?? 0),
    enabled: categoryId !== null,
  });
  const options = useQuery({ queryKey: adminKeys.categoryOptions(locale), queryFn: categoryOptions });
  const error = category.error ?? options.error;
  if (error) {
    return (
      <>
        <p className="admin-back">
          <Link href="/admin/categories">{t('back')}</Link>
        </p>
        <AdminAlert>{failure(error)}</AdminAlert>
      </>
    );
  }
  if ((categoryId !== null && !category.data) || !options.data) return <Loading>{t('loadingOne')}</Loading>;
  return (
    <CategoryForm
      key={category.data?.id ?? 'new'}
      category={category.data ?? null}
      options={options.data.items}
    />
  );
}
