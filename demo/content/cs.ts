import type { LocaleContent } from './types.ts';

export const cs: LocaleContent = {
  brandsSegment: 'znacky',
  categories: {
    kitchen: {
      name: 'Kuchyně',
      slug: 'kuchyne',
      description: 'Vše pro vaření, servírování i společné stolování – od litinové pánve po ranní kávu.',
    },
    'kitchen.cookware': {
      name: 'Nádobí na vaření',
      slug: 'nadobi-na-vareni',
      description: 'Pánve a hrnce, které rovnoměrně rozvádějí teplo a vydrží dlouhá léta.',
    },
    'kitchen.cookware.pans': {
      name: 'Pánve',
      slug: 'panve',
      description:
        'Litinové pánve a woky z uhlíkové oceli pro křupavé opékání a rychlé vaření na vysokém plameni.',
    },
    'kitchen.cookware.pots': {
      name: 'Hrnce',
      slug: 'hrnce',
      description: 'Nerezové hrnce na vývary a těstoviny a litinové hrnce na pomalé dušení v troubě.',
    },
    'kitchen.knives': {
      name: 'Nože',
      slug: 'noze',
      description: 'Ostré, dobře vyvážené nože na přesné krájení zeleniny, masa i křupavého chleba.',
    },
    'kitchen.coffee': {
      name: 'Káva a čaj',
      slug: 'kava-a-caj',
      description: 'Pomůcky pro překapávanou kávu a voňavý čaj na klidné chvíle s hrnkem v ruce.',
    },
    'kitchen.tableware': {
      name: 'Stolování',
      slug: 'stolovani',
      description:
        'Porcelánové talíře a sklenice, se kterými je každý stůl hezčí – ve všední den i o svátcích.',
    },
    home: {
      name: 'Domov',
      slug: 'domov',
      description: 'Teplé světlo, příjemné textilie a chytré úložné nápady pro domov, kde si odpočinete.',
    },
    'home.lighting': {
      name: 'Osvětlení',
      slug: 'osvetleni',
      description: 'Stolní a závěsná svítidla, která do každého kouta přinesou hřejivé světlo.',
    },
    'home.textiles': {
      name: 'Bytový textil',
      slug: 'bytovy-textil',
      description: 'Vlněné deky a lněné povlaky, se kterými bude gauč tím nejútulnějším místem v bytě.',
    },
    'home.decor': {
      name: 'Dekorace',
      slug: 'dekorace',
      description: 'Keramické vázy a zrcadla v dubových rámech – jednoduché kousky s charakterem.',
    },
    'home.storage': {
      name: 'Úložné prostory',
      slug: 'ulozne-prostory',
      description: 'Koše a regály, které udrží pořádek a zároveň dotvoří interiér.',
    },
    outdoor: {
      name: 'Do přírody',
      slug: 'do-prirody',
      description: 'Vybavení na kempování, túry i kolo, které vás nenechá ve štichu na žádné výpravě.',
    },
    'outdoor.camping': {
      name: 'Kempování',
      slug: 'kempovani',
      description: 'Lehké stany a teplé spacáky pro noci pod širým nebem.',
    },
    'outdoor.hiking': {
      name: 'Turistika',
      slug: 'turistika',
      description: 'Batohy, hole a láhve na krátké procházky lesem i dlouhé výpravy do hor.',
    },
    'outdoor.hiking.backpacks': {
      name: 'Batohy',
      slug: 'batohy',
      description: 'Pohodlné batohy na jednodenní výlety i vícedenní přechody, se správně rozloženou zátěží.',
    },
    'outdoor.hiking.accessories': {
      name: 'Doplňky',
      slug: 'doplnky',
      description: 'Trekové hole a termoláhve, se kterými jde stoupání snáz a voda je vždy po ruce.',
    },
    'outdoor.cycling': {
      name: 'Cyklistika',
      slug: 'cyklistika',
      description: 'Silná světla a nepromokavé brašny pro bezpečné ježdění po městě i za ním.',
    },
    garden: {
      name: 'Zahrada',
      slug: 'zahrada',
      description: 'Nářadí, květináče a konve pro zahrady, terasy i balkony všech velikostí.',
    },
    'garden.tools': {
      name: 'Zahradní nářadí',
      slug: 'zahradni-naradi',
      description: 'Poctivé nůžky a rýče, které dobře padnou do ruky a vydrží roky práce.',
    },
    'garden.planters': {
      name: 'Květináče a záhony',
      slug: 'kvetinace-a-zahony',
      description: 'Terakotové květináče a vyvýšené záhony pro zeleninu, bylinky i květiny.',
    },
    'garden.watering': {
      name: 'Zalévání',
      slug: 'zalevani',
      description: 'Konve a hadice, díky kterým se voda dostane přesně tam, kde je potřeba.',
    },
    sport: {
      name: 'Sport',
      slug: 'sport',
      description: 'Jednoduché a odolné vybavení na jógu, běh a cvičení doma.',
    },
    'sport.yoga': {
      name: 'Jóga',
      slug: 'joga',
      description: 'Korkové podložky a bloky, které neklouzají ani v náročných pozicích.',
    },
    'sport.running': {
      name: 'Běh',
      slug: 'beh',
      description: 'Lehké opasky a kšiltovky, které nebudete cítit ani na nejdelší trati.',
    },
    'sport.training': {
      name: 'Posilování',
      slug: 'posilovani',
      description: 'Kettlebelly a odporové gumy pro plnohodnotný trénink na pár metrech čtverečních.',
    },
    office: {
      name: 'Kancelář',
      slug: 'kancelar',
      description: 'Zápisníky, pera a pořádek na stole, se kterými jde práce lépe od ruky.',
    },
    'office.notebooks': {
      name: 'Zápisníky a diáře',
      slug: 'zapisniky-a-diare',
      description: 'Zápisníky a diáře s papírem, na který se s radostí píše perem i tužkou.',
    },
    'office.writing': {
      name: 'Psací potřeby',
      slug: 'psaci-potreby',
      description: 'Plnicí pera a dřevěné tužky na poznámky, skici i dopisy psané rukou.',
    },
    'office.desk': {
      name: 'Na pracovní stůl',
      slug: 'na-pracovni-stul',
      description: 'Dubové organizéry a pracovní lampy pro uklizené a dobře osvětlené místo k práci.',
    },
    kids: {
      name: 'Děti',
      slug: 'deti',
      description: 'Dřevěné hračky, puzzle a deskové hry pro děti s bujnou fantazií.',
    },
    'kids.wooden-toys': {
      name: 'Dřevěné hračky',
      slug: 'drevene-hracky',
      description: 'Kostky a tahací hračky z bukového dřeva, které vydrží i pro další generaci.',
    },
    'kids.games': {
      name: 'Puzzle a hry',
      slug: 'puzzle-a-hry',
      description: 'Puzzle a společenské hry pro celou rodinu na večery plné smíchu.',
    },
    bath: {
      name: 'Koupelna',
      slug: 'koupelna',
      description: 'Měkké osušky, keramické doplňky a přírodní mýdla pro každodenní chvíle jen pro sebe.',
    },
    'bath.accessories': {
      name: 'Koupelnové doplňky',
      slug: 'koupelnove-doplnky',
      description: 'Bavlněné osušky a keramické misky na mýdlo, které promění každou koupelnu.',
    },
    'bath.care': {
      name: 'Přírodní péče',
      slug: 'prirodni-pece',
      description: 'Mýdla a krémy na ruce z rostlinných olejů, šetrné k pokožce i k přírodě.',
    },
  },
  productTypes: {
    fryingPan: {
      name: 'Pánev',
      description:
        'Litinová pánev dlouho drží teplo, takže steaky, zelenina i bramboráky získají krásně zlatou kůrčičku. Z výroby je vypálená rostlinným olejem a s každým použitím peče lépe. Myjte ji ručně a před uložením pečlivě vysušte.',
      use: 'Na opékání při vysoké teplotě – na plotýnce i v troubě.',
    },
    wok: {
      name: 'Wok',
      description:
        'Tenký wok z uhlíkové oceli se rozpálí během několika vteřin a okamžitě reaguje na změnu plamene. Hluboký, zaoblený tvar usnadňuje míchání, aniž by suroviny létaly přes okraj. Časem ztmavne a vytvoří si přirozenou nepřilnavou vrstvu.',
      use: 'Na rychlou přípravu zeleniny, nudlí a masa.',
    },
    stockPot: {
      name: 'Hrnec',
      description:
        'Vysoký hrnec z nerezové oceli se silným třívrstvým dnem, které rozvádí teplo rovnoměrně. Těžká poklice drží páru uvnitř a úchyty se jen tak nezahřejí. Hodí se na všechny typy sporáků včetně indukce a můžete ho mýt v myčce.',
      use: 'Na vývary, polévky, luštěniny a těstoviny pro celou rodinu.',
    },
    dutchOven: {
      name: 'Litinový hrnec',
      description:
        'Těžký smaltovaný hrnec z litiny s těsně přiléhající poklicí. Vaří pomalu a rovnoměrně na plotýnce i v troubě a jídlo v něm zůstane dlouho teplé i na stole. Smalt není třeba vypalovat a snadno se čistí.',
      use: 'Na guláš, pečeni a domácí chléb.',
    },
    chefsKnife: {
      name: 'Kuchařský nůž',
      description:
        'Základní nůž každé kuchyně s kovanou čepelí z nerezové oceli, která si dlouho drží ostří. Mírně zakřivené ostří umožňuje krájet plynulým kolébavým pohybem a rukojeť pevně sedí v dlani. Myjte ručně a hned osušte.',
      use: 'Na sekání zeleniny, bylinek, masa i ryb.',
    },
    breadKnife: {
      name: 'Nůž na chléb',
      description:
        'Dlouhá vlnitá čepel z nerezové oceli projede křupavou kůrkou a neumačká přitom měkkou střídu. Zoubky zůstávají ostré roky a broušení potřebují jen zřídka. Stejně dobře si poradí s bábovkou, rajčaty i ananasem.',
      use: 'Na chléb s kůrkou, koláče a šťavnaté ovoce.',
    },
    pourOverSet: {
      name: 'Sada na překapávanou kávu',
      description:
        'Skleněná konvice s nálevkou pro ruční přípravu kávy, která vynese jemné tóny každé odrůdy. Žáruvzdorné borosilikátové sklo nenasává pachy a dá se mýt v myčce. Používá se s běžnými papírovými filtry.',
      use: 'Na čistou, aromatickou překapávanou kávu doma.',
    },
    teapot: {
      name: 'Konvice na čaj',
      description:
        'Keramická konvice s nerezovým sítkem, ve kterém se lístky čaje mohou volně rozvinout. Silné stěny udrží čaj dlouho teplý a hubička při nalévání nekape. Pojme čtyři šálky.',
      use: 'Na sypaný čaj a bylinné nálevy.',
    },
    dinnerPlateSet: {
      name: 'Sada mělkých talířů',
      description:
        'Čtyři mělké talíře z jemného porcelánu vypáleného při vysoké teplotě, takže dobře odolávají oťukání. Matná glazura v tlumených odstínech krásně vynikne pod každým jídlem. Můžete je mýt v myčce a používat v mikrovlnné troubě.',
      use: 'Na každodenní obědy i slavnostní tabuli s hosty.',
    },
    drinkingGlasses: {
      name: 'Sada sklenic',
      description:
        'Šest sklenic z čirého, odolného skla s tenkým okrajem a těžkým dnem, které se jen tak nepřevrhne. Dají se skládat do sebe a v myčce nezmatní.',
      use: 'Na vodu, džusy i víno na každý den.',
    },
    tableLamp: {
      name: 'Stolní lampa',
      description:
        'Lampa s keramickým podstavcem glazovaným ručně a látkovým stínidlem, které rozptyluje měkké světlo. Podstavec je dost těžký na to, aby lampa stála pevně. Je určena pro LED žárovku se závitem E27.',
      use: 'Pro hřejivé světlo na nočním stolku, komodě nebo vedle pohovky.',
    },
    pendantLight: {
      name: 'Závěsné svítidlo',
      description:
        'Svítidlo z pleteného bambusu, které kreslí na stěny živé vzory světla a stínu. Bambus roste rychle a bez hnojiv, a přitom je lehký a pevný. Délku kabelu lze nastavit.',
      use: 'K osvětlení jídelního stolu nebo obývacího pokoje.',
    },
    throwBlanket: {
      name: 'Deka',
      description:
        'Hebká deka z čisté vlny, hustě tkaná, aby hřála, ale netížila. Vlna přirozeně reguluje teplotu a nechytá snadno skvrny. Stačí ji často větrat, prát jen občas v programu na vlnu.',
      use: 'Na chladné večery na gauči nebo v nohou postele.',
    },
    cushionCover: {
      name: 'Povlak na polštář',
      description:
        'Povlak z předepraného lnu s přirozeně zmačkanou strukturou, který je s každým praním měkčí. Zapíná se na skrytý zip. Lze ho prát na 40 °C.',
      use: 'Na rychlé osvěžení pohovky novými barvami.',
    },
    vase: {
      name: 'Váza',
      description:
        'Keramická váza točená na hrnčířském kruhu; drobné nepravidelnosti dělají z každého kusu originál. Uvnitř je glazovaná a nepropouští vodu, takže je připravená na čerstvé květiny. Sluší jí to i prázdné na poličce nebo stole.',
      use: 'Na čerstvé i sušené květiny a větvičky.',
    },
    wallMirror: {
      name: 'Nástěnné zrcadlo',
      description:
        'Kulaté zrcadlo v rámu z masivního dubu, ošetřeném olejem, aby vynikla kresba dřeva. Přináší světlo a hloubku do chodeb, koupelen i malých pokojů. Díky integrovanému závěsu ho pověsíte za pár minut.',
      use: 'Do předsíně, koupelny nebo ložnice.',
    },
    storageBasket: {
      name: 'Úložný koš',
      description:
        'Pletený koš z bambusu, lehký a přitom pevný, se dvěma úchyty pro snadné přenášení. Schová hračky, deky i časopisy a hodí se do regálů i skříní. Stačí ho oprášit suchým štětcem nebo otřít vlhkým hadříkem.',
      use: 'Pro pořádek v policích, skříních a dětském pokoji.',
    },
    shelfUnit: {
      name: 'Regál',
      description:
        'Regál z masivního dubu se čtyřmi policemi, spojený dřevěnými kolíky, takže stojí pevně a neviklá se. Povrch ošetřený přírodním olejem zvýrazní kresbu dřeva a snadno se obnoví. Může stát volně nebo ho připevníte ke zdi.',
      use: 'Na knihy, rostliny a věci každodenní potřeby.',
    },
    tent: {
      name: 'Stan',
      description:
        'Samonosný stan z lehkého nylonu odolného proti roztržení, s hliníkovými tyčemi, který postavíte za pár minut. Podlepené švy a nepromokavá podlážka zajistí suchou noc i v lijáku. Do předsíňky se vejdou batohy i boty.',
      use: 'Na kempování, přechody s přespáním a cyklovýlety.',
    },
    sleepingBag: {
      name: 'Spací pytel',
      description:
        'Spacák ve tvaru mumie se syntetickou výplní z recyklovaného polyesteru, která hřeje, i když navlhne. Kapuce se stahuje šňůrkou a zip po celé délce umožňuje větrání. Sbalený se vejde do malého kompresního vaku.',
      use: 'Na noci ve stanu od jara do podzimu.',
    },
    hikingBackpack: {
      name: 'Turistický batoh',
      description:
        'Batoh z odolného nylonu s nastavitelným zádovým systémem, větranými zády a širokým bederním pásem, který přenáší váhu na boky. Řada kapes a pláštěnka udrží výbavu v pořádku a v suchu.',
      use: 'Na vícedenní přechody a túry s přespáním.',
    },
    daypack: {
      name: 'Výletní batoh',
      description:
        'Lehký batoh z recyklovaného polyesteru s voděodolnou úpravou a měkkými popruhy. Má kapsu na notebook, boční kapsy na láhev a pojme vše, co potřebujete na celý den.',
      use: 'Na jednodenní výlety, do města i do práce.',
    },
    trekkingPoles: {
      name: 'Trekové hole',
      description:
        'Pár skládacích hliníkových holí s rychlou pojistkou, kterou během pár vteřin nastavíte správnou délku. Korkové rukojeti sají pot a hroty z tvrdokovu spolehlivě drží na skále i na hlíně. Odlehčí kolenům a zádům při sestupu.',
      use: 'Na túry v nerovném terénu a dlouhé sestupy.',
    },
    waterBottle: {
      name: 'Láhev na vodu',
      description:
        'Láhev s dvojitou stěnou z nerezové oceli udrží vodu studenou 24 hodin a čaj horký 12 hodin. Neovlivňuje chuť nápoje a zvenku se neorosí. Víčko těsní spolehlivě a snese i pád.',
      use: 'Na túry, do posilovny i na každodenní nošení.',
    },
    bikeLightSet: {
      name: 'Sada světel na kolo',
      description:
        'Přední a zadní světlo v hliníkovém pouzdře, nabíjené přes USB-C. Kužel světla rovnoměrně osvětlí cestu a neoslňuje protijedoucí. Nasadíte i sundáte je bez nářadí.',
      use: 'Pro bezpečnou jízdu za tmy a v dešti.',
    },
    pannierBag: {
      name: 'Brašna na nosič',
      description:
        'Nepromokavá brašna z nylonu se svařovanými švy a rolovacím uzávěrem. Na nosič se zacvakne jedním pohybem a na výmolech nedrnčí. Reflexní prvky vás zviditelní za šera.',
      use: 'Na nákupy, cestu do práce i cyklovýlety.',
    },
    pruningShears: {
      name: 'Zahradní nůžky',
      description:
        'Nůžky s čepelemi z uhlíkové oceli, které stříhají čistě a nemačkají výhony. Pružina je plynule otevírá a pojistku zavřete palcem. Po práci čepele otřete kapkou oleje.',
      use: 'Na řez růží, keřů a ovocných stromů.',
    },
    gardenSpade: {
      name: 'Rýč',
      description:
        'Rýč s listem z nerezové oceli, který snadno vnikne i do tvrdé půdy a nelepí se na něj bláto. Rukojeť ve tvaru T zajistí pevný úchop a dobrou páku. K očištění stačí proud vody.',
      use: 'Na rytí, sázení a přesazování.',
    },
    plantPot: {
      name: 'Květináč',
      description:
        'Květináč z pálené terakoty, ve kterém kořeny dýchají a vlhkost substrátu se přirozeně vyrovnává. Má odtokový otvor a časem získá krásnou patinu. V zimě ho chraňte před mrazem.',
      use: 'Na bylinky, květiny a balkonové rostliny.',
    },
    raisedBed: {
      name: 'Vyvýšený záhon',
      description:
        'Záhon z masivního dubu, dřeva přirozeně odolného vůči vlhku bez chemické impregnace. Pracovní výška šetří záda a půda se na jaře rychleji prohřeje. Sestavíte ho bez šroubů.',
      use: 'K pěstování zeleniny a bylinek na zahradě či terase.',
    },
    wateringCan: {
      name: 'Konev',
      description:
        'Konev z nerezové oceli s dlouhým hrdlem a odnímatelnou kropicí růžicí pro jemné zalévání. Rukojeť je vyvážená tak, že se konev snadno naklání i plná. Nerezaví a může zůstat venku po celý rok.',
      use: 'Na zalévání květináčů, sazenic a záhonů.',
    },
    gardenHose: {
      name: 'Zahradní hadice',
      description:
        'Hadice z přírodního kaučuku s textilní výztuží, která se nezalamuje a zůstává pružná i v chladnu. Odolává slunci a nepraská. Pasuje na běžné rychlospojky.',
      use: 'Na zalévání zahrady a mytí terasy či kola.',
    },
    yogaMat: {
      name: 'Podložka na jógu',
      description:
        'Podložka s povrchem z přírodního korku, který drží tím lépe, čím víc se potíte, a se spodní vrstvou z přírodního kaučuku. Korek je přirozeně antibakteriální a nenasává pachy. Stačí ji otřít vlhkým hadříkem.',
      use: 'Na jógu, pilates a protahování.',
    },
    yogaBlock: {
      name: 'Blok na jógu',
      description:
        'Pevný blok z lisovaného korku se zaoblenými hranami. Podepře ruce, když ještě nedosáhnete na zem, a pomáhá se správným postavením těla. Je lehký a neklouže.',
      use: 'Jako opora a pomoc s rovnováhou v jógových pozicích.',
    },
    runningBelt: {
      name: 'Běžecký opasek',
      description:
        'Tenký pružný opasek z recyklovaného polyesteru s kapsou na telefon, klíče a energetické gely. Těsně obepne pas a při běhu neposkakuje. Lze ho prát v pračce.',
      use: 'Na běh bez plných kapes.',
    },
    runningCap: {
      name: 'Běžecká kšiltovka',
      description:
        'Lehká kšiltovka z recyklovaného polyesteru s perforovanými boky a měkkým potítkem. Kšilt chrání před sluncem a reflexní prvky jsou dobře vidět za soumraku. Složená se vejde do kapsy.',
      use: 'Na běh za slunce i v mrholení.',
    },
    kettlebell: {
      name: 'Kettlebell',
      description:
        'Odlitý z jednoho kusu litiny, se širokým madlem, které uchopíte jednou i oběma rukama. Plochá základna stojí pevně na podlaze a matný povrch v dlani neklouže.',
      use: 'Na švihy, dřepy a silový trénink doma.',
    },
    resistanceBands: {
      name: 'Odporová guma',
      description:
        'Široká guma z přírodního kaučuku, která se neroluje a neštípe do kůže. Posílí nohy, hýždě i ramena a pomůže při rehabilitaci po zranění. Vejde se do šuplíku i do kufru.',
      use: 'Na posilování a protahování kdekoli.',
    },
    notebook: {
      name: 'Zápisník',
      description:
        'Zápisník s šitou vazbou, který se otevře úplně naplocho, a silným papírem 100 g/m², přes který inkoust neprosákne. Tečkovaná mřížka se hodí na poznámky, seznamy i skici. Pevné desky s plátěným hřbetem.',
      use: 'Na poznámky, deník a nápady na cestách.',
    },
    planner: {
      name: 'Diář',
      description:
        'Nedatovaný diář s týdenním rozvržením, se kterým můžete začít v kterémkoli měsíci. Papír snese i plnicí pero a dvě záložky ze stužky vás hned navedou na aktuální týden. Lněné desky vydrží nošení v tašce.',
      use: 'Na plánování týdne a sledování cílů.',
    },
    fountainPen: {
      name: 'Plnicí pero',
      description:
        'Pero s tělem a hrotem z nerezové oceli, vyvážené tak, aby psalo plynule bez přítlaku. Plní se bombičkami nebo konvertorem z lahvičky. Hrot F píše tence, hrot M výrazněji.',
      use: 'Na každodenní psaní, deník i krasopis.',
    },
    pencilSet: {
      name: 'Sada tužek',
      description:
        'Grafitové tužky v těle z bukového dřeva z evropských lesů, v tvrdostech od 2H do 4B. Dobře se ořezávají a tuha se při prvním přitlačení nezlomí. Balené v papírovém pouzdře.',
      use: 'Na kreslení, skicování a poznámky.',
    },
    deskOrganiser: {
      name: 'Stolní organizér',
      description:
        'Organizér z masivního dubu s přihrádkami na pera, vizitky a telefon, se kterým je na stole rázem pořádek. Povrch je ošetřený přírodním olejem a spodek podlepený plstí, aby nepoškrábal desku stolu. Stačí ho otírat suchým hadříkem.',
      use: 'Pro všechny drobnosti z pracovního stolu na jednom místě.',
    },
    deskLamp: {
      name: 'Pracovní lampa',
      description:
        'Hliníková lampa s kloubovým ramenem a hlavou, kterou natočíte přesně tam, kde potřebujete světlo. Vestavěná LED dioda svítí rovnoměrně a bez blikání, jas lze regulovat a spotřeba je minimální.',
      use: 'Na čtení, psaní a práci u počítače.',
    },
    buildingBlocks: {
      name: 'Kostky',
      description:
        'Dřevěné kostky z masivního buku, řezané tak přesně, že se z nich dají stavět vysoké věže. Hrany jsou pečlivě zabroušené a barvy na vodní bázi bezpečné pro malé ručičky. Po hraní se snadno uklidí do bavlněného pytlíku.',
      use: 'Na volnou hru a první stavby, od 12 měsíců.',
    },
    pullAlongToy: {
      name: 'Tahací hračka',
      description:
        'Zvířátko z bukového dřeva na kolečkách, se šňůrkou, za kterou ho dítě může táhnout za sebou. Kolečka jedou tiše a ouška se při každém kroku kývají. Povzbuzuje první krůčky i hru na něco.',
      use: 'Pro batolata, která se právě učí chodit.',
    },
    jigsawPuzzle: {
      name: 'Puzzle',
      description:
        'Dílky z pevné recyklované lepenky, vyřezané tak přesně, že do sebe spolehlivě zapadnou. Matný tisk se neleskne a barvy zůstávají syté. Součástí je plakát s předlohou, podle kterého se skládá snáz.',
      use: 'Na klidná odpoledne o samotě i ve společnosti.',
    },
    boardGame: {
      name: 'Desková hra',
      description:
        'Hra plná strategie i štěstí, jejíž pravidla pochopíte za deset minut. Herní plán a karty jsou z pevné lepenky, figurky ze dřeva. Jedna partie trvá zhruba půl hodiny.',
      use: 'Na rodinné večery pro dva až pět hráčů.',
    },
    bathTowel: {
      name: 'Osuška',
      description:
        'Hustá osuška z dlouhovlákné bavlny, savá a jemná na kůži. Dvojitě prošité okraje se netřepí ani po stovkách praní. Perte na 60 °C bez aviváže.',
      use: 'Do koupelny, pod sprchu i na pláž.',
    },
    soapDish: {
      name: 'Miska na mýdlo',
      description:
        'Keramická miska s drážkami, po kterých voda odteče, takže mýdlo rychle oschne a vydrží déle. Je glazovaná a snadno se udržuje v čistotě.',
      use: 'Na tuhé mýdlo u umyvadla nebo ve sprše.',
    },
    barSoap: {
      name: 'Tuhé mýdlo',
      description:
        'Mýdlo z olivového a kokosového oleje a bambuckého másla, vyráběné studenou metodou v malých várkách. Myje jemně, nevysušuje pokožku a voní jen éterickými oleji. Zabalené v recyklovaném papíru.',
      use: 'Na mytí rukou, obličeje i těla.',
    },
    handCream: {
      name: 'Krém na ruce',
      description:
        'Výživný krém s rostlinnými oleji a bambuckým máslem, který se rychle vstřebá a nezanechává mastný film. Chrání ruce před mrazem i častým mytím. V recyklovatelné hliníkové tubě.',
      use: 'Na suché ruce – po práci na zahradě nebo mytí nádobí.',
    },
  },
  colours: {
    black: 'černá',
    white: 'bílá',
    graphite: 'grafitová',
    red: 'červená',
    blue: 'modrá',
    navy: 'tmavě modrá',
    green: 'zelená',
    olive: 'olivová',
    sand: 'písková',
    grey: 'šedá',
    terracotta: 'terakotová',
    yellow: 'žlutá',
    natural: 'přírodní',
    pink: 'růžová',
  },
  materials: {
    castIron: 'litina',
    stainlessSteel: 'nerezová ocel',
    carbonSteel: 'uhlíková ocel',
    aluminium: 'hliník',
    ceramic: 'keramika',
    porcelain: 'porcelán',
    glass: 'sklo',
    oak: 'dubové dřevo',
    beech: 'bukové dřevo',
    bamboo: 'bambus',
    cotton: 'bavlna',
    linen: 'len',
    wool: 'vlna',
    recycledPolyester: 'recyklovaný polyester',
    nylon: 'nylon',
    cork: 'korek',
    rubber: 'kaučuk',
    paper: 'papír',
    terracottaClay: 'terakota',
    plantOils: 'rostlinné oleje',
  },
  lines: {
    classic: 'Nadčasový design, který se osvědčil v každodenním používání.',
    pro: 'Pro náročné uživatele a intenzivní používání den co den.',
    eco: 'Z recyklovaných a obnovitelných materiálů, s menší uhlíkovou stopou.',
    compact: 'Lehké a malé, zabere minimum místa.',
    premium: 'Ty nejlepší materiály a ruční dokončení do posledního detailu.',
    essential: 'Základy udělané pořádně a za férovou cenu.',
  },
  manufacturers: {
    ferrum:
      'Slévárna s dlouhou tradicí, která z litiny a oceli vyrábí nádobí na celý život. Každý kus se odlévá do pískové formy a vypaluje rostlinným olejem.',
    aurelio:
      'Nožířská dílna, která kove a brousí čepele s italskou precizností. Její nože jsou vyhlášené vyvážeností a trvalým ostřím.',
    kaffeto: 'Navrhuje pomůcky na přípravu kávy a čaje – čistých tvarů a z odolného skla.',
    porcela: 'Výrobce porcelánu a skla, jehož nádobí zvládne každodenní provoz a ozdobí sváteční tabuli.',
    lumora: 'Navrhuje svítidla z keramiky, bambusu a hliníku s teplým, měkkým světlem.',
    tessile: 'Tkalcovna, která z vlny, lnu a bavlny tká deky, osušky a povlaky s úctou k tradičnímu řemeslu.',
    'casa-brava':
      'Vytváří dekorace, úložné koše, regály a květináče z přírodních materiálů se špetkou jižanského temperamentu.',
    nordvik: 'Severský výrobce stanů a spacích pytlů, prověřených větrem, deštěm i sněhem.',
    trailcraft:
      'Batohy a turistické doplňky, které navrhují turisté pro turisty, na stezky všech obtížností.',
    velora: 'Cyklistické doplňky do města i na cesty: světla, která jsou vidět, a brašny, které nepromoknou.',
    verdello:
      'Zahradní nářadí a pomůcky na zalévání z poctivé oceli s ergonomickými rukojeťmi, pro ty, kdo rádi pracují vlastníma rukama.',
    fitform: 'Jednoduché a odolné vybavení na fitness a běh, pro trénink doma i venku.',
    papyra: 'Váže zápisníky a diáře a vyrábí pera a tužky pro všechny, kdo rádi píšou rukou.',
    holzwerk: 'Dílna dřevěných hraček z masivního buku, natíraných barvami bezpečnými pro děti.',
    savonna: 'Mýdlárna, která v malých várkách vyrábí mýdla a krémy z rostlinných olejů v minimálním balení.',
    kivi: 'Tvoří puzzle a společenské hry pro malé i velké, tištěné na recyklované lepence.',
  },
  attributes: {
    material: 'Materiál',
    colour: 'Barva',
    size: 'Velikost',
    weight: 'Hmotnost',
    line: 'Řada',
  },
  articles: {
    caringForCastIron: {
      title: 'Jak pečovat o litinové nádobí',
      slug: 'jak-pecovat-o-litinove-nadobi',
      subtitle: 'Trocha oleje, kapka trpělivosti a pánev, která vám vydrží celý život.',
      body: 'Litina není nijak náročná, jen má své zvyky. Černý, jemně lesklý povrch dobře zajeté pánve se nazývá patina: je to olej vypálený do kovu, který funguje jako přirozená nepřilnavá vrstva. Čím častěji vaříte, tím je lepší.\n\nChcete-li patinu vytvořit nebo obnovit, nádobí umyjte, důkladně vysušte a na všechny plochy – i zespodu a na rukojeť – vetřete velmi tenkou vrstvu neutrálního oleje, třeba řepkového. Přebytek setřete papírovou utěrkou, jako byste chtěli olej odstranit úplně. Pánev vložte dnem vzhůru do trouby vyhřáté na 230 °C, nechte ji tam hodinu a pak v troubě vychladnout.\n\nPo vaření pánev vyčistěte, dokud je ještě teplá, horkou vodou a tvrdým kartáčem. Troška saponátu neuškodí, vyhněte se ale namáčení a myčce. Připečené zbytky snadno odstraníte hrubou solí.\n\nNejdůležitější je sušení. Postavte nádobí na minutu na rozpálenou plotýnku, aby se odpařila všechna vlhkost, a pak ho potřete kapkou oleje. Pokud se přesto objeví rez, nic se neděje: odstraňte ji drátěnkou, pánev znovu vypalte a bude zase jako nová.',
    },
    hikingPackingList: {
      title: 'Co si sbalit na první jednodenní túru',
      slug: 'co-si-sbalit-na-prvni-turu',
      subtitle: 'Krátký seznam pro den v horách bez nepříjemných překvapení.',
      body: 'Na jednodenní túru nepotřebujete mnoho věcí, ale ty, které si berete, by měly být promyšlené. Postačí batoh o objemu 20 až 30 litrů se širokými popruhy a bederním pásem. Těžší věci balte nahoru a co nejblíž k zádům, aby vás náklad nestahoval dozadu.\n\nNa prvním místě je voda: počítejte zhruba s půl litrem na každou hodinu chůze, v horku i s větším množstvím. Přibalte ořechy, ovoce a pořádnou svačinu, protože na horách vyhládne rychle. Větrovka a tenká vlněná mikina zaberou málo místa, a když se na hřebeni změní počasí, zachrání vám den.\n\nNezapomeňte na čepici, sluneční brýle a opalovací krém, i když je zataženo. Malá lékárnička s náplastmi na puchýře, čelovka, nabitý telefon a papírová mapa trasy jsou vaše pojistka.\n\nTrekové hole odlehčí kolenům při sestupu, což na konci dne určitě oceníte. Než vyrazíte, řekněte někomu, kam jdete a kdy se plánujete vrátit. Pro začátek si vyberte dobře značenou trasu na tři až čtyři hodiny chůze a vychutnejte si výhledy bez spěchu.',
    },
    betterCoffeeAtHome: {
      title: 'Lepší překapávaná káva doma',
      slug: 'lepsi-prekapavana-kava-doma',
      subtitle: 'Mletí, poměr a teplota vody – tři tajemství dokonalého šálku.',
      body: 'Ručně překapávaná káva odmění každého, kdo si dá záležet na detailech. Nepotřebujete drahé vybavení – stačí čerstvě pražená zrnka, kuchyňská váha a trocha trpělivosti. Kávu melte těsně před přípravou, protože její aroma vyprchá během několika minut.\n\nNamletá káva by měla připomínat hrubý písek. Když je nápoj hořký a voda protéká velmi pomalu, melte hruběji; když je kyselý a plochý, melte jemněji. Dobrým výchozím bodem je poměr 60 gramů kávy na litr vody, tedy 15 gramů na velký hrnek o objemu 250 ml.\n\nVoda by neměla vřít. Ideální teplota je 92 až 96 °C, proto po vypnutí konvice počkejte asi půl minuty. Papírový filtr nejdřív propláchněte horkou vodou – zbavíte se papírové pachuti a zároveň předehřejete konvici.\n\nZačněte malým množstvím vody, jen aby se všechna káva navlhčila, a třicet sekund počkejte, až káva „rozkvete“ a uvolní oxid uhličitý. Pak dolévejte pomalu, krouživými pohyby od středu ke krajům. Celá příprava trvá tři až čtyři minuty – a stojí za každou vteřinu.',
    },
    choosingAKitchenKnife: {
      title: 'Jak vybrat kuchyňský nůž',
      slug: 'jak-vybrat-kuchynsky-nuz',
      subtitle: 'Kuchařský nůž, nebo nůž na chléb? Na co se zaměřit u oceli a broušení.',
      body: 'Kdybyste mohli mít jen jeden nůž, měl by to být kuchařský nůž. S čepelí dlouhou 16 až 20 centimetrů nakrájí zeleninu, maso, bylinky i ryby. Kratší varianta se hodí do menší dlaně a na malé prkénko, delší ocení ti, kdo často vaří pro větší společnost.\n\nIdeální druhý nůž je nůž na chléb. Jeho vlnité ostří projede křupavou kůrkou, aniž by zmáčklo střídu, a stejně dobře si poradí s rajčaty i bábovkou. Tady na délce záleží: nůž s 26centimetrovou čepelí hravě zvládne i velký bochník.\n\nCo se oceli týče, tvrdá nerezová ocel dlouho drží ostří a nevyžaduje zvláštní péči. Než nůž koupíte, vezměte ho do ruky: těžiště by mělo ležet blízko místa, kde rukojeť přechází v čepel.\n\nNůž je bezpečný jen tehdy, když je ostrý, protože pak na něj nemusíte tlačit. Každých pár dní ho obtáhněte na ocílce a dvakrát až třikrát do roka ho nabruste na brusném kameni. Myjte ho vždy ručně, hned ho osušte a uchovávejte na magnetické liště nebo v pouzdře, nikdy volně v šuplíku.',
    },
    balconyGardenInSpring: {
      title: 'Jarní zahrádka na balkoně',
      slug: 'jarni-zahradka-na-balkone',
      subtitle: 'Květináče, substrát, bylinky a zalévání – průvodce pro začínající pěstitele.',
      body: 'K vlastní zahrádce nepotřebujete pozemek. Pár metrů čtverečních slunného balkonu stačí na bazalku, mátu, tymián a několik keříků koktejlových rajčátek. Nejdřív zjistěte, kolik hodin slunce na váš balkon denně dopadá: většina bylinek potřebuje alespoň pět až šest.\n\nTerakotové květináče dýchají, chrání kořeny před přehřátím a nedovolí, aby v nich stála voda. Zkontrolujte, že mají odtokový otvor, a na dno nasypte vrstvu keramzitu. Pro rajčata zvolte květináč o průměru alespoň 30 centimetrů, bylinkám postačí menší.\n\nPoužijte kvalitní substrát pro zeleninu a bylinky místo hlíny ze zahrady, která se v květináči rychle slehne. Trocha perlitu nebo kompostu udrží substrát kyprý. Sázejte až po posledních mrazících, obvykle po ledových mužích v polovině května.\n\nZalévejte brzy ráno nebo večer, přímo ke kořenům, ne na listy. Zastrčte prst dva centimetry do substrátu: pokud je suchý, je čas vzít konev. V horkých dnech mohou terakotové květináče potřebovat zálivku každý den. A bylinky často sklízejte – čím víc je zaštipujete, tím hustěji rostou.',
    },
    cosyLightingForWinter: {
      title: 'Útulné světlo na zimní večery',
      slug: 'utulne-svetlo-na-zimu',
      subtitle: 'Jak vrstvit svítidla, aby byl domov v zimě teplý a přívětivý.',
      body: 'Když se brzy stmívá, má světlo na atmosféru domova největší vliv. Tajemstvím není jedno silné světlo u stropu, ale několik menších zdrojů v různých výškách. Přemýšlejte o osvětlení ve třech vrstvách: celkové, pracovní a dekorativní.\n\nCelkové světlo obvykle zajišťuje závěsné svítidlo. Stínidlo z bambusu nebo látky tlumí jas a vrhá na stěny měkké stíny. Zavěste ho 60 až 70 centimetrů nad desku stolu, aby svítilo, ale neoslňovalo. Ve větší místnosti poslouží lépe dvě menší svítidla než jedno velké.\n\nPracovní světlo potřebujete tam, kde čtete, vaříte nebo pracujete: stolní lampu u křesla nebo pracovní lampu s pohyblivým ramenem. Dekorativní světlo – malá keramická lampička na poličce nebo pár svíček – dodá místnosti hloubku.\n\nVolte žárovky s teplou barvou světla, 2700 K nebo nižší, a pokud možno stmívatelné. Večer zhasněte horní světlo a nechte svítit jen nízko položené zdroje. K tomu vlněná deka na gauči – a zima najednou vypadá mnohem přívětivěji.',
    },
    yogaAtHomeForBeginners: {
      title: 'Jóga doma pro začátečníky',
      slug: 'joga-doma-pro-zacatecniky',
      subtitle: 'Klidné místo, dobrá podložka a deset minut denně.',
      body: 'Abyste mohli začít cvičit jógu doma, nepotřebujete zvláštní místnost. Stačí místo zhruba dva krát jeden metr, kde rozpažíte, aniž byste zavadili o nábytek. Vyvětrejte, ztlumte oznámení v telefonu a zvolte si pravidelný čas, třeba před snídaní.\n\nNejdůležitější výbavou je podložka. Korková neklouže, ani když se zapotíte, a vyčistíte ji vlhkým hadříkem. Jeden nebo dva bloky pomohou, když ještě rukama nedosáhnete na zem, a složená deka ochrání kolena.\n\nJednoduchá první sestava: začněte dvěma minutami klidného dýchání vsedě. Pak přejděte do pozice kočky a krávy, abyste rozhýbali páteř, dále do psa hlavou dolů, do pozice válečníka na obě strany a do mírného předklonu. Na závěr si lehněte na záda a dvě minuty jen odpočívejte.\n\nK ničemu se nenuťte – bolest je signál, že máte povolit. Deset minut denně vám dá víc než hodina jednou za měsíc. Po několika týdnech sami poznáte, kolik jste získali ohebnosti a klidu. A až vás první sestava začne nudit, přidávejte každý týden jednu novou pozici.',
    },
    aGentlerBathroom: {
      title: 'Šetrnější koupelna',
      slug: 'setrnejsi-koupelna',
      subtitle: 'Tuhé mýdlo, méně plastu a osušky, které vydrží roky.',
      body: 'V koupelně se snadno nahromadí desítky plastových lahviček. Prvním a nejjednodušším krokem, jak jich ubrat, je návrat k tuhému mýdlu. Dobré mýdlo z rostlinných olejů vydrží jako dvě až tři lahve tekutého mýdla a navíc je zabalené v papíru.\n\nAby mýdlo dlouho vydrželo, musí mezi použitím oschnout. Keramická miska s drážkami odvádí vodu, takže se mýdlo nerozmáčí. Velký kus můžete rozkrojit napůl a používat vždy jen jednu polovinu.\n\nPak přijdou na řadu další drobné změny: bambusový zubní kartáček, tuhý šampon, krém na ruce v hliníkové tubě nebo skleněném kelímku. Nemusíte měnit všechno najednou – věci nahrazujte až ve chvíli, kdy ty staré dojdou.\n\nI bavlněné osušky potřebují péči. Perte je na 40 až 60 °C bez aviváže, která snižuje savost vláken. Před pověšením je pořádně protřepejte a kdykoli to jde, sušte je na vzduchu. Ručníky, které používáte denně, měňte alespoň dvakrát týdně. Zůstanou tak dlouho nadýchané a vaše koupelna bude šetrnější k vám i k přírodě.',
    },
    cyclingToWork: {
      title: 'Na kole do práce',
      slug: 'na-kole-do-prace',
      subtitle: 'Světla, brašny, trasa a počasí – co vědět, než šlápnete do pedálů.',
      body: 'Na vzdálenost do deseti kilometrů bývá kolo ve městě často nejrychlejším dopravním prostředkem. Do práce dorazíte svěží, nehledáte místo k parkování a denní dávku pohybu máte za sebou.\n\nNejdřív bezpečnost: bílé světlo vpředu a červené vzadu jsou nezbytné nejen v noci, ale i za tmavých zimních rán. Světla nabíjená přes USB dobijete v kanceláři, než skončí pracovní doba. Přilba a reflexní vesta doplní základní výbavu.\n\nBatoh nechte na procházky – v sedle se pod ním záda rychle zpotí. Do nepromokavé brašny na nosiči se vejde notebook, oblečení na převlečení i oběd a těžiště zůstane nízko. Naplánujte si trasu klidnými ulicemi a cyklostezkami, i když je o kus delší, a o víkendu si ji v klidu projeďte.\n\nNa rozmary počasí stačí lehká bunda do deště a blatníky. V létě vyrážejte o něco dřív, dokud je ve městě ještě chládek. Nemusíte jezdit každý den: dvakrát týdně je skvělý začátek. A časem sami zjistíte, že se do kolon už vracet nechcete.',
    },
    plannerHabits: {
      title: 'Týden na papíře',
      slug: 'tyden-na-papire',
      subtitle: 'Jak vám obyčejný diář pomůže lépe si zorganizovat čas.',
      body: 'Papír má výhodu, kterou nenapodobí žádná aplikace: donutí vás zastavit se a zamyslet. Když úkol píšete rukou, opravdu se rozhodujete, jestli si zaslouží místo ve vašem týdnu.\n\nVyhraďte si dvacet minut v neděli odpoledne nebo v pondělí ráno. Nejdřív se podívejte na uplynulý týden: co se podařilo dokončit, co zbylo a co můžete rovnou škrtnout. Pak zapište pevné schůzky a vyberte tři priority na příštích sedm dní. Napište je na začátek stránky, abyste je viděli pokaždé, když diář otevřete.\n\nVelké úkoly rozdělte na malé kroky a každému přidělte konkrétní den. V plánu nechávejte volná místa, protože něco nečekaného se určitě objeví. Pomáhá jednoduchý systém značek: tečka pro úkol, který čeká, křížek pro splněný, šipka pro přesunutý.\n\nMějte diář otevřený na stole a vedle něj pero. Každý večer se podívejte na stránku dalšího dne a odškrtněte, co se povedlo. Po měsíci budete mít nejen klidnější týdny, ale i malou kroniku vlastního života.',
    },
    whyWoodenToys: {
      title: 'Proč dřevěné hračky',
      slug: 'proc-drevene-hracky',
      subtitle: 'Odolné, jednoduché a otevřené dětské fantazii.',
      body: 'Dobrá dřevěná hračka se jen tak nerozbije. Kostky z bukového dřeva vydrží pády, okusování i roky hraní a často putují od staršího sourozence k mladšímu nebo k další generaci. Časem získají drobné stopy, díky kterým jsou ještě oblíbenější.\n\nJejich největší předností je ale volná hra. Sada kostek nemá návod ani hotový příběh: dnes z ní je hrad, zítra vláček, pozítří zoologická zahrada. Děti vymýšlejí, zkoušejí a stavějí znovu, a přitom trénují představivost, trpělivost i jemnou motoriku. Tahací hračka zase jednoduše a vesele povzbuzuje k prvním krůčkům.\n\nDřevo je navíc příjemné na dotek – teplé a příjemně těžké, což děti dobře vnímají. Vybírejte dřevo z odpovědně obhospodařovaných lesů a barvy na vodní bázi, které jsou pro děti bezpečné.\n\nPéče je jednoduchá: hračky otírejte mírně vlhkým hadříkem s trochou jemného mýdla, ale nikdy je nenamáčejte. Nechte je uschnout při pokojové teplotě, daleko od topení. Pokud dřevo zdrsní, stačí jemný smirkový papír a kapka rostlinného oleje.',
    },
    settingATableForGuests: {
      title: 'Krásně prostřený stůl pro hosty',
      slug: 'krasne-prostreny-stul-pro-hosty',
      subtitle: 'Talíře, sklenice, ubrousky a květiny – bez stresu.',
      body: 'Pečlivě prostřený stůl řekne hostům, že jsou vítáni, ještě než přinesete první chod. Nepotřebujete drahý servis – stačí trocha rozmyslu a důslednosti. Stůl prostřete s předstihem, ať pak máte čas na hosty, ne na hledání sklenic.\n\nZačněte talíři. Jednoduché talíře v bílé nebo pískové barvě nechají vyniknout jídlu a hodí se ke všemu. Mělký talíř položte doprostřed každého místa, asi dva prsty od hrany stolu, a mezi místy nechte dost prostoru, aby se hosté nedotýkali lokty. Vidličky patří vlevo, nože vpravo ostřím k talíři.\n\nSklenice stavte vpravo nahoru, nad nože: jedna na vodu a jedna na víno úplně stačí. Látkové ubrousky ze lnu nebo bavlny, jednoduše složené na talíři nebo vedle něj, dodají stolu hned sváteční ráz.\n\nU květin dejte přednost nízkým aranžmá, aby na sebe hosté viděli. Pár větviček ze zahrady ve dvou či třech malých vázách nebo sezonní kytice úplně postačí. Večer přidejte nevonné svíčky, které nepřebijí vůni jídla, a ztlumte horní světlo.',
    },
  },
  promotions: {
    winterSale: {
      name: 'Zimní výprodej',
      slug: 'zimni-vyprodej',
      description: 'Sleva 20 % na vybrané deky, lampy a vybavení do přírody. Zahřejte se za méně.',
    },
    kitchenDays: {
      name: 'Dny kuchyně',
      slug: 'dny-kuchyne',
      description: 'Sleva 10 € na vybrané pánve a hrnce – ideální příležitost obnovit nádobí.',
    },
    freeShippingWeekend: {
      name: 'Víkend s dopravou zdarma',
      slug: 'vikend-s-dopravou-zdarma',
      description: 'Doprava zdarma na všechno do koupelny a pro péči o tělo – jen tento víkend.',
    },
    welcome: {
      name: 'Uvítací nabídka',
      slug: 'uvitaci-nabidka',
      description:
        'Vítejte v obchodě Tendero: sleva 10 % na celý košík s kódem WELCOME10, jednou na zákazníka.',
    },
    saveFifteen: {
      name: 'Ušetřete 15 €',
      slug: 'usetrete-15',
      description: 'Sleva 15 € na objednávky od 100 € s kódem SAVE15.',
    },
    freeShippingCode: {
      name: 'Kód na dopravu zdarma',
      slug: 'kod-na-dopravu-zdarma',
      description: 'Zadejte v košíku kód FREESHIP a vaši objednávku doručíme zdarma.',
    },
    summerSale: {
      name: 'Letní výprodej',
      slug: 'letni-vyprodej',
      description: 'Sleva 25 % na celý košík s kódem SUMMER25 po celé léto.',
    },
    fitFormWeeks: {
      name: 'Týdny FitForm',
      slug: 'tydny-fitform',
      description:
        'Sleva 20 % na vše od FitForm – podložky na jógu, kettlebelly a běžecké vybavení – s kódem FITFORM20.',
    },
    gardenSeason: {
      name: 'Zahradní sezóna',
      slug: 'zahradni-sezona',
      description: 'Sleva 10 % na vše do zahrady s kódem GARDEN10: nářadí, truhlíky a konve.',
    },
    freeGift: {
      name: 'Dárek zdarma',
      slug: 'darek-zdarma',
      description: 'Při nákupu od 150 € si vyberte dárek: mýdlo, krém na ruce, sadu tužek nebo zápisník.',
    },
    fullVoucher: {
      name: 'Dárkový poukaz',
      slug: 'darkovy-poukaz',
      description:
        'Ukázkový poukaz na celou objednávku: kód VOUCHER100 odečte 100 % z ceny vašich položek, jednou na zákazníka. Přidejte FREESHIP a nezbude nic k úhradě.',
    },
  },
  marketing: {
    heroWinter: {
      title: 'Zimní výprodej: sleva 20 %',
      body: 'Vlněné deky, lampy s hřejivým světlem a vybavení do přírody za zimní ceny.',
      cta: 'Nakupovat ve výprodeji',
    },
    heroOutdoor: {
      title: 'Nová sezona venku začíná',
      body: 'Stany, batohy a trekové hole na první jarní výpravy.',
      cta: 'Objevit novinky',
    },
    bannerKitchen: {
      title: 'Dny kuchyně',
      body: 'Sleva 10 € na vybrané nádobí na vaření.',
      cta: 'Do kuchyně',
    },
    bannerGarden: {
      title: 'Čas na zahradu',
      body: 'Květináče, nářadí a konve na jaro.',
      cta: 'Zobrazit zahradu',
    },
    bannerOffice: {
      title: 'Pořádek na stole',
      body: 'Zápisníky, pera a lampy pro čistou hlavu.',
      cta: 'Objevit',
    },
    uspShipping: {
      title: 'Doprava zdarma od 49 €',
      body: 'Na každou objednávku od 49 €.',
      cta: '',
    },
    uspReturns: {
      title: '{returnDays} dní na vrácení',
      body: 'Nesedí? Vrátíte to zdarma s naším předplaceným štítkem.',
      cta: '',
    },
    uspPayment: {
      title: 'Bezpečná platba kartou',
      body: 'Šifrované platby pro váš klid.',
      cta: '',
    },
    uspSupport: {
      title: 'Osobní podpora',
      body: 'Jsme tu pro vás od pondělí do pátku.',
      cta: '',
    },
  },
};
