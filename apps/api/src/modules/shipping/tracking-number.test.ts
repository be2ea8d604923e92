import { describe, expect, it } from 'vitest';
import {
  hasValidS10CheckDigit,
  isAcceptableTrackingNumber,
  looksLikeS10,
  newShopTrackingNumber,
  normalisePostcode,
  s10CheckDigit,
} from './tracking-number.ts';

describe('S10 check digit', () => {
  it('gives the check digits of known numbers', () => {
    // Royal Mail's example in UPU S10: 4·8 + 7·6 + 3·4 + 1·2 + 2·3 + 4·5 + 8·9 + 2·7 = 200, 200 mod 11 = 2, 11 − 2 = 9.
    expect(s10CheckDigit('47312482')).toBe(9);
    expect(hasValidS10CheckDigit('RR473124829GB')).toBe(true);
    // The contract's example: sum 204, mod 11 = 6, 11 − 6 = 5.
    expect(s10CheckDigit('12345678')).toBe(5);
    expect(hasValidS10CheckDigit('TE123456785DE')).toBe(true);
  });

  it('writes 11 as 5 and 10 as 0', () => {
    // Sum 0: 11 − 0 = 11, written 5.
    expect(s10CheckDigit('00000000')).toBe(5);
    // 8·7 = 56, 56 mod 11 = 1: 11 − 1 = 10, written 0.
    expect(s10CheckDigit('00000008')).toBe(0);
    expect(hasValidS10CheckDigit('EE000000085FR')).toBe(false);
    expect(hasValidS10CheckDigit('EE000000080FR')).toBe(true);
  });

  it('refuses a wrong check digit and anything that is not eight digits', () => {
    expect(hasValidS10CheckDigit('RR473124828GB')).toBe(false);
    expect(hasValidS10CheckDigit('RR47312482GB')).toBe(false);
    expect(() => s10CheckDigit('1234567')).toThrow();
    expect(() => s10CheckDigit('1234567a')).toThrow();
  });
});

describe('tracking numbers the shop makes and takes', () => {
  it('makes TE numbers with a right check digit and the shop’s country', () => {
    for (let round = 0; round < 200; round++) {
      const number = newShopTrackingNumber('de');
      expect(number).toMatch(/^TE\d{9}DE$/);
      expect(hasValidS10CheckDigit(number)).toBe(true);
    }
    expect(newShopTrackingNumber('AT', '47312482')).toBe('TE473124829AT');
  });

  it('takes a carrier’s own format, and an S10-looking number only with its check digit right', () => {
    expect(isAcceptableTrackingNumber('1Z999AA10123456784')).toBe(true);
    expect(isAcceptableTrackingNumber('00340434161094042557')).toBe(true);
    expect(isAcceptableTrackingNumber('RR473124829GB')).toBe(true);
    expect(looksLikeS10('RR473124828GB')).toBe(true);
    expect(isAcceptableTrackingNumber('RR473124828GB')).toBe(false);
    expect(isAcceptableTrackingNumber('ABC1234')).toBe(false);
    expect(isAcceptableTrackingNumber('rr473124829gb')).toBe(false);
  });

  it('compares postcodes without case and spaces', () => {
    expect(normalisePostcode(' sw1a  1aa ')).toBe('SW1A1AA');
    expect(normalisePostcode('00-950')).toBe('00-950');
  });
});
