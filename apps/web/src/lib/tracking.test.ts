import { describe, expect, it } from 'vitest';
import { ParcelLookupParams, type ParcelEvent } from '@tendero/contract';
import {
  checkLookup,
  countryName,
  formatEventDay,
  formatEventTime,
  handedOverAt,
  latestEvent,
  lookupFromSegments,
  newestFirst,
  normaliseTrackingNumber,
  placeUnsaid,
  saysMore,
  trackingPath,
} from './tracking';

/** ICU writes narrow and no-break spaces; the tests read plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('normaliseTrackingNumber', () => {
  it('ignores spaces anywhere and writes letters upper case', () => {
    expect(normaliseTrackingNumber(' te 1234 5678\t5de ')).toBe('TE123456785DE');
  });
});

describe('checkLookup', () => {
  it('asks for both fields when they are empty or blank', () => {
    expect(checkLookup({ trackingNumber: '  ', postcode: '' })).toEqual({
      trackingNumber: 'track.check.numberRequired',
      postcode: 'track.check.postcodeRequired',
    });
  });

  it('takes a number typed in groups and lower case', () => {
    expect(checkLookup({ trackingNumber: 'te 123 456 785 de', postcode: '104 31' })).toEqual({});
  });

  it.each(['TE12345', 'TE-123456785DE', 'TE123456785DÉ', 'A'.repeat(36)])(
    'refuses %s as a tracking number',
    (trackingNumber) => {
      expect(checkLookup({ trackingNumber, postcode: '10115' })).toEqual({
        trackingNumber: 'track.check.numberFormat',
      });
    },
  );

  it('refuses a postcode longer than 16 characters or with control characters', () => {
    expect(checkLookup({ trackingNumber: 'TE123456785DE', postcode: '1'.repeat(17) }).postcode).toBe(
      'track.check.postcodeLength',
    );
    expect(checkLookup({ trackingNumber: 'TE123456785DE', postcode: '10\u0007115' }).postcode).toBe(
      'track.check.postcodeCharacters',
    );
  });

  it.each([
    ['te 1234 5678 5de', '10115'],
    ['TE123456785DE', ' SW1A 1AA '],
    ['1Z999AA10123456784', '1012 ab'],
    ['TE12345', '10115'],
    ['TE123456785DE', ''],
    ['TE123456785DE', '1'.repeat(17)],
    ['TE12-3456785DE', '10115'],
    ['', '10115'],
    ['ÄÖ12345678', '10115'],
  ])('agrees with the contract on %j / %j', (trackingNumber, postcode) => {
    const contract = ParcelLookupParams.safeParse({ trackingNumber, toPostcode: postcode }).success;
    expect(Object.keys(checkLookup({ trackingNumber, postcode })).length === 0).toBe(contract);
  });
});

describe('trackingPath', () => {
  it('links the normalised number and postcode, as the shipping mails do', () => {
    expect(trackingPath({ trackingNumber: 'te 1234 5678 5de', postcode: ' 104 31 ' })).toBe(
      '/track/TE123456785DE/10431',
    );
    expect(trackingPath({ trackingNumber: 'TE123456785DE', postcode: 'sw1a 1aa' })).toBe(
      '/track/TE123456785DE/SW1A1AA',
    );
  });

  it('escapes what a path segment cannot carry', () => {
    expect(trackingPath({ trackingNumber: 'TE123456785DE', postcode: 'A/B?#' })).toBe(
      '/track/TE123456785DE/A%2FB%3F%23',
    );
  });

  it('is read back from its segments as it was written', () => {
    const lookup = { trackingNumber: 'TE123456785DE', postcode: '1000-001' };
    const [, , number = '', postcode = ''] = trackingPath(lookup).split('/');
    expect(lookupFromSegments(number, postcode)).toEqual(lookup);
    expect(lookupFromSegments('TE123456785DE', '10%20115')).toEqual({
      trackingNumber: 'TE123456785DE',
      postcode: '10 115',
    });
    // A number typed into the address bar in lower case, with spaces, comes back as the shop writes it.
    expect(lookupFromSegments('te%20123456785de', '10115').trackingNumber).toBe('TE123456785DE');
    // A malformed escape is taken as typed rather than failing the page.
    expect(lookupFromSegments('TE123456785DE', '10%E0').postcode).toBe('10%E0');
  });
});

describe('latestEvent', () => {
  const event = (occurredAt: string, description: string) => ({ occurredAt, description });

  it('is nothing for a parcel without events', () => {
    expect(latestEvent([])).toBeNull();
  });

  it('takes the latest time, whatever the order the carrier reported in', () => {
    const events = [
      event('2026-05-04T08:00:00Z', 'label'),
      event('2026-05-06T09:30:00Z', 'delivered'),
      event('2026-05-05T17:00:00+02:00', 'depot'),
    ];
    expect(latestEvent(events)?.description).toBe('delivered');
  });

  it('compares moments, not the text of times in other zones', () => {
    const events = [event('2026-05-05T10:00:00Z', 'utc'), event('2026-05-05T11:30:00+02:00', 'berlin')];
    expect(latestEvent(events)?.description).toBe('utc');
  });

  it('takes the later of the list between equal times', () => {
    const events = [event('2026-05-05T10:00:00Z', 'first'), event('2026-05-05T10:00:00Z', 'second')];
    expect(latestEvent(events)?.description).toBe('second');
    expect(newestFirst(events).map((item) => item.description)).toEqual(['second', 'first']);
  });

  it('lists the journey newest first', () => {
    const events = [
      event('2026-05-04T08:00:00Z', 'label'),
      event('2026-05-06T09:30:00Z', 'delivered'),
      event('2026-05-05T17:00:00Z', 'depot'),
    ];
    expect(newestFirst(events).map((item) => item.description)).toEqual(['delivered', 'depot', 'label']);
    expect(events[0]?.description).toBe('label');
  });
});

describe('handedOverAt', () => {
  const step = (status: ParcelEvent['status'], occurredAt: string) => ({ status, occurredAt });

  it('is null while the label is the only step: the parcel waits to be handed over', () => {
    expect(handedOverAt([])).toBeNull();
    expect(handedOverAt([step('label_created', '2026-12-01T08:00:00Z')])).toBeNull();
  });

  it('is the first step past the label, whatever the order the carrier reported them in', () => {
    const events = [
      step('label_created', '2026-12-01T08:00:00Z'),
      step('out_for_delivery', '2026-12-03T07:00:00Z'),
      step('in_transit', '2026-12-02T18:00:00Z'),
      step('exception', '2026-12-03T12:00:00Z'),
    ];
    expect(handedOverAt(events)).toBe('2026-12-02T18:00:00Z');
  });
});

describe('formatting', () => {
  const at = '2026-05-05T21:30:00Z';

  it('writes a moment in the language and the shop’s time zone, named, whatever the runtime’s zone', () => {
    // The shop's zone (Europe/Berlin unless SHOP_TIME_ZONE says otherwise) when none is given.
    expect(plain(formatEventTime('de', at))).toBe('5. Mai 2026, 23:30 MESZ');
    expect(plain(formatEventTime('en', at))).toBe('5 May 2026, 23:30 GMT+2');
    expect(plain(formatEventTime('el', at))).toBe('5 Μαΐ 2026, 11:30 μ.μ. CEST');
    // A shop in Athens: it is already the next day there.
    expect(plain(formatEventTime('el', at, 'Europe/Athens'))).toBe('6 Μαΐ 2026, 12:30 π.μ. EEST');
    expect(plain(formatEventDay('el', at, 'Europe/Athens'))).toBe('6 Μαΐου 2026');
    expect(plain(formatEventDay('fi', at))).toBe('5. toukokuuta 2026');
  });

  it('names the destination country in the language of the page', () => {
    expect(countryName('de', 'GR')).toBe('Griechenland');
    expect(countryName('el', 'DE')).toBe('Γερμανία');
    expect(countryName('en', '??')).toBe('??');
  });
});

describe('placeUnsaid', () => {
  it('shows the place beside a description that does not name it, not beside one that does', () => {
    expect(placeUnsaid('Leipzig', 'The parcel is on its way – last seen at Leipzig.')).toBeNull();
    expect(placeUnsaid('Αθήνα', 'Το δέμα βρίσκεται καθ’ οδόν. Τελευταία τοποθεσία: Αθήνα.')).toBeNull();
    expect(placeUnsaid('Depot DE', 'The courier is bringing the parcel today.')).toBe('Depot DE');
    expect(placeUnsaid(null, 'The parcel was delivered.')).toBeNull();
    expect(placeUnsaid(' ', 'The parcel was delivered.')).toBeNull();
  });
});

describe('saysMore', () => {
  it('leaves out a description that only repeats the step name beside it', () => {
    expect(saysMore('Zugestellt', 'Zugestellt')).toBe(false);
    expect(saysMore(' παραδόθηκε ', 'Παραδόθηκε')).toBe(false);
    expect(saysMore('', 'Delivered')).toBe(false);
    expect(saysMore('Left with a neighbour at number 12', 'Delivered')).toBe(true);
  });
});
