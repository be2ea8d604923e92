import type { MailTexts } from './types.ts';

export const ro: MailTexts = {
  greeting: 'Bună ziua, {name},',
  greetingAnonymous: 'Bună ziua,',
  closing: 'Toate cele bune,',
  signature: 'Echipa {shop}',
  footer:
    'Primiți acest e-mail ca urmare a unei acțiuni efectuate în contul dumneavoastră {shop} sau a unei solicitări făcute cu această adresă.',
  welcome: {
    subject: 'Bun venit la {shop}',
    intro: 'Vă mulțumim că v-ați creat un cont {shop}.',
    body: 'De acum vă puteți salva adresele, urmări comenzile și coletele, returna produse și acumula puncte, totul într-un singur loc.',
    action: 'Accesați contul meu',
  },
  passwordReset: {
    subject: 'Resetați parola contului {shop}',
    intro:
      'Am primit o solicitare de resetare a parolei contului dumneavoastră. Alegeți o parolă nouă folosind butonul de mai jos.',
    action: 'Alegeți o parolă nouă',
    expiry: 'Linkul poate fi folosit o singură dată și expiră în {minutes} min.',
    ignore:
      'Dacă nu ați solicitat acest lucru, puteți ignora acest e-mail: parola dumneavoastră rămâne neschimbată.',
  },
  passwordChanged: {
    subject: 'Parola contului {shop} a fost schimbată',
    body: 'Parola contului dumneavoastră tocmai a fost schimbată. Sesiunile deschise pe alte dispozitive au fost închise.',
    notYou:
      'Dacă nu ați făcut dumneavoastră această modificare, resetați-vă imediat parola și contactați echipa noastră de asistență pentru clienți.',
  },
  supportConfirmation: {
    subject: 'Am primit mesajul dumneavoastră',
    body: 'Vă mulțumim că ne-ați contactat. Echipa noastră de asistență vă va răspunde în cel mult două zile lucrătoare.',
    yourMessage: 'Mesajul dumneavoastră:',
    reply: 'Dacă doriți să adăugați ceva, puteți răspunde la acest e-mail.',
  },
  stockAlert: {
    subject: '{product} este din nou în stoc',
    body: 'Vești bune: produsul {product} este din nou disponibil.',
    action: 'Comandați acum',
    once: 'Trimitem această alertă o singură dată. Dacă doriți încă una, o puteți solicita din nou pe pagina produsului.',
  },
};
