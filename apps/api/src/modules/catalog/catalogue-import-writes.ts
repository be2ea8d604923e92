/**
 * Writing a batch of checked import rows (docs/operations.md#importing-and-exporting) in the import's
 * transaction: new products in one statement, updates one by one, then texts, paths (with redirects from
 * the ones products leave), category links and pictures a few multi-row statements each; prices through
 * the price history.
 */
import type { Trx } from '../../db/transaction.ts';
import { enqueueEvent } from '../events/service.ts';
import { lowestPriorPrice, recordPriceChanges } from '../pricing/index.ts';
import * as repository from './catalogue-csv-repository.ts';
import { listedIn, type CatalogueNames } from './catalogue-import-context.ts';
import type { Target } from './catalogue-import-rows.ts';
import { changePrices } from './catalogue-writes.ts';

/** Writes a batch of checked rows; the products whose searchable texts changed. */
export async function writeBatch(
  trx: Trx,
  names: CatalogueNames,
  targets: readonly Target[],
  rank: { next: number },
) {
  const at = new Date().toISOString();
  const creates = targets.filter((target) => target.change === 'create');
  const updates = targets.filter((target) => target.change === 'update');
  const deactivations = targets.filter((target) => target.change === 'deactivate');

  const rankOf = new Map(creates.map((target) => [target.sku, rank.next++]));
  const created = await repository.insertProducts(
    trx,
    creates.map((target) => ({
      sku: target.sku,
      manufacturer_id: target.manufacturerId,
      category_id: target.categoryIds[0] ?? 0,
      price: target.price,
      base_price: target.basePrice,
      // Reduced from its first day, it was never sold for less than its base price.
      lowest_prior_price: lowestPriorPrice([
        { price: target.price, basePrice: target.basePrice, validFrom: at },
      ]),
      vat_class: target.vatClass,
      stock: target.stock,
      weight_grams: target.weightGrams,
      active: target.active ? 1 : 0,
      // A new product sells least until its sales say otherwise.
      sales_rank: rankOf.get(target.sku) ?? rank.next,
      created_at: at,
      updated_at: at,
    })),
  );
  const idOfSku = new Map(created.map((row) => [row.sku, row.id]));
  const idOf = (target: Target) => target.current?.id ?? idOfSku.get(target.sku) ?? 0;
  await recordPriceChanges(
    trx,
    creates.map((target) => ({
      productId: idOf(target),
      price: target.price,
      basePrice: target.basePrice,
      at,
    })),
  );

  for (const target of updates) {
    await repository.updateProduct(trx, idOf(target), {
      manufacturer_id: target.manufacturerId,
      category_id: target.categoryIds[0] ?? 0,
      vat_class: target.vatClass,
      weight_grams: target.weightGrams,
      stock: target.stock,
      active: target.active ? 1 : 0,
      updated_at: at,
    });
    if ((target.current?.stock ?? 0) <= 0 && target.stock > 0) {
      await enqueueEvent(trx, 'product.restocked', { productId: idOf(target) });
    }
  }
  await changePrices(
    trx,
    updates
      .filter((target) => target.priceChanged)
      .map((target) => ({ productId: idOf(target), price: target.price, basePrice: target.basePrice, at })),
    { recountFacets: false },
  );
  await repository.deactivateProducts(trx, deactivations.map(idOf), at);

  const written = [...creates, ...updates];
  const retexted = written.filter((target) => target.textsChanged);
  await repository.replaceTranslationsOf(
    trx,
    retexted.map(idOf),
    retexted.flatMap((target) =>
      [...target.texts].map(([locale, text]) => ({
        product_id: idOf(target),
        locale,
        ...text,
        path: target.paths.find((entry) => entry.locale === locale)?.path ?? '',
      })),
    ),
  );

  const moved = written.filter((target) => target.pathsChanged);
  const before = await repository.productPathsOf(trx, moved.filter((target) => target.current).map(idOf));
  const newPaths = moved.flatMap((target) =>
    target.paths.map((entry) => ({ ...entry, entity_id: idOf(target) })),
  );
  const now = new Set(newPaths.map((entry) => `${entry.entity_id}\u0000${entry.locale}\u0000${entry.path}`));
  const left = before.filter(
    (entry) => !now.has(`${entry.entity_id}\u0000${entry.locale}\u0000${entry.path}`),
  );
  await repository.replaceProductPaths(trx, moved.map(idOf), newPaths, left, at);

  const relinked = written.filter((target) => target.categoriesChanged);
  await repository.replaceCategoryLinksOf(
    trx,
    relinked.map(idOf),
    relinked.flatMap((target) =>
      listedIn(names, target.categoryIds).map((link) => ({
        category_id: link.categoryId,
        product_id: idOf(target),
        sales_rank: target.current?.sales_rank ?? rankOf.get(target.sku) ?? rank.next,
        price: target.price,
        created_at: target.current?.created_at ?? at,
        chosen: link.chosen ? 1 : 0,
      })),
    ),
  );
  const repictured = written.filter((target) => target.picturesChanged);
  await repository.replacePicturesOf(
    trx,
    repictured.filter((target) => target.current).map(idOf),
    repictured.flatMap((target) =>
      (target.pictures ?? []).map(({ media, alts }, position) => {
        // A dry run's stand-in for a picture not stored yet never reaches a write.
        if (media.id <= 0) throw new Error(`picture of row ${target.row} is not stored`);
        return {
          image: {
            product_id: idOf(target),
            position,
            media_id: media.id,
            url: media.url,
            width: media.width,
            height: media.height,
          },
          alts,
        };
      }),
    ),
  );
  return retexted.map(idOf);
}
