import type { LocaleContent } from './types.ts';

export const sk: LocaleContent = {
  brandsSegment: 'znacky',
  categories: {
    kitchen: {
      name: 'Kuchyňa',
      slug: 'kuchyna',
      description:
        'Všetko na varenie, servírovanie a spoločné stolovanie – od liatinovej panvice až po rannú kávu.',
    },
    'kitchen.cookware': {
      name: 'Riad na varenie',
      slug: 'riad-na-varenie',
      description: 'Panvice a hrnce, ktoré rovnomerne rozvádzajú teplo a vydržia dlhé roky.',
    },
    'kitchen.cookware.pans': {
      name: 'Panvice',
      slug: 'panvice',
      description:
        'Liatinové panvice a woky z uhlíkovej ocele na chrumkavé opekanie a rýchle varenie na vysokom plameni.',
    },
    'kitchen.cookware.pots': {
      name: 'Hrnce',
      slug: 'hrnce',
      description: 'Nerezové hrnce na vývary a cestoviny a liatinové hrnce na pomalé dusenie v rúre.',
    },
    'kitchen.knives': {
      name: 'Nože',
      slug: 'noze',
      description: 'Ostré, dobre vyvážené nože na presné krájanie zeleniny, mäsa aj chrumkavého chleba.',
    },
    'kitchen.coffee': {
      name: 'Káva a čaj',
      slug: 'kava-a-caj',
      description: 'Pomôcky na prekvapkávanú kávu a voňavý čaj pre pokojné chvíle so šálkou v ruke.',
    },
    'kitchen.tableware': {
      name: 'Stolovanie',
      slug: 'stolovanie',
      description:
        'Porcelánové taniere a poháre, s ktorými je každý stôl krajší – vo všedný deň aj na sviatky.',
    },
    home: {
      name: 'Domov',
      slug: 'domov',
      description:
        'Teplé svetlo, príjemný textil a šikovné úložné riešenia pre domov, v ktorom si oddýchnete.',
    },
    'home.lighting': {
      name: 'Osvetlenie',
      slug: 'osvetlenie',
      description: 'Stolové a závesné svietidlá, ktoré prinesú hrejivé svetlo do každého kúta.',
    },
    'home.textiles': {
      name: 'Bytový textil',
      slug: 'bytovy-textil',
      description: 'Vlnené deky a ľanové obliečky, vďaka ktorým bude gauč najútulnejším miestom v byte.',
    },
    'home.decor': {
      name: 'Dekorácie',
      slug: 'dekoracie',
      description: 'Keramické vázy a zrkadlá v dubových rámoch – jednoduché kúsky s charakterom.',
    },
    'home.storage': {
      name: 'Úložné priestory',
      slug: 'ulozne-priestory',
      description: 'Koše a regály, ktoré udržia poriadok a zároveň skrášlia interiér.',
    },
    outdoor: {
      name: 'Do prírody',
      slug: 'do-prirody',
      description: 'Výbava na kempovanie, túry aj bicykel, na ktorú sa môžete spoľahnúť na každej výprave.',
    },
    'outdoor.camping': {
      name: 'Kempovanie',
      slug: 'kempovanie',
      description: 'Ľahké stany a teplé spacáky na noci pod holým nebom.',
    },
    'outdoor.hiking': {
      name: 'Turistika',
      slug: 'turistika',
      description: 'Batohy, palice a fľaše na krátke prechádzky lesom aj dlhé výpravy do hôr.',
    },
    'outdoor.hiking.backpacks': {
      name: 'Batohy',
      slug: 'batohy',
      description:
        'Pohodlné batohy na jednodňové výlety aj viacdňové prechody, so správne rozloženou záťažou.',
    },
    'outdoor.hiking.accessories': {
      name: 'Doplnky',
      slug: 'doplnky',
      description: 'Trekingové palice a termofľaše, s ktorými sa do kopca ide ľahšie a voda je vždy poruke.',
    },
    'outdoor.cycling': {
      name: 'Cyklistika',
      slug: 'cyklistika',
      description: 'Silné svetlá a nepremokavé tašky na bezpečnú jazdu po meste aj mimo neho.',
    },
    garden: {
      name: 'Záhrada',
      slug: 'zahrada',
      description: 'Náradie, kvetináče a krhly pre záhrady, terasy aj balkóny všetkých veľkostí.',
    },
    'garden.tools': {
      name: 'Záhradné náradie',
      slug: 'zahradne-naradie',
      description: 'Poctivé nožnice a rýle, ktoré dobre padnú do ruky a vydržia roky práce.',
    },
    'garden.planters': {
      name: 'Kvetináče a záhony',
      slug: 'kvetinace-a-zahony',
      description: 'Terakotové kvetináče a vyvýšené záhony na zeleninu, bylinky aj kvety.',
    },
    'garden.watering': {
      name: 'Polievanie',
      slug: 'polievanie',
      description: 'Krhly a hadice, vďaka ktorým sa voda dostane presne tam, kde ju rastliny potrebujú.',
    },
    sport: {
      name: 'Šport',
      slug: 'sport',
      description: 'Jednoduchá a odolná výbava na jogu, beh a cvičenie doma.',
    },
    'sport.yoga': {
      name: 'Joga',
      slug: 'joga',
      description: 'Korkové podložky a bloky, ktoré sa nešmýkajú ani v náročných pozíciách.',
    },
    'sport.running': {
      name: 'Beh',
      slug: 'beh',
      description: 'Ľahké opasky a šiltovky, ktoré nebudete cítiť ani na najdlhšej trati.',
    },
    'sport.training': {
      name: 'Posilňovanie',
      slug: 'posilnovanie',
      description: 'Kettlebelly a odporové gumy na plnohodnotný tréning na pár štvorcových metroch.',
    },
    office: {
      name: 'Kancelária',
      slug: 'kancelaria',
      description: 'Zápisníky, perá a poriadok na stole, s ktorými ide práca lepšie od ruky.',
    },
    'office.notebooks': {
      name: 'Zápisníky a diáre',
      slug: 'zapisniky-a-diare',
      description: 'Zápisníky a diáre s papierom, na ktorý sa s radosťou píše perom aj ceruzkou.',
    },
    'office.writing': {
      name: 'Písacie potreby',
      slug: 'pisacie-potreby',
      description: 'Plniace perá a drevené ceruzky na poznámky, skice aj listy písané rukou.',
    },
    'office.desk': {
      name: 'Na pracovný stôl',
      slug: 'na-pracovny-stol',
      description: 'Dubové organizéry a pracovné lampy pre upratané a dobre osvetlené miesto na prácu.',
    },
    kids: {
      name: 'Deti',
      slug: 'deti',
      description: 'Drevené hračky, puzzle a spoločenské hry pre deti s bujnou fantáziou.',
    },
    'kids.wooden-toys': {
      name: 'Drevené hračky',
      slug: 'drevene-hracky',
      description: 'Kocky a ťahacie hračky z bukového dreva, ktoré vydržia aj ďalšej generácii.',
    },
    'kids.games': {
      name: 'Puzzle a hry',
      slug: 'puzzle-a-hry',
      description: 'Puzzle a spoločenské hry pre celú rodinu na večery plné smiechu.',
    },
    bath: {
      name: 'Kúpeľňa',
      slug: 'kupelna',
      description: 'Mäkké osušky, keramické doplnky a prírodné mydlá na každodenné chvíle len pre seba.',
    },
    'bath.accessories': {
      name: 'Kúpeľňové doplnky',
      slug: 'kupelnove-doplnky',
      description: 'Bavlnené osušky a keramické misky na mydlo, ktoré premenia každú kúpeľňu.',
    },
    'bath.care': {
      name: 'Prírodná starostlivosť',
      slug: 'prirodna-starostlivost',
      description: 'Mydlá a krémy na ruky z rastlinných olejov, jemné k pokožke aj k prírode.',
    },
  },
  productTypes: {
    fryingPan: {
      name: 'Panvica',
      description:
        'Liatinová panvica dlho drží teplo, takže steaky, zelenina aj zemiakové placky dostanú krásne zlatistú kôrku. Z výroby je vypálená rastlinným olejom a s každým použitím je lepšia. Umývajte ju ručne a pred odložením dôkladne vysušte.',
      use: 'Na opekanie pri vysokej teplote – na sporáku aj v rúre.',
    },
    wok: {
      name: 'Wok',
      description:
        'Tenký wok z uhlíkovej ocele sa rozpáli za pár sekúnd a okamžite reaguje na každú zmenu plameňa. Hlboký, zaoblený tvar uľahčuje miešanie bez toho, aby suroviny padali cez okraj. Časom stmavne a vytvorí si prirodzenú nepriľnavú vrstvu.',
      use: 'Na rýchlu prípravu zeleniny, rezancov a mäsa.',
    },
    stockPot: {
      name: 'Hrniec',
      description:
        'Vysoký hrniec z nehrdzavejúcej ocele s hrubým trojvrstvovým dnom, ktoré rozvádza teplo rovnomerne. Ťažká pokrievka drží paru vnútri a úchytky sa len tak nezohrejú. Hodí sa na všetky typy sporákov vrátane indukcie a môžete ho umývať v umývačke.',
      use: 'Na vývary, polievky, strukoviny a cestoviny pre celú rodinu.',
    },
    dutchOven: {
      name: 'Liatinový hrniec',
      description:
        'Ťažký smaltovaný hrniec z liatiny s tesne priliehajúcou pokrievkou. Varí pomaly a rovnomerne na sporáku aj v rúre a jedlo v ňom zostane dlho teplé aj na stole. Smalt netreba vypaľovať a ľahko sa čistí.',
      use: 'Na guláš, pečené mäso a domáci chlieb.',
    },
    chefsKnife: {
      name: 'Kuchársky nôž',
      description:
        'Základný nôž každej kuchyne s kovanou čepeľou z nehrdzavejúcej ocele, ktorá si dlho drží ostrie. Mierne zakrivené ostrie umožňuje krájať plynulým kolísavým pohybom a rukoväť pevne sedí v dlani. Umývajte ručne a hneď osušte.',
      use: 'Na sekanie zeleniny, byliniek, mäsa aj rýb.',
    },
    breadKnife: {
      name: 'Nôž na chlieb',
      description:
        'Dlhá zúbkovaná čepeľ z nehrdzavejúcej ocele prejde chrumkavou kôrkou a nestlačí pritom mäkkú striedku. Zúbky zostávajú ostré celé roky a brúsenie potrebujú len zriedka. Rovnako dobre si poradí s bábovkou, paradajkami aj ananásom.',
      use: 'Na chlieb s kôrkou, koláče a šťavnaté ovocie.',
    },
    pourOverSet: {
      name: 'Súprava na prekvapkávanú kávu',
      description:
        'Sklenená kanvica s lievikom na ručnú prípravu kávy, ktorá vyzdvihne jemné tóny každej odrody. Žiaruvzdorné borosilikátové sklo nenasáva pachy a dá sa umývať v umývačke. Používa sa s bežnými papierovými filtrami.',
      use: 'Na čistú, aromatickú prekvapkávanú kávu doma.',
    },
    teapot: {
      name: 'Čajník',
      description:
        'Keramický čajník s nerezovým sitkom, v ktorom sa čajové lístky môžu voľne rozvinúť. Hrubé steny udržia čaj dlho teplý a hubica pri nalievaní nekvapká. Zmestia sa doň štyri šálky.',
      use: 'Na sypaný čaj a bylinkové nálevy.',
    },
    dinnerPlateSet: {
      name: 'Súprava plytkých tanierov',
      description:
        'Štyri plytké taniere z jemného porcelánu páleného pri vysokej teplote, vďaka čomu dobre odolávajú otlkom. Matná glazúra v tlmených odtieňoch nechá vyniknúť každé jedlo. Môžete ich umývať v umývačke a používať v mikrovlnnej rúre.',
      use: 'Na každodenné obedy aj slávnostné stolovanie s hosťami.',
    },
    drinkingGlasses: {
      name: 'Súprava pohárov',
      description:
        'Šesť pohárov z číreho, odolného skla s tenkým okrajom a ťažkým dnom, ktoré sa len tak neprevrhne. Dajú sa skladať do seba a v umývačke nezmatnejú.',
      use: 'Na vodu, džúsy aj víno na každý deň.',
    },
    tableLamp: {
      name: 'Stolová lampa',
      description:
        'Lampa s keramickým podstavcom glazovaným ručne a látkovým tienidlom, ktoré rozptyľuje mäkké svetlo. Podstavec je dosť ťažký na to, aby lampa stála pevne. Je určená pre LED žiarovku so závitom E27.',
      use: 'Na hrejivé svetlo na nočnom stolíku, komode alebo vedľa pohovky.',
    },
    pendantLight: {
      name: 'Závesné svietidlo',
      description:
        'Svietidlo z pleteného bambusu, ktoré kreslí na steny živé vzory zo svetla a tieňa. Bambus rastie rýchlo a bez hnojív, a pritom je ľahký a pevný. Dĺžku kábla možno nastaviť.',
      use: 'Na osvetlenie jedálenského stola alebo obývačky.',
    },
    throwBlanket: {
      name: 'Deka',
      description:
        'Hebká deka z čistej vlny, husto tkaná, aby hriala, ale neťažila. Vlna prirodzene reguluje teplotu a nechytá ľahko škvrny. Stačí ju často vetrať, prať len občas v programe na vlnu.',
      use: 'Na chladné večery na gauči alebo v nohách postele.',
    },
    cushionCover: {
      name: 'Obliečka na vankúš',
      description:
        'Obliečka z predpraného ľanu s prirodzene pokrčenou štruktúrou, ktorá je s každým praním mäkšia. Zapína sa na skrytý zips. Dá sa prať na 40 °C.',
      use: 'Na rýchle osvieženie pohovky novými farbami.',
    },
    vase: {
      name: 'Váza',
      description:
        'Keramická váza točená na hrnčiarskom kruhu; drobné nepravidelnosti robia z každého kusu originál. Vnútri je glazovaná a nepriepustná, takže je pripravená na čerstvé kvety. Pekne vyzerá aj prázdna na poličke či stole.',
      use: 'Na čerstvé aj sušené kvety a vetvičky.',
    },
    wallMirror: {
      name: 'Nástenné zrkadlo',
      description:
        'Okrúhle zrkadlo v ráme z masívneho duba ošetrenom olejom, aby vynikla kresba dreva. Prináša svetlo a hĺbku do chodieb, kúpeľní aj malých izieb. Vďaka integrovanému závesu ho zavesíte za pár minút.',
      use: 'Do predsiene, kúpeľne alebo spálne.',
    },
    storageBasket: {
      name: 'Úložný kôš',
      description:
        'Pletený kôš z bambusu, ľahký a pritom pevný, s dvoma úchytkami na ľahké prenášanie. Schová hračky, deky aj časopisy a hodí sa do regálov aj skríň. Stačí ho oprášiť suchým štetcom alebo utrieť vlhkou handričkou.',
      use: 'Na poriadok v policiach, skriniach a detskej izbe.',
    },
    shelfUnit: {
      name: 'Regál',
      description:
        'Regál z masívneho duba so štyrmi policami, spájaný drevenými kolíkmi, takže stojí pevne a nekýve sa. Povrch ošetrený prírodným olejom zvýrazní kresbu dreva a ľahko sa obnoví. Môže stáť voľne alebo ho pripevníte k stene.',
      use: 'Na knihy, rastliny a veci každodennej potreby.',
    },
    tent: {
      name: 'Stan',
      description:
        'Samonosný stan z ľahkého nylonu odolného proti roztrhnutiu, s hliníkovými tyčami, ktorý postavíte za pár minút. Podlepené švy a nepremokavá podlážka zaručia suchú noc aj v lejaku. Do predsiene sa zmestia batohy aj topánky.',
      use: 'Na kempovanie, prechody s prespaním a cykloturistiku.',
    },
    sleepingBag: {
      name: 'Spací vak',
      description:
        'Spacák v tvare múmie so syntetickou výplňou z recyklovaného polyesteru, ktorá hreje, aj keď navlhne. Kapucňa sa sťahuje šnúrkou a zips po celej dĺžke umožňuje vetranie. Zbalený sa zmestí do malého kompresného vaku.',
      use: 'Na noci v stane od jari do jesene.',
    },
    hikingBackpack: {
      name: 'Turistický batoh',
      description:
        'Batoh z odolného nylonu s nastaviteľným chrbtovým systémom, vetraným chrbtom a širokým bedrovým pásom, ktorý prenáša váhu na boky. Množstvo vreciek a pláštenka udržia výbavu v poriadku a v suchu.',
      use: 'Na viacdňové prechody a túry s prespaním.',
    },
    daypack: {
      name: 'Výletný batoh',
      description:
        'Ľahký batoh z recyklovaného polyesteru s vodoodpudivou úpravou a mäkkými popruhmi. Má priehradku na notebook, bočné vrecká na fľašu a zmestí sa doň všetko, čo potrebujete na celý deň.',
      use: 'Na jednodňové výlety, do mesta aj do práce.',
    },
    trekkingPoles: {
      name: 'Trekingové palice',
      description:
        'Pár skladacích hliníkových palíc s rýchlou poistkou, ktorou za pár sekúnd nastavíte správnu dĺžku. Korkové rukoväte sajú pot a hroty zo spekaného karbidu spoľahlivo držia na skale aj na hline. Odľahčia kolenám a chrbtu pri zostupe.',
      use: 'Na túry v nerovnom teréne a dlhé zostupy.',
    },
    waterBottle: {
      name: 'Fľaša na vodu',
      description:
        'Fľaša s dvojitou stenou z nehrdzavejúcej ocele udrží vodu studenú 24 hodín a čaj horúci 12 hodín. Neovplyvňuje chuť nápoja a zvonka sa neorosí. Uzáver spoľahlivo tesní a znesie aj pád.',
      use: 'Na túry, do posilňovne aj na každodenné nosenie.',
    },
    bikeLightSet: {
      name: 'Súprava svetiel na bicykel',
      description:
        'Predné a zadné svetlo v hliníkovom puzdre, nabíjané cez USB-C. Svetelný kužeľ rovnomerne osvetlí cestu a neoslňuje protiidúcich. Nasadíte aj zložíte ich bez náradia.',
      use: 'Na bezpečnú jazdu za tmy a v daždi.',
    },
    pannierBag: {
      name: 'Taška na nosič',
      description:
        'Nepremokavá taška z nylonu so zváranými švami a rolovacím uzáverom. Na nosič sa zacvakne jedným pohybom a na výtlkoch nehrkoce. Reflexné prvky vás zviditeľnia za šera.',
      use: 'Na nákupy, cestu do práce aj cyklovýlety.',
    },
    pruningShears: {
      name: 'Záhradné nožnice',
      description:
        'Nožnice s čepeľami z uhlíkovej ocele, ktoré strihajú čisto a nemliaždia výhonky. Pružina ich plynulo otvára a poistku zatvoríte palcom. Po práci čepele natrite kvapkou oleja.',
      use: 'Na rez ruží, kríkov a ovocných stromov.',
    },
    gardenSpade: {
      name: 'Rýľ',
      description:
        'Rýľ s listom z nehrdzavejúcej ocele, ktorý ľahko prenikne aj do tvrdej pôdy a nelepí sa naň blato. Rukoväť v tvare T zaručí pevný úchop a dobrú páku. Na očistenie stačí prúd vody.',
      use: 'Na rýľovanie, sadenie a presádzanie.',
    },
    plantPot: {
      name: 'Kvetináč',
      description:
        'Kvetináč z pálenej terakoty, v ktorom korene dýchajú a vlhkosť substrátu sa prirodzene vyrovnáva. Má odtokový otvor a časom získa krásnu patinu. V zime ho chráňte pred mrazom.',
      use: 'Na bylinky, kvety a balkónové rastliny.',
    },
    raisedBed: {
      name: 'Vyvýšený záhon',
      description:
        'Záhon z masívneho duba, dreva prirodzene odolného voči vlhkosti bez chemickej impregnácie. Pracovná výška šetrí chrbát a pôda sa na jar rýchlejšie prehreje. Zostavíte ho bez skrutiek.',
      use: 'Na pestovanie zeleniny a byliniek v záhrade či na terase.',
    },
    wateringCan: {
      name: 'Krhla',
      description:
        'Krhla z nehrdzavejúcej ocele s dlhým hrdlom a odnímateľnou ružicou na jemné polievanie. Rukoväť je vyvážená tak, že sa krhla ľahko nakláňa aj plná. Nehrdzavie a môže zostať vonku celý rok.',
      use: 'Na polievanie kvetináčov, priesad a záhonov.',
    },
    gardenHose: {
      name: 'Záhradná hadica',
      description:
        'Hadica z prírodného kaučuku s textilnou výstužou, ktorá sa nezalamuje a zostáva pružná aj v chlade. Odoláva slnku a nepraská. Pasuje na bežné rýchlospojky.',
      use: 'Na polievanie záhrady a umývanie terasy či bicykla.',
    },
    yogaMat: {
      name: 'Podložka na jogu',
      description:
        'Podložka s povrchom z prírodného korku, ktorý drží tým lepšie, čím viac sa potíte, a so spodnou vrstvou z prírodného kaučuku. Korok je prirodzene antibakteriálny a nenasáva pachy. Stačí ju utrieť vlhkou handričkou.',
      use: 'Na jogu, pilates a strečing.',
    },
    yogaBlock: {
      name: 'Blok na jogu',
      description:
        'Pevný blok z lisovaného korku so zaoblenými hranami. Podoprie ruky, keď ešte nedočiahnete na zem, a pomáha so správnym postavením tela. Je ľahký a nešmýka sa.',
      use: 'Ako opora a pomoc s rovnováhou v jogových pozíciách.',
    },
    runningBelt: {
      name: 'Bežecký opasok',
      description:
        'Tenký pružný opasok z recyklovaného polyesteru s vreckom na telefón, kľúče a energetické gély. Tesne obopne pás a pri behu neposkakuje. Dá sa prať v práčke.',
      use: 'Na beh bez plných vreciek.',
    },
    runningCap: {
      name: 'Bežecká šiltovka',
      description:
        'Ľahká šiltovka z recyklovaného polyesteru s perforovanými bokmi a mäkkým potítkom. Šilt chráni pred slnkom a reflexné prvky sú dobre vidieť za súmraku. Zložená sa zmestí do vrecka.',
      use: 'Na beh na slnku aj v mrholení.',
    },
    kettlebell: {
      name: 'Kettlebell',
      description:
        'Odliaty z jedného kusa liatiny, so širokou rúčkou, ktorú chytíte jednou aj oboma rukami. Plochá základňa stojí pevne na podlahe a matný povrch sa v dlani nešmýka.',
      use: 'Na švihy, drepy a silový tréning doma.',
    },
    resistanceBands: {
      name: 'Odporová guma',
      description:
        'Široká guma z prírodného kaučuku, ktorá sa nezroluje a neštípe do kože. Posilní nohy, zadok aj ramená a pomôže pri rehabilitácii po zranení. Zmestí sa do šuplíka aj do kufra.',
      use: 'Na posilňovanie a strečing kdekoľvek.',
    },
    notebook: {
      name: 'Zápisník',
      description:
        'Zápisník so šitou väzbou, ktorý sa otvorí úplne naplocho, a s hrubým papierom 100 g/m², cez ktorý atrament nepresiakne. Bodkovaná mriežka sa hodí na poznámky, zoznamy aj skice. Pevné dosky s plátenným chrbtom.',
      use: 'Na poznámky, denník a nápady na cestách.',
    },
    planner: {
      name: 'Diár',
      description:
        'Nedatovaný diár s týždenným rozvrhnutím, s ktorým môžete začať v ktoromkoľvek mesiaci. Papier znesie aj plniace pero a dve stužky na záložku vás hneď navedú na aktuálny týždeň. Ľanové dosky vydržia nosenie v taške.',
      use: 'Na plánovanie týždňa a sledovanie cieľov.',
    },
    fountainPen: {
      name: 'Plniace pero',
      description:
        'Pero s telom a hrotom z nehrdzavejúcej ocele, vyvážené tak, aby písalo plynulo bez tlaku. Plní sa bombičkami alebo konvertorom z fľaštičky. Hrot F píše tenko, hrot M výraznejšie.',
      use: 'Na každodenné písanie, denník aj krasopis.',
    },
    pencilSet: {
      name: 'Súprava ceruziek',
      description:
        'Grafitové ceruzky v tele z bukového dreva z európskych lesov, v tvrdostiach od 2H do 4B. Dobre sa strúhajú a tuha sa pri prvom zatlačení nezlomí. Balené v papierovom puzdre.',
      use: 'Na kreslenie, skicovanie a poznámky.',
    },
    deskOrganiser: {
      name: 'Stolový organizér',
      description:
        'Organizér z masívneho duba s priehradkami na perá, vizitky a telefón, s ktorým je na stole razom poriadok. Povrch je ošetrený prírodným olejom a spodok podlepený plsťou, aby nepoškriabal dosku stola. Stačí ho utierať suchou handričkou.',
      use: 'Na všetky drobnosti z pracovného stola na jednom mieste.',
    },
    deskLamp: {
      name: 'Pracovná lampa',
      description:
        'Hliníková lampa s kĺbovým ramenom a hlavou, ktorú natočíte presne tam, kde potrebujete svetlo. Vstavaná LED dióda svieti rovnomerne a bez blikania, jas sa dá regulovať a spotreba je minimálna.',
      use: 'Na čítanie, písanie a prácu pri počítači.',
    },
    buildingBlocks: {
      name: 'Kocky',
      description:
        'Drevené kocky z masívneho buka, rezané tak presne, že sa z nich dajú stavať vysoké veže. Hrany sú starostlivo zbrúsené a farby na vodnej báze bezpečné pre malé rúčky. Po hre sa ľahko upracú do bavlneného vrecúška.',
      use: 'Na voľnú hru a prvé stavby, od 12 mesiacov.',
    },
    pullAlongToy: {
      name: 'Ťahacia hračka',
      description:
        'Zvieratko z bukového dreva na kolieskach, so šnúrkou, za ktorú ho dieťa môže ťahať za sebou. Kolieska idú potichu a ušká sa pri každom kroku hompáľajú. Povzbudzuje prvé krôčiky aj hru na niečo.',
      use: 'Pre batoľatá, ktoré sa práve učia chodiť.',
    },
    jigsawPuzzle: {
      name: 'Puzzle',
      description:
        'Dieliky z pevnej recyklovanej lepenky, vyrezané tak presne, že do seba spoľahlivo zapadnú. Matná tlač sa neleskne a farby zostávajú sýte. Súčasťou je plagát s predlohou, podľa ktorého sa skladá ľahšie.',
      use: 'Na pokojné popoludnia osamote aj v spoločnosti.',
    },
    boardGame: {
      name: 'Spoločenská hra',
      description:
        'Hra plná stratégie aj šťastia, ktorej pravidlá pochopíte za desať minút. Herný plán a karty sú z pevnej lepenky, figúrky z dreva. Jedna partia trvá zhruba pol hodiny.',
      use: 'Na rodinné večery pre dvoch až piatich hráčov.',
    },
    bathTowel: {
      name: 'Osuška',
      description:
        'Hustá osuška z dlhovláknovej bavlny, savá a jemná na pokožku. Dvojito prešité okraje sa nestrapkajú ani po stovkách praní. Perte na 60 °C bez aviváže.',
      use: 'Do kúpeľne, pod sprchu aj na pláž.',
    },
    soapDish: {
      name: 'Miska na mydlo',
      description:
        'Keramická miska s drážkami, po ktorých voda odtečie, takže mydlo rýchlo vyschne a vydrží dlhšie. Je glazovaná a ľahko sa udržiava v čistote.',
      use: 'Na tuhé mydlo pri umývadle alebo v sprche.',
    },
    barSoap: {
      name: 'Tuhé mydlo',
      description:
        'Mydlo z olivového a kokosového oleja a bambuckého masla, vyrábané studenou metódou v malých várkach. Umýva jemne, nevysušuje pokožku a vonia len éterickými olejmi. Zabalené v recyklovanom papieri.',
      use: 'Na umývanie rúk, tváre aj tela.',
    },
    handCream: {
      name: 'Krém na ruky',
      description:
        'Výživný krém s rastlinnými olejmi a bambuckým maslom, ktorý sa rýchlo vstrebe a nezanecháva mastný film. Chráni ruky pred mrazom aj častým umývaním. V recyklovateľnej hliníkovej tube.',
      use: 'Na suché ruky – po práci v záhrade alebo umývaní riadu.',
    },
  },
  colours: {
    black: 'čierna',
    white: 'biela',
    graphite: 'grafitová',
    red: 'červená',
    blue: 'modrá',
    navy: 'tmavomodrá',
    green: 'zelená',
    olive: 'olivová',
    sand: 'piesková',
    grey: 'sivá',
    terracotta: 'terakotová',
    yellow: 'žltá',
    natural: 'prírodná',
    pink: 'ružová',
  },
  materials: {
    castIron: 'liatina',
    stainlessSteel: 'nehrdzavejúca oceľ',
    carbonSteel: 'uhlíková oceľ',
    aluminium: 'hliník',
    ceramic: 'keramika',
    porcelain: 'porcelán',
    glass: 'sklo',
    oak: 'dubové drevo',
    beech: 'bukové drevo',
    bamboo: 'bambus',
    cotton: 'bavlna',
    linen: 'ľan',
    wool: 'vlna',
    recycledPolyester: 'recyklovaný polyester',
    nylon: 'nylon',
    cork: 'korok',
    rubber: 'kaučuk',
    paper: 'papier',
    terracottaClay: 'terakota',
    plantOils: 'rastlinné oleje',
  },
  lines: {
    classic: 'Nadčasový dizajn, ktorý sa osvedčil v každodennom používaní.',
    pro: 'Pre náročných používateľov a intenzívne používanie deň čo deň.',
    eco: 'Z recyklovaných a obnoviteľných materiálov, s menšou uhlíkovou stopou.',
    compact: 'Ľahké a malé, zaberie minimum miesta.',
    premium: 'Tie najlepšie materiály a ručné dokončenie do posledného detailu.',
    essential: 'Základy urobené poriadne a za férovú cenu.',
  },
  manufacturers: {
    ferrum:
      'Zlievareň s dlhou tradíciou, ktorá z liatiny a ocele vyrába riad na celý život. Každý kus sa odlieva do pieskovej formy a vypaľuje rastlinným olejom.',
    aurelio:
      'Nožiarska dielňa, ktorá kuje a brúsi čepele s talianskou precíznosťou. Jej nože sú vychýrené vyváženosťou a trvácnym ostrím.',
    kaffeto: 'Navrhuje pomôcky na prípravu kávy a čaju – čistých tvarov a z odolného skla.',
    porcela: 'Výrobca porcelánu a skla, ktorého riad zvládne každodennú prevádzku a ozdobí sviatočný stôl.',
    lumora: 'Navrhuje svietidlá z keramiky, bambusu a hliníka s teplým, mäkkým svetlom.',
    tessile:
      'Tkáčska dielňa, ktorá z vlny, ľanu a bavlny tká deky, osušky a obliečky s úctou k tradičnému remeslu.',
    'casa-brava':
      'Vytvára dekorácie, úložné koše, regály a kvetináče z prírodných materiálov so štipkou južanského temperamentu.',
    nordvik: 'Severský výrobca stanov a spacích vakov, preverených vetrom, dažďom aj snehom.',
    trailcraft:
      'Batohy a turistické doplnky, ktoré navrhujú turisti pre turistov, na chodníky všetkých náročností.',
    velora: 'Cyklistické doplnky do mesta aj na cesty: svetlá, ktoré vidno, a tašky, ktoré nepremoknú.',
    verdello:
      'Záhradné náradie a pomôcky na polievanie z poctivej ocele s ergonomickými rukoväťami, pre tých, čo radi pracujú vlastnými rukami.',
    fitform: 'Jednoduchá a odolná výbava na fitnes a beh, na tréning doma aj vonku.',
    papyra: 'Viaže zápisníky a diáre a vyrába perá a ceruzky pre všetkých, ktorí radi píšu rukou.',
    holzwerk: 'Dielňa drevených hračiek z masívneho buka, natieraných farbami bezpečnými pre deti.',
    savonna:
      'Mydlárska manufaktúra, ktorá v malých várkach vyrába mydlá a krémy z rastlinných olejov v minimálnom balení.',
    kivi: 'Tvorí puzzle a spoločenské hry pre malých aj veľkých, tlačené na recyklovanej lepenke.',
  },
  attributes: {
    material: 'Materiál',
    colour: 'Farba',
    size: 'Veľkosť',
    weight: 'Hmotnosť',
    line: 'Rad',
  },
  articles: {
    caringForCastIron: {
      title: 'Ako sa starať o liatinový riad',
      slug: 'ako-sa-starat-o-liatinovy-riad',
      subtitle: 'Trocha oleja, štipka trpezlivosti a panvica, ktorá vám vydrží celý život.',
      body: 'Liatina nie je vôbec náročná, len má svoje zvyky. Čierny, jemne lesklý povrch dobre zabehnutej panvice sa volá patina: je to olej vypálený do kovu, ktorý funguje ako prirodzená nepriľnavá vrstva. Čím častejšie varíte, tým je lepšia.\n\nAk chcete patinu vytvoriť alebo obnoviť, riad umyte, dôkladne vysušte a na všetky plochy – aj zospodu a na rúčku – votrite veľmi tenkú vrstvu neutrálneho oleja, napríklad repkového. Prebytok zotrite papierovou utierkou, akoby ste chceli olej odstrániť úplne. Panvicu vložte dnom nahor do rúry vyhriatej na 230 °C, nechajte ju tam hodinu a potom ju nechajte v rúre vychladnúť.\n\nPo varení panvicu vyčistite, kým je ešte teplá, horúcou vodou a tvrdou kefkou. Trocha saponátu nezaškodí, vyhnite sa však namáčaniu a umývačke. Pripečené zvyšky ľahko odstránite hrubou soľou.\n\nNajdôležitejšie je sušenie. Postavte riad na minútu na rozpálenú platňu, aby sa odparila všetka vlhkosť, a potom ho potrite kvapkou oleja. Ak sa predsa objaví hrdza, nič sa nedeje: odstráňte ju drôtenkou, panvicu znova vypáľte a bude zase ako nová.',
    },
    hikingPackingList: {
      title: 'Čo si zbaliť na prvú jednodňovú túru',
      slug: 'co-si-zbalit-na-prvu-turu',
      subtitle: 'Krátky zoznam na deň v horách bez nepríjemných prekvapení.',
      body: 'Na jednodňovú túru nepotrebujete veľa vecí, no tie, ktoré si beriete, by mali byť premyslené. Postačí batoh s objemom 20 až 30 litrov so širokými popruhmi a bedrovým pásom. Ťažšie veci balte hore a čo najbližšie k chrbtu, aby vás náklad neťahal dozadu.\n\nNa prvom mieste je voda: počítajte zhruba s pol litrom na každú hodinu chôdze, v horúčave s väčším množstvom. Pribaľte orechy, ovocie a poriadnu desiatu, pretože na horách vyhladnete rýchlo. Vetrovka a tenká vlnená mikina zaberú málo miesta, a keď sa na hrebeni zmení počasie, zachránia vám deň.\n\nNezabudnite na čiapku, slnečné okuliare a opaľovací krém, aj keď je zamračené. Malá lekárnička s náplasťami na pľuzgiere, čelovka, nabitý telefón a papierová mapa trasy sú vaša poistka.\n\nTrekingové palice odľahčia kolenám pri zostupe, čo na konci dňa určite oceníte. Skôr než vyrazíte, povedzte niekomu, kam idete a kedy sa plánujete vrátiť. Na začiatok si vyberte dobre značený chodník na tri až štyri hodiny chôdze a vychutnajte si výhľady bez zhonu.',
    },
    betterCoffeeAtHome: {
      title: 'Lepšia prekvapkávaná káva doma',
      slug: 'lepsia-prekvapkavana-kava-doma',
      subtitle: 'Mletie, pomer a teplota vody – tri tajomstvá dokonalej šálky.',
      body: 'Ručne prekvapkávaná káva odmení každého, kto si dá záležať na detailoch. Nepotrebujete drahé vybavenie – stačia čerstvo pražené zrnká, kuchynská váha a trocha trpezlivosti. Kávu meľte tesne pred prípravou, pretože jej aróma vyprchá v priebehu niekoľkých minút.\n\nNamletá káva by mala pripomínať hrubý piesok. Keď je nápoj horký a voda preteká veľmi pomaly, meľte hrubšie; keď je kyslý a plochý, meľte jemnejšie. Dobrým východiskom je pomer 60 gramov kávy na liter vody, teda 15 gramov na veľký hrnček s objemom 250 ml.\n\nVoda by nemala vrieť. Ideálna teplota je 92 až 96 °C, preto po vypnutí kanvice počkajte asi pol minúty. Papierový filter najprv prepláchnite horúcou vodou – zbavíte sa papierovej pachute a zároveň predhrejete kanvicu.\n\nZačnite malým množstvom vody, len aby sa všetka káva navlhčila, a tridsať sekúnd počkajte, kým káva „rozkvitne“ a uvoľní oxid uhličitý. Potom dolievajte pomaly, krúživými pohybmi od stredu k okrajom. Celá príprava trvá tri až štyri minúty – a stojí za každú sekundu.',
    },
    choosingAKitchenKnife: {
      title: 'Ako vybrať kuchynský nôž',
      slug: 'ako-vybrat-kuchynsky-noz',
      subtitle: 'Kuchársky nôž, alebo nôž na chlieb? Na čo sa zamerať pri oceli a brúsení.',
      body: 'Keby ste mohli mať len jeden nôž, mal by to byť kuchársky nôž. S čepeľou dlhou 16 až 20 centimetrov nakrája zeleninu, mäso, bylinky aj ryby. Kratšia verzia sa hodí do menšej dlane a na malú dosku, dlhšiu ocenia tí, ktorí často varia pre väčšiu spoločnosť.\n\nIdeálny druhý nôž je nôž na chlieb. Jeho zúbkované ostrie prejde chrumkavou kôrkou bez toho, aby stlačilo striedku, a rovnako dobre si poradí s paradajkami aj s bábovkou. Tu na dĺžke záleží: nôž s 26-centimetrovou čepeľou hravo zvládne aj veľký bochník.\n\nČo sa týka ocele, tvrdá nehrdzavejúca oceľ dlho drží ostrie a nevyžaduje osobitnú starostlivosť. Skôr než nôž kúpite, vezmite ho do ruky: ťažisko by malo ležať blízko miesta, kde rukoväť prechádza do čepele.\n\nNôž je bezpečný, len keď je ostrý, pretože vtedy naň nemusíte tlačiť. Každých pár dní ho obťahnite na oceľke a dvakrát až trikrát do roka ho nabrúste na brúsnom kameni. Umývajte ho vždy ručne, hneď ho osušte a odkladajte na magnetickú lištu alebo do puzdra, nikdy nie voľne do šuplíka.',
    },
    balconyGardenInSpring: {
      title: 'Jarná záhradka na balkóne',
      slug: 'jarna-zahradka-na-balkone',
      subtitle: 'Kvetináče, substrát, bylinky a polievanie – sprievodca pre začínajúcich pestovateľov.',
      body: 'Na vlastnú záhradku nepotrebujete pozemok. Pár štvorcových metrov slnečného balkóna stačí na bazalku, mätu, tymian a niekoľko kríkov koktailových paradajok. Najprv zistite, koľko hodín slnka na váš balkón denne dopadá: väčšina byliniek potrebuje aspoň päť až šesť.\n\nTerakotové kvetináče dýchajú, chránia korene pred prehriatím a nedovolia, aby v nich stála voda. Skontrolujte, či majú odtokový otvor, a na dno nasypte vrstvu keramzitu. Pre paradajky zvoľte kvetináč s priemerom aspoň 30 centimetrov, bylinkám postačia menšie.\n\nPoužite kvalitný substrát na zeleninu a bylinky namiesto zeminy zo záhrady, ktorá sa v kvetináči rýchlo zľahne. Trocha perlitu alebo kompostu udrží substrát kyprý. Sadiť začnite až po posledných mrazoch, zvyčajne po Pankrácovi, Servácovi a Bonifácovi v polovici mája.\n\nPolievajte skoro ráno alebo večer, priamo ku koreňom, nie na listy. Strčte prst dva centimetre do substrátu: ak je suchý, je čas siahnuť po krhle. V horúcich dňoch môžu terakotové kvetináče potrebovať polievanie každý deň. A bylinky často zberajte – čím viac ich zaštipujete, tým hustejšie rastú.',
    },
    cosyLightingForWinter: {
      title: 'Útulné svetlo na zimné večery',
      slug: 'utulne-svetlo-na-zimu',
      subtitle: 'Ako vrstviť svietidlá, aby bol domov v zime teplý a prívetivý.',
      body: 'Keď sa skoro stmieva, má svetlo na atmosféru domova najväčší vplyv. Tajomstvom nie je jedno silné svetlo na strope, ale niekoľko menších zdrojov v rôznych výškach. Premýšľajte o osvetlení v troch vrstvách: celkovom, pracovnom a dekoratívnom.\n\nCelkové svetlo zvyčajne zabezpečuje závesné svietidlo. Tienidlo z bambusu alebo látky tlmí jas a vrhá na steny mäkké tiene. Zaveste ho 60 až 70 centimetrov nad dosku stola, aby svietilo, no neoslňovalo. Vo väčšej miestnosti poslúžia lepšie dve menšie svietidlá než jedno veľké.\n\nPracovné svetlo potrebujete tam, kde čítate, varíte alebo pracujete: stolovú lampu pri kresle alebo pracovnú lampu s pohyblivým ramenom. Dekoratívne svetlo – malá keramická lampička na poličke alebo pár sviečok – dodá miestnosti hĺbku.\n\nVyberajte žiarovky s teplou farbou svetla, 2700 K alebo nižšou, a ak sa dá, stmievateľné. Večer zhasnite horné svetlo a nechajte svietiť len nízko položené zdroje. K tomu vlnená deka na gauči – a zima zrazu vyzerá oveľa prívetivejšie.',
    },
    yogaAtHomeForBeginners: {
      title: 'Joga doma pre začiatočníkov',
      slug: 'joga-doma-pre-zaciatocnikov',
      subtitle: 'Pokojné miesto, dobrá podložka a desať minút denne.',
      body: 'Aby ste mohli začať cvičiť jogu doma, nepotrebujete zvláštnu miestnosť. Stačí miesto zhruba dva krát jeden meter, kde sa môžete rozpažiť bez toho, aby ste zavadili o nábytok. Vyvetrajte, stlmte upozornenia v telefóne a zvoľte si pravidelný čas, napríklad pred raňajkami.\n\nNajdôležitejšou výbavou je podložka. Korková sa nešmýka, ani keď sa spotíte, a vyčistíte ju vlhkou handričkou. Jeden alebo dva bloky pomôžu, keď rukami ešte nedočiahnete na zem, a zložená deka ochráni kolená.\n\nJednoduchá prvá zostava: začnite dvoma minútami pokojného dýchania v sede. Potom prejdite do pozície mačky a kravy, aby ste rozhýbali chrbticu, ďalej do psa hlavou nadol, do pozície bojovníka na obe strany a do mierneho predklonu. Na záver si ľahnite na chrbát a dve minúty len odpočívajte.\n\nK ničomu sa nenúťte – bolesť je signál, že máte povoliť. Desať minút denne vám dá viac ako hodina raz za mesiac. Po niekoľkých týždňoch sami zistíte, koľko ste získali ohybnosti a pokoja. A keď vás prvá zostava začne nudiť, pridajte každý týždeň jednu novú pozíciu.',
    },
    aGentlerBathroom: {
      title: 'Šetrnejšia kúpeľňa',
      slug: 'setrnejsia-kupelna',
      subtitle: 'Tuhé mydlo, menej plastu a osušky, ktoré vydržia roky.',
      body: 'V kúpeľni sa ľahko nahromadia desiatky plastových fľaštičiek. Prvým a najjednoduchším krokom, ako ich mať menej, je návrat k tuhému mydlu. Dobré mydlo z rastlinných olejov vydrží ako dve až tri fľaše tekutého mydla a navyše je zabalené v papieri.\n\nAby mydlo dlho vydržalo, musí medzi použitiami vyschnúť. Keramická miska s drážkami odvádza vodu, takže sa mydlo nerozmočí. Veľký kus môžete rozkrojiť napoly a používať vždy len jednu polovicu.\n\nPotom prídu na rad ďalšie drobné zmeny: bambusová zubná kefka, tuhý šampón, krém na ruky v hliníkovej tube alebo v sklenenom tégliku. Nemusíte meniť všetko naraz – veci nahrádzajte až vtedy, keď sa tie staré minú.\n\nAj bavlnené osušky potrebujú starostlivosť. Perte ich na 40 až 60 °C bez aviváže, ktorá znižuje savosť vlákien. Pred zavesením ich poriadne vytraste a vždy, keď sa dá, sušte ich na vzduchu. Uteráky, ktoré používate denne, meňte aspoň dvakrát do týždňa. Zostanú tak dlho nadýchané a vaša kúpeľňa bude šetrnejšia k vám aj k prírode.',
    },
    cyclingToWork: {
      title: 'Na bicykli do práce',
      slug: 'na-bicykli-do-prace',
      subtitle: 'Svetlá, tašky, trasa a počasie – čo vedieť, kým šliapnete do pedálov.',
      body: 'Na vzdialenosť do desiatich kilometrov býva bicykel v meste často najrýchlejším dopravným prostriedkom. Do práce prídete svieži, nehľadáte miesto na parkovanie a dennú dávku pohybu máte za sebou.\n\nNajprv bezpečnosť: biele svetlo vpredu a červené vzadu sú nevyhnutné nielen v noci, ale aj za tmavých zimných rán. Svetlá nabíjané cez USB dobijete v kancelárii, kým skončí pracovný čas. Prilba a reflexná vesta doplnia základnú výbavu.\n\nBatoh nechajte na prechádzky – v sedle sa pod ním chrbát rýchlo spotí. Do nepremokavej tašky na nosiči sa zmestí notebook, oblečenie na prezlečenie aj obed a ťažisko zostane nízko. Naplánujte si trasu pokojnými ulicami a cyklochodníkmi, aj keď je o kúsok dlhšia, a cez víkend si ju v pokoji prejdite.\n\nNa rozmary počasia stačí ľahká bunda do dažďa a blatníky. V lete vyrážajte o niečo skôr, kým je v meste ešte chládok. Nemusíte jazdiť každý deň: dvakrát týždenne je skvelý začiatok. A časom sami zistíte, že do kolón sa už vracať nechcete.',
    },
    plannerHabits: {
      title: 'Týždeň na papieri',
      slug: 'tyzden-na-papieri',
      subtitle: 'Ako vám obyčajný diár pomôže lepšie si zorganizovať čas.',
      body: 'Papier má výhodu, ktorú nenapodobní žiadna aplikácia: prinúti vás zastaviť sa a zamyslieť. Keď úlohu píšete rukou, naozaj sa rozhodujete, či si zaslúži miesto vo vašom týždni.\n\nVyhraďte si dvadsať minút v nedeľu popoludní alebo v pondelok ráno. Najprv sa pozrite na uplynulý týždeň: čo sa podarilo dokončiť, čo zostalo a čo môžete rovno škrtnúť. Potom zapíšte pevné stretnutia a vyberte tri priority na najbližších sedem dní. Napíšte ich na začiatok strany, aby ste ich videli zakaždým, keď diár otvoríte.\n\nVeľké úlohy rozdeľte na malé kroky a každému prideľte konkrétny deň. V pláne nechávajte voľné miesta, pretože niečo nečakané sa určite objaví. Pomáha jednoduchý systém značiek: bodka pre úlohu, ktorá čaká, krížik pre splnenú, šípka pre presunutú.\n\nMajte diár otvorený na stole a vedľa neho pero. Každý večer sa pozrite na stranu nasledujúceho dňa a odškrtnite, čo sa podarilo. Po mesiaci budete mať nielen pokojnejšie týždne, ale aj malú kroniku vlastného života.',
    },
    whyWoodenToys: {
      title: 'Prečo drevené hračky',
      slug: 'preco-drevene-hracky',
      subtitle: 'Odolné, jednoduché a otvorené detskej fantázii.',
      body: 'Dobrá drevená hračka sa len tak nerozbije. Kocky z bukového dreva vydržia pády, obhrýzanie aj roky hrania a často putujú od staršieho súrodenca k mladšiemu alebo k ďalšej generácii. Časom získajú drobné stopy, vďaka ktorým sú ešte obľúbenejšie.\n\nIch najväčšou prednosťou je však voľná hra. Súprava kociek nemá návod ani hotový príbeh: dnes je z nej hrad, zajtra vláčik, pozajtra zoologická záhrada. Deti vymýšľajú, skúšajú a stavajú znova, a pritom trénujú predstavivosť, trpezlivosť aj jemnú motoriku. Ťahacia hračka zasa jednoducho a veselo povzbudzuje k prvým krôčikom.\n\nDrevo je navyše príjemné na dotyk – teplé a príjemne ťažké, čo deti dobre vnímajú. Vyberajte drevo zo zodpovedne obhospodarovaných lesov a farby na vodnej báze, ktoré sú pre deti bezpečné.\n\nStarostlivosť je jednoduchá: hračky utierajte mierne vlhkou handričkou s trochou jemného mydla, ale nikdy ich nenamáčajte. Nechajte ich vyschnúť pri izbovej teplote, ďaleko od radiátora. Ak drevo zdrsnie, stačí jemný brúsny papier a kvapka rastlinného oleja.',
    },
    settingATableForGuests: {
      title: 'Krásne prestretý stôl pre hostí',
      slug: 'krasne-prestrety-stol-pre-hosti',
      subtitle: 'Taniere, poháre, servítky a kvety – bez stresu.',
      body: 'Starostlivo prestretý stôl povie hosťom, že sú vítaní, ešte skôr, ako prinesiete prvý chod. Nepotrebujete drahú súpravu – stačí trocha rozmyslu a dôslednosti. Stôl prestrite s predstihom, aby ste potom mali čas na hostí, a nie na hľadanie pohárov.\n\nZačnite tanierami. Jednoduché taniere v bielej alebo pieskovej farbe nechajú vyniknúť jedlu a hodia sa ku všetkému. Plytký tanier položte doprostred každého miesta, asi dva prsty od hrany stola, a medzi miestami nechajte dosť priestoru, aby sa hostia nedotýkali lakťami. Vidličky patria vľavo, nože vpravo ostrím k tanieru.\n\nPoháre postavte vpravo hore, nad nože: jeden na vodu a jeden na víno úplne stačia. Látkové servítky z ľanu alebo bavlny, jednoducho zložené na tanieri alebo vedľa neho, dodajú stolu hneď sviatočný ráz.\n\nPri kvetoch uprednostnite nízke aranžmány, aby na seba hostia videli. Pár vetvičiek zo záhrady v dvoch či troch malých vázach alebo sezónna kytica úplne postačí. Večer pridajte sviečky bez vône, ktoré neprebijú arómu jedla, a stlmte horné svetlo.',
    },
  },
  promotions: {
    winterSale: {
      name: 'Zimný výpredaj',
      slug: 'zimny-vypredaj',
      description: 'Zľava 20 % na vybrané deky, lampy a výbavu do prírody. Zohrejte sa za menej.',
    },
    kitchenDays: {
      name: 'Dni kuchyne',
      slug: 'dni-kuchyne',
      description: 'Zľava 10 € na vybrané panvice a hrnce – ideálna príležitosť obnoviť riad.',
    },
    freeShippingWeekend: {
      name: 'Víkend s dopravou zadarmo',
      slug: 'vikend-s-dopravou-zadarmo',
      description: 'Doprava zadarmo na všetko do kúpeľne a na starostlivosť o telo – len tento víkend.',
    },
    welcome: {
      name: 'Uvítacia ponuka',
      slug: 'uvitacia-ponuka',
      description: 'Vitajte v obchode Tendero: zľava 10 % na celý košík s kódom WELCOME10, raz na zákazníka.',
    },
    saveFifteen: {
      name: 'Ušetrite 15 €',
      slug: 'usetrite-15',
      description: 'Zľava 15 € na objednávky od 100 € s kódom SAVE15.',
    },
    freeShippingCode: {
      name: 'Kód na dopravu zadarmo',
      slug: 'kod-na-dopravu-zadarmo',
      description: 'Zadajte v košíku kód FREESHIP a vašu objednávku doručíme zadarmo.',
    },
    summerSale: {
      name: 'Letný výpredaj',
      slug: 'letny-vypredaj',
      description: 'Zľava 25 % na celý košík s kódom SUMMER25 počas celého leta.',
    },
    fitFormWeeks: {
      name: 'Týždne FitForm',
      slug: 'tyzdne-fitform',
      description:
        'Zľava 20 % na všetko od FitForm – podložky na jogu, kettlebelly a bežecké vybavenie – s kódom FITFORM20.',
    },
    gardenSeason: {
      name: 'Záhradná sezóna',
      slug: 'zahradna-sezona',
      description: 'Zľava 10 % na všetko do záhrady s kódom GARDEN10: náradie, kvetináče a krhly.',
    },
    freeGift: {
      name: 'Darček zadarmo',
      slug: 'darcek-zadarmo',
      description:
        'Pri nákupe od 150 € si vyberte darček: mydlo, krém na ruky, súpravu ceruziek alebo zápisník.',
    },
    fullVoucher: {
      name: 'Darčeková poukážka',
      slug: 'darcekova-poukazka',
      description:
        'Ukážková poukážka na celú objednávku: kód VOUCHER100 odpočíta 100 % z ceny vašich položiek, raz na zákazníka. Pridajte FREESHIP a nezostane nič na úhradu.',
    },
  },
  marketing: {
    heroWinter: {
      title: 'Zimný výpredaj: zľava 20 %',
      body: 'Vlnené deky, lampy s hrejivým svetlom a výbava do prírody za zimné ceny.',
      cta: 'Nakupovať vo výpredaji',
    },
    heroOutdoor: {
      title: 'Nová sezóna vonku sa začína',
      body: 'Stany, batohy a trekingové palice na prvé jarné výpravy.',
      cta: 'Objaviť novinky',
    },
    bannerKitchen: {
      title: 'Dni kuchyne',
      body: 'Zľava 10 € na vybraný riad na varenie.',
      cta: 'Do kuchyne',
    },
    bannerGarden: {
      title: 'Čas na záhradu',
      body: 'Kvetináče, náradie a krhly na jar.',
      cta: 'Zobraziť záhradu',
    },
    bannerOffice: {
      title: 'Poriadok na stole',
      body: 'Zápisníky, perá a lampy pre čistú hlavu.',
      cta: 'Objaviť',
    },
    uspShipping: {
      title: 'Doprava zadarmo od 49 €',
      body: 'Na každú objednávku od 49 €.',
      cta: '',
    },
    uspReturns: {
      title: '{returnDays} dní na vrátenie',
      body: 'Nesedí? Vrátite to zadarmo s naším predplateným štítkom.',
      cta: '',
    },
    uspPayment: {
      title: 'Bezpečná platba kartou',
      body: 'Šifrované platby pre váš pokoj.',
      cta: '',
    },
    uspSupport: {
      title: 'Osobná podpora',
      body: 'Sme tu pre vás od pondelka do piatka.',
      cta: '',
    },
  },
};
