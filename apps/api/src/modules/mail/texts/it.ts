import type { MailTexts } from './types.ts';

export const it: MailTexts = {
  greeting: 'Ciao {name},',
  greetingAnonymous: 'Ciao,',
  closing: 'Un caro saluto,',
  signature: 'Il team di {shop}',
  footer:
    'Ricevi questa e-mail in seguito a un’operazione sul tuo account {shop} o a una richiesta effettuata con questo indirizzo.',
  welcome: {
    subject: 'Ti diamo il benvenuto su {shop}',
    intro: 'Grazie per aver creato il tuo account {shop}.',
    body: 'Ora puoi salvare i tuoi indirizzi, seguire ordini e spedizioni, restituire articoli e accumulare punti, tutto in un unico posto.',
    action: 'Vai al mio account',
  },
  passwordReset: {
    subject: 'Reimposta la password del tuo account {shop}',
    intro:
      'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account. Scegli una nuova password con il pulsante qui sotto.',
    action: 'Scegli una nuova password',
    expiry: 'Il link può essere usato una sola volta e scade tra {minutes} minuti.',
    ignore:
      'Se non hai richiesto tu la reimpostazione, puoi ignorare questa e-mail: la tua password resterà invariata.',
  },
  passwordChanged: {
    subject: 'La password del tuo account {shop} è stata modificata',
    body: 'La password del tuo account è appena stata modificata. Abbiamo disconnesso gli altri dispositivi su cui avevi effettuato l’accesso.',
    notYou:
      'Se la modifica non è opera tua, reimposta subito la password e contatta il nostro servizio clienti.',
  },
  supportConfirmation: {
    subject: 'Abbiamo ricevuto il tuo messaggio',
    body: 'Grazie per averci contattato. Il nostro servizio clienti ti risponderà entro due giorni lavorativi.',
    yourMessage: 'Il tuo messaggio:',
    reply: 'Se vuoi aggiungere qualcosa, rispondi pure a questa e-mail.',
  },
  stockAlert: {
    subject: 'Di nuovo disponibile: {product}',
    body: 'Buone notizie: {product} è di nuovo disponibile.',
    action: 'Ordina ora',
    once: 'Inviamo questo avviso una sola volta. Se ne desideri un altro, richiedilo di nuovo nella pagina del prodotto.',
  },
};
