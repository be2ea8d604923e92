import type { MailTexts } from './types.ts';

export const nl: MailTexts = {
  greeting: 'Hallo {name},',
  greetingAnonymous: 'Hallo,',
  closing: 'Met vriendelijke groet,',
  signature: 'Team {shop}',
  footer:
    'Je ontvangt deze e-mail vanwege een actie in je {shop}-account of een verzoek dat met dit e-mailadres is gedaan.',
  welcome: {
    subject: 'Welkom bij {shop}',
    intro: 'Bedankt voor het aanmaken van je {shop}-account.',
    body: 'Je kunt nu je adressen bewaren, je bestellingen en pakketten volgen, artikelen retourneren en punten sparen, allemaal op één plek.',
    action: 'Naar mijn account',
  },
  passwordReset: {
    subject: 'Je {shop}-wachtwoord opnieuw instellen',
    intro:
      'We hebben een verzoek ontvangen om het wachtwoord van je account opnieuw in te stellen. Kies een nieuw wachtwoord via de knop hieronder.',
    action: 'Nieuw wachtwoord kiezen',
    expiry: 'De link werkt maar één keer en verloopt na {minutes} minuten.',
    ignore: 'Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft ongewijzigd.',
  },
  passwordChanged: {
    subject: 'Je {shop}-wachtwoord is gewijzigd',
    body: 'Het wachtwoord van je account is zojuist gewijzigd. Op andere apparaten waarop je was ingelogd, ben je uitgelogd.',
    notYou:
      'Was jij dit niet? Stel dan meteen een nieuw wachtwoord in en neem contact op met onze klantenservice.',
  },
  supportConfirmation: {
    subject: 'We hebben je bericht ontvangen',
    body: 'Bedankt dat je contact met ons hebt opgenomen. Onze klantenservice reageert binnen twee werkdagen.',
    yourMessage: 'Je bericht:',
    reply: 'Wil je nog iets toevoegen? Beantwoord dan gewoon deze e-mail.',
  },
  stockAlert: {
    subject: '{product} is weer op voorraad',
    body: 'Goed nieuws: {product} is weer verkrijgbaar.',
    action: 'Nu bestellen',
    once: 'We sturen deze melding maar één keer. Wil je daarna nog een melding? Vraag die dan opnieuw aan op de productpagina.',
  },
};
