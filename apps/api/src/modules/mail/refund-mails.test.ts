import { describe, expect, it } from 'vitest';
import { LOCALES, formatMoney, type Locale } from '@tendero/contract';
import { fill, serverTexts } from '../../lib/server-texts.ts';
import { escapeHtml } from './layout.ts';
import { refundIssuedMail, type RefundMailFacts } from './refund-mails.ts';

const to = (locale: Locale) => ({ recipient: 'ana@example.com', locale, name: 'Ana Silva' });
const eur = (locale: Locale, amount: number) => formatMoney(locale, { amount, currency: 'EUR' });

const facts = (overrides: Partial<RefundMailFacts> = {}): RefundMailFacts => ({
  kind: 'refund',
  reference: 'K7QM-4XPR',
  orderUrl: 'http://localhost:3000/en/account/orders/K7QM-4XPR',
  lines: [{ name: 'Kaffeemühle „Aroma“', quantity: 2, amount: 8982 }],
  shipping: 495,
  total: 9477,
  creditNote: 'CRN-2026-000042',
  paymentMethod: 'Card',
  ...overrides,
});

describe('refund mail', () => {
  it.each(LOCALES)('is written in %s with the amount, what went back and the credit note', (locale) => {
    const mail = refundIssuedMail(to(locale), facts());
    const t = serverTexts(locale, 'refunds').issued;
    expect(mail).toMatchObject({ recipient: 'ana@example.com', locale, template: 'refund-issued' });
    expect(mail.subject).toBe(fill(t.subject, { reference: 'K7QM-4XPR' }));
    for (const body of [mail.subject, mail.text, mail.html ?? '']) {
      expect(body).not.toMatch(/\{\w+\}/);
      expect(body).not.toMatch(/\bissued\.[a-z]/);
    }
    for (const body of [mail.text, mail.html ?? '']) {
      for (const amount of [9477, 8982, 495]) expect(body).toContain(escapeHtml(eur(locale, amount)));
      expect(body).toContain('CRN-2026-000042');
      expect(body).toContain(escapeHtml('Kaffeemühle „Aroma“'));
      expect(body).toContain(
        escapeHtml(fill(t.intro, { amount: eur(locale, 9477), reference: 'K7QM-4XPR' })),
      );
    }
  });

  it.each(LOCALES)(
    'says in %s that a cancelled order is cancelled, and refunded when it was paid',
    (locale) => {
      const t = serverTexts(locale, 'refunds').issued;
      const paid = refundIssuedMail(to(locale), facts({ kind: 'cancellation' }));
      expect(paid.subject).toBe(fill(t.cancelledSubject, { reference: 'K7QM-4XPR' }));
      expect(paid.text).toContain(fill(t.cancelledRefund, { amount: eur(locale, 9477) }));
      // A zero-amount order: nothing goes back, so no amounts and no payment method.
      const free = refundIssuedMail(
        to(locale),
        facts({
          kind: 'cancellation',
          lines: [{ name: 'Gift', quantity: 1, amount: 0 }],
          shipping: 0,
          total: 0,
        }),
      );
      expect(free.text).toContain(fill(t.cancelledIntro, { reference: 'K7QM-4XPR' }));
      expect(free.text).not.toContain(t.heading);
      expect(free.text).not.toContain('Card');
      expect(free.text).toContain('CRN-2026-000042');
    },
  );
});
