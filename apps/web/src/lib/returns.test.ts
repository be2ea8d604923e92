import { describe, expect, it } from 'vitest';
import { ApiError } from '@tendero/client';
import { money } from '@tendero/contract';
import { RETURN_PHOTO_MAX_BYTES } from '@tendero/contract/return-rules';
import { formatDay } from './format';
import {
  addPhotos,
  checkChoice,
  lineShare,
  returnableByPosition,
  returnFailures,
  returnFormData,
  returnStatusPath,
  upToRefund,
  withdrawalLines,
  type ChosenLine,
} from './returns';

const photo = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

const line = (
  position: number,
  quantity: number,
  reason: ChosenLine['reason'] = 'wrong_size',
): ChosenLine => ({
  position,
  quantity,
  reason,
  comment: '',
});

describe('returnFormData', () => {
  it('sends the chosen lines as JSON in `request` and every photo in `photos`', async () => {
    const photos = [photo('front.jpg', 'image/jpeg'), photo('back.png', 'image/png')];
    const form = returnFormData(
      [line(1, 2), { ...line(2, 0), comment: 'left out' }, { ...line(3, 1, 'damaged'), comment: '  torn  ' }],
      photos,
      'ana@example.com',
    );
    expect(JSON.parse(String(form.get('request')))).toEqual({
      email: 'ana@example.com',
      lines: [
        { position: 1, quantity: 2, reason: 'wrong_size' },
        { position: 3, quantity: 1, reason: 'damaged', comment: 'torn' },
      ],
    });
    const sent = form.getAll('photos');
    expect(sent).toHaveLength(2);
    expect(sent.map((file) => (file instanceof File ? file.name : null))).toEqual(['front.jpg', 'back.png']);
  });

  it('names no e-mail for a signed-in customer', () => {
    const form = returnFormData([line(1, 1)], [], null);
    expect(JSON.parse(String(form.get('request')))).toEqual({
      lines: [{ position: 1, quantity: 1, reason: 'wrong_size' }],
    });
    expect(form.has('photos')).toBe(false);
  });
});

describe('addPhotos', () => {
  it('keeps images of the accepted types, HEIC without a type too', () => {
    const { photos, problems } = addPhotos(
      [],
      [
        photo('a.jpg', 'image/jpeg'),
        photo('b.webp', 'image/webp'),
        photo('IMG_1.HEIC', ''),
        photo('c.gif', 'image/gif'),
      ],
    );
    expect(photos.map((file) => file.name)).toEqual(['a.jpg', 'b.webp', 'IMG_1.HEIC']);
    expect(problems).toEqual([{ key: 'type', name: 'c.gif' }]);
  });

  it('refuses a photo over 10 MB and any beyond the fifth, naming each', () => {
    const kept = [1, 2, 3, 4].map((n) => photo(`${n}.jpg`, 'image/jpeg'));
    const { photos, problems } = addPhotos(kept, [
      photo('big.jpg', 'image/jpeg', RETURN_PHOTO_MAX_BYTES + 1),
      photo('5.jpg', 'image/jpeg'),
      photo('6.jpg', 'image/jpeg'),
    ]);
    expect(photos).toHaveLength(5);
    expect(problems).toEqual([
      { key: 'tooLarge', name: 'big.jpg' },
      { key: 'tooMany', name: '6.jpg' },
    ]);
  });

  it('takes a photo of exactly 10 MB', () => {
    expect(addPhotos([], [photo('max.png', 'image/png', RETURN_PHOTO_MAX_BYTES)]).problems).toEqual([]);
  });
});

