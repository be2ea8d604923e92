/** Delivered orders to return, multipart bodies and a look at what returns wrote, for the returns tests. */
import { expect } from 'vitest';
import type { Locale } from '@tendero/contract';
import type { TestApp } from '../../test/app.ts';
import type { Browser } from '../auth/test-support.ts';
import { aPaidOrder, runEvents, type OrderItem } from '../refunds/test-support.ts';
import { recordParcelEvent } from '../shipping/index.ts';
import { shipThroughService, trackingNumbersOf } from '../shipping/test-support.ts';

export { runEvents };

/**
 * A paid order of `items`, shipped in one parcel and delivered `deliveredDaysAgo` days ago (now when 0);
 * `ship` narrows what is shipped (units per line, by the API's position) and `deliver: false` leaves the
 * parcel on its way.
 */
export async function aDeliveredOrder(
  app: TestApp,
  items: readonly OrderItem[],
  options: {
    percentOff?: number;
    freeShipping?: boolean;
    locale?: Locale;
    ship?: readonly { position: number; quantity: number }[];
    deliver?: boolean;
    deliveredDaysAgo?: number;
  } = {},
) {
  const paid = await aPaidOrder(app, items, options);
  const lines =
    options.ship ?? items.map((item, index) => ({ position: index + 1, quantity: item.quantity }));
  const [parcelId = 0] = await shipThroughService(app, paid.reference, {
    parcels: [{ carrierMethodId: paid.order.carrier_method_id, lines: [...lines] }],
  });
  const [trackingNumber = ''] = await trackingNumbersOf(app, [parcelId]);
  if (options.deliver !== false) {
    const at = new Date(Date.now() - (options.deliveredDaysAgo ?? 0) * 86_400_000 - 1000).toISOString();
    // Shipped a day before it arrived: a step older than the parcel's current one changes only its history.
    const shippedAt = new Date(Date.parse(at) - 86_400_000).toISOString();
    await app.database.db
      .updateTable('parcel')
      .set({ shipped_at: shippedAt, status_at: shippedAt })
      .where('id', '=', parcelId)
      .execute();
    await app.database.db.transaction().execute((trx) =>
      recordParcelEvent(
        trx,
        trackingNumber,
        { status: 'delivered', occurredAt: at },
        {
          source: 'operator',
          operatorId: 1,
        },
      ),
    );
  }
  const address = await app.database.db
    .selectFrom('order_address')
    .select(['postcode'])
    .where('order_id', '=', paid.order.id)
    .where('kind', '=', 'delivery')
    .executeTakeFirstOrThrow();
  return { ...paid, parcelId, trackingNumber, postcode: address.postcode };
}

export interface UploadFile {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body with the JSON `request` field and files (in `photos` unless told). */
export function multipart(
  request: unknown,
  files: readonly UploadFile[] = [],
  boundary = 'tendero-test-boundary',
) {
  const parts: Buffer[] = [];
  const head = (text: string) => Buffer.from(`--${boundary}\r\n${text}\r\n\r\n`);
  if (request !== undefined) {
    parts.push(head('Content-Disposition: form-data; name="request"'));
    parts.push(
      Buffer.from(typeof request === 'string' ? request : JSON.stringify(request)),
      Buffer.from('\r\n'),
    );
  }
  for (const file of files) {
    parts.push(
      head(
        `Content-Disposition: form-data; name="${file.field ?? 'photos'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a return request as the storefront's form does, from `browser` (a guest's: a new Browser). */
export function postReturn(
  browser: Browser,
  reference: string,
  request: unknown,
  files: readonly UploadFile[] = [],
) {
  const body = multipart(request, files);
  return browser.request({
    method: 'POST',
    url: `/v1/sending/returns/${reference}`,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

export async function expectStatus(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}
