import type { LocalePages } from './types.ts';

const SAMPLE =
  '! Esimerkkiteksti: tämä sivu täytettiin mallitekstillä kauppaa perustettaessa. Kaupan ylläpitäjän on korvattava se omalla tekstillään ja tarkastutettava se juristilla.';

export const fi: LocalePages = {
  imprint: {
    title: 'Yritystiedot',
    slug: 'yritystiedot',
    body: `${SAMPLE}

## Kaupan ylläpitäjä
{shopName}
{shopAddress}

## Edustaja
Toimitusjohto: {shopRepresentative}

## Yhteystiedot
Puhelin: {shopPhone}
Sähköposti: {shopEmail}

## Rekisteritiedot
{shopRegister}

## Arvonlisäverotunniste
{shopVatId}

## Sisällöstä vastaa
{shopRepresentative}, {shopAddress}

## Kuluttajariitojen ratkaiseminen
Euroopan komission verkkovälitteinen riidanratkaisufoorumi (ODR) suljettiin 20. heinäkuuta 2025, joten emme enää linkitä siihen. Emme ole velvollisia emmekä halukkaita osallistumaan riidanratkaisumenettelyyn kuluttajariitoja käsittelevässä elimessä. Jos tilauksesi kanssa on mennyt jotain pieleen, kirjoita meille osoitteeseen {shopEmail}, niin etsimme ratkaisun yhdessä.`,
  },
  terms: {
    title: 'Tilausehdot',
    slug: 'tilausehdot',
    body: `${SAMPLE}

## 1. Soveltamisala
Näitä ehtoja sovelletaan kaikkiin tilauksiin, jotka tehdään yrityksen {shopName} ({shopAddress}, jäljempänä ”me”) verkkokaupassa. Olet kuluttaja, jos ostat tarkoitukseen, joka ei pääasiassa liity elinkeino- tai ammattitoimintaasi.

## 2. Sopimuksen syntyminen
Tuotteiden esittely kaupassa ei ole sitova tarjous vaan kehotus tehdä tilaus. Kun napsautat tilausprosessin lopussa painiketta ”Tilaa ja maksa”, teet sitovan tarjouksen ostoskorisi tuotteiden ostamisesta. Hyväksymme tarjouksesi tilausvahvistuksella, jonka lähetämme sinulle sähköpostitse heti, kun maksusi on onnistunut (heti tilauksen jälkeen, jos tilauksesta ei ole mitään maksettavaa); sopimus syntyy tällä hyväksymisellä. Tilausvahvistus sisältää sopimustekstin ja tilauksesi tiedot sekä tiedot peruuttamisoikeudesta, joten saat ne pysyvällä välineellä; siinä on myös linkki näihin ehtoihin, jotka voit milloin tahansa avata, tallentaa ja tulostaa tällä sivulla. Sopimuskieli on sen kaupan kieli, jossa tilaat. Lisäksi tallennamme sopimustekstin.

## 3. Hinnat
Kaikki hinnat ovat lopullisia hintoja euroina, ja ne sisältävät lakisääteisen arvonlisäveron. Toimituskulut näkyvät ostoskorissa ja kassalla ennen kuin teet tilauksen. Yritysasiakkaat, joilla on toisen EU-jäsenvaltion voimassa oleva arvonlisäverotunniste, saavat laskun ilman arvonlisäveroa (käännetty verovelvollisuus).

## 4. Toimitus
Toimitamme maihin, joita kassalla tarjotaan. Toimitusajat ja -kulut kerrotaan sivulla ”Toimitus ja maksu”.

## 5. Maksu ja omistuksenpidätys
Maksat luotto- tai pankkikortilla; summa veloitetaan, kun teet tilauksen. Tuotteet pysyvät omaisuutenamme, kunnes ne on maksettu kokonaan.

## 6. Peruuttamisoikeus
Kuluttajana sinulla on lakisääteinen 14 päivän peruuttamisoikeus. Annamme sinulle vapaaehtoisesti {returnDays} päivää viimeisen paketin toimituksesta, ja tavaroiden palautus on maksuton valmiiksi maksetulla palautustarrallamme. Voit peruuttaa sopimuksen painikkeella ”Peruuta sopimus tästä” jokaisen sivun alareunassa tai tilauksesi sivulla. Yksityiskohdat ja peruuttamislomakkeen mallin löydät sivulta ”Peruuttamisoikeus”.

## 7. Virhevastuu
Lakisääteinen virhevastuu on voimassa: vastaamme virheistä, jotka ovat olemassa toimitushetkellä ja ilmenevät kahden vuoden kuluessa toimituksesta. Valmistajan antama takuu on voimassa näiden oikeuksien lisäksi eikä rajoita niitä.

## 8. Vastuu
Vastaamme rajoituksetta tahallisuudesta ja törkeästä huolimattomuudesta sekä hengelle, keholle tai terveydelle aiheutuneista vahingoista. Lievästä huolimattomuudesta vastaamme vain olennaisten sopimusvelvoitteiden rikkomisesta ja enintään sopimukselle tyypillisen, ennakoitavissa olevan vahingon määrään. Tuotevastuuseen perustuva vastuu säilyy ennallaan.

## 9. Sovellettava laki
Sopimukseen sovelletaan kotipaikkamme maan ({shopCountry}) lakia lukuun ottamatta YK:n yleissopimusta kansainvälistä tavaran kauppaa koskevista sopimuksista. Jos olet kuluttaja, tämä lakivalinta ei vie sinulta suojaa, jonka asuinmaasi pakottavat säännökset sinulle antavat.`,
  },
  privacy: {
    title: 'Tietosuojaseloste',
    slug: 'tietosuojaseloste',
    body: `${SAMPLE}

## 1. Rekisterinpitäjä
Tietosuoja-asetuksessa (GDPR) tarkoitettu rekisterinpitäjä on {shopName}, {shopAddress}, puhelin {shopPhone}, sähköposti {shopEmail}.

## 2. Mitä tietoja käsittelemme ja miksi
- Tilaukset: nimi, osoitteet, sähköpostiosoite, puhelinnumero jos annat sen, tilatut tuotteet ja maksun tila, sopimuksen tekemistä ja täyttämistä varten (GDPR 6 artiklan 1 kohdan b alakohta).
- Asiakastili: tiedot, jotka annat rekisteröityessäsi ja tililläsi, tilin tarjoamista varten (GDPR 6 artiklan 1 kohdan b alakohta).
- Saatavuusilmoitukset: sähköpostiosoitteesi ja tuote, jotta voimme ilmoittaa sinulle kerran, kun tuote on taas varastossa, suostumuksesi perusteella (GDPR 6 artiklan 1 kohdan a alakohta); voit peruuttaa suostumuksesi milloin tahansa.
- Asiakaspalvelu: viestisi ja vastauksemme, asiasi hoitamista varten (GDPR 6 artiklan 1 kohdan b ja f alakohta).
- Kirjanpito: laskut ja maksutositteet, lakisääteisten säilytysvelvoitteidemme täyttämistä varten (GDPR 6 artiklan 1 kohdan c alakohta).
- Tietoturva: palvelimen lokit IP-osoitteineen, joita säilytetään muutaman päivän hyökkäysten havaitsemiseksi ja torjumiseksi (GDPR 6 artiklan 1 kohdan f alakohta).
- Reaktiot lehden artikkeleihin: IP-osoitteestasi ja selaimestasi laskettu peruuttamaton tiiviste (ei koskaan itse osoitetta), jotta jokainen kävijä lasketaan vain kerran (GDPR 6 artiklan 1 kohdan f alakohta).

## 3. Vastaanottajat
Luovutamme tietoja vain, kun tilauksesi sitä edellyttää: korttimaksusi käsittelevälle maksupalveluntarjoajalle, pakettisi toimittavalle kuljetusyhtiölle (nimi ja toimitusosoite sekä sähköpostiosoite tai puhelinnumero toimitusilmoitusta varten) sekä palvelin- ja sähköpostipalvelujen tarjoajillemme, jotka käsittelevät tietoja puolestamme henkilötietojen käsittelysopimuksen perusteella (GDPR 28 artikla). Jos palveluntarjoaja sijaitsee EU:n tai ETA:n ulkopuolella, tietoja siirretään vain tietosuojan riittävyyttä koskevan päätöksen tai EU:n vakiosopimuslausekkeiden perusteella.

## 4. Säilytysaika
Poistamme tietosi heti, kun niitä ei enää tarvita näihin tarkoituksiin. Sopimus- ja laskutustietoja säilytetään niin kauan kuin kirjanpito- ja verolainsäädäntö edellyttää (enintään kymmenen vuotta). Saatavuusilmoitus säilytetään niin kauan kuin tuote on valikoimassamme; asiakastili säilyy, kunnes pyydät meitä poistamaan sen.

## 5. Evästeet
Kauppa käyttää vain teknisesti välttämättömiä evästeitä: ne pitävät sinut kirjautuneena ja päättyvät, kun kirjaudut ulos, viimeistään 30 päivän kuluttua. Emme käytä analytiikka-, seuranta- tai mainosevästeitä emmekä luovuta tietoja mainosverkostoille.

## 6. Oikeutesi
Sinulla on oikeus saada pääsy tietoihisi (GDPR 15 artikla), oikaista tietoja (16 artikla), poistaa tiedot (17 artikla), rajoittaa käsittelyä (18 artikla), siirtää tiedot järjestelmästä toiseen (20 artikla) ja vastustaa oikeutettuun etuun perustuvaa käsittelyä (21 artikla). Viesti osoitteeseen {shopEmail} riittää.

## 7. Valitusoikeus
Voit tehdä valituksen tietosuojavalvontaviranomaiselle erityisesti siinä EU-jäsenvaltiossa, jossa asut tai työskentelet tai jossa väitetty rikkominen on tapahtunut.`,
  },
  withdrawal: {
    title: 'Peruuttamisoikeus',
    slug: 'peruuttamisoikeus',
    body: `${SAMPLE}

## Peruuttamisoikeus
Sinulla on oikeus peruuttaa tämä sopimus 14 päivän kuluessa syytä ilmoittamatta.

Peruuttamisaika päättyy 14 päivän kuluttua siitä päivästä, jona sinä tai ilmoittamasi kolmas osapuoli, joka ei ole rahdinkuljettaja, saa tavarat fyysisesti haltuunsa. Jos olet tilannut yhdellä tilauksella useita tavaroita, jotka toimitetaan erikseen, peruuttamisaika päättyy 14 päivän kuluttua siitä päivästä, jona sinä tai ilmoittamasi kolmas osapuoli, joka ei ole rahdinkuljettaja, saa viimeisen tavaran fyysisesti haltuunsa.

Voidaksesi käyttää peruuttamisoikeutta sinun on ilmoitettava meille ({shopName}, {shopAddress}, puhelin {shopPhone}, sähköposti {shopEmail}) päätöksestäsi peruuttaa tämä sopimus yksiselitteisellä ilmoituksella (esimerkiksi postitse lähetetyllä kirjeellä tai sähköpostilla). Voit käyttää alla olevaa peruuttamislomakkeen mallia, mutta se ei ole pakollista.

Jotta peruuttamisaikaa noudatetaan, riittää, että lähetät ilmoituksen peruuttamisoikeuden käyttämisestä ennen peruuttamisajan päättymistä.

## Peruuttamisen vaikutukset
Jos peruutat tämän sopimuksen, palautamme kaikki sinulta saadut maksut, myös toimituskulut (lukuun ottamatta lisäkuluja, jotka johtuvat siitä, että olet valinnut muun kuin tarjoamamme edullisimman vakiotoimitustavan), viivytyksettä ja viimeistään 14 päivän kuluttua siitä päivästä, jona meille ilmoitettiin päätöksestäsi peruuttaa tämä sopimus. Palautamme maksut käyttäen samaa maksutapaa, jota käytit alkuperäisessä liiketoimessa, ellet ole nimenomaisesti sopinut muuta; sinulle ei missään tapauksessa aiheudu maksujen palauttamisesta kuluja.

Voimme pidättäytyä maksujen palauttamisesta, kunnes olemme saaneet tavarat takaisin tai kunnes olet toimittanut näytön siitä, että olet lähettänyt tavarat takaisin, sen mukaan, kumpi tapahtuu ensin.

Sinun on palautettava tavarat tai luovutettava ne meille ({shopAddress}) viivytyksettä ja viimeistään 14 päivän kuluttua siitä päivästä, jona ilmoitit meille tämän sopimuksen peruuttamisesta. Määräaikaa on noudatettu, jos lähetät tavarat takaisin ennen 14 päivän määräajan päättymistä.

Vastaamme tavaroiden palauttamisesta aiheutuvista kustannuksista.

Olet vastuussa ainoastaan tavaroiden arvon alentumisesta, joka johtuu muusta kuin tavaroiden luonteen, ominaisuuksien ja toimivuuden toteamiseksi tarpeellisesta tavaroiden käsittelystä.

## Peruuttaminen verkossa ja maksuton palautus
Voit peruuttaa sopimuksen myös verkossa: käytä painiketta ”Peruuta sopimus tästä” jokaisen sivun alareunassa tai tilauksesi sivulla. Vahvistamme peruuttamisilmoituksesi vastaanottamisen viipymättä sähköpostitse.

Lakisääteisen määräajan lisäksi annamme sinulle vapaaehtoisesti {returnDays} päivää tilauksesi viimeisen paketin toimituksesta sopimuksen peruuttamiseen ja tavaroiden palauttamiseen. Palautus ei maksa sinulle mitään: käytä valmiiksi maksettua palautustarraamme, jonka lähetämme sinulle peruuttamisen vahvistuksen mukana.

## Peruuttamislomakkeen malli
(täytä ja palauta tämä lomake vain, jos haluat peruuttaa sopimuksen)

- Vastaanottaja: {shopName}, {shopAddress}, sähköposti {shopEmail}
- Ilmoitan/ilmoitamme (*), että peruutan/peruutamme (*) seuraavia tavaroita (*)/seuraavaa palvelua (*) koskevan sopimukseni/sopimuksemme (*)
- Tilattu (*)/vastaanotettu (*)
- Kuluttajan nimi/kuluttajien nimet
- Kuluttajan osoite/kuluttajien osoitteet
- Kuluttajan allekirjoitus/kuluttajien allekirjoitukset (vain jos tämä lomake tehdään paperilla)
- Päiväys

(*) Tarpeeton yliviivataan.`,
  },
  shipping: {
    title: 'Toimitus ja maksu',
    slug: 'toimitus-ja-maksu',
    body: `${SAMPLE}

## Toimitusmaat
Toimitamme kaikkiin maihin, jotka voit valita toimitusmaaksi kassalla.

## Toimitusajat
Varastossa olevat tuotteet lähtevät varastostamme 1–2 arkipäivän kuluessa tilauksesta. Sen jälkeen toimitus kestää yleensä 1–3 arkipäivää kotipaikkamme maassa ({shopCountry}) ja 3–7 arkipäivää muihin maihin. Jokaisella tuotesivulla näkyy, onko tuote varastossa.

## Toimituskulut
Toimituskulut riippuvat toimitusmaasta, valitsemastasi toimitustavasta ja paketin painosta. Ne näkyvät ostoskorissa ja kassalla ennen kuin teet tilauksen.

## Maksaminen
Maksat turvallisesti luotto- tai pankkikortilla. Syötät korttitietosi suoraan maksupalveluntarjoajallemme; me emme koskaan näe emmekä tallenna niitä. Jotkin pankit pyytävät vahvistamaan maksun sovelluksessaan (3-D Secure). Summa veloitetaan, kun teet tilauksen; palautukset maksetaan samalle kortille.

## Toimitukset EU:n ulkopuolelle
EU:n sisällä ei makseta tulleja. EU:n ulkopuolelle toimitettaessa emme veloita arvonlisäveroa; määränpäämaa voi periä tulleja ja tuontiveroja, jotka kuljetusyhtiö perii toimituksen yhteydessä.`,
  },
  contact: {
    title: 'Ota yhteyttä',
    slug: 'ota-yhteytta',
    body: `${SAMPLE}

## Asiakaspalvelu
Onko sinulla kysyttävää tuotteesta, tilauksesta, toimituksesta tai palautuksesta? Tiimimme vastaa sinulle henkilökohtaisesti sähköpostitse ja puhelimitse.

Haluatko palauttaa jotain? Aloita palautus osoitteessa {returnUrl}: se on maksuton valmiiksi maksetulla palautustarrallamme.

Sähköposti: {shopEmail}
Puhelin: {shopPhone}

## Palveluajat
ma–pe klo 9–17. Vastaamme sähköposteihin kahden arkipäivän kuluessa. Puhelu maksaa sen verran kuin operaattorisi veloittaa puheluista kotipaikkamme maahan ({shopCountry}).

## Postiosoite
{shopName}
{shopAddress}

## Asiakastili
Jos sinulla on asiakastili, voit kirjoittaa meille myös tilisi Asiakaspalvelu-sivulla; saat viestistäsi kopion sähköpostitse.

## Peruuttaminen
Jos haluat peruuttaa ostoksen, katso sivu ”Peruuttamisoikeus”: siellä kerrotaan, miten se tehdään, ja sieltä löytyy myös peruuttamislomakkeen malli.`,
  },
};
