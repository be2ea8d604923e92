import { describe, expect, it } from 'vitest';
import { LOCALES } from '@tendero/contract';
import { fill, serverTexts } from '../../lib/server-texts.ts';
import { escapeHtml } from './layout.ts';
import { loadConfig } from '../../config.ts';
import { SHOP_PAGES, shopLink, shopOrigin, shopPagePath } from './links.ts';
import {
  passwordChangedMail,
  passwordResetMail,
  stockAlertMail,
  supportConfirmationMail,
  supportReplyMail,
  welcomeMail,
} from './templates.ts';

const url = 'https://tendero.example/x?token=a&b=1';
const returnUrl = 'https://tendero.example/en/return';
const everyMail = (locale: (typeof LOCALES)[number], name = 'Ana') => {
  const to = { recipient: 'ana@example.com', locale, name };
  return [
    welcomeMail(to, { accountUrl: url, returnUrl, returnDays: 45 }),
    passwordResetMail(to, url, 60),
    passwordChangedMail(to, url),
    supportConfirmationMail(to, 'My <b>order</b> & more'),
    stockAlertMail({ recipient: to.recipient, locale }, 'Pfanne "Klassik" <28 cm>', url),
    supportReplyMail(to, { reply: 'It <i>left</i> today.', original: 'My <b>order</b> & more' }, url),
  ];
};

describe('mail templates', () => {
  it.each(LOCALES)('writes all six mails in %s, every placeholder filled', (locale) => {
    const mails = everyMail(locale);
    expect(mails.map((mail) => mail.template)).toEqual([
      'welcome',
      'password-reset',
      'password-changed',
      'support-confirmation',
      'stock-alert',
      'support-reply',
    ]);
    for (const mail of mails) {
      expect(mail.locale).toBe(locale);
      expect(mail.recipient).toBe('ana@example.com');
      expect(mail.subject.trim()).not.toBe('');
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{(name|shop|product|minutes|days)\}/);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.text).toContain(fill(serverTexts(locale, 'mail').signature, { shop: 'Tendero' }));
    }
    const [welcome, reset, , , stock] = mails;
    expect(welcome?.text).toContain(fill(serverTexts(locale, 'mail').greeting, { name: 'Ana' }));
    // The return period as configured, and the page where a return starts.
    expect(welcome?.text).toContain(fill(serverTexts(locale, 'mail').welcome.returns, { days: 45 }));
    expect(welcome?.text).toMatch(/\b45\b/);
    expect(welcome?.text).toContain(`\n${returnUrl}\n`);
    expect(reset?.text).toContain('60');
    expect(stock?.subject).toContain('Pfanne "Klassik" <28 cm>');
    expect(stock?.text).toContain(serverTexts(locale, 'mail').greetingAnonymous);
  });

  it('puts links in the text on their own line and as escaped hrefs in the HTML', () => {
    const reset = passwordResetMail({ recipient: 'a@example.com', locale: 'en', name: 'Ana' }, url, 60);
    expect(reset.subject).toBe('Reset your Tendero password');
    expect(reset.text).toContain(`Choose a new password\n${url}\n`);
    expect(reset.text).toContain('The link works once and expires in 60 minutes.');
    expect(reset.html).toContain('href="https://tendero.example/x?token=a&amp;b=1"');
  });

  it('escapes what customers and the catalogue write, so it never becomes markup', () => {
    const mails = everyMail('en', '<img src=x onerror=alert(1)>');
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<img|<b>|<i>|<28 cm>/);
    }
    expect(mails[0]?.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mails[3]?.html).toContain('My &lt;b&gt;order&lt;/b&gt; &amp; more');
    expect(mails[3]?.text).toContain('> My <b>order</b> & more');
    expect(mails[4]?.html).toContain('Pfanne &quot;Klassik&quot; &lt;28 cm&gt;');
    expect(mails[5]?.html).toContain('It &lt;i&gt;left&lt;/i&gt; today.');
    expect(mails[5]?.html).toContain('My &lt;b&gt;order&lt;/b&gt; &amp; more');
  });

  it('keeps HTML free of tables, scripts and external styles', () => {
    for (const mail of everyMail('el')) {
      expect(mail.html).not.toMatch(/<table|<script|<link|<style/i);
    }
  });

  it('fills only known placeholders, once', () => {
    expect(fill('{name} {unknown} {name}', { name: '{name}' })).toBe('{name} {unknown} {name}');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('shop links', () => {
  const base = { publicOrigins: ['http://localhost:3000'], shopDomains: {}, webPort: 3000 };

  it('prefix the language on the first public origin', () => {
    expect(shopLink(base, 'de', SHOP_PAGES.account)).toBe('http://localhost:3000/de/account');
    expect(
      shopLink(
        { ...base, publicOrigins: ['https://shop.example/'] },
        'fr',
        '/account/reset-password?token=t',
      ),
    ).toBe('https://shop.example/fr/account/reset-password?token=t');
  });

  it('follow PORT when no public origin is configured', () => {
    expect(shopLink(loadConfig({ PORT: '3300' }), 'de', SHOP_PAGES.account)).toBe(
      'http://localhost:3300/de/account',
    );
  });

  it("use the language's country domain, else the English shop's", () => {
    const domains = {
      ...base,
      shopDomains: { de: 'tendero.de', en: 'tendero.com', fr: 'fr.localhost:3000' },
    };
    expect(shopOrigin(domains, 'de')).toBe('https://tendero.de');
    expect(shopOrigin(domains, 'fr')).toBe('http://fr.localhost:3000');
    expect(shopLink(domains, 'pl', SHOP_PAGES.account)).toBe('https://tendero.com/pl/account');
  });

  it('lead to a shop page by its slug in the language, as the storefront routes it', () => {
    expect(shopLink(base, 'de', shopPagePath('agb'))).toBe('http://localhost:3000/de/pages/agb');
    expect(shopLink(base, 'el', shopPagePath('oroi-kai-proypotheseis'))).toBe(
      'http://localhost:3000/el/pages/oroi-kai-proypotheseis',
    );
    // A merchant's slug with letters beyond ASCII stays one working path segment.
    expect(shopPagePath('obchodní podmínky')).toBe('pages/obchodn%C3%AD%20podm%C3%ADnky');
  });
});
