import type { MailTexts } from './types.ts';

export const pl: MailTexts = {
  greeting: 'Dzień dobry, {name},',
  greetingAnonymous: 'Dzień dobry,',
  closing: 'Pozdrawiamy',
  signature: 'Zespół {shop}',
  footer:
    'Otrzymujesz tę wiadomość w związku z aktywnością na Twoim koncie w sklepie {shop} lub zgłoszeniem wysłanym z tego adresu e-mail.',
  welcome: {
    subject: 'Witamy w sklepie {shop}',
    intro: 'Dziękujemy za założenie konta w sklepie {shop}.',
    body: 'Teraz możesz w jednym miejscu zapisywać swoje adresy, śledzić zamówienia i przesyłki, zwracać produkty i zbierać punkty.',
    action: 'Przejdź do konta',
  },
  passwordReset: {
    subject: 'Resetowanie hasła w sklepie {shop}',
    intro:
      'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta. Nowe hasło ustawisz za pomocą przycisku poniżej.',
    action: 'Ustaw nowe hasło',
    expiry: 'Link działa tylko raz i wygaśnie za {minutes} minut.',
    ignore:
      'Jeśli ta prośba nie pochodzi od Ciebie, możesz po prostu zignorować tę wiadomość – Twoje hasło pozostanie bez zmian.',
  },
  passwordChanged: {
    subject: 'Hasło do Twojego konta w sklepie {shop} zostało zmienione',
    body: 'Hasło do Twojego konta zostało właśnie zmienione. Wylogowaliśmy Cię ze wszystkich pozostałych urządzeń.',
    notYou: 'Jeśli to nie Ty, od razu zresetuj hasło i skontaktuj się z naszym działem obsługi klienta.',
  },
  supportConfirmation: {
    subject: 'Otrzymaliśmy Twoją wiadomość',
    body: 'Dziękujemy za kontakt. Nasz dział obsługi klienta odpowie w ciągu dwóch dni roboczych.',
    yourMessage: 'Twoja wiadomość:',
    reply: 'Jeśli chcesz coś dodać, po prostu odpowiedz na tę wiadomość.',
  },
  stockAlert: {
    subject: 'Produkt {product} jest znów dostępny',
    body: 'Mamy dobrą wiadomość: produkt {product} można już ponownie zamówić.',
    action: 'Zamów teraz',
    once: 'To powiadomienie wysyłamy tylko raz. Jeśli chcesz otrzymać kolejne, zapisz się ponownie na stronie produktu.',
  },
};
