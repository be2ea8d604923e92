import type { MailTexts } from './types.ts';

export const hu: MailTexts = {
  greeting: 'Kedves {name}!',
  greetingAnonymous: 'Kedves Vásárlónk!',
  closing: 'Üdvözlettel:',
  signature: 'A {shop} csapata',
  footer:
    'Ezt az e-mailt azért kapta, mert {shop}-fiókjában valamilyen művelet történt, vagy ezzel az e-mail-címmel kérést küldtek be hozzánk.',
  welcome: {
    subject: 'Üdvözöljük a {shop} vásárlói között',
    intro: 'Köszönjük, hogy létrehozta {shop}-fiókját.',
    body: 'Mostantól egy helyen mentheti a címeit, követheti rendeléseit és csomagjait, visszaküldheti a termékeket, és pontokat gyűjthet.',
    action: 'Tovább a fiókomhoz',
  },
  passwordReset: {
    subject: '{shop}-jelszavának visszaállítása',
    intro:
      'Kérés érkezett hozzánk fiókja jelszavának visszaállítására. Az alábbi gombra kattintva új jelszót választhat.',
    action: 'Új jelszó megadása',
    expiry: 'A link csak egyszer használható, és {minutes} perc múlva lejár.',
    ignore: 'Ha nem Ön kérte, nyugodtan hagyja figyelmen kívül ezt az e-mailt: jelszava változatlan marad.',
  },
  passwordChanged: {
    subject: 'Megváltozott {shop}-jelszava',
    body: 'Fiókja jelszava az imént megváltozott. Minden más eszközön, amelyen be volt jelentkezve, kijelentkeztettük.',
    notYou:
      'Ha nem Ön változtatta meg, azonnal állítsa vissza jelszavát, és vegye fel a kapcsolatot ügyfélszolgálatunkkal.',
  },
  supportConfirmation: {
    subject: 'Megkaptuk üzenetét',
    body: 'Köszönjük, hogy felvette velünk a kapcsolatot. Ügyfélszolgálatunk két munkanapon belül válaszol.',
    yourMessage: 'Az Ön üzenete:',
    reply: 'Ha szeretne még valamit hozzáfűzni, egyszerűen válaszoljon erre az e-mailre.',
  },
  stockAlert: {
    subject: 'Újra készleten: {product}',
    body: 'Jó hír: {product} ismét kapható.',
    action: 'Megrendelem',
    once: 'Ezt az értesítést csak egyszer küldjük el. Ha újabbat szeretne, kérje ismét a termék oldalán.',
  },
};