describe('checkChoice', () => {
  const returnable = returnableByPosition({
    lines: [
      { position: 1, returnable: 2 },
      { position: 2, returnable: 0 },
    ],
  });

  it('asks for at least one unit', () => {
    expect(checkChoice([line(1, 0)], returnable)).toEqual({ lines: 'check.nothingChosen' });
  });

  it('asks for a reason per chosen line and no more units than returnable', () => {
    expect(checkChoice([line(1, 3, ''), line(2, 1)], returnable)).toEqual({
      'lines.1.quantity': 'check.tooMany',
      'lines.1.reason': 'check.reasonRequired',
      'lines.2.quantity': 'check.tooMany',
    });
  });

  it('lets a correct choice through', () => {
    expect(checkChoice([line(1, 2), line(2, 0, '')], returnable)).toEqual({});
  });
});

describe('the refund before the request', () => {
  it('gives a line its share of what was paid, to the cent, all of it for every unit', () => {
    expect(lineShare(money(1000), 3, 1)).toEqual(money(333));
    expect(lineShare(money(1000), 3, 2)).toEqual(money(667));
    expect(lineShare(money(1000), 3, 3)).toEqual(money(1000));
  });

  it('adds up the chosen lines, none when nothing is chosen', () => {
    const lines = [
      { position: 1, quantity: 2, total: money(2598) },
      { position: 2, quantity: 1, total: money(999) },
    ];
    expect(upToRefund(lines, [line(1, 1), line(2, 1)])).toEqual(money(1299 + 999));
    expect(upToRefund(lines, [line(1, 0)])).toBeNull();
  });
});

describe('returnFailures', () => {
  const refusal = (message: string, details: ApiError['details'] = [], status = 409) =>
    new ApiError({ status, message, details });

  it('names the day a closed window closed', () => {
    expect(
      returnFailures(
        refusal('error.return.windowClosed', [
          {
            path: 'orderReference',
            message: 'error.return.windowClosed',
            params: { closedOn: '2026-11-30' },
          },
        ]),
      ),
    ).toEqual([{ key: 'failure.windowClosed', closedOn: '2026-11-30' }]);
  });

  it('names each line with the units still available', () => {
    expect(
      returnFailures(
        refusal('error.return.tooMany', [
          {
            path: 'lines.0.quantity',
            message: 'error.return.tooMany',
            params: { position: 2, available: 1, requested: 3 },
          },
        ]),
      ),
    ).toEqual([{ key: 'failure.tooMany', position: 2, available: 1 }]);
  });

  it('says an unknown order and a wrong e-mail alike, and the photo refusals', () => {
    expect(returnFailures(refusal('error.return.orderNotFound', [], 404))).toEqual([
      { key: 'failure.orderNotFound' },
    ]);
    expect(
      returnFailures(
        refusal('validation.failed', [{ path: 'photos.1', message: 'validation.photo.tooLarge' }], 400),
      ),
    ).toEqual([{ key: 'failure.photoTooLarge' }]);
    expect(returnFailures(refusal('error.return.notDelivered'))).toEqual([{ key: 'failure.notDelivered' }]);
  });

  it('leaves other failures to the general text', () => {
    expect(returnFailures(refusal('error.http', [], 500))).toBeNull();
    expect(returnFailures(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('returnStatusPath', () => {
  it('is the link of the label and the mails, number and postcode normalised', () => {
    expect(returnStatusPath({ trackingNumber: 'rr 1234 5678 9de', postcode: '1012 ab' })).toBe(
      '/return/RR123456789DE/1012AB',
    );
  });
});

describe('withdrawalLines', () => {
  it('names no lines for the whole order', () => {
    expect(withdrawalLines(false, { 1: 2 })).toBeUndefined();
  });

  it('names the lines with units, in order', () => {
    expect(withdrawalLines(true, { 3: 1, 1: 2, 2: 0 })).toEqual([
      { position: 1, quantity: 2 },
      { position: 3, quantity: 1 },
    ]);
  });
});

describe('formatDay', () => {
  it('writes the API’s calendar day as it stands', () => {
    expect(formatDay('de', '2026-12-31')).toBe('31. Dezember 2026');
    expect(formatDay('en', '2026-01-01')).toBe('1 January 2026');
  });
});
