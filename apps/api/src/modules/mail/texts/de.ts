import type { MailTexts } from './types.ts';

export const de: MailTexts = {
  greeting: 'Hallo {name},',
  greetingAnonymous: 'Hallo,',
  closing: 'Viele Grüße',
  signature: 'Ihr {shop}-Team',
  footer:
    'Sie erhalten diese E-Mail aufgrund eines Vorgangs in Ihrem {shop}-Kundenkonto oder einer Anfrage, die mit dieser E-Mail-Adresse gestellt wurde.',
  welcome: {
    subject: 'Willkommen bei {shop}',
    intro: 'Ihr {shop}-Kundenkonto ist eingerichtet – vielen Dank für Ihre Registrierung.',
    body: 'Ab sofort können Sie Ihre Adressen speichern, Bestellungen und Sendungen verfolgen, Artikel zurücksenden und Punkte sammeln – alles an einem Ort.',
    action: 'Zu meinem Kundenkonto',
  },
  passwordReset: {
    subject: 'Ihr {shop}-Passwort zurücksetzen',
    intro:
      'Sie möchten das Passwort Ihres Kundenkontos zurücksetzen? Über die Schaltfläche unten können Sie ein neues Passwort festlegen.',
    action: 'Neues Passwort festlegen',
    expiry: 'Der Link kann nur einmal verwendet werden und verfällt nach {minutes} Minuten.',
    ignore:
      'Falls Sie das nicht angefordert haben, können Sie diese E-Mail einfach ignorieren – Ihr Passwort bleibt unverändert.',
  },
  passwordChanged: {
    subject: 'Ihr {shop}-Passwort wurde geändert',
    body: 'Ihr Passwort wurde soeben geändert. Auf anderen Geräten, mit denen Sie angemeldet waren, wurden Sie abgemeldet.',
    notYou:
      'Falls Sie das nicht waren, setzen Sie Ihr Passwort bitte sofort zurück und wenden Sie sich an unseren Kundenservice.',
  },
  supportConfirmation: {
    subject: 'Wir haben Ihre Nachricht erhalten',
    body: 'Ihre Nachricht ist bei uns angekommen – vielen Dank! Unser Kundenservice meldet sich innerhalb von zwei Werktagen bei Ihnen.',
    yourMessage: 'Ihre Nachricht:',
    reply: 'Wenn Sie noch etwas ergänzen möchten, antworten Sie einfach auf diese E-Mail.',
  },
  stockAlert: {
    subject: '{product} ist wieder auf Lager',
    body: 'Sie haben darauf gewartet: {product} ist wieder verfügbar.',
    action: 'Jetzt bestellen',
    once: 'Diese Benachrichtigung senden wir nur einmal. Wenn Sie eine weitere wünschen, fordern Sie sie einfach erneut auf der Produktseite an.',
  },
};
