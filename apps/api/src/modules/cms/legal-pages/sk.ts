import type { LocalePages } from './types.ts';

const SAMPLE =
  '! Vzorový text: táto stránka bola pri zakladaní obchodu vyplnená vzorom. Prevádzkovateľ obchodu ho musí nahradiť vlastným textom a dať ho skontrolovať právnikovi.';

export const sk: LocalePages = {
  imprint: {
    title: 'Údaje o predávajúcom',
    slug: 'udaje-o-predavajucom',
    body: `${SAMPLE}

## Prevádzkovateľ obchodu
{shopName}
{shopAddress}

## Zastúpenie
Štatutárny orgán: {shopRepresentative}

## Kontakt
Telefón: {shopPhone}
E-mail: {shopEmail}

## Zápis v obchodnom registri
{shopRegister}

## IČ DPH
{shopVatId}

## Zodpovednosť za obsah
{shopRepresentative}, {shopAddress}

## Riešenie spotrebiteľských sporov
Európska platforma na riešenie sporov online (RSO) bola 20. júla 2025 zrušená, preto na ňu už neodkazujeme. Nie sme povinní ani ochotní zúčastniť sa alternatívneho riešenia spotrebiteľských sporov. Ak sa s vašou objednávkou niečo pokazilo, napíšte nám na {shopEmail}: spoločne nájdeme riešenie.`,
  },
  terms: {
    title: 'Obchodné podmienky',
    slug: 'obchodne-podmienky',
    body: `${SAMPLE}

## 1. Rozsah platnosti
Tieto podmienky platia pre všetky objednávky v internetovom obchode spoločnosti {shopName}, {shopAddress} („my“). Spotrebiteľom ste, ak nakupujete na účel, ktorý nesúvisí s vašou podnikateľskou činnosťou ani povolaním.

## 2. Uzavretie zmluvy
Prezentácia tovaru v obchode nie je záväzná ponuka, ale výzva na podanie objednávky. Kliknutím na tlačidlo „Objednať s povinnosťou platby“ na konci objednávkového procesu podávate záväzný návrh na uzavretie kúpnej zmluvy na tovar vo svojom košíku. Váš návrh prijímame potvrdením objednávky, ktoré vám pošleme e-mailom hneď, ako platba úspešne prebehne (pri objednávke, za ktorú nie je čo zaplatiť, ihneď); týmto prijatím je zmluva uzavretá. Potvrdenie objednávky obsahuje text zmluvy s údajmi o vašej objednávke a poučenie o odstúpení od zmluvy, takže oboje dostanete na trvanlivom médiu; okrem toho obsahuje odkaz na tieto podmienky, ktoré si môžete kedykoľvek zobraziť, uložiť a vytlačiť na tejto stránke. Jazykom zmluvy je jazyk obchodu, v ktorom objednávate. Text zmluvy zároveň uchovávame u seba.

## 3. Ceny
Všetky ceny sú konečné ceny v eurách vrátane zákonnej DPH. Náklady na dopravu vidíte v košíku a pri objednávke ešte pred jej odoslaním. Firemní zákazníci s platným IČ DPH iného členského štátu EÚ dostanú faktúru bez DPH (prenesenie daňovej povinnosti).

## 4. Dodanie
Doručujeme do krajín, ktoré sa ponúkajú pri objednávke. Dodacie lehoty a náklady na dopravu opisuje stránka „Doprava a platba“.

## 5. Platba a výhrada vlastníctva
Platíte kreditnou alebo debetnou kartou; suma sa strhne pri odoslaní objednávky. Tovar zostáva naším vlastníctvom až do úplného zaplatenia.

## 6. Odstúpenie od zmluvy
Ako spotrebiteľ máte zákonné právo odstúpiť od zmluvy do 14 dní. Dobrovoľne vám poskytujeme {returnDays} dní od doručenia poslednej zásielky a vrátenie tovaru je s naším predplateným štítkom na vrátenie bezplatné. Odstúpiť môžete tlačidlom „Odstúpiť od zmluvy tu“ v päte každej stránky alebo na stránke vašej objednávky. Podrobnosti a vzorový formulár na odstúpenie od zmluvy nájdete na stránke „Odstúpenie od zmluvy“.

## 7. Zodpovednosť za vady
Platia zákonné práva zo zodpovednosti za vady: zodpovedáme za vady, ktoré má tovar pri dodaní a ktoré sa prejavia do dvoch rokov od dodania. Záruka výrobcu platí popri týchto právach a nijako ich neobmedzuje.

## 8. Zodpovednosť za škodu
Za úmysel a hrubú nedbanlivosť a za ujmu na živote, tele alebo zdraví zodpovedáme bez obmedzenia. Pri ľahkej nedbanlivosti zodpovedáme len za porušenie podstatných zmluvných povinností, a to do výšky škody typickej a predvídateľnej pre túto zmluvu. Zodpovednosť za škodu spôsobenú vadným výrobkom tým nie je dotknutá.

## 9. Rozhodné právo
Uplatňuje sa právo štátu, v ktorom máme sídlo ({shopCountry}), s vylúčením Dohovoru OSN o zmluvách o medzinárodnej kúpe tovaru. Ak ste spotrebiteľ, táto voľba práva vás nezbavuje ochrany, ktorú vám poskytujú kogentné ustanovenia štátu vášho obvyklého pobytu.`,
  },
  privacy: {
    title: 'Ochrana osobných údajov',
    slug: 'ochrana-osobnych-udajov',
    body: `${SAMPLE}

## 1. Prevádzkovateľ
Prevádzkovateľom v zmysle všeobecného nariadenia o ochrane údajov (GDPR) je {shopName}, {shopAddress}, telefón {shopPhone}, e-mail {shopEmail}.

## 2. Aké údaje spracúvame a prečo
- Objednávky: meno, adresy, e-mailová adresa, telefónne číslo, ak ho uvediete, objednaný tovar a stav platby, na uzavretie a plnenie zmluvy (čl. 6 ods. 1 písm. b) GDPR).
- Zákaznícky účet: údaje, ktoré zadáte pri registrácii a vo svojom účte, na prevádzku účtu (čl. 6 ods. 1 písm. b) GDPR).
- Upozornenia na naskladnenie: vaša e-mailová adresa a produkt, aby sme vás raz upozornili, že je tovar opäť na sklade, na základe vášho súhlasu (čl. 6 ods. 1 písm. a) GDPR), ktorý môžete kedykoľvek odvolať.
- Zákaznícky servis: vaše správy a naše odpovede, na vybavenie vašej požiadavky (čl. 6 ods. 1 písm. b) a f) GDPR).
- Účtovníctvo: faktúry a platobné doklady, na splnenie zákonných povinností archivácie (čl. 6 ods. 1 písm. c) GDPR).
- Bezpečnosť: záznamy servera s IP adresou, uchovávané niekoľko dní na odhaľovanie a odvracanie útokov (čl. 6 ods. 1 písm. f) GDPR).
- Reakcie v magazíne: nevratný odtlačok (hash) vašej IP adresy a prehliadača (nikdy samotná adresa), aby sa každý návštevník započítal len raz (čl. 6 ods. 1 písm. f) GDPR).

## 3. Príjemcovia
Údaje poskytujeme len vtedy, keď si to vaša objednávka vyžaduje: poskytovateľovi platobných služieb, ktorý spracúva platbu kartou, dopravcovi, ktorý doručuje zásielku (meno a adresa doručenia a tiež e-mail alebo telefón na avízo o doručení), a našim poskytovateľom hostingu a e-mailu, ktorí údaje spracúvajú v našom mene na základe zmluvy so sprostredkovateľom (čl. 28 GDPR). Ak má poskytovateľ sídlo mimo EÚ alebo EHP, údaje prenášame len na základe rozhodnutia o primeranosti alebo štandardných zmluvných doložiek EÚ.

## 4. Doba uchovávania
Vaše údaje vymažeme, keď už nie sú na tieto účely potrebné. Údaje o zmluvách a faktúrach uchovávame tak dlho, ako to vyžadujú obchodné a daňové predpisy (až desať rokov). Upozornenie na naskladnenie uchovávame, kým je produkt v našej ponuke; zákaznícky účet trvá, kým nás nepožiadate o jeho vymazanie.

## 5. Súbory cookie
Obchod používa len technicky nevyhnutné súbory cookie: udržiavajú vás prihlásených a zanikajú po odhlásení, najneskôr po 30 dňoch. Nepoužívame cookies na analýzu, sledovanie ani reklamu a neposkytujeme údaje reklamným sieťam.

## 6. Vaše práva
Máte právo na prístup k údajom (čl. 15 GDPR), na opravu (čl. 16), vymazanie (čl. 17), obmedzenie spracúvania (čl. 18), prenosnosť údajov (čl. 20) a právo namietať proti spracúvaniu na základe oprávneného záujmu (čl. 21). Stačí správa na {shopEmail}.

## 7. Sťažnosť
Môžete podať sťažnosť dozornému orgánu pre ochranu údajov, najmä v členskom štáte EÚ, v ktorom bývate alebo pracujete alebo v ktorom došlo k údajnému porušeniu.`,
  },
  withdrawal: {
    title: 'Odstúpenie od zmluvy',
    slug: 'odstupenie-od-zmluvy',
    body: `${SAMPLE}

## Právo na odstúpenie od zmluvy
Máte právo odstúpiť od tejto zmluvy bez uvedenia dôvodu v lehote 14 dní.

Lehota na odstúpenie od zmluvy uplynie 14 dní odo dňa, keď vy alebo vami určená tretia osoba s výnimkou dopravcu prevezmete tovar. Ak ste v jednej objednávke objednali viac kusov tovaru, ktoré sa dodávajú oddelene, lehota uplynie 14 dní odo dňa, keď vy alebo vami určená tretia osoba s výnimkou dopravcu prevezmete posledný kus tovaru.

Pri uplatnení práva na odstúpenie od zmluvy nás ({shopName}, {shopAddress}, telefón {shopPhone}, e-mail {shopEmail}) informujte o svojom rozhodnutí odstúpiť od tejto zmluvy jednoznačným vyhlásením (napríklad listom zaslaným poštou alebo e-mailom). Môžete použiť vzorový formulár na odstúpenie od zmluvy uvedený nižšie, jeho použitie však nie je povinné.

Lehota na odstúpenie od zmluvy je zachovaná, ak zašlete oznámenie o uplatnení práva na odstúpenie od zmluvy pred tým, ako uplynie lehota na odstúpenie od zmluvy.

## Dôsledky odstúpenia od zmluvy
Po odstúpení od zmluvy vám vrátime všetky platby, ktoré ste uhradili v súvislosti s uzavretím zmluvy, najmä kúpnu cenu vrátane nákladov na doručenie tovaru k vám. To sa nevzťahuje na dodatočné náklady, ak ste si zvolili iný druh doručenia, ako je najlacnejší bežný spôsob doručenia, ktorý ponúkame. Platby vám budú vrátené bez zbytočného odkladu, najneskôr do 14 dní odo dňa, keď nám bolo doručené vaše oznámenie o odstúpení od tejto zmluvy. Úhrada bude uskutočnená rovnakým spôsobom, aký ste použili pri svojej platbe, pokiaľ ste výslovne nesúhlasili s iným spôsobom platby, a to bez účtovania akýchkoľvek ďalších poplatkov.

Platba bude uhradená až po doručení vráteného tovaru alebo po preukázaní jeho zaslania späť, podľa toho, čo nastane skôr.

Tovar zašlite späť alebo ho prineste na adresu {shopAddress} bez zbytočného odkladu, najneskôr do 14 dní odo dňa, keď ste nám oznámili odstúpenie od tejto zmluvy. Lehota sa považuje za zachovanú, ak tovar odošlete späť pred uplynutím 14-dňovej lehoty.

Náklady na vrátenie tovaru znášame my.

Zodpovedáte len za akékoľvek zníženie hodnoty tovaru, ktoré je dôsledkom zaobchádzania s ním iným spôsobom, než aký je potrebný na zistenie jeho charakteru, vlastností a funkčnosti.

## Odstúpenie online a bezplatné vrátenie
Od zmluvy môžete odstúpiť aj online: použite tlačidlo „Odstúpiť od zmluvy tu“ v päte každej stránky alebo na stránke vašej objednávky. Prijatie odstúpenia vám bezodkladne potvrdíme e-mailom.

Nad rámec zákonnej lehoty vám dobrovoľne poskytujeme {returnDays} dní od doručenia poslednej zásielky vašej objednávky na odstúpenie od zmluvy a vrátenie tovaru. Vrátenie vás nič nestojí: použite náš predplatený štítok na vrátenie, ktorý vám pošleme spolu s potvrdením odstúpenia.

## Vzorový formulár na odstúpenie od zmluvy
(vyplňte a zašlite tento formulár len v prípade, že si želáte odstúpiť od zmluvy)

- Komu: {shopName}, {shopAddress}, e-mail {shopEmail}
- Týmto oznamujem/oznamujeme (*), že odstupujem/odstupujeme (*) od zmluvy na tento tovar/od zmluvy o poskytnutí tejto služby (*):
- Dátum objednania/dátum prijatia (*)
- Meno a priezvisko spotrebiteľa/spotrebiteľov
- Adresa spotrebiteľa/spotrebiteľov
- Podpis spotrebiteľa/spotrebiteľov (iba ak sa tento formulár podáva v listinnej podobe)
- Dátum

(*) Nehodiace sa prečiarknite.`,
  },
  shipping: {
    title: 'Doprava a platba',
    slug: 'doprava-a-platba',
    body: `${SAMPLE}

## Krajiny doručenia
Doručujeme do všetkých krajín, ktoré si pri objednávke môžete zvoliť ako krajinu doručenia.

## Dodacie lehoty
Tovar na sklade opúšťa náš sklad do 1–2 pracovných dní od objednávky. Doručenie potom zvyčajne trvá 1–3 pracovné dni v krajine nášho sídla ({shopCountry}) a 3–7 pracovných dní do ostatných krajín. Na stránke každého produktu vidíte, či je na sklade.

## Náklady na dopravu
Náklady na dopravu závisia od krajiny doručenia, zvoleného spôsobu dopravy a hmotnosti zásielky. Vidíte ich v košíku a pri objednávke ešte pred jej odoslaním.

## Platba
Platíte bezpečne kreditnou alebo debetnou kartou. Údaje o karte zadávate priamo u nášho poskytovateľa platobných služieb; my ich nikdy nevidíme ani neukladáme. Niektoré banky vás požiadajú o potvrdenie platby v aplikácii (3-D Secure). Suma sa strhne pri odoslaní objednávky; vrátené platby idú späť na tú istú kartu.

## Dodanie mimo EÚ
V rámci EÚ sa clo neplatí. Pri dodaní mimo EÚ neúčtujeme DPH; krajina určenia môže vyberať clo a dovozné dane, ktoré vyberá dopravca pri doručení.`,
  },
  contact: {
    title: 'Kontakt',
    slug: 'kontakt',
    body: `${SAMPLE}

## Zákaznícky servis
Máte otázku k produktu, objednávke, doručeniu alebo vráteniu tovaru? Náš tím vám osobne odpovie e-mailom aj telefonicky.

Chcete niečo vrátiť? Vrátenie začnite na {returnUrl}: s naším predplateným štítkom na vrátenie je bezplatné.

E-mail: {shopEmail}
Telefón: {shopPhone}

## Prevádzkové hodiny
Pondelok až piatok, 9:00 – 17:00. Na e-maily odpovedáme do dvoch pracovných dní. Hovor stojí toľko, koľko váš operátor účtuje za volania do krajiny nášho sídla ({shopCountry}).

## Poštová adresa
{shopName}
{shopAddress}

## Zákaznícky účet
Ak máte zákaznícky účet, môžete nám napísať aj na stránke „Zákaznícky servis“ vo svojom účte; kópiu svojej správy dostanete e-mailom.

## Odstúpenie od zmluvy
Ako odstúpiť od nákupu, vysvetľuje stránka „Odstúpenie od zmluvy“; nájdete na nej aj vzorový formulár na odstúpenie od zmluvy.`,
  },
};
