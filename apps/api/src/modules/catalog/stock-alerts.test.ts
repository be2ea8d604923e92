import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { aProduct, type ProductOverrides } from '../../test/fixtures.ts';
import { eventHandlers } from '../events/handlers.ts';
import { handleDueEvents } from '../events/service.ts';
import { outbox } from '../mail/outbox.ts';
import { takeStock } from './service.ts';
import { restockProduct } from './stock-alerts.ts';

describe('stock alerts', () => {
  const ctx = useTestApp();
  const outOfStock = (overrides: ProductOverrides = {}) =>
    aProduct(ctx.app, { name: 'Non-stick frying pan', ...overrides, stock: 0 });
  const handlers = () => eventHandlers({ db: ctx.app.database.db, config: ctx.config });
  const stockAlertMails = async (recipients: readonly string[]) =>
    (await outbox(ctx.app.database.db, 200)).filter(
      (mail) => mail.template === 'stock-alert' && recipients.includes(mail.recipient),
    );
  const subscribe = (sku: string, email: string, locale = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: `/v1/catalog/products/${sku}/notifications`,
      headers: { 'x-locale': locale },
      payload: { type: 'stock', email },
    });

  it('stores one alert per e-mail and product, and refuses bad input', async () => {
    const product = await outOfStock();
    expect((await subscribe(product.sku, '  Ana@Example.com ', 'de')).statusCode).toBe(201);
    const again = await subscribe(product.sku, 'ana@example.com', 'de');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscribed: true, alreadySubscribed: true });
    const rows = await ctx.app.database.db
      .selectFrom('stock_alert')
      .selectAll()
      .where('product_id', '=', product.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ana@example.com', locale: 'de', notified_at: null });

    const badEmail = await subscribe(product.sku, 'not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().details[0]).toMatchObject({ path: 'email', message: 'validation.string.email' });
    expect((await subscribe('NO-SUCH-SKU', 'a@example.com')).statusCode).toBe(404);
    const inStock = await aProduct(ctx.app, { stock: 20 });
    const refused = await subscribe(inStock.sku, 'a@example.com');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('error.product.inStock');
  });

  it('e-mails every subscriber in their language when the product is back, once', async () => {
    const product = await outOfStock({
      texts: { el: { name: 'Αντικολλητικό τηγάνι' }, pl: { name: 'Patelnia nieprzywierająca' } },
    });
    await subscribe(product.sku, 'eleni@example.gr', 'el');
    await subscribe(product.sku, 'jan@example.pl', 'pl');
    // The restock writes an event in its transaction; the event's handler queues the mails.
    expect(await restockProduct(ctx.app.database.db, product.id, 5)).toEqual({ stock: 5, restocked: true });
    expect(await stockAlertMails(['eleni@example.gr', 'jan@example.pl'])).toHaveLength(0);
    expect(await handleDueEvents(ctx.app.database.db, handlers())).toMatchObject({ handled: 1 });
    const mails = await stockAlertMails(['eleni@example.gr', 'jan@example.pl']);
    expect(mails).toHaveLength(2);
    const greek = mails.find((mail) => mail.recipient === 'eleni@example.gr');
    const polish = mails.find((mail) => mail.recipient === 'jan@example.pl');
    const names = await ctx.app.database.db
      .selectFrom('product_translation')
      .select(['locale', 'name', 'path'])
      .where('product_id', '=', product.id)
      .where('locale', 'in', ['el', 'pl'])
      .execute();
    const greekName = names.find((row) => row.locale === 'el');
    expect(greek?.locale).toBe('el');
    expect(`${greek?.subject} ${greek?.text}`).toContain(greekName?.name ?? '?');
    expect(greek?.text).toContain(`http://localhost:3000/el/${greekName?.path}`);
    // The stock-alert template: greeting in Greek, and an HTML part linking the product.
    expect(greek?.text).toMatch(/^Γεια σας,/);
    expect(greek?.html).toContain(`href="http://localhost:3000/el/${greekName?.path}"`);
    expect(greek?.html).toContain('<html lang="el">');
    expect(polish?.locale).toBe('pl');
    expect(`${polish?.subject} ${polish?.text}`).toContain(
      names.find((row) => row.locale === 'pl')?.name ?? '?',
    );
    // More stock later is no news to them.
    expect(await restockProduct(ctx.app.database.db, product.id, 5)).toEqual({ stock: 10, restocked: false });
    expect(await handleDueEvents(ctx.app.database.db, handlers())).toMatchObject({ handled: 0 });
    expect(await stockAlertMails(['eleni@example.gr', 'jan@example.pl'])).toHaveLength(2);
  });

  it('mails each subscriber once per restock even when the handler runs twice, or twice at once', async () => {
    const product = await outOfStock({
      texts: { pt: { name: 'Frigideira antiaderente' }, sv: { name: 'Stekpanna med non-stick' } },
    });
    const subscribers = ['ines@example.pt', 'lars@example.se'];
    await subscribe(product.sku, 'ines@example.pt', 'pt');
    await subscribe(product.sku, 'lars@example.se', 'sv');
    expect((await restockProduct(ctx.app.database.db, product.id, 3)).restocked).toBe(true);
    const event = await ctx.app.database.db
      .selectFrom('event_outbox')
      .selectAll()
      .where('type', '=', 'product.restocked')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.payload)).toEqual({ productId: product.id });
    const info = {
      id: event.id,
      type: 'product.restocked' as const,
      attempts: 0,
      createdAt: event.created_at,
    };
    const handle = handlers()['product.restocked'];
    await Promise.all([handle({ productId: product.id }, info), handle({ productId: product.id }, info)]);
    await handle({ productId: product.id }, info);
    const mails = await stockAlertMails(subscribers);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(subscribers);
    expect(mails.map((mail) => mail.locale).sort()).toEqual(['pt', 'sv']);

    // Sold out, a new wait, back again: one more mail for the subscriber who asked again.
    expect(await ctx.app.database.db.transaction().execute((trx) => takeStock(trx, product.id, 3))).toBe(
      true,
    );
    await subscribe(product.sku, 'ines@example.pt', 'pt');
    expect((await restockProduct(ctx.app.database.db, product.id, 1)).restocked).toBe(true);
    // Both restock events now (the first one's handler only ran by hand above), then the handler again.
    expect(await handleDueEvents(ctx.app.database.db, handlers())).toMatchObject({ handled: 2 });
    await handle({ productId: product.id }, info);
    const after = await stockAlertMails(subscribers);
    expect(after.filter((mail) => mail.recipient === 'ines@example.pt')).toHaveLength(2);
    expect(after.filter((mail) => mail.recipient === 'lars@example.se')).toHaveLength(1);
  });
});
