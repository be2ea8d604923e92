import { describe, expect, it } from 'vitest';
import { LOCALES, WITHDRAWAL_BUTTON, formatMoney, formatPercent, type Locale } from '@tendero/contract';
import { textEntries } from '@tendero/contract/text-checks';
import { fill, serverTexts } from '../../lib/server-texts.ts';
import { SAMPLE_PAGES } from '../cms/index.ts';
import { escapeHtml } from './layout.ts';
import { shopLink, shopPagePath } from './links.ts';
import { addWorkingDays, deliveryWindow, orderConfirmationMail, shopCalendarDay } from './order-mails.ts';
import { sampleOrderFacts } from './order-mails.fixture.ts';

const to = (locale: Locale) => ({ recipient: 'ana@example.com', locale, name: 'Ana' });
const eur = (locale: Locale, amount: number) => formatMoney(locale, { amount, currency: 'EUR' });
const seller = sampleOrderFacts().seller;

describe('order confirmation mail', () => {
  it.each(LOCALES)('is written in %s with every text filled and every figure formatted', (locale) => {
    const facts = sampleOrderFacts();
    const mail = orderConfirmationMail(to(locale), facts);
    const texts = serverTexts(locale, 'orders');
    expect(mail).toMatchObject({ recipient: 'ana@example.com', locale, template: 'order-confirmation' });
    expect(mail.subject).toBe(fill(texts.confirmation.subject, { reference: 'TND-2026-000123' }));
    expect(mail.html).toContain(`<html lang="${locale}">`);

    for (const body of [mail.subject, mail.text, mail.html ?? '']) {
      // No placeholder left unfilled, no message key written instead of its text.
      expect(body).not.toMatch(/\{\w+\}/);
      expect(body).not.toMatch(/\b(confirmation|withdrawal|withdrawalForm)\.[a-z]/);
    }
    for (const body of [mail.text, mail.html ?? '']) {
      for (const amount of [11962, 12470, -998, 490, 4990, 8982, 1512, 7960, 163, 2327]) {
        expect(body, `${locale} ${amount}`).toContain(escapeHtml(eur(locale, amount)));
      }
      expect(body).toContain(escapeHtml(formatPercent(locale, 1900)));
      expect(body).toContain(escapeHtml(formatPercent(locale, 700)));
    }
    expect(mail.text).toContain(
      fill(texts.confirmation.totals.vat, { rate: formatPercent(locale, 1900), net: eur(locale, 7960) }),
    );
  });

  it.each(LOCALES)('carries the withdrawal information and the model form in %s', (locale) => {
    const facts = sampleOrderFacts();
    const mail = orderConfirmationMail(to(locale), facts);
    const sellerAddress = `${seller.address}, ${new Intl.DisplayNames([locale], { type: 'region' }).of('DE')}`;
    const values = {
      sellerName: seller.name,
      sellerAddress,
      sellerEmail: seller.email,
      sellerPhone: seller.phone,
      orderUrl: facts.orderUrl,
      button: WITHDRAWAL_BUTTON[locale].withdraw,
    };
    const { withdrawal, withdrawalForm } = serverTexts(locale, 'orders');
    // Every sentence of Annex I(A) and I(B), filled in with the seller, in text and in HTML.
    for (const [key, text] of [...textEntries(withdrawal), ...textEntries(withdrawalForm)]) {
      const filled = fill(text, values);
      expect(mail.text, `${locale} ${key}`).toContain(filled);
      expect(mail.html, `${locale} ${key}`).toContain(escapeHtml(filled));
    }
    // The withdrawal function by its official label (French "Renoncer au contrat ici").
    expect(mail.text).toContain(WITHDRAWAL_BUTTON[locale].withdraw);
    // 14 days, as digits or as the word the official text uses ("vierzehn", "quatorze").
    expect(withdrawal.right).toMatch(/14|vierzehn|quatorze/);
    expect(withdrawal.period).toMatch(/14|vierzehn|quatorze/);
    expect(withdrawal.how).toContain('{sellerEmail}');
    expect(withdrawalForm.to).toMatch(/\{sellerName\}.*\{sellerAddress\}.*\{sellerEmail\}/);
    // The form has its six blanks to write on, after its title.
    const form = mail.text.slice(mail.text.indexOf(withdrawalForm.heading));
    expect(form.match(/_{48}/g)).toHaveLength(6);
    expect((mail.html ?? '').match(/border-bottom:1px solid #71717a;"><\/div>/g)).toHaveLength(6);
  });

  it.each(LOCALES)(
    'gives the withdrawal information of the shop’s withdrawal page, word for word, in %s',
    (locale) => {
      // The mail names the seller as {sellerName}, the page as {shopName}: otherwise the same sentences, so
      // the mail never says something the page does not (who bears the return costs, for one).
      const asOnPage = (text: string) =>
        text.replace(/\{seller(\w+)\}/g, (_whole, name: string) => `{shop${name}}`);
      const lines = new Set(
        SAMPLE_PAGES[locale].withdrawal.body
          .split('\n')
          .map((line) => line.replace(/^(## |- )/, ''))
          .filter((line) => line !== ''),
      );
      const { withdrawal, withdrawalForm } = serverTexts(locale, 'orders');
      for (const [key, text] of [...textEntries(withdrawal), ...textEntries(withdrawalForm)]) {
        // The withdrawal function (Art. 11a) lives on the order page and in the mail, not on the page.
        if (key === 'online') continue;
        expect(lines.has(asOnPage(text)), `${locale} ${key}: ${text}`).toBe(true);
      }
    },
  );

  it('tells of the online withdrawal function only where the shop has one', () => {
    const { online } = serverTexts('de', 'orders').withdrawal;
    const opening = online.slice(0, online.indexOf('{')).trim();
    expect(opening.length).toBeGreaterThan(10);
    const without = orderConfirmationMail(to('de'), sampleOrderFacts({ withdrawalUrl: null }));
    expect(without.text).not.toContain(opening);
    expect(without.html).not.toContain(opening);
    expect(orderConfirmationMail(to('de'), sampleOrderFacts()).text).toContain(opening);
  });

  it.each(LOCALES)('links to the terms page of the seed in %s, in text and HTML', (locale) => {
    const origins = { publicOrigins: ['https://tendero.example'], shopDomains: {}, webPort: 3000 };
    const page = SAMPLE_PAGES[locale].terms;
    const termsUrl = shopLink(origins, locale, shopPagePath(page.slug));
    expect(termsUrl).toBe(`https://tendero.example/${locale}/pages/${page.slug}`);
    const mail = orderConfirmationMail(to(locale), sampleOrderFacts({ termsUrl }));
    const { terms } = serverTexts(locale, 'orders').confirmation;
    // The section is named as the page it links to.
    expect(terms.heading).toBe(page.title);
    expect(mail.text).toContain(
      `${terms.heading}\n${'='.repeat([...terms.heading].length)}\n\n${terms.text}\n\n${termsUrl}\n`,
    );
    expect(mail.html).toContain(escapeHtml(terms.heading));
    expect(mail.html).toContain(escapeHtml(terms.text));
    expect(mail.html).toContain(`<a href="${escapeHtml(termsUrl)}"`);
    // Read before the withdrawal information, which it does not replace.
    const withdrawal = serverTexts(locale, 'orders').withdrawal.heading;
    expect(mail.text.indexOf(terms.text)).toBeLessThan(mail.text.indexOf(`${withdrawal}\n`));
  });

  it('writes the English mail as a customer reads it', () => {
    const mail = orderConfirmationMail(to('en'), sampleOrderFacts());
    expect(mail.subject).toBe('Your order TND-2026-000123 is confirmed');
    expect(mail.text).toContain('Thank you for your order TND-2026-000123 of 6 March 2026.');
    expect(mail.text).toContain(
      'Pfanne "Klassik" <28 cm>\n  Item no. PAN-28\n  VAT 19%\n  Discount -€9.98\n' +
        '  Qty: 2 · Unit price: €49.90 · Amount: €89.82',
    );
    expect(mail.text).toContain('Geschirrtuch\n  Free gift\n  Item no. TOWEL-1');
    expect(mail.text).toContain('Total                           €119.62\n');
    expect(mail.text).toContain('Included VAT 7% on €23.27 net     €1.63');
    expect(mail.text).toContain('Estimated delivery  Mon 9\u2009–\u2009Wed 11 March');
    expect(mail.text).toContain(
      'Delivery address\nAna Muster\nHauptstraße 5\nHinterhaus\n80331 München\nGermany',
    );
    expect(mail.text).toContain('Invoice address\nMuster & Söhne GmbH\nAna Muster');
    expect(mail.text).toContain('with the function “Withdraw from contract here” on your order page');
    expect(mail.text).toContain('We will bear the cost of returning the goods.');
    expect(mail.text).toContain(
      'To Tendero Demo GmbH, Beispielstraße 12, 10115 Berlin, Germany, e-mail shop@tendero.localhost:',
    );
    expect(mail.text).toContain(
      'Terms and conditions\n====================\n\nThe terms and conditions valid at the time of your order ' +
        'apply to your contract; you can view, save and print them on this page:\n\n' +
        'https://tendero.example/de/pages/agb\n',
    );
    expect(mail.text).not.toContain('Payment fee');
  });

  it('writes French labels with the space French puts before a colon', () => {
    const mail = orderConfirmationMail(to('fr'), sampleOrderFacts());
    expect(mail.text).toContain('Qté\u00a0: 2 · Prix unitaire\u00a0: 49,90\u00a0€');
  });

  it('escapes product names, addresses and the payment label in the HTML, and keeps them as written in the text', () => {
    const facts = sampleOrderFacts({
      paymentMethod: 'Card <b>4242</b>',
      deliveryAddress: { ...sampleOrderFacts().deliveryAddress, name: '<img src=x onerror=alert(1)>' },
    });
    const mail = orderConfirmationMail(to('de'), facts);
    expect(mail.html).not.toMatch(/<28 cm>|<img|<b>/);
    expect(mail.html).toContain('Pfanne &quot;Klassik&quot; &lt;28 cm&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Card &lt;b&gt;4242&lt;/b&gt;');
    expect(mail.html).toContain(
      'href="https://tendero.example/de/account/orders/TND-2026-000123?from=mail&amp;x=1"',
    );
    expect(mail.text).toContain('Pfanne "Klassik" <28 cm>');
    expect(mail.html).not.toMatch(/<script|<link|<style/i);
  });

  it('lays lines and totals out as tables in the HTML', () => {
    const html = orderConfirmationMail(to('de'), sampleOrderFacts()).html ?? '';
    expect(html).toMatch(
      /<thead><tr><th scope="col"[^>]*>Artikel<\/th><th scope="col"[^>]*>Menge<\/th><th scope="col"[^>]*>Einzelpreis<\/th><th scope="col"[^>]*>Betrag<\/th><\/tr><\/thead>/,
    );
    expect(html).toMatch(
      /<td style="[^"]*">Gesamtbetrag<\/td><td style="[^"]*font-weight:700[^"]*">119,62\u00a0€<\/td>/,
    );
    expect(html).toContain('Muster &amp; Söhne GmbH<br>Ana Muster<br>Marktplatz 1');
  });

  it('says why no VAT is charged on an export and under reverse charge, and shows no empty VAT lines', () => {
    const zeroVat = [{ rate: 0, net: 10287, vat: 0 }];
    const plain = orderConfirmationMail(to('de'), sampleOrderFacts());
    const exportMail = orderConfirmationMail(
      to('de'),
      sampleOrderFacts({ vatExemption: 'export', vat: zeroVat }),
    );
    const reverse = orderConfirmationMail(
      to('de'),
      sampleOrderFacts({ vatExemption: 'reverseCharge', vat: zeroVat }),
    );
    const texts = serverTexts('de', 'orders').confirmation.vatExemption;
    expect(exportMail.text).toContain(texts.export);
    expect(exportMail.html).toContain(escapeHtml(texts.export));
    expect(exportMail.text).not.toContain(texts.reverseCharge);
    expect(reverse.text).toContain(texts.reverseCharge);
    expect(reverse.text).toContain('Reverse Charge');
    expect(reverse.text).not.toContain(texts.export);
    expect(plain.text).not.toContain(texts.export);
    expect(plain.text).not.toContain(texts.reverseCharge);
    expect(exportMail.text).not.toContain('Enthaltene MwSt.');
    for (const locale of LOCALES) {
      const notes = serverTexts(locale, 'orders').confirmation.vatExemption;
      expect(orderConfirmationMail(to(locale), sampleOrderFacts({ vatExemption: 'export' })).text).toContain(
        notes.export,
      );
      expect(
        orderConfirmationMail(to(locale), sampleOrderFacts({ vatExemption: 'reverseCharge' })).text,
      ).toContain(notes.reverseCharge);
    }
  });

  it('leaves out the delivery estimate when the carrier gives none, and shows a payment fee when there is one', () => {
    const facts = sampleOrderFacts({
      shipping: { carrier: 'Spedition', deliveryDays: null },
      totals: { ...sampleOrderFacts().totals, paymentFee: 150, total: 12112 },
    });
    const mail = orderConfirmationMail(to('en'), facts);
    expect(mail.text).not.toContain('Estimated delivery');
    expect(mail.text).toContain('Shipping (Spedition)');
    expect(mail.text).toMatch(/Payment fee {2,}€1\.50\n/);
    expect(mail.text).toContain('€121.12');
  });
});

describe('delivery estimate', () => {
  it('counts working days, skipping Saturdays and Sundays', () => {
    expect(addWorkingDays('2026-03-06', 1)).toBe('2026-03-09'); // Friday + 1: Monday
    expect(addWorkingDays('2026-03-05', 2)).toBe('2026-03-09'); // Thursday + 2: Monday
    expect(addWorkingDays('2026-03-02', 3)).toBe('2026-03-05'); // Monday + 3: Thursday
    expect(addWorkingDays('2026-03-06', 5)).toBe('2026-03-13'); // Friday + 5: next Friday
    expect(addWorkingDays('2026-03-07', 1)).toBe('2026-03-09'); // Saturday + 1: Monday
    expect(addWorkingDays('2026-03-08', 0)).toBe('2026-03-09'); // Sunday + 0: Monday
    expect(addWorkingDays('2026-03-04', 0)).toBe('2026-03-04');
    expect(addWorkingDays('2026-12-31', 2)).toBe('2027-01-04'); // across the year, over a weekend
  });

  it('starts from the day the order was placed in the shop’s time zone', () => {
    // 23:30 UTC on Friday is 00:30 on Saturday in Berlin: a Saturday order.
    expect(shopCalendarDay('2026-03-06T23:30:00Z', 'Europe/Berlin')).toBe('2026-03-07');
    expect(deliveryWindow('2026-03-06T23:30:00Z', { min: 1, max: 2 }, 'Europe/Berlin')).toEqual({
      from: '2026-03-09',
      to: '2026-03-10',
    });
    expect(deliveryWindow('2026-03-06T10:15:00Z', { min: 2, max: 4 }, 'Europe/Berlin')).toEqual({
      from: '2026-03-10',
      to: '2026-03-12',
    });
  });

  it('writes the range in the mail in the customer’s language, without weekend days', () => {
    const facts = sampleOrderFacts({ shipping: { carrier: 'DHL Paket', deliveryDays: { min: 1, max: 3 } } });
    expect(orderConfirmationMail(to('de'), facts).text).toContain('Mo., 9.\u2009–\u2009Mi., 11. März');
    expect(orderConfirmationMail(to('en'), facts).text).toContain('Mon 9\u2009–\u2009Wed 11 March');
  });
});
