import { describe, expect, it } from 'vitest';
import { parsePageBody } from './page-body.ts';

describe('parsePageBody', () => {
  it('reads headings, notices, lists and paragraphs with their line breaks', () => {
    const body = [
      '! Sample text: replace it.',
      '',
      '## Provider',
      'Shop GmbH',
      'Street 1, 10115 Berlin',
      '',
      '### Contact',
      '- Phone',
      '- E-mail',
      'After the list.',
      '',
      '',
      'Second paragraph.',
    ].join('\n');
    expect(parsePageBody(body)).toEqual([
      { kind: 'notice', text: 'Sample text: replace it.' },
      { kind: 'heading', level: 2, text: 'Provider' },
      { kind: 'paragraph', lines: ['Shop GmbH', 'Street 1, 10115 Berlin'] },
      { kind: 'heading', level: 3, text: 'Contact' },
      { kind: 'list', items: ['Phone', 'E-mail'] },
      { kind: 'paragraph', lines: ['After the list.'] },
      { kind: 'paragraph', lines: ['Second paragraph.'] },
    ]);
  });

  it('keeps markup as text: there is no HTML in a page', () => {
    expect(parsePageBody('<script>alert(1)</script>\r\n# one hash\n#### four')).toEqual([
      { kind: 'paragraph', lines: ['<script>alert(1)</script>', '# one hash', '#### four'] },
    ]);
    expect(parsePageBody('')).toEqual([]);
  });
});
