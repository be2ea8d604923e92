import { describe, expect, it } from 'vitest';
import { ParcelEventAdminInput } from '@tendero/contract';
import { deliveredNow, parcelEventInput } from './parcel-event';

describe('the tracking-event form', () => {
  it('marks a parcel delivered now with nothing but its status', () => {
    expect(parcelEventInput(deliveredNow)).toEqual({ status: 'delivered' });
  });

  it('sends the exception only with that status, the local time as an instant and the place trimmed', () => {
    const body = parcelEventInput({
      status: 'exception',
      exception: 'returned_to_sender',
      occurredAt: '2026-05-06T14:30',
      location: '  Depot Köln ',
    });
    expect(body).toEqual({
      status: 'exception',
      exception: 'returned_to_sender',
      occurredAt: new Date(2026, 4, 6, 14, 30).toISOString(),
      location: 'Depot Köln',
    });
    expect(ParcelEventAdminInput.parse(body)).toEqual(body);
    expect(
      parcelEventInput({ status: 'in_transit', exception: 'attempt_failed', occurredAt: '', location: '' }),
    ).toEqual({ status: 'in_transit' });
  });
});
