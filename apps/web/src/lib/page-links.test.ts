import { describe, expect, it } from 'vitest';
import { linkableParts } from './page-links';

describe('linkableParts', () => {
  it('finds a web address without the punctuation after it', () => {
    expect(
      linkableParts('Starten Sie Ihre Rücksendung unter https://shop.example/de/return: kostenlos.'),
    ).toEqual([
      { kind: 'text', text: 'Starten Sie Ihre Rücksendung unter ' },
      { kind: 'web', text: 'https://shop.example/de/return' },
      { kind: 'text', text: ': kostenlos.' },
    ]);
    expect(linkableParts('itt: http://localhost:3000/hu/return. Ingyenes.')[1]).toEqual({
      kind: 'web',
      text: 'http://localhost:3000/hu/return',
    });
  });

  it('finds e-mail addresses and international phone numbers', () => {
    expect(linkableParts('E-mail: shop@tendero.localhost, phone +49 30 23125 000')).toEqual([
      { kind: 'text', text: 'E-mail: ' },
      { kind: 'email', text: 'shop@tendero.localhost' },
      { kind: 'text', text: ', phone ' },
      { kind: 'phone', text: '+49 30 23125 000' },
    ]);
  });

  it('leaves text without any of them as it is', () => {
    expect(linkableParts('Monday to Friday, 9:00–17:00.')).toEqual([
      { kind: 'text', text: 'Monday to Friday, 9:00–17:00.' },
    ]);
  });
});
