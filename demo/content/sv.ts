import type { LocaleContent } from './types.ts';

export const sv: LocaleContent = {
  brandsSegment: 'varumarken',
  categories: {
    kitchen: {
      name: 'Kök',
      slug: 'kok',
      description:
        'Hållbara redskap för matlagning, fikastunder och dukning – utvalda för att användas i många år.',
    },
    'kitchen.cookware': {
      name: 'Kokkärl',
      slug: 'kokkarl',
      description: 'Pannor och grytor som fördelar värmen jämnt och tål daglig användning i generationer.',
    },
    'kitchen.cookware.pans': {
      name: 'Stekpannor',
      slug: 'stekpannor',
      description: 'Stekpannor i gjutjärn och wokpannor i kolstål för krispig yta och snabb stekning.',
    },
    'kitchen.cookware.pots': {
      name: 'Kastruller och grytor',
      slug: 'kastruller-och-grytor',
      description: 'Kastruller och gjutjärnsgrytor för soppor, buljonger och långkok.',
    },
    'kitchen.knives': {
      name: 'Knivar',
      slug: 'knivar',
      description: 'Vassa, välbalanserade knivar för att hacka, skära och dela bröd.',
    },
    'kitchen.coffee': {
      name: 'Kaffe och te',
      slug: 'kaffe-och-te',
      description: 'Allt för lugna kaffe- och testunder, från handbryggarset till tekannor.',
    },
    'kitchen.tableware': {
      name: 'Dukning',
      slug: 'dukning',
      description:
        'Tallrikar i porslin och dricksglas för vardag och fest. Ett vackert dukat bord lockar till långa middagar.',
    },
    home: {
      name: 'Hem',
      slug: 'hem',
      description: 'Ljus, textilier och förvaring för ett hem där du trivs.',
    },
    'home.lighting': {
      name: 'Belysning',
      slug: 'belysning',
      description: 'Bords- och pendellampor som sprider ett varmt, mjukt ljus i varje rum.',
    },
    'home.textiles': {
      name: 'Hemtextil',
      slug: 'hemtextil',
      description: 'Plädar i ull och kuddfodral i linne som gör soffan ännu mer inbjudande.',
    },
    'home.decor': {
      name: 'Inredning',
      slug: 'inredning',
      description: 'Vaser och speglar som ger hemmet personlighet och ljus.',
    },
    'home.storage': {
      name: 'Förvaring',
      slug: 'forvaring',
      description: 'Korgar och hyllor som ger allt en egen plats – snyggt och praktiskt.',
    },
    outdoor: {
      name: 'Friluftsliv',
      slug: 'friluftsliv',
      description:
        'Utrustning för camping, vandring och cykling. Ute i naturen är det skönt när prylarna fungerar.',
    },
    'outdoor.camping': {
      name: 'Camping',
      slug: 'camping',
      description: 'Tält och sovsäckar för varma och torra nätter ute i naturen.',
    },
    'outdoor.hiking': {
      name: 'Vandring',
      slug: 'vandring',
      description: 'Allt för stigen: ryggsäckar, stavar och flaskor för korta och långa turer.',
    },
    'outdoor.hiking.backpacks': {
      name: 'Ryggsäckar',
      slug: 'ryggsackar',
      description: 'Dagsryggsäckar och vandringsryggsäckar som sitter bra och bär lasten bekvämt.',
    },
    'outdoor.hiking.accessories': {
      name: 'Vandringstillbehör',
      slug: 'vandringstillbehor',
      description: 'Vandringsstavar och vattenflaskor som följer med lätt, kilometer efter kilometer.',
    },
    'outdoor.cycling': {
      name: 'Cykling',
      slug: 'cykling',
      description: 'Lampor och cykelväskor för pendling och längre cykelturer.',
    },
    garden: {
      name: 'Trädgård',
      slug: 'tradgard',
      description: 'Redskap, krukor och bevattning för trädgården och balkongen.',
    },
    'garden.tools': {
      name: 'Trädgårdsredskap',
      slug: 'tradgardsredskap',
      description: 'Stadiga sekatörer och spadar som håller säsong efter säsong.',
    },
    'garden.planters': {
      name: 'Krukor och odlingslådor',
      slug: 'krukor-och-odlingslador',
      description: 'Terrakottakrukor och odlingslådor för örter, blommor och egen skörd.',
    },
    'garden.watering': {
      name: 'Bevattning',
      slug: 'bevattning',
      description: 'Vattenkannor och slangar som ger vattnet dit det behövs.',
    },
    sport: {
      name: 'Sport',
      slug: 'sport',
      description: 'Utrustning för yoga, löpning och träning hemma – rörelse i din egen takt.',
    },
    'sport.yoga': {
      name: 'Yoga',
      slug: 'yoga',
      description: 'Yogamattor och yogablock i kork med bra grepp och naturlig känsla.',
    },
    'sport.running': {
      name: 'Löpning',
      slug: 'lopning',
      description: 'Lätta löparbälten och kepsar som varken skaver eller studsar.',
    },
    'sport.training': {
      name: 'Träning',
      slug: 'traning',
      description: 'Kettlebells och träningsband för effektiv styrketräning hemma.',
    },
    office: {
      name: 'Kontor',
      slug: 'kontor',
      description: 'Papper, pennor och skrivbordstillbehör för fokuserat arbete.',
    },
    'office.notebooks': {
      name: 'Anteckningsböcker och kalendrar',
      slug: 'anteckningsbocker-och-kalendrar',
      description: 'Anteckningsböcker och veckokalendrar där tankar och planer får ta plats.',
    },
    'office.writing': {
      name: 'Pennor',
      slug: 'pennor',
      description: 'Reservoarpennor och blyertspennor som gör det roligt att skriva för hand.',
    },
    'office.desk': {
      name: 'Skrivbord',
      slug: 'skrivbord',
      description: 'Organisatörer och lampor för ett välordnat och väl upplyst skrivbord.',
    },
    kids: {
      name: 'Barn',
      slug: 'barn',
      description: 'Tåliga leksaker och spel som väcker fantasin och samlar familjen.',
    },
    'kids.wooden-toys': {
      name: 'Träleksaker',
      slug: 'traleksaker',
      description: 'Klossar och dragleksaker i bokträ som håller för lek i generationer.',
    },
    'kids.games': {
      name: 'Spel och pussel',
      slug: 'spel-och-pussel',
      description: 'Pussel och brädspel för lugna kvällar och roliga spelkvällar.',
    },
    bath: {
      name: 'Badrum',
      slug: 'badrum',
      description: 'Handdukar, tvålar och hudvård för ett badrum som känns som ett litet spa.',
    },
    'bath.accessories': {
      name: 'Handdukar och tillbehör',
      slug: 'handdukar-och-tillbehor',
      description: 'Mjuka badlakan och tvålkoppar i keramik för vardagsbruk.',
    },
    'bath.care': {
      name: 'Tvål och hudvård',
      slug: 'tval-och-hudvard',
      description: 'Tvålar och krämer gjorda på växtoljor som vårdar huden varsamt.',
    },
  },
  productTypes: {
    fryingPan: {
      name: 'Stekpanna',
      description:
        'Stekpannan i gjutjärn håller värmen och fördelar den jämnt, så att köttet får en fin stekyta och potatisen blir krispig. Den levereras förbehandlad och fungerar på alla spisar och i ugnen. Diska med hett vatten och gnid in ett tunt lager olja efteråt.',
      use: 'För kött, grönsaker och krispig stekt potatis.',
    },
    wok: {
      name: 'Wokpanna',
      description:
        'En wokpanna i kolstål som blir het på nolltid, med höga kanter som håller kvar ingredienserna när du rör snabbt. Med tiden bildar ytan en naturlig patina som gör att maten släpper allt lättare. Torka direkt efter disk och olja in lätt, så rostar den inte.',
      use: 'För snabba wokrätter på hög värme.',
    },
    stockPot: {
      name: 'Kastrull',
      description:
        'Rymlig kastrull i rostfritt stål med sandwichbotten som fördelar värmen jämnt och minskar risken att något bränns fast. Ett tättslutande lock och stadiga handtag gör stora kok enkla. Tål diskmaskin och fungerar på induktion.',
      use: 'För buljong, soppa och pasta.',
    },
    dutchOven: {
      name: 'Gjutjärnsgryta',
      description:
        'Emaljerad gjutjärnsgryta som håller värmen länge och låter kött och bönor puttra sig möra. Det tunga locket leder tillbaka ångan till maten så att inget torkar ut. Grytan går direkt från spisen till ugnen och vidare till bordet.',
      use: 'För grytor, långkok och bröd i ugnen.',
    },
    chefsKnife: {
      name: 'Kockkniv',
      description:
        'Mångsidig kockkniv i rostfritt stål – vass, välbalanserad och skön att hålla även under långa förberedelser. Eggen är handslipad och håller sig skarp om du bryner den regelbundet. Diska för hand och torka direkt.',
      use: 'För att hacka grönsaker, kött och örter.',
    },
    breadKnife: {
      name: 'Brödkniv',
      description:
        'Den långa, vågtandade eggen skär genom frasig skorpa utan att trycka ihop det mjuka inkråmet. Rostfritt stål och ett stadigt handtag gör kniven till en trogen följeslagare i köket. Den fungerar också för att dela tårtbottnar och skiva tomater.',
      use: 'För bröd och bakverk.',
    },
    pourOverSet: {
      name: 'Handbryggarset',
      description:
        'Setet består av en glaskanna och en filterhållare för att brygga kaffe för hand, i lugn takt. Vatten som hälls långsamt lockar fram fruktiga och söta toner ur bönorna. Det värmetåliga glaset är lätt att hålla rent och låter dig följa bryggningen.',
      use: 'För en eller flera koppar filterkaffe.',
    },
    teapot: {
      name: 'Tekanna',
      description:
        'Tekanna i keramik som håller teet varmt och häller utan att droppa. Den löstagbara silen ger bladen plats att veckla ut sig. Den glaserade ytan tar inte upp smaker eller färg, så samma kanna passar grönt te lika bra som örtte.',
      use: 'För att brygga löste till hela bordet.',
    },
    dinnerPlateSet: {
      name: 'Tallriksset',
      description:
        'Mattallrikar i tåligt porslin med diskret kant och en lätt fördjupning som håller såsen på plats. De klarar vardagens slit, diskmaskin och mikrovågsugn. Tallrikarna staplas kompakt i skåpet.',
      use: 'För vardagsmiddagar och festliga bord.',
    },
    drinkingGlasses: {
      name: 'Dricksglas',
      description:
        'Dricksglas i klart glas med tunn kant och skön tyngd i handen. De passar lika bra till vatten som till juice eller vin. Glasen tål diskmaskin och går att stapla.',
      use: 'För vardagen och det dukade bordet.',
    },
    tableLamp: {
      name: 'Bordslampa',
      description:
        'Bordslampa med fot i keramik och skärm av tyg som sprider ett mjukt, varmt ljus i rummet. Varje fot glaseras för hand, så nyanserna skiljer sig något åt. Passar LED-lampor med E27-sockel.',
      use: 'Som stämningsljus på sidobordet eller byrån.',
    },
    pendantLight: {
      name: 'Pendellampa',
      description:
        'Pendellampa av flätad bambu som silar ljuset till vackra skuggor på väggar och tak. Den lätta konstruktionen passar lika bra över matbordet som i hallen. Bambu är ett snabbväxande, förnybart material.',
      use: 'Som allmänbelysning över matbordet eller soffgruppen.',
    },
    throwBlanket: {
      name: 'Pläd',
      description:
        'Mjuk pläd vävd av ull som värmer men andas, så att det aldrig blir för varmt i soffan. Den är stor nog att svepa in sig helt i. Vädra ofta och tvätta vid behov på ullprogram.',
      use: 'För soffan, läshörnan och svala kvällar.',
    },
    cushionCover: {
      name: 'Kuddfodral',
      description:
        'Kuddfodral i linne som blir mjukare och vackrare för varje tvätt. Det dolda blixtlåset ger ett rent intryck, och linnets naturliga struktur ger soffan en avslappnad känsla. Tvättas i 40 grader.',
      use: 'För att förnya soffan och sängen med enkla medel.',
    },
    vase: {
      name: 'Vas',
      description:
        'Handformad vas i keramik med matt glasyr som framhäver både en ensam kvist och en frodig bukett. Insidan är glaserad och vattentät. Vacker även tom på en hylla.',
      use: 'För snittblommor, kvistar och torkade blommor.',
    },
    wallMirror: {
      name: 'Väggspegel',
      description:
        'Väggspegel med ram i massiv ek och rundade, oljade kanter. Spegeln ger även en liten hall mer ljus och rymd. Monteringsbeslag ingår.',
      use: 'För hallen, sovrummet eller vardagsrummet.',
    },
    storageBasket: {
      name: 'Förvaringskorg',
      description:
        'Förvaringskorg i flätad bambu som håller ordning på småsaker i hyllan, hallen eller badrummet. Den är lätt men stadig, och handtagen gör den enkel att lyfta. Torka av med en fuktig trasa.',
      use: 'För mössor, leksaker, handdukar och tidningar.',
    },
    shelfUnit: {
      name: 'Hylla',
      description:
        'Stadig hylla i massiv ek för böcker, växter och förvaringskorgar. Kryssstag håller stommen rak, och den oljade ytan tål användning och blir vackrare med åren. Förankra hyllan i väggen för säkerhets skull.',
      use: 'För vardagsrum, arbetsrum eller kök.',
    },
    tent: {
      name: 'Tält',
      description:
        'Fristående tält i ripstop-nylon som går snabbt att resa tack vare färgkodade bågar. Den dubbelväggiga konstruktionen håller regnet ute och minskar kondensen. Pinnar och bågar ryms i packpåsen.',
      use: 'För weekendturer och vandringar från vår till höst.',
    },
    sleepingBag: {
      name: 'Sovsäck',
      description:
        'Mumiesovsäck med fyllning av återvunnen polyester som värmer även när den är fuktig och torkar snabbt. Den formade huvan och draglisten längs blixtlåset håller kvar värmen. Packas ner i en liten kompressionspåse.',
      use: 'För nätter i tält eller vindskydd.',
    },
    hikingBackpack: {
      name: 'Vandringsryggsäck',
      description:
        'Vandringsryggsäck i nylon med justerbar rygg, vadderat höftbälte och regnskydd. Vikten hamnar på höfterna, så även långa dagar känns lättare. Sidofickor och ett bottenfack håller ordning på utrustningen.',
      use: 'För flerdagarsturer och längre vandringar.',
    },
    daypack: {
      name: 'Dagsryggsäck',
      description:
        'Lätt dagsryggsäck i återvunnen polyester med vadderade axelremmar och sidoficka för vattenflaskan. Den ventilerade ryggpanelen minskar svetten. Passar lika bra i vardagen som på en skogstur.',
      use: 'För dagsturer, pendling och stan.',
    },
    trekkingPoles: {
      name: 'Vandringsstavar',
      description:
        'Justerbara vandringsstavar i lätt aluminium som dämpar stötarna i nedförsbackar och ger balans i stenig terräng. Snabblåsen är lätta att ställa in även med handskar på. Handtagen i kork känns behagliga även med svettiga händer.',
      use: 'För backiga stigar och långa vandringsdagar.',
    },
    waterBottle: {
      name: 'Vattenflaska',
      description:
        'Vattenflaska i rostfritt stål som inte smakar plast och inte tar upp lukter. Det täta locket gör flaskan läckagesäker i ryggsäcken. Diska flaska och lock för hand i varmt vatten.',
      use: 'För tur, gym och skrivbord.',
    },
    bikeLightSet: {
      name: 'Cykelbelysning',
      description:
        'Fram- och baklampa med hölje i aluminium som laddas via USB. Den starka framlampan lyser upp vägen och baklampan syns långt, även från sidan. Lamporna monteras utan verktyg och är lätta att ta med när du låser cykeln.',
      use: 'För säker cykling i mörker och skymning.',
    },
    pannierBag: {
      name: 'Cykelväska',
      description:
        'Vattentät cykelväska i kraftig nylon som fästs på pakethållaren med ett enda grepp. Rullförslutningen stänger ute regn och stänk, och reflexer ökar synligheten. Med den avtagbara axelremmen är väskan lätt att bära när du är framme.',
      use: 'För pendling, handling och cykelsemester.',
    },
    pruningShears: {
      name: 'Sekatör',
      description:
        'Sekatör med blad i kolstål som klipper levande grenar rent utan att krossa dem. Fjädern öppnar sekatören lätt och låset håller den stängd i fickan. Torka av bladen efter användning och olja leden då och då.',
      use: 'För buskar, rosor och fruktträd.',
    },
    gardenSpade: {
      name: 'Spade',
      description:
        'Spade med blad i rostfritt stål som går lätt ner i marken och som jorden inte fastnar på. Den breda trampkanten skonar foten och T-handtaget ger ett bra grepp. Skölj av spaden efter användning, så håller den i många år.',
      use: 'För planteringsgropar och för att vända jorden i landet.',
    },
    plantPot: {
      name: 'Blomkruka',
      description:
        'Klassisk blomkruka i bränd terrakotta som andas och låter överflödig fukt avdunsta. Hålet i botten gör att rötterna inte står i vatten. Ta in krukan före frosten så att leran inte spricker.',
      use: 'För örter, blommor och balkongväxter.',
    },
    raisedBed: {
      name: 'Odlingslåda',
      description:
        'Odlingslåda av ekplank som värms upp snabbt på våren och är skonsam för ryggen. Fyll den i lager med ris, kompost och jord för en frodig skörd. Ek tål väder och vind naturligt, utan kemisk behandling.',
      use: 'För grönsaker, örter och bär i trädgården.',
    },
    wateringCan: {
      name: 'Vattenkanna',
      description:
        'Vattenkanna i rostfritt stål med lång pip som når in bakom krukorna. Den avtagbara strilen ger en mjuk skur åt småplantorna. Det balanserade handtaget gör även en full kanna lätt att bära.',
      use: 'För krukor, plantor och balkonglådor.',
    },
    gardenHose: {
      name: 'Trädgårdsslang',
      description:
        'Flexibel trädgårdsslang i gummi som inte knycklar sig och förblir mjuk även när det är svalt. Den tål UV-strålning och många års användning. Snabbkopplingarna passar de vanligaste munstyckena och slangvindorna.',
      use: 'För gräsmattan, rabatterna och grönsakslandet.',
    },
    yogaMat: {
      name: 'Yogamatta',
      description:
        'Yogamatta med yta av kork vars grepp blir bättre ju varmare och svettigare du blir. Undersidan av naturgummi ligger stilla på golvet och dämpar under knäna. Kork är naturligt antibakteriellt – torka av med en fuktig trasa.',
      use: 'För yoga, pilates och stretching.',
    },
    yogaBlock: {
      name: 'Yogablock',
      description:
        'Stadigt yogablock i kork som ger extra höjd och stabilitet i positionerna. Det är lätt men fast, med rundade kanter som ligger skönt i handen. Blocket hjälper nybörjaren och fördjupar stretchen för den vane.',
      use: 'Som stöd i positionerna och för enklare stretch.',
    },
    runningBelt: {
      name: 'Löparbälte',
      description:
        'Smalt löparbälte i återvunnen polyester där mobil, nycklar och gel följer med utan att studsa. Det elastiska materialet följer kroppen och reflexerna syns i mörker. Bältet kan tvättas i maskin.',
      use: 'För löprundor utan fickor.',
    },
    runningCap: {
      name: 'Löparkeps',
      description:
        'Lätt löparkeps i återvunnen polyester som andas och torkar snabbt. Skärmen skyddar ögonen och spännet baktill passar alla huvudstorlekar. En reflekterande logga ökar synligheten.',
      use: 'För soliga och regniga rundor.',
    },
    kettlebell: {
      name: 'Kettlebell',
      description:
        'Kettlebell i gjutjärn med brett handtag som rymmer båda händerna. Ytan ger bra grepp och tål hård träning år efter år. Den plana botten gör att klotet står stadigt på golvet.',
      use: 'För svingar, knäböj och styrka i hela kroppen.',
    },
    resistanceBands: {
      name: 'Träningsband',
      description:
        'Träningsband i naturgummi som ger extra motstånd i knäböj, armhävningar och stretching. Bandet är lätt och tar nästan ingen plats, så träningen fungerar både hemma och på resa. Förvaras skyddat från sol.',
      use: 'För hemmaträning, uppvärmning och rehab.',
    },
    notebook: {
      name: 'Anteckningsbok',
      description:
        'Anteckningsbok med tjockt papper som inte låter bläcket slå igenom och en bindning som ligger platt på bordet. Punktrutnätet guidar skrivandet och skissandet diskret. Tåligt omslag och bokmärkesband.',
      use: 'För anteckningar, skisser och dagbok.',
    },
    planner: {
      name: 'Veckokalender',
      description:
        'Odaterad veckokalender med ett uppslag per vecka och gott om plats för anteckningar. Du kan börja när som helst på året. Det klädda omslaget tål att ligga i väskan.',
      use: 'För att planera veckan och följa upp mål.',
    },
    fountainPen: {
      name: 'Reservoarpenna',
      description:
        'Reservoarpenna med stålspets som skriver mjukt och jämnt. Den tar både bläckpatroner och konverter. Den balanserade vikten gör även långa skrivstunder behagliga.',
      use: 'För vardagsskrivande och vacker handstil.',
    },
    pencilSet: {
      name: 'Blyertspennset',
      description:
        'Färdigvässade blyertspennor med skaft i bokträ. Hårdheten varierar från mjuk till hård, så samma set har en penna för både skisser och exakta linjer. Pennorna ligger prydligt i en ask.',
      use: 'För teckning, skissande och skrivande.',
    },
    deskOrganiser: {
      name: 'Skrivbordsorganisatör',
      description:
        'Skrivbordsorganisatör i massiv ek med fack för pennor, kort och mobil. Allt du behöver finns nära till hands och bordet hålls fritt. Filtbotten skyddar skrivbordet mot repor.',
      use: 'För att hålla ordning på skrivbordet.',
    },
    deskLamp: {
      name: 'Skrivbordslampa',
      description:
        'Skrivbordslampa i aluminium med arm och skärm som du vinklar dit ljuset behövs. Det dimbara LED-ljuset är skonsamt för ögonen under långa arbetsdagar. Den tunga foten håller lampan stadig.',
      use: 'För skrivbordet, läsning och handarbete.',
    },
    buildingBlocks: {
      name: 'Byggklossar',
      description:
        'Klossar i bokträ i olika former för torn, broar och hela städer. Ytorna är slipade släta och målade med barnsäker, vattenbaserad färg. Klossarna levereras i en förvaringslåda.',
      use: 'För fri och kreativ bygglek.',
    },
    pullAlongToy: {
      name: 'Dragleksak',
      description:
        'Dragleksak i bok vars hjul skramlar glatt när den lilla drar den efter sig i snöret. Rundade hörn och barnsäker färg. Den håller för flera generationer.',
      use: 'För små barn som lär sig gå.',
    },
    jigsawPuzzle: {
      name: 'Pussel',
      description:
        'Pussel i tjock återvunnen kartong med bitar som sitter tätt ihop. Motivet är tryckt på matt yta så att ljuset inte speglar sig. En affisch med motivet följer med.',
      use: 'För lugna kvällar, ensam eller tillsammans.',
    },
    boardGame: {
      name: 'Brädspel',
      description:
        'Familjespel där enkla regler möter spännande val. Spelplan och kort är tryckta på kraftigt papper och spelpjäserna är av trä. En omgång tar ungefär en halvtimme, så det hinns med flera på en kväll.',
      use: 'För spelkvällar med hela familjen.',
    },
    bathTowel: {
      name: 'Badlakan',
      description:
        'Tjockt badlakan i bomull som suger bra och förblir mjukt tvätt efter tvätt. Den täta frottén torkar snabbt och förstärkta kanter hindrar den från att repa upp sig. Tvättas i 60 grader utan sköljmedel.',
      use: 'För vardagen i badrummet och bastun.',
    },
    soapDish: {
      name: 'Tvålkopp',
      description:
        'Tvålkopp i keramik med räfflad botten som låter vattnet rinna av, så att tvålen torkar och räcker längre. Den glaserade ytan är lätt att skölja ren.',
      use: 'För tvålen vid handfatet eller i duschen.',
    },
    barSoap: {
      name: 'Tvål',
      description:
        'Kallprocessad tvål av växtoljor som oliv- och kokosolja. Den löddrar rikligt men är mild och torkar inte ut huden. Förpackad i papper, utan plast.',
      use: 'För händer och ansikte.',
    },
    handCream: {
      name: 'Handkräm',
      description:
        'Snabbt absorberande handkräm med växtoljor och sheasmör som vårdar torra händer utan att kännas kladdig. Doften är mild. Den lilla tuben får plats i varje väska hela vintern.',
      use: 'För torra och vinterslitna händer.',
    },
  },
  colours: {
    black: 'svart',
    white: 'vit',
    graphite: 'grafitgrå',
    red: 'röd',
    blue: 'blå',
    navy: 'marinblå',
    green: 'grön',
    olive: 'olivgrön',
    sand: 'sandbeige',
    grey: 'grå',
    terracotta: 'terrakotta',
    yellow: 'gul',
    natural: 'naturvit',
    pink: 'rosa',
  },
  materials: {
    castIron: 'gjutjärn',
    stainlessSteel: 'rostfritt stål',
    carbonSteel: 'kolstål',
    aluminium: 'aluminium',
    ceramic: 'keramik',
    porcelain: 'porslin',
    glass: 'glas',
    oak: 'ek',
    beech: 'bok',
    bamboo: 'bambu',
    cotton: 'bomull',
    linen: 'linne',
    wool: 'ull',
    recycledPolyester: 'återvunnen polyester',
    nylon: 'nylon',
    cork: 'kork',
    rubber: 'gummi',
    paper: 'papper',
    terracottaClay: 'terrakotta',
    plantOils: 'växtoljor',
  },
  lines: {
    classic: 'Tidlös, beprövad design som håller år efter år.',
    pro: 'Byggd för hård daglig användning och krävande användare.',
    eco: 'Återvunna och förnybara material med mindre klimatavtryck.',
    compact: 'Lätt, liten och platssnål.',
    premium: 'De finaste materialen, färdigställda för hand.',
    essential: 'Grunderna, rätt gjorda – till ett rimligt pris.',
  },
  manufacturers: {
    ferrum:
      'Ett gjuteri som har tillverkat köksredskap i gjutjärn och stål i årtionden. Ferrums pannor och grytor är gjorda för att gå i arv.',
    aurelio:
      'En knivsmedja där varje blad slipas och färdigställs för hand. Aurelio förenar gammalt hantverk med modernt stål.',
    kaffeto:
      'Redskap för kaffe och te för dig som vill njuta av varje kopp – tydlig design och hållbara material.',
    porcela: 'Tillverkare av porslin och glas med tidlösa former som passar både till vardags och till fest.',
    lumora: 'Lampmakare som skapar varmt, mjukt ljus av keramik, bambu och aluminium.',
    tessile: 'Ett väveri som tillverkar plädar, kuddfodral och handdukar av ull, linne och bomull.',
    'casa-brava': 'Inredningsmärke vars vaser, speglar, korgar och krukor ger hemmet värme och ordning.',
    nordvik: 'Nordiskt friluftsmärke vars tält och sovsäckar är utvecklade för det skiftande vädret i norr.',
    trailcraft:
      'Ryggsäckar och vandringsutrustning som utvecklas och testas ute på stigarna – tåliga, lätta och genomtänkta.',
    velora: 'Tillverkare av cykeltillbehör vars lampor och väskor gör vardagscyklingen säkrare och enklare.',
    verdello: 'Trädgårdsredskap – sekatörer, spadar och kannor – som tål hårt arbete säsong efter säsong.',
    fitform: 'Utrustning för yoga, löpning och träning som fungerar, håller och är skön att använda.',
    papyra: 'Tillverkare av pappersvaror och pennor som tror på kraften i att skriva för hand.',
    holzwerk: 'En verkstad för träleksaker i europeisk bok, gjorda för att tåla lek i många år.',
    savonna: 'Ett litet tvålmakeri som tillverkar tvålar och krämer av växtoljor i små satser.',
    kivi: 'Märke för pussel och sällskapsspel som samlar hela familjen runt bordet.',
  },
  attributes: {
    material: 'Material',
    colour: 'Färg',
    size: 'Storlek',
    weight: 'Vikt',
    line: 'Serie',
  },
  articles: {
    caringForCastIron: {
      title: 'Så sköter du din gjutjärnspanna',
      slug: 'sa-skoter-du-din-gjutjarnspanna',
      subtitle: 'Rätt skött blir pannan bättre för varje år.',
      body: 'Gjutjärnets stekyta bygger på inbränd olja, en tunn hinna som vid hög värme härdar och fäster i järnet. En ny panna är oftast förbehandlad, men ytan blir bäst när den används. Börja gärna med feta rätter som bacon, stekt potatis eller pannkakor de första gångerna, så byggs ytan upp naturligt.\n\nDiska pannan medan den fortfarande är varm, med hett vatten och en borste. Lite diskmedel gör ingen skada, men lägg den inte i blöt och kör den aldrig i diskmaskin. Fastbrända rester lossnar om du gnuggar med grovt salt och en bit hushållspapper.\n\nTorka alltid pannan ordentligt, gärna genom att ställa den på plattan en minut så att den sista fukten avdunstar. Gnid sedan in några droppar neutral olja och torka bort överskottet – ytan ska se nästan torr ut. För mycket olja blir kladdigt.\n\nHar pannan fått rost eller ser ytan fläckig ut går den att rädda. Skrubba bort rosten med stålull, olja in hela pannan tunt och låt den stå upp och ner i ugnen på 250 grader i en timme. Då får du en ny, jämn yta, och pannan räcker i generationer.',
    },
    hikingPackingList: {
      title: 'Packlista för din första dagsvandring',
      slug: 'packlista-for-din-forsta-dagsvandring',
      subtitle: 'Det här behöver du i ryggsäcken – och det här kan du lämna hemma.',
      body: 'En ryggsäck på 20–30 liter räcker gott för en dagstur. Ju lättare packning, desto längre orkar benen. Lägg det tyngsta nära ryggen och det du behöver ofta, som karta och mellanmål, i locket eller sidofickorna.\n\nTa med minst en liter vatten, två om det är varmt. Packa mat som tål att skumpa runt: smörgåsar, nötter, torkad frukt och något salt. En fikapaus på en utsiktsplats är ofta dagens höjdpunkt, så en termos med kaffe eller te är aldrig fel.\n\nKlä dig i lager. Ett underställ som andas, en fleece eller tunn ulltröja ovanpå och en lätt regnjacka i ryggsäcken, även om morgonen ser solig ut. Strumporna är viktigare än många tror – ta med ett extra par. Ingångna kängor eller skor med bra grepp förebygger skavsår.\n\nSmå saker gör turen trygg: laddad mobil, papperskarta eller nedladdad karta, ett litet förstaförband med skavsårsplåster, pannlampa och solkräm. Berätta för någon vart du ska och när du räknar med att vara tillbaka. Vandringsstavar avlastar knäna i branta nedförsbackar och ger stöd i stenig terräng.',
    },
    betterCoffeeAtHome: {
      title: 'Bättre kaffe hemma',
      slug: 'battre-kaffe-hemma',
      subtitle: 'Malning, proportioner och vattentemperatur – tre saker som gör skillnad.',
      body: 'Att brygga kaffe för hand är enkelt när tre grundsaker stämmer. Den första är malningen. Sikta på medelgrovt, ungefär som grovt havssalt. För fint malet kaffe täpper igen filtret och ger en bitter kopp, för grovt blir tunt och surt. Mal bönorna precis innan du brygger, så behåller de sin arom.\n\nDen andra är proportionerna. En bra utgångspunkt är 60 gram kaffe per liter vatten, alltså ungefär 15 gram till en stor mugg. Med en köksvåg blir resultatet likadant varje gång, och när du har hittat din nivå kan du justera efter smak – lite mer kaffe för en fylligare kopp, lite mindre för en lättare.\n\nDen tredje är vattnets temperatur. Idealet ligger mellan 92 och 96 grader, så låt vattnet stå en halv minut efter att det kokat upp. Skölj pappersfiltret med hett vatten först, så försvinner papperssmaken och kannan blir förvärmd.\n\nHäll sedan lite vatten över kaffet, bara så mycket att det blir fuktigt, och vänta 30 sekunder medan det ”blommar”. Fortsätt hälla långsamt i cirklar från mitten och utåt. Hela bryggningen bör ta tre till fyra minuter. Smakar det bittert, mal grövre nästa gång; smakar det surt, mal finare.',
    },
    choosingAKitchenKnife: {
      title: 'Att välja rätt kökskniv',
      slug: 'att-valja-ratt-kokskniv',
      subtitle: 'Kockkniv eller brödkniv, stål och slipning – det här är bra att veta.',
      body: 'I de flesta kök räcker två riktigt bra knivar långt. Kockkniven är arbetshästen som hackar lök, strimlar grönsaker och skär kött. En bladlängd på 16–20 centimeter passar de flesta: den kortare är smidig i en mindre hand, den längre klarar stora kålhuvuden och pumpor. Håll gärna i kniven innan du köper den – handtaget ska kännas stadigt och vikten balanserad.\n\nBrödkniven har en vågtandad egg som sågar sig igenom en frasig skorpa utan att trycka ihop brödet. Den fungerar också utmärkt till tomater, citrusfrukter och tårtbottnar, och behöver nästan aldrig slipas.\n\nRostfritt stål är lättskött och tål fukt. Ett hårdare stål håller skärpan längre men är känsligare för slag och vridning. Diska alltid knivarna för hand och torka dem direkt, eftersom diskmaskinen gör eggen slö och skadar handtaget.\n\nHåll kockkniven vass genom att dra den mot ett bryne några gånger i veckan och slipa den på en vattensten ett par gånger om året. Skär på en skärbräda av trä eller plast – glas och sten gör eggen slö på nolltid. En vass kniv är dessutom säkrare än en slö, eftersom den inte slinter.',
    },
    balconyGardenInSpring: {
      title: 'Odla på balkongen i vår',
      slug: 'odla-pa-balkongen-i-var',
      subtitle: 'Krukor, jord och örter för även den minsta balkong.',
      body: 'Det går att odla förvånansvärt mycket på en balkong. Börja med att se hur mycket sol den får. På en balkong mot söder eller väster trivs basilika, timjan, rosmarin och körsbärstomater, medan persilja, mynta och sallat klarar sig bra i halvskugga.\n\nVälj krukor med hål i botten. Terrakotta andas och minskar risken för rotröta, men torkar ut snabbare än plast. Lägg ett lager lecakulor i botten och fyll på med bra planteringsjord – trädgårdsjord blir för kompakt i kruka. Ju större kruka, desto jämnare fukt.\n\nVänta med att plantera ut tills risken för nattfrost är över, i södra Sverige ofta i mitten av maj och längre norrut några veckor senare. Vänj plantorna vid utomhusluften gradvis, några timmar om dagen under en vecka.\n\nVattna hellre sällan och ordentligt än lite varje dag. Stick ner ett finger i jorden: är den torr ett par centimeter ner är det dags. Under varma dagar är morgonen bästa tiden att vattna. Gödsla en gång i veckan under sommaren och nyp av toppskotten på örterna, så blir de buskigare och ger mer skörd.',
    },
    cosyLightingForWinter: {
      title: 'Mysig belysning när mörkret faller',
      slug: 'mysig-belysning-nar-morkret-faller',
      subtitle: 'Lager av varmt ljus gör hemmet ombonat hela vintern.',
      body: 'När dagarna blir korta avgör belysningen hur hemmet känns. En enda stark taklampa gör rummet platt och kallt, medan flera mindre ljuskällor på olika höjder skapar djup och lugn.\n\nTänk på ljuset i tre lager. Allmänbelysningen, till exempel en pendellampa över matbordet, ger grundljuset. Arbetsbelysningen – en skrivbordslampa eller läslampa vid fåtöljen – lyser upp det du gör. Stämningsljuset kommer från bordslampor, levande ljus och små lampor i fönstret eller bokhyllan, gärna i ögonhöjd eller lägre. Fönsterlampan är en svensk vintertradition av goda skäl: den värmer både inifrån och utifrån.\n\nVälj en varm färgtemperatur, runt 2 700 kelvin eller lägre. Den påminner om levande ljus och gör kvällen lugnare. En dimmer är en liten investering som gör stor skillnad: samma lampa ger klart ljus på morgonen och mjukt sken på kvällen.\n\nPlacera lamporna i rummets hörn och längs väggarna, så känns rummet större. Skärmar av tyg dämpar ljuset, och flätade skärmar av bambu eller papper kastar vackra mönster på väggarna. Släck taklampan på kvällen och låt de små lamporna sköta resten.',
    },
    yogaAtHomeForBeginners: {
      title: 'Yoga hemma för nybörjare',
      slug: 'yoga-hemma-for-nyborjare',
      subtitle: 'Lite golvyta, en bra matta och ett kort pass räcker för att komma igång.',
      body: 'Du behöver inget eget rum för att yoga hemma. Det räcker att du kan rulla ut mattan och sträcka ut armarna åt sidorna utan att slå i möblerna. Vädra, sätt mobilen på ljudlöst och välj en tid då du får vara ifred – för många fungerar morgonen före frukost eller en stund innan läggdags bäst.\n\nMattan är den viktigaste investeringen. Den ska inte glida på golvet eller under händerna och ska ge knäna lite stöd. En korkmatta har bra grepp även när du blir svettig. Ett yogablock och ett band hjälper till om du ännu inte når ner till golvet.\n\nBörja med ett kort pass på en kvart. Sitt först en stund och andas lugnt genom näsan. Gå sedan över till katten och kon, nedåtgående hund och barnets position. Lägg till krigaren ett och två samt trädet för balansen. Avsluta med att ligga på rygg och slappna av i några minuter.\n\nRegelbundenhet är viktigare än längd. Tre korta pass i veckan ger mer än ett långt i månaden. Jämför dig inte med andra och gå aldrig in i smärta: en stretch ska kännas, men inte göra ont. Efter några veckor märker du att kroppen blir både starkare och rörligare.',
    },
    aGentlerBathroom: {
      title: 'Ett mildare badrum',
      slug: 'ett-mildare-badrum',
      subtitle: 'Fast tvål, mindre plast och handdukar som håller länge.',
      body: 'I badrummet samlas mycket plast utan att man tänker på det: flaskor, pumpar och tuber. Det enklaste bytet är att gå från flytande tvål till fast. En tvål räcker lika länge som flera flaskor och kommer inslagen i papper. Tvål gjord på växtoljor är mild mot huden och passar hela familjen.\n\nEn tvål håller längre om den får torka mellan gångerna. Välj en tvålkopp där vattnet kan rinna av, och ställ den utom räckhåll för duschstrålen. Du kan också dela tvålen på mitten, så ligger den ena halvan torr och väntar på sin tur.\n\nHanddukar håller i många år om du sköter dem rätt. Tvätta dem i 60 grader utan sköljmedel, som gör fibrerna vattenavvisande och sämre på att suga upp. Torka dem gärna utomhus eller skaka dem innan de åker in i torktumlaren, så blir frottén luftig. Häng alltid upp en använd handduk utbredd så att den torkar snabbt.\n\nSmå val blir till en helhet: keramik i stället för plast, handdukar av naturfiber och några bra produkter i stället för många halvtomma flaskor. Dessutom blir badrummet lugnare att vistas i, med färre saker framme och mer plats för det som verkligen används.',
    },
    cyclingToWork: {
      title: 'Cykla till jobbet',
      slug: 'cykla-till-jobbet',
      subtitle: 'Lampor, väskor, väg och väder – så blir pendlingen smidig.',
      body: 'Att cykla till jobbet väcker bättre än morgonkaffet och sparar pengar. Provcykla vägen en ledig dag först. Den snabbaste bilvägen är sällan den bästa – lugna gator, cykelbanor och parker gör turen tryggare och trevligare, även om den blir några minuter längre.\n\nBra lampor är ett måste från hösten till våren. Framlampan ska lysa upp vägen, inte bara synas, och baklampan ska märkas även från sidan. Uppladdningsbara lampor är lätta att hålla igång – ladda dem en gång i veckan på jobbet, så är de alltid redo.\n\nEn ryggsäck gör ryggen svettig. En cykelväska på pakethållaren bär i stället datorn, ombytet och matlådan. Välj en vattentät väska med rullförslutning, så håller sig innehållet torrt även i ösregn.\n\nVädret är sällan ett hinder om utrustningen stämmer. Ett lätt regnställ, stänkskärmar och handskar räcker de flesta dagar, och på vintern gör dubbdäck cyklingen betydligt säkrare. Lämna en extra tröja och en liten handduk på jobbet, så är du redo för dagen direkt när du kommer fram. Efter några veckor vill du inte pendla på något annat sätt.',
    },
    plannerHabits: {
      title: 'Planera veckan med papperskalender',
      slug: 'planera-veckan-med-papperskalender',
      subtitle: 'En kvart på söndagen ger en tydligare vecka.',
      body: 'En papperskalender fungerar för att skrivandet saktar ner. När du skriver för hand funderar du samtidigt på vad som faktiskt är viktigt. Boka en fast stund för veckoplaneringen, till exempel söndag kväll eller måndag morgon med en kopp kaffe, och håll fast vid den.\n\nBörja med att se tillbaka på veckan som gått: vad blev gjort, vad blev liggande och varför? Flytta det som inte blev klart till den nya veckan, eller bestäm dig för att släppa det. Skriv sedan in det som redan är bestämt – möten, träning, aktiviteter och deadlines.\n\nVälj tre viktiga mål för veckan och skriv dem högst upp på uppslaget. Bryt ner dem i små uppgifter på olika dagar och lämna luft emellan, för dagarna blir aldrig exakt som planerat. Enkla tecken hjälper: en prick för en uppgift, ett kryss när den är klar och en pil när den flyttas.\n\nLåt kalendern ligga framme på skrivbordet i stället för i en låda. Titta i den på morgonen och bocka av på kvällen. Efter några veckor ser du vart tiden faktiskt tar vägen, och planeringen börjar kännas som en lättnad snarare än ett måste.',
    },
    whyWoodenToys: {
      title: 'Därför håller träleksaker',
      slug: 'darfor-haller-traleksaker',
      subtitle: 'Tåliga, öppna för lek och lätta att sköta.',
      body: 'En bra träleksak går i arv mellan syskon och kanske till slut till barnbarnen. Bok är ett hårt och segt träslag som klarar tapp, tuggande och ivriga byggprojekt. Repor och märken förstör inte leksaken utan ger den karaktär.\n\nKlossar och dragleksaker är öppna leksaker: det finns ingen färdig berättelse, knapp eller ljud som talar om hur man ska leka. Klossarna blir ett torn, ett hus, ett tåg eller en hage för djuren. Den öppna leken tränar fantasi, finmotorik och koncentration, och samma leksak växer med barnet år efter år.\n\nTrä känns varmt i handen, och tyngden och ytan ger sinnena en annan upplevelse än plast. Vattenbaserade, barnsäkra färger och oljor gör leksakerna säkra även för de allra minsta, som gärna stoppar allt i munnen.\n\nSkötseln är enkel. Torka av leksakerna med en fuktig trasa och lite mild tvål, men lägg dem aldrig i blöt och diska dem inte i maskin. Låt dem torka i rumstemperatur. Om ytan har blivit torr och matt med tiden kan du gnida in lite matolja eller bivax, så blir den som ny.',
    },
    settingATableForGuests: {
      title: 'Duka fint för gäster',
      slug: 'duka-fint-for-gaster',
      subtitle: 'Tallrikar, glas, servetter och blommor – enkelt och vackert.',
      body: 'Ett vackert dukat bord kräver ingen särskild festservis. Enhetliga tallrikar ger en lugn grund, och på ljust porslin gör sig maten bäst. Placera mattallriken ett par centimeter från bordskanten och en eventuell förrättstallrik ovanpå.\n\nGaffeln läggs till vänster om tallriken, kniven till höger med eggen inåt och skeden till höger om kniven. Besticken används utifrån och in. Vattenglaset står ovanför kniven och vinglaset bredvid, en bit åt höger. Har du flera glas ställer du dem i den ordning de ska användas.\n\nTygservetter gör bordet festligt direkt. Vik servetten enkelt och lägg den på tallriken eller under gaffeln; linne är vackert även lite skrynkligt. En duk eller löpare mjukar upp helheten och dämpar ljudet av porslin och bestick.\n\nHåll blommorna låga så att gästerna ser varandra. Flera små vaser längs bordets mitt fungerar bättre än en stor bukett, och säsongens kvistar, örter eller några tulpaner räcker långt. Till sist tänder du ljusen – och dämpar taklampan.',
    },
  },
  promotions: {
    winterSale: {
      name: 'Vinterrea',
      slug: 'vinterrea',
      description: '20 % rabatt på utvalda plädar, lampor och friluftsutrustning.',
    },
    kitchenDays: {
      name: 'Köksdagar',
      slug: 'koksdagar',
      description: '10 € rabatt på utvalda stekpannor, kastruller och grytor.',
    },
    freeShippingWeekend: {
      name: 'Fraktfri helg',
      slug: 'fraktfri-helg',
      description: 'Hela helgen skickar vi badrums- och hudvårdsprodukter utan fraktkostnad.',
    },
    welcome: {
      name: 'Välkomsterbjudande',
      slug: 'valkomsterbjudande',
      description:
        'Välkommen till Tendero: 10 % rabatt på hela varukorgen med koden WELCOME10, en gång per kund.',
    },
    saveFifteen: {
      name: 'Spara 15 €',
      slug: 'spara-15',
      description: '15 € rabatt på beställningar från 100 € med koden SAVE15.',
    },
    freeShippingCode: {
      name: 'Kod för fri frakt',
      slug: 'kod-for-fri-frakt',
      description: 'Ange koden FREESHIP i varukorgen så skickar vi din beställning utan fraktkostnad.',
    },
    summerSale: {
      name: 'Sommarrea',
      slug: 'sommarrea',
      description: '25 % rabatt på hela varukorgen med koden SUMMER25, hela sommaren.',
    },
    fitFormWeeks: {
      name: 'FitForm-veckor',
      slug: 'fitform-veckor',
      description:
        '20 % rabatt på allt från FitForm – yogamattor, kettlebells och löparutrustning – med koden FITFORM20.',
    },
    gardenSeason: {
      name: 'Trädgårdssäsong',
      slug: 'tradgardssasong',
      description: '10 % rabatt på allt för trädgården med koden GARDEN10: verktyg, krukor och vattenkannor.',
    },
    freeGift: {
      name: 'Gratis present',
      slug: 'gratis-present',
      description:
        'Handla för minst 150 € och välj en present: en tvål, en handkräm, ett blyertspennset eller en anteckningsbok.',
    },
    fullVoucher: {
      name: 'Presentkort',
      slug: 'presentkort',
      description:
        'Ett demopresentkort för en hel beställning: koden VOUCHER100 drar av 100 % på dina varor, en gång per kund. Lägg till FREESHIP så återstår inget att betala.',
    },
  },
  marketing: {
    heroWinter: {
      title: 'Vinterrea – nu 20 % rabatt',
      body: 'Värme och ljus till mörka kvällar: utvalda plädar, lampor och friluftsutrustning till reapris.',
      cta: 'Handla på rean',
    },
    heroOutdoor: {
      title: 'Ny säsong ute',
      body: 'Nya tält, ryggsäckar och vandringsutrustning har kommit in – stigen väntar.',
      cta: 'Upptäck friluftsliv',
    },
    bannerKitchen: {
      title: 'Köksdagar',
      body: '10 € rabatt på utvalda pannor och kastruller.',
      cta: 'Till köket',
    },
    bannerGarden: {
      title: 'Dags för trädgården',
      body: 'Krukor, redskap och vattenkannor för vårens plantering.',
      cta: 'Till trädgården',
    },
    bannerOffice: {
      title: 'Ordning på skrivbordet',
      body: 'Anteckningsböcker, pennor och lampor för fokuserat arbete.',
      cta: 'Se sortimentet',
    },
    uspShipping: {
      title: 'Fri frakt från 49 €',
      body: 'Vi bjuder på frakten när du handlar för 49 € eller mer.',
      cta: '',
    },
    uspReturns: {
      title: '{returnDays} dagars öppet köp',
      body: 'Ångra dig i lugn och ro – returen är gratis med vår förbetalda etikett.',
      cta: '',
    },
    uspPayment: {
      title: 'Säker kortbetalning',
      body: 'Betala tryggt med alla vanliga kort.',
      cta: '',
    },
    uspSupport: {
      title: 'Personlig service mån–fre',
      body: 'Vi svarar på dina frågor snabbt och vänligt på vardagar.',
      cta: '',
    },
  },
};
