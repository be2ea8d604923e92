/**
 * The demo catalogue: deterministic (the same products, prices, stock and texts on every run), built from
 * plan.ts and the 16 content files. `products` above the 308 of the plan adds numbered models of the same
 * types for load tests; those reuse the plan's pictures.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { LOCALES, slugify, type Locale } from '@tendero/contract';
import type { Db } from '../apps/api/src/db/database.ts';
import type { Insertable } from 'kysely';
import type { Database } from '../apps/api/src/db/schema.ts';
import type { FileStorage } from '../apps/api/src/lib/file-storage.ts';
import { refreshListingFacets } from '../apps/api/src/modules/catalog/index.ts';
import { recordPriceChanges, type PriceChange } from '../apps/api/src/modules/pricing/index.ts';
import { recordAppliedReductions } from '../apps/api/src/modules/promotions/index.ts';
import { indexProducts, replaceSynonyms } from '../apps/api/src/modules/catalog/search-index.ts';
import { WordCache } from '../apps/api/src/modules/catalog/search-text.ts';
import { seedCarriers } from './carriers.ts';
import { CONTENT } from './content/index.ts';
import {
  articlePicture,
  categoryPicture,
  pictureFileName,
  productPicture,
  renderWebp,
  type Picture,
} from './images.ts';
import {
  ARTICLE_KEYS,
  CATEGORY_KEYS,
  MANUFACTURERS,
  MARKETING_ENTITIES,
  PRODUCT_TYPES,
  PROMOTIONS,
  type CategoryKey,
  type LineKey,
  type ProductTypePlan,
  type PromotionKey,
  type PromotionPlan,
  type VariantPlan,
} from './plan.ts';
import { saleOf, seedPrice } from './prices.ts';
import { SEARCH_SYNONYMS } from './synonyms.ts';

export interface SeedOptions {
  /** Where pictures are written; served under /v1/media/. */
  mediaDir: string;
  /** The shared media storage with FILE_STORE=s3: pictures go there instead of into `mediaDir`. */
  mediaStorage?: FileStorage;
  /** How many products in all; at least the plan's 308. */
  products?: number;
  onProgress?: (done: number, total: number) => void;
}

const LINE_NAMES: Record<LineKey, string> = {
  classic: 'Classic',
  pro: 'Pro',
  eco: 'Eco',
  compact: 'Compact',
  premium: 'Premium',
  essential: 'Essential',
};
/** The free gifts to choose from: the first product in stock of each of these small things. */
const GIFT_TYPES = new Set(['barSoap', 'handCream', 'pencilSet', 'notebook']);
const EPOCH = Date.UTC(2026, 0, 5);
const DAY = 86_400_000;

/** mulberry32: a small seeded generator, so every run makes the same catalogue. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

async function chunked<T>(
  rows: readonly T[],
  size: number,
  write: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let index = 0; index < rows.length; index += size) await write(rows.slice(index, index + size));
}

/** Maps items to results with at most `concurrency` in flight, keeping the order. */
async function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (item !== undefined) results[index] = await work(item, index);
    }
  });
  await Promise.all(workers);
  return results;
}

/** A picture in the media folder, as its `media` row describes it. */
interface StoredPicture {
  url: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
}

class MediaWriter {
  constructor(
    private readonly dir: string,
    private readonly storage: FileStorage | undefined,
  ) {
    if (storage) return;
    fs.mkdirSync(path.join(dir, 'products'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'site'), { recursive: true });
  }

  /**
   * Renders a picture unless an earlier run left it: the file name carries a hash of the picture, so
   * a file that exists is this very picture. Written atomically.
   */
  async write(stem: string, picture: Picture): Promise<StoredPicture> {
    const relative = pictureFileName(stem, picture);
    const content = this.storage
      ? await this.stored(this.storage, relative, picture)
      : await this.inFolder(path.join(this.dir, relative), picture);
    return {
      url: `/v1/media/${relative}`,
      width: picture.width,
      height: picture.height,
      bytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    };
  }

