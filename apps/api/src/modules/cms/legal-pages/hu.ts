import type { LocalePages } from './types.ts';

const SAMPLE =
  '! Mintaszöveg: ezt az oldalt az üzlet létrehozásakor mintaszöveggel töltöttük ki. Az üzlet üzemeltetőjének saját szövegre kell cserélnie, és jogásszal kell ellenőriztetnie.';

export const hu: LocalePages = {
  imprint: {
    title: 'Impresszum',
    slug: 'impresszum',
    body: `${SAMPLE}

## Üzemeltető
{shopName}
{shopAddress}

## Képviselő
Ügyvezetés: {shopRepresentative}

## Elérhetőség
Telefon: {shopPhone}
E-mail: {shopEmail}

## Cégnyilvántartás
{shopRegister}

## Közösségi adószám
{shopVatId}

## A tartalomért felelős
{shopRepresentative}, {shopAddress}

## Fogyasztói jogviták rendezése
Az Európai Bizottság online vitarendezési platformja (OVR) 2025. július 20-án megszűnt, ezért már nem hivatkozunk rá. Nem vagyunk kötelesek és nem is vállaljuk, hogy békéltető testület előtti vitarendezési eljárásban részt vegyünk. Ha valami nem stimmel a rendelésével, kérjük, írjon nekünk a {shopEmail} címre: együtt megoldást találunk.`,
  },
  terms: {
    title: 'Általános Szerződési Feltételek',
    slug: 'aszf',
    body: `${SAMPLE}

## 1. Hatály
Ezek a feltételek a(z) {shopName} ({shopAddress}, a továbbiakban: „mi”) webáruházában leadott valamennyi rendelésre vonatkoznak. Ön fogyasztó, ha a vásárlás célja túlnyomórészt kívül esik az Ön önálló foglalkozásának és gazdasági tevékenységének körén.

## 2. A szerződés létrejötte
A termékek bemutatása a webáruházban nem kötelező erejű ajánlat, hanem felhívás rendelés leadására. A rendelési folyamat végén a „Megrendelés fizetési kötelezettséggel” gombra kattintva Ön kötelező erejű ajánlatot tesz a kosarában lévő termékek megvásárlására. Ajánlatát a rendelés visszaigazolásával fogadjuk el, amelyet e-mailben küldünk meg Önnek, amint a fizetés sikeresen megtörtént (ha a rendelésért nem kell fizetnie, azonnal); a szerződés ezzel az elfogadással jön létre. A visszaigazolás tartalmazza a szerződés szövegét a rendelés adataival és az elállási tájékoztatót, így Ön mindkettőt tartós adathordozón kapja meg; emellett hivatkozást tartalmaz ezekre a feltételekre, amelyeket Ön ezen az oldalon bármikor megtekinthet, elmenthet és kinyomtathat. A szerződés nyelve annak a webáruháznak a nyelve, amelyben Ön rendel. A szerződés szövegét ezenfelül mi is tároljuk.

## 3. Árak
Minden ár végső ár euróban, amely tartalmazza a törvényes általános forgalmi adót. A szállítási költséget a kosárban és a rendelés során, a rendelés leadása előtt látja. A más uniós tagállam érvényes közösségi adószámával rendelkező céges vásárlók áfa nélküli számlát kapnak (fordított adózás).

## 4. Szállítás
A rendelés során felkínált országokba szállítunk. A szállítási időket és költségeket a „Szállítás és fizetés” oldal ismerteti.

## 5. Fizetés és tulajdonjog-fenntartás
Ön hitel- vagy betéti kártyával fizet; az összeget a rendelés leadásakor terheljük. A termékek a teljes vételár kifizetéséig a tulajdonunkban maradnak.

## 6. Elállási jog
Fogyasztóként Önt 14 napos törvényes elállási jog illeti meg. Önkéntesen {returnDays} napot biztosítunk Önnek az utolsó csomag kézbesítésétől számítva, és a termékek visszaküldése előre fizetett visszaküldési címkénkkel ingyenes. Elállni az „Elállás a szerződéstől” gombbal tud bármelyik oldal alján vagy a rendelése oldalán. A részleteket és az elállási nyilatkozatmintát az „Elállási jog” oldalon találja.

## 7. Szavatosság
A törvényes szavatossági jogok érvényesek: felelünk azokért a hibákért, amelyek a teljesítéskor már megvoltak, és a teljesítéstől számított két éven belül jelentkeznek. A gyártói jótállás ezeken a jogokon felül érvényes, és nem korlátozza őket.

## 8. Felelősség
Szándékosság és súlyos gondatlanság, valamint életben, testi épségben vagy egészségben okozott kár esetén korlátlanul felelünk. Enyhe gondatlanság esetén csak a lényeges szerződéses kötelezettségek megszegéséért felelünk, a szerződésre jellemző, előrelátható kár mértékéig. A termékfelelősségi szabályok szerinti felelősséget ez nem érinti.

## 9. Alkalmazandó jog
A székhelyünk szerinti ország ({shopCountry}) joga az irányadó, az áruk nemzetközi adásvételi szerződéseiről szóló ENSZ-egyezmény kizárásával. Ha Ön fogyasztó, ez a jogválasztás nem fosztja meg attól a védelemtől, amelyet a szokásos tartózkodási helye szerinti ország kógens jogszabályai biztosítanak Önnek.`,
  },
  privacy: {
    title: 'Adatvédelmi tájékoztató',
    slug: 'adatvedelmi-tajekoztato',
    body: `${SAMPLE}

## 1. Adatkezelő
Az általános adatvédelmi rendelet (GDPR) szerinti adatkezelő: {shopName}, {shopAddress}, telefon: {shopPhone}, e-mail: {shopEmail}.

## 2. Milyen adatokat kezelünk és miért
- Rendelések: név, címek, e-mail-cím, telefonszám (ha megadja), a megrendelt termékek és a fizetés állapota, a szerződés megkötése és teljesítése céljából (GDPR 6. cikk (1) bekezdés b) pont).
- Vásárlói fiók: a regisztrációkor és a fiókjában megadott adatok, a fiók biztosítása céljából (GDPR 6. cikk (1) bekezdés b) pont).
- Készletértesítés: az Ön e-mail-címe és a termék, hogy egyszer értesítsük, amikor ismét raktáron van, az Ön hozzájárulása alapján (GDPR 6. cikk (1) bekezdés a) pont), amelyet bármikor visszavonhat.
- Ügyfélszolgálat: az Ön üzenetei és a válaszaink, a megkeresése intézése céljából (GDPR 6. cikk (1) bekezdés b) és f) pont).
- Könyvelés: számlák és fizetési bizonylatok, a törvényes megőrzési kötelezettségeink teljesítése céljából (GDPR 6. cikk (1) bekezdés c) pont).
- Biztonság: szervernaplók az IP-címmel, néhány napig megőrizve a támadások felismerése és elhárítása céljából (GDPR 6. cikk (1) bekezdés f) pont).
- Reakciók a magazinban: az IP-címéből és böngészőjéből képzett, vissza nem fejthető kivonat (hash), soha nem maga a cím, hogy minden látogató csak egyszer számítson (GDPR 6. cikk (1) bekezdés f) pont).

## 3. Címzettek
Adatot csak akkor továbbítunk, ha a rendelése ezt megkívánja: a kártyás fizetést feldolgozó pénzforgalmi szolgáltatónak, a csomagot kézbesítő fuvarozónak (név és szállítási cím, valamint e-mail-cím vagy telefonszám a kézbesítési értesítéshez), továbbá a tárhely- és e-mail-szolgáltatóinknak, amelyek adatfeldolgozási szerződés alapján a megbízásunkból kezelik az adatokat (GDPR 28. cikk). Ha egy szolgáltató az EU-n vagy az EGT-n kívül működik, adatot csak megfelelőségi határozat vagy az uniós általános szerződési feltételek alapján továbbítunk.

## 4. Megőrzési idő
Adatait töröljük, amint e célokhoz már nincs rájuk szükség. A szerződési és számlázási adatokat addig őrizzük meg, ameddig a számviteli és adójogszabályok előírják (legfeljebb tíz évig). A készletértesítést addig őrizzük meg, amíg a termék a kínálatunkban szerepel; a vásárlói fiók addig marad meg, amíg Ön nem kéri a törlését.

## 5. Sütik
A webáruház csak a működéshez feltétlenül szükséges sütiket használ: ezek bejelentkezve tartják Önt, és kijelentkezéskor, legkésőbb 30 nap után megszűnnek. Elemző, nyomkövető vagy reklámcélú sütiket nem használunk, és nem adunk át adatot hirdetési hálózatoknak.

## 6. Az Ön jogai
Önt megilleti a hozzáférés joga (GDPR 15. cikk), a helyesbítés joga (16. cikk), a törléshez való jog (17. cikk), az adatkezelés korlátozásához való jog (18. cikk), az adathordozhatósághoz való jog (20. cikk), valamint a jogos érdeken alapuló adatkezeléssel szembeni tiltakozás joga (21. cikk). Elég egy üzenet a {shopEmail} címre.

## 7. Panasz
Panaszt nyújthat be egy adatvédelmi felügyeleti hatósághoz, különösen abban az uniós tagállamban, ahol lakik, dolgozik, vagy ahol az állítólagos jogsértés történt.`,
  },
  withdrawal: {
    title: 'Elállási jog',
    slug: 'elallasi-jog',
    body: `${SAMPLE}

## Elállási jog
Ön 14 napon belül jogosult indokolás nélkül elállni e szerződéstől.

Az elállási határidő attól a naptól számított 14 nap elteltével jár le, amelyen Ön vagy az Ön által megjelölt, a fuvarozótól eltérő harmadik személy a terméket átveszi. Ha Ön egy rendelésben több terméket rendelt, és azokat külön szállítjuk, az elállási határidő az utolsó termék átvételének napjától számított 14 nap elteltével jár le.

Ha Ön elállási jogával élni kíván, elállási szándékát tartalmazó egyértelmű nyilatkozatát köteles eljuttatni hozzánk ({shopName}, {shopAddress}, telefon: {shopPhone}, e-mail: {shopEmail}), például postán vagy elektronikus úton küldött levél útján. Ebből a célból felhasználhatja az alábbi elállási nyilatkozatmintát is, de ez nem kötelező.

Ön határidőben gyakorolja elállási jogát, ha a fent megjelölt határidő lejárta előtt elküldi elállási nyilatkozatát.

## Az elállás joghatásai
Ha Ön eláll ettől a szerződéstől, haladéktalanul, de legkésőbb az Ön elállási nyilatkozatának kézhezvételétől számított 14 napon belül visszatérítjük az Ön által teljesített valamennyi ellenszolgáltatást, ideértve a fuvarozási költséget is (kivéve azokat a többletköltségeket, amelyek amiatt merültek fel, hogy Ön az általunk felkínált, legolcsóbb szokásos fuvarozási módtól eltérő fuvarozási módot választott). A visszatérítés során az eredeti ügylet során alkalmazott fizetési móddal egyező fizetési módot alkalmazunk, kivéve, ha Ön más fizetési mód igénybevételéhez kifejezetten a hozzájárulását adja; e visszatérítési mód alkalmazásából kifolyólag Önt semmilyen többletköltség nem terheli.

Mindaddig visszatarthatjuk a visszatérítést, amíg vissza nem kaptuk a terméket, vagy Ön nem igazolta, hogy azt visszaküldte: a kettő közül a korábbi időpontot kell figyelembe venni.

Ön köteles számunkra a terméket indokolatlan késedelem nélkül, de legkésőbb elállási nyilatkozatának közlésétől számított 14 napon belül visszaküldeni vagy átadni a következő címen: {shopAddress}. A határidő betartottnak minősül, ha a 14 napos határidő letelte előtt elküldi a terméket.

A termék visszaküldésének költségét mi viseljük.

Ön kizárólag akkor vonható felelősségre a termékben bekövetkezett értékcsökkenésért, ha az a termék jellegének, tulajdonságainak és működésének megállapításához szükséges használatot meghaladó használat miatt következett be.

## Online elállás és ingyenes visszaküldés
Online is elállhat a szerződéstől: használja az „Elállás a szerződéstől” gombot bármelyik oldal alján vagy a rendelése oldalán. Elállása beérkezését haladéktalanul visszaigazoljuk e-mailben.

A törvényes határidőn túl önkéntesen {returnDays} napot biztosítunk Önnek a rendelése utolsó csomagjának kézbesítésétől számítva, hogy elálljon a szerződéstől és visszaküldje a termékeket. A visszaküldés semmibe sem kerül Önnek: használja előre fizetett visszaküldési címkénket, amelyet az elállás visszaigazolásával együtt küldünk el.

## Elállási nyilatkozatminta
(csak a szerződéstől való elállási szándék esetén töltse ki és juttassa vissza)

- Címzett: {shopName}, {shopAddress}, e-mail: {shopEmail}
- Alulírott/ak kijelentem/kijelentjük (*), hogy gyakorlom/gyakoroljuk (*) elállási jogomat/jogunkat (*) az alábbi termék/ek (*) adásvételére vagy az alábbi szolgáltatás (*) nyújtására irányuló szerződés tekintetében:
- Szerződéskötés időpontja (*)/átvétel időpontja (*):
- A fogyasztó(k) neve:
- A fogyasztó(k) címe:
- A fogyasztó(k) aláírása (kizárólag papíron tett nyilatkozat esetén):
- Kelt:

(*) Szükség szerint törlendő.`,
  },
  shipping: {
    title: 'Szállítás és fizetés',
    slug: 'szallitas-es-fizetes',
    body: `${SAMPLE}

## Szállítási országok
Minden olyan országba szállítunk, amelyet a rendelés során szállítási országként kiválaszthat.

## Szállítási idő
A raktáron lévő termékek a rendeléstől számított 1–2 munkanapon belül elhagyják a raktárunkat. A kézbesítés ezután általában 1–3 munkanap a székhelyünk szerinti országban ({shopCountry}), és 3–7 munkanap más országokba. Minden termékoldalon látható, hogy a termék raktáron van-e.

## Szállítási költség
A szállítási költség a szállítási országtól, a választott szállítási módtól és a csomag súlyától függ. A kosárban és a rendelés során, a rendelés leadása előtt látja.

## Fizetés
Biztonságosan fizethet hitel- vagy betéti kártyával. Kártyaadatait közvetlenül a pénzforgalmi szolgáltatónknál adja meg; mi soha nem látjuk és nem tároljuk őket. Egyes bankok azt kérik, hogy a fizetést az alkalmazásukban hagyja jóvá (3-D Secure). Az összeget a rendelés leadásakor terheljük; a visszatérítések ugyanarra a kártyára érkeznek.

## Szállítás az EU-n kívülre
Az EU-n belül nincs vám. Az EU-n kívülre történő szállításnál nem számítunk fel áfát; a célország vámot és behozatali adókat vethet ki, amelyeket a fuvarozó a kézbesítéskor szed be.`,
  },
  contact: {
    title: 'Kapcsolat',
    slug: 'kapcsolat',
    body: `${SAMPLE}

## Ügyfélszolgálat
Kérdése van egy termékkel, rendeléssel, szállítással vagy visszaküldéssel kapcsolatban? Csapatunk személyesen válaszol Önnek e-mailben és telefonon.

Szeretne visszaküldeni valamit? Indítsa el a visszaküldést itt: {returnUrl}. Előre fizetett visszaküldési címkénkkel ingyenes.

E-mail: {shopEmail}
Telefon: {shopPhone}

## Ügyfélszolgálati idő
Hétfőtől péntekig 9–17 óráig. Az e-mailekre két munkanapon belül válaszolunk. A hívás annyiba kerül, amennyit a szolgáltatója a székhelyünk szerinti országba ({shopCountry}) irányuló hívásokért felszámít.

## Postacím
{shopName}
{shopAddress}

## Vásárlói fiók
Ha van vásárlói fiókja, a fiókja „Ügyfélszolgálat” oldalán is írhat nekünk; üzenetéről másolatot kap e-mailben.

## Elállás
Hogy hogyan állhat el egy vásárlástól, azt az „Elállási jog” oldal ismerteti; ott találja az elállási nyilatkozatmintát is.`,
  },
};
