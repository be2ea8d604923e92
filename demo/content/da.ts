import type { LocaleContent } from './types.ts';

export const da: LocaleContent = {
  brandsSegment: 'maerker',
  categories: {
    kitchen: {
      name: 'Køkken',
      slug: 'koekken',
      description:
        'Alt til madlavning, kaffebrygning og servering – fra støbejernspanden til hverdagens tallerkener.',
    },
    'kitchen.cookware': {
      name: 'Gryder & pander',
      slug: 'gryder-pander',
      description: 'Gryder og pander, der fordeler varmen jævnt og holder til mange års daglig madlavning.',
    },
    'kitchen.cookware.pans': {
      name: 'Pander',
      slug: 'pander',
      description: 'Stegepander i støbejern og woks i kulstofstål til brunede bøffer og sprøde wokretter.',
    },
    'kitchen.cookware.pots': {
      name: 'Gryder',
      slug: 'gryder',
      description:
        'Suppegryder og støbejernsgryder til supper, gryderetter og søndagens langtidsstegte steg.',
    },
    'kitchen.knives': {
      name: 'Knive',
      slug: 'knive',
      description: 'Skarpe knive i god balance – til fint hakkede krydderurter såvel som sprødt rugbrød.',
    },
    'kitchen.coffee': {
      name: 'Kaffe & te',
      slug: 'kaffe-te',
      description: 'Filterkaffesæt og tekander til dig, der gerne giver dig tid til en god kop.',
    },
    'kitchen.tableware': {
      name: 'Service & glas',
      slug: 'service-glas',
      description: 'Tallerkener og glas, der er solide nok til hverdagen og smukke nok til gæster.',
    },
    home: {
      name: 'Bolig',
      slug: 'bolig',
      description: 'Lamper, tekstiler, dekoration og opbevaring, der gør et hus til et hjem.',
    },
    'home.lighting': {
      name: 'Belysning',
      slug: 'belysning',
      description: 'Bordlamper og pendler med et varmt skær til de lange aftener.',
    },
    'home.textiles': {
      name: 'Boligtekstiler',
      slug: 'boligtekstiler',
      description: 'Plaider i uld og pudebetræk i hør, der gør sofaen og læsehjørnet endnu mere hyggeligt.',
    },
    'home.decor': {
      name: 'Dekoration',
      slug: 'dekoration',
      description: 'Vaser og spejle, der giver rummet personlighed uden at fylde det op.',
    },
    'home.storage': {
      name: 'Opbevaring',
      slug: 'opbevaring',
      description: 'Kurve og reoler, der giver alting en fast plads og ser godt ud imens.',
    },
    outdoor: {
      name: 'Friluftsliv',
      slug: 'friluftsliv',
      description: 'Udstyr til camping, vandring og cykling, afprøvet på lange dage i det fri.',
    },
    'outdoor.camping': {
      name: 'Camping',
      slug: 'camping',
      description: 'Telte og soveposer til stille nætter under åben himmel fra forår til sent efterår.',
    },
    'outdoor.hiking': {
      name: 'Vandring',
      slug: 'vandring',
      description: 'Rygsække, stave og drikkedunke til både skovturen og den lange flerdagstur.',
    },
    'outdoor.hiking.backpacks': {
      name: 'Rygsække',
      slug: 'rygsaekke',
      description: 'Dagtursrygsække og vandrerygsække, der sidder godt, kilometer efter kilometer.',
    },
    'outdoor.hiking.accessories': {
      name: 'Tilbehør',
      slug: 'tilbehoer',
      description: 'Vandrestave og termodunke – de små ting, der gør en stor forskel på turen.',
    },
    'outdoor.cycling': {
      name: 'Cykling',
      slug: 'cykling',
      description: 'Kraftige lygter og vandtætte cykeltasker til turen på arbejde og weekendens lange ture.',
    },
    garden: {
      name: 'Have',
      slug: 'have',
      description: 'Redskaber, krukker og vandingsudstyr til haver, terrasser og altaner i alle størrelser.',
    },
    'garden.tools': {
      name: 'Haveredskaber',
      slug: 'haveredskaber',
      description: 'Beskæresakse og spader, der klipper rent, graver dybt og holder i mange år.',
    },
    'garden.planters': {
      name: 'Krukker & højbede',
      slug: 'krukker-hoejbede',
      description:
        'Urtepotter i terrakotta og højbede i egetræ til krydderurter, blomster og egne grøntsager.',
    },
    'garden.watering': {
      name: 'Vanding',
      slug: 'vanding',
      description: 'Vandkander og haveslanger, så tørstige planter kommer godt gennem sommeren.',
    },
    sport: {
      name: 'Sport',
      slug: 'sport',
      description: 'Udstyr til yoga, løb og styrketræning – derhjemme og udendørs.',
    },
    'sport.yoga': {
      name: 'Yoga',
      slug: 'yoga',
      description: 'Måtter og blokke i kork, der giver godt greb og føles rare under hænder og fødder.',
    },
    'sport.running': {
      name: 'Løb',
      slug: 'loeb',
      description: 'Lette kasketter og løbebælter, der bliver siddende, så du kan koncentrere dig om turen.',
    },
    'sport.training': {
      name: 'Styrketræning',
      slug: 'styrketraening',
      description: 'Kettlebells og træningselastikker til en komplet træning på få kvadratmeter.',
    },
    office: {
      name: 'Kontor',
      slug: 'kontor',
      description: 'Notesbøger, skriveredskaber og ting til skrivebordet, når du vil arbejde fokuseret.',
    },
    'office.notebooks': {
      name: 'Notesbøger & kalendere',
      slug: 'notesboeger-kalendere',
      description: 'Papir, der tåler fyldepen, til noter, skitser og velplanlagte uger.',
    },
    'office.writing': {
      name: 'Skriveredskaber',
      slug: 'skriveredskaber',
      description: 'Fyldepenne og blyanter, der gør det til en fornøjelse at skrive i hånden igen.',
    },
    'office.desk': {
      name: 'Skrivebord',
      slug: 'skrivebord',
      description: 'Organizere og lamper til en ryddelig og godt oplyst arbejdsplads.',
    },
    kids: {
      name: 'Børn',
      slug: 'boern',
      description: 'Trælegetøj, puslespil og spil, som børn leger med i årevis.',
    },
    'kids.wooden-toys': {
      name: 'Trælegetøj',
      slug: 'traelegetoej',
      description: 'Solide klodser og trækdyr i bøgetræ til fri og fantasifuld leg.',
    },
    'kids.games': {
      name: 'Spil & puslespil',
      slug: 'spil-puslespil',
      description: 'Puslespil og brætspil til regnvejrseftermiddage og hyggelige familieaftener.',
    },
    bath: {
      name: 'Bad',
      slug: 'bad',
      description: 'Bløde håndklæder og naturlig pleje til et badeværelse med mindre plastik.',
    },
    'bath.accessories': {
      name: 'Badetilbehør',
      slug: 'badetilbehoer',
      description: 'Tykke badehåndklæder i bomuld og sæbeskåle i keramik til hverdagsbrug.',
    },
    'bath.care': {
      name: 'Naturlig pleje',
      slug: 'naturlig-pleje',
      description: 'Sæbe og håndcreme af planteolier – mild mod huden og med minimal emballage.',
    },
  },
  productTypes: {
    fryingPan: {
      name: 'Stegepande',
      description:
        'Forbehandlet støbejern holder på varmen, så bøffen får en flot stegeskorpe, og kartoflerne bliver gyldne helt ind til midten. Kan bruges på gas, induktion, i ovnen og over bålet. Skyl den med varmt vand, tør den over blusset, og giv den en dråbe olie.',
      use: 'Brunering, stegning og gratinering i ovnen.',
    },
    wok: {
      name: 'Wok',
      description:
        'En tynd wok i kulstofstål, der bliver varm på få sekunder og reagerer med det samme, når du skruer op eller ned for blusset. For hver gang du bruger den, opbygges en mørk patina, der naturligt forhindrer maden i at hænge fast. Vask uden sæbe, tør grundigt, og opbevar den let olieret.',
      use: 'Wokstegning, dampning og friturestegning ved høj varme.',
    },
    stockPot: {
      name: 'Suppegryde',
      description:
        'En høj gryde i rustfrit stål med tyk sandwichbund, der fordeler varmen jævnt, så intet brænder på. De nittede håndtag sidder fast, selv når gryden er fyldt til randen, og den kan komme direkte i opvaskemaskinen.',
      use: 'Fond, suppe, pasta og store portioner.',
    },
    dutchOven: {
      name: 'Støbejernsgryde',
      description:
        'Tungt, emaljeret støbejern med et tætsluttende låg, der holder fugten inde, så gryderetter bliver møre og saftige. Den går fra kogeplade til ovn og videre til bordet, og den blanke emalje skal ikke indbrændes.',
      use: 'Gryderetter, langtidssimring og brødbagning.',
    },
    chefsKnife: {
      name: 'Kokkekniv',
      description:
        'Køkkenets altmuligkniv: en smedet klinge i rustfrit stål med en blød kurve, der vugger let gennem krydderurter, løg og kød. Den gennemgående angel og det formede skaft giver balance og kontrol. Vask den i hånden, og stryg den jævnligt.',
      use: 'Hakning, udskæring og terninger i hverdagen.',
    },
    breadKnife: {
      name: 'Brødkniv',
      description:
        'En lang, takket klinge i rustfrit stål, der skærer gennem hårde skorper uden at mase den bløde krumme. Lige så god til tomater og lagkager, og takkerne holder skarpheden i årevis.',
      use: 'Skorpebrød, kager og modne tomater.',
    },
    pourOverSet: {
      name: 'Filterkaffesæt',
      description:
        'En kande i varmefast borosilikatglas med tilhørende filterholder og genanvendeligt filter i rustfrit stål. Du styrer selv malegrad, vandmængde og tid og får en klar, aromatisk kop. Alle dele tåler opvaskemaskine.',
      use: 'Håndbrygning af filterkaffe.',
    },
    teapot: {
      name: 'Tekande',
      description:
        'En glaseret tekande i keramik med en aftagelig, finmasket si til løs te. De tykke vægge holder teen varm længe, og tuden hælder rent uden at dryppe.',
      use: 'Løs te til to til fire personer.',
    },
    dinnerPlateSet: {
      name: 'Tallerkensæt',
      description:
        'Fire middagstallerkener på 27 cm i hårdtbrændt porcelæn med en let hævet kant og silkemat glasur. Slagfaste, nemme at stable og egnede til opvaskemaskine, mikroovn og ovn.',
      use: 'Hverdagens måltider og middage med gæster.',
    },
    drinkingGlasses: {
      name: 'Glassæt',
      description:
        'Seks robuste glas i klart glas med tynd kant og en tung bund, der ligger godt i hånden. De kan stables og bliver ikke matte i opvaskemaskinen.',
      use: 'Vand, juice og hverdagens drikke.',
    },
    tableLamp: {
      name: 'Bordlampe',
      description:
        'En håndglaseret fod i keramik med en skærm i hør, der giver et blødt og varmt lys. Med E27-fatning og dæmper på ledningen; foden tørres blot af med en fugtig klud.',
      use: 'Varmt læse- og stemningslys på skænk og natbord.',
    },
    pendantLight: {
      name: 'Pendel',
      description:
        'Skærmen er flettet af tynde bambusstrimler og kaster et blødt lysmønster på vægge og loft. Den er let, nem at hænge op og leveres med 1,5 m stofledning.',
      use: 'Blødt lys over spisebordet og i stuen.',
    },
    throwBlanket: {
      name: 'Plaid',
      description:
        'Vævet af blød, ren uld i et diskret sildebensmønster, der varmer uden at føles tungt. Med frynser og en generøs størrelse på 130 × 180 cm. Luft den ofte, og vask den kun på uldprogram.',
      use: 'Aftener i sofaen og kølige soveværelser.',
    },
    cushionCover: {
      name: 'Pudebetræk',
      description:
        'Stenvasket hør, der føles blødt fra første dag og bliver smukkere for hver vask. Skjult lynlås, passer til inderpuder på 50 × 50 cm og kan vaskes ved 40 °C.',
      use: 'Nyt liv i sofa, seng og læsestol.',
    },
    vase: {
      name: 'Vase',
      description:
        'En vase i keramik med mat glasur udvendigt og vandtæt glasur indvendigt. Den smalle hals holder en enkelt stilk lige så fint som en løs buket fra haven.',
      use: 'Friske blomster, tørrede græsser eller bare som blikfang.',
    },
    wallMirror: {
      name: 'Vægspejl',
      description:
        'Et rundt spejl med ramme i massivt egetræ, olieret så åretegningen træder frem, og med facetslebet glas. Et skjult ophæng holder det tæt ind til væggen.',
      use: 'Entré og badeværelse – og til at få små rum til at virke større.',
    },
    storageBasket: {
      name: 'Opbevaringskurv',
      description:
        'En håndflettet kurv i bambus, let og alligevel stiv nok til at holde formen, når den er fyldt. Hankene er viklet med bomuld, så den er nem at trække ud af reolen.',
      use: 'Legetøj, håndklæder, blade og alt derimellem.',
    },
    shelfUnit: {
      name: 'Reol',
      description:
        'Massivt egetræ i en enkel, åben ramme, der passer lige så godt i stuen som på hjemmekontoret. Hver hylde bærer op til 25 kg, og beslag til vægmontering følger med.',
      use: 'Bøger, planter og det, der skal være lige ved hånden.',
    },
    tent: {
      name: 'Telt',
      description:
        'Et fritstående kuppeltelt med yderdug i ripstop-nylon og en vandsøjle på 3.000 mm. Farvekodede stænger gør, at teltet står på få minutter, og apsiden holder støvler og rygsække tørre.',
      use: 'Camping og vandreture i tre sæsoner.',
    },
    sleepingBag: {
      name: 'Sovepose',
      description:
        'En mumiesovepose med fyld af genanvendt polyester, der varmer, selv når den er fugtig. Med varmekrave, tovejslynlås og kompressionspose; størrelsen angiver komforttemperaturen.',
      use: 'Nætter i teltet fra forår til efterår.',
    },
    hikingBackpack: {
      name: 'Vandrerygsæk',
      description:
        'En rygsæk i slidstærk nylon med justerbart bæresystem, polstret hoftebælte og indbygget regnslag. Sidelommer, toplomme og et separat bundrum holder styr på pakningen.',
      use: 'Vandreture over flere dage og hytteture.',
    },
    daypack: {
      name: 'Dagtursrygsæk',
      description:
        'En let rygsæk i genanvendt polyester med ventileret netryg og lomme til drikkesystem eller computer. Der er god plads til jakke, madpakke og vand.',
      use: 'Dagture, byture og den daglige pendling.',
    },
    trekkingPoles: {
      name: 'Vandrestave',
      description:
        'Et par tredelte stave i aluminium med hurtiglåse og håndtag i kork. De aflaster knæene på vej ned ad bakke og kan skubbes så kort sammen, at de kan spændes fast på rygsækken.',
      use: 'Stejle nedstigninger og lange dage på stien.',
    },
    waterBottle: {
      name: 'Drikkedunk',
      description:
        'Dobbeltvægget rustfrit stål holder vand koldt i 24 timer og te varm i 12. Låget er tæt, der er ingen plastiksmag, og pulverlakken glider ikke ud af hånden.',
      use: 'På tur, i fitnesscentret og på skrivebordet.',
    },
    bikeLightSet: {
      name: 'Cykellygtesæt',
      description:
        'For- og baglygte i aluminiumshus, opladelige via USB-C og regntætte efter IPX5. Flere lystilstande, blandt andet blink til dagkørsel, og montering på styr og sadelpind uden værktøj.',
      use: 'Se og blive set på mørke ture.',
    },
    pannierBag: {
      name: 'Cykeltaske',
      description:
        'En vandtæt cykeltaske i svejset nylon med rulleluk, der klikkes på de fleste bagagebærere på et øjeblik. Med refleksdetaljer, aftagelig skulderrem og polstret computerlomme.',
      use: 'Pendling, indkøb og cykelferie.',
    },
    pruningShears: {
      name: 'Beskæresaks',
      description:
        'En beskæresaks med hærdet klinge i kulstofstål, der klipper rent uden at knuse grenene. Gode greb og en lås, der kan lukkes med én hånd; tør klingen af, og giv fjederen en dråbe olie en gang imellem.',
      use: 'Beskæring af roser, buske og frugttræer.',
    },
    gardenSpade: {
      name: 'Spade',
      description:
        'Bladet i rustfrit stål glider let ned i tung jord og ruster aldrig, og skaftet i asketræ ender i et D-greb. Et bredt trin på bladet skåner dine støvler.',
      use: 'Gravning af bede, plantning og deling af stauder.',
    },
    plantPot: {
      name: 'Urtepotte',
      description:
        'Klassisk uglaseret terrakotta, der ånder, så rødderne får luft, og jorden ikke bliver vandlidende. Frostsikker, med drænhul og tilhørende underskål.',
      use: 'Krydderurter, blomster og buske på altan og terrasse.',
    },
    raisedBed: {
      name: 'Højbed',
      description:
        'Brædder i massivt egetræ, der samles uden værktøj og med tiden får en sølvgrå patina. Arbejdshøjden skåner ryggen, og jorden bliver varm tidligere på foråret.',
      use: 'Grøntsager, salat og krydderurter i den lille have.',
    },
    wateringCan: {
      name: 'Vandkande',
      description:
        'En vandkande i rustfrit stål med lang tud og aftagelig bruser i messing, der giver en blid stråle. Den er godt afbalanceret og derfor nem at bære, også når den er fuld.',
      use: 'Vanding af krukker, småplanter og bede.',
    },
    gardenHose: {
      name: 'Haveslange',
      description:
        'En slange i naturgummi, der forbliver smidig selv i frostvejr og ikke knækker. Koblinger i messing i begge ender og en UV-bestandig yderside, der ruller ud uden at sno sig.',
      use: 'Vanding af græsplæne og bede eller afspuling af cyklen.',
    },
    yogaMat: {
      name: 'Yogamåtte',
      description:
        'En overflade af kork, der faktisk giver bedre greb, jo mere du sveder, på en eftergivende bund af naturgummi. Naturligt antibakteriel, lugtfri og 4 mm tyk.',
      use: 'Yoga, pilates og udstrækning hjemme eller på holdet.',
    },
    yogaBlock: {
      name: 'Yogablok',
      description:
        'En massiv blok i kork med afrundede kanter, fast nok at støtte sig til og let at tage med. Den bringer gulvet tættere på i stående stillinger og støtter dig i siddende stræk.',
      use: 'Støtte og korrekt linjeføring i yogastillinger.',
    },
    runningBelt: {
      name: 'Løbebælte',
      description:
        'Et smalt, elastisk bælte i genanvendt polyester, der holder telefon, nøgler og en gel på plads uden at hoppe. Med reflekstryk og nøgleclips indvendigt.',
      use: 'Det mest nødvendige med på løbeturen.',
    },
    runningCap: {
      name: 'Løbekasket',
      description:
        'En fjerlet kasket i genanvendt polyester, der leder sveden væk og tørrer hurtigt. Fleksibel skygge, perforerede sider og justerbar rem i nakken.',
      use: 'Beskyttelse mod sol og regn på løbeturen.',
    },
    kettlebell: {
      name: 'Kettlebell',
      description:
        'Støbt i ét stykke jern med et bredt, glat håndtag, der ligger godt i hånden til swings og press. Den flade bund står stabilt på gulvet, og pulverlakken beskytter mod rust.',
      use: 'Styrke- og konditionstræning derhjemme.',
    },
    resistanceBands: {
      name: 'Træningselastik',
      description:
        'En lukket elastik af lagdelt naturgummi, stærk nok til squats, assisterede pull-ups og mobilitetstræning. Den lagdelte opbygning gør den modstandsdygtig over for brud, og en bomuldspose følger med.',
      use: 'Styrketræning og opvarmning, hvor som helst.',
    },
    notebook: {
      name: 'Notesbog',
      description:
        'En trådhæftet notesbog med 192 sider i 100 g-papir, som selv blæk fra fyldepen ikke trænger igennem. Den ligger fladt, når den er slået op, og har læsebånd og lomme bagi.',
      use: 'Noter, skitser og dagbog.',
    },
    planner: {
      name: 'Ugekalender',
      description:
        'En udateret kalender med en uge på hvert opslag, månedsoversigter og plads til mål. Hårdt bind betrukket med hør og glat papir på 100 g.',
      use: 'Planlægning af uger, vaner og projekter på papir.',
    },
    fountainPen: {
      name: 'Fyldepen',
      description:
        'En fyldepen i rustfrit stål med blød spids i F eller M og lige nok vægt til, at hånden kan skrive afslappet. Passer til standardpatroner, og en konverter til blæk på flaske følger med.',
      use: 'Noter, breve og underskrifter.',
    },
    pencilSet: {
      name: 'Blyantsæt',
      description:
        'Grafitblyanter i hårdheder fra 2H til 8B, indfattet i bøgetræ fra bæredygtigt skovbrug. De er nemme at spidse og leveres i en solid metalæske.',
      use: 'Tegning, skitser og skrivning.',
    },
    deskOrganiser: {
      name: 'Skrivebordsorganizer',
      description:
        'En bakke i massivt egetræ med rum til penne, kort og telefon. Filt på undersiden beskytter bordpladen.',
      use: 'Orden på skrivebordet.',
    },
    deskLamp: {
      name: 'Skrivebordslampe',
      description:
        'En skrivebordslampe i aluminium med justerbar arm og flimmerfri LED, der kan dæmpes i fem trin fra varmt til neutralt hvidt lys. Den tunge fod står sikkert.',
      use: 'Fokuseret lys til arbejde og læsning.',
    },
    buildingBlocks: {
      name: 'Klodssæt',
      description:
        'Klodser i massivt bøgetræ i natur og farver, slebet glatte og malet med spytægte, vandbaseret maling. Lige tilpas til små hænder og store tårne, broer og borge.',
      use: 'Fri leg fra 1 år.',
    },
    pullAlongToy: {
      name: 'Trækdyr',
      description:
        'En hund i træ på hjul, der logrer med halen, når den bliver trukket. Lavet af bøgetræ med snor i bomuld og børnesikker maling.',
      use: 'En god ven til de første skridt.',
    },
    jigsawPuzzle: {
      name: 'Puslespil',
      description:
        'Tykke brikker af genbrugspap, der passer stramt sammen, og en plakat med motivet i æsken. Hvert motiv er tegnet af en europæisk illustrator.',
      use: 'Rolige aftener alene eller sammen.',
    },
    boardGame: {
      name: 'Brætspil',
      description:
        'Et strategispil for to til fem spillere, der er hurtigt forklaret, med solid spilleplade og brikker i træ. Et spil varer 30-45 minutter.',
      use: 'Spilleaftener med hele familien.',
    },
    bathTowel: {
      name: 'Badehåndklæde',
      description:
        'Tungt frotté i bomuld på 600 g/m², blødt, sugende og hurtigtørrende. Med ophængsstrop og dobbeltsyede kanter; vask ved 60 °C, og drop skyllemidlet.',
      use: 'Efter bad, brusebad eller sauna.',
    },
    soapDish: {
      name: 'Sæbeskål',
      description:
        'En skål i keramik med hævede riller, så vandet kan løbe fra. Sæben tørrer mellem hver brug og holder længere.',
      use: 'Holder sæbebaren tør ved håndvasken.',
    },
    barSoap: {
      name: 'Sæbebar',
      description:
        'Koldrørt sæbe af olivenolie, kokosolie og sheasmør, let duftende af æteriske olier. Uden palmeolie og uden plastik, pakket ind i papir.',
      use: 'Mild vask af hænder og krop.',
    },
    handCream: {
      name: 'Håndcreme',
      description:
        'En fyldig creme af planteolier og sheasmør, der alligevel trænger hurtigt ind. Plejer tørre hænder uden at fedte og kommer i en aluminiumstube, der kan genanvendes.',
      use: 'Tørre hænder efter havearbejde, opvask eller en kold dag.',
    },
  },
  colours: {
    black: 'sort',
    white: 'hvid',
    graphite: 'grafit',
    red: 'rød',
    blue: 'blå',
    navy: 'marineblå',
    green: 'grøn',
    olive: 'oliven',
    sand: 'sand',
    grey: 'grå',
    terracotta: 'terrakotta',
    yellow: 'gul',
    natural: 'natur',
    pink: 'rosa',
  },
  materials: {
    castIron: 'støbejern',
    stainlessSteel: 'rustfrit stål',
    carbonSteel: 'kulstofstål',
    aluminium: 'aluminium',
    ceramic: 'keramik',
    porcelain: 'porcelæn',
    glass: 'glas',
    oak: 'egetræ',
    beech: 'bøgetræ',
    bamboo: 'bambus',
    cotton: 'bomuld',
    linen: 'hør',
    wool: 'uld',
    recycledPolyester: 'genanvendt polyester',
    nylon: 'nylon',
    cork: 'kork',
    rubber: 'naturgummi',
    paper: 'papir',
    terracottaClay: 'terrakotta',
    plantOils: 'planteolier',
  },
  lines: {
    classic: 'Et tidløst, gennemprøvet design, der har vist sit værd i hverdagen.',
    pro: 'Bygget til hård daglig brug og til dig, der stiller store krav til dit udstyr.',
    eco: 'Lavet af genanvendte og fornybare materialer med et mindre klimaaftryk.',
    compact: 'Let, lille og pladsbesparende – nem at gemme væk og nem at tage med.',
    premium: 'De fineste materialer, færdiggjort i hånden ned til mindste detalje.',
    essential: 'Det grundlæggende, gjort godt og til en fair pris.',
  },
  manufacturers: {
    ferrum:
      'Familiejet støberi, der siden 1896 har lavet gryder og pander i støbejern og stål. Hver pande bliver indbrændt og kontrolleret i hånden, før den forlader værkstedet.',
    aurelio:
      'Knivsmede med en lang tradition, kendt for præcist slebne klinger og skafter, der ligger godt i hånden.',
    kaffeto:
      'Designer bryggeudstyr til kaffe- og teelskere: enkle redskaber, der sætter smagen af gode bønner og blade i centrum.',
    porcela: 'Laver service i porcelæn og glas, der er robust nok til hverdagen og smukt nok til gæster.',
    lumora: 'Et lille lampestudie, der designer lamper med varmt lys og naturlige materialer.',
    tessile: 'Væveri, der fremstiller plaider, håndklæder og puder af uld, hør og bomuld på sine egne væve.',
    'casa-brava':
      'Boligtilbehør, opbevaring og krukker med et varmt, sydeuropæisk præg, lavet af træ, keramik og bambus.',
    nordvik: 'Nordisk producent af telte og soveposer, testet i vind og kulde i de skandinaviske fjelde.',
    trailcraft: 'Designer rygsække og vandreudstyr, der sidder godt fra første til sidste kilometer.',
    velora:
      'Cykeltilbehør til hverdagen: kraftige lygter, vandtætte tasker og gennemtænkte detaljer til turen på arbejde.',
    verdello:
      'Haveredskaber, der holder i generationer, med reservedele og reparationsservice til hver eneste model.',
    fitform: 'Enkelt og holdbart trænings- og løbeudstyr, så vidt muligt lavet af genanvendte materialer.',
    papyra: 'Papirvarer og penne til dig, der holder af at skrive i hånden, trykt og indbundet i Europa.',
    holzwerk: 'Værksted, der laver legetøj af massivt bøgetræ, slebet glat og malet med børnesikre farver.',
    savonna:
      'Sæber og naturlig pleje af planteolier, lavet i små portioner med korte ingredienslister og minimal emballage.',
    kivi: 'Udgiver smukt illustrerede puslespil og brætspil, der samler folk om bordet.',
  },
  attributes: {
    material: 'Materiale',
    colour: 'Farve',
    size: 'Størrelse',
    weight: 'Vægt',
    line: 'Serie',
  },
  articles: {
    caringForCastIron: {
      title: 'Sådan plejer du støbejern',
      slug: 'saadan-plejer-du-stoebejern',
      subtitle: 'Brænd den ind, brug den ofte, og din støbejernspande holder i generationer.',
      body: 'Støbejern har ry for at være besværligt, men det kræver faktisk ikke meget. Hemmeligheden er patinaen: tynde lag olie, der er brændt ind i jernet ved høj varme og tilsammen danner en hård, mørk og let glat overflade. Den beskytter mod rust og sørger for, at spejlæg og bøffer ikke hænger fast. Vores pander er forbehandlede, men patinaen bliver først rigtig god efter et par ugers flittig brug.\n\nVil du friske patinaen op, så vask panden, tør den over blusset, og gnid den ind og ud med en teskefuld olie, der tåler høj varme, for eksempel raps- eller solsikkeolie. Tør derefter så meget af med køkkenrulle, at panden ser næsten tør ud. Sæt den med bunden i vejret i ovnen ved 230 °C i en time, og lad den køle af derinde.\n\nTil den daglige opvask er varmt vand nok. Skyl panden, mens den stadig er lun, og skrub fastbrændte rester af med en børste eller lidt groft salt. En dråbe opvaskemiddel skader ikke en velindbrændt pande, men det gør det at lade den stå i blød. Tør den altid straks over blusset, og giv den en tynd hinde olie. Opvaskemaskinen er forbudt område.\n\nDukker der alligevel rust op, er intet tabt. Skrub pletten væk med ståluld, skyl, tør og brænd panden ind igen. Den bedste pleje er nu engang at bruge den: Hver gang du steger, bliver patinaen en smule stærkere.',
    },
    hikingPackingList: {
      title: 'Din første dagsvandring: det skal med i rygsækken',
      slug: 'pakkeliste-til-dagsvandring',
      subtitle: 'En kort og fornuftig pakkeliste, så rygsækken er let og dagen bekymringsfri.',
      body: 'Du behøver ikke dyrt udstyr til din første dagsvandring, men nogle få ting gør forskellen på en fantastisk dag og en, du helst vil glemme. Start med en behagelig rygsæk på 20-30 liter med hoftebælte, og pak den aftenen før, så du ikke står og leder efter ting om morgenen.\n\nVand kommer først: mindst en liter pr. person og gerne mere på varme dage. Pak mad, der hverken smelter eller bliver mast, som nødder, tørret frugt, en madpakke og et æble, og lidt ekstra, hvis turen trækker ud. En let regnjakke og et varmt lag skal med, selv når himlen er skyfri, for vejret i bakker og bjerge skifter hurtigt.\n\nFor sikkerhedens skyld tager du en opladet telefon med ruten gemt offline, et lille førstehjælpssæt med vabelplaster, solcreme og en kasket. En pandelampe vejer næsten ingenting og er guld værd, hvis du kommer senere hjem end planlagt. Fortæl også nogen, hvor du går hen, og hvornår du regner med at være tilbage.\n\nPå fødderne skal der være tilgåede vandresko og ordentlige vandresokker i stedet for bomuldssokker. Vandrestave er ikke et must, men på stejle nedstigninger vil dine knæ takke dig. Og til sidst: en lille pose til dit affald, så du efterlader stien, som du fandt den.',
    },
    betterCoffeeAtHome: {
      title: 'Bedre filterkaffe derhjemme',
      slug: 'bedre-filterkaffe-derhjemme',
      subtitle: 'Malegrad, forhold og vandtemperatur – de tre ting, der betyder mest.',
      body: 'Håndbrygget filterkaffe er en enkel vej til en ren og aromatisk kop, og når du kender det grundlæggende, tager det kun få minutter. Du skal bruge friske bønner, en kværn, en filterholder med filter, en elkedel og helst en køkkenvægt.\n\nBegynd med malegraden. Til en enkelt kop skal kaffen være cirka lige så grov som havsalt. Er den for fin, løber vandet langsomt igennem, og kaffen bliver bitter; er den for grov, smager den tyndt og surt. Mal bønnerne lige før du brygger, for malet kaffe mister hurtigt sin aroma.\n\nEn god tommelfingerregel er 60 gram kaffe pr. liter vand, altså cirka 15 gram til en kop på 250 ml. Vandet skal være lige under kogepunktet, omkring 92-96 °C. Har du ikke et termometer, så lad kedlen stå et halvt minut, efter at den har kogt. Skyl papirfilteret med varmt vand først – det fjerner papirsmagen og varmer kanden op.\n\nHæld lidt vand over kaffen, og vent 30 sekunder, mens den svulmer op og afgiver gas. Hæld derefter resten langsomt på i cirkler, til du har nået den samlede mængde. Hele bryggningen bør tage omkring tre minutter. Smag, og justér én ting ad gangen: Mal finere, hvis kaffen er tynd, og grovere, hvis den er skarp.',
    },
    choosingAKitchenKnife: {
      title: 'Sådan vælger du den rigtige køkkenkniv',
      slug: 'vaelg-den-rigtige-koekkenkniv',
      subtitle: 'Hvilke knive du virkelig har brug for, og hvordan du holder dem skarpe.',
      body: 'De fleste hjemmekokke klarer næsten alt med to knive: en kokkekniv og en brødkniv. En lille urtekniv er en fin nummer tre, men hvis du vil investere, så gør det i de to.\n\nKokkekniven tager sig af det daglige arbejde. Den hakker løg og krydderurter, skærer kød og knuser hvidløg med den flade side af klingen. En klinge på 20 centimeter passer til de fleste, mens 16 centimeter er mere behagelig, hvis du har små hænder eller et lille skærebræt. Hold gerne kniven i hånden, før du køber den: Den skal være i balance der, hvor klinge og skaft mødes. Brødkniven med sin lange, takkede æg saver gennem hårde skorper uden at mase brødet og er lige så god til tomater og lagkage.\n\nRustfrit stål er det praktiske valg i de fleste køkkener: Det modstår rust og pletter og er nemt at slibe. Hårdere stål holder skarpheden længere, men kan få hak, hvis du ikke passer på. Uanset hvad du vælger, skal knivene vaskes i hånden, tørres af med det samme og opbevares på en magnetliste eller i en knivblok – ikke løst i skuffen.\n\nEn skarp kniv er en sikker kniv, fordi den gør, hvad du vil. Stryg kokkekniven på et strygestål hver anden eller tredje gang, du bruger den, og slib den på en slibesten to-tre gange om året. En takket brødkniv skal næsten aldrig slibes.',
    },
    balconyGardenInSpring: {
      title: 'Kom i gang med altanhaven i foråret',
      slug: 'altanhave-i-foraaret',
      subtitle: 'Krukker, jord, krydderurter og vanding – så trives selv en lille altan.',
      body: 'Selv på en smal altan kan du dyrke krydderurter, salat og blomster fra april til oktober. Hold øje med, hvor meget sol altanen får, før du køber noget. En sydvendt altan er perfekt til middelhavsurter og tomater, mens mynte, persille og plukkesalat trives fint i halvskygge.\n\nVælg krukker, der er større, end du tror: mindst 20 centimeter i diameter til krydderurter og 30-40 centimeter til tomater og små buske. Terrakotta ånder og holder rødderne kølige, men tørrer hurtigere ud end plast. Alle krukker skal have hul i bunden, og et lag letklinker nederst forhindrer, at vandet bliver stående.\n\nBrug god, spagnumfri plantejord i stedet for havejord, der hurtigt bliver kompakt i en krukke. Timian, rosmarin, oregano og purløg er nemme at starte med. Basilikum elsker varme og skal først udenfor, når nætterne holder sig over 10 °C. Høst ofte, så bliver urterne mere buskede.\n\nDet er ved vandingen, at de fleste altanhaver går galt. Vand grundigt om morgenen, til vandet løber ud i bunden, og vent så, til de øverste centimeter føles tørre. På varme sommerdage kan det betyde to gange om dagen, mens det i en kølig forårsuge er nok hver anden eller tredje dag. Fra juni kan du give lidt økologisk flydende gødning hver anden uge.',
    },
    cosyLightingForWinter: {
      title: 'Hyggeligt lys til den mørke tid',
      slug: 'hyggeligt-lys-til-vinteren',
      subtitle: 'Derfor får flere lag af varmt lys hjemmet til at føles rart.',
      body: 'Når dagene bliver korte, viser loftlampen sine svagheder: Den gør rummet fladt og får aftenen til at føles som kontortid. Løsningen er ikke mere lys, men flere lyskilder i forskellige højder – det ved enhver, der har tændt stearinlys en mørk novembereftermiddag.\n\nTænk i tre lag. Det første er det generelle lys, for eksempel en pendel over spisebordet eller en loftlampe, gerne med dæmper. Det andet er arbejdslys der, hvor du faktisk laver noget: skrivebordslampen, læselampen ved lænestolen, en lysliste under køkkenskabene. Det tredje er stemningslys – en lille bordlampe på skænken, en lampe i vindueskarmen, stearinlys på bordet. Tilsammen skaber de små øer af lys med bløde skygger imellem, og det er netop det, vi oplever som hyggeligt.\n\nFarvetemperaturen betyder lige så meget som lysstyrken. Vælg pærer på 2.700 kelvin eller derunder til stue og soveværelse; de giver det varme, gyldne skær, vi kender fra de gamle glødepærer. Det køligere, neutrale lys kan du gemme til skrivebordet, hvor du skal koncentrere dig.\n\nOg så er det en god idé at holde lyset lavt om aftenen. Lamper i øjenhøjde eller lavere virker roligere end lys oppefra, og når du slukker loftlampen efter aftensmaden, er det et enkelt signal til kroppen om, at dagen er ved at være slut.',
    },
    yogaAtHomeForBeginners: {
      title: 'Yoga derhjemme for begyndere',
      slug: 'yoga-derhjemme-for-begyndere',
      subtitle: 'Et stykke gulv, en god måtte og et kvarter er nok til at komme i gang.',
      body: 'Du behøver ikke et yogastudie for at komme i gang. Et stykke gulv på omkring to meter, hvor du kan strække armene ud, er rigeligt. Ryd pladsen, åbn et vindue, og dyrk helst yoga på samme tidspunkt hver dag, så det hurtigt bliver en vane.\n\nEn god måtte er det eneste stykke udstyr, der er værd at købe fra starten. Hænder og fødder må ikke glide, og knæene skal ligge blødt. Kork og naturgummi giver godt greb, også når du begynder at svede. En yogablok og et sammenfoldet tæppe gør det lettere at sidde godt og bringer gulvet tættere på i stillinger, hvor smidigheden ikke helt er der endnu.\n\nEt enkelt første program: Sid i to minutter, og træk vejret roligt gennem næsen. Kom op på alle fire, og skift et par gange mellem kat og ko. Gå derefter i nedadvendt hund, og pres skiftevis hælene mod gulvet. Gå med små skridt frem i en stående foroverbøjning, rul langsomt op, og stå et øjeblik i bjergstilling. Tilføj et par solhilsner, et lavt udfaldsskridt til hver side og et blidt twist liggende på ryggen. Slut af med fem minutters afslapning.\n\nBevæg dig langsomt, og gå aldrig ind i smerte. Et kvarter tre gange om ugen giver mere end en time en gang om måneden.',
    },
    aGentlerBathroom: {
      title: 'Et blidere badeværelse',
      slug: 'et-blidere-badevaerelse',
      subtitle: 'Små skift, der giver mindre plastik og mildere pleje.',
      body: 'Badeværelset er et af de letteste steder i hjemmet at skære ned på plastikken. Næsten alt derinde står i flasker, tuber og pumper, og meget af det kan erstattes af produkter, der virker lige så godt.\n\nBegynd med sæben. En god sæbebar af planteolier renser mildt, holder meget længere end flydende sæbe og er pakket i papir. Tricket er at lade den tørre mellem hver brug: En sæbeskål med riller eller huller lader vandet løbe fra, så sæben ikke bliver blød og klistret. En enkelt bar kan erstatte to-tre flasker flydende sæbe. Shampoo fås også i barform, og en håndcreme i aluminiumstube er nemmere at genanvende end en i plastik.\n\nHåndklæderne fortjener også lidt omsorg. Vask dem ved 60 °C efter et par gange, og spring skyllemidlet over – det lægger en hinde om fibrene og gør dem mindre sugende. Tør dem udendørs, eller giv dem en kort tur i tørretumbleren, så bliver de dejligt bløde. Hæng dem udbredt op efter brug, så de tørrer hurtigt og holder sig friske.\n\nOg så handler det om tålmodighed. Brug det op, du har, før du skifter, og tag én ting ad gangen. Et blidere badeværelse bygges op over måneder, ikke på en weekend.',
    },
    cyclingToWork: {
      title: 'På cykel til arbejde',
      slug: 'paa-cykel-til-arbejde',
      subtitle: 'Lygter, tasker, rute og vejr – sådan bliver cykelturen til arbejde en god vane.',
      body: 'For mange er cyklen den naturlige vej til arbejde, og med god grund: Du får motion uden at skulle finde tid til den, og i byen er du ofte hurtigere end i bil. Med lidt forberedelse bliver turen noget, du ser frem til – også når den er lidt længere end før.\n\nGode lygter kommer først. Selv hvis du cykler ud i dagslys, kører du tit hjem i mørke, især fra oktober. Genopladelige for- og baglygter kan blive siddende på cyklen i løbet af ugen og lades op via USB på arbejdet. Reflekser i hjulene og på pedalerne gør dig synlig fra siden.\n\nLad cyklen bære bagagen i stedet for ryggen. En vandtæt cykeltaske rummer computer, skiftetøj og frokost, og du kommer frem uden en svedig ryg. Planlæg ruten en stille weekendmorgen: Sideveje, cykelstier og parker er ofte kun få minutter længere end den store indfaldsvej og langt mere afslappende.\n\nMod regnen hjælper en let jakke og et par regnbukser, der altid ligger i tasken. Om vinteren holder handsker og en tynd hue under hjelmen dig varm. Læg et håndklæde og deodorant på arbejdspladsen, tag de første ture i roligt tempo, og du vil snart undre dig over, hvorfor du ikke begyndte før.',
    },
    plannerHabits: {
      title: 'Planlæg ugen med en papirkalender',
      slug: 'planlaeg-ugen-med-papirkalender',
      subtitle: 'Tyve minutter om søndagen, der gør hele ugen roligere.',
      body: 'En kalender af papir sender dig ingen notifikationer, og det er netop dens styrke. Når du skriver i hånden, er du nødt til at vælge, hvad der virkelig betyder noget, og et blik på de opslåede sider viser hele ugen på én gang.\n\nVanen, der får det til at virke, er en kort ugentlig gennemgang. Vælg et fast tidspunkt, for eksempel søndag aften eller mandag morgen, og sæt dig med kalenderen, en pen og en kop te. Se først tilbage: Hvad blev gjort, hvad blev skubbet, og hvad kan droppes? Skriv derefter de faste aftaler ind i den nye uge, før du planlægger noget andet.\n\nVælg så tre prioriteter for ugen, og skriv dem øverst på siden. Giv hver af dem et konkret tidspunkt på en bestemt dag i stedet for at håbe, at du finder tid et sted. Lad bevidst noget af tiden stå tom, for en uge, der er planlagt ned til mindste minut, falder fra hinanden ved første overraskelse.\n\nI løbet af ugen ligger kalenderen åben på skrivebordet, og du krydser af, efterhånden som du bliver færdig. Flyt uafsluttede opgaver videre med vilje, ikke automatisk – er noget blevet flyttet tre gange, er det måske slet ikke så vigtigt. Brug notessiderne til idéer og lister, så alt er samlet ét sted.',
    },
    whyWoodenToys: {
      title: 'Derfor holder trælegetøj så længe',
      slug: 'derfor-holder-traelegetoej',
      subtitle: 'Robust, alsidigt og nemt at passe – legetøj til mere end én barndom.',
      body: 'Trælegetøj går ofte i arv fra generation til generation, og det er ingen tilfældighed. Massivt bøgetræ eller ahorn kan tåle at blive kastet med, tygget på og trådt på, og små buler giver kun mere karakter. De klodser, et lille barn får til sin etårsfødselsdag, er stadig i brug, når samme barn som syvårig bygger kuglebaner.\n\nTrælegetøjets største styrke er, at det er åbent. En klods har ingen knapper og intet fast formål: I dag er den et tårn, i morgen en bil, en telefon eller et stykke kage i legekøbmanden. Fordi legetøjet ikke bestemmer legen, finder børnene på deres egne historier og øver samtidig fantasi, finmotorik og tålmodighed.\n\nNår du køber, så se efter massivt træ fra bæredygtigt skovbrug, glatslebne kanter og vandbaseret maling eller naturlig olie, der er sikker, hvis legetøjet ender i munden. Tjek også, at små dele sidder godt fast og passer til barnets alder.\n\nPlejen er enkel. Tør legetøjet af med en fugtig klud og lidt mild sæbe, læg det aldrig i vand, og lad det tørre ved stuetemperatur. Bliver overfladen mat eller ru, kan du slibe den let og gnide den med en fødevaregodkendt olie – så ser det næsten ud som nyt igen.',
    },
    settingATableForGuests: {
      title: 'Sådan dækker du bord til gæster',
      slug: 'daek-bord-til-gaester',
      subtitle: 'Tallerkener, glas, servietter og blomster – en lille guide til en afslappet middag.',
      body: 'Et smukt dækket bord fortæller dine gæster, at de er velkomne, allerede før den første ret bliver sat frem. Det behøver ikke være formelt; et par enkle regler og nogle personlige detaljer er nok.\n\nBegynd med tallerkenerne, som placeres midt for hver kuvert omkring to centimeter fra bordkanten. Gafler ligger til venstre, knive til højre med æggen ind mod tallerkenen og suppeskeen til højre for knivene. Bestikket bruges udefra og ind, så læg det i den rækkefølge, retterne kommer. En dessertske kan ligge over tallerkenen.\n\nGlassene står øverst til højre over knivene: først vandglasset, derefter vinglassene i den rækkefølge, de skal bruges. Stofservietter i hør eller bomuld er langt pænere end papir; fold dem enkelt, og læg dem på tallerkenen eller til venstre for gaflerne. Ens stel er smukt, men en bevidst blanding af farver fungerer lige så godt.\n\nHold blomsterne lave, så gæsterne kan se hinanden over bordet. Et par små vaser med grene og blomster fra årstiden er mere levende end én stor buket. Tænd stearinlys, når skumringen falder på, og sæt en karaffel vand på bordet fra begyndelsen.',
    },
  },
  promotions: {
    winterSale: {
      name: 'Vinterudsalg',
      slug: 'vinterudsalg',
      description:
        '20 % rabat på udvalgte plaider, lamper og friluftsudstyr – til lune aftener inde og klare vinterdage ude.',
    },
    kitchenDays: {
      name: 'Køkkendage',
      slug: 'koekkendage',
      description:
        '10 € rabat på udvalgte gryder og pander. Et godt tidspunkt at finde den pande, du skal lave mad i de næste mange år.',
    },
    freeShippingWeekend: {
      name: 'Weekend med fri fragt',
      slug: 'weekend-med-fri-fragt',
      description: 'Hele weekenden sender vi alle bade- og plejeprodukter med gratis fragt.',
    },
    welcome: {
      name: 'Velkomsttilbud',
      slug: 'velkomsttilbud',
      description: 'Velkommen til Tendero: 10 % rabat på hele kurven med koden WELCOME10, én gang pr. kunde.',
    },
    saveFifteen: {
      name: 'Spar 15 €',
      slug: 'spar-15',
      description: '15 € rabat på ordrer fra 100 € med koden SAVE15.',
    },
    freeShippingCode: {
      name: 'Kode til fri fragt',
      slug: 'kode-til-fri-fragt',
      description: 'Skriv koden FREESHIP i kurven, så sender vi din ordre med gratis fragt.',
    },
    summerSale: {
      name: 'Sommerudsalg',
      slug: 'sommerudsalg',
      description: '25 % rabat på hele kurven med koden SUMMER25 hele sommeren.',
    },
    fitFormWeeks: {
      name: 'FitForm-uger',
      slug: 'fitform-uger',
      description:
        '20 % rabat på alt fra FitForm – yogamåtter, kettlebells og løbeudstyr – med koden FITFORM20.',
    },
    gardenSeason: {
      name: 'Havesæson',
      slug: 'havesaeson',
      description: '10 % rabat på alt til haven med koden GARDEN10: værktøj, plantekasser og vandkander.',
    },
    freeGift: {
      name: 'Gratis gave',
      slug: 'gratis-gave',
      description:
        'Når du handler for mindst 150 €, kan du vælge en gave: en sæbebar, en håndcreme, et blyantsæt eller en notesbog.',
    },
    fullVoucher: {
      name: 'Gavekort',
      slug: 'gavekort',
      description:
        'Et demogavekort til en hel bestilling: koden VOUCHER100 trækker 100 % fra dine varer, én gang pr. kunde. Tilføj FREESHIP, så er der intet tilbage at betale.',
    },
  },
  marketing: {
    heroWinter: {
      title: 'Vinterudsalg: 20 % rabat',
      body: 'Spar på udvalgte plaider, lamper og friluftsudstyr, så længe lager haves.',
      cta: 'Se udsalget',
    },
    heroOutdoor: {
      title: 'Den nye udendørssæson er her',
      body: 'Telte, rygsække og cykeludstyr til lange dage i det fri.',
      cta: 'Udforsk friluftsliv',
    },
    bannerKitchen: {
      title: 'Køkkendage',
      body: '10 € rabat på udvalgte gryder og pander.',
      cta: 'Se gryder og pander',
    },
    bannerGarden: {
      title: 'Klar til foråret',
      body: 'Redskaber, krukker og højbede til din have.',
      cta: 'Se haven',
    },
    bannerOffice: {
      title: 'Orden på skrivebordet',
      body: 'Notesbøger, penne og kalendere til en frisk start.',
      cta: 'Se kontor',
    },
    uspShipping: {
      title: 'Fri fragt fra 49 €',
      body: 'På alle ordrer fra 49 €.',
      cta: '',
    },
    uspReturns: {
      title: '{returnDays} dages returret',
      body: 'Fortrudt? Send det gratis retur med vores forudbetalte label.',
      cta: '',
    },
    uspPayment: {
      title: 'Sikker kortbetaling',
      body: 'Krypteret betaling med alle gængse kort.',
      cta: '',
    },
    uspSupport: {
      title: 'Personlig kundeservice, man.–fre.',
      body: 'Rigtige mennesker svarer på dine spørgsmål på mail og telefon.',
      cta: '',
    },
  },
};
