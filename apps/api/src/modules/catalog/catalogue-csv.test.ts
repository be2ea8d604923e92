import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { formatPrice, parsePrice, splitList } from './catalogue-csv.ts';

describe('catalogue CSV cells', () => {
  it('reads prices as decimals with a dot exactly into cents', () => {
    expect(parsePrice('49.90')).toBe(4990);
    expect(parsePrice('49.9')).toBe(4990);
    expect(parsePrice('5')).toBe(500);
    expect(parsePrice('0.07')).toBe(7);
    // What floats get wrong: 1.15 × 100 is 114.99999999999999.
    expect(parsePrice('1.15')).toBe(115);
    expect(parsePrice('9007199254.99')).toBe(900719925499);
    for (const bad of ['12,5x', '12,50', '1e3', '-1', '4.999', '.5', '5.', ' 5', '', '1 000', '0x10']) {
      expect(parsePrice(bad), bad).toBeNull();
    }
  });

  it('writes every amount of cents back as the same price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 15 - 1 }),
        (cents) => parsePrice(formatPrice(cents)) === cents,
      ),
    );
  });

  it('keeps any text through a CSV round trip of the libraries', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 2, maxLength: 5 }), { minLength: 1 }),
        (rows) => {
          const width = rows[0]?.length ?? 2;
          const table = rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ''));
          const read = parse(stringify(table, { record_delimiter: 'windows' }), {
            relax_column_count: true,
          }) as string[][];
          // An all-empty single-cell row is written as an empty line, which a reader cannot tell from none.
          expect(read).toEqual(table.filter((row) => !(row.length === 1 && row[0] === '')));
        },
      ),
    );
  });

  it('splits lists on the bar, trimmed, without empty entries', () => {
    expect(splitList('kitchen/pots | kitchen | ')).toEqual(['kitchen/pots', 'kitchen']);
    expect(splitList('a|b')).toEqual(['a', 'b']);
  });
});