  private async inFolder(target: string, picture: Picture): Promise<Buffer> {
    if (fs.existsSync(target)) return fs.readFileSync(target);
    const content = await renderWebp(picture);
    const temporary = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, content);
    fs.renameSync(temporary, target);
    return content;
  }

  private async stored(storage: FileStorage, key: string, picture: Picture): Promise<Buffer> {
    try {
      return await buffer(storage.read(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const content = await renderWebp(picture);
    await storage.put(key, content);
    return content;
  }
}

interface PlannedProduct {
  type: ProductTypePlan;
  manufacturer: (typeof MANUFACTURERS)[number];
  line: LineKey;
  variant: VariantPlan;
  variantIndex: number;
  /** 0 for the plan's own models; n for the numbered models of large catalogues. */
  model: number;
}

function plannedProducts(total: number): PlannedProduct[] {
  const base: PlannedProduct[] = [];
  for (const type of PRODUCT_TYPES) {
    for (const key of type.manufacturers) {
      const manufacturer = MANUFACTURERS.find((entry) => entry.key === key);
      if (!manufacturer) throw new Error(`plan names unknown manufacturer ${key}`);
      for (const line of type.lines) {
        type.variants.forEach((variant, variantIndex) =>
          base.push({ type, manufacturer, line, variant, variantIndex, model: 0 }),
        );
      }
    }
  }
  const all = [...base];
  for (let index = base.length; index < total; index++) {
    const source = base[index % base.length];
    if (source) all.push({ ...source, model: 100 + Math.floor(index / base.length) });
  }
  return all;
}

function productName(locale: Locale, planned: PlannedProduct): string {
  const content = CONTENT[locale];
  const typeName = content.productTypes[planned.type.key]?.name ?? planned.type.key;
  const model = planned.model > 0 ? ` ${planned.model}` : '';
  const head = `${planned.manufacturer.name} ${LINE_NAMES[planned.line]}${model} ${typeName}`;
  if (planned.variant.size) return `${head} ${planned.variant.size}`;
  if (planned.variant.colour) return `${head}, ${content.colours[planned.variant.colour]}`;
  return head;
}

function weightLabel(locale: Locale, grams: number): string {
  return grams >= 1000
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(grams / 1000)} kg`
    : `${grams} g`;
}

async function insertPaths(
  db: Db,
  kind: 'category' | 'manufacturer',
  entityId: number,
  translations: readonly { locale: string; path: string }[],
): Promise<void> {
  await db
    .insertInto('catalog_path')
    .values(
      translations.map((entry) => ({ locale: entry.locale, path: entry.path, kind, entity_id: entityId })),
    )
    .execute();
}

/** Loads the demo catalogue into an empty database. */
export async function seedCatalogue(db: Db, options: SeedOptions): Promise<{ products: number }> {
  const media = new MediaWriter(options.mediaDir, options.mediaStorage);
  const now = new Date().toISOString();
  const today = Math.floor(Date.now() / DAY) * DAY;
  // The catalogue promotions run from a week ago, and their products have been reduced since.
  const promotionsStart = today - 7 * DAY;
  const planned = plannedProducts(Math.max(options.products ?? 0, 0));
  const total = planned.length;

  // Categories, parents first (the plan lists them so).
  const categoryIds = new Map<CategoryKey, number>();
  const categoryPaths = new Map<string, string>();
  const siblings = new Map<string, number>();
  for (const [index, key] of CATEGORY_KEYS.entries()) {
    const parentKey = key.includes('.') ? (key.slice(0, key.lastIndexOf('.')) as CategoryKey) : null;
    const parentId = parentKey ? categoryIds.get(parentKey) : null;
    const position = siblings.get(parentKey ?? '') ?? 0;
    siblings.set(parentKey ?? '', position + 1);
    const picture = await media.write(
      `site/category-${index + 1}`,
      categoryPicture(key, index * 3 + 1, 960, 640),
    );
    // A media row, which the category names, as a picture chosen in the back office would be.
    const stored = await db
      .insertInto('media')
      .values({ ...picture, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('category')
      .values({
        key,
        parent_id: parentId ?? null,
        depth: key.split('.').length - 1,
        position,
        image_url: picture.url,
        image_width: picture.width,
        image_height: picture.height,
        media_id: stored.id,
        active: 1,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(key, row.id);
    const translations = LOCALES.map((locale) => {
      const text = CONTENT[locale].categories[key];
      const parentPath = parentKey ? categoryPaths.get(`${locale}:${parentKey}`) : undefined;
      const fullPath = parentPath ? `${parentPath}/${text.slug}` : text.slug;
      categoryPaths.set(`${locale}:${key}`, fullPath);
      return {
        category_id: row.id,
        locale,
        name: text.name,
        slug: text.slug,
        path: fullPath,
        description: text.description,
      };
    });
    await db.insertInto('category_translation').values(translations).execute();
    await insertPaths(db, 'category', row.id, translations);
  }

  // Manufacturers and the brands index page.
  const manufacturerIds = new Map<string, number>();
  for (const brand of MANUFACTURERS) {
    const row = await db
      .insertInto('manufacturer')
      .values({ key: brand.key, name: brand.name, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    manufacturerIds.set(brand.key, row.id);
    const translations = LOCALES.map((locale) => ({
      manufacturer_id: row.id,
      locale,
      slug: brand.key,
      path: `${CONTENT[locale].brandsSegment}/${brand.key}`,
      description: CONTENT[locale].manufacturers[brand.key],
    }));
    await db.insertInto('manufacturer_translation').values(translations).execute();
    await insertPaths(db, 'manufacturer', row.id, translations);
  }
  await db
    .insertInto('catalog_path')
    .values(
      LOCALES.map((locale) => ({
        locale,
        path: CONTENT[locale].brandsSegment,
        kind: 'brands' as const,
        entity_id: 0,
      })),
    )
    .execute();

  // Pictures of the plan's products, a few at a time (sharp renders on the thread pool); numbered
  // models reuse them.
  const baseProducts = planned.filter((item) => item.model === 0);
  const pictures = await inParallel(baseProducts, 6, (item, index) => {
    return Promise.all(
      ([0, 1] as const).map((view) =>
        media.write(
          `products/${index + 1}-${view + 1}`,
          productPicture(item.type.key, item.variant.colour, index + 1, view),
        ),
      ),
    );
  });

  // Each picture is a media row, which the products' pictures name (as an upload would be).
  const mediaIds = new Map<string, number>();
  await chunked(pictures.flat(), 1000, async (chunk) => {
    const rows = await db
      .insertInto('media')
      .values(chunk.map((picture) => ({ ...picture, created_at: now })))
      .returning(['id', 'url'])
      .execute();
    rows.forEach((row) => mediaIds.set(row.url, row.id));
  });

  // Products in batches, each in one transaction.
  const rng = random(20261121);
  const ranks = Array.from({ length: total }, (_, index) => index + 1);
  for (let index = ranks.length - 1; index > 0; index--) {
    const swap = Math.floor(rng() * (index + 1));
    [ranks[index], ranks[swap]] = [ranks[swap] ?? 0, ranks[index] ?? 0];
  }
  const usedPaths = new Set<string>();
  const promotionMembers: Record<string, number[]> = {
    winterSale: [],
    kitchenDays: [],
    freeShippingWeekend: [],
    freeGift: [],
  };
  const gifted = new Set<string>();
  const BATCH = 500;
  const wordCache = new WordCache();
  for (let start = 0; start < total; start += BATCH) {
    const batch = planned.slice(start, start + BATCH);
    await db.transaction().execute(async (trx) => {
      const productRows: Insertable<Database['product']>[] = [];
      const built = batch.map((item, offset) => {
        const index = start + offset;
        const roll = rng();
        // The plan's products arrived over the year, one every seven hours; numbered models a minute apart.
        const arrivedAt = EPOCH + (item.model === 0 ? index * 7 * 3_600_000 : 300 * DAY + index * 60_000);
        const prices = seedPrice(item, index, { arrivedAt, today, promotionsStart });
        const stock = roll < 0.1 ? 0 : roll < 0.25 ? 1 + Math.floor(rng() * 5) : 6 + Math.floor(rng() * 115);
        const weight = Math.round(item.type.weightGrams * (1 + 0.2 * item.variantIndex));
        return { item, index, arrivedAt, prices, stock, weight };
      });
      for (const entry of built) {
        productRows.push({
          sku: `TD-${String(10001 + entry.index)}`,
          manufacturer_id: manufacturerIds.get(entry.item.manufacturer.key) ?? 0,
          category_id: categoryIds.get(entry.item.type.category) ?? 0,
          price: entry.prices.price,
          base_price: entry.prices.basePrice,
          lowest_prior_price: entry.prices.lowestPriorPrice,
          vat_class: entry.item.type.vatClass ?? 'standard',
          stock: entry.stock,
          weight_grams: entry.weight,
          active: 1,
          sales_rank: ranks[entry.index] ?? entry.index,
          created_at: new Date(entry.arrivedAt).toISOString(),
          updated_at: now,
        });
      }
      const ids = await trx.insertInto('product').values(productRows).returning('id').execute();
      const translations: Insertable<Database['product_translation']>[] = [];
      const paths: Insertable<Database['catalog_path']>[] = [];
      const images: Insertable<Database['product_image']>[] = [];
      const links: Insertable<Database['product_category']>[] = [];
      const priceHistory: PriceChange[] = [];
      built.forEach((entry, offset) => {
        const id = ids[offset]?.id;
        if (id === undefined) return;
        const { item } = entry;
        for (const point of entry.prices.history) {
          priceHistory.push({
            productId: id,
            price: point.price,
            basePrice: point.basePrice,
            at: point.validFrom,
          });
        }
        const sale = saleOf(item.type.key);
        if (sale !== null && item.model === 0) promotionMembers[sale]?.push(id);
        if (item.type.category.startsWith('bath.') && item.model === 0)
          promotionMembers.freeShippingWeekend?.push(id);
        if (
          GIFT_TYPES.has(item.type.key) &&
          item.model === 0 &&
          entry.stock > 0 &&
          !gifted.has(item.type.key)
        ) {
          gifted.add(item.type.key);
          promotionMembers.freeGift?.push(id);
        }
        for (const locale of LOCALES) {
          const content = CONTENT[locale];
          const name = productName(locale, item);
          const typeText = content.productTypes[item.type.key];
          const description =
            `${typeText?.description ?? ''} ${content.lines[item.line]} ${typeText?.use ?? ''}`.trim();
          const categoryPath = categoryPaths.get(`${locale}:${item.type.category}`) ?? '';
          let slug = slugify(name, locale);
          let fullPath = `${categoryPath}/${slug}`;
          if (usedPaths.has(`${locale}:${fullPath}`)) {
            slug = `${slug}-${entry.index + 1}`;
            fullPath = `${categoryPath}/${slug}`;
          }
          usedPaths.add(`${locale}:${fullPath}`);
          const attributes = [
            { name: content.attributes.material, value: content.materials[item.type.material] },
            item.variant.colour
              ? { name: content.attributes.colour, value: content.colours[item.variant.colour] }
              : { name: content.attributes.size, value: item.variant.size ?? '' },
            { name: content.attributes.weight, value: weightLabel(locale, entry.weight) },
            { name: content.attributes.line, value: LINE_NAMES[item.line] },
          ];
          translations.push({
            product_id: id,
            locale,
            name,
            slug,
            path: fullPath,
            description,
            attributes: JSON.stringify(attributes),
          });
          paths.push({ locale, path: fullPath, kind: 'product', entity_id: id });
        }
        const gallery = pictures[entry.index % Math.max(pictures.length, 1)] ?? [];
        gallery.forEach((picture, position) =>
          images.push({
            product_id: id,
            position,
            media_id: mediaIds.get(picture.url) ?? 0,
            url: picture.url,
            width: picture.width,
            height: picture.height,
          }),
        );
        let categoryKey: string | null = item.type.category;
        while (categoryKey) {
          const categoryId = categoryIds.get(categoryKey as CategoryKey);
          if (categoryId !== undefined)
            links.push({
              category_id: categoryId,
              product_id: id,
              sales_rank: ranks[entry.index] ?? 0,
              price: entry.prices.price,
              created_at: new Date(entry.arrivedAt).toISOString(),
            });
          categoryKey = categoryKey.includes('.') ? categoryKey.slice(0, categoryKey.lastIndexOf('.')) : null;
        }
      });
      await chunked(translations, 1000, (chunk) =>
        trx.insertInto('product_translation').values(chunk).execute(),
      );
      await chunked(paths, 2000, (chunk) => trx.insertInto('catalog_path').values(chunk).execute());
      await chunked(images, 2000, (chunk) => trx.insertInto('product_image').values(chunk).execute());
      await chunked(links, 2000, (chunk) => trx.insertInto('product_category').values(chunk).execute());
      await recordPriceChanges(trx, priceHistory);
      await indexProducts(
        trx,
        ids.map((row) => row.id),
        { cache: wordCache, fresh: true },
      );
    });
    options.onProgress?.(Math.min(start + BATCH, total), total);
  }

  // Promotions: running from a week ago for two months, unless the plan gives them their own dates.
  const startsAt = new Date(promotionsStart).toISOString();
  const endsAt = new Date(today + 60 * DAY).toISOString();
  const promotionIds = new Map<string, number>();
  const plannedPromotions: readonly PromotionPlan[] = PROMOTIONS;
  for (const [index, promotion] of plannedPromotions.entries()) {
    const picture = await media.write(
      `site/promotion-${index + 1}`,
      categoryPicture(promotion.picture, 50 + index, 1200, 400),
    );
    const row = await db
      .insertInto('promotion')
      .values({
        key: promotion.key,
        kind: promotion.kind,
        value: promotion.value,
        starts_at: promotion.period?.startsAt ?? startsAt,
        ends_at: promotion.period?.endsAt ?? endsAt,
        image_url: picture.url,
        image_width: picture.width,
        image_height: picture.height,
        updated_at: now,
        target: promotion.target,
        code: promotion.code ?? null,
        minimum_amount: promotion.minimumAmount ?? 0,
        usage_limit: null,
        usage_limit_per_customer: promotion.usageLimitPerCustomer ?? null,
        combinable: promotion.combinable === false ? 0 : 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    promotionIds.set(promotion.key, row.id);
    await db
      .insertInto('promotion_translation')
      .values(
        LOCALES.map((locale) => ({
          promotion_id: row.id,
          locale,
          ...CONTENT[locale].promotions[promotion.key as PromotionKey],
        })),
      )
      .execute();
    const members = promotionMembers[promotion.key] ?? [];
    await chunked(members, 1000, (chunk) =>
      db
        .insertInto('promotion_product')
        .values(chunk.map((productId) => ({ promotion_id: row.id, product_id: productId })))
        .execute(),
    );
    // Its products' prices are reduced already: recorded as its doing, so its end takes it out.
    if (promotion.target === 'catalogue') {
      await db.transaction().execute((trx) => recordAppliedReductions(trx, [row.id], startsAt));
    }
    const categories = (promotion.categories ?? []).flatMap((key) => categoryIds.get(key) ?? []);
    if (categories.length > 0) {
      await db
        .insertInto('promotion_category')
        .values(categories.map((categoryId) => ({ promotion_id: row.id, category_id: categoryId })))
        .execute();
    }
    const brands = (promotion.manufacturers ?? []).flatMap((key) => manufacturerIds.get(key) ?? []);
    if (brands.length > 0) {
      await db
        .insertInto('promotion_manufacturer')
        .values(brands.map((manufacturerId) => ({ promotion_id: row.id, manufacturer_id: manufacturerId })))
        .execute();
    }
  }

  // Home page entities.
  const links: Record<
    string,
    { kind: 'category' | 'promotion'; id: number | undefined; department: string } | null
  > = {
    heroWinter: { kind: 'promotion', id: promotionIds.get('winterSale'), department: 'home' },
    heroOutdoor: { kind: 'category', id: categoryIds.get('outdoor'), department: 'outdoor' },
    bannerKitchen: { kind: 'promotion', id: promotionIds.get('kitchenDays'), department: 'kitchen' },
    bannerGarden: { kind: 'category', id: categoryIds.get('garden'), department: 'garden' },
    bannerOffice: { kind: 'category', id: categoryIds.get('office'), department: 'office' },
  };
  for (const [index, entity] of MARKETING_ENTITIES.entries()) {
    const link = links[entity.key] ?? null;
    const size = entity.type === 'hero' ? { width: 1600, height: 640 } : { width: 800, height: 500 };
    const picture = link
      ? await media.write(
          `site/${entity.key}`,
          // The hero's text box covers the left of its picture, so its objects stand on the right.
          categoryPicture(
            link.department,
            80 + index,
            size.width,
            size.height,
            entity.type === 'hero' ? 'right' : 'centre',
          ),
        )
      : null;
    const row = await db
      .insertInto('marketing_entity')
      .values({
        key: entity.key,
        type: entity.type,
        position: index,
        image_url: picture?.url ?? null,
        image_width: picture?.width ?? null,
        image_height: picture?.height ?? null,
        link_kind: link?.kind ?? null,
        link_id: link?.id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('marketing_entity_translation')
      .values(
        LOCALES.map((locale) => ({ entity_id: row.id, locale, ...CONTENT[locale].marketing[entity.key] })),
      )
      .execute();
  }

  // Magazine: one article a week, the newest in early November 2026, each with a picture of its subject.
  for (const [index, key] of ARTICLE_KEYS.entries()) {
    const picture = await media.write(
      `site/article-${index + 1}`,
      articlePicture(key, 120 + index, 1200, 675),
    );
    const row = await db
      .insertInto('article')
      .values({
        key,
        published_at: new Date(Date.UTC(2026, 10, 2) - index * 7 * DAY).toISOString(),
        image_url: picture.url,
        image_width: picture.width,
        image_height: picture.height,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('article_translation')
      .values(LOCALES.map((locale) => ({ article_id: row.id, locale, ...CONTENT[locale].articles[key] })))
      .execute();
  }
  for (const locale of LOCALES) await replaceSynonyms(db, locale, SEARCH_SYNONYMS[locale]);
  await refreshListingFacets(db);
  await seedCarriers(db);
  return { products: total };
}

/** Whether the catalogue has been loaded. */
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('product').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
