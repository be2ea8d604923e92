import type { LocalePages } from './types.ts';

const SAMPLE =
  '! Mustertext: Diese Seite wurde bei der Einrichtung des Shops mit Beispieltext gefüllt. Der Shopbetreiber muss ihn durch eigenen Text ersetzen und anwaltlich prüfen lassen.';

export const de: LocalePages = {
  imprint: {
    title: 'Impressum',
    slug: 'impressum',
    body: `${SAMPLE}

## Anbieter
{shopName}
{shopAddress}

## Vertreten durch
Geschäftsführung: {shopRepresentative}

## Kontakt
Telefon: {shopPhone}
E-Mail: {shopEmail}

## Registereintrag
{shopRegister}

## Umsatzsteuer-Identifikationsnummer
{shopVatId}

## Verantwortlich für den Inhalt
{shopRepresentative}, {shopAddress}

## Verbraucherstreitbeilegung
Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS) wurde am 20. Juli 2025 eingestellt; deshalb verlinken wir sie nicht mehr. Zur Teilnahme an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle sind wir weder verpflichtet noch bereit. Wenn bei Ihrer Bestellung etwas schiefgegangen ist, schreiben Sie uns bitte an {shopEmail}: Wir finden gemeinsam mit Ihnen eine Lösung.`,
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    slug: 'agb',
    body: `${SAMPLE}

## 1. Geltungsbereich
Diese Bedingungen gelten für alle Bestellungen im Onlineshop von {shopName}, {shopAddress} („wir“, „uns“). Verbraucher ist, wer zu Zwecken kauft, die überwiegend weder seiner gewerblichen noch seiner selbständigen beruflichen Tätigkeit zugerechnet werden können.

## 2. Vertragsschluss
Die Darstellung der Produkte im Shop ist kein bindendes Angebot, sondern eine Aufforderung zur Bestellung. Mit einem Klick auf die Schaltfläche „Zahlungspflichtig bestellen“ am Ende des Bestellvorgangs geben Sie ein verbindliches Angebot zum Kauf der Waren in Ihrem Warenkorb ab. Wir nehmen Ihr Angebot mit der Bestellbestätigung an, die wir Ihnen per E-Mail senden, sobald Ihre Zahlung erfolgreich war (bei einer Bestellung, für die nichts zu zahlen ist, sofort); mit dieser Annahme kommt der Vertrag zustande. Die Bestellbestätigung enthält den Vertragstext mit Ihren Bestelldaten und die Widerrufsbelehrung, sodass Sie beides auf einem dauerhaften Datenträger erhalten; zudem enthält sie einen Link zu diesen Bedingungen, die Sie auf dieser Seite jederzeit abrufen, speichern und ausdrucken können. Vertragssprache ist die Sprache des Shops, in dem Sie bestellen. Außerdem speichern wir den Vertragstext.

## 3. Preise
Alle Preise sind Endpreise in Euro einschließlich der gesetzlichen Umsatzsteuer. Die Versandkosten sehen Sie im Warenkorb und im Bestellvorgang, bevor Sie bestellen. Geschäftskunden mit einer gültigen Umsatzsteuer-Identifikationsnummer eines anderen EU-Mitgliedstaats erhalten eine Rechnung ohne Umsatzsteuer (Steuerschuldnerschaft des Leistungsempfängers).

## 4. Lieferung
Wir liefern in die Länder, die im Bestellvorgang angeboten werden. Lieferzeiten und Versandkosten beschreibt die Seite „Versand und Zahlung“.

## 5. Zahlung und Eigentumsvorbehalt
Sie bezahlen mit Kredit- oder Debitkarte; der Betrag wird mit Abgabe der Bestellung belastet. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.

## 6. Widerrufsrecht
Als Verbraucher haben Sie ein gesetzliches Widerrufsrecht von 14 Tagen. Wir räumen Ihnen freiwillig {returnDays} Tage ab der Zustellung des letzten Pakets ein, und die Rücksendung ist mit unserem vorfrankierten Rücksendeetikett kostenlos. Widerrufen können Sie über die Schaltfläche „Vertrag widerrufen“ in der Fußzeile jeder Seite oder auf der Seite Ihrer Bestellung. Einzelheiten und das Muster-Widerrufsformular finden Sie auf der Seite „Widerrufsbelehrung“.

## 7. Gewährleistung
Es gelten die gesetzlichen Mängelrechte: Wir haften für Mängel, die bei der Lieferung vorhanden sind und sich innerhalb von zwei Jahren nach der Lieferung zeigen. Eine Garantie des Herstellers gilt zusätzlich und schränkt diese Rechte nicht ein.

## 8. Haftung
Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haften wir nur bei Verletzung wesentlicher Vertragspflichten, begrenzt auf den vertragstypischen, vorhersehbaren Schaden. Die Haftung nach dem Produkthaftungsgesetz bleibt unberührt.

## 9. Anwendbares Recht
Es gilt das Recht des Staates, in dem wir unseren Sitz haben ({shopCountry}), unter Ausschluss des UN-Kaufrechts. Sind Sie Verbraucher, entzieht Ihnen diese Rechtswahl nicht den Schutz der zwingenden Bestimmungen des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben.`,
  },
  privacy: {
    title: 'Datenschutzerklärung',
    slug: 'datenschutz',
    body: `${SAMPLE}

## 1. Verantwortlicher
Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist {shopName}, {shopAddress}, Telefon {shopPhone}, E-Mail {shopEmail}.

## 2. Was wir verarbeiten und wozu
- Bestellungen: Name, Anschriften, E-Mail-Adresse, Telefonnummer (falls angegeben), bestellte Waren und Zahlungsstatus, um den Vertrag zu schließen und zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO).
- Kundenkonto: die Angaben, die Sie bei der Registrierung und in Ihrem Konto machen, um das Konto bereitzustellen (Art. 6 Abs. 1 lit. b DSGVO).
- Verfügbarkeitsbenachrichtigung: Ihre E-Mail-Adresse und das Produkt, um Sie einmal zu informieren, sobald es wieder vorrätig ist, auf Grundlage Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können.
- Kundenservice: Ihre Nachrichten und unsere Antworten, um Ihr Anliegen zu bearbeiten (Art. 6 Abs. 1 lit. b und f DSGVO).
- Buchhaltung: Rechnungen und Zahlungsbelege, um unsere gesetzlichen Aufbewahrungspflichten zu erfüllen (Art. 6 Abs. 1 lit. c DSGVO).
- Sicherheit: Serverprotokolle mit der IP-Adresse, einige Tage lang gespeichert, um Angriffe zu erkennen und abzuwehren (Art. 6 Abs. 1 lit. f DSGVO).
- Reaktionen im Magazin: ein nicht umkehrbarer Hashwert aus IP-Adresse und Browser (nie die Adresse selbst), damit jeder Besuch nur einmal zählt (Art. 6 Abs. 1 lit. f DSGVO).

## 3. Empfänger
Wir geben Daten nur weiter, soweit Ihre Bestellung es erfordert: an den Zahlungsdienstleister, der Ihre Kartenzahlung abwickelt, an das Versandunternehmen, das Ihr Paket zustellt (Name und Lieferanschrift sowie E-Mail-Adresse oder Telefonnummer für die Zustellbenachrichtigung), und an unsere Hosting- und E-Mail-Dienstleister, die Daten in unserem Auftrag nach einem Auftragsverarbeitungsvertrag verarbeiten (Art. 28 DSGVO). Sitzt ein Dienstleister außerhalb der EU oder des EWR, übermitteln wir Daten nur auf Grundlage eines Angemessenheitsbeschlusses oder der EU-Standardvertragsklauseln.

## 4. Speicherdauer
Wir löschen Ihre Daten, sobald sie für diese Zwecke nicht mehr erforderlich sind. Vertrags- und Rechnungsdaten bewahren wir so lange auf, wie das Handels- und Steuerrecht es vorschreibt (bis zu zehn Jahre). Eine Verfügbarkeitsbenachrichtigung speichern wir, bis das Produkt aus unserem Sortiment genommen wird; ein Kundenkonto bleibt bestehen, bis Sie uns bitten, es zu löschen.

## 5. Cookies
Der Shop verwendet nur technisch notwendige Cookies: Sie halten Sie angemeldet und enden mit der Abmeldung, spätestens nach 30 Tagen. Cookies für Analyse, Tracking oder Werbung setzen wir nicht ein, und wir geben keine Daten an Werbenetzwerke weiter.

## 6. Ihre Rechte
Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und auf Widerspruch gegen eine Verarbeitung aufgrund berechtigter Interessen (Art. 21). Eine Nachricht an {shopEmail} genügt.

## 7. Beschwerderecht
Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem EU-Mitgliedstaat, in dem Sie wohnen oder arbeiten oder in dem der mutmaßliche Verstoß stattgefunden hat.`,
  },
  withdrawal: {
    title: 'Widerrufsbelehrung',
    slug: 'widerrufsbelehrung',
    body: `${SAMPLE}

## Widerrufsrecht
Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.

Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat. Haben Sie mehrere Waren im Rahmen einer einheitlichen Bestellung bestellt, die getrennt geliefert werden, beträgt die Frist vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware in Besitz genommen haben bzw. hat.

Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({shopName}, {shopAddress}, Telefon {shopPhone}, E-Mail {shopEmail}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.

Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.

## Folgen des Widerrufs
Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.

Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.

Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns ({shopAddress}) zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden.

Wir tragen die Kosten der Rücksendung der Waren.

Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.

## Online widerrufen und kostenlos zurücksenden
Sie können auch online widerrufen: Nutzen Sie die Schaltfläche „Vertrag widerrufen“ in der Fußzeile jeder Seite oder auf der Seite Ihrer Bestellung. Den Eingang Ihres Widerrufs bestätigen wir Ihnen unverzüglich per E-Mail.

Über die gesetzliche Frist hinaus räumen wir Ihnen freiwillig {returnDays} Tage ab der Zustellung des letzten Pakets Ihrer Bestellung ein, um zu widerrufen und die Waren zurückzusenden. Die Rücksendung kostet Sie nichts: Verwenden Sie unser vorfrankiertes Rücksendeetikett, das wir Ihnen mit der Bestätigung Ihres Widerrufs schicken.

## Muster-Widerrufsformular
(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)

- An {shopName}, {shopAddress}, E-Mail {shopEmail}:
- Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)
- Bestellt am (*)/erhalten am (*)
- Name des/der Verbraucher(s)
- Anschrift des/der Verbraucher(s)
- Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)
- Datum

(*) Unzutreffendes streichen.`,
  },
  shipping: {
    title: 'Versand und Zahlung',
    slug: 'versand-und-zahlung',
    body: `${SAMPLE}

## Lieferländer
Wir liefern in jedes Land, das Sie im Bestellvorgang als Lieferland auswählen können.

## Lieferzeiten
Vorrätige Ware verlässt unser Lager innerhalb von 1–2 Werktagen nach Ihrer Bestellung. Die Zustellung dauert danach in der Regel 1–3 Werktage innerhalb unseres Sitzlandes ({shopCountry}) und 3–7 Werktage in andere Länder. Jede Produktseite zeigt, ob der Artikel vorrätig ist.

## Versandkosten
Die Versandkosten hängen vom Lieferland, der gewählten Versandart und dem Gewicht Ihres Pakets ab. Sie sehen sie im Warenkorb und im Bestellvorgang, bevor Sie bestellen.

## Zahlung
Sie bezahlen sicher mit Kredit- oder Debitkarte. Ihre Kartendaten geben Sie direkt bei unserem Zahlungsdienstleister ein; wir sehen und speichern sie nie. Manche Banken bitten Sie, die Zahlung in ihrer App zu bestätigen (3-D Secure). Der Betrag wird mit Abgabe der Bestellung belastet; Erstattungen gehen auf dieselbe Karte zurück.

## Lieferungen außerhalb der EU
Innerhalb der EU fallen keine Zölle an. Für Lieferungen außerhalb der EU berechnen wir keine Umsatzsteuer; das Bestimmungsland kann Einfuhrabgaben und Steuern erheben, die das Versandunternehmen bei der Zustellung einzieht.`,
  },
  contact: {
    title: 'Kontakt',
    slug: 'kontakt',
    body: `${SAMPLE}

## Kundenservice
Sie haben eine Frage zu einem Produkt, einer Bestellung, einer Lieferung oder einer Rücksendung? Unser Team antwortet Ihnen persönlich per E-Mail und Telefon.

Möchten Sie etwas zurücksenden? Starten Sie Ihre Rücksendung unter {returnUrl}: Mit unserem vorfrankierten Rücksendeetikett ist sie kostenlos.

E-Mail: {shopEmail}
Telefon: {shopPhone}

## Servicezeiten
Montag bis Freitag, 9:00–17:00 Uhr. E-Mails beantworten wir innerhalb von zwei Werktagen. Anrufe kosten, was Ihr Anbieter für Verbindungen in unser Sitzland ({shopCountry}) berechnet.

## Postanschrift
{shopName}
{shopAddress}

## Kundenkonto
Wenn Sie ein Kundenkonto haben, können Sie uns auch auf der Seite „Kundenservice“ in Ihrem Konto schreiben; eine Kopie Ihrer Nachricht erhalten Sie per E-Mail.

## Widerruf
Wie Sie einen Kauf widerrufen, erklärt die Seite „Widerrufsbelehrung“; dort finden Sie auch das Muster-Widerrufsformular.`,
  },
};
