import type { MailTexts } from './types.ts';

export const sk: MailTexts = {
  greeting: 'Dobrý deň, {name},',
  greetingAnonymous: 'Dobrý deň,',
  closing: 'S pozdravom',
  signature: 'Tím {shop}',
  footer:
    'Tento e-mail vám posielame v súvislosti s aktivitou vo vašom účte {shop} alebo so žiadosťou zadanou z tejto e-mailovej adresy.',
  welcome: {
    subject: 'Vitajte v obchode {shop}',
    intro: 'Ďakujeme, že ste si vytvorili účet v obchode {shop}.',
    body: 'Teraz môžete na jednom mieste ukladať svoje adresy, sledovať objednávky a zásielky, vracať tovar a zbierať body.',
    action: 'Prejsť do môjho účtu',
  },
  passwordReset: {
    subject: 'Obnovenie hesla v obchode {shop}',
    intro:
      'Dostali sme žiadosť o obnovenie hesla k vášmu účtu. Nové heslo si môžete nastaviť pomocou tlačidla nižšie.',
    action: 'Nastaviť nové heslo',
    expiry: 'Odkaz môžete použiť iba raz a jeho platnosť vyprší o {minutes} minút.',
    ignore:
      'Ak ste o obnovenie hesla nežiadali, tento e-mail môžete ignorovať – vaše heslo zostáva nezmenené.',
  },
  passwordChanged: {
    subject: 'Vaše heslo v obchode {shop} bolo zmenené',
    body: 'Heslo k vášmu účtu bolo práve zmenené. Ostatné zariadenia, na ktorých bol váš účet prihlásený, boli odhlásené.',
    notYou: 'Ak ste zmenu nevykonali vy, ihneď si obnovte heslo a kontaktujte náš zákaznícky servis.',
  },
  supportConfirmation: {
    subject: 'Vašu správu sme prijali',
    body: 'Ďakujeme, že ste nás kontaktovali. Náš zákaznícky servis vám odpovie do dvoch pracovných dní.',
    yourMessage: 'Vaša správa:',
    reply: 'Ak chcete niečo doplniť, stačí odpovedať na tento e-mail.',
  },
  stockAlert: {
    subject: '{product} je opäť na sklade',
    body: 'Dobrá správa: {product} je opäť k dispozícii.',
    action: 'Objednať teraz',
    once: 'Toto upozornenie posielame iba raz. Ak chcete dostať ďalšie, požiadajte oň znova na stránke produktu.',
  },
};
