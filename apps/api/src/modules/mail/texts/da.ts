import type { MailTexts } from './types.ts';

export const da: MailTexts = {
  greeting: 'Hej {name},',
  greetingAnonymous: 'Hej,',
  closing: 'De bedste hilsner',
  signature: 'Holdet bag {shop}',
  footer:
    'Du modtager denne e-mail på grund af en handling på din {shop}-konto eller en anmodning foretaget med denne adresse.',
  welcome: {
    subject: 'Velkommen til {shop}',
    intro: 'Tak, fordi du har oprettet en konto hos {shop}.',
    body: 'Nu kan du gemme dine adresser, følge dine ordrer og pakker, returnere varer og optjene point – alt sammen ét sted.',
    action: 'Gå til min konto',
  },
  passwordReset: {
    subject: 'Nulstil din adgangskode til {shop}',
    intro:
      'Vi har modtaget en anmodning om at nulstille adgangskoden til din konto. Vælg en ny adgangskode med knappen herunder.',
    action: 'Vælg ny adgangskode',
    expiry: 'Linket kan kun bruges én gang og udløber om {minutes} minutter.',
    ignore:
      'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail. Din adgangskode forbliver uændret.',
  },
  passwordChanged: {
    subject: 'Din adgangskode til {shop} er blevet ændret',
    body: 'Adgangskoden til din konto er netop blevet ændret. Du er blevet logget ud på andre enheder, hvor du var logget ind.',
    notYou: 'Hvis det ikke var dig, skal du straks nulstille din adgangskode og kontakte vores kundeservice.',
  },
  supportConfirmation: {
    subject: 'Vi har modtaget din besked',
    body: 'Tak, fordi du kontaktede os. Vores kundeservice svarer inden for to hverdage.',
    yourMessage: 'Din besked:',
    reply: 'Hvis du vil tilføje noget, kan du blot svare på denne e-mail.',
  },
  stockAlert: {
    subject: '{product} er på lager igen',
    body: 'Godt nyt: {product} kan købes igen.',
    action: 'Bestil nu',
    once: 'Vi sender kun denne besked én gang. Hvis du vil have besked igen, kan du tilmelde dig på ny på produktsiden.',
  },
};
