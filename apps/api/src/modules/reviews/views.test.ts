import { describe, expect, it } from 'vitest';
import { averageTenths, reviewAuthor, tenthsText } from './views.ts';

describe('the name a review is shown with', () => {
  it('keeps the first name and the initial of the last, in any script', () => {
    expect(reviewAuthor('Zofia Kowalska')).toBe('Zofia K.');
    expect(reviewAuthor('  Αγγελική   Παπαδοπούλου ')).toBe('Αγγελική Π.');
    expect(reviewAuthor('Ana María de la Vega')).toBe('Ana V.');
    expect(reviewAuthor('Łukasz łoś')).toBe('Łukasz Ł.');
    expect(reviewAuthor('Cher')).toBe('Cher');
  });
});

describe('averages in tenths', () => {
  it('rounds half up in integers', () => {
    expect(averageTenths(17, 4)).toBe(43);
    expect(tenthsText(43)).toBe('4.3');
  });
});
