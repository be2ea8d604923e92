import { describe, expect, it } from 'vitest';
import { foldText, searchWords, stemWord } from './search-text.ts';

describe('search text', () => {
  it('folds case and accents, Greek tonos and final sigma too', () => {
    expect(foldText('Küche')).toBe('kuche');
    expect(foldText('Τηγάνια')).toBe(foldText('ΤΗΓΑΝΙΑ'));
    expect(foldText('λάμπες')).toBe('λαμπεσ');
    expect(foldText('Lampa stołowa')).toBe('lampa stolowa');
    expect(foldText('Straße Ørsted')).toBe('strasse orsted');
  });

  it('reduces word forms to one stem in each language', () => {
    const same: [Parameters<typeof stemWord>[0], string[]][] = [
      ['de', ['pfanne', 'pfannen']],
      ['en', ['lamp', 'lamps']],
      ['fi', ['lamppu', 'lamppuja', 'lampun']],
      ['el', ['τηγανι', 'τηγανια', 'τηγανιου']],
      ['es', ['lampara', 'lamparas']],
      ['cs', ['panev', 'panve', 'panvi']],
      ['sk', ['panvica', 'panvice', 'panvicou']],
      ['pl', ['patelnia', 'patelnie', 'patelni']],
    ];
    for (const [locale, words] of same) {
      const stems = words.map((word) => stemWord(locale, word));
      expect(new Set(stems).size, `${locale}: ${words.join(', ')} -> ${stems.join(', ')}`).toBe(1);
    }
  });

  it('keeps sizes, models and short words whole, and the words as written', () => {
    expect(searchWords('de', 'Ferrum Pro 28 cm, E27-Fassung').map((word) => word.stem)).toEqual([
      'ferrum',
      'pro',
      '28',
      'cm',
      'e27',
      'fassung',
    ]);
    expect(searchWords('el', 'Τηγάνι').map((word) => word.form)).toEqual(['τηγάνι']);
  });
});
