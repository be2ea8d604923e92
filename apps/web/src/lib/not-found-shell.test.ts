import { describe, expect, it } from 'vitest';
import { decodableUrl, localeOfRequest, repairShell } from './not-found-shell';

const texts = {
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Gibt es nicht.',
  backHome: 'Startseite',
};

describe('the not-found shell', () => {
  it('gets the language of its page and a text for browsers without JavaScript', () => {
    const shell =
      '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div></body></html>';
    const repaired = repairShell(shell, 'de', texts, '/de');
    expect(repaired).toContain('<html id="__next_error__" lang="de">');
    expect(repaired).toContain(
      '<body><noscript><main id="content" class="message-page"><h1>Seite nicht gefunden</h1>',
    );
    expect(repaired).toContain('<a class="button" href="/de">Startseite</a>');
  });

  it('leaves every other page as it is', () => {
    const page = '<!DOCTYPE html><html lang="de"><head></head><body><h1>Pfannen</h1></body></html>';
    expect(repairShell(page, 'de', texts, '/de')).toBe(page);
  });

  it('reads the language from the path prefix, else the country domain, else English', () => {
    const domains = [{ locale: 'fr' as const, host: 'tendero.fr' }];
    expect(localeOfRequest(domains, '/el/den-yparxei?x=1', 'localhost:3000')).toBe('el');
    expect(localeOfRequest(domains, '/cuisine/rien', 'Tendero.fr')).toBe('fr');
    expect(localeOfRequest(domains, '/nothing', 'elsewhere.example')).toBe('en');
  });
});

describe('paths Next cannot decode', () => {
  it('are taken literally, while every other path stays as it is', () => {
    expect(decodableUrl('/en/%E0%A4%A?sort=name')).toBe('/en/%25E0%25A4%25A?sort=name');
    expect(decodableUrl('/en/100%-cotton')).toBe('/en/100%25-cotton');
    expect(decodableUrl('/el/%CE%BA%CE%BF%CF%85%CE%B6%CE%AF%CE%BD%CE%B1')).toBe(
      '/el/%CE%BA%CE%BF%CF%85%CE%B6%CE%AF%CE%BD%CE%B1',
    );
    expect(decodableUrl('/en/100%25-cotton?q=%ZZ')).toBe('/en/100%25-cotton?q=%ZZ');
  });
});
