import type { LocaleContent } from './types.ts';

export const nl: LocaleContent = {
  brandsSegment: 'merken',
  categories: {
    kitchen: {
      name: 'Keuken',
      slug: 'keuken',
      description:
        'Alles om te koken, koffie te zetten en op te dienen, van gietijzeren pan tot dagelijks servies.',
    },
    'kitchen.cookware': {
      name: 'Pannen',
      slug: 'pannen',
      description: 'Pannen die de warmte mooi verdelen en tientallen jaren met je meekoken.',
    },
    'kitchen.cookware.pans': {
      name: 'Koekenpannen & woks',
      slug: 'koekenpannen-woks',
      description:
        'Gietijzeren koekenpannen en woks van koolstofstaal om dicht te schroeien, te bakken en te roerbakken.',
    },
    'kitchen.cookware.pots': {
      name: 'Kookpannen',
      slug: 'kookpannen',
      description:
        'Soeppannen en braadpannen voor bouillon, stoofpotjes en een lang sudderende zondagmaaltijd.',
    },
    'kitchen.knives': {
      name: 'Messen',
      slug: 'messen',
      description: 'Scherpe, goed uitgebalanceerde messen voor fijne kruiden én knapperig desembrood.',
    },
    'kitchen.coffee': {
      name: 'Koffie & thee',
      slug: 'koffie-thee',
      description: 'Filterkoffiesets en theepotten voor wie graag even de tijd neemt voor een goede kop.',
    },
    'kitchen.tableware': {
      name: 'Servies & glazen',
      slug: 'servies-glazen',
      description: 'Borden en glazen die stevig genoeg zijn voor elke dag en mooi genoeg voor gasten.',
    },
    home: {
      name: 'Wonen',
      slug: 'wonen',
      description: 'Lampen, textiel, decoratie en opbergers die van een huis een thuis maken.',
    },
    'home.lighting': {
      name: 'Verlichting',
      slug: 'verlichting',
      description: 'Tafellampen en hanglampen met een warme gloed voor lange avonden.',
    },
    'home.textiles': {
      name: 'Woontextiel',
      slug: 'woontextiel',
      description: 'Wollen plaids en linnen kussenhoezen die je bank en leeshoek nog gezelliger maken.',
    },
    'home.decor': {
      name: 'Decoratie',
      slug: 'decoratie',
      description: 'Vazen en spiegels die sfeer geven zonder je interieur vol te zetten.',
    },
    'home.storage': {
      name: 'Opbergen',
      slug: 'opbergen',
      description: 'Manden en kasten die alles een vaste plek geven en er nog mooi uitzien ook.',
    },
    outdoor: {
      name: 'Outdoor',
      slug: 'outdoor',
      description: 'Uitrusting om te kamperen, wandelen en fietsen, getest op lange dagen buiten.',
    },
    'outdoor.camping': {
      name: 'Kamperen',
      slug: 'kamperen',
      description:
        'Tenten en slaapzakken voor rustige nachten buiten, van het voorjaar tot diep in de herfst.',
    },
    'outdoor.hiking': {
      name: 'Wandelen',
      slug: 'wandelen',
      description: 'Rugzakken, stokken en drinkflessen voor een ommetje in het bos of een meerdaagse tocht.',
    },
    'outdoor.hiking.backpacks': {
      name: 'Rugzakken',
      slug: 'rugzakken',
      description: 'Dag- en trekkingrugzakken die ook na vele kilometers nog prettig zitten.',
    },
    'outdoor.hiking.accessories': {
      name: 'Accessoires',
      slug: 'accessoires',
      description: 'Wandelstokken en thermosflessen: kleine dingen die onderweg veel verschil maken.',
    },
    'outdoor.cycling': {
      name: 'Fietsen',
      slug: 'fietsen',
      description: 'Felle lampjes en waterdichte fietstassen voor woon-werkverkeer en weekendtochten.',
    },
    garden: {
      name: 'Tuin',
      slug: 'tuin',
      description: 'Gereedschap, potten en gieters voor tuinen, terrassen en balkons van elk formaat.',
    },
    'garden.tools': {
      name: 'Tuingereedschap',
      slug: 'tuingereedschap',
      description: 'Snoeischaren en spades die zuiver knippen, diep steken en jarenlang meegaan.',
    },
    'garden.planters': {
      name: 'Potten & bakken',
      slug: 'potten-bakken',
      description: 'Terracotta potten en eikenhouten moestuinbakken voor kruiden, bloemen en eigen groente.',
    },
    'garden.watering': {
      name: 'Bewatering',
      slug: 'bewatering',
      description: 'Gieters en tuinslangen waarmee dorstige planten de hele zomer goed doorkomen.',
    },
    sport: {
      name: 'Sport',
      slug: 'sport',
      description: 'Spullen voor yoga, hardlopen en krachttraining, thuis en buiten.',
    },
    'sport.yoga': {
      name: 'Yoga',
      slug: 'yoga',
      description: 'Kurken matten en blokken die grip geven en prettig aanvoelen onder handen en voeten.',
    },
    'sport.running': {
      name: 'Hardlopen',
      slug: 'hardlopen',
      description: 'Lichte petten en riemen die niet verschuiven, zodat jij je op je loop kunt richten.',
    },
    'sport.training': {
      name: 'Krachttraining',
      slug: 'krachttraining',
      description: 'Kettlebells en weerstandsbanden voor een volledige training op een paar vierkante meter.',
    },
    office: {
      name: 'Kantoor',
      slug: 'kantoor',
      description: 'Notitieboeken, pennen en bureauspullen voor geconcentreerd werken en plannen op papier.',
    },
    'office.notebooks': {
      name: 'Notitieboeken & planners',
      slug: 'notitieboeken-planners',
      description: 'Vulpenvriendelijk papier voor aantekeningen, schetsen en goed geplande weken.',
    },
    'office.writing': {
      name: 'Schrijfwaren',
      slug: 'schrijfwaren',
      description: 'Vulpennen en potloden waarmee schrijven met de hand weer een plezier wordt.',
    },
    'office.desk': {
      name: 'Bureau',
      slug: 'bureau',
      description: 'Organizers en lampen voor een opgeruimde, goed verlichte werkplek.',
    },
    kids: {
      name: 'Kinderen',
      slug: 'kinderen',
      description: 'Houten speelgoed, puzzels en spellen waar kinderen jarenlang mee spelen.',
    },
    'kids.wooden-toys': {
      name: 'Houten speelgoed',
      slug: 'houten-speelgoed',
      description: 'Stevige blokken en trekdieren van beukenhout voor vrij en fantasierijk spel.',
    },
    'kids.games': {
      name: 'Spellen & puzzels',
      slug: 'spellen-puzzels',
      description: 'Legpuzzels en bordspellen voor regenachtige middagen en gezellige spelavonden.',
    },
    bath: {
      name: 'Badkamer',
      slug: 'badkamer',
      description: 'Zachte handdoeken en natuurlijke verzorging voor een badkamer met minder plastic.',
    },
    'bath.accessories': {
      name: 'Badkameraccessoires',
      slug: 'badkameraccessoires',
      description: 'Dikke katoenen badlakens en keramische zeepschalen voor elke dag.',
    },
    'bath.care': {
      name: 'Natuurlijke verzorging',
      slug: 'natuurlijke-verzorging',
      description: 'Zeep en handcrème op basis van plantaardige oliën: mild voor je huid en zuinig verpakt.',
    },
  },
  productTypes: {
    fryingPan: {
      name: 'Koekenpan',
      description:
        'Voorbehandeld gietijzer houdt de warmte vast, waardoor biefstuk een mooie korst krijgt en aardappeltjes van rand tot midden goudbruin bakken. Geschikt voor gas, inductie, de oven en zelfs het kampvuur. Spoel hem af met heet water, droog hem op het vuur en wrijf hem in met een druppel olie.',
      use: 'Dichtschroeien, bakken en afbakken in de oven.',
    },
    wok: {
      name: 'Wok',
      description:
        'Een dunne wok van koolstofstaal die binnen een paar seconden heet is en direct reageert als je het vuur hoger of lager zet. Bij elk gebruik ontstaat een donkere patina die van nature antiaanbak werkt. Afwassen zonder zeep, goed drogen en licht ingevet opbergen.',
      use: 'Roerbakken, stomen en frituren op hoog vuur.',
    },
    stockPot: {
      name: 'Soeppan',
      description:
        'Een hoge pan van roestvrij staal met een dikke sandwichbodem die de warmte gelijkmatig verspreidt, zodat er niets aanbrandt. De geklonken handgrepen blijven stevig, ook als de pan tot de rand vol zit, en hij mag gewoon in de vaatwasser.',
      use: 'Bouillon, soep, pasta en grote porties.',
    },
    dutchOven: {
      name: 'Braadpan',
      description:
        'Zwaar geëmailleerd gietijzer met een goed sluitend deksel dat het vocht binnenhoudt, zodat stoofgerechten heerlijk mals worden. Gaat van fornuis naar oven naar tafel, en het glanzende email hoeft niet ingebrand te worden.',
      use: 'Stoven, sudderen en brood bakken.',
    },
    chefsKnife: {
      name: 'Koksmes',
      description:
        'De alleskunner in de keuken: een gesmeed lemmet van roestvrij staal met een lichte ronding, waarmee je wiegend door kruiden, uien en vlees snijdt. De doorlopende angel en het gevormde heft geven balans en controle. Met de hand afwassen en regelmatig aanzetten.',
      use: 'Dagelijks snijden, hakken en in blokjes snijden.',
    },
    breadKnife: {
      name: 'Broodmes',
      description:
        'Een lang, gekarteld lemmet van roestvrij staal dat door harde korsten gaat zonder het zachte kruim plat te drukken. Ook handig voor tomaten en taarten, en de kartels blijven jarenlang scherp.',
      use: 'Korstig brood, cake en rijpe tomaten snijden.',
    },
    pourOverSet: {
      name: 'Filterkoffieset',
      description:
        'Een kan van hittebestendig borosilicaatglas met bijpassende filterhouder en herbruikbaar rvs-filter. Maling, hoeveelheid water en zettijd bepaal je zelf, voor een heldere, aromatische kop. Alle onderdelen kunnen in de vaatwasser.',
      use: 'Met de hand filterkoffie zetten.',
    },
    teapot: {
      name: 'Theepot',
      description:
        'Een geglazuurde theepot van keramiek met een uitneembaar, fijnmazig zeefje voor losse thee. De dikke wand houdt de thee lang warm en de tuit schenkt zonder te druppen.',
      use: 'Losse thee zetten voor twee tot vier personen.',
    },
    dinnerPlateSet: {
      name: 'Dinerbordenset',
      description:
        'Vier borden van 27 cm van hardgebakken porselein, met een licht opstaande rand en zijdemat glazuur. Slagvast, goed stapelbaar en geschikt voor vaatwasser, magnetron en oven.',
      use: 'De dagelijkse maaltijd en etentjes met vrienden.',
    },
    drinkingGlasses: {
      name: 'Drinkglazenset',
      description:
        'Zes stevige glazen van helder glas met een dunne rand en een zware voet die lekker in de hand ligt. Ze stapelen netjes en komen helder uit de vaatwasser.',
      use: 'Water, sap en alles wat je dagelijks drinkt.',
    },
    tableLamp: {
      name: 'Tafellamp',
      description:
        'Een met de hand geglazuurde voet van keramiek met een linnen kap die een zacht, warm licht geeft. Met E27-fitting en snoerdimmer; de voet neem je eenvoudig af met een vochtige doek.',
      use: 'Warm lees- en sfeerlicht op dressoir en nachtkastje.',
    },
    pendantLight: {
      name: 'Hanglamp',
      description:
        'De kap is gevlochten van dunne reepjes bamboe en tovert een zacht lichtpatroon op muren en plafond. Licht van gewicht, snel opgehangen en voorzien van een textielsnoer van 1,5 m.',
      use: 'Zacht licht boven de eettafel en in de woonkamer.',
    },
    throwBlanket: {
      name: 'Plaid',
      description:
        'Geweven van zachte, zuivere wol in een subtiel visgraatpatroon: warm zonder zwaar te voelen. Met franjes en een royale maat van 130 × 180 cm. Regelmatig luchten en alleen wassen op het wolprogramma.',
      use: 'Avonden op de bank en frisse slaapkamers.',
    },
    cushionCover: {
      name: 'Kussenhoes',
      description:
        'Stonewashed linnen dat vanaf de eerste dag zacht aanvoelt en met elke wasbeurt mooier wordt. Met verborgen rits, past om binnenkussens van 50 × 50 cm en wasbaar op 40 °C.',
      use: 'Een frisse look voor bank, bed en leesstoel.',
    },
    vase: {
      name: 'Vaas',
      description:
        'Een keramische vaas met mat glazuur aan de buitenkant en een waterdicht geglazuurde binnenkant. De smalle hals houdt een enkele bloem net zo goed vast als een losse bos uit de tuin.',
      use: 'Verse bloemen, droogbloemen of gewoon als eyecatcher.',
    },
    wallMirror: {
      name: 'Wandspiegel',
      description:
        'Een ronde spiegel in een lijst van massief eikenhout, geolied zodat de nerf mooi uitkomt, met facetgeslepen glas. Dankzij het verborgen ophangsysteem hangt hij vlak tegen de muur.',
      use: 'In de hal of badkamer, en om kleine ruimtes groter te laten lijken.',
    },
    storageBasket: {
      name: 'Opbergmand',
      description:
        'Een handgevlochten mand van bamboe, licht en toch stevig genoeg om gevuld in vorm te blijven. De met katoen omwikkelde hengsels maken hem makkelijk uit de kast te pakken.',
      use: 'Speelgoed, handdoeken, tijdschriften en alles daartussenin.',
    },
    shelfUnit: {
      name: 'Open kast',
      description:
        'Massief eikenhout in een strak, open frame dat net zo goed past in de woonkamer als in je thuiswerkplek. Elke plank draagt tot 25 kg, en bevestigingsmateriaal voor de muur zit erbij.',
      use: 'Boeken, planten en alles wat binnen handbereik moet staan.',
    },
    tent: {
      name: 'Tent',
      description:
        'Een vrijstaande koepeltent met een buitentent van ripstop-nylon en een waterkolom van 3000 mm. Dankzij de gekleurde stokken staat hij in een paar minuten, en in de voortent blijven schoenen en rugzakken droog.',
      use: 'Kamperen en trektochten in drie seizoenen.',
    },
    sleepingBag: {
      name: 'Slaapzak',
      description:
        'Een mummieslaapzak met vulling van gerecycled polyester die ook vochtig nog warm houdt. Met warmtekraag, tweewegrits en compressiezak; de maat geeft de comforttemperatuur aan.',
      use: 'Nachten in de tent van voorjaar tot herfst.',
    },
    hikingBackpack: {
      name: 'Trekkingrugzak',
      description:
        'Een rugzak van sterk nylon met verstelbaar draagsysteem, gevoerde heupband en ingebouwde regenhoes. Zijvakken, een dekselvak en een apart bodemcompartiment houden je spullen overzichtelijk.',
      use: 'Meerdaagse tochten en huttentochten.',
    },
    daypack: {
      name: 'Dagrugzak',
      description:
        'Een lichte rugzak van gerecycled polyester met een luchtige mesh rug en een vak voor drinkzak of laptop. Ruim genoeg voor een jas, lunch en water.',
      use: 'Dagwandelingen, stedentrips en woon-werkverkeer.',
    },
    trekkingPoles: {
      name: 'Wandelstokken',
      description:
        'Een paar driedelige stokken van aluminium met snelsluitingen en kurken handgrepen. Ze ontlasten je knieën bij het afdalen en schuiven zo klein in elkaar dat ze aan je rugzak passen.',
      use: 'Steile afdalingen en lange dagen op pad.',
    },
    waterBottle: {
      name: 'Drinkfles',
      description:
        'Dubbelwandig roestvrij staal houdt water 24 uur koud en thee 12 uur heet. De dop is lekvrij, er komt geen plasticsmaak aan te pas en de poedercoating glijdt niet uit je hand.',
      use: 'Onderweg, in de sportschool en op je bureau.',
    },
    bikeLightSet: {
      name: 'Fietsverlichtingsset',
      description:
        'Voor- en achterlicht in een aluminium behuizing, oplaadbaar via usb-c en regenbestendig volgens IPX5. Meerdere standen, waaronder een knipperstand voor overdag, en zonder gereedschap te monteren op stuur en zadelpen.',
      use: 'Zien en gezien worden op donkere ritten.',
    },
    pannierBag: {
      name: 'Fietstas',
      description:
        'Een waterdichte fietstas van gelast nylon met rolsluiting, in één klik aan de meeste bagagedragers bevestigd. Met reflecterende details, afneembare schouderband en een gevoerd laptopvak.',
      use: 'Woon-werkverkeer, boodschappen en fietsvakanties.',
    },
    pruningShears: {
      name: 'Snoeischaar',
      description:
        'Een snoeischaar met gehard lemmet van koolstofstaal dat zuiver knipt zonder takjes te kneuzen. Prettige grepen en een vergrendeling die je met één hand sluit; veeg het lemmet af en geef de veer af en toe een druppel olie.',
      use: 'Rozen, heesters en fruitbomen snoeien.',
    },
    gardenSpade: {
      name: 'Spade',
      description:
        'Het blad van roestvrij staal glijdt ook door zware klei en roest nooit, aan een steel van essenhout met D-greep. Een brede trede op het blad spaart je schoenzolen.',
      use: 'Omspitten, planten en vaste planten scheuren.',
    },
    plantPot: {
      name: 'Bloempot',
      description:
        'Klassieke, ongeglazuurde terracotta die ademt: wortels krijgen lucht en de grond blijft niet te nat. Vorstbestendig, met afvoergat en bijpassende schotel.',
      use: 'Kruiden, bloemen en struiken op balkon en terras.',
    },
    raisedBed: {
      name: 'Moestuinbak',
      description:
        'Planken van massief eikenhout die je zonder gereedschap in elkaar schuift en die mooi zilvergrijs verweren. Door de werkhoogte spaar je je rug, en de grond warmt in het voorjaar eerder op.',
      use: 'Groente, sla en kruiden in een kleine tuin.',
    },
    wateringCan: {
      name: 'Gieter',
      description:
        'Een gieter van roestvrij staal met lange tuit en afneembare koperen broes voor een zachte straal. Goed uitgebalanceerd, dus ook vol nog prettig te dragen.',
      use: 'Potten, zaailingen en borders water geven.',
    },
    gardenHose: {
      name: 'Tuinslang',
      description:
        'Een slang van natuurrubber die zelfs bij vorst soepel blijft en niet knikt. Met messing koppelingen aan beide uiteinden en een uv-bestendige buitenlaag die zonder draaien uitrolt.',
      use: 'Gazon en borders sproeien of de fiets afspuiten.',
    },
    yogaMat: {
      name: 'Yogamat',
      description:
        'Een toplaag van kurk die juist meer grip geeft naarmate je meer zweet, op een verende onderlaag van natuurrubber. Van nature antibacterieel, geurloos en 4 mm dik.',
      use: 'Yoga, pilates en stretchen, thuis of op les.',
    },
    yogaBlock: {
      name: 'Yogablok',
      description:
        'Een massief blok van kurk met afgeronde randen, stevig genoeg om op te steunen en licht om mee te nemen. Het brengt de vloer dichterbij in staande houdingen en ondersteunt je bij zittende rekoefeningen.',
      use: 'Steun en uitlijning in yogahoudingen.',
    },
    runningBelt: {
      name: 'Hardloopriem',
      description:
        'Een smalle, elastische riem van gerecycled polyester waarin telefoon, sleutels en een gelletje zitten zonder te stuiteren. Met reflecterende print en een sleutelclip aan de binnenkant.',
      use: 'Het hoognodige meenemen tijdens het hardlopen.',
    },
    runningCap: {
      name: 'Hardlooppet',
      description:
        'Een vederlichte pet van gerecycled polyester die zweet afvoert en snel droogt. Met flexibele klep, geperforeerde zijpanelen en verstelbaar bandje achter.',
      use: 'Bescherming tegen zon en regen tijdens het lopen.',
    },
    kettlebell: {
      name: 'Kettlebell',
      description:
        'Uit één stuk gietijzer gegoten, met een brede, gladde greep die fijn ligt bij swings en presses. De platte onderkant zorgt dat hij stabiel staat, en de poedercoating beschermt tegen roest.',
      use: 'Kracht- en conditietraining thuis.',
    },
    resistanceBands: {
      name: 'Weerstandsband',
      description:
        'Een gesloten band van gelaagd natuurrubber, sterk genoeg voor squats, ondersteunde pull-ups en mobiliteitsoefeningen. Door de gelaagde opbouw knapt hij niet zomaar, en er zit een katoenen zakje bij.',
      use: 'Krachttraining en opwarmen, waar je ook bent.',
    },
    notebook: {
      name: 'Notitieboek',
      description:
        'Een genaaid notitieboek met 192 pagina’s papier van 100 grams waar zelfs vulpeninkt niet doorheen drukt. Het ligt plat open en heeft een leeslint en een insteekvak achterin.',
      use: 'Aantekeningen, schetsen en dagboek.',
    },
    planner: {
      name: 'Weekplanner',
      description:
        'Een ongedateerde planner met een week per dubbele pagina, maandoverzichten en ruimte voor doelen. Harde kaft met linnen bekleding en glad papier van 100 grams.',
      use: 'Weken, gewoontes en projecten op papier plannen.',
    },
    fountainPen: {
      name: 'Vulpen',
      description:
        'Een vulpen van roestvrij staal met een soepele punt in F of M en net genoeg gewicht om ontspannen te schrijven. Geschikt voor standaardpatronen, met een converter voor inkt uit een flesje.',
      use: 'Aantekeningen, brieven en handtekeningen.',
    },
    pencilSet: {
      name: 'Potloodset',
      description:
        'Grafietpotloden in hardheden van 2H tot 8B, gevat in beukenhout uit duurzaam beheerde bossen. Ze laten zich makkelijk en netjes slijpen en zitten in een stevig blik.',
      use: 'Tekenen, schetsen en schrijven.',
    },
    deskOrganiser: {
      name: 'Bureau-organizer',
      description:
        'Een bakje van massief eikenhout met vakjes voor pennen, kaartjes en je telefoon. Vilt aan de onderkant beschermt je bureaublad.',
      use: 'Orde op je bureau.',
    },
    deskLamp: {
      name: 'Bureaulamp',
      description:
        'Een aluminium bureaulamp met verstelbare arm en flikkervrije led, in vijf standen dimbaar van warm tot neutraal wit. De zware voet zorgt dat hij stevig staat.',
      use: 'Gericht licht om te werken en te lezen.',
    },
    buildingBlocks: {
      name: 'Blokkenset',
      description:
        'Blokken van massief beukenhout in naturel en kleur, glad geschuurd en afgewerkt met speekselbestendige verf op waterbasis. Precies goed voor kleine handjes en grote torens, bruggen en kastelen.',
      use: 'Vrij spelen vanaf één jaar.',
    },
    pullAlongToy: {
      name: 'Trekdier',
      description:
        'Een houten hondje op wieltjes dat met zijn staart kwispelt als je hem voorttrekt. Gemaakt van beukenhout, met een katoenen koord en kindveilige verf.',
      use: 'Een maatje bij de eerste stapjes.',
    },
    jigsawPuzzle: {
      name: 'Legpuzzel',
      description:
        'Dikke stukjes van gerecycled karton die stevig in elkaar klikken, met een poster van de afbeelding in de doos. Elke afbeelding is getekend door een Europese illustrator.',
      use: 'Rustige avonden, alleen of samen.',
    },
    boardGame: {
      name: 'Bordspel',
      description:
        'Een strategiespel voor twee tot vijf spelers dat je in een paar minuten uitlegt, met een stevig speelbord en houten pionnen. Een potje duurt 30 tot 45 minuten.',
      use: 'Spelletjesavonden met het hele gezin.',
    },
    bathTowel: {
      name: 'Badlaken',
      description:
        'Zware katoenen badstof van 600 g/m², zacht, goed absorberend en snel droog. Met ophanglusje en dubbel gestikte randen; wassen op 60 °C en geen wasverzachter gebruiken.',
      use: 'Na het douchen, in bad of in de sauna.',
    },
    soapDish: {
      name: 'Zeepschaal',
      description:
        'Een schaaltje van keramiek met verhoogde ribbels waarlangs het water wegloopt. Zo droogt je zeep tussendoor op en gaat hij langer mee.',
      use: 'Zeep droog houden bij de wastafel.',
    },
    barSoap: {
      name: 'Zeepblok',
      description:
        'Koudgeroerde zeep van olijfolie, kokosolie en sheaboter, licht geparfumeerd met etherische oliën. Zonder palmolie en zonder plastic, verpakt in papier.',
      use: 'Milde reiniging van handen en lichaam.',
    },
    handCream: {
      name: 'Handcrème',
      description:
        'Een rijke crème op basis van plantaardige oliën en sheaboter die toch snel intrekt. Verzorgt droge handen zonder vet gevoel en zit in een recyclebare aluminium tube.',
      use: 'Droge handen na tuinieren, afwassen of een koude dag.',
    },
  },
  colours: {
    black: 'zwart',
    white: 'wit',
    graphite: 'grafiet',
    red: 'rood',
    blue: 'blauw',
    navy: 'marineblauw',
    green: 'groen',
    olive: 'olijfgroen',
    sand: 'zand',
    grey: 'grijs',
    terracotta: 'terracotta',
    yellow: 'geel',
    natural: 'naturel',
    pink: 'roze',
  },
  materials: {
    castIron: 'gietijzer',
    stainlessSteel: 'roestvrij staal',
    carbonSteel: 'koolstofstaal',
    aluminium: 'aluminium',
    ceramic: 'keramiek',
    porcelain: 'porselein',
    glass: 'glas',
    oak: 'eikenhout',
    beech: 'beukenhout',
    bamboo: 'bamboe',
    cotton: 'katoen',
    linen: 'linnen',
    wool: 'wol',
    recycledPolyester: 'gerecycled polyester',
    nylon: 'nylon',
    cork: 'kurk',
    rubber: 'natuurrubber',
    paper: 'papier',
    terracottaClay: 'terracotta',
    plantOils: 'plantaardige oliën',
  },
  lines: {
    classic: 'Een tijdloos ontwerp dat zich al jarenlang bewijst.',
    pro: 'Gemaakt voor dagelijks zwaar gebruik en voor wie veel van zijn spullen vraagt.',
    eco: 'Van gerecyclede en hernieuwbare materialen, met een kleinere voetafdruk.',
    compact: 'Licht, klein en ruimtebesparend: makkelijk op te bergen en mee te nemen.',
    premium: 'De beste materialen, met de hand afgewerkt tot in het kleinste detail.',
    essential: 'De basis, goed gemaakt en voor een eerlijke prijs.',
  },
  manufacturers: {
    ferrum:
      'Familiegieterij die sinds 1896 pannen van gietijzer en staal maakt. Elke pan wordt met de hand ingebrand en gecontroleerd voordat hij de fabriek verlaat.',
    aurelio:
      'Messenmaker met een lange traditie, bekend om nauwkeurig geslepen lemmeten en heften die prettig in de hand liggen.',
    kaffeto:
      'Ontwerpt zetgerei voor koffie- en theeliefhebbers: eenvoudige hulpmiddelen die de smaak van goede bonen en blaadjes centraal zetten.',
    porcela:
      'Maakt servies van porselein en glas dat sterk genoeg is voor elke dag en mooi genoeg voor gasten.',
    lumora: 'Kleine lampenstudio die verlichting ontwerpt met warm licht en natuurlijke materialen.',
    tessile:
      'Weverij die plaids, handdoeken en kussens van wol, linnen en katoen op eigen weefgetouwen maakt.',
    'casa-brava':
      'Woonaccessoires, opbergers en plantenbakken met een warme, mediterrane uitstraling, gemaakt van hout, keramiek en bamboe.',
    nordvik:
      'Noordse maker van tenten en slaapzakken, getest in de wind en kou van de Scandinavische bergen.',
    trailcraft:
      'Ontwerpt rugzakken en wandeluitrusting die van de eerste tot de laatste kilometer comfortabel zitten.',
    velora:
      'Fietsaccessoires voor elke dag: felle lampjes, waterdichte tassen en slimme details voor onderweg naar je werk.',
    verdello:
      'Tuingereedschap dat generaties meegaat, met reserveonderdelen en reparatieservice voor elk model.',
    fitform:
      'Eenvoudige, duurzame fitness- en hardloopspullen, waar mogelijk gemaakt van gerecyclede materialen.',
    papyra: 'Papierwaren en pennen voor wie graag met de hand schrijft, gedrukt en gebonden in Europa.',
    holzwerk:
      'Werkplaats voor houten speelgoed van massief beukenhout, glad geschuurd en beschilderd met kindveilige verf.',
    savonna:
      'Zeep en natuurlijke verzorging op basis van plantaardige oliën, in kleine batches gemaakt, met korte ingrediëntenlijsten en weinig verpakking.',
    kivi: 'Uitgever van prachtig geïllustreerde puzzels en bordspellen die mensen samenbrengen aan tafel.',
  },
  attributes: {
    material: 'Materiaal',
    colour: 'Kleur',
    size: 'Maat',
    weight: 'Gewicht',
    line: 'Serie',
  },
  articles: {
    caringForCastIron: {
      title: 'Gietijzer onderhouden: zo doe je dat',
      slug: 'gietijzer-onderhouden',
      subtitle: 'Eén keer goed inbranden, vaak gebruiken, en een gietijzeren pan gaat generaties mee.',
      body: 'Gietijzer heeft de naam lastig te zijn, maar eigenlijk vraagt het weinig. Het geheim zit in de patina: dunne laagjes olie die op hoge temperatuur in het ijzer zijn gebrand en samen een harde, donkere, licht gladde laag vormen. Die beschermt tegen roest en zorgt dat je eitje of biefstuk niet blijft plakken. Onze pannen zijn al voorbehandeld, maar de laag wordt pas echt goed na een paar weken regelmatig bakken.\n\nWil je de laag opfrissen? Was de pan af, droog hem op het vuur en wrijf hem binnen en buiten in met een theelepel olie die goed tegen hitte kan, zoals raapzaad- of zonnebloemolie. Veeg daarna met keukenpapier zoveel mogelijk weg, tot de pan bijna droog oogt. Zet hem een uur ondersteboven in de oven op 230 °C en laat hem daar afkoelen.\n\nVoor de dagelijkse afwas is heet water genoeg. Spoel de pan om terwijl hij nog warm is en verwijder aangekoekte resten met een borstel of wat grof zout. Een druppel afwasmiddel kan geen kwaad, de pan laten weken in de gootsteen wel. Droog hem altijd meteen op het vuur en geef hem een flinterdun laagje olie. De vaatwasser is uit den boze.\n\nZie je toch een roestplekje? Geen paniek. Schuur het weg met staalwol, spoel af, droog en brand de pan opnieuw in. De beste verzorging blijft gewoon koken: elke keer bakken maakt de laag een beetje sterker.',
    },
    hikingPackingList: {
      title: 'Je eerste dagwandeling: wat neem je mee?',
      slug: 'paklijst-dagwandeling',
      subtitle: 'Een korte, nuchtere paklijst voor een lichte rugzak en een zorgeloze dag.',
      body: 'Voor je eerste dagwandeling heb je geen dure uitrusting nodig, maar een paar dingen maken wel het verschil tussen een topdag en een dag om snel te vergeten. Begin met een comfortabele rugzak van 20 tot 30 liter met heupband. Pak hem de avond van tevoren in, dan hoef je ’s ochtends niet te zoeken.\n\nWater staat bovenaan: minstens een liter per persoon, op warme dagen flink meer. Neem eten mee dat niet smelt of plet, zoals noten, gedroogd fruit, boterhammen en een appel, en iets extra voor als de tocht langer duurt. Een lichte regenjas en een warme laag horen er ook bij strakblauwe lucht in, want in de heuvels slaat het weer snel om.\n\nVoor de veiligheid: een opgeladen telefoon met de route offline opgeslagen, een kleine EHBO-set met blarenpleisters, zonnebrand en een pet. Een hoofdlamp weegt bijna niets en is goud waard als je later terug bent dan gepland. Laat ook iemand weten welke route je loopt en hoe laat je terug wilt zijn.\n\nAan je voeten draag je ingelopen wandelschoenen met echte wandelsokken in plaats van katoenen. Wandelstokken zijn niet verplicht, maar bij steile afdalingen zullen je knieën je dankbaar zijn. En tot slot: een zakje voor je afval, zodat je het pad achterlaat zoals je het aantrof.',
    },
    betterCoffeeAtHome: {
      title: 'Betere koffie thuis met een handfilter',
      slug: 'koffie-zetten-met-handfilter',
      subtitle: 'Maling, verhouding en watertemperatuur: de drie knoppen waar je aan draait.',
      body: 'Koffie zetten met een handfilter is eenvoudig en laat de smaak van goede bonen helder naar voren komen. Je hebt verse bonen nodig, een molen, een filterhouder met papieren filter, een waterkoker en liefst een keukenweegschaal.\n\nBegin bij de maling. Voor één kop mik je op ongeveer de grofheid van zeezout. Maal je te fijn, dan loopt het water traag door en wordt de koffie bitter; maal je te grof, dan smaakt hij waterig en zuur. Maal pas vlak voor het zetten, want gemalen koffie verliest binnen een paar minuten veel aroma.\n\nEen goede vuistregel is 60 gram koffie per liter water, dus zo’n 15 gram voor een kop van 250 ml. Het water moet net van de kook zijn, tussen 92 en 96 °C. Heb je geen thermometer, laat de waterkoker dan een halve minuut staan. Spoel het papieren filter eerst om met heet water: dat haalt de papiersmaak weg en warmt de kan voor.\n\nSchenk eerst een klein scheutje water over de koffie en wacht 30 seconden, zodat het koffiebed kan opbloeien en gassen kan afgeven. Giet daarna langzaam in cirkels bij tot je de totale hoeveelheid hebt bereikt. Na ongeveer drie minuten is alles doorgelopen. Proef en verander steeds één ding tegelijk: fijner malen als de koffie slap is, grover als hij scherp smaakt.',
    },
    choosingAKitchenKnife: {
      title: 'Het juiste keukenmes kiezen',
      slug: 'het-juiste-keukenmes-kiezen',
      subtitle: 'Welke messen je echt nodig hebt en hoe je ze scherp houdt.',
      body: 'De meeste thuiskoks kunnen bijna alles af met twee messen: een koksmes en een broodmes. Een klein schilmesje is een handige aanvulling, maar wil je ergens in investeren, doe het dan in deze twee.\n\nHet koksmes doet het meeste werk. Je snijdt er uien en kruiden mee, verdeelt vlees en kneust knoflook met de platte kant van het lemmet. Een lemmet van 20 centimeter past bij de meeste mensen; heb je kleinere handen of een kleine snijplank, kies dan 16 centimeter. Neem het mes als het kan even in de hand voordat je het koopt: het hoort in balans te liggen op het punt waar lemmet en heft samenkomen. Het broodmes met zijn lange, gekartelde snede zaagt door harde korsten zonder het brood plat te drukken, en is ook ideaal voor tomaten en taart.\n\nRoestvrij staal is voor de meeste keukens de praktische keuze: het is ongevoelig voor roest en vlekken en makkelijk te slijpen. Hardere staalsoorten blijven langer scherp, maar kunnen bij onvoorzichtig gebruik een schilfertje verliezen. Was messen altijd met de hand, droog ze meteen af en bewaar ze aan een magneetstrip of in een blok, niet los in de la.\n\nEen scherp mes is een veilig mes, omdat het niet wegglijdt. Haal het koksmes om de paar keer over een aanzetstaal en slijp het twee à drie keer per jaar op een wetsteen. Een gekarteld broodmes hoeft bijna nooit geslepen te worden.',
    },
    balconyGardenInSpring: {
      title: 'Een balkontuin in het voorjaar',
      slug: 'balkontuin-in-het-voorjaar',
      subtitle: 'Potten, aarde, kruiden en water geven: zo wordt ook een klein balkon groen.',
      body: 'Zelfs op een smal balkon kun je van april tot oktober kruiden, sla en bloemen kweken. Kijk voordat je iets koopt eerst hoeveel zon er valt. Een balkon op het zuiden is ideaal voor mediterrane kruiden en tomaten, terwijl munt, peterselie en pluksla het prima doen in de halfschaduw.\n\nKies potten die groter zijn dan je denkt: minstens 20 centimeter doorsnede voor kruiden en 30 tot 40 centimeter voor tomaten of kleine struiken. Terracotta ademt en houdt de wortels koel, maar droogt sneller uit dan kunststof. Elke pot heeft een gat in de bodem nodig, en een laagje hydrokorrels onderin voorkomt dat het water blijft staan.\n\nGebruik goede turfvrije potgrond en geen tuinaarde, want die klinkt in een pot snel in. Tijm, rozemarijn, oregano en bieslook zijn vergevingsgezinde beginners. Basilicum houdt van warmte en mag pas naar buiten als het ’s nachts niet meer onder de 10 °C komt. Oogst vaak, dan groeien je kruiden voller.\n\nBij het water geven gaat het vaak mis. Geef ’s ochtends flink water tot het onder uit de pot loopt en wacht dan tot de bovenste centimeters droog aanvoelen. Op hete zomerdagen kan dat twee keer per dag nodig zijn, in een koele voorjaarsweek is om de paar dagen genoeg. Geef vanaf juni elke twee weken een beetje biologische vloeibare voeding.',
    },
    cosyLightingForWinter: {
      title: 'Sfeervol licht voor de donkere maanden',
      slug: 'sfeervol-licht-in-de-winter',
      subtitle: 'Waarom meerdere lagen warm licht een huis gezellig maken.',
      body: 'Zodra de dagen korter worden, laat die ene plafondlamp zijn zwakke kanten zien: de kamer wordt vlak en de avond voelt als kantoortijd. De oplossing is niet meer licht, maar meer lichtbronnen op verschillende hoogtes.\n\nDenk in drie lagen. De eerste is basisverlichting, zoals een hanglamp boven de eettafel of een plafondlamp, het liefst dimbaar. De tweede is functioneel licht op de plekken waar je iets doet: een bureaulamp, een leeslamp naast de fauteuil, een ledstrip onder de keukenkastjes. De derde laag is sfeerlicht: een klein tafellampje op het dressoir, een lamp in de vensterbank, kaarsen op tafel. Samen vormen ze eilandjes van licht met zachte schaduwen ertussen, en precies dat ervaren we als gezellig.\n\nKleurtemperatuur is net zo belangrijk als helderheid. Kies voor woon- en slaapkamer lampen van 2700 kelvin of lager; die geven het warme, gouden licht van de ouderwetse gloeilamp. Koeler, neutraal licht bewaar je voor het bureau, waar je je moet concentreren.\n\nEn houd het licht ’s avonds laag. Lampen op ooghoogte of lager voelen rustiger dan licht van boven, en de plafondlamp uitdoen na het eten is een eenvoudig signaal voor je lichaam dat de dag erop zit.',
    },
    yogaAtHomeForBeginners: {
      title: 'Yoga thuis voor beginners',
      slug: 'yoga-thuis-voor-beginners',
      subtitle: 'Een stukje vloer, een goede mat en een kwartier: meer heb je niet nodig om te beginnen.',
      body: 'Om met yoga te beginnen hoef je niet meteen naar een studio. Een stuk vloer van zo’n twee meter lang, breed genoeg om je armen te spreiden, is genoeg. Ruim het op, zet een raam open en oefen als het kan elke dag op hetzelfde moment, dan wordt het vanzelf een gewoonte.\n\nEen goede mat is het enige waar je meteen in wilt investeren. Je handen en voeten mogen niet wegglijden en je knieën moeten zacht liggen. Kurk en natuurrubber geven ook grip als je gaat zweten. Een yogablok en een opgevouwen deken maken zitten comfortabeler en brengen de vloer dichterbij als je nog niet zo lenig bent.\n\nEen eenvoudige eerste routine: begin met twee minuten zitten en adem rustig door je neus. Ga op handen en knieën en wissel een paar keer tussen kat en koe. Dan naar de neerwaartse hond, waarbij je afwisselend je hielen richting de mat duwt. Loop met kleine stapjes naar voren in een staande vooroverbuiging, rol langzaam op en sta even stil in de berghouding. Voeg een paar zonnegroeten toe, een lage uitval aan beide kanten en een zachte draai op je rug. Sluit af met vijf minuten ontspannen liggen.\n\nBeweeg langzaam en ga nooit door pijn heen. Drie keer per week een kwartier levert meer op dan één keer per maand een uur.',
    },
    aGentlerBathroom: {
      title: 'Een zachtere badkamer',
      slug: 'een-zachtere-badkamer',
      subtitle: 'Kleine stappen naar minder plastic en mildere verzorging.',
      body: 'De badkamer is een van de makkelijkste plekken in huis om plastic te besparen. Bijna alles staat er in flessen, tubes en pompjes, en veel daarvan kun je vervangen zonder dat je er iets op inlevert.\n\nBegin bij de zeep. Een goed zeepblok van plantaardige oliën reinigt mild, gaat veel langer mee dan vloeibare zeep en zit in een papiertje. De truc is om het blok tussendoor te laten drogen: een zeepschaal met ribbels of gaatjes laat het water weglopen, zodat de zeep niet papperig wordt. Eén blok vervangt zo twee tot drie flessen vloeibare zeep. Shampoo is er ook als blok, en handcrème in een aluminium tube is beter te recyclen dan een plastic exemplaar.\n\nOok handdoeken verdienen een beetje aandacht. Was ze om de paar keer op 60 °C en sla de wasverzachter over: die legt een laagje om de vezels, waardoor ze minder goed opnemen. Laat ze buiten drogen of doe ze kort in de droger, dan blijven ze lekker zacht. Hang ze na gebruik uitgespreid op, zodat ze snel drogen en fris blijven.\n\nEn vooral: neem de tijd. Maak op wat je hebt voordat je overstapt, en verander één ding tegelijk. Een zachtere badkamer bouw je in maanden op, niet in een weekend.',
    },
    cyclingToWork: {
      title: 'Op de fiets naar je werk',
      slug: 'op-de-fiets-naar-je-werk',
      subtitle: 'Verlichting, tassen, route en weer: zo wordt fietsen naar je werk een fijne gewoonte.',
      body: 'Fietsen naar je werk is de makkelijkste manier om elke dag te bewegen, en in de stad ben je vaak sneller dan met de auto. Zeker als de afstand wat groter is dan je gewend bent, maakt een beetje voorbereiding het verschil tussen een rit waar je zin in hebt en een rit waar je tegen opziet.\n\nGoede verlichting komt op de eerste plaats. Vertrek je in het licht, dan fiets je vanaf oktober vaak in het donker naar huis. Oplaadbare lampjes voor en achter kun je gewoon op de fiets laten zitten en op je werk via usb opladen. Reflectoren in de wielen en op de pedalen maken je ook van opzij goed zichtbaar.\n\nVervoer je spullen op de fiets, niet op je rug. In een waterdichte fietstas passen een laptop, schone kleren en je lunch, en je komt aan zonder bezweet shirt. Verken je route op een rustige zaterdag: fietspaden, parken en rustige straten zijn vaak maar een paar minuten langer dan de drukke hoofdweg en veel ontspannener.\n\nTegen regen helpen een lichte jas en een regenbroek die altijd in je tas zitten. In de winter houden handschoenen en een dun mutsje onder je helm je warm. Leg een handdoek en deodorant op je werk, doe het de eerste ritten rustig aan, en je vraagt je al snel af waarom je het niet eerder deed.',
    },
    plannerHabits: {
      title: 'Je week plannen met een papieren planner',
      slug: 'week-plannen-met-papieren-planner',
      subtitle: 'Twintig minuten op zondag voor een rustigere week.',
      body: 'Een papieren planner stuurt je geen meldingen, en dat is precies zijn kracht. Door met de hand te schrijven moet je kiezen wat er echt toe doet, en één blik op de opengeslagen pagina laat je hele week in één keer zien.\n\nDe gewoonte die het laat werken, is een korte weekreview. Kies een vast moment, bijvoorbeeld zondagavond of maandagochtend, en ga zitten met je planner, een pen en een kop thee. Kijk eerst terug: wat is gelukt, wat is blijven liggen, wat kan weg? Zet daarna je vaste afspraken in de nieuwe week voordat je iets anders plant.\n\nKies vervolgens drie prioriteiten voor de week en schrijf die bovenaan de pagina. Geef elk een concreet moment op een bepaalde dag, in plaats van te hopen dat je er ergens tijd voor vindt. Laat bewust ruimte open, want een week die tot op de minuut is volgepland, valt bij de eerste verrassing al uit elkaar.\n\nLeg de planner door de week open op je bureau en vink af wat klaar is. Schuif onafgemaakte taken bewust door, niet automatisch: als iets al drie keer is verschoven, is het misschien toch niet zo belangrijk. Gebruik de notitiepagina’s voor ideeën en lijstjes, dan staat alles op één plek.',
    },
    whyWoodenToys: {
      title: 'Waarom houten speelgoed zo lang meegaat',
      slug: 'waarom-houten-speelgoed',
      subtitle: 'Stevig, veelzijdig en makkelijk te onderhouden: speelgoed voor meer dan één kindertijd.',
      body: 'Houten speelgoed gaat vaak van generatie op generatie, en dat is geen toeval. Massief beuken- of esdoornhout kan tegen gooien, kauwen en erop staan, en een deukje geeft alleen maar karakter. De blokken die een peuter voor zijn eerste verjaardag krijgt, worden nog gebruikt als hetzelfde kind op zijn zevende een knikkerbaan bouwt.\n\nDe grootste kracht van houten speelgoed is dat het open is. Een blok heeft geen knopje en geen vast doel: vandaag is het een toren, morgen een auto, een telefoon of een taartje in de speelgoedwinkel. Omdat het speelgoed het spel niet voorschrijft, verzinnen kinderen hun eigen verhalen en oefenen ze ondertussen fantasie, fijne motoriek en geduld.\n\nLet bij het kopen op massief hout uit duurzaam beheerde bossen, glad geschuurde randen en verf op waterbasis of natuurlijke olie die veilig is als het speelgoed in een mondje belandt. Controleer of kleine onderdelen stevig vastzitten en passen bij de leeftijd van je kind.\n\nHet onderhoud is simpel. Neem het speelgoed af met een vochtige doek en een beetje milde zeep, laat het nooit in water liggen en laat het op kamertemperatuur drogen. Wordt het oppervlak dof of ruw, schuur het dan licht op en wrijf het in met een voedselveilige olie. Dan ziet het er weer bijna als nieuw uit.',
    },
    settingATableForGuests: {
      title: 'De tafel dekken voor gasten',
      slug: 'tafel-dekken-voor-gasten',
      subtitle: 'Borden, glazen, servetten en bloemen: een handige gids voor een ontspannen etentje.',
      body: 'Een mooi gedekte tafel laat je gasten voelen dat ze welkom zijn, nog voordat het eerste gerecht op tafel staat. Het hoeft niet stijf of formeel te zijn; een paar eenvoudige regels en wat persoonlijke details zijn genoeg.\n\nBegin met de borden, midden op elke plek en zo’n twee centimeter van de tafelrand. Vorken liggen links, messen rechts met de snijkant naar het bord, en de soeplepel rechts van de messen. Bestek gebruik je van buiten naar binnen, dus leg het neer in de volgorde van de gangen. Een dessertlepel kan boven het bord liggen.\n\nGlazen staan rechtsboven, boven de messen: eerst het waterglas, dan de wijnglazen in de volgorde waarin ze gebruikt worden. Stoffen servetten van linnen of katoen zien er veel mooier uit dan papieren; vouw ze eenvoudig en leg ze op het bord of links van de vorken. Een compleet bijpassend servies is prachtig, maar een bewuste mix van kleuren werkt net zo goed.\n\nHoud bloemen laag, zodat iedereen elkaar over de tafel heen kan zien. Een paar kleine vaasjes met takjes en bloemen van het seizoen zijn levendiger dan één groot boeket. Steek kaarsen aan als het begint te schemeren, en zet vanaf het begin een karaf water op tafel.',
    },
  },
  promotions: {
    winterSale: {
      name: 'Wintersale',
      slug: 'wintersale',
      description:
        '20% korting op geselecteerde plaids, lampen en outdooruitrusting, voor warme avonden binnen en frisse dagen buiten.',
    },
    kitchenDays: {
      name: 'Keukendagen',
      slug: 'keukendagen',
      description:
        '€ 10 korting op geselecteerde pannen. Hét moment voor de pan waar je nog tientallen jaren mee kookt.',
    },
    freeShippingWeekend: {
      name: 'Gratis verzendweekend',
      slug: 'gratis-verzendweekend',
      description: 'Dit weekend verzenden we alle bad- en verzorgingsproducten gratis.',
    },
    welcome: {
      name: 'Welkomstaanbieding',
      slug: 'welkomstaanbieding',
      description:
        'Welkom bij Tendero: 10% korting op je hele winkelwagen met de code WELCOME10, één keer per klant.',
    },
    saveFifteen: {
      name: '€ 15 korting',
      slug: '15-korting',
      description: '€ 15 korting op bestellingen vanaf € 100 met de code SAVE15.',
    },
    freeShippingCode: {
      name: 'Code voor gratis verzending',
      slug: 'code-voor-gratis-verzending',
      description: 'Vul de code FREESHIP in je winkelwagen in en we verzenden je bestelling gratis.',
    },
    summerSale: {
      name: 'Zomersale',
      slug: 'zomersale',
      description: '25% korting op je hele winkelwagen met de code SUMMER25, de hele zomer lang.',
    },
    fitFormWeeks: {
      name: 'FitForm-weken',
      slug: 'fitform-weken',
      description:
        '20% korting op alles van FitForm – yogamatten, kettlebells en hardloopspullen – met de code FITFORM20.',
    },
    gardenSeason: {
      name: 'Tuinseizoen',
      slug: 'tuinseizoen',
      description:
        '10% korting op alles voor de tuin met de code GARDEN10: gereedschap, plantenbakken en gieters.',
    },
    freeGift: {
      name: 'Gratis cadeau',
      slug: 'gratis-cadeau',
      description:
        'Vanaf € 150 kies je een gratis cadeau: een zeepblok, handcrème, een potloodset of een notitieboek.',
    },
    fullVoucher: {
      name: 'Cadeaubon',
      slug: 'cadeaubon',
      description:
        'Een demobon voor een hele bestelling: de code VOUCHER100 haalt 100% van je artikelen af, één keer per klant. Voeg FREESHIP toe en er blijft niets te betalen.',
    },
  },
  marketing: {
    heroWinter: {
      title: 'Wintersale: 20% korting',
      body: 'Bespaar op geselecteerde plaids, lampen en outdooruitrusting, zolang de voorraad strekt.',
      cta: 'Naar de sale',
    },
    heroOutdoor: {
      title: 'Het nieuwe buitenseizoen is begonnen',
      body: 'Tenten, rugzakken en fietsspullen voor lange dagen buiten.',
      cta: 'Ontdek outdoor',
    },
    bannerKitchen: {
      title: 'Keukendagen',
      body: '€ 10 korting op geselecteerde pannen.',
      cta: 'Bekijk de pannen',
    },
    bannerGarden: {
      title: 'Klaar voor de lente',
      body: 'Gereedschap, potten en moestuinbakken voor je tuin.',
      cta: 'Naar de tuin',
    },
    bannerOffice: {
      title: 'Een opgeruimd bureau',
      body: 'Notitieboeken, pennen en planners voor een frisse start.',
      cta: 'Bekijk kantoor',
    },
    uspShipping: {
      title: 'Gratis verzending vanaf € 49',
      body: 'Op elke bestelling vanaf € 49.',
      cta: '',
    },
    uspReturns: {
      title: '{returnDays} dagen bedenktijd',
      body: 'Toch niet wat je zocht? Stuur het gratis terug met ons retourlabel.',
      cta: '',
    },
    uspPayment: {
      title: 'Veilig betalen met je kaart',
      body: 'Versleutelde betaling met alle gangbare creditcards.',
      cta: '',
    },
    uspSupport: {
      title: 'Persoonlijke service, ma–vr',
      body: 'Echte mensen beantwoorden je vragen per e-mail en telefoon.',
      cta: '',
    },
  },
};
