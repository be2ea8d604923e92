import { describe, expect, it } from 'vitest';
import { DOCUMENT_SERIES, DocumentParams, documentPath } from './documents.ts';
import { failure, success } from './test-support.ts';

describe('DocumentParams', () => {
  it.each([
    ['invoice', 'INV-2026-000001'],
    ['credit-note', 'CRN-2026-000042'],
    ['invoice', 'INV-2027-1000000'],
  ])('accepts %s %s', (documentType, documentNumber) => {
    expect(success(DocumentParams, { documentType, documentNumber })).toEqual({
      documentType,
      documentNumber,
    });
  });

  it.each([
    [
      { documentType: 'receipt', documentNumber: 'INV-2026-000001' },
      'documentType',
      'validation.enum.invalid',
    ],
    [
      { documentType: 'invoice', documentNumber: 'INV-2026-1' },
      'documentNumber',
      'validation.string.pattern',
    ],
    [
      { documentType: 'invoice', documentNumber: 'inv-2026-000001' },
      'documentNumber',
      'validation.string.pattern',
    ],
    [
      { documentType: 'invoice', documentNumber: '../INV-2026-000001' },
      'documentNumber',
      'validation.string.pattern',
    ],
  ])('refuses %j', (params, path, message) => {
    expect(failure(DocumentParams, params)[0]).toMatchObject({ path, message });
  });
});

describe('documentPath', () => {
  it('is where the API answers the PDF, one series per type', () => {
    expect(documentPath('credit-note', 'CRN-2026-000001')).toBe(
      '/v1/me/orders/document/credit-note/CRN-2026-000001',
    );
    expect(DOCUMENT_SERIES).toEqual({ invoice: 'INV', 'credit-note': 'CRN' });
  });
});
