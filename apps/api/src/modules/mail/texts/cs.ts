import type { MailTexts } from './types.ts';

export const cs: MailTexts = {
  greeting: 'Dobrý den, {name},',
  greetingAnonymous: 'Dobrý den,',
  closing: 'S pozdravem',
  signature: 'Tým {shop}',
  footer:
    'Tento e-mail vám posíláme v souvislosti s aktivitou ve vašem účtu {shop} nebo s požadavkem zadaným z této e-mailové adresy.',
  welcome: {
    subject: 'Vítejte v obchodě {shop}',
    intro: 'Děkujeme za založení účtu v obchodě {shop}.',
    body: 'Nyní můžete na jednom místě ukládat své adresy, sledovat objednávky a zásilky, vracet zboží a sbírat body.',
    action: 'Přejít do mého účtu',
  },
  passwordReset: {
    subject: 'Obnovení hesla v obchodě {shop}',
    intro:
      'Obdrželi jsme žádost o obnovení hesla k vašemu účtu. Nové heslo si můžete nastavit pomocí tlačítka níže.',
    action: 'Nastavit nové heslo',
    expiry: 'Odkaz lze použít pouze jednou a jeho platnost vyprší za {minutes} minut.',
    ignore: 'Pokud žádost nepochází od vás, můžete tento e-mail ignorovat – vaše heslo zůstává beze změny.',
  },
  passwordChanged: {
    subject: 'Heslo k vašemu účtu {shop} bylo změněno',
    body: 'Heslo k vašemu účtu bylo právě změněno. Ostatní zařízení, na kterých byl váš účet přihlášen, byla odhlášena.',
    notYou: 'Pokud změna nepochází od vás, ihned si obnovte heslo a kontaktujte náš zákaznický servis.',
  },
  supportConfirmation: {
    subject: 'Vaši zprávu jsme přijali',
    body: 'Děkujeme za vaši zprávu. Náš zákaznický servis vám odpoví do dvou pracovních dnů.',
    yourMessage: 'Vaše zpráva:',
    reply: 'Pokud chcete něco doplnit, stačí odpovědět na tento e-mail.',
  },
  stockAlert: {
    subject: '{product} je opět skladem',
    body: 'Dobrá zpráva: {product} je opět k dispozici.',
    action: 'Objednat nyní',
    once: 'Toto upozornění posíláme jen jednou. Pokud chcete dostat další, požádejte o něj znovu na stránce produktu.',
  },
};
