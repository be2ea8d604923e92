import type { LocaleContent } from './types.ts';

export const pl: LocaleContent = {
  brandsSegment: 'marki',
  categories: {
    kitchen: {
      name: 'Kuchnia',
      slug: 'kuchnia',
      description:
        'Wszystko do gotowania, podawania i wspólnych posiłków – od żeliwnej patelni po poranną kawę.',
    },
    'kitchen.cookware': {
      name: 'Naczynia do gotowania',
      slug: 'naczynia-do-gotowania',
      description: 'Patelnie i garnki, które równo rozprowadzają ciepło i służą przez długie lata.',
    },
    'kitchen.cookware.pans': {
      name: 'Patelnie',
      slug: 'patelnie',
      description:
        'Żeliwne patelnie i woki ze stali węglowej do smażenia na rumiano i szybkiego przyrządzania potraw na dużym ogniu.',
    },
    'kitchen.cookware.pots': {
      name: 'Garnki',
      slug: 'garnki',
      description:
        'Stalowe garnki na rosół i makaron oraz żeliwne garnki do powolnego duszenia w piekarniku.',
    },
    'kitchen.knives': {
      name: 'Noże',
      slug: 'noze',
      description:
        'Ostre, dobrze wyważone noże do precyzyjnego krojenia warzyw, mięsa i chrupiącego pieczywa.',
    },
    'kitchen.coffee': {
      name: 'Kawa i herbata',
      slug: 'kawa-i-herbata',
      description:
        'Akcesoria do kawy przelewowej i aromatycznej herbaty na spokojne chwile z filiżanką w dłoni.',
    },
    'kitchen.tableware': {
      name: 'Zastawa stołowa',
      slug: 'zastawa-stolowa',
      description:
        'Porcelanowe talerze i szklanki, z którymi każdy stół wygląda pięknie – na co dzień i od święta.',
    },
    home: {
      name: 'Dom',
      slug: 'dom',
      description:
        'Ciepłe światło, miłe w dotyku tkaniny i sprytne schowki dla domu, w którym dobrze się odpoczywa.',
    },
    'home.lighting': {
      name: 'Oświetlenie',
      slug: 'oswietlenie',
      description: 'Lampy stołowe i wiszące, które rozświetlą ciepłym blaskiem każdy kąt.',
    },
    'home.textiles': {
      name: 'Tekstylia',
      slug: 'tekstylia',
      description:
        'Wełniane pledy i lniane poszewki, dzięki którym kanapa staje się najprzytulniejszym miejscem w domu.',
    },
    'home.decor': {
      name: 'Dekoracje',
      slug: 'dekoracje',
      description: 'Ceramiczne wazony i lustra w dębowych ramach – proste przedmioty z charakterem.',
    },
    'home.storage': {
      name: 'Przechowywanie',
      slug: 'przechowywanie',
      description: 'Kosze i regały, które pomagają utrzymać porządek i jednocześnie zdobią wnętrze.',
    },
    outdoor: {
      name: 'Turystyka',
      slug: 'turystyka',
      description: 'Sprzęt na kemping, szlak i rower, który wytrzyma każdą wyprawę.',
    },
    'outdoor.camping': {
      name: 'Kemping',
      slug: 'kemping',
      description: 'Lekkie namioty i ciepłe śpiwory na noce pod gwiazdami.',
    },
    'outdoor.hiking': {
      name: 'Piesze wędrówki',
      slug: 'piesze-wedrowki',
      description: 'Plecaki, kije i butelki na krótkie spacery po lesie i długie wyprawy w góry.',
    },
    'outdoor.hiking.backpacks': {
      name: 'Plecaki',
      slug: 'plecaki',
      description:
        'Wygodne plecaki na jednodniowe wycieczki i kilkudniowe trasy, z dobrze rozłożonym ciężarem.',
    },
    'outdoor.hiking.accessories': {
      name: 'Akcesoria',
      slug: 'akcesoria',
      description:
        'Kije trekkingowe i butelki termiczne, z którymi podejście jest łatwiejsze, a woda zawsze pod ręką.',
    },
    'outdoor.cycling': {
      name: 'Akcesoria rowerowe',
      slug: 'akcesoria-rowerowe',
      description:
        'Mocne lampki i wodoodporne sakwy na bezpieczne dojazdy po mieście i weekendowe wycieczki.',
    },
    garden: {
      name: 'Ogród',
      slug: 'ogrod',
      description: 'Narzędzia, donice i konewki do ogrodu, na taras i na balkon.',
    },
    'garden.tools': {
      name: 'Narzędzia ogrodowe',
      slug: 'narzedzia-ogrodowe',
      description: 'Solidne sekatory i szpadle, które dobrze leżą w dłoni i wytrzymują lata pracy.',
    },
    'garden.planters': {
      name: 'Donice i grządki',
      slug: 'donice-i-grzadki',
      description: 'Doniczki z terakoty i podwyższone grządki na warzywa, zioła i kwiaty.',
    },
    'garden.watering': {
      name: 'Podlewanie',
      slug: 'podlewanie',
      description: 'Konewki i węże ogrodowe, dzięki którym woda trafia tam, gdzie jest potrzebna.',
    },
    sport: {
      name: 'Sport',
      slug: 'sport',
      description: 'Proste i trwałe akcesoria do jogi, biegania i treningu w domu.',
    },
    'sport.yoga': {
      name: 'Joga',
      slug: 'joga',
      description: 'Korkowe maty i kostki, które nie ślizgają się nawet w najtrudniejszej pozycji.',
    },
    'sport.running': {
      name: 'Bieganie',
      slug: 'bieganie',
      description: 'Lekkie pasy i czapki, których nie poczujesz nawet na najdłuższym dystansie.',
    },
    'sport.training': {
      name: 'Trening',
      slug: 'trening',
      description: 'Odważniki i gumy oporowe do pełnego treningu siłowego na kilku metrach kwadratowych.',
    },
    office: {
      name: 'Biuro',
      slug: 'biuro',
      description: 'Notesy, pióra i porządek na biurku, z którymi praca idzie sprawniej.',
    },
    'office.notebooks': {
      name: 'Notesy i planery',
      slug: 'notesy-i-planery',
      description: 'Notesy i planery z papierem, na którym pisze się z przyjemnością – piórem i ołówkiem.',
    },
    'office.writing': {
      name: 'Przybory do pisania',
      slug: 'przybory-do-pisania',
      description: 'Pióra wieczne i drewniane ołówki do notatek, szkiców i listów pisanych odręcznie.',
    },
    'office.desk': {
      name: 'Na biurko',
      slug: 'na-biurko',
      description:
        'Dębowe organizery i lampki biurkowe dla uporządkowanego, dobrze oświetlonego miejsca pracy.',
    },
    kids: {
      name: 'Dzieci',
      slug: 'dzieci',
      description: 'Drewniane zabawki, puzzle i gry planszowe dla dzieci z wyobraźnią.',
    },
    'kids.wooden-toys': {
      name: 'Drewniane zabawki',
      slug: 'drewniane-zabawki',
      description: 'Klocki i zabawki do ciągnięcia z drewna bukowego, które przetrwają pokolenia.',
    },
    'kids.games': {
      name: 'Puzzle i gry',
      slug: 'puzzle-i-gry',
      description: 'Puzzle i planszówki dla całej rodziny na wieczory pełne śmiechu.',
    },
    bath: {
      name: 'Łazienka',
      slug: 'lazienka',
      description: 'Miękkie ręczniki, ceramiczne dodatki i naturalne mydła na codzienne chwile dla siebie.',
    },
    'bath.accessories': {
      name: 'Akcesoria łazienkowe',
      slug: 'akcesoria-lazienkowe',
      description: 'Bawełniane ręczniki i ceramiczne mydelniczki, które odmienią każdą łazienkę.',
    },
    'bath.care': {
      name: 'Naturalna pielęgnacja',
      slug: 'naturalna-pielegnacja',
      description: 'Mydła i kremy do rąk na olejach roślinnych, łagodne dla skóry i dla środowiska.',
    },
  },
  productTypes: {
    fryingPan: {
      name: 'Patelnia',
      description:
        'Żeliwna patelnia długo trzyma ciepło, dzięki czemu steki, warzywa i placki zyskują rumianą skórkę. Jest fabrycznie wypalona olejem roślinnym, a z każdym użyciem smaży coraz lepiej. Myj ją ręcznie i dokładnie osuszaj przed schowaniem.',
      use: 'Do smażenia na dużym ogniu – na płycie i w piekarniku.',
    },
    wok: {
      name: 'Wok',
      description:
        'Cienki wok ze stali węglowej nagrzewa się w kilka sekund i błyskawicznie reaguje na zmianę płomienia. Głęboki, zaokrąglony kształt ułatwia mieszanie bez wyrzucania składników na kuchenkę. Z czasem ciemnieje i tworzy naturalną warstwę nieprzywierającą.',
      use: 'Do szybkiego smażenia warzyw, makaronu i mięsa.',
    },
    stockPot: {
      name: 'Garnek wysoki',
      description:
        'Wysoki garnek ze stali nierdzewnej z grubym, trójwarstwowym dnem, które równomiernie rozprowadza ciepło. Ciężka pokrywa zatrzymuje parę, a uchwyty nie nagrzewają się zbyt szybko. Nadaje się na każdą płytę, także indukcyjną, i do zmywarki.',
      use: 'Do rosołu, zup, bigosu i makaronu dla całej rodziny.',
    },
    dutchOven: {
      name: 'Garnek żeliwny',
      description:
        'Ciężki, emaliowany garnek z żeliwa ze szczelnie przylegającą pokrywą. Gotuje powoli i równo – na płycie lub w piekarniku – a potem długo utrzymuje potrawę w cieple na stole. Emalii nie trzeba wypalać, a czyszczenie jest proste.',
      use: 'Do gulaszu, pieczeni i domowego chleba.',
    },
    chefsKnife: {
      name: 'Nóż szefa kuchni',
      description:
        'Podstawowy nóż w każdej kuchni, z kutym ostrzem ze stali nierdzewnej, które długo trzyma ostrość. Lekko wygięta krawędź pozwala kroić rytmicznym, kołyszącym ruchem, a rękojeść pewnie leży w dłoni. Myj ręcznie i od razu wycieraj do sucha.',
      use: 'Do siekania warzyw, ziół, mięsa i ryb.',
    },
    breadKnife: {
      name: 'Nóż do chleba',
      description:
        'Długie ząbkowane ostrze ze stali nierdzewnej przecina chrupiącą skórkę, nie zgniatając miękkiego miąższu. Ząbki pozostają ostre przez lata i rzadko wymagają ostrzenia. Równie dobrze radzi sobie z ciastem, pomidorami i ananasem.',
      use: 'Do chleba, drożdżówek i soczystych owoców.',
    },
    pourOverSet: {
      name: 'Zestaw do kawy przelewowej',
      description:
        'Szklany dzbanek z lejkiem do ręcznego parzenia kawy, który wydobywa delikatne nuty każdego ziarna. Żaroodporne szkło borokrzemowe nie chłonie zapachów i można je myć w zmywarce. Pasuje do standardowych papierowych filtrów.',
      use: 'Do czystej, aromatycznej kawy przelewowej w domu.',
    },
    teapot: {
      name: 'Dzbanek do herbaty',
      description:
        'Ceramiczny dzbanek z sitkiem ze stali nierdzewnej, w którym liście mają dość miejsca, by się rozwinąć. Grube ścianki długo utrzymują ciepło, a dzióbek nie kapie przy nalewaniu. Mieści cztery filiżanki.',
      use: 'Do herbaty liściastej i naparów ziołowych.',
    },
    dinnerPlateSet: {
      name: 'Zestaw talerzy obiadowych',
      description:
        'Cztery płaskie talerze z cienkiej porcelany wypalanej w wysokiej temperaturze, odpornej na obicia. Matowe szkliwo w stonowanych odcieniach pięknie podkreśla każde danie. Można je myć w zmywarce i używać w mikrofalówce.',
      use: 'Do codziennych obiadów i przyjęć z gośćmi.',
    },
    drinkingGlasses: {
      name: 'Komplet szklanek',
      description:
        'Sześć szklanek z przejrzystego, wytrzymałego szkła, z cienkim brzegiem i ciężkim dnem, które chroni przed przewróceniem. Łatwo je sztaplować, a w zmywarce nie matowieją.',
      use: 'Do wody, soków i wina na co dzień.',
    },
    tableLamp: {
      name: 'Lampa stołowa',
      description:
        'Lampa z ceramiczną podstawą szkliwioną ręcznie i materiałowym abażurem, który rozprasza miękkie światło. Podstawa jest na tyle ciężka, że lampa stoi stabilnie. Pasuje do niej żarówka LED z gwintem E27.',
      use: 'Do ciepłego światła przy łóżku, na komodzie lub obok sofy.',
    },
    pendantLight: {
      name: 'Lampa wisząca',
      description:
        'Lampa z plecionego bambusa, która rzuca na ściany żywe wzory światła i cienia. Bambus rośnie szybko i bez nawozów, a przy tym jest lekki i wytrzymały. Długość przewodu można dopasować.',
      use: 'Do oświetlenia stołu w jadalni lub salonu.',
    },
    throwBlanket: {
      name: 'Pled',
      description:
        'Miękki pled z czystej wełny, gęsto tkany, by grzał, a nie przytłaczał ciężarem. Wełna naturalnie reguluje temperaturę i nie chłonie łatwo zabrudzeń. Wystarczy go często wietrzyć, a prać tylko od czasu do czasu w programie do wełny.',
      use: 'Na chłodne wieczory na kanapie lub w nogach łóżka.',
    },
    cushionCover: {
      name: 'Poszewka na poduszkę',
      description:
        'Poszewka z pranego lnu o naturalnie pomiętej fakturze, która z każdym praniem staje się bardziej miękka. Zapina się na ukryty zamek. Można ją prać w 40 °C.',
      use: 'Do szybkiego odświeżenia kanapy nowymi kolorami.',
    },
    vase: {
      name: 'Wazon',
      description:
        'Ceramiczny wazon toczony na kole garncarskim – drobne niedoskonałości sprawiają, że każdy egzemplarz jest inny. Od środka jest szkliwiony i szczelny, gotowy na świeże kwiaty. Pięknie wygląda także pusty, na półce czy stole.',
      use: 'Do świeżych i suszonych kwiatów oraz gałązek.',
    },
    wallMirror: {
      name: 'Lustro ścienne',
      description:
        'Okrągłe lustro w ramie z litego dębu, olejowanej tak, by widać było rysunek słojów. Dodaje światła i głębi przedpokojom, łazienkom i małym pokojom. Łatwo je powiesić na wbudowanym uchwycie.',
      use: 'Do przedpokoju, łazienki lub sypialni.',
    },
    storageBasket: {
      name: 'Kosz do przechowywania',
      description:
        'Pleciony kosz z bambusa, lekki, a zarazem mocny, z dwoma uchwytami do przenoszenia. Zmieści zabawki, koce albo gazety i pasuje do regałów i szafek. Wystarczy go odkurzyć suchym pędzelkiem lub przetrzeć wilgotną ściereczką.',
      use: 'Do porządku na półkach, w szafach i w pokoju dziecka.',
    },
    shelfUnit: {
      name: 'Regał',
      description:
        'Regał z litego dębu z czterema półkami, łączony drewnianymi kołkami, dzięki czemu stoi stabilnie i się nie chwieje. Wykończenie naturalnym olejem podkreśla usłojenie i łatwo je odnowić. Może stać samodzielnie albo zostać przykręcony do ściany.',
      use: 'Na książki, rośliny i rzeczy codziennego użytku.',
    },
    tent: {
      name: 'Namiot',
      description:
        'Samonośny namiot z lekkiego nylonu odpornego na rozdarcia na stelażu z aluminium, który rozstawisz w kilka minut. Klejone szwy i wodoodporna podłoga zapewniają suchą noc nawet w ulewie. W przedsionku zmieszczą się plecaki i buty.',
      use: 'Na kemping, wędrówki z noclegiem i wyprawy rowerowe.',
    },
    sleepingBag: {
      name: 'Śpiwór',
      description:
        'Śpiwór typu mumia z syntetycznym wypełnieniem z poliestru z recyklingu, który grzeje nawet wtedy, gdy zawilgotnieje. Kaptur ściąga się sznurkiem, a zamek na całej długości pozwala przewietrzyć wnętrze. Po spakowaniu mieści się w niewielkim worku kompresyjnym.',
      use: 'Na noclegi pod namiotem od wiosny do jesieni.',
    },
    hikingBackpack: {
      name: 'Plecak trekkingowy',
      description:
        'Plecak z wytrzymałego nylonu z regulowanym systemem nośnym, wentylowanymi plecami i szerokim pasem biodrowym, który przenosi ciężar na biodra. Liczne kieszenie i pokrowiec przeciwdeszczowy utrzymują ekwipunek w porządku i na sucho.',
      use: 'Na kilkudniowe trasy i wędrówki z noclegiem.',
    },
    daypack: {
      name: 'Plecak jednodniowy',
      description:
        'Lekki plecak z poliestru z recyklingu z wodoodporną powłoką i miękkimi szelkami. Ma przegrodę na laptopa, boczne kieszenie na butelkę i zmieści wszystko, czego potrzebujesz na cały dzień.',
      use: 'Na jednodniowe wycieczki, do miasta i do pracy.',
    },
    trekkingPoles: {
      name: 'Kije trekkingowe',
      description:
        'Para składanych kijów z aluminium z szybką blokadą, którą w kilka sekund ustawisz na właściwą długość. Korkowe uchwyty pochłaniają pot, a groty z węglika spiekanego pewnie trzymają się skały i ziemi. Odciążają kolana i plecy na zejściach.',
      use: 'Na wędrówki po nierównym terenie i długie zejścia.',
    },
    waterBottle: {
      name: 'Butelka na wodę',
      description:
        'Butelka o podwójnych ściankach ze stali nierdzewnej utrzymuje wodę zimną przez 24 godziny, a herbatę gorącą przez 12. Nie zmienia smaku napoju i nie skrapla się z zewnątrz. Zakrętka zamyka się szczelnie i jest odporna na uderzenia.',
      use: 'Na szlak, siłownię i do codziennego noszenia.',
    },
    bikeLightSet: {
      name: 'Zestaw lampek rowerowych',
      description:
        'Przednia i tylna lampka w obudowie z aluminium, ładowane przez USB-C. Wiązka równo oświetla drogę, nie oślepiając nadjeżdżających z naprzeciwka. Montaż i demontaż zajmuje chwilę i nie wymaga narzędzi.',
      use: 'Do bezpiecznej jazdy po zmroku i w deszczu.',
    },
    pannierBag: {
      name: 'Sakwa rowerowa',
      description:
        'Wodoodporna sakwa z nylonu ze zgrzewanymi szwami i zamknięciem rolowanym. Jednym ruchem zaczepia się na bagażniku i nie obija się na wybojach. Odblaskowe elementy sprawiają, że jesteś widoczny po zmroku.',
      use: 'Na zakupy, dojazdy do pracy i wycieczki rowerowe.',
    },
    pruningShears: {
      name: 'Sekator',
      description:
        'Sekator z ostrzami ze stali węglowej, które tną czysto i nie miażdżą pędów. Sprężyna otwiera go płynnie, a blokadę zamyka się kciukiem. Po pracy przetrzyj ostrza odrobiną oleju.',
      use: 'Do przycinania róż, krzewów i drzew owocowych.',
    },
    gardenSpade: {
      name: 'Szpadel',
      description:
        'Szpadel z ostrzem ze stali nierdzewnej, które łatwo wchodzi w twardą ziemię i nie oblepia się błotem. Uchwyt w kształcie litery T zapewnia pewny chwyt i dobrą dźwignię. Do czyszczenia wystarczy strumień wody.',
      use: 'Do kopania, sadzenia i przesadzania roślin.',
    },
    plantPot: {
      name: 'Doniczka',
      description:
        'Doniczka z terakoty wypalanej w piecu, przez którą korzenie mogą oddychać, a wilgoć w podłożu sama się reguluje. Ma otwór odpływowy, a z latami pokrywa się piękną patyną. Zimą chroń ją przed mrozem.',
      use: 'Do ziół, kwiatów i roślin balkonowych.',
    },
    raisedBed: {
      name: 'Podwyższona grządka',
      description:
        'Grządka z litego dębu – drewna naturalnie odpornego na wilgoć, bez chemicznej impregnacji. Wygodna wysokość oszczędza plecy, a ziemia wiosną szybciej się nagrzewa. Składa się ją bez śrub.',
      use: 'Do uprawy warzyw i ziół w ogrodzie lub na tarasie.',
    },
    wateringCan: {
      name: 'Konewka',
      description:
        'Konewka ze stali nierdzewnej z długą szyjką i zdejmowanym sitkiem do delikatnego podlewania. Uchwyt jest tak wyważony, że łatwo ją przechylić nawet z pełnym zbiornikiem. Nie rdzewieje i może zostać na dworze przez cały rok.',
      use: 'Do podlewania doniczek, rozsad i rabat.',
    },
    gardenHose: {
      name: 'Wąż ogrodowy',
      description:
        'Wąż z naturalnego kauczuku wzmocniony oplotem, który się nie załamuje i pozostaje giętki nawet w chłodne dni. Jest odporny na słońce i nie pęka. Pasuje do standardowych szybkozłączek.',
      use: 'Do podlewania ogrodu oraz mycia tarasu i roweru.',
    },
    yogaMat: {
      name: 'Mata do jogi',
      description:
        'Mata z wierzchnią warstwą z naturalnego korka, który trzyma tym lepiej, im bardziej się pocisz, i spodem z naturalnego kauczuku. Korek ma właściwości antybakteryjne i nie chłonie zapachów. Wystarczy przetrzeć ją wilgotną ściereczką.',
      use: 'Do jogi, pilatesu i rozciągania.',
    },
    yogaBlock: {
      name: 'Kostka do jogi',
      description:
        'Stabilna kostka z prasowanego korka o zaokrąglonych krawędziach. Podpiera dłonie, gdy nie sięgają jeszcze podłogi, i pomaga zachować prawidłowe ustawienie ciała. Jest lekka i się nie ślizga.',
      use: 'Jako podparcie i pomoc w utrzymaniu równowagi w asanach.',
    },
    runningBelt: {
      name: 'Pas do biegania',
      description:
        'Cienki, elastyczny pas z poliestru z recyklingu z kieszenią na telefon, klucze i żele energetyczne. Ściśle przylega do talii i nie podskakuje w biegu. Można go prać w pralce.',
      use: 'Do biegania bez wypchanych kieszeni.',
    },
    runningCap: {
      name: 'Czapka do biegania',
      description:
        'Lekka czapka z poliestru z recyklingu z perforowanymi bokami i miękką opaską, która wchłania pot. Daszek chroni przed słońcem, a odblaski są dobrze widoczne o zmierzchu. Po złożeniu zmieści się w kieszeni.',
      use: 'Do biegania w słońcu i w mżawce.',
    },
    kettlebell: {
      name: 'Odważnik kettlebell',
      description:
        'Odlany z jednego kawałka żeliwa, z szerokim uchwytem, który chwycisz jedną lub obiema rękami. Płaska podstawa stabilnie stoi na podłodze, a matowa powłoka nie ślizga się w dłoni.',
      use: 'Do wymachów, przysiadów i treningu siłowego w domu.',
    },
    resistanceBands: {
      name: 'Guma oporowa',
      description:
        'Szeroka taśma z naturalnego kauczuku, która się nie zwija i nie szczypie skóry. Wzmacnia nogi, pośladki i barki, a także pomaga w rehabilitacji po kontuzjach. Zmieści się w szufladzie albo w walizce.',
      use: 'Do treningu siłowego i rozciągania w dowolnym miejscu.',
    },
    notebook: {
      name: 'Notes',
      description:
        'Notes z szytym grzbietem, który otwiera się całkiem płasko, i grubym papierem 100 g/m², przez który atrament nie przebija. Kropkowana siatka sprawdzi się przy notatkach, listach i szkicach. Twarda okładka z płóciennym grzbietem.',
      use: 'Na notatki, dziennik i pomysły w biegu.',
    },
    planner: {
      name: 'Planer',
      description:
        'Planer bez dat z układem tygodniowym, który możesz zacząć w dowolnym miesiącu. Papier dobrze znosi pióro wieczne, a dwie tasiemki-zakładki od razu otwierają bieżący tydzień. Lniana okładka wytrzyma noszenie w torbie.',
      use: 'Do planowania tygodnia i pilnowania celów.',
    },
    fountainPen: {
      name: 'Pióro wieczne',
      description:
        'Pióro z korpusem i stalówką ze stali nierdzewnej, wyważone tak, by pisało płynnie bez nacisku. Napełnia się je nabojami albo konwerterem z kałamarza. Stalówka F daje cienką kreskę, M – wyraźniejszą.',
      use: 'Do codziennego pisania, prowadzenia dziennika i kaligrafii.',
    },
    pencilSet: {
      name: 'Zestaw ołówków',
      description:
        'Ołówki grafitowe w oprawie z drewna bukowego z europejskich lasów, w twardościach od 2H do 4B. Łatwo się temperują, a grafit nie łamie się przy pierwszym nacisku. Zapakowane w papierowe etui.',
      use: 'Do rysowania, szkicowania i notatek.',
    },
    deskOrganiser: {
      name: 'Organizer na biurko',
      description:
        'Organizer z litego dębu z przegródkami na długopisy, wizytówki i telefon, dzięki któremu na biurku od razu robi się porządek. Wykończony naturalnym olejem, z filcem od spodu, by nie rysował blatu. Wystarczy przecierać go suchą ściereczką.',
      use: 'Do trzymania drobiazgów biurowych w jednym miejscu.',
    },
    deskLamp: {
      name: 'Lampka biurkowa',
      description:
        'Lampka z aluminium z przegubowym ramieniem i głowicą, którą skierujesz tam, gdzie potrzebujesz światła. Wbudowany moduł LED daje równe światło bez migotania, z regulacją jasności, i zużywa bardzo mało prądu.',
      use: 'Do czytania, pisania i pracy przy komputerze.',
    },
    buildingBlocks: {
      name: 'Klocki',
      description:
        'Drewniane klocki z litego buku, docinane tak precyzyjnie, że można budować z nich wysokie wieże. Krawędzie są starannie wygładzone, a farby na bazie wody bezpieczne dla małych rączek. Po zabawie łatwo je zebrać do bawełnianego woreczka.',
      use: 'Do swobodnej zabawy i pierwszych konstrukcji, od 12. miesiąca życia.',
    },
    pullAlongToy: {
      name: 'Zabawka do ciągnięcia',
      description:
        'Zwierzątko z drewna bukowego na kółkach, ze sznurkiem, za który dziecko może je ciągnąć za sobą. Kółka toczą się cicho, a uszka kiwają się przy każdym kroku. Zachęca do stawiania pierwszych kroków i zabawy w udawanie.',
      use: 'Dla maluchów, które właśnie uczą się chodzić.',
    },
    jigsawPuzzle: {
      name: 'Puzzle',
      description:
        'Elementy z grubej tektury z recyklingu, wycięte tak dokładnie, że pewnie się ze sobą łączą. Matowy nadruk nie odbija światła, a kolory pozostają żywe. W pudełku znajdziesz plakat z obrazkiem, który ułatwia układanie.',
      use: 'Na spokojne popołudnia w pojedynkę lub w towarzystwie.',
    },
    boardGame: {
      name: 'Gra planszowa',
      description:
        'Gra łącząca strategię i szczęście, z zasadami, które poznacie w dziesięć minut. Plansza i karty z mocnej tektury, pionki z drewna. Jedna partia trwa około pół godziny.',
      use: 'Na rodzinne wieczory dla dwóch do pięciu graczy.',
    },
    bathTowel: {
      name: 'Ręcznik kąpielowy',
      description:
        'Gęsty ręcznik z długowłóknistej bawełny, chłonny i miękki dla skóry. Podwójnie obszyte brzegi nie strzępią się nawet po setkach prań. Pierz w 60 °C bez płynu zmiękczającego.',
      use: 'Do kąpieli, pod prysznic i na plażę.',
    },
    soapDish: {
      name: 'Mydelniczka',
      description:
        'Ceramiczna mydelniczka z rowkami, po których spływa woda, więc mydło szybko wysycha i starcza na dłużej. Jest szkliwiona i łatwo ją utrzymać w czystości.',
      use: 'Na mydło w kostce przy umywalce lub pod prysznicem.',
    },
    barSoap: {
      name: 'Mydło w kostce',
      description:
        'Mydło z oliwy z oliwek, oleju kokosowego i masła shea, robione metodą na zimno w małych partiach. Myje delikatnie, nie wysuszając skóry, a pachnie wyłącznie olejkami eterycznymi. Zawinięte w papier z recyklingu.',
      use: 'Do mycia rąk, twarzy i ciała.',
    },
    handCream: {
      name: 'Krem do rąk',
      description:
        'Bogaty krem z olejami roślinnymi i masłem shea, który szybko się wchłania i nie zostawia tłustej warstwy. Chroni dłonie przed mrozem i częstym myciem. Zamknięty w aluminiowej tubce nadającej się do recyklingu.',
      use: 'Do suchych dłoni – po pracy w ogrodzie albo zmywaniu.',
    },
  },
  colours: {
    black: 'czarny',
    white: 'biały',
    graphite: 'grafitowy',
    red: 'czerwony',
    blue: 'niebieski',
    navy: 'granatowy',
    green: 'zielony',
    olive: 'oliwkowy',
    sand: 'piaskowy',
    grey: 'szary',
    terracotta: 'terakotowy',
    yellow: 'żółty',
    natural: 'naturalny',
    pink: 'różowy',
  },
  materials: {
    castIron: 'żeliwo',
    stainlessSteel: 'stal nierdzewna',
    carbonSteel: 'stal węglowa',
    aluminium: 'aluminium',
    ceramic: 'ceramika',
    porcelain: 'porcelana',
    glass: 'szkło',
    oak: 'drewno dębowe',
    beech: 'drewno bukowe',
    bamboo: 'bambus',
    cotton: 'bawełna',
    linen: 'len',
    wool: 'wełna',
    recycledPolyester: 'poliester z recyklingu',
    nylon: 'nylon',
    cork: 'korek',
    rubber: 'kauczuk',
    paper: 'papier',
    terracottaClay: 'terakota',
    plantOils: 'oleje roślinne',
  },
  lines: {
    classic: 'Ponadczasowy projekt, który sprawdził się w codziennym użyciu.',
    pro: 'Dla wymagających – do intensywnej pracy dzień w dzień.',
    eco: 'Z materiałów z recyklingu i odnawialnych, z mniejszym śladem węglowym.',
    compact: 'Lekki i niewielki, zajmuje mało miejsca.',
    premium: 'Najlepsze materiały i ręczne wykończenie w każdym szczególe.',
    essential: 'Podstawy zrobione porządnie, w uczciwej cenie.',
  },
  manufacturers: {
    ferrum:
      'Odlewnia z długą tradycją, która z żeliwa i stali tworzy naczynia na całe życie. Każdy egzemplarz odlewa się w formie piaskowej i wypala olejem roślinnym.',
    aurelio:
      'Manufaktura noży, która kuje i szlifuje ostrza z włoską precyzją. Jej noże słyną z wyważenia i trwałej ostrości.',
    kaffeto: 'Projektuje akcesoria do parzenia kawy i herbaty – o prostych formach, z wytrzymałego szkła.',
    porcela:
      'Wytwórnia porcelany i szkła, której zastawa znosi codzienne użytkowanie i zdobi świąteczne stoły.',
    lumora: 'Projektuje lampy z ceramiki, bambusa i aluminium, dające ciepłe, miękkie światło.',
    tessile:
      'Tkalnia, która z wełny, lnu i bawełny tka pledy, ręczniki i poszewki, szanując dawne rzemiosło.',
    'casa-brava':
      'Tworzy dekoracje, kosze, regały i donice z naturalnych materiałów, z odrobiną śródziemnomorskiego temperamentu.',
    nordvik: 'Skandynawski producent namiotów i śpiworów, testowanych w wietrze, deszczu i śniegu.',
    trailcraft:
      'Plecaki i akcesoria turystyczne projektowane przez wędrowców dla wędrowców, na szlaki o każdej trudności.',
    velora:
      'Akcesoria rowerowe do miasta i w trasę: lampki, które widać z daleka, i sakwy, które nie przemakają.',
    verdello:
      'Narzędzia ogrodowe i do podlewania z solidnej stali i z ergonomicznymi uchwytami, dla tych, którzy lubią pracować własnymi rękami.',
    fitform: 'Proste i trwałe akcesoria do fitnessu i biegania, do treningu w domu i na świeżym powietrzu.',
    papyra:
      'Oprawia notesy i planery, tworzy też pióra i ołówki dla wszystkich, którzy lubią pisać odręcznie.',
    holzwerk: 'Warsztat drewnianych zabawek z litego buku, malowanych farbami bezpiecznymi dla dzieci.',
    savonna:
      'Mydlarnia, która w małych partiach wytwarza mydła i kremy na olejach roślinnych, w minimalnych opakowaniach.',
    kivi: 'Tworzy puzzle i gry planszowe dla małych i dużych, drukowane na tekturze z recyklingu.',
  },
  attributes: {
    material: 'Materiał',
    colour: 'Kolor',
    size: 'Rozmiar',
    weight: 'Waga',
    line: 'Linia',
  },
  articles: {
    caringForCastIron: {
      title: 'Jak dbać o żeliwne naczynia',
      slug: 'jak-dbac-o-zeliwne-naczynia',
      subtitle: 'Trochę oleju, odrobina cierpliwości i patelnia, która posłuży ci przez całe życie.',
      body: 'Żeliwo nie jest kapryśne, ma po prostu swoje przyzwyczajenia. Czarna, lekko błyszcząca powierzchnia dobrze używanej patelni to tak zwana patyna: olej wypalony na metalu, który działa jak naturalna powłoka nieprzywierająca. Im częściej gotujesz, tym staje się lepsza.\n\nAby ją wytworzyć albo odnowić, umyj naczynie, dokładnie osusz i wetrzyj bardzo cienką warstwę neutralnego oleju, na przykład rzepakowego, we wszystkie powierzchnie – także od spodu i w uchwyt. Nadmiar zetrzyj ręcznikiem papierowym, jakbyś chciał usunąć wszystko. Włóż patelnię do góry dnem do piekarnika nagrzanego do 230 °C na godzinę i zostaw ją tam do wystygnięcia.\n\nPo gotowaniu czyść patelnię, póki jest jeszcze ciepła: gorącą wodą i twardą szczotką. Odrobina płynu do naczyń nie zaszkodzi, ale unikaj moczenia i zmywarki. Przypalone resztki łatwo zejdą, jeśli potrzesz je gruboziarnistą solą.\n\nNajważniejsze jest suszenie. Postaw naczynie na minutę na rozgrzanym palniku, aby odparowała cała wilgoć, a potem przetrzyj je kropelką oleju. Jeśli mimo to pojawi się rdza, nie martw się: zetrzyj ją drucianą myjką, wypal naczynie jeszcze raz i znów będzie jak nowe.',
    },
    hikingPackingList: {
      title: 'Co spakować na pierwszą jednodniową wędrówkę',
      slug: 'co-spakowac-na-pierwsza-wedrowke',
      subtitle: 'Krótka lista na dzień w górach bez przykrych niespodzianek.',
      body: 'Na jednodniową wędrówkę nie potrzebujesz wiele, ale to, co zabierasz, powinno być przemyślane. Wystarczy plecak o pojemności 20–30 litrów z szerokimi szelkami i pasem biodrowym. Cięższe rzeczy pakuj wysoko i blisko pleców, żeby ładunek nie ciągnął cię do tyłu.\n\nNajważniejsza jest woda: licz mniej więcej pół litra na każdą godzinę marszu, a w upał więcej. Weź orzechy, owoce i kanapki, bo na szlaku apetyt rośnie szybko. Kurtka przeciwwiatrowa i cienka wełniana bluza zajmują niewiele miejsca, a ratują dzień, gdy na grani zmienia się pogoda.\n\nNie zapomnij o czapce, okularach przeciwsłonecznych i kremie z filtrem – nawet przy zachmurzonym niebie. Mała apteczka z plastrami na odciski, czołówka, naładowany telefon i papierowa mapa trasy to twoja polisa bezpieczeństwa.\n\nKije trekkingowe odciążają kolana na zejściach, co docenisz pod koniec dnia. Zanim wyruszysz, powiedz komuś, dokąd idziesz i kiedy planujesz wrócić. Na początek wybierz dobrze oznakowany szlak na trzy, cztery godziny i ciesz się widokami bez pośpiechu.',
    },
    betterCoffeeAtHome: {
      title: 'Lepsza kawa przelewowa w domu',
      slug: 'lepsza-kawa-przelewowa-w-domu',
      subtitle: 'Mielenie, proporcje i temperatura wody – trzy sekrety idealnej filiżanki.',
      body: 'Kawa parzona ręcznie metodą przelewową nagradza dbałość o szczegóły. Nie potrzebujesz drogiego sprzętu – wystarczą świeżo palone ziarna, kuchenna waga i odrobina cierpliwości. Miel kawę tuż przed parzeniem, bo jej aromat ulatnia się w ciągu kilku minut.\n\nZmielona kawa powinna przypominać gruboziarnisty piasek. Jeśli napar jest gorzki, a woda przepływa bardzo wolno, zmiel grubiej; jeśli kawa wychodzi kwaśna i płaska – drobniej. Dobrym punktem wyjścia jest proporcja 60 gramów kawy na litr wody, czyli 15 gramów na duży kubek o pojemności 250 ml.\n\nWoda nie powinna wrzeć. Idealna temperatura to 92–96 °C, więc po wyłączeniu czajnika odczekaj około pół minuty. Papierowy filtr najpierw przelej gorącą wodą – pozbędziesz się papierowego posmaku i ogrzejesz dzbanek.\n\nZacznij od niewielkiej ilości wody, tylko tyle, by zwilżyć całą kawę, i odczekaj trzydzieści sekund, aż kawa „zakwitnie”, czyli uwolni dwutlenek węgla. Potem dolewaj wodę powoli, okrężnymi ruchami od środka na zewnątrz. Całe parzenie trwa trzy, cztery minuty – i warto poświęcić mu każdą sekundę.',
    },
    choosingAKitchenKnife: {
      title: 'Jak wybrać nóż kuchenny',
      slug: 'jak-wybrac-noz-kuchenny',
      subtitle: 'Nóż szefa kuchni czy do chleba? Na co zwrócić uwagę przy wyborze stali i ostrzeniu.',
      body: 'Gdybyś mógł mieć tylko jeden nóż, powinien to być nóż szefa kuchni. Z ostrzem o długości 16–20 cm pokroi warzywa, mięso, zioła i ryby. Krótsza wersja sprawdzi się w mniejszej dłoni i na niewielkiej desce, dłuższa – u tych, którzy często gotują dla wielu osób.\n\nNóż do chleba to idealny drugi wybór. Jego ząbkowane ostrze przecina chrupiącą skórkę, nie zgniatając miąższu, i równie dobrze radzi sobie z pomidorami i ciastem. Tu liczy się długość: nóż 26-centymetrowy bez trudu poradzi sobie nawet z dużym bochenkiem.\n\nJeśli chodzi o stal, twarda stal nierdzewna długo trzyma ostrość i nie wymaga szczególnej troski. Zanim kupisz nóż, weź go do ręki: środek ciężkości powinien leżeć blisko miejsca, w którym rękojeść łączy się z ostrzem.\n\nNóż jest bezpieczny tylko wtedy, gdy jest ostry, bo nie trzeba go wtedy dociskać. Co kilka dni przeciągnij ostrze po stalce, a dwa, trzy razy w roku naostrz je na kamieniu. Myj nóż zawsze ręcznie, od razu wycieraj do sucha i przechowuj na listwie magnetycznej albo w osłonie, nigdy luzem w szufladzie.',
    },
    balconyGardenInSpring: {
      title: 'Wiosenny ogródek na balkonie',
      slug: 'wiosenny-ogrodek-na-balkonie',
      subtitle: 'Doniczki, ziemia, zioła i podlewanie – poradnik dla początkujących.',
      body: 'Żeby mieć własny ogródek, nie potrzebujesz działki. Kilka metrów kwadratowych słonecznego balkonu wystarczy na bazylię, miętę, tymianek i parę krzaczków pomidorków koktajlowych. Najpierw sprawdź, ile godzin słońca dociera na twój balkon: większość ziół potrzebuje co najmniej pięciu, sześciu.\n\nDoniczki z terakoty oddychają, chronią korzenie przed przegrzaniem i nie dopuszczają do zastoju wody. Upewnij się, że mają otwór odpływowy, a na dno wsyp warstwę keramzytu. Do pomidorów wybierz doniczkę o średnicy co najmniej 30 cm, zioła zadowolą się mniejszymi.\n\nUżyj dobrej ziemi do warzyw i ziół zamiast ziemi z ogrodu, która w doniczce szybko się zbija. Odrobina perlitu albo kompostu sprawi, że podłoże pozostanie przewiewne. Sadź dopiero po ostatnich przymrozkach, czyli zwykle po zimnej Zośce w połowie maja.\n\nPodlewaj wcześnie rano albo wieczorem, prosto do ziemi, a nie na liście. Włóż palec na dwa centymetry w podłoże: jeśli jest suche, czas sięgnąć po konewkę. W upalne dni doniczki z terakoty mogą wymagać podlewania codziennie. I często zrywaj zioła – im częściej je przycinasz, tym gęściej rosną.',
    },
    cosyLightingForWinter: {
      title: 'Przytulne światło na zimowe wieczory',
      slug: 'przytulne-swiatlo-na-zime',
      subtitle: 'Jak łączyć lampy w warstwy, by w domu zrobiło się ciepło i nastrojowo.',
      body: 'Gdy wcześnie zapada zmrok, to właśnie światło najbardziej wpływa na nastrój w domu. Sekretem nie jest jedna mocna lampa pod sufitem, ale kilka mniejszych źródeł światła na różnych wysokościach. Pomyśl o oświetleniu w trzech warstwach: ogólnej, zadaniowej i dekoracyjnej.\n\nŚwiatło ogólne daje zwykle lampa wisząca. Klosz z bambusa lub tkaniny filtruje blask i rzuca na ściany miękkie cienie. Zawieś ją 60–70 cm nad blatem stołu, aby oświetlała, ale nie oślepiała. W większym pokoju dobrze sprawdzą się dwie mniejsze lampy zamiast jednej dużej.\n\nŚwiatło zadaniowe jest potrzebne tam, gdzie czytasz, gotujesz lub pracujesz: lampa stołowa przy fotelu albo lampka biurkowa z ruchomym ramieniem. Światło dekoracyjne – mała ceramiczna lampka na półce czy kilka świec – dodaje wnętrzu głębi.\n\nWybieraj żarówki o ciepłej barwie, 2700 K lub niższej, a jeśli to możliwe, z funkcją ściemniania. Wieczorem zgaś górne światło i zostaw tylko nisko położone źródła. Do tego wełniany pled na kanapie – i od razu zima wydaje się znacznie przyjaźniejsza.',
    },
    yogaAtHomeForBeginners: {
      title: 'Joga w domu dla początkujących',
      slug: 'joga-w-domu-dla-poczatkujacych',
      subtitle: 'Spokojny kąt, dobra mata i dziesięć minut dziennie.',
      body: 'Aby zacząć ćwiczyć jogę w domu, nie potrzebujesz osobnego pokoju. Wystarczy miejsce o wymiarach mniej więcej dwa na jeden metr, w którym rozłożysz ręce, nie zahaczając o meble. Przewietrz pomieszczenie, wycisz powiadomienia w telefonie i wybierz stałą porę, na przykład przed śniadaniem.\n\nNajważniejszym sprzętem jest mata. Korkowa nie ślizga się nawet wtedy, gdy się pocisz, a wyczyścisz ją wilgotną ściereczką. Jedna lub dwie kostki pomogą, gdy dłonie nie sięgają jeszcze podłogi, a złożony koc ochroni kolana.\n\nProsta pierwsza sekwencja: zacznij od dwóch minut spokojnego oddechu w siadzie. Potem przejdź do pozycji kota i krowy, by rozgrzać kręgosłup, następnie do psa z głową w dół, pozycji wojownika na obie strony i łagodnego skłonu w przód. Na koniec połóż się na plecach i przez dwie minuty po prostu odpoczywaj.\n\nNie zmuszaj ciała do niczego – ból jest sygnałem, żeby odpuścić. Dziesięć minut codziennie da ci więcej niż godzina raz w miesiącu. Po kilku tygodniach zauważysz, ile zyskałeś gibkości i spokoju.',
    },
    aGentlerBathroom: {
      title: 'Łazienka z mniejszą ilością plastiku',
      slug: 'lazienka-z-mniejsza-iloscia-plastiku',
      subtitle: 'Mydło w kostce, mniej opakowań i ręczniki, które posłużą latami.',
      body: 'W łazience łatwo gromadzą się dziesiątki plastikowych butelek. Pierwszym i najprostszym krokiem, by ich ubyło, jest powrót do mydła w kostce. Dobre mydło na olejach roślinnych wystarcza na tak długo jak dwie, trzy butelki mydła w płynie, a do tego jest zawinięte w papier.\n\nŻeby kostka długo służyła, musi wysychać między kolejnymi użyciami. Ceramiczna mydelniczka z rowkami odprowadza wodę, dzięki czemu mydło się nie rozmiękcza. Dużą kostkę możesz przekroić na pół i używać po jednej połówce.\n\nPotem przyjdzie czas na kolejne drobne zmiany: szczoteczkę do zębów z bambusa, szampon w kostce, krem do rąk w aluminiowej tubce lub szklanym słoiczku. Nie musisz zmieniać wszystkiego naraz – wymieniaj rzeczy dopiero wtedy, gdy stare się skończą.\n\nBawełniane ręczniki też potrzebują troski. Pierz je w 40–60 °C bez płynu zmiękczającego, który sprawia, że włókna gorzej wchłaniają wodę. Przed rozwieszeniem mocno je strzepnij i, kiedy tylko możesz, susz na powietrzu. Dzięki temu długo pozostaną puszyste, a twoja łazienka będzie łagodniejsza dla ciebie i dla środowiska.',
    },
    cyclingToWork: {
      title: 'Rowerem do pracy',
      slug: 'rowerem-do-pracy',
      subtitle: 'Lampki, sakwy, trasa i pogoda – co warto wiedzieć, zanim wsiądziesz na siodełko.',
      body: 'Na dystansach do dziesięciu kilometrów rower często okazuje się najszybszym środkiem transportu w mieście. Docierasz do pracy rozbudzony, nie szukasz miejsca parkingowego, a dzienną dawkę ruchu masz już za sobą.\n\nNajpierw bezpieczeństwo: biała lampka z przodu i czerwona z tyłu są niezbędne nie tylko nocą, ale też w ciemne zimowe poranki. Lampki ładowane przez USB naładujesz w biurze, zanim skończysz pracę. Kask i odblaskowa kamizelka uzupełniają podstawowe wyposażenie.\n\nPlecak zostaw na spacery – w siodle szybko poci się w nim plecy. Wodoodporna sakwa na bagażniku pomieści laptopa, ubrania na zmianę i lunch, a do tego obniża środek ciężkości. Zaplanuj trasę spokojnymi ulicami i drogami rowerowymi, nawet jeśli jest trochę dłuższa, i przejedź ją bez pośpiechu w weekend.\n\nNa kaprysy pogody wystarczą lekka kurtka przeciwdeszczowa i błotniki. Latem wyjeżdżaj nieco wcześniej, póki w mieście jest jeszcze chłodno. Nie musisz jeździć codziennie: dwa razy w tygodniu to już naprawdę dobry początek. Z czasem sam zauważysz, że trudno wrócić do korków.',
    },
    plannerHabits: {
      title: 'Tydzień na papierze',
      slug: 'tydzien-na-papierze',
      subtitle: 'Jak zwykły planer pomaga lepiej zorganizować czas.',
      body: 'Papier ma zaletę, której nie podrobi żadna aplikacja: zmusza, żeby się zatrzymać i pomyśleć. Kiedy zapisujesz zadanie odręcznie, naprawdę decydujesz, czy zasługuje ono na miejsce w twoim tygodniu.\n\nZarezerwuj dwadzieścia minut w niedzielne popołudnie albo w poniedziałkowy poranek. Najpierw spójrz na miniony tydzień: co udało się skończyć, co zostało, co można po prostu skreślić. Potem wpisz stałe spotkania i wybierz trzy priorytety na najbliższe siedem dni. Zapisz je na górze strony, żeby widzieć je za każdym razem, gdy otwierasz planer.\n\nDuże zadania dziel na małe kroki i każdemu przypisz konkretny dzień. Zostawiaj w planie luki, bo coś nieprzewidzianego na pewno się wydarzy. Pomaga prosty system znaków: kropka oznacza zadanie do zrobienia, krzyżyk – zrobione, strzałka – przeniesione na później.\n\nTrzymaj planer otwarty na biurku, a obok niego pióro. Każdego wieczoru zerknij na stronę następnego dnia i odhacz to, co udało się zrobić. Po miesiącu będziesz mieć nie tylko spokojniejsze tygodnie, ale i mały dziennik własnego życia.',
    },
    whyWoodenToys: {
      title: 'Dlaczego drewniane zabawki',
      slug: 'dlaczego-drewniane-zabawki',
      subtitle: 'Trwałe, proste i otwarte na dziecięcą wyobraźnię.',
      body: 'Dobra drewniana zabawka nie psuje się byle czym. Klocki z drewna bukowego wytrzymują upadki, gryzienie i lata zabawy, a często przechodzą z rąk starszego rodzeństwa do młodszego albo do następnego pokolenia. Z czasem zyskują drobne ślady, które czynią je jeszcze bardziej ulubionymi.\n\nNajwiększą zaletą drewnianych zabawek jest jednak swobodna zabawa. Zestaw klocków nie ma instrukcji ani gotowego scenariusza: dziś staje się zamkiem, jutro pociągiem, pojutrze ogrodem zoologicznym. Dzieci wymyślają, sprawdzają i budują od nowa, ćwicząc przy tym wyobraźnię, cierpliwość i sprawność rączek. Zabawka do ciągnięcia w prosty i radosny sposób zachęca do pierwszych kroków.\n\nDrewno jest też przyjemne w dotyku – ciepłe i przyjemnie ciężkie, co dzieci wyraźnie wyczuwają. Wybieraj drewno z odpowiedzialnie prowadzonych lasów i farby na bazie wody, bezpieczne dla dzieci.\n\nPielęgnacja jest prosta: przecieraj zabawki lekko wilgotną ściereczką z odrobiną łagodnego mydła, ale nigdy ich nie mocz. Susz w temperaturze pokojowej, z dala od kaloryfera. Jeśli drewno zrobi się szorstkie, wystarczy drobny papier ścierny i kropla oleju roślinnego.',
    },
    settingATableForGuests: {
      title: 'Piękny stół dla gości',
      slug: 'piekny-stol-dla-gosci',
      subtitle: 'Talerze, szklanki, serwetki i kwiaty – bez stresu.',
      body: 'Starannie nakryty stół mówi gościom, że są mile widziani, zanim jeszcze podasz pierwsze danie. Nie potrzebujesz drogiej zastawy – wystarczy odrobina namysłu i konsekwencji.\n\nZacznij od talerzy. Proste talerze w bieli lub kolorze piaskowym podkreślają potrawy i pasują do wszystkiego. Ustaw płaski talerz pośrodku każdego nakrycia, mniej więcej dwa palce od krawędzi stołu, i zostaw między nakryciami tyle miejsca, by goście nie trącali się łokciami. Widelce kładź po lewej stronie, noże po prawej, ostrzem do talerza.\n\nSzklanki i kieliszki stawiaj w prawym górnym rogu, nad nożami: jedna szklanka do wody i kieliszek do wina w zupełności wystarczą. Płócienne serwetki z lnu lub bawełny, po prostu złożone na talerzu albo obok niego, od razu nadają stołowi odświętny charakter.\n\nJeśli chodzi o kwiaty, wybieraj niskie kompozycje, żeby goście widzieli się nawzajem. Kilka gałązek z ogrodu w dwóch, trzech małych wazonach albo sezonowy bukiet w zupełności wystarczą. Wieczorem dodaj bezzapachowe świece, które nie zagłuszą aromatu potraw.',
    },
  },
  promotions: {
    winterSale: {
      name: 'Zimowa wyprzedaż',
      slug: 'zimowa-wyprzedaz',
      description: '20% taniej na wybrane pledy, lampy i sprzęt turystyczny. Rozgrzej się za mniej.',
    },
    kitchenDays: {
      name: 'Dni kuchni',
      slug: 'dni-kuchni',
      description:
        '10 € rabatu na wybrane patelnie, garnki i garnki żeliwne – dobra okazja, by odnowić kuchenne wyposażenie.',
    },
    freeShippingWeekend: {
      name: 'Weekend z darmową dostawą',
      slug: 'weekend-z-darmowa-dostawa',
      description: 'Darmowa dostawa wszystkich produktów do łazienki i pielęgnacji – tylko w ten weekend.',
    },
    welcome: {
      name: 'Oferta powitalna',
      slug: 'oferta-powitalna',
      description: 'Witaj w Tendero: 10% rabatu na cały koszyk z kodem WELCOME10, raz na klienta.',
    },
    saveFifteen: {
      name: 'Oszczędź 15 €',
      slug: 'oszczedz-15',
      description: '15 € rabatu na zamówienia od 100 € z kodem SAVE15.',
    },
    freeShippingCode: {
      name: 'Kod na darmową dostawę',
      slug: 'kod-na-darmowa-dostawe',
      description: 'Wpisz w koszyku kod FREESHIP, a wyślemy twoje zamówienie za darmo.',
    },
    summerSale: {
      name: 'Letnia wyprzedaż',
      slug: 'letnia-wyprzedaz',
      description: '25% rabatu na cały koszyk z kodem SUMMER25 przez całe lato.',
    },
    fitFormWeeks: {
      name: 'Tygodnie FitForm',
      slug: 'tygodnie-fitform',
      description:
        '20% rabatu na wszystko od FitForm – maty do jogi, kettlebelle i sprzęt do biegania – z kodem FITFORM20.',
    },
    gardenSeason: {
      name: 'Sezon ogrodowy',
      slug: 'sezon-ogrodowy',
      description: '10% rabatu na wszystko do ogrodu z kodem GARDEN10: narzędzia, donice i konewki.',
    },
    freeGift: {
      name: 'Prezent gratis',
      slug: 'prezent-gratis',
      description: 'Przy zakupach od 150 € wybierz prezent: mydło, krem do rąk, zestaw ołówków lub notes.',
    },
    fullVoucher: {
      name: 'Bon podarunkowy',
      slug: 'bon-podarunkowy',
      description:
        'Demonstracyjny bon na całe zamówienie: kod VOUCHER100 odejmuje 100% ceny Twoich produktów, raz na klienta. Dodaj FREESHIP, a nie zostanie nic do zapłaty.',
    },
  },
  marketing: {
    heroWinter: {
      title: 'Zimowa wyprzedaż: 20% taniej',
      body: 'Wełniane pledy, lampy o ciepłym świetle i sprzęt turystyczny w zimowych cenach.',
      cta: 'Zobacz promocje',
    },
    heroOutdoor: {
      title: 'Nowy sezon na szlaku',
      body: 'Namioty, plecaki i kije trekkingowe na pierwsze wiosenne wyprawy.',
      cta: 'Odkryj nowości',
    },
    bannerKitchen: {
      title: 'Dni kuchni',
      body: '10 € rabatu na wybrane naczynia do gotowania.',
      cta: 'Do kuchni',
    },
    bannerGarden: {
      title: 'Czas na ogród',
      body: 'Doniczki, narzędzia i konewki na wiosnę.',
      cta: 'Zobacz ogród',
    },
    bannerOffice: {
      title: 'Porządek na biurku',
      body: 'Notesy, pióra i lampki dla jasnej głowy.',
      cta: 'Odkryj',
    },
    uspShipping: {
      title: 'Darmowa dostawa od 49 €',
      body: 'Dla każdego zamówienia o wartości od 49 €.',
      cta: '',
    },
    uspReturns: {
      title: '{returnDays} dni na zwrot',
      body: 'Nie pasuje? Odeślesz za darmo z naszą opłaconą etykietą.',
      cta: '',
    },
    uspPayment: {
      title: 'Bezpieczna płatność kartą',
      body: 'Szyfrowane transakcje dla twojego spokoju.',
      cta: '',
    },
    uspSupport: {
      title: 'Osobista obsługa klienta',
      body: 'Jesteśmy do dyspozycji od poniedziałku do piątku.',
      cta: '',
    },
  },
};
