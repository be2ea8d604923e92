import type { LocalePages } from './types.ts';

const SAMPLE =
  '! Exempeltext: den här sidan fylldes med en mall när butiken sattes upp. Butikens ägare måste ersätta texten med en egen och låta en jurist granska den.';

export const sv: LocalePages = {
  imprint: {
    title: 'Företagsinformation',
    slug: 'foretagsinformation',
    body: `${SAMPLE}

## Företaget bakom butiken
{shopName}
{shopAddress}

## Företrädare
Verkställande direktör: {shopRepresentative}

## Kontakt
Telefon: {shopPhone}
E-post: {shopEmail}

## Registrering
{shopRegister}

## Momsregistreringsnummer
{shopVatId}

## Ansvarig för innehållet
{shopRepresentative}, {shopAddress}

## Tvistlösning för konsumenter
EU-kommissionens plattform för tvistlösning online (ODR) stängdes den 20 juli 2025, och därför länkar vi inte längre till den. Vi är varken skyldiga eller villiga att delta i tvistlösningsförfaranden inför en nämnd för alternativ tvistlösning. Har något gått fel med din beställning? Skriv till oss på {shopEmail}, så hittar vi en lösning tillsammans.`,
  },
  terms: {
    title: 'Köpvillkor',
    slug: 'kopvillkor',
    body: `${SAMPLE}

## 1. Tillämpning
Dessa villkor gäller för alla beställningar i webbutiken hos {shopName}, {shopAddress} (”vi”, ”oss”). Du är konsument om du köper för ändamål som huvudsakligen faller utanför din närings- eller yrkesverksamhet.

## 2. Avtalets ingående
Produkterna i butiken är inget bindande erbjudande utan en inbjudan att beställa. Genom att klicka på knappen ”Beställ och betala” i kassans sista steg lämnar du ett bindande anbud om att köpa varorna i din varukorg. Vi accepterar ditt anbud med orderbekräftelsen, som vi skickar till dig per e-post så snart din betalning har gått igenom (direkt om det inte finns något att betala för beställningen); genom den accepten ingås avtalet. Orderbekräftelsen innehåller avtalstexten med dina beställningsuppgifter och informationen om ångerrätten, så att du får båda i ett varaktigt medium; den innehåller också en länk till dessa villkor, som du när som helst kan visa, spara och skriva ut på den här sidan. Avtalsspråket är språket i den butik där du beställer. Vi sparar även avtalstexten.

## 3. Priser
Alla priser är slutpriser i euro inklusive lagstadgad moms. Fraktkostnaden visas i varukorgen och i kassan innan du beställer. Företagskunder med ett giltigt momsregistreringsnummer i en annan EU-medlemsstat faktureras utan moms (omvänd skattskyldighet).

## 4. Leverans
Vi levererar till de länder som erbjuds i kassan. Leveranstider och fraktkostnader beskrivs på sidan ”Leverans och betalning”.

## 5. Betalning och äganderättsförbehåll
Du betalar med kredit- eller betalkort; beloppet dras när du gör beställningen. Varorna förblir vår egendom tills de är fullständigt betalda.

## 6. Ångerrätt
Som konsument har du en lagstadgad ångerrätt på 14 dagar. Vi ger dig frivilligt {returnDays} dagar från leveransen av det sista paketet, och returen är gratis med vår förbetalda returetikett. Du kan ångra köpet med knappen ”Ångra avtalet här” längst ned på varje sida eller på sidan för din beställning. Detaljerna och standardformuläret finns på sidan ”Ångerrätt”.

## 7. Reklamation
Den lagstadgade reklamationsrätten gäller: vi ansvarar för fel som finns vid leveransen och som visar sig inom två år efter leveransen. En garanti från tillverkaren gäller utöver dessa rättigheter och begränsar dem inte.

## 8. Ansvar
Vi ansvarar obegränsat vid uppsåt och grov vårdslöshet samt vid skada på liv, kropp eller hälsa. Vid ringa vårdslöshet ansvarar vi endast för brott mot väsentliga avtalsförpliktelser, begränsat till den skada som är typisk och förutsebar för avtalet. Ansvaret enligt produktansvarslagstiftningen påverkas inte.

## 9. Tillämplig lag
Lagen i det land där vi har vårt säte ({shopCountry}) gäller, med undantag för FN:s konvention om avtal om internationella köp av varor. Är du konsument berövar detta lagval dig inte det skydd som tvingande bestämmelser ger dig i det land där du har din vanliga vistelseort.`,
  },
  privacy: {
    title: 'Integritetspolicy',
    slug: 'integritetspolicy',
    body: `${SAMPLE}

## 1. Personuppgiftsansvarig
Personuppgiftsansvarig enligt dataskyddsförordningen (GDPR) är {shopName}, {shopAddress}, telefon {shopPhone}, e-post {shopEmail}.

## 2. Vilka uppgifter vi behandlar och varför
- Beställningar: namn, adresser, e-postadress, telefonnummer om du anger det, beställda varor och betalningsstatus, för att ingå och fullgöra avtalet (art. 6.1 b GDPR).
- Kundkonto: de uppgifter du anger vid registreringen och i ditt konto, för att tillhandahålla kontot (art. 6.1 b GDPR).
- Lagerbevakning: din e-postadress och produkten, för att meddela dig en gång när den finns i lager igen, på grundval av ditt samtycke (art. 6.1 a GDPR), som du när som helst kan återkalla.
- Kundtjänst: dina meddelanden och våra svar, för att hantera ditt ärende (art. 6.1 b och f GDPR).
- Bokföring: fakturor och betalningsunderlag, för att uppfylla våra lagstadgade skyldigheter att spara underlag (art. 6.1 c GDPR).
- Säkerhet: serverloggar med IP-adressen, som sparas några dagar för att upptäcka och avvärja angrepp (art. 6.1 f GDPR).
- Reaktioner i magasinet: ett envägshashvärde av din IP-adress och webbläsare (aldrig själva adressen), så att varje besökare räknas en gång (art. 6.1 f GDPR).

## 3. Mottagare
Vi lämnar bara ut uppgifter när din beställning kräver det: till betaltjänstleverantören som hanterar din kortbetalning, till transportören som levererar ditt paket (namn och leveransadress samt e-postadress eller telefonnummer för leveransavisering) och till våra leverantörer av drift och e-post, som behandlar uppgifter för vår räkning enligt ett personuppgiftsbiträdesavtal (art. 28 GDPR). Om en leverantör finns utanför EU eller EES överförs uppgifter bara på grundval av ett beslut om adekvat skyddsnivå eller EU:s standardavtalsklausuler.

## 4. Lagringstid
Vi raderar dina uppgifter så snart de inte längre behövs för dessa ändamål. Avtals- och fakturauppgifter sparas så länge bokförings- och skattelagstiftningen kräver (upp till tio år). En lagerbevakning sparas så länge produkten finns i vårt sortiment; ett kundkonto finns kvar tills du ber oss radera det.

## 5. Kakor
Butiken använder bara kakor som är tekniskt nödvändiga: de håller dig inloggad och upphör när du loggar ut, senast efter 30 dagar. Vi använder inga kakor för analys, spårning eller reklam och lämnar inga uppgifter till annonsnätverk.

## 6. Dina rättigheter
Du har rätt till tillgång (art. 15 GDPR), rättelse (art. 16), radering (art. 17), begränsning av behandling (art. 18), dataportabilitet (art. 20) och att invända mot behandling som grundas på berättigat intresse (art. 21). Det räcker med ett meddelande till {shopEmail}.

## 7. Klagomål
Du kan lämna in ett klagomål till en tillsynsmyndighet för dataskydd, särskilt i den EU-medlemsstat där du bor eller arbetar eller där den påstådda överträdelsen ägde rum.`,
  },
  withdrawal: {
    title: 'Ångerrätt',
    slug: 'angerratt',
    body: `${SAMPLE}

## Ångerrätt
Du har rätt att frånträda detta avtal utan att ange något skäl inom 14 dagar.

Ångerfristen löper ut 14 dagar efter den dag då du eller en tredje part (dock inte transportören) som du utsett får varorna i fysisk besittning. Om du har beställt flera varor i en och samma beställning och de levereras var för sig, löper ångerfristen ut 14 dagar efter den dag då du eller en tredje part (dock inte transportören) som du utsett får den sista varan i fysisk besittning.

För att utöva ångerrätten måste du meddela oss ({shopName}, {shopAddress}, telefon {shopPhone}, e-post {shopEmail}) ditt beslut att frånträda avtalet genom ett entydigt uttalande (t.ex. ett brev som skickats med post eller ett e-postmeddelande). Du kan använda standardformuläret nedan, men det är inte obligatoriskt.

För att ångerfristen ska iakttas räcker det att du skickar ditt meddelande om att du utövar ångerrätten innan ångerfristen har löpt ut.

## Verkan av att ångerrätten utövas
Om du frånträder detta avtal kommer vi att betala tillbaka alla betalningar som vi mottagit från dig, inklusive leveranskostnader (med undantag för extra kostnader till följd av att du valt ett annat leveranssätt än det billigaste standardleveranssätt som vi erbjuder), utan onödigt dröjsmål och under alla omständigheter senast 14 dagar från och med den dag då vi underrättades om ditt beslut att frånträda detta avtal. Vi kommer att använda samma betalningsmedel för återbetalningen som du använde för den ursprungliga transaktionen, om du inte uttryckligen har godtagit något annat; under alla omständigheter ska du inte ha några avgifter till följd av återbetalningen.

Vi får vänta med återbetalningen till dess att vi fått tillbaka varorna eller du har visat att du har skickat tillbaka varorna, beroende på vilket som inträffar först.

Du ska skicka tillbaka eller lämna varorna till oss ({shopAddress}) utan onödigt dröjsmål och under alla omständigheter senast 14 dagar från och med den dag då du meddelat oss ditt beslut att frånträda detta avtal. Tidsfristen är uppfylld om du skickar tillbaka varorna innan 14 dagar har löpt ut.

Vi står för kostnaden för att returnera varorna.

Du ansvarar bara för en eventuell minskning av varornas värde som är en följd av att varorna hanterats på annat sätt än vad som är nödvändigt för att fastställa deras art, egenskaper och funktion.

## Ångra online och returnera gratis
Du kan också frånträda avtalet online: använd knappen ”Ångra avtalet här” längst ned på varje sida eller på sidan för din beställning. Vi bekräftar utan dröjsmål per e-post att vi har tagit emot ditt frånträdande.

Utöver den lagstadgade fristen ger vi dig frivilligt {returnDays} dagar från leveransen av det sista paketet i din beställning att frånträda avtalet och skicka tillbaka varorna. Returen kostar dig ingenting: använd vår förbetalda returetikett, som vi skickar till dig tillsammans med bekräftelsen av ditt frånträdande.

## Standardformulär för utövande av ångerrätt
(fyll i och skicka tillbaka detta formulär endast om du vill frånträda avtalet)

- Till {shopName}, {shopAddress}, e-post {shopEmail}:
- Jag/Vi (*) meddelar härmed att jag/vi (*) frånträder mitt/vårt (*) avtal om köp av följande varor (*)/tillhandahållande av följande tjänster (*)
- Beställdes den (*)/mottogs den (*)
- Konsumentens/konsumenternas namn
- Konsumentens/konsumenternas adress
- Konsumentens/konsumenternas namnteckning (endast om formuläret skickas i pappersform)
- Datum

(*) Stryk det som inte är tillämpligt.`,
  },
  shipping: {
    title: 'Leverans och betalning',
    slug: 'leverans-och-betalning',
    body: `${SAMPLE}

## Leveransländer
Vi levererar till alla länder som du kan välja som leveransland i kassan.

## Leveranstider
Varor i lager lämnar vårt lager inom 1–2 arbetsdagar efter din beställning. Leveransen tar sedan vanligtvis 1–3 arbetsdagar inom det land där vi har vårt säte ({shopCountry}) och 3–7 arbetsdagar till andra länder. Varje produktsida visar om varan finns i lager.

## Fraktkostnader
Fraktkostnaden beror på leveranslandet, det leveranssätt du väljer och paketets vikt. Den visas i varukorgen och i kassan innan du beställer.

## Betalning
Du betalar säkert med kredit- eller betalkort. Kortuppgifterna anger du direkt hos vår betaltjänstleverantör; vi ser dem aldrig och sparar dem aldrig. Vissa banker ber dig bekräfta betalningen i sin app (3-D Secure). Beloppet dras när du gör beställningen; återbetalningar görs till samma kort.

## Leveranser utanför EU
Inom EU betalar du ingen tull. För leveranser utanför EU tar vi inte ut någon moms; mottagarlandet kan ta ut tull och importskatter, som transportören tar betalt för vid leveransen.`,
  },
  contact: {
    title: 'Kontakt',
    slug: 'kontakt',
    body: `${SAMPLE}

## Kundtjänst
Har du en fråga om en produkt, en beställning, en leverans eller en retur? Vårt team svarar dig personligen per e-post och telefon.

Vill du skicka tillbaka något? Starta din retur på {returnUrl}: den är gratis med vår förbetalda returetikett.

E-post: {shopEmail}
Telefon: {shopPhone}

## Öppettider
Måndag–fredag kl. 9–17. Vi besvarar e-post inom två arbetsdagar. Samtal kostar det din operatör tar för samtal till det land där vi har vårt säte ({shopCountry}).

## Postadress
{shopName}
{shopAddress}

## Kundkonto
Har du ett kundkonto kan du också skriva till oss på sidan ”Kundtjänst” i ditt konto; du får en kopia av ditt meddelande per e-post.

## Ångerrätt
Vill du ångra ett köp? Sidan ”Ångerrätt” förklarar hur du gör och innehåller standardformuläret för utövande av ångerrätt.`,
  },
};
