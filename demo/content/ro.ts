import type { LocaleContent } from './types.ts';

export const ro: LocaleContent = {
  brandsSegment: 'marci',
  categories: {
    kitchen: {
      name: 'Bucătărie',
      slug: 'bucatarie',
      description:
        'Tot ce vă trebuie ca să gătiți, să serviți și să vă bucurați de masă: ustensile rezistente și piese frumoase.',
    },
    'kitchen.cookware': {
      name: 'Vase de gătit',
      slug: 'vase-de-gatit',
      description: 'Tigăi, wokuri, oale și cratițe care distribuie bine căldura și rezistă ani la rând.',
    },
    'kitchen.cookware.pans': {
      name: 'Tigăi și wokuri',
      slug: 'tigai-si-wokuri',
      description: 'Fontă pentru rumenit, oțel carbon pentru sotat: tigăi care suportă focul mare zi de zi.',
    },
    'kitchen.cookware.pots': {
      name: 'Oale și cratițe',
      slug: 'oale-si-cratite',
      description: 'Pentru supe, ciorbe și tocănițe care fierb încet și umplu casa de arome.',
    },
    'kitchen.knives': {
      name: 'Cuțite',
      slug: 'cutite',
      description:
        'Lame ascuțite și bine echilibrate pentru tăieturi curate, de la pâinea crocantă la verdețuri.',
    },
    'kitchen.coffee': {
      name: 'Cafea și ceai',
      slug: 'cafea-si-ceai',
      description:
        'Cafea la filtru, ceai vrac și mici ritualuri de dimineață: tot ce trebuie pentru o ceașcă bună acasă.',
    },
    'kitchen.tableware': {
      name: 'Veselă și pahare',
      slug: 'vesela-si-pahare',
      description: 'Farfurii și pahare pentru o masă frumos aranjată, în zilele obișnuite și de sărbători.',
    },
    home: {
      name: 'Casă',
      slug: 'casa',
      description:
        'Lumină caldă, textile primitoare și soluții de depozitare pentru o casă în care vă simțiți bine.',
    },
    'home.lighting': {
      name: 'Iluminat',
      slug: 'iluminat',
      description: 'Lămpi de masă și pendule care creează atmosferă cu o lumină caldă și blândă.',
    },
    'home.textiles': {
      name: 'Textile pentru casă',
      slug: 'textile-pentru-casa',
      description: 'Pleduri din lână și fețe de pernă din in pentru o canapea îmbietoare și seri călduroase.',
    },
    'home.decor': {
      name: 'Decorațiuni',
      slug: 'decoratiuni',
      description: 'Vaze, oglinzi și obiecte alese cu grijă, care dau personalitate fiecărei camere.',
    },
    'home.storage': {
      name: 'Depozitare',
      slug: 'depozitare',
      description: 'Coșuri și etajere ca fiecare lucru să aibă locul lui, fără compromisuri la stil.',
    },
    outdoor: {
      name: 'Aer liber',
      slug: 'aer-liber',
      description:
        'Camping, drumeții și bicicletă: echipament de încredere pentru timpul petrecut afară, în orice anotimp.',
    },
    'outdoor.camping': {
      name: 'Camping',
      slug: 'camping',
      description:
        'Corturi și saci de dormit pentru nopți liniștite, de la bivuacul ușor la weekendul în familie.',
    },
    'outdoor.hiking': {
      name: 'Drumeții',
      slug: 'drumetii',
      description: 'Rucsacuri, bețe și sticle pentru trasee de o oră sau de o zi întreagă.',
    },
    'outdoor.hiking.backpacks': {
      name: 'Rucsacuri',
      slug: 'rucsacuri',
      description:
        'De la rucsacul ușor de zi la cel de drumeție bine căptușit, ca să duceți doar ce vă trebuie.',
    },
    'outdoor.hiking.accessories': {
      name: 'Accesorii de drumeție',
      slug: 'accesorii-de-drumetie',
      description: 'Bețe telescopice și sticle termice: detalii mici care fac drumul mai plăcut.',
    },
    'outdoor.cycling': {
      name: 'Ciclism',
      slug: 'ciclism',
      description:
        'Lumini și genți ca să circulați în siguranță și să vă cărați lucrurile pe bicicletă în fiecare zi.',
    },
    garden: {
      name: 'Grădină',
      slug: 'gradina',
      description: 'Unelte, ghivece și udare pentru o grădină sau un balcon plin de verdeață.',
    },
    'garden.tools': {
      name: 'Unelte de grădină',
      slug: 'unelte-de-gradina',
      description: 'Foarfeci și cazmale robuste, comode în mână, pentru tăiat și săpat fără efort.',
    },
    'garden.planters': {
      name: 'Ghivece și jardiniere',
      slug: 'ghivece-si-jardiniere',
      description: 'Ghivece din teracotă și straturi înălțate pentru flori, plante aromatice și legume.',
    },
    'garden.watering': {
      name: 'Udare',
      slug: 'udare',
      description: 'Stropitori și furtunuri ca fiecare plantă să primească exact câtă apă îi trebuie.',
    },
    sport: {
      name: 'Sport',
      slug: 'sport',
      description: 'Yoga, alergare și antrenament: echipament pentru mișcare acasă și în aer liber.',
    },
    'sport.yoga': {
      name: 'Yoga',
      slug: 'yoga',
      description: 'Saltele și blocuri din plută naturală pentru o practică stabilă și plăcută.',
    },
    'sport.running': {
      name: 'Alergare',
      slug: 'alergare',
      description: 'Centuri și șepci ușoare ca să alergați cu mâinile libere și mintea limpede.',
    },
    'sport.training': {
      name: 'Antrenament',
      slug: 'antrenament',
      description:
        'Kettlebelluri și benzi elastice pentru un antrenament complet, chiar și într-o sufragerie mică.',
    },
    office: {
      name: 'Papetărie',
      slug: 'papetarie',
      description: 'Caiete, stilouri și accesorii de birou pentru o muncă ordonată și făcută cu plăcere.',
    },
    'office.notebooks': {
      name: 'Caiete și agende',
      slug: 'caiete-si-agende',
      description: 'Hârtie de calitate pentru notițe, planuri și o săptămână bine organizată.',
    },
    'office.writing': {
      name: 'Instrumente de scris',
      slug: 'instrumente-de-scris',
      description: 'Stilouri și creioane care vă readuc plăcerea de a scrie de mână.',
    },
    'office.desk': {
      name: 'Birou',
      slug: 'birou',
      description: 'Organizatoare și lămpi pentru un birou ordonat și bine luminat.',
    },
    kids: {
      name: 'Copii',
      slug: 'copii',
      description: 'Jucării din lemn, puzzle-uri și jocuri de societate pentru joacă împreună, ani la rând.',
    },
    'kids.wooden-toys': {
      name: 'Jucării din lemn',
      slug: 'jucarii-din-lemn',
      description: 'Jucării din fag, solide și simple, care trec de la un copil la altul.',
    },
    'kids.games': {
      name: 'Jocuri și puzzle-uri',
      slug: 'jocuri-si-puzzle-uri',
      description: 'Pentru după-amiezile ploioase și serile în familie în jurul mesei.',
    },
    bath: {
      name: 'Baie',
      slug: 'baie',
      description:
        'Prosoape moi, săpunuri blânde și accesorii simple pentru o baie care vă îmbie la relaxare.',
    },
    'bath.accessories': {
      name: 'Accesorii de baie',
      slug: 'accesorii-de-baie',
      description: 'Prosoape pufoase din bumbac și săpuniere din ceramică pentru o baie îngrijită.',
    },
    'bath.care': {
      name: 'Îngrijire',
      slug: 'ingrijire',
      description: 'Săpunuri solide și creme cu uleiuri vegetale, blânde cu pielea și cu ambalaje minime.',
    },
  },
  productTypes: {
    fryingPan: {
      name: 'Tigaie',
      description:
        'Turnată dintr-o singură bucată de fontă, tigaia acumulează căldura și o redă uniform, perfectă pentru o rumenire frumoasă. Trece de pe aragaz în cuptor fără probleme și funcționează pe orice tip de plită, inclusiv pe inducție. Clătiți-o cu apă fierbinte, uscați-o bine și ungeți-o cu un strat subțire de ulei.',
      use: 'Pentru rumenit carne, legume și clătite la foc mare.',
    },
    wok: {
      name: 'Wok',
      description:
        'Din oțel carbon subțire, wokul se încinge în câteva secunde și reacționează imediat când dați focul mai mic. Cu timpul capătă o patină naturală care împiedică lipirea alimentelor. E suficient să-l spălați fără detergent și să-l ungeți ușor cu ulei.',
      use: 'Pentru legume sotate rapid, tăiței și preparate asiatice.',
    },
    stockPot: {
      name: 'Oală',
      description:
        'Oală din oțel inoxidabil cu bază groasă multistrat, care distribuie căldura fără puncte fierbinți. Mânerele nituite țin bine chiar și când oala e plină, iar capacul etanș reduce evaporarea. Potrivită pentru inducție și pentru mașina de spălat vase.',
      use: 'Pentru supe, ciorbe, paste și conserve în cantități mari.',
    },
    dutchOven: {
      name: 'Cratiță',
      description:
        'Cratița din fontă emailată păstrează căldura ore întregi și gătește lent tocănițe, friptură înăbușită și pâine. Capacul greu readuce aburul peste mâncare, pentru o carne fragedă. Merge direct din cuptor pe masă, unde ține mâncarea caldă.',
      use: 'Pentru gătit la foc mic, înăbușit și pâine de casă.',
    },
    chefsKnife: {
      name: 'Cuțit de bucătar',
      description:
        'Cuțitul bun la toate din bucătărie: lama din oțel inoxidabil forjat toacă, feliază și taie cu precizie. Curbura lamei permite o mișcare comodă de legănare, iar mânerul echilibrat previne oboseala. Spălați-l de mână și ascuțiți-l regulat.',
      use: 'Pentru tocat, feliat și tăiat zi de zi.',
    },
    breadKnife: {
      name: 'Cuțit de pâine',
      description:
        'Lama zimțată din oțel inoxidabil trece prin cea mai tare coajă fără să strivească miezul. Taie curat și roșiile coapte sau cozonacul pufos. Spălat de mână, rămâne eficient ani la rând.',
      use: 'Pentru feliat pâine, cozonac și prăjituri.',
    },
    pourOverSet: {
      name: 'Set pentru cafea la filtru',
      description:
        'Carafă din sticlă borosilicată și suport de filtru asortat: tot ce vă trebuie pentru o cafea la filtru limpede și aromată. Sticla rezistă la șocuri termice și nu reține mirosuri. Toate piesele se clătesc cu apă sau merg în mașina de spălat vase.',
      use: 'Pentru cafea la filtru preparată pe îndelete, ceașcă cu ceașcă.',
    },
    teapot: {
      name: 'Ceainic',
      description:
        'Ceainic din ceramică glazurată care păstrează infuzia caldă și toarnă fără să picure, datorită ciocului bine gândit. Sita detașabilă din oțel lasă frunzele să se desfacă. E suficient să-l clătiți cu apă fierbinte după folosire.',
      use: 'Pentru ceai vrac și infuzii de plante.',
    },
    dinnerPlateSet: {
      name: 'Set de farfurii întinse',
      description:
        'Șase farfurii întinse din porțelan fin, rezistente la folosirea zilnică și elegante la ocazii speciale. Glazura dură nu se zgârie ușor și pune în valoare culorile mâncării. Potrivite pentru mașina de spălat vase și cuptorul cu microunde.',
      use: 'Pentru mesele de zi cu zi și pentru musafiri.',
    },
    drinkingGlasses: {
      name: 'Set de pahare',
      description:
        'Șase pahare din sticlă transparentă și groasă, plăcute în mână și greu de răsturnat. Forma simplă se potrivește la apă, suc sau un vin tânăr. Se stivuiesc ca să economisiți spațiu și merg în mașina de spălat vase.',
      use: 'Pentru apă, sucuri și aperitive cu prietenii.',
    },
    tableLamp: {
      name: 'Lampă de masă',
      description:
        'Bază din ceramică lucrată manual la roata olarului și abajur din in care răspândește o lumină caldă și difuză. Nuanțele glazurii fac fiecare lampă unică. Întrerupător pe cablu și dulie E27 pentru becuri LED.',
      use: 'Pentru o lumină ambientală pe o comodă sau o noptieră.',
    },
    pendantLight: {
      name: 'Pendul',
      description:
        'Abajurul împletit manual din bambus proiectează umbre frumoase pe tavan și pe pereți. Materialul ușor și regenerabil face montajul simplu. E suficient să-l ștergeți de praf din când în când.',
      use: 'Pentru iluminatul mesei din sufragerie sau al unui colț de living.',
    },
    throwBlanket: {
      name: 'Pled',
      description:
        'Țesut din lână pură, pledul ține de cald fără să fie greu și respiră natural. Franjurii și căderea moale îmbracă frumos canapeaua sau marginea patului. Aerisiți-l des și spălați-l rar, la rece, pe programul pentru lână.',
      use: 'Pentru serile de iarnă petrecute pe canapea.',
    },
    cushionCover: {
      name: 'Față de pernă decorativă',
      description:
        'Față de pernă din in spălat, cu o textură moale și ușor șifonată, care devine tot mai frumoasă cu fiecare spălare. Fermoarul ascuns vă permite s-o scoateți într-o clipă. Se spală la mașină la 40 °C.',
      use: 'Pentru a împrospăta canapeaua sau patul dintr-o mișcare.',
    },
    vase: {
      name: 'Vază',
      description:
        'Modelată și glazurată manual din ceramică, vaza arată la fel de bine cu un buchet mare sau cu o singură crenguță. Interiorul este complet etanș, iar baza grea o face stabilă. Curățați-o cu apă călduță.',
      use: 'Pentru flori proaspete, crengi și flori uscate.',
    },
    wallMirror: {
      name: 'Oglindă de perete',
      description:
        'Oglindă rotundă cu ramă din stejar masiv, tratată cu ulei pentru a scoate în evidență fibra lemnului. Mărește vizual holul și reflectă lumina naturală în cameră. Include sistem de prindere pe perete.',
      use: 'Pentru hol, baie sau deasupra unei comode.',
    },
    storageBasket: {
      name: 'Coș de depozitare',
      description:
        'Coș din bambus împletit, ușor, rezistent și aerisit, ideal pentru rufe, jucării sau reviste. Mânerele integrate îl fac ușor de mutat. Se curăță cu o cârpă umedă.',
      use: 'Pentru a depozita frumos pleduri, jucării și obiecte mărunte.',
    },
    shelfUnit: {
      name: 'Etajeră',
      description:
        'Etajeră din stejar masiv cu îmbinări solide, care ține cărți, veselă sau plante fără să se încovoaie. Rafturile tratate cu ulei se întrețin ușor. Se montează în câteva minute cu sculele incluse.',
      use: 'Pentru a organiza și expune cărți, plante și obiecte.',
    },
    tent: {
      name: 'Cort',
      description:
        'Cort autoportant din nailon ripstop impregnat, care se montează în câteva minute datorită arcelor din aluminiu marcate pe culori. Cusăturile sigilate, dublul strat și aerisirile reduc condensul. Lăsați-l să se usuce bine înainte de a-l strânge.',
      use: 'Pentru bivuac, trasee de mai multe zile și weekenduri la camping.',
    },
    sleepingBag: {
      name: 'Sac de dormit',
      description:
        'Sac de dormit tip mumie, umplut cu poliester reciclat, care ține de cald chiar și pe umezeală. Gluga reglabilă și gulerul termic împiedică pierderea căldurii. Se comprimă în husa proprie și se spală la mașină.',
      use: 'Pentru nopți calde în cort, din primăvară până toamna.',
    },
    hikingBackpack: {
      name: 'Rucsac de drumeție',
      description:
        'Rucsac din nailon rezistent care mută greutatea pe șolduri datorită spatelui reglabil și centurii căptușite. Are mai multe accese, buzunar pentru sticlă și husă de ploaie integrată. După tură, periați-l și lăsați-l să se usuce la aer.',
      use: 'Pentru drumeții de o zi și trasee de mai multe zile.',
    },
    daypack: {
      name: 'Rucsac de zi',
      description:
        'Ușor și realizat din poliester reciclat, rucsacul duce esențialul: geaca, sandvișurile și sticla de apă. Spatele ventilat rămâne confortabil la urcare. Când nu-l folosiți, se pliază în propriul buzunar.',
      use: 'Pentru trasee scurte, plimbări și drumurile prin oraș.',
    },
    trekkingPoles: {
      name: 'Pereche de bețe de trekking',
      description:
        'Bețe telescopice din aluminiu care descarcă genunchii la coborâre și dau ritm mersului. Închizătorile rapide se reglează chiar și cu mănuși. Vârfuri din carbură și rondele interschimbabile incluse.',
      use: 'Pentru un mers mai sigur, la urcare și la coborâre.',
    },
    waterBottle: {
      name: 'Sticlă termică',
      description:
        'Sticlă din oțel inoxidabil cu pereți dubli: apa rămâne rece toată ziua, iar ceaiul fierbinte ore întregi. Capacul cu filet este etanș, iar oțelul nu păstrează gusturi. Se recomandă spălarea de mână.',
      use: 'Pentru hidratare pe munte, la birou sau pe bicicletă.',
    },
    bikeLightSet: {
      name: 'Set de lumini pentru bicicletă',
      description:
        'Far față și stop spate din aluminiu, reîncărcabile prin USB-C, ca să vedeți și să fiți văzut. Au mai multe moduri, inclusiv unul intermitent pentru zi, și se prind fără scule. Rezistă fără probleme la ploaie.',
      use: 'Pentru a circula în siguranță la lăsarea serii.',
    },
    pannierBag: {
      name: 'Geantă de portbagaj',
      description:
        'Geantă impermeabilă din nailon impregnat, care se prinde și se desprinde de pe portbagaj dintr-o mișcare. Închiderea prin rulare vă ferește lucrurile de ploaie, iar benzile reflectorizante vă fac vizibil. Se curăță cu un burete umed.',
      use: 'Pentru laptop, cumpărături sau echipamentul de sală, pe bicicletă.',
    },
    pruningShears: {
      name: 'Foarfecă de grădină',
      description:
        'Foarfecă cu tăiere tip bypass și lamă din oțel carbon, care taie curat fără să strivească tulpinile. Arcul moale și mânerele ergonomice cruță mâna la sesiunile lungi de tăiere. Ștergeți și ungeți lama după folosire.',
      use: 'Pentru tăierea trandafirilor, arbuștilor și a crengilor de până la 2 cm.',
    },
    gardenSpade: {
      name: 'Cazma',
      description:
        'Cazma cu lamă ascuțită din oțel inoxidabil, care intră ușor și în pământul greu. Coada din frasin și mânerul în formă de D asigură o priză sigură. Nu ruginește și se curăță cu un jet de apă.',
      use: 'Pentru săpat, plantat și despărțit tufele de perene.',
    },
    plantPot: {
      name: 'Ghiveci',
      description:
        'Ghiveci lucrat la roată din lut ars natural, care lasă rădăcinile să respire și reglează umiditatea. Orificiul de drenaj împiedică băltirea apei. Nuanța caldă capătă cu timpul o patină frumoasă.',
      use: 'Pentru plante, aromatice și citrice.',
    },
    raisedBed: {
      name: 'Strat înălțat',
      description:
        'Strat înălțat din stejar, pentru grădinărit la o înălțime comodă, fără să vă aplecați. Lemnul netratat rezistă natural la intemperii. Se montează fără scule și se umple cu pământ și compost.',
      use: 'Pentru legume și plante aromatice pe terasă sau în grădină.',
    },
    wateringCan: {
      name: 'Stropitoare',
      description:
        'Stropitoare din oțel inoxidabil, ușor de cărat, cu sită detașabilă pentru o udare fină, ca o ploaie. Gâtul lung ajunge la baza plantelor fără să ude frunzele. Nu ruginește și arată bine tot anul.',
      use: 'Pentru udat jardiniere, răsaduri și plante de interior.',
    },
    gardenHose: {
      name: 'Furtun de grădină',
      description:
        'Furtun din cauciuc flexibil, care nu se îndoaie și rămâne maleabil și pe frig. Rezistă la razele UV și la presiune. Goliți-l și strângeți-l înainte de iarnă.',
      use: 'Pentru udatul grădinii și al straturilor sau pentru spălat bicicleta.',
    },
    yogaMat: {
      name: 'Saltea de yoga',
      description:
        'Saltea din plută naturală pe bază de cauciuc: cu cât transpiră mai tare palmele, cu atât aderă mai bine. Pluta este natural antibacteriană și nu reține mirosurile. Ștergeți-o cu o cârpă umedă după fiecare sesiune.',
      use: 'Pentru yoga, pilates și exerciții de întindere.',
    },
    yogaBlock: {
      name: 'Bloc de yoga',
      description:
        'Bloc din plută masivă, ferm și ușor, care vă ajută să ajustați posturile și să câștigați stabilitate. Muchiile rotunjite sunt plăcute la atingere. Se curăță ușor cu apă.',
      use: 'Pentru adaptarea posturilor și o practică blândă.',
    },
    runningBelt: {
      name: 'Centură de alergare',
      description:
        'Centură ajustată din poliester reciclat care ține telefonul, cheile și gelurile fără să sară. Materialul elastic se usucă repede, iar detaliile reflectorizante îmbunătățesc vizibilitatea. Se spală la mașină.',
      use: 'Pentru alergat cu mâinile libere.',
    },
    runningCap: {
      name: 'Șapcă de alergare',
      description:
        'Șapcă ultraușoară din poliester reciclat, cu bandă interioară care absoarbe transpirația. Cozorocul flexibil vă protejează de soare și de burniță. Încape într-un buzunar și se spală la mașină.',
      use: 'Pentru alergat pe soare sau pe ploaie măruntă.',
    },
    kettlebell: {
      name: 'Kettlebell',
      description:
        'Kettlebell turnat dintr-o singură bucată de fontă, cu mâner lat și neted pentru balansări sigure. Baza plată îl ține stabil pe podea. Finisajul mat rezistă la lovituri și îmbunătățește priza.',
      use: 'Pentru balansări, genuflexiuni și forță pentru tot corpul.',
    },
    resistanceBands: {
      name: 'Set de benzi elastice',
      description:
        'Trei benzi din cauciuc natural, de la cea mai moale la cea mai tare, pentru a lucra tot corpul. Încap într-un buzunar și vă însoțesc în călătorii. Păstrați-le ferite de soare ca să-și mențină elasticitatea.',
      use: 'Pentru încălzire, recuperare și tonifiere.',
    },
    notebook: {
      name: 'Caiet',
      description:
        'Caiet cusut care se deschide complet plat, cu hârtie groasă de 100 g/m² prin care cerneala nu trece. Pagini numerotate, semn de carte din panglică și elastic de închidere. Coperta tare vă protejează notițele.',
      use: 'Pentru notițe, schițe și idei de zi cu zi.',
    },
    planner: {
      name: 'Agendă',
      description:
        'Agendă nedatată, cu o săptămână pe două pagini, ca să începeți când doriți. Hârtia ivorie primește la fel de bine stiloul și creionul. Copertă din pânză, semn de carte și buzunar în spate.',
      use: 'Pentru organizarea săptămânii și urmărirea obiceiurilor.',
    },
    fountainPen: {
      name: 'Stilou',
      description:
        'Stilou cu corp din oțel inoxidabil periat, bine echilibrat pentru un scris fluid. Funcționează cu cartușe standard sau cu convertor. Penița lustruită alunecă pe hârtie încă de la primul rând.',
      use: 'Pentru scrisori, notițe și jurnal, scrise cu plăcere.',
    },
    pencilSet: {
      name: 'Set de creioane',
      description:
        'Creioane din lemn de fag provenit din păduri gestionate responsabil, cu mină moale și uniformă. Se ascut curat și nu se rup ușor. Vin într-o cutie de carton.',
      use: 'Pentru scris, schițat și desenat.',
    },
    deskOrganiser: {
      name: 'Organizator de birou',
      description:
        'Organizator din stejar masiv, cu compartimente pentru pixuri, telefon și bilețele. Colțurile rotunjite și finisajul cu ulei îl fac plăcut la atingere. Se curăță cu o cârpă uscată.',
      use: 'Pentru un birou mereu ordonat.',
    },
    deskLamp: {
      name: 'Lampă de birou',
      description:
        'Lampă articulată din aluminiu care îndreaptă lumina exact unde aveți nevoie. LED-ul integrat oferă trei temperaturi de culoare. Baza grea o face foarte stabilă.',
      use: 'Pentru citit, scris și lucrat până târziu.',
    },
    buildingBlocks: {
      name: 'Cuburi de construcție',
      description:
        'Cuburi din lemn masiv de fag, în forme variate, șlefuite cu grijă și vopsite cu culori pe bază de apă. Se pot stivui la nesfârșit în turnuri, poduri și castele. Se curăță cu o cârpă umedă.',
      use: 'Pentru construit, sortat și inventat, de la 12 luni.',
    },
    pullAlongToy: {
      name: 'Jucărie de tras',
      description:
        'Jucărie de tras din lemn masiv de fag, cu roți care se învârt lin. Îi însoțește pe cei mici la primii pași și rezistă la orice lovitură. Culorile pe bază de apă sunt sigure pentru copii.',
      use: 'Pentru primii pași, de la 18 luni.',
    },
    jigsawPuzzle: {
      name: 'Puzzle',
      description:
        'Puzzle din carton reciclat gros, cu piese tăiate precis care se îmbină ferm. Ilustrația, tipărită cu cerneluri vegetale, își păstrează culorile vii. Vine într-o cutie rezistentă, cu imaginea în format mare.',
      use: 'Pentru seri liniștite, singur sau în companie.',
    },
    boardGame: {
      name: 'Joc de societate',
      description:
        'Joc cu reguli ușor de învățat, tablă din carton gros și piese rezistente. O partidă durează cam 30 de minute, pentru 2–5 jucători. Tipărit în Europa.',
      use: 'Pentru joacă în familie sau cu prietenii.',
    },
    bathTowel: {
      name: 'Prosop de baie',
      description:
        'Prosop din bumbac buclat gros, moale și foarte absorbant. Rămâne pufos spălare după spălare. Se spală la 60 °C; evitați balsamul de rufe.',
      use: 'Pentru uscat după duș sau baie.',
    },
    soapDish: {
      name: 'Săpunieră',
      description:
        'Săpunieră din ceramică glazurată, cu șanțuri care lasă apa să se scurgă. Așa săpunul se usucă între utilizări și ține mai mult. Se curăță cu apă caldă.',
      use: 'Pentru a păstra săpunul solid uscat.',
    },
    barSoap: {
      name: 'Săpun solid',
      description:
        'Săpun obținut prin saponificare la rece din uleiuri vegetale, care curăță delicat fără să usuce pielea. Fără ambalaj de plastic: e învelit simplu în hârtie. O bucată ține cam cât două flacoane de gel de duș.',
      use: 'Pentru față, mâini și corp.',
    },
    handCream: {
      name: 'Cremă de mâini',
      description:
        'Cremă cu uleiuri vegetale și unt de shea care se absoarbe repede, fără senzație de gras. Protejează mâinile de frig și de munca în grădină. Tub din aluminiu reciclabil.',
      use: 'Pentru hrănirea zilnică a mâinilor uscate.',
    },
  },
  colours: {
    black: 'negru',
    white: 'alb',
    graphite: 'grafit',
    red: 'roșu',
    blue: 'albastru',
    navy: 'bleumarin',
    green: 'verde',
    olive: 'verde oliv',
    sand: 'nisipiu',
    grey: 'gri',
    terracotta: 'teracotă',
    yellow: 'galben',
    natural: 'natur',
    pink: 'roz',
  },
  materials: {
    castIron: 'fontă',
    stainlessSteel: 'oțel inoxidabil',
    carbonSteel: 'oțel carbon',
    aluminium: 'aluminiu',
    ceramic: 'ceramică',
    porcelain: 'porțelan',
    glass: 'sticlă',
    oak: 'stejar',
    beech: 'fag',
    bamboo: 'bambus',
    cotton: 'bumbac',
    linen: 'in',
    wool: 'lână',
    recycledPolyester: 'poliester reciclat',
    nylon: 'nailon',
    cork: 'plută',
    rubber: 'cauciuc',
    paper: 'hârtie',
    terracottaClay: 'teracotă',
    plantOils: 'uleiuri vegetale',
  },
  lines: {
    classic: 'Un design atemporal, verificat de-a lungul anilor.',
    pro: 'Gândită pentru folosire intensă, zi de zi, și pentru cei mai exigenți.',
    eco: 'Materiale reciclate sau regenerabile, pentru o amprentă ecologică mai mică.',
    compact: 'Ușoară și compactă: încape oriunde și vă însoțește peste tot.',
    premium: 'Cele mai fine materiale, cu finisaje făcute manual.',
    essential: 'Lucrurile de bază, bine făcute, la un preț corect.',
  },
  manufacturers: {
    ferrum:
      'Turnătorie europeană specializată în fontă și oțel, Ferrum produce tigăi și cratițe făcute să țină o viață.',
    aurelio:
      'Atelier de cuțite cu tradiție, Aurelio își forjează lamele din oțel inoxidabil și le ascute manual, una câte una, înainte de a le monta pe mânere bine echilibrate.',
    kaffeto:
      'Kaffeto creează ustensile simple și precise pentru cafea la filtru și ceai, pentru dimineți fără bătăi de cap.',
    porcela:
      'Porcela produce veselă din porțelan și pahare cu linii curate, rezistente și gândite pentru fiecare zi.',
    lumora: 'Lumora proiectează lămpi din ceramică, bambus și aluminiu care umplu casa de lumină caldă.',
    tessile:
      'Țesătorie de familie, Tessile realizează pleduri, prosoape și fețe de pernă din lână, in și bumbac atent selecționate.',
    'casa-brava':
      'Casa Brava creează obiecte decorative, soluții de depozitare și ghivece cu aer mediteranean, pentru casă și grădină.',
    nordvik:
      'Născută în nordul Europei, Nordvik concepe corturi și saci de dormit testați în vânt, frig și ploaie.',
    trailcraft:
      'Trailcraft produce rucsacuri și accesorii de munte rezistente, gândite de drumeți pentru drumeți.',
    velora: 'Velora echipează bicicliștii de zi cu zi cu lumini și genți de încredere, pe orice vreme.',
    verdello:
      'Verdello fabrică unelte de grădină solide și bine echilibrate, care se ascut și se repară în loc să fie aruncate.',
    fitform:
      'FitForm creează echipament sportiv simplu și durabil pentru yoga, alergare și antrenament acasă.',
    papyra:
      'Papetărie europeană, Papyra leagă caiete și agende din hârtie de calitate și creează instrumente de scris care vă fac poftă să scrieți.',
    holzwerk:
      'În atelierul său, Holzwerk face jucării din lemn masiv de fag, vopsite cu culori pe bază de apă și lucrate cu multă răbdare.',
    savonna:
      'Savonna produce în loturi mici săpunuri prin saponificare la rece și produse de îngrijire cu uleiuri vegetale, aproape fără plastic.',
    kivi: 'Kivi publică puzzle-uri și jocuri de societate care adună mici și mari în jurul mesei.',
  },
  attributes: {
    material: 'Material',
    colour: 'Culoare',
    size: 'Dimensiune',
    weight: 'Greutate',
    line: 'Gamă',
  },
  articles: {
    caringForCastIron: {
      title: 'Cum îngrijiți vasele din fontă',
      slug: 'cum-ingrijiti-vasele-din-fonta',
      subtitle: 'Tratare, curățare, depozitare: gesturile care fac o tigaie să țină o viață.',
      body: 'O tigaie din fontă bine îngrijită devine tot mai bună cu anii. Secretul stă în tratarea ei cu ulei: un strat subțire care, încins la temperatură mare, polimerizează și formează o suprafață netedă, protectoare și natural antiaderentă.\n\nCa să tratați o tigaie nouă, spălați-o o dată cu apă fierbinte, uscați-o foarte bine și întindeți cu un prosop de hârtie un strat foarte subțire de ulei neutru, de exemplu de floarea-soarelui, pe toate fețele. Ștergeți surplusul: trebuie să pară aproape uscată. Puneți-o cu fundul în sus în cuptor, la 220 °C, timp de o oră, și lăsați-o să se răcească înăuntru. Repetați de două-trei ori pentru un strat de bază solid.\n\nZi de zi, curățați-o cât e încă caldă, cu apă fierbinte și o perie. O picătură de detergent nu strică, dar evitați înmuiatul și mașina de spălat vase. Pentru resturile lipite, frecați cu un pumn de sare grunjoasă. Apoi uscați-o câteva minute pe foc și ungeți-o cu câteva picături de ulei.\n\nDacă apare o pată de rugină, nu vă panicați: frecați-o cu un burete de sârmă, clătiți, uscați și tratați din nou tigaia. Păstrați-o într-un loc uscat și, dacă le stivuiți, puneți un prosop de hârtie între tigăi. Și, mai ales, gătiți des în ea: e cea mai bună întreținere.',
    },
    hikingPackingList: {
      title: 'Ce puneți în rucsac la prima drumeție',
      slug: 'ce-puneti-in-rucsac-la-prima-drumetie',
      subtitle: 'O listă simplă pentru o zi pe munte, fără lucruri uitate și fără greutate în plus.',
      body: 'Pentru o primă drumeție de o zi, un rucsac de 20–30 de litri e de ajuns. Nu e vorba să luați tot ce ar putea prinde bine, ci ce vă ține uscat, hidratat și în siguranță.\n\nÎncepeți cu apa: socotiți cel puțin un litru și jumătate de persoană, mai mult dacă e cald sau traseul are diferență mare de nivel. Adăugați o masă adevărată, de pildă câteva sandvișuri bune, și ceva de ronțăit: nuci, fructe uscate sau un baton de cereale. La haine, sistemul în trei straturi funcționează oriunde: tricou respirabil, polar subțire și geacă impermeabilă, chiar dacă plecați pe cer senin.\n\nPuneți apoi o trusă mică de prim ajutor, cu plasturi, plasturi pentru bășici și dezinfectant, o lanternă frontală, cremă de protecție solară, o șapcă și telefonul încărcat, cu harta traseului descărcată. O baterie externă nu cântărește aproape nimic și vă poate scoate din încurcătură.\n\nFaceți bagajul cu o seară înainte: lucrurile grele lângă spate, hainele de ploaie deasupra, mărunțișurile în buzunarul de sus. Purtați încălțăminte deja purtată și spuneți cuiva pe ce traseu mergeți. Nu mai rămâne decât să plecați devreme și să vă bucurați de priveliște.',
    },
    betterCoffeeAtHome: {
      title: 'O cafea la filtru mai bună acasă',
      slug: 'cafea-la-filtru-acasa',
      subtitle: 'Măcinare, proporție și temperatură: trei reglaje pentru o ceașcă mult mai gustoasă.',
      body: 'Cafeaua la filtru făcută manual pare complicată, dar rezultatul depinde în mare parte de trei lucruri: cât de fin e măcinată cafeaua, câtă cafea puneți la câtă apă și cât de fierbinte e apa.\n\nSă începem cu măcinarea. Pentru un filtru conic, căutați o textură asemănătoare nisipului fin sau sării de bucătărie, mult mai grosieră decât pentru espresso sau pentru cafeaua la ibric. Dacă e prea fină, apa trece greu și cafeaua iese amară; dacă e prea mare, apa se scurge fără să extragă aromele, iar rezultatul e acru și fad. Dacă puteți, măcinați chiar înainte de preparare: e schimbarea care se simte cel mai mult.\n\nCât despre proporție, un punct bun de plecare e 60 de grame de cafea la un litru de apă, adică în jur de 15 grame pentru o cană mare de 250 ml. Un cântar mic de bucătărie vă ajută să obțineți același rezultat în fiecare dimineață. Apa trebuie să fie fierbinte, dar nu clocotită: între 92 și 96 °C, cam la treizeci de secunde după ce a dat în clocot.\n\nClătiți întâi filtrul cu apă fierbinte, turnați puțină apă ca să lăsați cafeaua să „înflorească” timp de treizeci de secunde, apoi adăugați restul încet, în cercuri. Totul ar trebui să dureze cam trei minute. Gustați, schimbați o singură variabilă o dată și notați ce vă place.',
    },
    choosingAKitchenKnife: {
      title: 'Cum alegeți un cuțit bun de bucătărie',
      slug: 'cum-alegeti-un-cutit-de-bucatarie',
      subtitle: 'Cuțit de bucătar sau de pâine, oțel și ascuțire: ce e bine să știți înainte să cumpărați.',
      body: 'Nu aveți nevoie de un suport cu douăsprezece cuțite: două lame bune acoperă aproape tot ce se gătește acasă. Cuțitul de bucătar și cel de pâine formează o pereche imbatabilă.\n\nCuțitul de bucătar, cu lama lată de 16–20 cm, toacă ceapa, taie legumele, porționează carnea și mărunțește verdețurile. Lama de 20 cm se potrivește celor mai multe mâini; dacă blatul e mic sau preferați precizia, varianta de 16 cm va fi mai ușor de mânuit. Luați-l în mână înainte să-l cumpărați: trebuie să fie echilibrat în zona călcâiului și să nu vă obosească încheietura.\n\nCuțitul de pâine lucrează cu dinții. Lama zimțată taie coaja fără să strivească miezul și e perfectă și pentru roșii sau prăjituri delicate. În plus, aproape că nu trebuie ascuțit niciodată.\n\nCât despre oțel, un inox bun e compromisul ideal: își păstrează tăișul și nu ruginește. Reîmprospătați tăișul cu un masat sau cu o piatră de ascuțit la câteva săptămâni, spălați cuțitele întotdeauna de mână și păstrați-le pe o bară magnetică sau într-un suport, niciodată aruncate într-un sertar. Și tăiați pe un tocător de lemn: sticla și marmura distrug orice tăiș.',
    },
    balconyGardenInSpring: {
      title: 'O grădină pe balcon în primăvară',
      slug: 'gradina-pe-balcon',
      subtitle:
        'Ghivece, pământ, plante aromatice și udare: tot ce vă trebuie ca să începeți, chiar și pe câțiva metri pătrați.',
      body: 'Câteva ghivece sunt de ajuns ca să culegeți verdețuri proaspete, roșii cherry și căpșuni fără să ieșiți din casă. Primăvara e momentul ideal să începeți, imediat ce trec înghețurile de noapte.\n\nMai întâi, observați balconul: câte ore de soare direct primește? Dacă e orientat spre sud, roșiile, busuiocul, cimbrul și rozmarinul se vor simți minunat. La semiumbră, mizați mai degrabă pe mentă, arpagic, pătrunjel și salată. Alegeți ghivece din teracotă cu diametrul de cel puțin 20 cm pentru aromatice și de 30–40 cm pentru roșii. Teracota lasă rădăcinile să respire, dar se usucă mai repede: țineți cont de asta.\n\nPământul face diferența. Folosiți un substrat de calitate pentru legume, îmbogățit cu puțin compost, și puneți un strat de argilă expandată pe fundul ghiveciului pentru drenaj. Nu refolosiți pământul obosit de anul trecut fără să-l fertilizați.\n\nLa udat, regula e simplă: mai bine udați din belșug și mai rar decât câte puțin în fiecare zi. Băgați un deget în pământ; dacă primii doi centimetri sunt uscați, e momentul. Udați dimineața devreme sau seara, mereu la baza plantei. Și culegeți des verdețurile: vor crește la loc și mai bogate.',
    },
    cosyLightingForWinter: {
      title: 'Lumină caldă pentru serile de iarnă',
      slug: 'lumina-calda-pentru-iarna',
      subtitle:
        'Cum combinați mai multe surse de lumină ca să aveți o casă primitoare când se întunecă devreme.',
      body: 'Când la ora cinci e deja întuneric, lumina schimbă totul. Lustra singură dă o lumină plată și cam rece; secretul unei camere primitoare e să combinați mai multe surse de lumină, la înălțimi diferite.\n\nGândiți în trei straturi. Primul e lumina generală, cea care vă ajută să vă mișcați prin cameră: un pendul deasupra mesei sau în mijlocul sufrageriei, ideal cu un abajur care difuzează lumina în loc să orbească. Al doilea e lumina pentru activități, acolo unde citiți, gătiți sau lucrați: o lampă de birou orientabilă, o lampă de citit lângă fotoliu. Al treilea e lumina ambientală: lămpi de masă pe o comodă, pe un raft sau pe pervaz.\n\nAlegeți becuri cu lumină caldă, în jur de 2700 K; valoarea e trecută pe cutie. Ele dau acea nuanță aurie care amintește de flacăra unei lumânări. Variatoarele de intensitate sunt de mare ajutor: aceeași lampă poate lumina cina și apoi seara de film.\n\nLa final, jucați-vă cu materialele. Bambusul împletit desenează umbre pe tavan, ceramica încălzește lumina, iar inul o înmoaie. După cină, stingeți lustra, aprindeți două-trei lămpi joase și luați un pled: iarna devine imediat mai blândă.',
    },
    yogaAtHomeForBeginners: {
      title: 'Primii pași în yoga, acasă',
      slug: 'primii-pasi-in-yoga-acasa',
      subtitle:
        'Un colț liniștit, o saltea bună și cincisprezece minute pe zi: prima dumneavoastră rutină, pas cu pas.',
      body: 'Nu aveți nevoie de o cameră mare ca să începeți să practicați yoga acasă. Un spațiu liber de doi metri pe unu, de preferat lângă o fereastră, e de ajuns. Important e să puteți întinde salteaua fără să mutați mobila: cu cât sunt mai puține obstacole, cu atât practica devine mai ușor un obicei.\n\nSalteaua e singurul echipament cu adevărat indispensabil. Trebuie să aibă aderență chiar și când transpiră palmele și să fie suficient de groasă ca să vă protejeze genunchii. Pluta e o alegere excelentă: cu cât transpirați mai mult, cu atât aderă mai bine, și nu reține mirosurile. Unul sau două blocuri vă ajută să adaptați posturile dacă nu sunteți încă flexibil, iar o pătură împăturită ține loc de pernă la relaxarea finală.\n\nPentru o primă rutină de vreo cincisprezece minute, începeți așezat, cu câteva respirații lente. Continuați cu postura pisicii și a vacii, ca să vă treziți spatele, apoi câinele cu fața în jos, postura copilului și două-trei fandări joase. Încheiați întins pe spate, nemișcat, timp de trei minute.\n\nMai bine puțin și des decât mult și rar. Ascultați-vă corpul, nu mergeți niciodată până la durere și păstrați respirația fluidă. După câteva săptămâni veți simți diferența.',
    },
    aGentlerBathroom: {
      title: 'O baie mai blândă',
      slug: 'o-baie-mai-blanda',
      subtitle: 'Săpun solid, mai puțin plastic și prosoape bine îngrijite: gesturi mici pentru fiecare zi.',
      body: 'Baia e adesea camera în care se adună cele mai multe flacoane de plastic. Vestea bună e că ajung câteva schimbări ca s-o faceți mai simplă, mai blândă cu pielea și mai ușoară pentru coșul de reciclare.\n\nPrimul pas e săpunul solid. Un săpun obținut prin saponificare la rece, din uleiuri vegetale, curăță fără să usuce pielea și înlocuiește atât gelul de duș, cât și săpunul lichid de mâini. Ține mult, cu condiția să nu stea în apă: așezați-l pe o săpunieră care se scurge bine. Și șampoanele solide au evoluat mult; încercați unul înainte să terminați flaconul.\n\nApoi faceți puțină ordine. Păstrați produsele pe care chiar le folosiți și le îndrăgiți, puneți restul deoparte și, când se poate, alegeți rezerve sau recipiente din sticlă și aluminiu.\n\nÎn final, aveți grijă de prosoape: ele fac diferența în confortul de zi cu zi. Spălați-le la 60 °C, fără balsam de rufe, care îmbâcsește fibrele și le reduce capacitatea de absorbție. O jumătate de pahar de oțet alb în compartimentul pentru balsam e de ajuns ca să rămână moi. Uscați-le afară când puteți și scuturați-le bine înainte să le întindeți: vor rămâne pufoase ani la rând.',
    },
    cyclingToWork: {
      title: 'La serviciu cu bicicleta',
      slug: 'la-serviciu-cu-bicicleta',
      subtitle: 'Lumini, genți, traseu și vreme: sfaturi ca să porniți cu dreptul.',
      body: 'Drumul la serviciu cu bicicleta e adesea mai rapid decât ați crede, vă face bine și, în diminețile cu soare, e o adevărată plăcere. Cu puțină pregătire, traseul devine simplu și sigur tot anul.\n\nÎncepeți cu luminile: un far alb în față și o lumină roșie în spate sunt obligatorii noaptea, dar sunt foarte utile și pe vreme mohorâtă. Alegeți un set puternic și reîncărcabil și lăsați un cablu USB la birou. Iarna, adăugați o vestă sau benzi reflectorizante.\n\nPentru bagaje, uitați de rucsacul care vă face să transpirați pe spate: o geantă impermeabilă prinsă de portbagaj duce laptopul, prânzul și un rând de haine de schimb fără efort. Bicicleta e mai stabilă, iar dumneavoastră ajungeți uscat la destinație.\n\nTraseul contează la fel de mult ca echipamentul. Cel mai scurt drum nu e întotdeauna cel mai bun: căutați piste de biciclete, străzi liniștite sau alei de-a lungul râului și încercați traseul într-un weekend, fără grabă. Îmbrăcați-vă în straturi și țineți mereu o geacă de ploaie ușoară în geantă; când plouă, apărătorile de noroi fac toată diferența. După câteva săptămâni, n-o să mai vreți să vă întoarceți la mașină.',
    },
    plannerHabits: {
      title: 'Cum vă planificați săptămâna într-o agendă de hârtie',
      slug: 'planifica-saptamana-in-agenda',
      subtitle: 'Un sfert de oră doar pentru dumneavoastră, pentru o săptămână mai liniștită.',
      body: 'Într-o lume plină de notificări, agenda de hârtie are un avantaj prețios: vă obligă să încetiniți. Scrisul de mână vă ajută să țineți minte și să alegeți ce contează cu adevărat. Ca s-o folosiți cu folos, e suficientă o mică rutină săptămânală.\n\nAlegeți un moment fix, de pildă duminică seara sau luni dimineața, la o cafea. Începeți prin a recapitula săptămâna care a trecut: ce ați reușit să faceți și ce a rămas pe dinafară? Mutați în săptămâna nouă sarcinile care încă au sens și tăiați fără remușcări ce nu mai contează.\n\nNotați apoi întâlnirile fixe și alegeți trei priorități pentru săptămână, nu mai multe. Scrieți-le în partea de sus a paginii duble și rezervați-le un interval precis în zilele dumneavoastră, ca pe o ședință. Restul sarcinilor pot aștepta pe o listă separată.\n\nÎn fiecare dimineață, aruncați o privire pe pagina zilei și adăugați cel mult trei lucruri de făcut. Seara, bifați ce ați terminat. Unii preferă să urmărească și câteva obiceiuri pe margine: mers pe jos, citit, apă băută. Păstrați sistemul simplu: un pix sau un stilou care vă place, cel mult două culori și nicio presiune ca totul să arate perfect. O agendă utilă nu trebuie să fie impecabilă.',
    },
    whyWoodenToys: {
      title: 'De ce să alegeți jucării din lemn',
      slug: 'de-ce-sa-alegeti-jucarii-din-lemn',
      subtitle:
        'Rezistente, deschise imaginației și ușor de îngrijit: jucării care trec din generație în generație.',
      body: 'Jucăriile din lemn au ceva atemporal. Le găsim în podul bunicilor, puțin tocite, dar gata oricând de joacă. Primul lor atu e rezistența: un cub din fag masiv supraviețuiește căzăturilor, mușcăturilor și anilor de joacă și trece de la un frate la altul.\n\nAu și o calitate mai discretă: lasă tot spațiul imaginației. Un set de cuburi nu face nimic singur. Azi e un turn, mâine un garaj, o fermă sau un tren. Joaca liberă, fără baterii și fără ecrane, dezvoltă concentrarea, motricitatea fină și creativitatea și crește odată cu copilul.\n\nCa să alegeți bine, căutați lemn masiv din păduri gestionate responsabil, vopsele pe bază de apă conforme cu normele europene și muchii bine rotunjite. Verificați vârsta recomandată: piesele mici nu sunt potrivite pentru copiii sub trei ani.\n\nÎngrijirea e simplă. Ștergeți jucăriile cu o cârpă abia umedă și puțin săpun neutru, nu le lăsați niciodată la înmuiat și lăsați-le să se usuce la aer. Dacă lemnul devine aspru, o șlefuire ușoară și câteva picături de ulei alimentar îi redau finețea. Bine îngrijite, vor bucura și generația următoare.',
    },
    settingATableForGuests: {
      title: 'Cum aranjați o masă frumoasă pentru musafiri',
      slug: 'cum-aranjati-o-masa-pentru-musafiri',
      subtitle: 'Farfurii, pahare, șervețele și flori: esențialul pentru a primi oaspeți fără stres.',
      body: 'O masă frumoasă nu cere argintărie și nici serviciul de la nuntă. Câteva principii simple sunt de ajuns ca musafirii să se simtă așteptați din clipa în care se așază.\n\nPorniți de la o bază sobră: o față de masă sau un napron din in, ori pur și simplu lemnul mesei la vedere. Farfuriile simple, albe sau într-o nuanță blândă, nisipie, pun mâncarea în valoare și se potrivesc cu orice. Așezați farfuria la două degete de margine, furculița în stânga și cuțitul în dreapta, cu tăișul spre farfurie. Lăsați în jur de șaizeci de centimetri pentru fiecare persoană, ca nimeni să nu stea înghesuit.\n\nPentru o masă fără fasoane ajunge un pahar de apă; adăugați un pahar de vin în dreapta lui dacă serviți vin. Paharele simple și identice dau un aer armonios, chiar dacă restul nu se asortează perfect. Șervețelele din pânză fac diferența: împăturite simplu pe farfurie sau în stânga, cu o crenguță de rozmarin deasupra.\n\nÎncheiați cu florile, ținute joase, ca să vă puteți vedea de la un capăt la altul al mesei: câteva vaze mici, crenguțe din grădină și câteva lumânări. Pregătiți totul cu o oră înainte să sosească musafirii și bucurați-vă de seară.',
    },
  },
  promotions: {
    winterSale: {
      name: 'Reduceri de iarnă',
      slug: 'reduceri-de-iarna',
      description:
        '20% reducere la o selecție de pleduri, lămpi și echipament pentru aer liber, ca să treceți prin sezonul rece la căldură.',
    },
    kitchenDays: {
      name: 'Zilele bucătăriei',
      slug: 'zilele-bucatariei',
      description: '10 € reducere la o selecție de tigăi, wokuri, oale și cratițe.',
    },
    freeShippingWeekend: {
      name: 'Weekend cu livrare gratuită',
      slug: 'weekend-cu-livrare-gratuita',
      description: 'În acest weekend, livrarea e gratuită pentru produsele de baie și îngrijire.',
    },
    welcome: {
      name: 'Ofertă de bun venit',
      slug: 'oferta-de-bun-venit',
      description:
        'Bun venit la Tendero: 10% reducere la tot coșul cu codul WELCOME10, o singură dată pentru fiecare client.',
    },
    saveFifteen: {
      name: 'Economisiți 15 €',
      slug: 'economisiti-15',
      description: '15 € reducere la comenzile de la 100 € în sus, cu codul SAVE15.',
    },
    freeShippingCode: {
      name: 'Cod de livrare gratuită',
      slug: 'cod-de-livrare-gratuita',
      description: 'Introduceți codul FREESHIP în coș și vă livrăm comanda gratuit.',
    },
    summerSale: {
      name: 'Reduceri de vară',
      slug: 'reduceri-de-vara',
      description: '25% reducere la tot coșul cu codul SUMMER25, toată vara.',
    },
    fitFormWeeks: {
      name: 'Săptămânile FitForm',
      slug: 'saptamanile-fitform',
      description:
        '20% reducere la toate produsele FitForm – saltele de yoga, kettlebelluri și echipament de alergare – cu codul FITFORM20.',
    },
    gardenSeason: {
      name: 'Sezonul grădinii',
      slug: 'sezonul-gradinii',
      description:
        '10% reducere la tot ce ține de grădină cu codul GARDEN10: unelte, jardiniere și stropitori.',
    },
    freeGift: {
      name: 'Cadou gratuit',
      slug: 'cadou-gratuit',
      description:
        'La cumpărături de minimum 150 €, alegeți un cadou: un săpun, o cremă de mâini, un set de creioane sau un caiet.',
    },
    fullVoucher: {
      name: 'Voucher cadou',
      slug: 'voucher-cadou',
      description:
        'Un voucher demonstrativ pentru o comandă întreagă: codul VOUCHER100 scade 100% din prețul produselor dumneavoastră, o dată pentru fiecare client. Adăugați FREESHIP și nu mai rămâne nimic de plată.',
    },
  },
  marketing: {
    heroWinter: {
      title: 'Reduceri de iarnă',
      body: '20% reducere la pleduri, lămpi și echipament pentru aer liber selectate.',
      cta: 'Vedeți reducerile',
    },
    heroOutdoor: {
      title: 'Începe sezonul în aer liber',
      body: 'Corturi, rucsacuri și sticle gata pentru primele ieșiri de primăvară.',
      cta: 'Pregătiți-vă de drum',
    },
    bannerKitchen: {
      title: 'Zilele bucătăriei',
      body: '10 € reducere la tigăi și cratițe selectate.',
      cta: 'Profitați acum',
    },
    bannerGarden: {
      title: 'Grădina se trezește',
      body: 'Unelte, ghivece și stropitori pentru începutul sezonului.',
      cta: 'Vedeți grădina',
    },
    bannerOffice: {
      title: 'Un birou în ordine',
      body: 'Caiete, stilouri și lămpi pentru o muncă cu mintea limpede.',
      cta: 'Descoperiți',
    },
    uspShipping: {
      title: 'Livrare gratuită de la 49 €',
      body: 'Pentru orice comandă, fără coduri.',
      cta: '',
    },
    uspReturns: {
      title: '{returnDays} zile pentru retur',
      body: 'Retur gratuit cu eticheta noastră preplătită și rambursare rapidă.',
      cta: '',
    },
    uspPayment: {
      title: 'Plată sigură cu cardul',
      body: 'Datele cardului sunt criptate și protejate.',
      cta: '',
    },
    uspSupport: {
      title: 'Asistență personalizată',
      body: 'Oameni reali vă răspund, de luni până vineri.',
      cta: '',
    },
  },
};
