import type { LocaleContent } from './types.ts';

export const it: LocaleContent = {
  brandsSegment: 'marchi',
  categories: {
    kitchen: {
      name: 'Cucina',
      slug: 'cucina',
      description: 'Tutto per cucinare, servire e gustare: utensili robusti e bei pezzi per la tavola.',
    },
    'kitchen.cookware': {
      name: 'Pentolame',
      slug: 'pentolame',
      description: 'Padelle, wok, pentole e cocotte che distribuiscono bene il calore e durano negli anni.',
    },
    'kitchen.cookware.pans': {
      name: 'Padelle e wok',
      slug: 'padelle-e-wok',
      description:
        'Ghisa per rosolare, acciaio al carbonio per saltare: padelle che reggono la fiamma viva ogni giorno.',
    },
    'kitchen.cookware.pots': {
      name: 'Pentole e cocotte',
      slug: 'pentole-e-cocotte',
      description: 'Per brodi, sughi della domenica e stufati che sobbollono per ore.',
    },
    'kitchen.knives': {
      name: 'Coltelli',
      slug: 'coltelli',
      description: 'Lame affilate e ben bilanciate per tagli netti, dal pane croccante alle erbe fresche.',
    },
    'kitchen.coffee': {
      name: 'Caffè e tè',
      slug: 'caffe-e-te',
      description:
        'Caffè filtro, tè in foglie e piccoli rituali del mattino: tutto per un’ottima tazza a casa.',
    },
    'kitchen.tableware': {
      name: 'Tavola',
      slug: 'tavola',
      description:
        'Piatti e bicchieri per apparecchiare con gusto, nei giorni feriali come in quelli di festa.',
    },
    home: {
      name: 'Casa',
      slug: 'casa',
      description:
        'Luce morbida, tessuti accoglienti e soluzioni salvaspazio per una casa in cui stare bene.',
    },
    'home.lighting': {
      name: 'Illuminazione',
      slug: 'illuminazione',
      description: 'Lampade da tavolo e a sospensione che creano atmosfera con una luce calda e soffusa.',
    },
    'home.textiles': {
      name: 'Tessili per la casa',
      slug: 'tessili-per-la-casa',
      description: 'Plaid in lana e fodere in lino per vestire il divano e scaldare le serate.',
    },
    'home.decor': {
      name: 'Decorazioni',
      slug: 'decorazioni',
      description: 'Vasi, specchi e oggetti scelti con cura per dare carattere a ogni stanza.',
    },
    'home.storage': {
      name: 'Organizzazione',
      slug: 'organizzazione',
      description: 'Cesti e scaffali perché ogni cosa abbia il suo posto, senza rinunciare allo stile.',
    },
    outdoor: {
      name: 'Aria aperta',
      slug: 'aria-aperta',
      description:
        'Campeggio, escursioni e bici: attrezzatura affidabile per vivere all’aria aperta in ogni stagione.',
    },
    'outdoor.camping': {
      name: 'Campeggio',
      slug: 'campeggio',
      description:
        'Tende e sacchi a pelo per notti tranquille, dal bivacco leggero al fine settimana in famiglia.',
    },
    'outdoor.hiking': {
      name: 'Escursionismo',
      slug: 'escursionismo',
      description:
        'Zaini, bastoncini e borracce per partire sui sentieri, per un’ora o per l’intera giornata.',
    },
    'outdoor.hiking.backpacks': {
      name: 'Zaini',
      slug: 'zaini',
      description:
        'Dallo zaino leggero da escursione a quello da trekking ben imbottito, per portare solo il necessario.',
    },
    'outdoor.hiking.accessories': {
      name: 'Accessori da trekking',
      slug: 'accessori-da-trekking',
      description:
        'Bastoncini telescopici e borracce termiche: piccoli dettagli che rendono il cammino più piacevole.',
    },
    'outdoor.cycling': {
      name: 'Ciclismo',
      slug: 'ciclismo',
      description: 'Luci e borse per pedalare in sicurezza e portare con sé l’occorrente di tutti i giorni.',
    },
    garden: {
      name: 'Giardino',
      slug: 'giardino',
      description: 'Attrezzi, vasi e irrigazione per un giardino o un balcone sempre rigoglioso.',
    },
    'garden.tools': {
      name: 'Attrezzi da giardino',
      slug: 'attrezzi-da-giardino',
      description: 'Forbici e vanghe robuste, comode in mano, per potare e vangare senza fatica.',
    },
    'garden.planters': {
      name: 'Vasi e fioriere',
      slug: 'vasi-e-fioriere',
      description: 'Vasi in terracotta e orti rialzati per coltivare fiori, aromatiche e ortaggi.',
    },
    'garden.watering': {
      name: 'Irrigazione',
      slug: 'irrigazione',
      description: 'Annaffiatoi e tubi per dare a ogni pianta la giusta quantità d’acqua.',
    },
    sport: {
      name: 'Sport',
      slug: 'sport',
      description: 'Yoga, corsa e allenamento: l’attrezzatura per muoversi in casa e all’aperto.',
    },
    'sport.yoga': {
      name: 'Yoga',
      slug: 'yoga',
      description: 'Tappetini e mattoncini in sughero naturale per una pratica stabile e piacevole.',
    },
    'sport.running': {
      name: 'Corsa',
      slug: 'corsa',
      description: 'Cinture e cappellini leggeri per correre a mani libere e con la testa sgombra.',
    },
    'sport.training': {
      name: 'Allenamento',
      slug: 'allenamento',
      description: 'Kettlebell ed elastici per allenare tutto il corpo, anche in un piccolo soggiorno.',
    },
    office: {
      name: 'Cartoleria',
      slug: 'cartoleria',
      description: 'Quaderni, penne e accessori da scrivania per lavorare con ordine e con piacere.',
    },
    'office.notebooks': {
      name: 'Quaderni e agende',
      slug: 'quaderni-e-agende',
      description: 'Carta di qualità per annotare, pianificare e non perdere il filo della settimana.',
    },
    'office.writing': {
      name: 'Scrittura',
      slug: 'scrittura',
      description: 'Penne stilografiche e matite che fanno tornare la voglia di scrivere a mano.',
    },
    'office.desk': {
      name: 'Scrivania',
      slug: 'scrivania',
      description: 'Portaoggetti e lampade per una scrivania ordinata e ben illuminata.',
    },
    kids: {
      name: 'Bambini',
      slug: 'bambini',
      description: 'Giocattoli in legno, puzzle e giochi da tavolo per giocare insieme, a lungo.',
    },
    'kids.wooden-toys': {
      name: 'Giocattoli in legno',
      slug: 'giocattoli-in-legno',
      description: 'Giocattoli in faggio robusti e semplici, che passano da un bambino all’altro.',
    },
    'kids.games': {
      name: 'Giochi e puzzle',
      slug: 'giochi-e-puzzle',
      description: 'Per i pomeriggi di pioggia e le serate in famiglia attorno al tavolo.',
    },
    bath: {
      name: 'Bagno',
      slug: 'bagno',
      description: 'Teli morbidi, saponi delicati e accessori semplici per un bagno che invita al relax.',
    },
    'bath.accessories': {
      name: 'Accessori bagno',
      slug: 'accessori-bagno',
      description: 'Teli in spugna di cotone e portasapone in ceramica per un bagno curato nei dettagli.',
    },
    'bath.care': {
      name: 'Cura del corpo',
      slug: 'cura-del-corpo',
      description:
        'Saponi solidi e creme agli oli vegetali, delicati sulla pelle e con pochissimo imballaggio.',
    },
  },
  productTypes: {
    fryingPan: {
      name: 'Padella',
      description:
        'Fusa in un unico pezzo di ghisa, questa padella accumula il calore e lo rilascia in modo uniforme, ideale per una rosolatura perfetta. Passa dal fornello al forno senza problemi e funziona su tutti i piani cottura, induzione compresa. Sciacquala con acqua calda, asciugala bene e ungila con un velo d’olio.',
      use: 'Per rosolare carne, verdure e frittate a fuoco vivo.',
    },
    wok: {
      name: 'Wok',
      description:
        'In sottile acciaio al carbonio, questo wok si scalda in pochi secondi e risponde subito quando abbassi la fiamma. Con l’uso si forma una patina naturale che impedisce ai cibi di attaccarsi. Basta lavarlo senza detersivo e passarci un filo d’olio.',
      use: 'Per saltati veloci, spaghetti di riso e verdure croccanti.',
    },
    stockPot: {
      name: 'Pentola',
      description:
        'Pentola capiente in acciaio inox con fondo spesso multistrato che distribuisce il calore senza punti caldi. I manici rivettati reggono bene anche a pentola piena e il coperchio aderente limita l’evaporazione. Adatta all’induzione e lavabile in lavastoviglie.',
      use: 'Per brodi, minestre, pasta e conserve in grande quantità.',
    },
    dutchOven: {
      name: 'Cocotte',
      description:
        'Questa cocotte in ghisa smaltata trattiene il calore per ore e cuoce lentamente stufati, brasati e pane. Il coperchio pesante fa ricadere il vapore sui cibi, per carni tenerissime. Dal forno va dritta in tavola, dove mantiene caldo il piatto.',
      use: 'Per stufare, brasare e cuocere il pane fatto in casa.',
    },
    chefsKnife: {
      name: 'Coltello da cuoco',
      description:
        'Il coltello tuttofare della cucina: la lama in acciaio inox forgiato trita, affetta e sminuzza con precisione. La curva della lama consente un comodo movimento oscillante e il manico bilanciato riduce l’affaticamento. Lavalo a mano e affilalo con regolarità.',
      use: 'Per tritare, affettare e tagliare ogni giorno.',
    },
    breadKnife: {
      name: 'Coltello da pane',
      description:
        'La lama seghettata in acciaio inox attraversa la crosta più dura senza schiacciare la mollica. Taglia con precisione anche pomodori maturi e torte soffici. Basta lavarlo a mano per mantenerlo efficiente per anni.',
      use: 'Per affettare pagnotte, brioche e torte.',
    },
    pourOverSet: {
      name: 'Set per caffè filtro',
      description:
        'Caraffa in vetro borosilicato e portafiltro abbinato: tutto il necessario per un caffè filtro limpido e aromatico. Il vetro resiste agli sbalzi termici e non trattiene odori. Tutti i pezzi si sciacquano con acqua o vanno in lavastoviglie.',
      use: 'Per preparare il caffè filtro con calma, una tazza dopo l’altra.',
    },
    teapot: {
      name: 'Teiera',
      description:
        'Teiera in ceramica smaltata che mantiene l’infuso caldo e versa senza gocciolare grazie al beccuccio ben disegnato. Il filtro estraibile in acciaio lascia alle foglie lo spazio per aprirsi. Basta sciacquarla con acqua calda dopo l’uso.',
      use: 'Per tè in foglie e tisane.',
    },
    dinnerPlateSet: {
      name: 'Set di piatti piani',
      description:
        'Sei piatti piani in porcellana fine, resistenti nell’uso quotidiano ed eleganti nelle occasioni speciali. Lo smalto duro non si graffia facilmente e valorizza i colori delle pietanze. Adatti a lavastoviglie e microonde.',
      use: 'Per i pasti di tutti i giorni e per ricevere ospiti.',
    },
    drinkingGlasses: {
      name: 'Set di bicchieri',
      description:
        'Sei bicchieri in vetro trasparente e spesso, piacevoli in mano e difficili da rovesciare. La forma semplice va bene per acqua, succhi o un vino giovane. Si impilano per risparmiare spazio e vanno in lavastoviglie.',
      use: 'Per acqua, succhi e aperitivi tra amici.',
    },
    tableLamp: {
      name: 'Lampada da tavolo',
      description:
        'Base in ceramica tornita a mano e paralume in lino che diffonde una luce calda e soffusa. Le sfumature dello smalto rendono ogni lampada unica. Interruttore sul cavo e attacco E27 per lampadine LED.',
      use: 'Per una luce d’atmosfera su un comò o un comodino.',
    },
    pendantLight: {
      name: 'Lampada a sospensione',
      description:
        'Il paralume intrecciato a mano in bambù proietta ombre suggestive sul soffitto e sulle pareti. Il materiale leggero e rinnovabile rende semplice anche l’installazione. Basta spolverarla di tanto in tanto.',
      use: 'Per illuminare il tavolo da pranzo o un angolo del soggiorno.',
    },
    throwBlanket: {
      name: 'Plaid',
      description:
        'Tessuto in pura lana, questo plaid scalda senza pesare e lascia traspirare in modo naturale. Le frange e la caduta morbida vestono il divano o il fondo del letto. Arieggialo spesso e lavalo di rado, a freddo, con il programma lana.',
      use: 'Per accoccolarsi sul divano nelle sere d’inverno.',
    },
    cushionCover: {
      name: 'Fodera per cuscino',
      description:
        'Fodera in lino lavato dalla mano morbida e dall’effetto stropicciato naturale, che migliora a ogni lavaggio. La zip nascosta permette di sfilarla in un attimo. Lavabile in lavatrice a 40 °C.',
      use: 'Per rinnovare divano o letto in un gesto.',
    },
    vase: {
      name: 'Vaso da fiori',
      description:
        'Modellato e smaltato a mano in ceramica, questo vaso sta bene con un grande mazzo come con un singolo ramo. L’interno è perfettamente impermeabile e la base pesante lo rende stabile. Si pulisce con acqua tiepida.',
      use: 'Per fiori freschi, rami e fiori secchi.',
    },
    wallMirror: {
      name: 'Specchio da parete',
      description:
        'Specchio rotondo con cornice in rovere massello, trattata a olio per far risaltare le venature del legno. Allarga visivamente l’ingresso e riflette la luce naturale nella stanza. Kit di fissaggio incluso.',
      use: 'Per l’ingresso, il bagno o sopra un comò.',
    },
    storageBasket: {
      name: 'Cesto portaoggetti',
      description:
        'Cesto in bambù intrecciato, leggero, robusto e traspirante, ideale per biancheria, giocattoli o riviste. Le maniglie integrate lo rendono facile da spostare. Si pulisce con un panno umido.',
      use: 'Per riporre con stile plaid, giochi e piccoli oggetti.',
    },
    shelfUnit: {
      name: 'Scaffale',
      description:
        'Scaffale in rovere massello con giunzioni solide, che regge libri, stoviglie o piante senza flettersi. I ripiani trattati a olio sono facili da curare. Si monta in pochi minuti con gli attrezzi inclusi.',
      use: 'Per ordinare ed esporre libri, piante e oggetti.',
    },
    tent: {
      name: 'Tenda da campeggio',
      description:
        'Tenda autoportante in nylon ripstop spalmato, che si monta in pochi minuti grazie alla paleria in alluminio con codice colore. Cuciture nastrate, doppio telo e prese d’aria riducono la condensa. Lasciala asciugare bene prima di riporla.',
      use: 'Per bivacchi, trekking di più giorni e fine settimana in campeggio.',
    },
    sleepingBag: {
      name: 'Sacco a pelo',
      description:
        'Sacco a pelo a mummia con imbottitura in poliestere riciclato, che scalda anche in presenza di umidità. Il cappuccio regolabile e il collare termico trattengono il calore. Si comprime nella sua sacca e si lava in lavatrice.',
      use: 'Per dormire al caldo in tenda, dalla primavera all’autunno.',
    },
    hikingBackpack: {
      name: 'Zaino da trekking',
      description:
        'Zaino in nylon resistente che scarica il peso sui fianchi grazie allo schienale regolabile e alla cintura imbottita. Più accessi, tasca portaborraccia e coprizaino integrato. Dopo l’uscita, spazzolalo e lascialo asciugare all’aria.',
      use: 'Per escursioni in giornata e trekking di più giorni.',
    },
    daypack: {
      name: 'Zaino da escursione',
      description:
        'Leggero e realizzato in poliestere riciclato, questo zaino porta l’essenziale: giacca, pranzo al sacco e borraccia. Lo schienale ventilato resta comodo in salita. Quando non serve, si ripiega nella sua stessa tasca.',
      use: 'Per brevi escursioni, passeggiate e la vita in città.',
    },
    trekkingPoles: {
      name: 'Coppia di bastoncini da trekking',
      description:
        'Bastoncini telescopici in alluminio che alleggeriscono le ginocchia in discesa e danno ritmo al passo. Le chiusure rapide si regolano anche con i guanti. Puntali in carburo e rotelle intercambiabili inclusi.',
      use: 'Per camminare più sicuri, in salita e in discesa.',
    },
    waterBottle: {
      name: 'Borraccia termica',
      description:
        'Borraccia in acciaio inox a doppia parete: l’acqua resta fresca tutto il giorno e il tè caldo per ore. Il tappo a vite è ermetico e l’acciaio non trattiene sapori. Si consiglia il lavaggio a mano.',
      use: 'Per bere in montagna, in ufficio o in bici.',
    },
    bikeLightSet: {
      name: 'Set di luci per bici',
      description:
        'Faro anteriore e luce posteriore in alluminio, ricaricabili via USB-C, per vedere ed essere visti. Diverse modalità, tra cui un lampeggio diurno, e montaggio senza attrezzi. Resistono senza problemi alla pioggia.',
      use: 'Per pedalare sicuri quando fa buio.',
    },
    pannierBag: {
      name: 'Borsa da portapacchi',
      description:
        'Borsa impermeabile in nylon spalmato che si aggancia e si sgancia dal portapacchi con un solo gesto. La chiusura a rotolo protegge le tue cose dalla pioggia e le bande riflettenti ti rendono visibile. Si pulisce con una spugna umida.',
      use: 'Per portare in bici il portatile, la spesa o la borsa della palestra.',
    },
    pruningShears: {
      name: 'Forbici da potatura',
      description:
        'Forbici a lama passante in acciaio al carbonio, che tagliano di netto senza schiacciare i rami. La molla morbida e le impugnature ergonomiche risparmiano la mano nelle lunghe sessioni di potatura. Pulisci e lubrifica la lama dopo l’uso.',
      use: 'Per potare rose, arbusti e rami fino a 2 cm.',
    },
    gardenSpade: {
      name: 'Vanga',
      description:
        'Vanga con lama affilata in acciaio inox, che entra facilmente anche nel terreno pesante. Il manico in frassino e l’impugnatura a D offrono una presa sicura. Non arrugginisce e si pulisce con un getto d’acqua.',
      use: 'Per vangare, piantare e dividere le perenni.',
    },
    plantPot: {
      name: 'Vaso per piante',
      description:
        'Vaso tornito in terracotta naturale, che lascia respirare le radici e regola l’umidità. Il foro di drenaggio evita i ristagni d’acqua. Il suo colore caldo si arricchisce col tempo di una bella patina.',
      use: 'Per piante, aromatiche e agrumi.',
    },
    raisedBed: {
      name: 'Orto rialzato',
      description:
        'Orto rialzato in rovere per coltivare a un’altezza comoda, senza piegarsi. Il legno non trattato resiste naturalmente alle intemperie. Si monta senza attrezzi e si riempie di terra e compost.',
      use: 'Per coltivare ortaggi ed erbe aromatiche in terrazza o in giardino.',
    },
    wateringCan: {
      name: 'Annaffiatoio',
      description:
        'Annaffiatoio in acciaio inox, leggero da portare, con rosa rimovibile per un’irrigazione a pioggia fine. Il beccuccio lungo arriva alla base delle piante senza bagnare le foglie. Non arrugginisce e resta bello anche all’aperto.',
      use: 'Per annaffiare fioriere, semenzai e piante d’appartamento.',
    },
    gardenHose: {
      name: 'Tubo da giardino',
      description:
        'Tubo in gomma flessibile che non fa nodi e resta maneggevole anche al freddo. Resiste ai raggi UV e alla pressione. Svuotalo e avvolgilo prima dell’inverno.',
      use: 'Per annaffiare giardino e orto, o lavare la bici.',
    },
    yogaMat: {
      name: 'Tappetino da yoga',
      description:
        'Tappetino in sughero naturale su base in gomma: più le mani sudano, più aumenta la presa. Il sughero è naturalmente antibatterico e non trattiene gli odori. Passalo con un panno umido dopo ogni sessione.',
      use: 'Per yoga, pilates e stretching.',
    },
    yogaBlock: {
      name: 'Mattoncino da yoga',
      description:
        'Mattoncino in sughero pieno, compatto e leggero, che aiuta a regolare le posizioni e a trovare stabilità. Gli spigoli arrotondati sono piacevoli da impugnare. Si pulisce facilmente con acqua.',
      use: 'Per adattare le posizioni e praticare con dolcezza.',
    },
    runningBelt: {
      name: 'Cintura da corsa',
      description:
        'Cintura aderente in poliestere riciclato che tiene telefono, chiavi e gel senza ballare. Il tessuto elastico asciuga in fretta e i dettagli riflettenti migliorano la visibilità. Lavabile in lavatrice.',
      use: 'Per correre a mani libere.',
    },
    runningCap: {
      name: 'Cappellino da corsa',
      description:
        'Cappellino ultraleggero in poliestere riciclato con fascia interna che assorbe il sudore. La visiera flessibile ripara dal sole e dalla pioggerella. Sta in tasca e si lava in lavatrice.',
      use: 'Per correre sotto il sole o la pioggia leggera.',
    },
    kettlebell: {
      name: 'Kettlebell',
      description:
        'Kettlebell fusa in un unico pezzo di ghisa, con maniglia ampia e liscia per swing sicuri. La base piatta la tiene stabile a terra. La finitura opaca resiste agli urti e migliora la presa.',
      use: 'Per swing, squat e allenamento della forza su tutto il corpo.',
    },
    resistanceBands: {
      name: 'Set di elastici fitness',
      description:
        'Tre elastici in gomma naturale, dal più morbido al più duro, per allenare tutto il corpo. Stanno in tasca e ti seguono in viaggio. Conservali al riparo dal sole perché restino elastici a lungo.',
      use: 'Per riscaldamento, riabilitazione e tonificazione.',
    },
    notebook: {
      name: 'Quaderno',
      description:
        'Quaderno cucito che si apre completamente in piano, con carta spessa da 100 g/m² che non lascia trasparire l’inchiostro. Pagine numerate, segnalibro in nastro ed elastico di chiusura. La copertina rigida protegge i tuoi appunti.',
      use: 'Per appunti, schizzi e idee di ogni giorno.',
    },
    planner: {
      name: 'Agenda',
      description:
        'Agenda non datata con la settimana su due pagine, per iniziare quando vuoi. La carta avorio accoglie sia la stilografica sia la matita. Copertina in tela, segnalibro e tasca sul retro.',
      use: 'Per organizzare la settimana e tenere traccia delle abitudini.',
    },
    fountainPen: {
      name: 'Penna stilografica',
      description:
        'Stilografica con fusto in acciaio inox spazzolato, ben bilanciata per una scrittura scorrevole. Funziona con cartucce standard o con il convertitore. Il pennino lucidato scorre sulla carta fin dalla prima riga.',
      use: 'Per scrivere lettere, appunti e diari con piacere.',
    },
    pencilSet: {
      name: 'Set di matite',
      description:
        'Matite in legno di faggio da foreste gestite in modo sostenibile, con mina morbida e uniforme. Si temperano in modo pulito e non si spezzano facilmente. Confezionate in una scatola di cartone.',
      use: 'Per scrivere, abbozzare e disegnare.',
    },
    deskOrganiser: {
      name: 'Portaoggetti da scrivania',
      description:
        'Portaoggetti in rovere massello con scomparti per penne, telefono e foglietti. Gli angoli arrotondati e la finitura a olio lo rendono piacevole al tatto. Basta un panno asciutto per pulirlo.',
      use: 'Per tenere in ordine la scrivania.',
    },
    deskLamp: {
      name: 'Lampada da scrivania',
      description:
        'Lampada snodabile in alluminio che orienta la luce esattamente dove serve. Il LED integrato offre tre temperature di colore. La base pesante la rende molto stabile.',
      use: 'Per leggere, scrivere e lavorare fino a tardi.',
    },
    buildingBlocks: {
      name: 'Set di costruzioni',
      description:
        'Blocchi in faggio massello di forme diverse, levigati con cura e dipinti con colori ad acqua. Si impilano all’infinito per costruire torri, ponti e castelli. Si puliscono con un panno umido.',
      use: 'Per costruire, ordinare e inventare dai 12 mesi.',
    },
    pullAlongToy: {
      name: 'Gioco da trainare',
      description:
        'Gioco da trainare in faggio massello, con ruote che girano dolcemente. Accompagna i primi passi e non teme gli urti. I colori ad acqua sono sicuri per i più piccoli.',
      use: 'Per accompagnare i primi passi dai 18 mesi.',
    },
    jigsawPuzzle: {
      name: 'Puzzle',
      description:
        'Puzzle in cartone riciclato spesso, con tessere fustellate con precisione che si incastrano saldamente. L’illustrazione, stampata con inchiostri vegetali, mantiene colori vivaci. Arriva in una scatola robusta con l’immagine in grande.',
      use: 'Per serate tranquille, da soli o in compagnia.',
    },
    boardGame: {
      name: 'Gioco da tavolo',
      description:
        'Gioco dalle regole semplici, con tabellone in cartone spesso e pedine robuste. Le partite durano circa 30 minuti, da 2 a 5 giocatori. Stampato in Europa.',
      use: 'Per giocare in famiglia o tra amici.',
    },
    bathTowel: {
      name: 'Telo bagno',
      description:
        'Telo in spugna di cotone spessa, morbido e molto assorbente. Resta soffice lavaggio dopo lavaggio. Lavabile a 60 °C; meglio evitare l’ammorbidente.',
      use: 'Per asciugarsi dopo la doccia o il bagno.',
    },
    soapDish: {
      name: 'Portasapone',
      description:
        'Portasapone in ceramica smaltata con scanalature che lasciano defluire l’acqua. Così il sapone si asciuga tra un uso e l’altro e dura di più. Si lava con acqua calda.',
      use: 'Per tenere asciutto il sapone solido.',
    },
    barSoap: {
      name: 'Sapone solido',
      description:
        'Sapone lavorato a freddo con oli vegetali, che deterge con delicatezza senza seccare la pelle. Niente plastica: è avvolto semplicemente nella carta. Una saponetta dura più o meno quanto due flaconi di bagnoschiuma.',
      use: 'Per viso, mani e corpo.',
    },
    handCream: {
      name: 'Crema mani',
      description:
        'Crema agli oli vegetali e burro di karité che si assorbe in fretta senza lasciare untuosità. Protegge le mani dal freddo e dai lavori in giardino. Tubetto in alluminio riciclabile.',
      use: 'Per nutrire ogni giorno le mani secche.',
    },
  },
  colours: {
    black: 'nero',
    white: 'bianco',
    graphite: 'grafite',
    red: 'rosso',
    blue: 'blu',
    navy: 'blu marino',
    green: 'verde',
    olive: 'verde oliva',
    sand: 'sabbia',
    grey: 'grigio',
    terracotta: 'terracotta',
    yellow: 'giallo',
    natural: 'naturale',
    pink: 'rosa',
  },
  materials: {
    castIron: 'ghisa',
    stainlessSteel: 'acciaio inox',
    carbonSteel: 'acciaio al carbonio',
    aluminium: 'alluminio',
    ceramic: 'ceramica',
    porcelain: 'porcellana',
    glass: 'vetro',
    oak: 'rovere',
    beech: 'faggio',
    bamboo: 'bambù',
    cotton: 'cotone',
    linen: 'lino',
    wool: 'lana',
    recycledPolyester: 'poliestere riciclato',
    nylon: 'nylon',
    cork: 'sughero',
    rubber: 'gomma',
    paper: 'carta',
    terracottaClay: 'terracotta',
    plantOils: 'oli vegetali',
  },
  lines: {
    classic: 'Un design senza tempo, collaudato negli anni.',
    pro: 'Pensata per l’uso quotidiano intenso e per chi pretende il massimo.',
    eco: 'Materiali riciclati o rinnovabili per un impatto ambientale più leggero.',
    compact: 'Leggera e poco ingombrante: trova posto ovunque e ti segue dappertutto.',
    premium: 'I materiali più pregiati, con finiture eseguite a mano.',
    essential: 'L’essenziale fatto bene, a un prezzo onesto.',
  },
  manufacturers: {
    ferrum:
      'Fonderia europea specializzata in ghisa e acciaio, Ferrum produce padelle e pentole pensate per durare una vita intera.',
    aurelio:
      'Coltelleria di tradizione, Aurelio forgia le sue lame in acciaio inox e le affila a mano, una per una, prima di montarle su manici ben bilanciati.',
    kaffeto:
      'Kaffeto progetta strumenti semplici e precisi per preparare a casa caffè filtro e tè, senza complicazioni.',
    porcela:
      'Porcela realizza porcellane e bicchieri dalle linee pulite, robusti e pensati per l’uso di tutti i giorni.',
    lumora: 'Lumora disegna lampade in ceramica, bambù e alluminio che riempiono la casa di luce calda.',
    tessile:
      'Tessitura di famiglia, Tessile produce plaid, teli e fodere in lana, lino e cotone a partire da fibre selezionate con cura.',
    'casa-brava':
      'Casa Brava crea oggetti d’arredo, contenitori e vasi dal carattere mediterraneo per la casa e il giardino.',
    nordvik:
      'Nata nel Nord Europa, Nordvik progetta tende e sacchi a pelo collaudati tra vento, freddo e pioggia.',
    trailcraft:
      'Trailcraft produce zaini e accessori da montagna robusti, pensati da escursionisti per escursionisti.',
    velora: 'Velora equipaggia chi pedala ogni giorno con luci e borse affidabili, con qualsiasi tempo.',
    verdello:
      'Verdello costruisce attrezzi da giardino solidi e ben bilanciati, fatti per essere affilati e riparati anziché sostituiti.',
    fitform: 'FitForm crea attrezzatura sportiva semplice e durevole per yoga, corsa e allenamento a casa.',
    papyra:
      'Cartiera europea, Papyra rilega quaderni e agende in carta pregiata e disegna strumenti di scrittura che invogliano a scrivere.',
    holzwerk:
      'Nel suo laboratorio, Holzwerk realizza giocattoli in faggio massello con colori ad acqua e tanta pazienza.',
    savonna:
      'Savonna produce in piccoli lotti saponi lavorati a freddo e prodotti per il corpo agli oli vegetali, quasi senza plastica.',
    kivi: 'Kivi pubblica puzzle e giochi da tavolo che riuniscono grandi e piccoli attorno allo stesso tavolo.',
  },
  attributes: {
    material: 'Materiale',
    colour: 'Colore',
    size: 'Misura',
    weight: 'Peso',
    line: 'Linea',
  },
  articles: {
    caringForCastIron: {
      title: 'Come prendersi cura della ghisa',
      slug: 'come-prendersi-cura-della-ghisa',
      subtitle: 'Stagionare, pulire, conservare: i gesti giusti per una padella che dura tutta la vita.',
      body: 'Una padella in ghisa ben tenuta migliora con gli anni. Il segreto è la stagionatura: un sottile strato d’olio che, cotto ad alta temperatura, polimerizza e forma una superficie liscia, protettiva e naturalmente antiaderente.\n\nPer stagionare una padella nuova, lavala una prima volta con acqua calda, asciugala con cura e stendi con la carta da cucina un velo sottilissimo di olio di semi su tutte le superfici, anche all’esterno. Togli l’eccesso: deve sembrare quasi asciutta. Mettila capovolta in forno a 220 °C per un’ora e lasciala raffreddare dentro. Ripeti l’operazione due o tre volte per creare una base solida.\n\nNell’uso quotidiano, puliscila ancora tiepida con acqua calda e una spazzola. Una goccia di detersivo non fa danni, ma evita l’ammollo e la lavastoviglie. Per i residui attaccati, strofina con un pugno di sale grosso. Poi asciugala qualche minuto sul fuoco e passaci una goccia d’olio.\n\nSe compare una macchia di ruggine, niente panico: strofinala con la lana d’acciaio, sciacqua, asciuga e ripeti la stagionatura. Conserva la ghisa in un luogo asciutto e, se impili più padelle, metti un foglio di carta assorbente tra l’una e l’altra. E soprattutto usala spesso: è la migliore manutenzione che ci sia.',
    },
    hikingPackingList: {
      title: 'Cosa mettere nello zaino per la prima escursione',
      slug: 'cosa-mettere-nello-zaino',
      subtitle: 'Una lista semplice per una giornata sui sentieri, senza dimenticanze né peso inutile.',
      body: 'Per una prima escursione di un giorno basta uno zaino da 20-30 litri. Non si tratta di portare tutto ciò che potrebbe servire, ma quello che ti tiene asciutto, idratato e al sicuro.\n\nComincia dall’acqua: calcola almeno un litro e mezzo a persona, di più se fa caldo o il dislivello è importante. Aggiungi un pranzo vero, per esempio un panino ben farcito, e qualcosa da sgranocchiare come frutta secca, una mela o una barretta. Per l’abbigliamento vale ovunque la regola dei tre strati: maglietta traspirante, pile leggero e giacca impermeabile, anche se alla partenza il cielo è sereno.\n\nPoi infila nello zaino un piccolo kit di pronto soccorso con cerotti, cerotti per le vesciche e disinfettante, una lampada frontale, la crema solare, un cappellino e il telefono carico con la mappa del percorso già scaricata. Una batteria esterna pesa pochissimo e può tirarti fuori dai guai.\n\nPrepara lo zaino la sera prima: le cose pesanti vicino alla schiena, l’abbigliamento per la pioggia in alto, i piccoli oggetti nella tasca del cappuccio. Indossa scarpe già rodate e avvisa qualcuno del tuo itinerario. A quel punto non resta che partire presto e goderti il panorama.',
    },
    betterCoffeeAtHome: {
      title: 'Un caffè filtro migliore a casa',
      slug: 'caffe-filtro-a-casa',
      subtitle: 'Macinatura, dosi e temperatura: tre regolazioni per una tazza decisamente più buona.',
      body: 'Chi è cresciuto con la moka guarda spesso il caffè filtro con sospetto. Eppure, con un po’ di attenzione, regala tazze profumate e delicate. Per riuscirci contano soprattutto tre cose: macinatura, dosi e temperatura dell’acqua.\n\nPartiamo dalla macinatura. Per un filtro a cono serve una grana media, simile alla sabbia fine o al sale da cucina, quindi più grossa di quella per la moka. Se è troppo fine, l’acqua scende lentamente e il caffè diventa amaro; se è troppo grossa, scorre via senza estrarre gli aromi e il risultato è acidulo e piatto. Se puoi, macina al momento: è la differenza che si sente di più.\n\nQuanto alle dosi, un buon punto di partenza è 60 grammi di caffè per litro d’acqua, cioè circa 15 grammi per una tazza grande da 250 ml. Una bilancina da cucina ti aiuterà a ripetere il risultato ogni mattina. L’acqua deve essere calda ma non bollente: tra 92 e 96 °C, più o meno trenta secondi dopo l’ebollizione.\n\nSciacqua prima il filtro con acqua calda, versa un po’ d’acqua per far «fiorire» il caffè per trenta secondi, poi aggiungi il resto lentamente, con movimenti circolari. Il tutto dovrebbe durare circa tre minuti. Assaggia, cambia una sola variabile alla volta e annota ciò che ti piace.',
    },
    choosingAKitchenKnife: {
      title: 'Come scegliere il coltello da cucina giusto',
      slug: 'come-scegliere-il-coltello-da-cucina',
      subtitle: 'Coltello da cuoco o da pane, acciaio e affilatura: cosa sapere prima dell’acquisto.',
      body: 'Non serve un ceppo con dodici coltelli: due buone lame coprono quasi tutto quello che si cucina in casa. Il coltello da cuoco e quello da pane formano una coppia imbattibile.\n\nIl coltello da cuoco, con la lama larga da 16 a 20 cm, trita la cipolla, taglia le verdure, porziona la carne e sminuzza le erbe. La lama da 20 cm si adatta alla maggior parte delle mani; se il piano di lavoro è piccolo o preferisci la precisione, quella da 16 cm sarà più maneggevole. Impugnalo prima di comprarlo: deve essere bilanciato all’altezza del tallone e non affaticare il polso.\n\nIl coltello da pane, invece, lavora con i suoi denti. La lama seghettata incide la crosta senza schiacciare la mollica ed è perfetta anche per pomodori e torte delicate. In più, non ha quasi mai bisogno di essere affilato.\n\nQuanto all’acciaio, un buon inox è il compromesso ideale: tiene bene il filo e non arrugginisce. Ravviva il filo con l’acciaino o con una pietra ogni poche settimane, lava sempre i coltelli a mano e riponili su una barra magnetica o in un ceppo, mai alla rinfusa in un cassetto. E taglia su un tagliere di legno: vetro e marmo rovinano qualsiasi filo.',
    },
    balconyGardenInSpring: {
      title: 'Un orto sul balcone in primavera',
      slug: 'orto-sul-balcone',
      subtitle:
        'Vasi, terriccio, aromatiche e annaffiature: tutto per iniziare, anche in pochi metri quadrati.',
      body: 'Bastano pochi vasi per raccogliere erbe fresche, pomodorini e fragole senza uscire di casa. La primavera è il momento ideale per cominciare, appena passate le gelate notturne.\n\nPer prima cosa osserva il balcone: quante ore di sole diretto riceve? Se è esposto a sud, pomodori, basilico, timo e rosmarino saranno felici. A mezz’ombra, punta piuttosto su menta, erba cipollina, prezzemolo e insalate. Scegli vasi in terracotta di almeno 20 cm di diametro per le aromatiche e da 30 a 40 cm per i pomodori. La terracotta lascia respirare le radici, ma si asciuga prima: tienine conto.\n\nIl terriccio fa la differenza. Usane uno di qualità per orto, arricchito con un po’ di compost, e metti uno strato di argilla espansa sul fondo per il drenaggio. Non riutilizzare la terra esausta dell’anno scorso senza concimarla.\n\nPer l’irrigazione la regola è semplice: meglio annaffiare abbondantemente e meno spesso che due gocce tutti i giorni. Infila un dito nel terriccio; se i primi due centimetri sono asciutti, è il momento. Annaffia al mattino presto o al tramonto, sempre alla base delle piante. E raccogli spesso le erbe: ricresceranno più folte.',
    },
    cosyLightingForWinter: {
      title: 'Luce calda per l’inverno',
      slug: 'luce-calda-per-l-inverno',
      subtitle: 'Come combinare più fonti di luce per una casa accogliente quando fa buio presto.',
      body: 'Quando alle cinque è già buio, l’illuminazione cambia tutto. Il lampadario da solo dà una luce piatta e un po’ fredda; il segreto di una stanza accogliente è combinare più punti luce a diverse altezze.\n\nRagiona per strati. Il primo è la luce generale, quella che serve per muoversi: una lampada a sospensione sopra il tavolo o al centro del soggiorno, meglio se con un paralume che diffonde invece di abbagliare. Il secondo è la luce funzionale, dove leggi, cucini o lavori: una lampada da scrivania orientabile, una da lettura accanto alla poltrona. Il terzo è la luce d’atmosfera: lampade da tavolo su un comò, una mensola o il davanzale.\n\nScegli lampadine a luce calda, intorno ai 2700 K: il valore è indicato sulla confezione. Danno quella tonalità dorata che ricorda la fiamma di una candela. I variatori di luce sono preziosi: la stessa lampada può accompagnare la cena e poi la serata davanti a un film.\n\nInfine, gioca con i materiali. Il bambù intrecciato disegna ombre sul soffitto, la ceramica scalda la luce e il lino la rende più morbida. Dopo cena spegni la luce centrale, accendi due o tre lampade basse e prendi un plaid: l’inverno diventa subito più dolce.',
    },
    yogaAtHomeForBeginners: {
      title: 'Iniziare lo yoga a casa',
      slug: 'iniziare-lo-yoga-a-casa',
      subtitle:
        'Un angolo tranquillo, un buon tappetino e quindici minuti al giorno: la tua prima sequenza passo dopo passo.',
      body: 'Non serve una stanza enorme per iniziare a praticare yoga a casa. Basta uno spazio libero di due metri per uno, possibilmente vicino a una finestra. L’importante è poter srotolare il tappetino senza spostare mobili: meno ostacoli ci sono, più facilmente la pratica diventa un’abitudine.\n\nIl tappetino è l’unica attrezzatura davvero indispensabile. Deve fare presa anche quando le mani sudano ed essere abbastanza spesso da proteggere le ginocchia. Il sughero è un’ottima scelta: più sudi, più aderisce, e non trattiene gli odori. Uno o due mattoncini aiutano ad adattare le posizioni se manca flessibilità, e una coperta piegata fa da cuscino per il rilassamento finale.\n\nPer una prima sequenza di circa quindici minuti, inizia seduto con qualche respiro lento. Prosegui con la posizione del gatto e della mucca per risvegliare la schiena, poi il cane a testa in giù, la posizione del bambino e due o tre affondi bassi. Concludi sdraiato sulla schiena, immobile, per tre minuti.\n\nMeglio poco e spesso che tanto e di rado. Ascolta il corpo, non spingerti mai fino al dolore e mantieni il respiro fluido. Dopo qualche settimana sentirai la differenza.',
    },
    aGentlerBathroom: {
      title: 'Un bagno più gentile',
      slug: 'un-bagno-piu-gentile',
      subtitle: 'Sapone solido, meno plastica e asciugamani ben curati: piccoli gesti quotidiani.',
      body: 'Il bagno è spesso la stanza in cui si accumulano più flaconi di plastica. La buona notizia è che bastano pochi cambiamenti per renderlo più semplice, più delicato con la pelle e più leggero per il bidone della differenziata.\n\nIl primo passo è il sapone solido. Un sapone lavorato a freddo, a base di oli vegetali, deterge senza seccare e sostituisce sia il bagnoschiuma sia il sapone liquido per le mani. Dura a lungo, purché non resti immerso nell’acqua: appoggialo su un portasapone che sgoccioli bene. Anche gli shampoo solidi hanno fatto grandi progressi; provane uno prima di finire il flacone.\n\nPoi fai ordine. Tieni i pochi prodotti che usi e ami davvero, riponi il resto lontano dalla vista e, quando puoi, preferisci le ricariche o i contenitori in vetro e alluminio.\n\nInfine, prenditi cura degli asciugamani: sono loro a fare la differenza ogni giorno. Lavali a 60 °C senza ammorbidente, che appesantisce le fibre e ne riduce l’assorbenza. Mezzo bicchiere di aceto bianco nella vaschetta dell’ammorbidente basta a mantenerli morbidi. Falli asciugare all’aria quando possibile e sbattili bene prima di stenderli: resteranno soffici per anni.',
    },
    cyclingToWork: {
      title: 'Andare al lavoro in bici',
      slug: 'andare-al-lavoro-in-bici',
      subtitle: 'Luci, borse, percorso e meteo: i consigli per partire con il piede giusto.',
      body: 'Andare al lavoro in bicicletta è spesso più veloce di quanto si pensi, fa bene alla salute e, nelle mattine di sole, è un vero piacere. Con un po’ di preparazione il tragitto diventa semplice e sicuro tutto l’anno.\n\nComincia dalle luci: un fanale anteriore bianco e uno posteriore rosso sono obbligatori col buio, ma tornano utili anche nelle giornate grigie. Scegli un set potente e ricaricabile e lascia un cavo USB in ufficio. D’inverno aggiungi un gilet o delle fasce riflettenti.\n\nPer il trasporto, dimentica lo zaino che fa sudare la schiena: una borsa impermeabile agganciata al portapacchi porta portatile, pranzo e un cambio senza fatica. La bici resta più stabile e arrivi asciutto.\n\nIl percorso conta quanto l’attrezzatura. La strada più breve non è sempre la migliore: cerca piste ciclabili, vie tranquille o lungofiumi, e prova l’itinerario nel fine settimana, senza l’ansia dell’orario. Vestiti a strati e tieni sempre una giacca antipioggia leggera nella borsa; quando piove, i parafanghi fanno la differenza. Dopo qualche settimana non vorrai più riprendere la macchina.',
    },
    plannerHabits: {
      title: 'Pianificare la settimana con un’agenda di carta',
      slug: 'pianificare-la-settimana-con-l-agenda',
      subtitle: 'Un appuntamento di un quarto d’ora con te stesso per una settimana più serena.',
      body: 'In un mondo di notifiche, l’agenda di carta ha un vantaggio prezioso: ti costringe a rallentare. Scrivere a mano aiuta a ricordare e a scegliere ciò che conta. Per sfruttarla davvero basta una piccola abitudine settimanale.\n\nScegli un momento fisso, per esempio la domenica sera o il lunedì mattina davanti a un caffè. Inizia ripassando la settimana appena trascorsa: cosa hai portato a termine, cosa è rimasto indietro? Riporta le attività ancora utili e cancella senza sensi di colpa quelle che non lo sono più.\n\nSegna poi gli appuntamenti fissi e scegli tre priorità per la settimana, non una di più. Scrivile in cima alla doppia pagina e riserva a ciascuna uno spazio preciso nelle tue giornate, come fosse una riunione. Il resto può aspettare in un elenco a parte.\n\nOgni mattina dai un’occhiata alla pagina del giorno e aggiungi al massimo tre cose da fare. La sera spunta quello che hai completato. C’è chi ama tenere traccia di qualche abitudine a margine: camminare, leggere, bere abbastanza acqua. Mantieni il sistema semplice: una penna che ti piace, due colori al massimo e nessuna ansia di rendere tutto bello. Un’agenda utile non deve essere perfetta.',
    },
    whyWoodenToys: {
      title: 'Perché scegliere giocattoli in legno',
      slug: 'perche-scegliere-giocattoli-in-legno',
      subtitle: 'Robusti, aperti alla fantasia e facili da curare: giochi che attraversano le generazioni.',
      body: 'I giocattoli in legno hanno qualcosa di senza tempo. Li ritroviamo in soffitta, un po’ consumati ma sempre pronti a ripartire. Il loro primo pregio è la robustezza: un blocco di faggio massello sopravvive a cadute, morsi e anni di gioco, e passa da un fratello all’altro.\n\nHanno poi una qualità più discreta: lasciano tutto lo spazio alla fantasia. Un set di costruzioni non fa niente da solo. Oggi diventa una torre, domani un garage, una fattoria o un treno. Questo gioco libero, senza pile né schermi, allena la concentrazione, la motricità fine e la creatività, e cresce insieme al bambino.\n\nPer scegliere bene, cerca legno massello da foreste gestite in modo responsabile, colori ad acqua conformi alle norme europee e spigoli ben arrotondati. Controlla l’età consigliata: i pezzi piccoli non sono adatti ai bambini sotto i tre anni.\n\nCurarli è semplice. Passali con un panno appena umido e un po’ di sapone neutro, senza mai lasciarli in ammollo, poi falli asciugare all’aria. Se il legno diventa ruvido, una leggera carteggiatura e qualche goccia di olio alimentare gli restituiscono morbidezza. Trattati con cura, faranno la gioia anche della generazione successiva.',
    },
    settingATableForGuests: {
      title: 'Apparecchiare una bella tavola per gli ospiti',
      slug: 'apparecchiare-una-bella-tavola',
      subtitle: 'Piatti, bicchieri, tovaglioli e fiori: l’essenziale per ricevere senza stress.',
      body: 'Una bella tavola non richiede argenteria né il servizio buono della nonna. Bastano pochi principi semplici perché gli ospiti si sentano attesi fin dal momento in cui si siedono.\n\nParti da una base sobria: una tovaglia di lino, oppure semplicemente il legno del tavolo a vista. Piatti in tinta unita, bianchi o color sabbia, valorizzano le pietanze e si abbinano a tutto. Sistema il piatto a due dita dal bordo, la forchetta a sinistra e il coltello a destra, con la lama rivolta verso il piatto. Calcola circa sessanta centimetri per commensale, così nessuno sta stretto.\n\nPer un pranzo informale basta un bicchiere per l’acqua; aggiungi un calice per il vino alla sua destra se lo servi. Bicchieri semplici e tutti uguali danno un senso di armonia, anche se il resto è spaiato. I tovaglioli di stoffa fanno la differenza: piegati semplicemente sul piatto o a sinistra, con un rametto di rosmarino appoggiato sopra.\n\nConcludi con i fiori, tenendoli bassi perché ci si possa guardare da un capo all’altro del tavolo: qualche vasetto, rami dal giardino, un paio di candele. Prepara tutto un’ora prima dell’arrivo degli ospiti e goditi la serata.',
    },
  },
  promotions: {
    winterSale: {
      name: 'Offerte d’inverno',
      slug: 'offerte-d-inverno',
      description:
        'Il 20% di sconto su una selezione di plaid, lampade e attrezzatura per l’aria aperta, per affrontare il freddo con il giusto calore.',
    },
    kitchenDays: {
      name: 'Giornate della cucina',
      slug: 'giornate-della-cucina',
      description: '10 € di sconto su una selezione di padelle, wok, pentole e cocotte.',
    },
    freeShippingWeekend: {
      name: 'Weekend a spedizione gratuita',
      slug: 'weekend-spedizione-gratuita',
      description:
        'Per tutto il fine settimana, spedizione gratuita sui prodotti per il bagno e la cura del corpo.',
    },
    welcome: {
      name: 'Offerta di benvenuto',
      slug: 'offerta-di-benvenuto',
      description:
        'Ti diamo il benvenuto su Tendero: il 10% di sconto su tutto il carrello con il codice WELCOME10, una volta per cliente.',
    },
    saveFifteen: {
      name: 'Risparmia 15 €',
      slug: 'risparmia-15',
      description: '15 € di sconto sugli ordini da 100 € in su con il codice SAVE15.',
    },
    freeShippingCode: {
      name: 'Codice spedizione gratuita',
      slug: 'codice-spedizione-gratuita',
      description: 'Inserisci il codice FREESHIP nel carrello e il tuo ordine viaggia gratis.',
    },
    summerSale: {
      name: 'Saldi estivi',
      slug: 'saldi-estivi',
      description: 'Il 25% di sconto su tutto il carrello con il codice SUMMER25, per tutta l’estate.',
    },
    fitFormWeeks: {
      name: 'Settimane FitForm',
      slug: 'settimane-fitform',
      description:
        'Il 20% di sconto su tutto FitForm – tappetini yoga, kettlebell e attrezzatura da corsa – con il codice FITFORM20.',
    },
    gardenSeason: {
      name: 'Stagione del giardino',
      slug: 'stagione-del-giardino',
      description:
        'Il 10% di sconto su tutto per il giardino con il codice GARDEN10: attrezzi, fioriere e annaffiatoi.',
    },
    freeGift: {
      name: 'Regalo omaggio',
      slug: 'regalo-omaggio',
      description:
        'Con una spesa da 150 € in su scegli un regalo: un sapone, una crema mani, un set di matite o un quaderno.',
    },
    fullVoucher: {
      name: 'Buono regalo',
      slug: 'buono-regalo',
      description:
        'Un buono dimostrativo per un intero ordine: il codice VOUCHER100 toglie il 100% dai tuoi articoli, una volta per cliente. Aggiungi FREESHIP e non resta niente da pagare.',
    },
  },
  marketing: {
    heroWinter: {
      title: 'Offerte d’inverno',
      body: 'Il 20% di sconto su plaid, lampade e attrezzatura per l’aria aperta selezionati.',
      cta: 'Scopri le offerte',
    },
    heroOutdoor: {
      title: 'Torna la stagione all’aria aperta',
      body: 'Tende, zaini e borracce pronti per le prime gite di primavera.',
      cta: 'Preparati a partire',
    },
    bannerKitchen: {
      title: 'Giornate della cucina',
      body: '10 € di sconto su padelle e cocotte selezionate.',
      cta: 'Approfittane',
    },
    bannerGarden: {
      title: 'Il giardino si risveglia',
      body: 'Attrezzi, vasi e annaffiatoi per iniziare la stagione.',
      cta: 'Vai al giardino',
    },
    bannerOffice: {
      title: 'Una scrivania in ordine',
      body: 'Quaderni, stilografiche e lampade per lavorare con la mente libera.',
      cta: 'Scopri',
    },
    uspShipping: {
      title: 'Spedizione gratuita da 49 €',
      body: 'Su tutti gli ordini, senza codici sconto.',
      cta: '',
    },
    uspReturns: {
      title: '{returnDays} giorni per il reso',
      body: 'Reso gratuito con la nostra etichetta prepagata e rimborso rapido.',
      cta: '',
    },
    uspPayment: {
      title: 'Pagamento sicuro con carta',
      body: 'I tuoi dati bancari sono cifrati e protetti.',
      cta: '',
    },
    uspSupport: {
      title: 'Assistenza personale',
      body: 'Persone vere ti rispondono dal lunedì al venerdì.',
      cta: '',
    },
  },
};
