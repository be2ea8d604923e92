import { describe, expect, it } from 'vitest';
import { deliveryWindow } from './delivery-dates';

describe('deliveryWindow', () => {
  // Friday 8 May 2026.
  const friday = new Date('2026-05-08T10:00:00Z');

  it('counts working days only: two working days after a Friday is the Tuesday', () => {
    expect(deliveryWindow('en-GB', { min: 2, max: 2 }, friday)).toBe('Tue 12 May');
  });

  it('writes a range in the language of the page', () => {
    // ICU puts thin spaces around the dash.
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(deliveryWindow('en-GB', { min: 1, max: 3 }, friday))).toBe('Mon 11 May – Wed 13 May');
    expect(spaced(deliveryWindow('de', { min: 1, max: 3 }, friday))).toBe('Mo., 11. – Mi., 13. Mai');
  });
});
