import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { WITHDRAWAL_BUTTON } from './withdrawal-wording.ts';

describe('WITHDRAWAL_BUTTON', () => {
  it('has exactly the 16 shop languages', () => {
    expect(Object.keys(WITHDRAWAL_BUTTON).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s has both labels, non-empty, trimmed and distinct', (locale) => {
    const { withdraw, confirm } = WITHDRAWAL_BUTTON[locale];
    for (const label of [withdraw, confirm]) {
      expect(label.trim()).toBe(label);
      expect(label.length).toBeGreaterThan(0);
      // A button reads as a label, so the first letter is upper case (the Directive's words follow).
      expect(label.charAt(0)).toBe(label.charAt(0).toLocaleUpperCase(locale));
    }
    expect(withdraw.toLocaleLowerCase(locale)).not.toBe(confirm.toLocaleLowerCase(locale));
  });

  it('keeps the official wording where it differs from a word-for-word "… here"', () => {
    // The German version has no "hier": "Vertrag hier widerrufen" is not the Directive's wording.
    expect(WITHDRAWAL_BUTTON.de.withdraw).toBe('Vertrag widerrufen');
    expect(WITHDRAWAL_BUTTON.en).toEqual({
      withdraw: 'Withdraw from contract here',
      confirm: 'Confirm withdrawal',
    });
    expect(WITHDRAWAL_BUTTON.fr.withdraw).toBe('Renoncer au contrat ici');
  });

  it('gives every language its own labels', () => {
    for (const key of ['withdraw', 'confirm'] as const) {
      const labels = LOCALES.map((locale) => WITHDRAWAL_BUTTON[locale][key]);
      expect(new Set(labels).size).toBe(LOCALES.length);
    }
  });
});
