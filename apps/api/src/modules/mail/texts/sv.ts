import type { MailTexts } from './types.ts';

export const sv: MailTexts = {
  greeting: 'Hej {name}!',
  greetingAnonymous: 'Hej!',
  closing: 'Vänliga hälsningar',
  signature: '{shop}-teamet',
  footer:
    'Du får det här mejlet på grund av en åtgärd i ditt {shop}-konto eller en begäran som gjorts med den här e-postadressen.',
  welcome: {
    subject: 'Välkommen till {shop}',
    intro: 'Tack för att du har skapat ett konto hos {shop}.',
    body: 'Nu kan du spara dina adresser, följa dina beställningar och paket, returnera varor och samla poäng – allt på ett ställe.',
    action: 'Gå till mitt konto',
  },
  passwordReset: {
    subject: 'Återställ ditt lösenord hos {shop}',
    intro:
      'Vi har fått en begäran om att återställa lösenordet till ditt konto. Välj ett nytt lösenord med knappen nedan.',
    action: 'Välj nytt lösenord',
    expiry: 'Länken kan bara användas en gång och slutar gälla efter {minutes} minuter.',
    ignore:
      'Om du inte har bett om detta kan du bortse från det här mejlet – ditt lösenord förblir oförändrat.',
  },
  passwordChanged: {
    subject: 'Ditt lösenord hos {shop} har ändrats',
    body: 'Lösenordet till ditt konto har precis ändrats. Du har loggats ut från andra enheter där du var inloggad.',
    notYou:
      'Var det inte du som ändrade det? Återställ i så fall lösenordet direkt och kontakta vår kundtjänst.',
  },
  supportConfirmation: {
    subject: 'Vi har tagit emot ditt meddelande',
    body: 'Tack för att du hörde av dig! Vår kundtjänst svarar inom två arbetsdagar.',
    yourMessage: 'Ditt meddelande:',
    reply: 'Vill du lägga till något kan du svara på det här mejlet.',
  },
  stockAlert: {
    subject: '{product} finns i lager igen',
    body: 'Goda nyheter: {product} går att köpa igen.',
    action: 'Beställ nu',
    once: 'Den här bevakningen skickas bara en gång. Vill du ha en ny kan du lägga en ny bevakning på produktsidan.',
  },
};
