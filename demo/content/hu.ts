import type { LocaleContent } from './types.ts';

export const hu: LocaleContent = {
  brandsSegment: 'markak',
  categories: {
    kitchen: {
      name: 'Konyha',
      slug: 'konyha',
      description: 'Tartós eszközök főzéshez, kávézáshoz és terítéshez – évekig tartó használatra válogatva.',
    },
    'kitchen.cookware': {
      name: 'Főzőedények',
      slug: 'fozoedenyek',
      description:
        'Serpenyők, fazekak és lábasok, amelyek egyenletesen osztják el a hőt, és generációkon át kitartanak.',
    },
    'kitchen.cookware.pans': {
      name: 'Serpenyők',
      slug: 'serpenyok',
      description: 'Öntöttvas serpenyők és szénacél wokok ropogós kéreghez és gyors sütéshez.',
    },
    'kitchen.cookware.pots': {
      name: 'Fazekak és lábasok',
      slug: 'fazekak-es-labasok',
      description: 'Fazekak és öntöttvas lábasok levesekhez, alaplevekhez és lassú főzéshez.',
    },
    'kitchen.knives': {
      name: 'Kések',
      slug: 'kesek',
      description: 'Éles, jól kiegyensúlyozott kések aprításhoz, szeleteléshez és kenyérvágáshoz.',
    },
    'kitchen.coffee': {
      name: 'Kávé és tea',
      slug: 'kave-es-tea',
      description: 'Minden a nyugodt kávé- és teázáshoz, a filteres szettektől a teáskannákig.',
    },
    'kitchen.tableware': {
      name: 'Terítés',
      slug: 'terites',
      description:
        'Porcelán tányérok és poharak hétköznapra és ünnepre. A szépen megterített asztal hosszú vacsorákra csábít.',
    },
    home: {
      name: 'Otthon',
      slug: 'otthon',
      description: 'Fény, textil és tárolás egy otthonhoz, ahol jó lenni.',
    },
    'home.lighting': {
      name: 'Világítás',
      slug: 'vilagitas',
      description: 'Asztali és függőlámpák, amelyek meleg, lágy fényt hoznak minden szobába.',
    },
    'home.textiles': {
      name: 'Lakástextil',
      slug: 'lakastextil',
      description: 'Gyapjúplédek és len díszpárnahuzatok, amelyektől még hívogatóbb lesz a kanapé.',
    },
    'home.decor': {
      name: 'Dekoráció',
      slug: 'dekoracio',
      description: 'Vázák és tükrök, amelyek egyéniséget és fényt visznek az otthonba.',
    },
    'home.storage': {
      name: 'Tárolás',
      slug: 'tarolas',
      description: 'Kosarak és polcok, hogy mindennek meglegyen a helye – szépen és praktikusan.',
    },
    outdoor: {
      name: 'Túra és szabadidő',
      slug: 'tura-es-szabadido',
      description:
        'Felszerelés kempingezéshez, túrázáshoz és kerékpározáshoz. A természetben akkor jó igazán, ha a felszerelésre is számíthat.',
    },
    'outdoor.camping': {
      name: 'Kemping',
      slug: 'kemping',
      description: 'Sátrak és hálózsákok meleg, száraz éjszakákhoz a szabadban.',
    },
    'outdoor.hiking': {
      name: 'Túrázás',
      slug: 'turazas',
      description: 'Minden az ösvényre: hátizsákok, túrabotok és kulacsok rövid és hosszú túrákhoz.',
    },
    'outdoor.hiking.backpacks': {
      name: 'Hátizsákok',
      slug: 'hatizsakok',
      description: 'Napi és túrahátizsákok, amelyek jól illeszkednek, és kényelmesen viszik a terhet.',
    },
    'outdoor.hiking.accessories': {
      name: 'Túrakiegészítők',
      slug: 'turakiegeszitok',
      description: 'Túrabotok és kulacsok, amelyek könnyedén elkísérnek kilométerről kilométerre.',
    },
    'outdoor.cycling': {
      name: 'Kerékpározás',
      slug: 'kerekparozas',
      description: 'Lámpák és csomagtartótáskák munkába járáshoz és hosszabb kerékpártúrákhoz.',
    },
    garden: {
      name: 'Kert',
      slug: 'kert',
      description: 'Szerszámok, cserepek és öntözőeszközök a kertbe és az erkélyre.',
    },
    'garden.tools': {
      name: 'Kerti szerszámok',
      slug: 'kerti-szerszamok',
      description: 'Strapabíró metszőollók és ásók, amelyek szezonról szezonra megbízhatóak maradnak.',
    },
    'garden.planters': {
      name: 'Cserepek és magaságyások',
      slug: 'cserepek-es-magasagyasok',
      description: 'Terrakotta cserepek és magaságyások fűszernövényekhez, virágokhoz és saját terméshez.',
    },
    'garden.watering': {
      name: 'Öntözés',
      slug: 'ontozes',
      description: 'Locsolókannák és tömlők, hogy a víz oda jusson, ahol szükség van rá.',
    },
    sport: {
      name: 'Sport',
      slug: 'sport',
      description: 'Felszerelés jógához, futáshoz és otthoni edzéshez – mozgás a saját tempójában.',
    },
    'sport.yoga': {
      name: 'Jóga',
      slug: 'joga',
      description: 'Parafa jógaszőnyegek és jógatéglák, amelyek jól tapadnak és természetes érzetet adnak.',
    },
    'sport.running': {
      name: 'Futás',
      slug: 'futas',
      description: 'Könnyű futóövek és futósapkák, amelyek nem dörzsölnek és nem ugrálnak.',
    },
    'sport.training': {
      name: 'Edzés',
      slug: 'edzes',
      description: 'Gömbsúlyzók és erősítő gumiszalagok hatékony otthoni edzéshez.',
    },
    office: {
      name: 'Iroda',
      slug: 'iroda',
      description: 'Papír, írószer és íróasztali kiegészítők az elmélyült munkához.',
    },
    'office.notebooks': {
      name: 'Füzetek és határidőnaplók',
      slug: 'fuzetek-es-hataridonaplok',
      description: 'Jegyzetfüzetek és határidőnaplók, amelyekbe öröm leírni a gondolatokat és a terveket.',
    },
    'office.writing': {
      name: 'Írószerek',
      slug: 'iroszerek',
      description: 'Töltőtollak és ceruzák, amelyekkel kézzel írni is élmény.',
    },
    'office.desk': {
      name: 'Íróasztal',
      slug: 'iroasztal',
      description: 'Rendezők és lámpák a rendezett, jól megvilágított íróasztalhoz.',
    },
    kids: {
      name: 'Gyerekeknek',
      slug: 'gyerekeknek',
      description: 'Strapabíró játékok, amelyek megmozgatják a fantáziát, és összehozzák a családot.',
    },
    'kids.wooden-toys': {
      name: 'Fajátékok',
      slug: 'fajatekok',
      description: 'Bükkfa építőkockák és húzós játékok, amelyek generációkon át bírják a játékot.',
    },
    'kids.games': {
      name: 'Társasjátékok és kirakók',
      slug: 'tarsasjatekok-es-kirakok',
      description: 'Kirakók és társasjátékok nyugodt estékre és vidám családi játékestékre.',
    },
    bath: {
      name: 'Fürdőszoba',
      slug: 'furdoszoba',
      description: 'Törölközők, szappanok és ápolószerek, hogy a fürdőszoba a pihenés helye legyen.',
    },
    'bath.accessories': {
      name: 'Törölközők és kiegészítők',
      slug: 'torolkozok-es-kiegeszitok',
      description: 'Puha fürdőlepedők és kerámia szappantartók mindennapi használatra.',
    },
    'bath.care': {
      name: 'Szappanok és ápolás',
      slug: 'szappanok-es-apolas',
      description: 'Növényi olajokból készült szappanok és krémek, amelyek kíméletesen ápolják a bőrt.',
    },
  },
  productTypes: {
    fryingPan: {
      name: 'Serpenyő',
      description:
        'Az öntöttvas serpenyő sokáig tartja és egyenletesen adja le a hőt, így a hús szép kérget kap, a burgonya pedig ropogósra sül. Előkezelt felülettel érkezik, minden főzőlapon és sütőben is használható. Forró vízzel mossa el, majd kenje át vékonyan olajjal.',
      use: 'Húsokhoz, zöldségekhez és ropogós sült krumplihoz.',
    },
    wok: {
      name: 'Wokserpenyő',
      description:
        'A szénacél wokserpenyő pillanatok alatt felforrósodik, magas pereme pedig gyors kevergetés közben is bent tartja a hozzávalókat. Használat közben természetes, tapadásmentes patina alakul ki rajta. Mosás után azonnal törölje szárazra, és kenje át kevés olajjal, hogy ne rozsdásodjon.',
      use: 'Gyors, nagy lángon készülő wokételekhez.',
    },
    stockPot: {
      name: 'Fazék',
      description:
        'Tágas, rozsdamentes acél fazék szendvicsaljjal, amely egyenletesen osztja el a hőt, így semmi sem ég le könnyen. A jól záródó fedő és a stabil fülek megkönnyítik a nagy adagok főzését. Mosogatógépben mosható, indukciós főzőlapon is használható.',
      use: 'Alaplékhez, levesekhez és tésztafőzéshez.',
    },
    dutchOven: {
      name: 'Öntöttvas lábas',
      description:
        'Zománcozott öntöttvas lábas, amely sokáig megtartja a hőt, így a húsok és a hüvelyesek lassan, puhára párolódnak. A nehéz fedő visszavezeti a gőzt az ételbe, ezért semmi sem szárad ki. Egyenesen mehet a tűzhelyről a sütőbe, onnan pedig az asztalra.',
      use: 'Pörköltekhez, ragukhoz és sütőben sült kenyérhez.',
    },
    chefsKnife: {
      name: 'Szakácskés',
      description:
        'Sokoldalú szakácskés rozsdamentes acélból: éles, jól kiegyensúlyozott, és hosszú előkészítés közben is kényelmesen fekszik a kézben. Az élét kézzel köszörülték, és rendszeres fenéssel sokáig éles marad. Kézzel mossa el, és azonnal törölje szárazra.',
      use: 'Zöldségek, húsok és fűszernövények aprításához.',
    },
    breadKnife: {
      name: 'Kenyérvágó kés',
      description:
        'A hosszú, hullámos élű penge tisztán átvágja a ropogós héjat anélkül, hogy összenyomná a puha belét. A rozsdamentes acélnak és a stabil nyélnek köszönhetően hosszú évekig hűséges társ a konyhában. Piskótalapok kettévágására és paradicsom szeletelésére is kiváló.',
      use: 'Kenyér és péksütemények szeleteléséhez.',
    },
    pourOverSet: {
      name: 'Filteres kávékészítő szett',
      description:
        'A szett egy üvegkancsóból és egy szűrőtartóból áll, amelyekkel kézzel, nyugodtan készítheti el a kávét. A lassan öntött víz kihozza a babból a gyümölcsös és édes jegyeket. A hőálló üveg könnyen tisztán tartható, és rajta keresztül látja, hogyan készül a kávé.',
      use: 'Egy vagy több csésze filteres kávéhoz.',
    },
    teapot: {
      name: 'Teáskanna',
      description:
        'Kerámia teáskanna, amely melegen tartja a teát, és csepegés nélkül tölt. A kivehető szűrőben a szálas tea levelei szabadon kibomolhatnak. A mázas felület nem szívja magába az ízeket és a színeket, így zöld teához és gyógyteához egyaránt jó.',
      use: 'Szálas tea készítéséhez az egész asztalnak.',
    },
    dinnerPlateSet: {
      name: 'Lapostányér-készlet',
      description:
        'Strapabíró porcelán lapostányérok visszafogott peremmel és enyhén mélyített formával, amely a szószt a tányéron tartja. Bírják a mindennapi használatot, a mosogatógépet és a mikrohullámú sütőt. Egymásba rakva kevés helyet foglalnak a szekrényben.',
      use: 'Hétköznapi vacsorákhoz és ünnepi terítéshez.',
    },
    drinkingGlasses: {
      name: 'Pohárkészlet',
      description:
        'Vékony falú, átlátszó üvegpoharak, kellemes súllyal a kézben. Vízhez, gyümölcsléhez és borhoz egyaránt illenek. Mosogatógépben moshatók és egymásba rakhatók.',
      use: 'Mindennapi használatra és ünnepi teríték mellé.',
    },
    tableLamp: {
      name: 'Asztali lámpa',
      description:
        'Asztali lámpa kerámia talppal és textilernyővel, amely lágy, meleg fényt áraszt a szobában. Minden talpat kézzel mázaznak, ezért az árnyalatok kissé eltérhetnek. E27-es foglalatú LED-izzóhoz.',
      use: 'Hangulatvilágításnak a kisasztalra vagy a komódra.',
    },
    pendantLight: {
      name: 'Függőlámpa',
      description:
        'Bambuszlécekből font függőlámpa, amely szép árnyékmintákat rajzol a falra és a mennyezetre. Könnyű szerkezete az étkezőasztal fölé és az előszobába is illik. A bambusz gyorsan megújuló alapanyag.',
      use: 'Általános világításnak az étkező vagy a nappali fölé.',
    },
    throwBlanket: {
      name: 'Pléd',
      description:
        'Puha gyapjúpléd, amely melegít, mégis lélegzik, így a kanapén sem lesz túl meleg. Elég nagy ahhoz, hogy teljesen beleburkolózzon. Gyakran szellőztesse, és szükség esetén gyapjú programon mossa.',
      use: 'Kanapéra, olvasósarokba és hűvös estékre.',
    },
    cushionCover: {
      name: 'Díszpárnahuzat',
      description:
        'Len díszpárnahuzat, amely minden mosással puhább és szebb lesz. A rejtett cipzár letisztult megjelenést ad, a len természetes textúrája pedig laza hangulatot visz a kanapéra. 40 fokon mosható.',
      use: 'A kanapé és az ágy egyszerű felfrissítésére.',
    },
    vase: {
      name: 'Váza',
      description:
        'Kézzel formázott kerámia váza matt mázzal, amelyben egyetlen ág és egy dús csokor is jól mutat. Belül mázas, így vízzáró. Üresen, a polcon is szép dísz.',
      use: 'Vágott virágokhoz, ágakhoz és szárazvirágokhoz.',
    },
    wallMirror: {
      name: 'Fali tükör',
      description:
        'Fali tükör tömör tölgyfa kerettel, lekerekített és olajozott élekkel. A kis előszobát is világosabbá és tágasabbá teszi. A rögzítéshez szükséges tartozékokat mellékeljük.',
      use: 'Előszobába, hálószobába vagy nappaliba.',
    },
    storageBasket: {
      name: 'Tárolókosár',
      description:
        'Bambuszból font tárolókosár, amely rendben tartja az apróságokat a polcon, az előszobában vagy a fürdőszobában. Könnyű, mégis stabil, a fogantyúknak köszönhetően pedig könnyen megemelhető. Nedves ruhával tisztítható.',
      use: 'Sapkáknak, játékoknak, törölközőknek és újságoknak.',
    },
    shelfUnit: {
      name: 'Polc',
      description:
        'Stabil polc tömör tölgyfából könyveknek, növényeknek és tárolókosaraknak. A keresztmerevítés egyenesen tartja a vázat, az olajozott felület pedig bírja a használatot, és az évek során egyre szebb lesz. Biztonsági okokból rögzítse a falhoz.',
      use: 'Nappaliba, dolgozószobába vagy konyhába.',
    },
    tent: {
      name: 'Sátor',
      description:
        'Önállóan álló sátor ripstop nejlonból, amelyet a színkódolt rudaknak köszönhetően gyorsan felállíthat. A kétrétegű szerkezet kint tartja az esőt, és csökkenti a páralecsapódást. A cövekek és a rudak is elférnek a csomagolózsákban.',
      use: 'Hétvégi kirándulásokra és túrákra tavasztól őszig.',
    },
    sleepingBag: {
      name: 'Hálózsák',
      description:
        'Múmiaformájú hálózsák újrahasznosított poliészter töltettel, amely nyirkosan is melegít, és gyorsan szárad. Az alakra szabott kapucni és a cipzár melletti hővédő sáv bent tartja a meleget. Kis kompressziós zsákba csomagolható.',
      use: 'Sátorban töltött éjszakákra.',
    },
    hikingBackpack: {
      name: 'Túrahátizsák',
      description:
        'Nejlon túrahátizsák állítható háttámlával, párnázott csípőövvel és esővédő huzattal. A súly a csípőre kerül, így a hosszú napok is könnyebbnek tűnnek. Az oldalzsebek és az alsó rekesz rendben tartják a felszerelést.',
      use: 'Többnapos túrákra és hosszabb kirándulásokra.',
    },
    daypack: {
      name: 'Napi hátizsák',
      description:
        'Könnyű napi hátizsák újrahasznosított poliészterből, párnázott vállpántokkal és oldalzsebbel a kulacsnak. A szellőző háttámla csökkenti az izzadást. A hétköznapokban és egy erdei kiránduláson egyaránt bevált társ.',
      use: 'Egynapos kirándulásokra, munkába járáshoz és a városba.',
    },
    trekkingPoles: {
      name: 'Túrabotpár',
      description:
        'Állítható, könnyű alumínium túrabotok, amelyek lejtőn tompítják az ütéseket, köves terepen pedig segítenek megőrizni az egyensúlyt. A gyorszárak kesztyűben is könnyen állíthatók. A parafa markolat izzadt kézzel is kellemes tapintású.',
      use: 'Emelkedős ösvényekre és hosszú túranapokra.',
    },
    waterBottle: {
      name: 'Kulacs',
      description:
        'Rozsdamentes acél kulacs, amelynek nincs műanyag íze, és nem veszi át a szagokat. A jól záródó kupak miatt a hátizsákban sem szivárog. A kulacsot és a kupakot kézzel, meleg vízzel mossa.',
      use: 'Túrára, edzőterembe és az íróasztalra.',
    },
    bikeLightSet: {
      name: 'Kerékpáros lámpaszett',
      description:
        'Alumíniumházas első és hátsó lámpa, USB-ről tölthető. Az erős első lámpa megvilágítja az utat, a hátsó pedig oldalról is messziről látszik. Szerszám nélkül felszerelhető, és a bicikli lezárásakor könnyen magával viheti.',
      use: 'Biztonságos kerékpározáshoz sötétben és szürkületben.',
    },
    pannierBag: {
      name: 'Csomagtartótáska',
      description:
        'Vízálló csomagtartótáska erős nejlonból, amely egyetlen mozdulattal rögzíthető a csomagtartóra. A feltekerhető záródás kint tartja az esőt és a fröccsenő vizet, a fényvisszaverők pedig növelik a láthatóságot. A levehető vállpánttal a táska kényelmesen vihető, ha leszállt a kerékpárról.',
      use: 'Munkába járáshoz, bevásárláshoz és kerékpártúrákhoz.',
    },
    pruningShears: {
      name: 'Metszőolló',
      description:
        'Metszőolló szénacél pengékkel, amelyek roncsolás nélkül, tisztán vágják el az élő ágakat. A rugó könnyedén nyitja az ollót, a zár pedig zárva tartja a zsebben. Használat után törölje le a pengéket, és időnként olajozza meg a csuklót.',
      use: 'Cserjék, rózsák és gyümölcsfák metszéséhez.',
    },
    gardenSpade: {
      name: 'Ásó',
      description:
        'Ásó rozsdamentes acél lappal, amely könnyen hatol a földbe, és nem tapad rá a talaj. A széles taposóperem kíméli a lábat, a T-nyél pedig biztos fogást ad. Használat után öblítse le, így sok évig kitart.',
      use: 'Ültetőgödrökhöz és a kert felásásához.',
    },
    plantPot: {
      name: 'Virágcserép',
      description:
        'Klasszikus, égetett terrakotta virágcserép, amely lélegzik, és elpárologtatja a felesleges nedvességet. Az alján lévő lyuknak köszönhetően a gyökerek nem állnak vízben. A fagyok előtt vigye be, hogy az agyag ne repedjen meg.',
      use: 'Fűszernövényekhez, virágokhoz és erkélynövényekhez.',
    },
    raisedBed: {
      name: 'Magaságyás',
      description:
        'Tölgyfa deszkákból készült magaságyás, amely tavasszal gyorsan felmelegszik, és kíméli a hátat. Rétegesen töltse fel ágakkal, komposzttal és földdel a bő termésért. A tölgy természeténél fogva ellenáll az időjárásnak, vegyszeres kezelés nélkül is.',
      use: 'Zöldségekhez, fűszernövényekhez és bogyós gyümölcsökhöz a kertben.',
    },
    wateringCan: {
      name: 'Locsolókanna',
      description:
        'Rozsdamentes acél locsolókanna hosszú csőrrel, amely a cserepek mögé is elér. A levehető rózsafej finom permetet ad a palántáknak. A kiegyensúlyozott fogantyúval a teli kanna is könnyen vihető.',
      use: 'Cserepek, palánták és balkonládák öntözéséhez.',
    },
    gardenHose: {
      name: 'Locsolótömlő',
      description:
        'Rugalmas gumi locsolótömlő, amely nem gubancolódik össze, és hűvösben sem merevedik meg. Ellenáll az UV-sugárzásnak és az évekig tartó használatnak. A gyorscsatlakozók a legtöbb szórófejhez és tömlődobhoz illeszkednek.',
      use: 'Gyep, virágágyások és veteményes öntözéséhez.',
    },
    yogaMat: {
      name: 'Jógaszőnyeg',
      description:
        'Parafa felületű jógaszőnyeg, amely annál jobban tapad, minél jobban izzad gyakorlás közben a keze. A természetes gumi alj nem csúszik el a padlón, és kíméli a térdet. A parafa természeténél fogva antibakteriális – elég nedves ruhával áttörölni.',
      use: 'Jógához, pilateshez és nyújtáshoz.',
    },
    yogaBlock: {
      name: 'Jógatégla',
      description:
        'Stabil parafa jógatégla, amely extra magasságot és biztonságot ad a pózokban. Könnyű, mégis tömör, lekerekített élei kellemesen illeszkednek a kézbe. Segít a kezdőknek, a haladóknak pedig elmélyíti a nyújtást.',
      use: 'A pózok támogatására és a nyújtás megkönnyítésére.',
    },
    runningBelt: {
      name: 'Futóöv',
      description:
        'Vékony futóöv újrahasznosított poliészterből, amelyben a telefon, a kulcsok és az energiazselé ugrálás nélkül utaznak. A rugalmas anyag a testhez simul, a fényvisszaverők sötétben is láthatók. Mosógépben mosható.',
      use: 'Futáshoz, ha a ruháján nincs zseb.',
    },
    runningCap: {
      name: 'Futósapka',
      description:
        'Könnyű futósapka újrahasznosított poliészterből, amely szellőzik és gyorsan szárad. A sildje árnyékolja a szemet, a hátsó csat pedig minden fejmérethez igazítható. A fényvisszaverő logó növeli a láthatóságot.',
      use: 'Napos és esős futásokhoz.',
    },
    kettlebell: {
      name: 'Gömbsúlyzó',
      description:
        'Öntöttvas gömbsúlyzó széles fogantyúval, amelyet két kézzel is kényelmesen megfoghat. A felülete jó fogást biztosít, és évekig bírja a kemény edzéseket. A lapos aljának köszönhetően stabilan áll a padlón.',
      use: 'Lendítésekhez, guggolásokhoz és teljes testes erősítéshez.',
    },
    resistanceBands: {
      name: 'Erősítő gumiszalag',
      description:
        'Természetes gumiból készült erősítő szalag, amely extra ellenállást ad guggoláshoz, fekvőtámaszhoz és nyújtáshoz. Könnyű és alig foglal helyet, így otthon és utazás közben is edzhet vele. Napfénytől védve tárolja.',
      use: 'Otthoni edzéshez, bemelegítéshez és rehabilitációhoz.',
    },
    notebook: {
      name: 'Jegyzetfüzet',
      description:
        'Jegyzetfüzet vastag papírral, amelyen nem üt át a tinta, és olyan kötéssel, amely kinyitva laposan fekszik az asztalon. A pontrács észrevétlenül segíti az írást és a rajzolást. Strapabíró borító és könyvjelzőszalag teszi teljessé.',
      use: 'Jegyzetekhez, vázlatokhoz és naplóíráshoz.',
    },
    planner: {
      name: 'Határidőnapló',
      description:
        'Dátum nélküli határidőnapló, hetente egy dupla oldallal és bőséges hellyel a jegyzeteknek. Az év bármely napján elkezdheti. A vászonborítás bírja a táskában hordozást.',
      use: 'A hét megtervezéséhez és a célok követéséhez.',
    },
    fountainPen: {
      name: 'Töltőtoll',
      description:
        'Töltőtoll rozsdamentes acél heggyel, amely puhán és egyenletesen ír. Tintapatronnal és konverterrel is használható. A kiegyensúlyozott súly a hosszabb írást is kellemessé teszi.',
      use: 'Mindennapi íráshoz és szép kézíráshoz.',
    },
    pencilSet: {
      name: 'Ceruzakészlet',
      description:
        'Kihegyezett grafitceruzák bükkfa testtel. A keménységük a puhától a keményig terjed, így ugyanabban a készletben van ceruza vázlathoz és precíz vonalakhoz is. Rendezetten elférnek a dobozukban.',
      use: 'Rajzoláshoz, vázlatoláshoz és íráshoz.',
    },
    deskOrganiser: {
      name: 'Asztali rendező',
      description:
        'Tömör tölgyfa asztali rendező rekeszekkel tollaknak, kártyáknak és telefonnak. Minden kéznél van, az asztal pedig szabad marad. A filcalj megvédi az asztal felületét a karcolásoktól.',
      use: 'Az íróasztal apróságainak rendben tartásához.',
    },
    deskLamp: {
      name: 'Íróasztali lámpa',
      description:
        'Alumínium íróasztali lámpa, amelynek karja és ernyője oda fordítható, ahol fényre van szükség. A szabályozható fényerejű LED kíméli a szemet a hosszú munkanapokon. A nehéz talp stabilan tartja a lámpát.',
      use: 'Íróasztalra, olvasáshoz és kézimunkához.',
    },
    buildingBlocks: {
      name: 'Építőkocka-készlet',
      description:
        'Különböző formájú bükkfa építőkockák tornyokhoz, hidakhoz és egész városokhoz. A felületük simára csiszolt, és gyermekbarát, vízbázisú festékkel festett. Tárolódobozban érkeznek.',
      use: 'Szabad, kreatív építős játékhoz.',
    },
    pullAlongToy: {
      name: 'Húzós játék',
      description:
        'Bükkfa húzós játék, amelynek kerekei vidáman kattognak, amikor a kicsi a zsinórnál fogva maga után húzza. Lekerekített sarkok és gyermekbarát festék. Generációkon át kitart.',
      use: 'Járni tanuló kisgyerekeknek.',
    },
    jigsawPuzzle: {
      name: 'Kirakó',
      description:
        'Kirakó vastag, újrahasznosított kartonból, amelynek darabjai szorosan illeszkednek. A kép matt felületre van nyomtatva, így nem tükröződik. A kirakáshoz segítségül poszter is jár mellé.',
      use: 'Nyugodt estékre, egyedül vagy együtt.',
    },
    boardGame: {
      name: 'Társasjáték',
      description:
        'Családi társasjáték, amelyben egyszerű szabályok és izgalmas döntések találkoznak. A játéktábla és a kártyák erős papírra készültek, a bábuk fából vannak. Egy parti nagyjából fél óra, így egy estébe több kör is belefér.',
      use: 'Közös játékestékre az egész családdal.',
    },
    bathTowel: {
      name: 'Fürdőlepedő',
      description:
        'Vastag pamut fürdőlepedő, amely jól nedvszív, és mosásról mosásra puha marad. A sűrű frottír gyorsan szárad, a megerősített szélek megakadályozzák a kirojtosodást. 60 fokon, öblítő nélkül mossa.',
      use: 'Mindennapi használatra a fürdőszobában és a szaunában.',
    },
    soapDish: {
      name: 'Szappantartó',
      description:
        'Kerámia szappantartó bordázott aljjal, amelyről lefolyik a víz, így a szappan megszárad, és tovább tart. A mázas felület könnyen tisztára öblíthető.',
      use: 'Szappannak a mosdó mellé vagy a zuhanyba.',
    },
    barSoap: {
      name: 'Szappan',
      description:
        'Hidegeljárással készült szappan növényi olajokból, például olíva- és kókuszolajból. Bőven habzik, mégis kíméletes, és nem szárítja a bőrt. Papírba csomagolva, műanyag nélkül.',
      use: 'Kéz- és arcmosáshoz.',
    },
    handCream: {
      name: 'Kézkrém',
      description:
        'Gyorsan beszívódó kézkrém növényi olajokkal és sheavajjal, amely zsíros érzés nélkül ápolja a száraz kezet. Enyhe illatú. A kis tubus télen minden táskában elfér.',
      use: 'Száraz, hidegtől kicserepesedett kézre.',
    },
  },
  colours: {
    black: 'fekete',
    white: 'fehér',
    graphite: 'grafitszürke',
    red: 'piros',
    blue: 'kék',
    navy: 'sötétkék',
    green: 'zöld',
    olive: 'olívazöld',
    sand: 'homokszínű',
    grey: 'szürke',
    terracotta: 'téglavörös',
    yellow: 'sárga',
    natural: 'natúr',
    pink: 'rózsaszín',
  },
  materials: {
    castIron: 'öntöttvas',
    stainlessSteel: 'rozsdamentes acél',
    carbonSteel: 'szénacél',
    aluminium: 'alumínium',
    ceramic: 'kerámia',
    porcelain: 'porcelán',
    glass: 'üveg',
    oak: 'tölgyfa',
    beech: 'bükkfa',
    bamboo: 'bambusz',
    cotton: 'pamut',
    linen: 'len',
    wool: 'gyapjú',
    recycledPolyester: 'újrahasznosított poliészter',
    nylon: 'nejlon',
    cork: 'parafa',
    rubber: 'gumi',
    paper: 'papír',
    terracottaClay: 'terrakotta',
    plantOils: 'növényi olajok',
  },
  lines: {
    classic: 'Időtálló, bevált forma, amely évek múltán is megállja a helyét.',
    pro: 'Mindennapi, intenzív használatra, igényes felhasználóknak.',
    eco: 'Újrahasznosított és megújuló anyagokból, kisebb környezeti terheléssel.',
    compact: 'Könnyű, kis méretű és helytakarékos.',
    premium: 'A legjobb anyagok, kézi kidolgozással.',
    essential: 'Az alapok jól megcsinálva, tisztességes áron.',
  },
  manufacturers: {
    ferrum:
      'Öntöde, amely évtizedek óta készít öntöttvas és acél konyhai edényeket. A Ferrum serpenyői és lábasai generációkon át kitartanak.',
    aurelio:
      'Késkészítő műhely, ahol minden pengét kézzel élesítenek és fejeznek be. Az Aurelio a hagyományos mesterséget modern acéllal ötvözi.',
    kaffeto:
      'Kávé- és teakészítő eszközök mindazoknak, akik minden csészét élvezni szeretnének. Letisztult forma, tartós anyagok.',
    porcela: 'Porcelán- és üvegedények gyártója, időtlen formákkal hétköznapokra és ünnepekre.',
    lumora: 'Lámpakészítő, amely kerámiából, bambuszból és alumíniumból varázsol meleg, lágy fényt.',
    tessile:
      'Szövöde, amely gyapjú plédeket, len díszpárnahuzatokat és pamut törölközőket készít természetes szálakból.',
    'casa-brava':
      'Lakberendezési márka, amelynek vázái, tükrei, kosarai és cserepei meleget és rendet visznek az otthonba.',
    nordvik: 'Északi túramárka, amelynek sátrait és hálózsákjait az észak szeszélyes időjárására tervezték.',
    trailcraft:
      'Hátizsákok és túrafelszerelések, amelyeket az ösvényeken fejlesztenek és tesztelnek – strapabíró, könnyű és átgondolt darabok.',
    velora:
      'Kerékpáros kiegészítők gyártója, amelynek lámpái és táskái biztonságosabbá és kényelmesebbé teszik a mindennapi tekerést.',
    verdello:
      'Kerti szerszámok – metszőollók, ásók és kannák –, amelyek szezonról szezonra bírják a kemény munkát.',
    fitform: 'Sportfelszerelés jógához, futáshoz és edzéshez: praktikus, tartós és kényelmes.',
    papyra: 'Papíráruk és tollak készítője, amely hisz a kézírás erejében.',
    holzwerk: 'Fajátékműhely, amely európai bükkfából készít hosszú évekig tartó játékokat.',
    savonna:
      'Kis szappanfőző manufaktúra, amely növényi olajokból, kis tételekben készít szappanokat és krémeket.',
    kivi: 'Társasjáték- és kirakómárka, amelynek játékai egy asztal köré gyűjtik a családot.',
  },
  attributes: {
    material: 'Anyag',
    colour: 'Szín',
    size: 'Méret',
    weight: 'Súly',
    line: 'Termékcsalád',
  },
  articles: {
    caringForCastIron: {
      title: 'Így ápolja az öntöttvas serpenyőt',
      slug: 'igy-apolja-az-ontottvas-serpenyot',
      subtitle: 'A jól kezelt serpenyő évről évre jobb lesz.',
      body: 'Az öntöttvas serpenyő tapadásmentességét a beégetett olajréteg adja: egy vékony film, amely nagy hőn megkeményedik, és a vashoz kötődik. Az új serpenyő általában előkezelt, de a felület igazán használat közben erősödik meg. Az első néhány alkalommal süssön benne zsírosabb ételeket, például szalonnát, sült krumplit vagy palacsintát.\n\nA serpenyőt még melegen mossa el forró vízzel és kefével. Egy csepp mosogatószer nem árt, de ne áztassa, és soha ne tegye mosogatógépbe. A ráégett maradékot durva sóval és papírtörlővel könnyen ledörzsölheti.\n\nMosás után mindig alaposan szárítsa meg, például úgy, hogy egy percre visszateszi a forró főzőlapra. Ezután kenjen rá néhány csepp semleges olajat, és a felesleget törölje le – a felületnek szinte száraznak kell látszania. A túl sok olaj ragacsossá válik.\n\nHa a serpenyő rozsdás lett, vagy foltos a felülete, akkor sincs veszve semmi. Acélgyapottal dörzsölje le a rozsdát, vékonyan olajozza be az egész serpenyőt, és tegye fejjel lefelé a 250 fokos sütőbe egy órára. Így új, egyenletes réteget kap, és újra évtizedekig szolgál.',
    },
    hikingPackingList: {
      title: 'Az első egynapos túra: csomaglista',
      slug: 'az-elso-egynapos-tura-csomaglista',
      subtitle: 'Mi kerüljön a hátizsákba – és mit hagyhat otthon.',
      body: 'Egy egynapos túrához bőven elég egy 20–30 literes hátizsák. Minél könnyebb a csomag, annál tovább bírja. A legnehezebb holmit tegye közel a hátához, amire pedig gyakran szüksége lesz, azt a fedélzsebbe vagy az oldalzsebekbe.\n\nVigyen legalább egy liter vizet, melegben inkább kettőt. Csomagoljon olyan ennivalót, amely nem morzsálódik és nem olvad el: szendvicset, diófélét, aszalt gyümölcsöt és valami sósat. Egy pihenő a kilátónál gyakran a nap legszebb pillanata.\n\nÖltözzön rétegesen. A jól szellőző aláöltözetre jöhet egy polár vagy vékony gyapjúpulóver, a hátizsákba pedig egy könnyű esőkabát, akkor is, ha reggel napsütéses az idő. A zokni fontosabb, mint gondolná – vigyen egy tartalék párat. A bejáratott túracipő megelőzi a vízhólyagokat.\n\nApróságok teszik biztonságossá a túrát: feltöltött telefon, papírtérkép vagy letöltött térkép, kis elsősegélycsomag hólyagtapasszal, fejlámpa és naptej. Szóljon valakinek, merre megy, és mikorra ér vissza. A túrabotok tehermentesítik a térdet a meredek lejtőkön.',
    },
    betterCoffeeAtHome: {
      title: 'Jobb kávé otthon',
      slug: 'jobb-kave-otthon',
      subtitle: 'Őrlés, arány és vízhőmérséklet – három dolog, ami számít.',
      body: 'A kézi filteres kávé egyszerű, ha három alapdolog rendben van. Az első az őrlés: közepesen durva legyen, nagyjából a durva tengeri só szemcséjéhez hasonló. A túl finom őrlemény eltömíti a szűrőt, és keserű lesz tőle a kávé, a túl durva viszont híg, savanykás italt ad. A babot közvetlenül főzés előtt őrölje.\n\nA második az arány. Jó kiindulópont literenként 60 gramm kávé, vagyis egy nagy bögréhez nagyjából 15 gramm. Konyhai mérleggel minden alkalommal ugyanazt az eredményt kapja, és ha megvan a kedvenc aránya, ízlés szerint finomíthat rajta.\n\nA harmadik a víz hőmérséklete. Az ideális 92–96 fok, ezért forralás után hagyja állni fél percig. A papírszűrőt előbb öblítse át forró vízzel, így eltűnik a papír íze, és a kancsó is átmelegszik.\n\nElőször csak annyi vizet öntsön a kávéra, hogy átnedvesedjen, és várjon fél percet, amíg „kivirágzik”. Ezután lassan, körkörösen öntse rá a többit. Az egész folyamat három-négy percig tartson.',
    },
    choosingAKitchenKnife: {
      title: 'Hogyan válasszon konyhakést?',
      slug: 'hogyan-valasszon-konyhakest',
      subtitle: 'Szakácskés, kenyérvágó kés, acél és élezés röviden.',
      body: 'A legtöbb konyhában két jó kés hosszú távon is elég. A szakácskés a mindennapi munkaeszköz: ezzel aprítja a hagymát, a zöldségeket, a fűszernövényeket és a húst. A 16–20 centiméteres penge a legtöbb kézbe jól illik: a rövidebb fürgébb, a hosszabb a nagy káposztafejekkel és tökökkel is elbánik. Ha teheti, vásárlás előtt vegye kézbe – a nyélnek stabilan kell feküdnie, a súlynak pedig kiegyensúlyozottnak kell lennie.\n\nA kenyérvágó kés hullámos éle összenyomás nélkül vágja át a ropogós héjat. Paradicsomhoz, citrusfélékhez és piskótalaphoz is kiváló, és szinte soha nem kell élezni.\n\nA rozsdamentes acél könnyen kezelhető, és nem fél a nedvességtől. A keményebb acél tovább marad éles, de óvatosabb bánásmódot igényel. A késeket mindig kézzel mossa, és azonnal törölje szárazra, mert a mosogatógép tompítja az élt, és károsítja a nyelet.\n\nA szakácskés élét hetente néhányszor húzza végig a fenőacélon, évente egyszer-kétszer pedig élezze meg vizes fenőkövön. Fa- vagy műanyag vágódeszkán dolgozzon – az üveg és a kő pillanatok alatt tompává teszi a pengét.',
    },
    balconyGardenInSpring: {
      title: 'Tavaszi kert az erkélyen',
      slug: 'tavaszi-kert-az-erkelyen',
      subtitle: 'Cserepek, föld és fűszernövények a legkisebb erkélyre is.',
      body: 'Egy erkélyen meglepően sok minden megterem. Először nézze meg, mennyi napot kap: a déli vagy nyugati erkélyen jól érzi magát a bazsalikom, a kakukkfű, a rozmaring és a koktélparadicsom, a félárnyékos oldalon pedig a petrezselyem, a menta és a saláta.\n\nOlyan cserepet válasszon, amelynek az alján lyuk van. A terrakotta lélegzik, és csökkenti a gyökérrothadás veszélyét, de gyorsabban kiszárad, mint a műanyag. Az aljára tegyen egy réteg agyaggranulátumot, majd töltse fel jó minőségű virágfölddel – a kerti föld cserépben túl tömör. Minél nagyobb a cserép, annál egyenletesebb marad a nedvesség.\n\nA kiültetéssel várjon, amíg elmúlik az éjszakai fagyok veszélye, nálunk általában a fagyosszentek, vagyis május közepe után. A palántákat fokozatosan szoktassa a kinti levegőhöz, eleinte napi néhány órára.\n\nInkább ritkán és bőven öntözzön, mint naponta keveset. Dugja az ujját a földbe: ha pár centi mélyen száraz, itt az ideje. Kánikulában a reggeli öntözés a legjobb. Nyáron hetente egyszer tápoldatozzon, és csípje vissza a fűszernövények hajtásait, hogy bokrosodjanak.',
    },
    cosyLightingForWinter: {
      title: 'Meghitt fények a téli estékre',
      slug: 'meghitt-fenyek-a-teli-estekre',
      subtitle: 'A meleg fény rétegei otthonossá teszik a lakást.',
      body: 'Amikor rövidülnek a napok, a világításon múlik, milyen érzés otthon lenni. Egyetlen erős mennyezeti lámpa laposnak és hidegnek mutatja a szobát, több kisebb, különböző magasságban elhelyezett fényforrás viszont mélységet és nyugalmat teremt.\n\nGondoljon a fényre három rétegben. Az általános világítás, például egy függőlámpa az étkezőasztal fölött, adja az alapfényt. A célvilágítás – íróasztali lámpa vagy olvasólámpa a fotel mellett – azt világítja meg, amivel éppen foglalkozik. A hangulatfényt az asztali lámpák, a gyertyák és a polcon elhelyezett kis lámpák adják, lehetőleg szemmagasságban vagy az alatt.\n\nVálasszon meleg színhőmérsékletet, 2700 kelvint vagy annál kevesebbet. Ez a gyertyafényre emlékeztet, és megnyugtatja az estét. A fényerő-szabályozó kis befektetés, de sokat számít: ugyanaz a lámpa reggel tiszta, este lágy fényt ad.\n\nA lámpákat a szoba sarkaiba és a falak mentén helyezze el, így a tér nagyobbnak hat. A textilernyő tompítja a fényt, a font bambusz- vagy papírernyő pedig szép mintákat vet a falra. Este kapcsolja le a mennyezeti lámpát, és bízza a többit a kis fényekre.',
    },
    yogaAtHomeForBeginners: {
      title: 'Jóga otthon kezdőknek',
      slug: 'joga-otthon-kezdoknek',
      subtitle: 'Kevés hely, egy jó szőnyeg és egy rövid gyakorlatsor elég az induláshoz.',
      body: 'Az otthoni jógához nem kell külön szoba. Elég, ha ki tudja teríteni a szőnyeget, és oldalra nyújtott karral sem ütközik a bútorokba. Szellőztessen ki, némítsa le a telefont, és válasszon olyan időpontot, amikor senki sem zavar – sokaknak a reggeli előtti idő vagy a lefekvés előtti fél óra válik be.\n\nA legfontosabb a jó szőnyeg. Ne csússzon se a padlón, se a tenyere alatt, és adjon egy kis párnázást a térdnek. A parafa szőnyeg izzadtan is jól tapad. Egy jógatégla és egy heveder segít, ha még nem éri el a padlót.\n\nKezdjen egy rövid, negyedórás gyakorlatsorral. Először üljön le néhány percre, és lélegezzen nyugodtan az orrán át. Aztán jöhet a macska–tehén, a lefelé néző kutya és a gyermekpóz. Az egyensúlyért adja hozzá a harcos I. és II. pózt, valamint a fa pózt. Végül feküdjön a hátára, és lazítson néhány percig.\n\nA rendszeresség fontosabb, mint az időtartam. Heti három rövid gyakorlás többet ad, mint havi egy hosszú. Ne hasonlítsa magát másokhoz, és soha ne menjen el a fájdalomig: a nyújtást érezni kell, de fájnia nem szabad.',
    },
    aGentlerBathroom: {
      title: 'Kíméletesebb fürdőszoba',
      slug: 'kimeletesebb-furdoszoba',
      subtitle: 'Szilárd szappan, kevesebb műanyag és hosszú életű törölközők.',
      body: 'A fürdőszobában észrevétlenül gyűlik a műanyag: flakonok, pumpák és tubusok. A legegyszerűbb váltás, ha a folyékony szappant szilárdra cseréli. Egy darab szappan annyi ideig tart, mint több flakon, és papírba csomagolva érkezik. A növényi olajokból készült szappan kíméli a bőrt, és az egész családnak megfelel.\n\nA szappan tovább tart, ha két használat között megszáradhat. Válasszon olyan szappantartót, amelyről lefolyik a víz, és tartsa távol a zuhany közvetlen sugarától. A szappant ketté is vághatja, így az egyik fele szárazon várja a sorát.\n\nA törölközők évekig kitartanak, ha jól bánik velük. Mossa őket 60 fokon, öblítő nélkül, mert az öblítő víztaszítóvá teszi a szálakat, és rontja a nedvszívást. Szárítsa őket a szabadban, vagy rázza ki őket, mielőtt a szárítógépbe teszi, így a frottír bolyhos marad. A használt törölközőt mindig kiterítve akassza fel.\n\nAz apró döntésekből áll össze az egész: kerámia a műanyag helyett, természetes szálas törölközők, és néhány jó termék sok félig használt flakon helyett. Ráadásul a fürdőszoba is nyugodtabb, rendezettebb lesz.',
    },
    cyclingToWork: {
      title: 'Biciklivel a munkába',
      slug: 'biciklivel-a-munkaba',
      subtitle: 'Lámpák, táskák, útvonal és időjárás – így lesz gördülékeny az ingázás.',
      body: 'A biciklizés jobban felébreszt, mint a reggeli kávé, és még pénzt is spórol vele. Az útvonalat először egy szabadnapon próbálja ki. A leggyorsabb autós útvonal ritkán a legjobb: a csendes utcák, a kerékpárutak és a parkok biztonságosabbá és kellemesebbé teszik az utat, még ha pár perccel tovább is tart.\n\nŐsztől tavaszig elengedhetetlen a jó világítás. Az első lámpa világítsa meg az utat, ne csak látszódjon, a hátsó pedig oldalról is legyen jól észrevehető. Az USB-ről tölthető lámpákat könnyű üzemben tartani – töltse fel őket hetente egyszer a munkahelyén.\n\nA hátizsák alatt megizzad a hát. A csomagtartóra rögzített táska viszont elviszi a laptopot, a váltóruhát és az ebédet. Válasszon vízálló, feltekerhető záródású táskát, így a tartalma a legnagyobb esőben is száraz marad.\n\nAz időjárás ritkán akadály, ha a felszerelés rendben van. Könnyű esőruha, sárvédők és kesztyű a legtöbb napra elég. Hagyjon a munkahelyén egy tartalék pólót és egy kis törölközőt, így megérkezés után rögtön készen áll a napra.',
    },
    plannerHabits: {
      title: 'Heti tervezés papír határidőnaplóval',
      slug: 'heti-tervezes-papir-hataridonaploval',
      subtitle: 'Vasárnap egy negyedóra, és átláthatóbb lesz az egész hét.',
      body: 'A papír határidőnapló azért működik, mert az írás lelassít. Amikor kézzel jegyez fel valamit, közben azon is elgondolkodik, mi igazán fontos. Jelöljön ki egy állandó időpontot a heti tervezésre, például vasárnap este vagy hétfő reggel egy kávé mellett, és tartsa magát hozzá.\n\nKezdje azzal, hogy visszatekint az elmúlt hétre: mit sikerült elvégeznie, mi maradt félbe, és miért. A befejezetlen feladatokat vigye át az új hétre, vagy döntse el, hogy elengedi őket. Ezután írja be a fix programokat: találkozókat, edzéseket és határidőket.\n\nVálasszon ki három fő célt a hétre, és írja őket a dupla oldal tetejére. Bontsa őket kis feladatokra, ossza el a napok között, és hagyjon köztük üres helyet, mert a napok sosem alakulnak pontosan a terv szerint. Az egyszerű jelek sokat segítenek: pont a feladatnak, x a kész teendőnek, nyíl az áttett feladatnak.\n\nTartsa a naplót az asztalon, ne a fiókban. Reggel pillantson bele, este pedig pipálja ki, amit elvégzett. Néhány hét után látni fogja, hová megy el valójában az ideje, és a tervezés megkönnyebbülés lesz, nem kötelesség.',
    },
    whyWoodenToys: {
      title: 'Miért tartósak a fajátékok?',
      slug: 'miert-tartosak-a-fajatekok',
      subtitle: 'Strapabíróak, nyitottak a játékra és könnyen ápolhatók.',
      body: 'Egy jó fajáték testvérről testvérre száll, és talán végül az unokákhoz is eljut. A bükk kemény, szívós fa, amely kibírja az ejtéseket, a rágcsálást és a lelkes építkezést. A karcolások és a kopások nem teszik tönkre a játékot, inkább egyéniséget adnak neki.\n\nAz építőkockák és a húzós játékok nyitott játékok: nincs bennük kész történet, gomb vagy hang, amely megmondaná, hogyan kell játszani velük. A kockákból torony, ház, vonat vagy karám lesz az állatoknak. A szabad játék fejleszti a fantáziát, a finommotorikát és a koncentrációt, és ugyanaz a játék évről évre együtt nő a gyerekkel.\n\nA fa melegnek érződik a kézben, súlya és felülete egészen más élményt ad az érzékeknek, mint a műanyag. A vízbázisú, gyermekbarát festékek és olajok a legkisebbek számára is biztonságossá teszik.\n\nAz ápolásuk egyszerű. Nedves ruhával és kevés enyhe szappannal törölje át őket, de soha ne áztassa vízbe, és ne tegye mosogatógépbe. Szobahőmérsékleten hagyja megszáradni. Ha a felület idővel kiszáradt, dörzsöljön bele egy kevés étolajat vagy méhviaszt.',
    },
    settingATableForGuests: {
      title: 'Terítés vendégeknek',
      slug: 'terites-vendegeknek',
      subtitle: 'Tányérok, poharak, szalvéták és virágok – egyszerűen és szépen.',
      body: 'A szép terítékhez nem kell külön ünnepi étkészlet. Az egységes tányérok nyugodt alapot adnak, és a világos porcelánon mutat a legjobban az étel. A lapostányért az asztal szélétől két-három centire tegye, az előételes tányért pedig rá.\n\nA villa a tányér bal oldalára kerül, a kés jobbra, éllel a tányér felé, a kanál pedig a késtől jobbra. Az evőeszközöket kívülről befelé haladva használjuk. A vizespohár a kés fölé kerül, a borospohár mellé, kicsit jobbra.\n\nA textilszalvéta azonnal ünnepélyesebbé teszi az asztalt. Hajtsa össze egyszerűen, és tegye a tányérra vagy a villa alá; a len kissé gyűrötten is szép. Egy abrosz vagy asztali futó lágyítja az összképet, és tompítja a zajt.\n\nA virágokat tartsa alacsonyan, hogy a vendégek lássák egymást. Az asztal közepén néhány kis váza jobban mutat, mint egyetlen nagy csokor, és néhány idénybeli ág, fűszernövény vagy tulipán is bőven elég. Végül gyújtson gyertyát – és vegye lejjebb a mennyezeti lámpa fényét.',
    },
  },
  promotions: {
    winterSale: {
      name: 'Téli kiárusítás',
      slug: 'teli-kiarusitas',
      description: '20% kedvezmény válogatott plédekre, lámpákra és túrafelszerelésekre.',
    },
    kitchenDays: {
      name: 'Konyhanapok',
      slug: 'konyhanapok',
      description: '10 € kedvezmény válogatott serpenyőkre, fazekakra és lábasokra.',
    },
    freeShippingWeekend: {
      name: 'Ingyenes szállítású hétvége',
      slug: 'ingyenes-szallitasu-hetvege',
      description: 'Ezen a hétvégén a fürdőszobai és ápolási termékeket ingyen szállítjuk.',
    },
    welcome: {
      name: 'Üdvözlő ajánlat',
      slug: 'udvozlo-ajanlat',
      description:
        'Üdvözöljük a Tenderónál: 10% kedvezmény a teljes kosárra a WELCOME10 kóddal, vásárlónként egyszer.',
    },
    saveFifteen: {
      name: '15 € kedvezmény',
      slug: '15-kedvezmeny',
      description: '15 € kedvezmény legalább 100 € értékű rendelésekre a SAVE15 kóddal.',
    },
    freeShippingCode: {
      name: 'Ingyenes szállítás kóddal',
      slug: 'ingyenes-szallitas-koddal',
      description: 'Adja meg a kosárban a FREESHIP kódot, és ingyen szállítjuk ki a rendelését.',
    },
    summerSale: {
      name: 'Nyári kiárusítás',
      slug: 'nyari-kiarusitas',
      description: '25% kedvezmény a teljes kosárra a SUMMER25 kóddal, egész nyáron.',
    },
    fitFormWeeks: {
      name: 'FitForm-hetek',
      slug: 'fitform-hetek',
      description:
        '20% kedvezmény minden FitForm termékre – jógaszőnyegekre, kettlebellekre és futófelszerelésre – a FITFORM20 kóddal.',
    },
    gardenSeason: {
      name: 'Kerti szezon',
      slug: 'kerti-szezon',
      description:
        '10% kedvezmény minden kerti termékre a GARDEN10 kóddal: szerszámokra, virágládákra és locsolókannákra.',
    },
    freeGift: {
      name: 'Ingyenes ajándék',
      slug: 'ingyenes-ajandek',
      description:
        'Legalább 150 € értékű vásárlás esetén válasszon egy ajándékot: szappant, kézkrémet, ceruzakészletet vagy jegyzetfüzetet.',
    },
    fullVoucher: {
      name: 'Ajándékutalvány',
      slug: 'ajandekutalvany',
      description:
        'Bemutató utalvány egy teljes rendeléshez: a VOUCHER100 kód 100% kedvezményt ad a termékekre, vásárlónként egyszer. Adja hozzá a FREESHIP kódot is, és nem marad fizetnivaló.',
    },
  },
  marketing: {
    heroWinter: {
      title: 'Téli kiárusítás – most 20% kedvezmény',
      body: 'Meleg és fény a sötét estékre: válogatott plédek, lámpák és túrafelszerelések kedvezményes áron.',
      cta: 'Irány a kiárusítás',
    },
    heroOutdoor: {
      title: 'Indul az új túraszezon',
      body: 'Megérkeztek az új sátrak, hátizsákok és túrafelszerelések – vár az ösvény.',
      cta: 'Túrafelszerelések',
    },
    bannerKitchen: {
      title: 'Konyhanapok',
      body: '10 € kedvezmény válogatott serpenyőkre és fazekakra.',
      cta: 'Megnézem',
    },
    bannerGarden: {
      title: 'Itt a kertészkedés ideje',
      body: 'Cserepek, szerszámok és locsolókannák a tavaszi ültetéshez.',
      cta: 'Kerti termékek',
    },
    bannerOffice: {
      title: 'Rend az íróasztalon',
      body: 'Jegyzetfüzetek, tollak és lámpák az elmélyült munkához.',
      cta: 'Irodai termékek',
    },
    uspShipping: {
      title: 'Ingyenes szállítás 49 € felett',
      body: '49 € feletti rendelésnél a szállítás díját mi álljuk.',
      cta: '',
    },
    uspReturns: {
      title: '{returnDays} napos visszaküldés',
      body: 'Nyugodtan kipróbálhatja, és ha nem tetszik, ingyen visszaküldheti előre fizetett címkénkkel.',
      cta: '',
    },
    uspPayment: {
      title: 'Biztonságos kártyás fizetés',
      body: 'Fizessen biztonságosan bármely elterjedt bankkártyával.',
      cta: '',
    },
    uspSupport: {
      title: 'Személyes ügyfélszolgálat H–P',
      body: 'Munkanapokon gyorsan és barátságosan válaszolunk a kérdéseire.',
      cta: '',
    },
  },
};
