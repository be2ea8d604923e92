import type { LocalePages } from './types.ts';

const SAMPLE =
  '! Eksempeltekst: denne side blev udfyldt med en skabelon, da butikken blev oprettet. Butikkens ejer skal erstatte teksten med sin egen og lade en jurist gennemgå den.';

export const da: LocalePages = {
  imprint: {
    title: 'Virksomhedsoplysninger',
    slug: 'virksomhedsoplysninger',
    body: `${SAMPLE}

## Virksomheden bag butikken
{shopName}
{shopAddress}

## Repræsenteret ved
Direktion: {shopRepresentative}

## Kontakt
Telefon: {shopPhone}
E-mail: {shopEmail}

## Registrering
{shopRegister}

## Momsnummer
{shopVatId}

## Ansvarlig for indholdet
{shopRepresentative}, {shopAddress}

## Tvistløsning for forbrugere
EU-Kommissionens platform for onlinetvistbilæggelse (ODR) blev lukket den 20. juli 2025, og derfor linker vi ikke længere til den. Vi er hverken forpligtet til eller villige til at deltage i tvistløsning ved et klagenævn for forbrugere. Er der gået noget galt med din ordre? Skriv til os på {shopEmail}, så finder vi en løsning sammen med dig.`,
  },
  terms: {
    title: 'Handelsbetingelser',
    slug: 'handelsbetingelser',
    body: `${SAMPLE}

## 1. Anvendelse
Disse betingelser gælder for alle bestillinger i webshoppen hos {shopName}, {shopAddress} (”vi”, ”os”). Du er forbruger, hvis du køber til formål, der overvejende ligger uden for dit erhverv.

## 2. Aftalens indgåelse
Produkterne i butikken er ikke et bindende tilbud, men en opfordring til at bestille. Når du klikker på knappen ”Bestil og betal” sidst i bestillingsforløbet, afgiver du et bindende tilbud om køb af varerne i din kurv. Vi accepterer dit tilbud med ordrebekræftelsen, som vi sender dig pr. e-mail, så snart din betaling er gennemført (straks, hvis der ikke er noget at betale for bestillingen); med denne accept er aftalen indgået. Ordrebekræftelsen indeholder aftaleteksten med dine ordreoplysninger og oplysningerne om fortrydelsesretten, så du modtager begge dele på et varigt medium; den indeholder også et link til disse betingelser, som du til enhver tid kan se, gemme og udskrive på denne side. Aftalesproget er sproget i den butik, du bestiller i. Vi gemmer desuden selv aftaleteksten.

## 3. Priser
Alle priser er slutpriser i euro inklusive lovpligtig moms. Fragtomkostningerne vises i kurven og ved kassen, før du bestiller. Erhvervskunder med et gyldigt momsnummer fra en anden EU-medlemsstat faktureres uden moms (omvendt betalingspligt).

## 4. Levering
Vi leverer til de lande, der tilbydes ved kassen. Leveringstider og fragtomkostninger er beskrevet på siden ”Levering og betaling”.

## 5. Betaling og ejendomsforbehold
Du betaler med kredit- eller betalingskort; beløbet trækkes, når du afgiver bestillingen. Varerne forbliver vores ejendom, indtil de er betalt fuldt ud.

## 6. Fortrydelsesret
Som forbruger har du en lovbestemt fortrydelsesret på 14 dage. Vi giver dig frivilligt {returnDays} dage fra leveringen af den sidste pakke, og returneringen er gratis med vores forudbetalte returlabel. Du kan fortryde med knappen »Fortryd aftale« nederst på hver side eller på siden for din ordre. Detaljerne og standardfortrydelsesformularen finder du på siden ”Fortrydelsesret”.

## 7. Reklamationsret
Den lovbestemte reklamationsret gælder: vi hæfter for mangler, der foreligger ved leveringen og viser sig inden for to år efter leveringen. En garanti fra producenten gælder ud over disse rettigheder og begrænser dem ikke.

## 8. Ansvar
Vi hæfter ubegrænset ved forsæt og grov uagtsomhed samt ved skade på liv, legeme eller helbred. Ved simpel uagtsomhed hæfter vi kun for misligholdelse af væsentlige aftaleforpligtelser, begrænset til den skade, der er typisk og forudsigelig for aftalen. Ansvaret efter produktansvarsreglerne berøres ikke.

## 9. Lovvalg
Loven i det land, hvor vi har hjemsted ({shopCountry}), finder anvendelse, med undtagelse af FN's konvention om aftaler om internationale køb. Er du forbruger, fratager dette lovvalg dig ikke den beskyttelse, som de ufravigelige regler i dit bopælsland giver dig.`,
  },
  privacy: {
    title: 'Privatlivspolitik',
    slug: 'privatlivspolitik',
    body: `${SAMPLE}

## 1. Dataansvarlig
Dataansvarlig efter databeskyttelsesforordningen (GDPR) er {shopName}, {shopAddress}, telefon {shopPhone}, e-mail {shopEmail}.

## 2. Hvilke oplysninger vi behandler og hvorfor
- Bestillinger: navn, adresser, e-mailadresse, telefonnummer hvis du oplyser det, bestilte varer og betalingsstatus, for at indgå og opfylde aftalen (art. 6, stk. 1, litra b, GDPR).
- Kundekonto: de oplysninger, du indtaster ved oprettelsen og i din konto, for at stille kontoen til rådighed (art. 6, stk. 1, litra b, GDPR).
- Lagerbesked: din e-mailadresse og produktet, for at give dig besked én gang, når det er på lager igen, på grundlag af dit samtykke (art. 6, stk. 1, litra a, GDPR), som du til enhver tid kan trække tilbage.
- Kundeservice: dine beskeder og vores svar, for at behandle din henvendelse (art. 6, stk. 1, litra b og f, GDPR).
- Bogføring: fakturaer og betalingsbilag, for at opfylde vores lovpligtige opbevaringspligt (art. 6, stk. 1, litra c, GDPR).
- Sikkerhed: serverlogfiler med IP-adressen, som gemmes i nogle dage for at opdage og afværge angreb (art. 6, stk. 1, litra f, GDPR).
- Reaktioner i magasinet: en envejs-hashværdi af din IP-adresse og browser (aldrig selve adressen), så hver besøgende kun tæller én gang (art. 6, stk. 1, litra f, GDPR).

## 3. Modtagere
Vi videregiver kun oplysninger, når din bestilling kræver det: til den betalingstjenesteudbyder, der behandler din kortbetaling, til det fragtfirma, der leverer din pakke (navn og leveringsadresse samt e-mailadresse eller telefonnummer til leveringsbesked), og til vores udbydere af hosting og e-mail, som behandler oplysninger på vores vegne efter en databehandleraftale (art. 28 GDPR). Har en udbyder hjemsted uden for EU eller EØS, overføres oplysninger kun på grundlag af en tilstrækkelighedsafgørelse eller EU's standardkontraktbestemmelser.

## 4. Opbevaring
Vi sletter dine oplysninger, så snart de ikke længere er nødvendige til disse formål. Aftale- og fakturaoplysninger opbevares så længe, som bogførings- og skattereglerne kræver (op til ti år). En lagerbesked gemmes, så længe produktet er i vores sortiment; en kundekonto bevares, indtil du beder os om at slette den.

## 5. Cookies
Butikken bruger kun teknisk nødvendige cookies: de holder dig logget ind og udløber, når du logger ud, senest efter 30 dage. Vi bruger ingen cookies til statistik, sporing eller annoncering og videregiver ingen oplysninger til annoncenetværk.

## 6. Dine rettigheder
Du har ret til indsigt (art. 15 GDPR), berigtigelse (art. 16), sletning (art. 17), begrænsning af behandling (art. 18), dataportabilitet (art. 20) og til at gøre indsigelse mod behandling, der bygger på legitime interesser (art. 21). En besked til {shopEmail} er nok.

## 7. Klage
Du kan klage til en tilsynsmyndighed for databeskyttelse, navnlig i den EU-medlemsstat, hvor du bor eller arbejder, eller hvor den påståede overtrædelse har fundet sted.`,
  },
  withdrawal: {
    title: 'Fortrydelsesret',
    slug: 'fortrydelsesret',
    body: `${SAMPLE}

## Fortrydelsesret
Du har ret til at fortryde denne aftale inden for 14 dage uden at angive nogen begrundelse.

Fortrydelsesfristen udløber 14 dage efter den dag, hvor du eller en af dig angiven tredjemand, dog ikke transportøren, får varerne i fysisk besiddelse. Har du bestilt flere varer i én bestilling, og leveres de hver for sig, udløber fristen 14 dage efter den dag, hvor du eller en af dig angiven tredjemand, dog ikke transportøren, får den sidste vare i fysisk besiddelse.

For at udøve fortrydelsesretten skal du meddele os ({shopName}, {shopAddress}, telefon {shopPhone}, e-mail {shopEmail}) din beslutning om at fortryde denne aftale i en utvetydig erklæring (f.eks. en skrivelse sendt med post eller e-mail). Du kan anvende standardfortrydelsesformularen nedenfor, men det er ikke obligatorisk.

Fortrydelsesfristen er overholdt, hvis du sender din meddelelse vedrørende udøvelse af fortrydelsesretten, inden fortrydelsesfristen er udløbet.

## Virkninger af fortrydelse
Hvis du fortryder denne aftale, refunderer vi alle betalinger modtaget fra dig, herunder leveringsomkostninger (undtaget yderligere omkostninger som følge af dit valg af en anden leveringsform end den billigste form for standardlevering, som vi tilbyder), uden unødig forsinkelse og senest 14 dage fra den dato, hvor vi har modtaget meddelelse om din beslutning om at fortryde denne aftale. Vi gennemfører en sådan tilbagebetaling med samme betalingsmiddel, som du benyttede ved den oprindelige transaktion, medmindre du udtrykkeligt har indvilget i noget andet; du pålægges under ingen omstændigheder gebyrer som følge af en sådan tilbagebetaling.

Vi kan tilbageholde tilbagebetalingen, indtil vi har modtaget varerne retur, eller du har fremlagt dokumentation for at have returneret dem, alt efter hvilket tidspunkt der er det tidligste.

Du skal returnere varerne eller aflevere dem til os ({shopAddress}) uden unødig forsinkelse og under alle omstændigheder senest 14 dage efter den dato, hvor du har meddelt os, at du har fortrudt denne aftale. Fristen er overholdt, hvis du returnerer varerne inden udløbet af fristen på 14 dage.

Vi afholder omkostningerne ved tilbagelevering af varerne.

Du hæfter kun for eventuel forringelse af varernes værdi, som skyldes anden håndtering, end hvad der er nødvendigt for at fastslå varernes art, egenskaber og den måde, hvorpå de fungerer.

## Fortryd online og returnér gratis
Du kan også fortryde online: brug knappen »Fortryd aftale« nederst på hver side eller på siden for din ordre. Vi bekræfter straks pr. e-mail, at vi har modtaget din fortrydelse.

Ud over den lovbestemte frist giver vi dig frivilligt {returnDays} dage fra leveringen af den sidste pakke i din ordre til at fortryde og sende varerne retur. Returneringen koster dig ingenting: brug vores forudbetalte returlabel, som vi sender dig sammen med bekræftelsen af din fortrydelse.

## Standardfortrydelsesformular
(denne formular udfyldes og returneres kun, hvis fortrydelsesretten gøres gældende)

- Til {shopName}, {shopAddress}, e-mail {shopEmail}:
- Jeg/vi (*) meddeler herved, at jeg/vi (*) ønsker at gøre fortrydelsesretten gældende i forbindelse med min/vores (*) købsaftale om følgende varer (*)/levering af følgende tjenesteydelser (*)
- Bestilt den (*)/modtaget den (*)
- Forbrugerens navn (Forbrugernes navne)
- Forbrugerens adresse (Forbrugernes adresse)
- Forbrugerens underskrift (Forbrugernes underskrifter) (kun hvis formularens indhold meddeles på papir)
- Dato

(*) Det ikke relevante udstreges.`,
  },
  shipping: {
    title: 'Levering og betaling',
    slug: 'levering-og-betaling',
    body: `${SAMPLE}

## Leveringslande
Vi leverer til alle de lande, du kan vælge som leveringsland ved kassen.

## Leveringstider
Varer på lager forlader vores lager inden for 1–2 hverdage efter din bestilling. Leveringen tager derefter normalt 1–3 hverdage inden for det land, hvor vi har hjemsted ({shopCountry}), og 3–7 hverdage til andre lande. Hver produktside viser, om varen er på lager.

## Fragtomkostninger
Fragtomkostningerne afhænger af leveringslandet, den valgte forsendelsesmåde og pakkens vægt. De vises i kurven og ved kassen, før du bestiller.

## Betaling
Du betaler sikkert med kredit- eller betalingskort. Dine kortoplysninger indtaster du direkte hos vores betalingstjenesteudbyder; vi ser dem aldrig og gemmer dem aldrig. Nogle banker beder dig godkende betalingen i deres app (3-D Secure). Beløbet trækkes, når du afgiver bestillingen; refusioner sendes til det samme kort.

## Levering uden for EU
Inden for EU betaler du ingen told. Ved levering uden for EU opkræver vi ikke moms; modtagerlandet kan opkræve told og importafgifter, som fragtfirmaet opkræver ved leveringen.`,
  },
  contact: {
    title: 'Kontakt',
    slug: 'kontakt',
    body: `${SAMPLE}

## Kundeservice
Har du et spørgsmål om et produkt, en ordre, en levering eller en returnering? Vores team svarer dig personligt pr. e-mail og telefon.

Vil du sende noget retur? Start din returnering på {returnUrl}: den er gratis med vores forudbetalte returlabel.

E-mail: {shopEmail}
Telefon: {shopPhone}

## Åbningstider
Mandag–fredag kl. 9–17. Vi besvarer e-mails inden for to hverdage. Opkald koster det, dit teleselskab tager for opkald til det land, hvor vi har hjemsted ({shopCountry}).

## Postadresse
{shopName}
{shopAddress}

## Kundekonto
Har du en kundekonto, kan du også skrive til os på siden ”Kundeservice” i din konto; du får en kopi af din besked pr. e-mail.

## Fortrydelse
Vil du fortryde et køb? Siden ”Fortrydelsesret” forklarer, hvordan du gør, og indeholder standardfortrydelsesformularen.`,
  },
};
