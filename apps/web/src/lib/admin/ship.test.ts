import { describe, expect, it } from 'vitest';
import { ShipInput } from '@tendero/contract';
import { emptyParcel, firstParcel, shipInput, shipProblems, shippable, suggestedUnits } from './ship';
import { sampleLine, sampleOrder } from './test-fixtures';

describe('the ship form', () => {
  it('starts with one parcel holding everything left, with the customer’s carrier', () => {
    const order = sampleOrder({
      lines: [sampleLine(1, { quantity: 3, shipped: 1 }), sampleLine(2, { quantity: 2 })],
    });
    expect(firstParcel(order, 4)).toEqual({
      key: 0,
      carrierMethodId: 4,
      trackingNumber: '',
      quantities: { 1: 2, 2: 2 },
    });
  });

  it('does not suggest units refunded before they left', () => {
    expect(suggestedUnits(sampleLine(1, { quantity: 3, refunded: 1 }))).toBe(2);
    expect(suggestedUnits(sampleLine(1, { quantity: 2, shipped: 2, refunded: 1 }))).toBe(0);
  });

  it('ships paid or processing orders with units not in a parcel yet, nothing else', () => {
    expect(shippable(sampleOrder())).toBe(true);
    const done = sampleOrder({ lines: [sampleLine(1, { quantity: 1, shipped: 1 })] });
    expect(shippable(done)).toBe(false);
    const base = sampleOrder();
    expect(shippable({ ...base, fulfilmentStatus: 'awaiting_payment' })).toBe(false);
    expect(shippable({ ...base, fulfilmentStatus: 'processing' })).toBe(true);
    // A refund stands beside fulfilment: the rest of a partly refunded order still ships.
    const partly = { ...base, order: { ...base.order, status: 'partially_refunded' as const } };
    expect(shippable(partly)).toBe(true);
    const refundedAll = sampleOrder({ lines: [sampleLine(1, { quantity: 2, refunded: 2 })] });
    expect(shippable(refundedAll)).toBe(false);
  });

  it('sends each parcel with its carrier, its tracking number as typed in capitals, and its units over zero', () => {
    const lines = [sampleLine(1, { quantity: 3 }), sampleLine(2, { quantity: 1 })];
    const parcels = [
      { key: 0, carrierMethodId: 2, trackingNumber: ' 1z 999 aa1 0123456784 ', quantities: { 1: 2, 2: 0 } },
      { key: 1, carrierMethodId: 3, trackingNumber: '', quantities: { 1: 1, 2: 1 } },
    ];
    const body = shipInput(lines, parcels);
    expect(body).toEqual({
      parcels: [
        { carrierMethodId: 2, trackingNumber: '1Z999AA10123456784', lines: [{ position: 1, quantity: 2 }] },
        {
          carrierMethodId: 3,
          lines: [
            { position: 1, quantity: 1 },
            { position: 2, quantity: 1 },
          ],
        },
      ],
    });
    expect(ShipInput.parse(body)).toEqual(body);
    expect(shipProblems(lines, parcels)).toEqual({});
  });

  it('finds a parcel without carrier or units and a line put in parcels too often', () => {
    const lines = [sampleLine(1, { quantity: 3, shipped: 1, name: 'Tea towel' })];
    const parcels = [
      { key: 0, carrierMethodId: 2, trackingNumber: '', quantities: { 1: 2 } },
      { ...emptyParcel(1, null), quantities: { 1: 1 } },
      emptyParcel(2, 2),
    ];
    expect(shipProblems(lines, parcels)).toEqual({
      'parcels.1.carrierMethodId': { key: 'admin.ship.chooseCarrier', params: {} },
      'parcels.2.lines': { key: 'admin.ship.emptyParcel', params: {} },
      'lines.1': { key: 'admin.ship.tooMany', params: { name: 'Tea towel', maximum: 2 } },
    });
  });
});
