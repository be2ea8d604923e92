import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locale-data.ts';
import {
  FORM_OF_ADDRESS,
  copiedFromEnglish,
  formOfAddressSlips,
  moneySlips,
  placeholderNames,
  textEntries,
} from './text-checks.ts';

/** A sentence in the form each language uses, and one in the other form, as the issue found them. */
const SAMPLES: Readonly<Record<Locale, readonly [right: string, wrong: string]>> = {
  de: ['Entdecken Sie unsere Pfannen für Ihren Herd.', 'Entdecke unsere Pfannen für deinen Herd.'],
  en: ['Discover our pans.', ''],
  es: ['Descubre nuestras sartenes para tu cocina.', 'Descubra nuestras sartenes, usted lo merece.'],
  fr: ['Découvrez nos poêles pour votre cuisine.', 'Découvre nos poêles pour ta cuisine.'],
  it: ['Scopri le nostre padelle per la tua cucina.', 'Scopra le nostre padelle, La aspettiamo.'],
  pt: [
    'Descubra as nossas frigideiras para a sua cozinha.',
    'Descobre as nossas frigideiras para a tua cozinha.',
  ],
  nl: ['Ontdek onze pannen voor je keuken.', 'Ontdek onze pannen voor uw keuken.'],
  sk: ['Objavte naše panvice pre vašu kuchyňu.', 'Skús naše panvice pre tvoju kuchyňu.'],
  fi: ['Tutustu pannuihimme.', 'Tutustukaa pannuihimme, te ansaitsette parasta.'],
  el: ['Ανακαλύψτε τα τηγάνια μας για την κουζίνα σας.', 'Ανακάλυψε τα τηγάνια μας για την κουζίνα σου.'],
  sv: ['Upptäck våra stekpannor för ditt kök.', 'Upptäck våra stekpannor för ert kök.'],
  pl: ['Sprawdź nasze patelnie do Twojej kuchni.', 'Niech Pan sprawdzi nasze patelnie.'],
  cs: ['Objevte naše pánve pro vaši kuchyni.', 'Zkus naše pánve pro tvou kuchyni.'],
  da: ['Se vores pander til dit køkken.', 'Vi sender gerne Dem et tilbud til Deres køkken.'],
  ro: [
    'Descoperiți tigăile noastre pentru bucătăria dumneavoastră.',
    'Descoperă tigăile noastre și bucură-te de ele.',
  ],
  hu: [
    'Fedezze fel serpenyőinket, és válassza ki a kedvencét.',
    'Fedezd fel serpenyőinket, és kipróbálhatod őket.',
  ],
};

describe('form of address', () => {
  it.each(LOCALES)('%s: passes its own form and finds the other one', (locale) => {
    const [right, wrong] = SAMPLES[locale];
    expect(formOfAddressSlips(locale, right)).toEqual([]);
    if (FORM_OF_ADDRESS[locale] === 'none') return;
    expect(formOfAddressSlips(locale, wrong)).not.toEqual([]);
  });

  it('matches whole words only, in any alphabet', () => {
    expect(formOfAddressSlips('de', 'Direkt vom Hersteller, durch und durch solide.')).toEqual([]);
    expect(formOfAddressSlips('de', 'Hol dir den Sale.').sort()).toEqual(['Hol', 'dir']);
    expect(formOfAddressSlips('el', 'Το σουρωτήρι του τσαγιού.')).toEqual([]);
    expect(formOfAddressSlips('ro', 'Anunțați-mă și bucurați-vă de ofertă.')).toEqual([]);
  });
});

describe('amounts in texts', () => {
  it('accepts amounts written as the price formatter writes them, with or without cents', () => {
    expect(moneySlips('de', 'Versandkostenfrei ab 49\u00a0€, jetzt 59,90\u00a0€.')).toEqual([]);
    expect(moneySlips('en', 'Free shipping from €49, now €1,234.50.')).toEqual([]);
    expect(moneySlips('nl', 'Gratis verzending vanaf €\u00a049.')).toEqual([]);
    expect(moneySlips('fr', 'Dès 1\u202f234,50\u00a0€.')).toEqual([]);
  });

  it('finds the code, the wrong side, a breaking space and the wrong separators', () => {
    expect(moneySlips('hu', 'Ingyenes szállítás 59,90 EUR felett')).toEqual(['EUR']);
    expect(moneySlips('pt', 'Portes grátis a partir de € 49')).toHaveLength(1);
    expect(moneySlips('de', 'Versandkostenfrei ab 49 €')).toEqual(['49 € (the shop writes 49\u00a0€)']);
    expect(moneySlips('en', 'Now 59,90\u00a0€')).toHaveLength(1);
  });
});

describe('message files', () => {
  it('lists nested texts under dotted keys', () => {
    expect(textEntries({ greeting: 'Hi {name},', welcome: { subject: 'Welcome', body: 'Text' } })).toEqual([
      ['greeting', 'Hi {name},'],
      ['welcome.subject', 'Welcome'],
      ['welcome.body', 'Text'],
    ]);
  });

  it('names the placeholders, simple and ICU, each once', () => {
    expect(
      placeholderNames('{product} for {name}, {count, plural, one {# item} other {# items}} {name}'),
    ).toEqual(['count', 'name', 'product']);
    expect(placeholderNames('No placeholder, { spaced } either')).toEqual([]);
  });

  it('finds texts copied from English, but not names, placeholders or shared words', () => {
    const english = new Map([
      ['a', 'Order now'],
      ['b', 'Your {shop} team'],
      ['c', 'Filter'],
      ['d', '{product}'],
      ['e', 'Tendero'],
    ]);
    const german = new Map([
      ['a', 'Order now'],
      ['b', 'Ihr {shop}-Team'],
      ['c', 'Filter'],
      ['d', '{product}'],
      ['e', 'Tendero'],
    ]);
    expect(copiedFromEnglish(english, german, new Set(['Filter']))).toEqual(['a']);
    expect(copiedFromEnglish(english, german)).toEqual(['a', 'c']);
  });
});
