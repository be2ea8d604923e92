import type { LocalePages } from './types.ts';

const SAMPLE =
  '! Voorbeeldtekst: deze pagina is bij het opzetten van de winkel gevuld met een model. De exploitant van de winkel moet de tekst vervangen door een eigen tekst en die juridisch laten controleren.';

export const nl: LocalePages = {
  imprint: {
    title: 'Colofon',
    slug: 'colofon',
    body: `${SAMPLE}

## Aanbieder
{shopName}
{shopAddress}

## Vertegenwoordigd door
Directie: {shopRepresentative}

## Contact
Telefoon: {shopPhone}
E-mail: {shopEmail}

## Inschrijving handelsregister
{shopRegister}

## Btw-identificatienummer
{shopVatId}

## Verantwoordelijk voor de inhoud
{shopRepresentative}, {shopAddress}

## Geschillenbeslechting voor consumenten
Het Europese platform voor onlinegeschillenbeslechting (ODR) is op 20 juli 2025 gesloten; daarom verwijzen we er niet meer naar. We zijn niet verplicht en niet bereid om deel te nemen aan een geschillenprocedure bij een geschillencommissie voor consumenten. Is er iets misgegaan met je bestelling? Schrijf ons dan op {shopEmail}: we zoeken samen met je naar een oplossing.`,
  },
  terms: {
    title: 'Algemene voorwaarden',
    slug: 'algemene-voorwaarden',
    body: `${SAMPLE}

## 1. Toepassingsgebied
Deze voorwaarden gelden voor alle bestellingen in de webwinkel van {shopName}, {shopAddress} („wij”, „ons”). Je bent consument als je koopt voor doeleinden die overwegend buiten je bedrijfs- of beroepsactiviteit vallen.

## 2. Totstandkoming van de overeenkomst
De presentatie van de producten in de winkel is geen bindend aanbod, maar een uitnodiging om te bestellen. Door aan het einde van het bestelproces op de knop „Bestellen en betalen” te klikken, doe je een bindend aanbod om de artikelen in je winkelwagen te kopen. We aanvaarden je aanbod met de orderbevestiging, die we je per e-mail sturen zodra je betaling is gelukt (meteen als er voor de bestelling niets te betalen is); met die aanvaarding komt de overeenkomst tot stand. De orderbevestiging bevat de tekst van de overeenkomst met je bestelgegevens en de informatie over het herroepingsrecht, zodat je beide op een duurzame gegevensdrager ontvangt; daarnaast bevat ze een link naar deze voorwaarden, die je op deze pagina op elk moment kunt bekijken, opslaan en afdrukken. De taal van de overeenkomst is de taal van de winkel waarin je bestelt. We bewaren de tekst van de overeenkomst ook zelf.

## 3. Prijzen
Alle prijzen zijn eindprijzen in euro, inclusief de wettelijke btw. De verzendkosten zie je in de winkelwagen en tijdens het bestellen, voordat je de bestelling plaatst. Zakelijke klanten met een geldig btw-identificatienummer van een andere EU-lidstaat ontvangen een factuur zonder btw (btw verlegd).

## 4. Levering
We leveren in de landen die tijdens het bestellen worden aangeboden. Levertijden en verzendkosten staan op de pagina „Verzending en betaling”.

## 5. Betaling en eigendomsvoorbehoud
Je betaalt met een creditcard of debetkaart; het bedrag wordt afgeschreven wanneer je de bestelling plaatst. De artikelen blijven ons eigendom tot ze volledig zijn betaald.

## 6. Herroepingsrecht
Als consument heb je een wettelijk herroepingsrecht van 14 dagen. We geven je vrijwillig {returnDays} dagen vanaf de levering van het laatste pakket, en terugsturen is gratis met ons gefrankeerde retourlabel. Herroepen kan met de knop „Hier de overeenkomst herroepen” onderaan elke pagina of op de pagina van je bestelling. De details en het modelformulier voor herroeping vind je op de pagina „Herroepingsrecht”.

## 7. Garantie
De wettelijke garantie is van toepassing: we staan in voor gebreken die bij de levering aanwezig zijn en binnen twee jaar na de levering aan het licht komen. Een garantie van de fabrikant komt daar bovenop en beperkt deze rechten niet.

## 8. Aansprakelijkheid
We zijn onbeperkt aansprakelijk bij opzet en grove nalatigheid en bij letsel aan leven, lichaam of gezondheid. Bij lichte nalatigheid zijn we alleen aansprakelijk voor de schending van wezenlijke contractuele verplichtingen, beperkt tot de voor de overeenkomst typische, voorzienbare schade. De aansprakelijkheid voor producten met gebreken blijft onverlet.

## 9. Toepasselijk recht
Het recht van het land waar we gevestigd zijn ({shopCountry}) is van toepassing, met uitsluiting van het Weens Koopverdrag. Ben je consument, dan ontneemt deze rechtskeuze je niet de bescherming van de dwingende bepalingen van het land waar je je gewone verblijfplaats hebt.`,
  },
  privacy: {
    title: 'Privacyverklaring',
    slug: 'privacyverklaring',
    body: `${SAMPLE}

## 1. Verwerkingsverantwoordelijke
Verwerkingsverantwoordelijke in de zin van de Algemene verordening gegevensbescherming (AVG) is {shopName}, {shopAddress}, telefoon {shopPhone}, e-mail {shopEmail}.

## 2. Welke gegevens we verwerken en waarom
- Bestellingen: naam, adressen, e-mailadres, telefoonnummer als je dat opgeeft, bestelde artikelen en betaalstatus, om de overeenkomst te sluiten en uit te voeren (art. 6 lid 1 sub b AVG).
- Klantaccount: de gegevens die je bij de registratie en in je account invult, om het account aan te bieden (art. 6 lid 1 sub b AVG).
- Voorraadmeldingen: je e-mailadres en het product, om je één keer te laten weten dat het weer op voorraad is, op basis van je toestemming (art. 6 lid 1 sub a AVG), die je altijd kunt intrekken.
- Klantenservice: je berichten en onze antwoorden, om je vraag af te handelen (art. 6 lid 1 sub b en f AVG).
- Boekhouding: facturen en betalingsgegevens, om aan onze wettelijke bewaarplicht te voldoen (art. 6 lid 1 sub c AVG).
- Beveiliging: serverlogs met het IP-adres, een paar dagen bewaard om aanvallen op te sporen en af te weren (art. 6 lid 1 sub f AVG).
- Reacties in het magazine: een onomkeerbare hash van je IP-adres en browser (nooit het adres zelf), zodat elke bezoeker maar één keer telt (art. 6 lid 1 sub f AVG).

## 3. Ontvangers
We geven gegevens alleen door als je bestelling dat vereist: aan de betaaldienstverlener die je kaartbetaling verwerkt, aan de vervoerder die je pakket bezorgt (naam en afleveradres, en je e-mailadres of telefoonnummer voor de bezorgmelding) en aan onze hosting- en e-mailproviders, die gegevens in onze opdracht verwerken op grond van een verwerkersovereenkomst (art. 28 AVG). Is een dienstverlener buiten de EU of de EER gevestigd, dan worden gegevens alleen doorgegeven op basis van een adequaatheidsbesluit of de EU-modelcontractbepalingen.

## 4. Bewaartermijn
We verwijderen je gegevens zodra ze voor deze doelen niet meer nodig zijn. Gegevens van overeenkomsten en facturen bewaren we zo lang als het handels- en belastingrecht voorschrijft (tot tien jaar). Een voorraadmelding bewaren we zolang het product in ons assortiment is; een klantaccount blijft bestaan tot je ons vraagt het te verwijderen.

## 5. Cookies
De winkel gebruikt alleen technisch noodzakelijke cookies: ze houden je ingelogd en vervallen als je uitlogt, uiterlijk na 30 dagen. We gebruiken geen cookies voor analyse, tracking of advertenties en geven geen gegevens door aan advertentienetwerken.

## 6. Je rechten
Je hebt recht op inzage (art. 15 AVG), rectificatie (art. 16), wissing (art. 17), beperking van de verwerking (art. 18), overdraagbaarheid van gegevens (art. 20) en bezwaar tegen verwerking op grond van gerechtvaardigde belangen (art. 21). Een bericht aan {shopEmail} is genoeg.

## 7. Klacht indienen
Je kunt een klacht indienen bij een toezichthoudende autoriteit voor gegevensbescherming, met name in de EU-lidstaat waar je woont of werkt of waar de vermeende inbreuk heeft plaatsgevonden.`,
  },
  withdrawal: {
    title: 'Herroepingsrecht',
    slug: 'herroepingsrecht',
    body: `${SAMPLE}

## Herroepingsrecht
Je hebt het recht om binnen 14 dagen zonder opgave van redenen deze overeenkomst te herroepen.

De herroepingstermijn verstrijkt 14 dagen na de dag waarop jij, of een door jou aangewezen derde, die niet de vervoerder is, het goed fysiek in bezit krijgt. Heb je in één bestelling meerdere goederen besteld die afzonderlijk worden geleverd, dan verstrijkt de termijn 14 dagen na de dag waarop jij, of een door jou aangewezen derde, die niet de vervoerder is, het laatste goed fysiek in bezit krijgt.

Om het herroepingsrecht uit te oefenen, moet je ons ({shopName}, {shopAddress}, telefoon {shopPhone}, e-mail {shopEmail}) via een ondubbelzinnige verklaring (bv. schriftelijk per post of e-mail) op de hoogte stellen van je beslissing de overeenkomst te herroepen. Je kunt hiervoor gebruikmaken van het modelformulier voor herroeping hieronder, maar bent hiertoe niet verplicht.

Om de herroepingstermijn na te leven volstaat het om je mededeling betreffende je uitoefening van het herroepingsrecht te verzenden voordat de herroepingstermijn is verstreken.

## Gevolgen van de herroeping
Als je de overeenkomst herroept, ontvang je alle betalingen die je tot op dat moment hebt gedaan, inclusief leveringskosten (met uitzondering van eventuele extra kosten ten gevolge van je keuze voor een andere wijze van levering dan de door ons geboden goedkoopste standaardlevering) onverwijld en in ieder geval niet later dan 14 dagen nadat wij op de hoogte zijn gesteld van je beslissing de overeenkomst te herroepen, van ons terug. Wij betalen je terug met hetzelfde betaalmiddel als waarmee je de oorspronkelijke transactie hebt verricht, tenzij je uitdrukkelijk anderszins hebt ingestemd; in ieder geval worden je voor zulke terugbetaling geen kosten in rekening gebracht.

Wij mogen wachten met terugbetalen tot wij de goederen hebben teruggekregen, of je hebt aangetoond dat je de goederen hebt teruggezonden, naar gelang welk tijdstip eerst valt.

Je moet de goederen onverwijld, doch in ieder geval niet later dan 14 dagen na de dag waarop je ons hebt meegedeeld de overeenkomst te herroepen, aan ons ({shopAddress}) terugzenden of overhandigen. Je bent op tijd als je de goederen terugstuurt voordat de termijn van 14 dagen is verstreken.

Wij dragen de kosten van het terugzenden van de goederen.

Je bent alleen aansprakelijk voor de waardevermindering van de goederen die voortvloeit uit het gebruik van de goederen dat verder gaat dan nodig is om de aard, de kenmerken en de werking van de goederen vast te stellen.

## Online herroepen en gratis retourneren
Je kunt ook online herroepen: gebruik de knop „Hier de overeenkomst herroepen” onderaan elke pagina of op de pagina van je bestelling. We bevestigen de ontvangst van je herroeping onverwijld per e-mail.

Naast de wettelijke termijn geven we je vrijwillig {returnDays} dagen vanaf de levering van het laatste pakket van je bestelling om te herroepen en de goederen terug te sturen. Terugsturen kost je niets: gebruik ons gefrankeerde retourlabel, dat we je met de bevestiging van je herroeping sturen.

## Modelformulier voor herroeping
(dit formulier alleen invullen en terugzenden als u de overeenkomst wilt herroepen)

- Aan {shopName}, {shopAddress}, e-mail {shopEmail}:
- Ik/Wij (*) deel/delen (*) u hierbij mede, dat ik/wij (*) onze overeenkomst betreffende de verkoop van de volgende goederen/levering van de volgende dienst (*) herroep/herroepen (*)
- Besteld op (*)/Ontvangen op (*)
- Naam/Namen consument(en)
- Adres consument(en)
- Handtekening van consument(en) (alleen wanneer dit formulier op papier wordt ingediend)
- Datum

(*) Doorhalen wat niet van toepassing is.`,
  },
  shipping: {
    title: 'Verzending en betaling',
    slug: 'verzending-en-betaling',
    body: `${SAMPLE}

## Leveringslanden
We leveren in elk land dat je tijdens het bestellen als leveringsland kunt kiezen.

## Levertijden
Artikelen die op voorraad zijn, verlaten ons magazijn binnen 1–2 werkdagen na je bestelling. De bezorging duurt daarna meestal 1–3 werkdagen binnen het land waar we gevestigd zijn ({shopCountry}) en 3–7 werkdagen naar andere landen. Op elke productpagina zie je of het artikel op voorraad is.

## Verzendkosten
De verzendkosten hangen af van het leveringsland, de gekozen verzendmethode en het gewicht van je pakket. Je ziet ze in de winkelwagen en tijdens het bestellen, voordat je de bestelling plaatst.

## Betaling
Je betaalt veilig met een creditcard of debetkaart. Je kaartgegevens voer je rechtstreeks in bij onze betaaldienstverlener; wij zien en bewaren ze nooit. Sommige banken vragen je de betaling in hun app te bevestigen (3-D Secure). Het bedrag wordt afgeschreven wanneer je de bestelling plaatst; terugbetalingen gaan naar dezelfde kaart.

## Leveringen buiten de EU
Binnen de EU betaal je geen invoerrechten. Voor leveringen buiten de EU rekenen we geen btw; het land van bestemming kan invoerrechten en belastingen heffen, die de vervoerder bij de bezorging int.`,
  },
  contact: {
    title: 'Contact',
    slug: 'contact',
    body: `${SAMPLE}

## Klantenservice
Heb je een vraag over een product, een bestelling, een levering of een retour? Ons team helpt je persoonlijk per e-mail en telefoon.

Wil je iets terugsturen? Start je retour op {returnUrl}: met ons gefrankeerde retourlabel is dat gratis.

E-mail: {shopEmail}
Telefoon: {shopPhone}

## Openingstijden
Maandag t/m vrijdag, 9.00–17.00 uur. E-mails beantwoorden we binnen twee werkdagen. Een telefoongesprek kost wat je provider rekent voor bellen naar het land waar we gevestigd zijn ({shopCountry}).

## Postadres
{shopName}
{shopAddress}

## Klantaccount
Heb je een klantaccount, dan kun je ons ook schrijven via de pagina „Klantenservice” in je account; je ontvangt een kopie van je bericht per e-mail.

## Herroeping
Wil je een aankoop herroepen? Op de pagina „Herroepingsrecht” lees je hoe dat gaat, en daar vind je ook het modelformulier voor herroeping.`,
  },
};
