import type { LocaleContent } from './types.ts';

export const de: LocaleContent = {
  brandsSegment: 'marken',
  categories: {
    kitchen: {
      name: 'Küche',
      slug: 'kueche',
      description:
        'Alles zum Kochen, Aufbrühen und Servieren – von der Gusseisenpfanne bis zum Alltagsteller.',
    },
    'kitchen.cookware': {
      name: 'Kochgeschirr',
      slug: 'kochgeschirr',
      description:
        'Pfannen und Töpfe, die Hitze gleichmäßig verteilen und jahrzehntelang im Einsatz bleiben.',
    },
    'kitchen.cookware.pans': {
      name: 'Pfannen',
      slug: 'pfannen',
      description:
        'Bratpfannen aus Gusseisen und Woks aus Karbonstahl für kräftiges Anbraten und schnelles Pfannenrühren.',
    },
    'kitchen.cookware.pots': {
      name: 'Töpfe',
      slug: 'toepfe',
      description: 'Suppentöpfe und Bräter für Eintöpfe, Brühen und den Schmorbraten am Sonntag.',
    },
    'kitchen.knives': {
      name: 'Messer',
      slug: 'messer',
      description:
        'Scharfe, gut ausbalancierte Messer für feine Kräuter ebenso wie für das knusprige Landbrot.',
    },
    'kitchen.coffee': {
      name: 'Kaffee & Tee',
      slug: 'kaffee-tee',
      description: 'Handfilter und Teekannen für alle, die sich für ihre Tasse gern ein paar Minuten nehmen.',
    },
    'kitchen.tableware': {
      name: 'Geschirr & Gläser',
      slug: 'geschirr-glaeser',
      description: 'Teller und Gläser, robust genug für jeden Tag und schön genug für die Festtafel.',
    },
    home: {
      name: 'Wohnen',
      slug: 'wohnen',
      description: 'Leuchten, Textilien, Deko und Aufbewahrung, mit denen aus Räumen ein Zuhause wird.',
    },
    'home.lighting': {
      name: 'Leuchten',
      slug: 'leuchten',
      description: 'Tisch- und Pendelleuchten mit warmem Licht für lange Abende.',
    },
    'home.textiles': {
      name: 'Wohntextilien',
      slug: 'wohntextilien',
      description: 'Wolldecken und Kissenhüllen aus Leinen machen Sofa und Leseecke noch gemütlicher.',
    },
    'home.decor': {
      name: 'Deko',
      slug: 'deko',
      description: 'Vasen und Spiegel, die Räumen Charakter geben, ohne sie zu überladen.',
    },
    'home.storage': {
      name: 'Aufbewahrung',
      slug: 'aufbewahrung',
      description: 'Körbe und Regale, die allem seinen Platz geben und dabei gut aussehen.',
    },
    outdoor: {
      name: 'Outdoor',
      slug: 'outdoor',
      description: 'Ausrüstung fürs Zelten, Wandern und Radfahren – erprobt an langen Tagen draußen.',
    },
    'outdoor.camping': {
      name: 'Camping',
      slug: 'camping',
      description:
        'Zelte und Schlafsäcke für ruhige Nächte unter freiem Himmel, vom Frühjahr bis in den Herbst.',
    },
    'outdoor.hiking': {
      name: 'Wandern',
      slug: 'wandern',
      description:
        'Rucksäcke, Stöcke und Trinkflaschen für die Feierabendrunde ebenso wie für die Mehrtagestour.',
    },
    'outdoor.hiking.backpacks': {
      name: 'Rucksäcke',
      slug: 'rucksaecke',
      description: 'Tages- und Trekkingrucksäcke, die auch nach vielen Kilometern noch bequem sitzen.',
    },
    'outdoor.hiking.accessories': {
      name: 'Zubehör',
      slug: 'zubehoer',
      description: 'Trekkingstöcke und Isolierflaschen: kleine Helfer, die unterwegs viel ausmachen.',
    },
    'outdoor.cycling': {
      name: 'Fahrrad',
      slug: 'fahrrad',
      description: 'Helle Leuchten und wasserdichte Taschen für den Weg zur Arbeit und die Wochenendtour.',
    },
    garden: {
      name: 'Garten',
      slug: 'garten',
      description: 'Werkzeug, Töpfe und Bewässerung für Gärten, Terrassen und Balkone jeder Größe.',
    },
    'garden.tools': {
      name: 'Gartenwerkzeug',
      slug: 'gartenwerkzeug',
      description: 'Scheren und Spaten, die sauber schneiden, tief graben und viele Jahre halten.',
    },
    'garden.planters': {
      name: 'Pflanzgefäße',
      slug: 'pflanzgefaesse',
      description: 'Terrakottatöpfe und Hochbeete aus Eiche für Kräuter, Blumen und eigenes Gemüse.',
    },
    'garden.watering': {
      name: 'Bewässerung',
      slug: 'bewaesserung',
      description: 'Gießkannen und Schläuche, damit durstige Pflanzen den ganzen Sommer gut versorgt sind.',
    },
    sport: {
      name: 'Sport',
      slug: 'sport',
      description: 'Ausrüstung für Yoga, Laufen und Krafttraining – zu Hause und draußen.',
    },
    'sport.yoga': {
      name: 'Yoga',
      slug: 'yoga',
      description: 'Matten und Blöcke aus Kork, die rutschfest sind und sich angenehm anfühlen.',
    },
    'sport.running': {
      name: 'Laufen',
      slug: 'laufen',
      description:
        'Leichte Kappen und Laufgürtel, die nicht verrutschen – damit Sie sich aufs Laufen konzentrieren können.',
    },
    'sport.training': {
      name: 'Krafttraining',
      slug: 'krafttraining',
      description: 'Kettlebells und Fitnessbänder für ein komplettes Workout auf kleinem Raum.',
    },
    office: {
      name: 'Büro',
      slug: 'buero',
      description: 'Notizbücher, Schreibgeräte und Schreibtischhelfer für konzentriertes Arbeiten.',
    },
    'office.notebooks': {
      name: 'Notizbücher & Planer',
      slug: 'notizbuecher-planer',
      description: 'Füllertaugliches Papier für Notizen, Skizzen und gut geplante Wochen.',
    },
    'office.writing': {
      name: 'Schreibgeräte',
      slug: 'schreibgeraete',
      description: 'Füllfederhalter und Bleistifte, mit denen das Schreiben von Hand wieder Freude macht.',
    },
    'office.desk': {
      name: 'Schreibtisch',
      slug: 'schreibtisch',
      description: 'Organizer und Leuchten für einen aufgeräumten, gut ausgeleuchteten Arbeitsplatz.',
    },
    kids: {
      name: 'Kinder',
      slug: 'kinder',
      description: 'Holzspielzeug, Puzzles und Spiele, mit denen Kinder jahrelang spielen.',
    },
    'kids.wooden-toys': {
      name: 'Holzspielzeug',
      slug: 'holzspielzeug',
      description: 'Robuste Bausteine und Nachziehtiere aus Buche für freies, fantasievolles Spiel.',
    },
    'kids.games': {
      name: 'Spiele & Puzzles',
      slug: 'spiele-puzzles',
      description: 'Puzzles und Brettspiele für verregnete Nachmittage und gesellige Familienabende.',
    },
    bath: {
      name: 'Bad',
      slug: 'bad',
      description: 'Weiche Handtücher und natürliche Pflege für ein Bad mit weniger Plastik.',
    },
    'bath.accessories': {
      name: 'Badaccessoires',
      slug: 'badaccessoires',
      description: 'Flauschige Baumwollhandtücher und Seifenschalen aus Keramik für jeden Tag.',
    },
    'bath.care': {
      name: 'Naturkosmetik',
      slug: 'naturkosmetik',
      description: 'Seifen und Handcremes aus Pflanzenölen – mild zur Haut und sparsam verpackt.',
    },
  },
  productTypes: {
    fryingPan: {
      name: 'Bratpfanne',
      description:
        'Vorbehandeltes Gusseisen speichert die Hitze und gibt sie gleichmäßig ab, so bekommen Steaks eine kräftige Kruste und Bratkartoffeln werden rundum knusprig. Geeignet für Gas, Induktion, Backofen und sogar Lagerfeuer. Nur heiß ausspülen, auf dem Herd trocknen und hauchdünn einölen.',
      use: 'Scharfes Anbraten, Braten und Überbacken im Ofen.',
    },
    wok: {
      name: 'Wok',
      description:
        'Der dünnwandige Wok aus Karbonstahl ist in Sekunden heiß und reagiert sofort, wenn Sie die Flamme regulieren. Mit jeder Nutzung bildet sich eine dunkle Patina, die auf natürliche Weise antihaftend wirkt. Ohne Spülmittel reinigen, gut trocknen und leicht eingeölt aufbewahren.',
      use: 'Pfannenrühren, Dämpfen und Frittieren bei hoher Hitze.',
    },
    stockPot: {
      name: 'Suppentopf',
      description:
        'Hoher Topf aus Edelstahl mit dickem Sandwichboden, der die Wärme gleichmäßig verteilt und nichts anbrennen lässt. Die vernieteten Griffe sitzen auch bei randvollem Topf fest, und spülmaschinengeeignet ist er obendrein.',
      use: 'Brühen, Suppen, Nudeln und große Mengen.',
    },
    dutchOven: {
      name: 'Bräter',
      description:
        'Schweres, emailliertes Gusseisen mit passgenauem Deckel, der die Feuchtigkeit im Topf hält – Schmorgerichte werden so besonders zart. Vom Herd in den Ofen und direkt auf den Tisch; die glänzende Emaille muss nicht eingebrannt werden.',
      use: 'Schmoren, Eintöpfe und Brotbacken.',
    },
    chefsKnife: {
      name: 'Kochmesser',
      description:
        'Der Allrounder in jeder Küche: eine geschmiedete Klinge aus rostfreiem Stahl mit sanfter Wölbung, ideal für Wiegeschnitte durch Kräuter, Zwiebeln und Fleisch. Durchgehender Erl und ergonomischer Griff sorgen für Balance und Kontrolle. Bitte von Hand spülen und regelmäßig abziehen.',
      use: 'Schneiden, Hacken und Würfeln im Küchenalltag.',
    },
    breadKnife: {
      name: 'Brotmesser',
      description:
        'Die lange Edelstahlklinge mit Wellenschliff gleitet durch harte Krusten, ohne die weiche Krume zu zerdrücken. Auch für Tomaten und Torten eine Wohltat – und der Wellenschliff bleibt über Jahre scharf.',
      use: 'Krustenbrot, Kuchen und reife Tomaten schneiden.',
    },
    pourOverSet: {
      name: 'Handfilter-Set',
      description:
        'Karaffe aus hitzebeständigem Borosilikatglas mit passendem Filteraufsatz und wiederverwendbarem Edelstahlfilter. Mahlgrad, Wassermenge und Brühzeit bestimmen Sie selbst – für einen klaren, aromatischen Kaffee. Alle Teile sind spülmaschinenfest.',
      use: 'Filterkaffee von Hand aufbrühen.',
    },
    teapot: {
      name: 'Teekanne',
      description:
        'Glasierte Keramikkanne mit herausnehmbarem, feinmaschigem Sieb für losen Tee. Die dicken Wände halten den Tee lange warm, und die Tülle gießt sauber ab, ohne nachzutropfen.',
      use: 'Losen Tee für zwei bis vier Personen zubereiten.',
    },
    dinnerPlateSet: {
      name: 'Speiseteller-Set',
      description:
        'Vier Teller mit 27 cm Durchmesser aus hart gebranntem Porzellan, mit leicht erhöhtem Rand und seidenmatter Glasur. Schlagfest, gut stapelbar und geeignet für Spülmaschine, Mikrowelle und Backofen.',
      use: 'Für das tägliche Essen und Abende mit Gästen.',
    },
    drinkingGlasses: {
      name: 'Trinkgläser-Set',
      description:
        'Sechs robuste Becher aus klarem Glas mit feinem Rand und schwerem Boden, der angenehm in der Hand liegt. Lassen sich platzsparend stapeln und werden auch in der Spülmaschine nicht trüb.',
      use: 'Wasser, Saft und alles, was täglich ins Glas kommt.',
    },
    tableLamp: {
      name: 'Tischleuchte',
      description:
        'Ein von Hand glasierter Keramikfuß mit Leinenschirm, der ein weiches, warmes Licht verbreitet. Mit E27-Fassung und Schnurdimmer; den Fuß einfach feucht abwischen.',
      use: 'Warmes Lese- und Stimmungslicht auf Sideboard und Nachttisch.',
    },
    pendantLight: {
      name: 'Pendelleuchte',
      description:
        'Der aus feinen Bambusstreifen geflochtene Schirm zeichnet ein sanftes Lichtmuster an Wände und Decke. Leicht, schnell montiert und mit 1,5 m Textilkabel ausgestattet.',
      use: 'Sanftes Licht über dem Esstisch und im Wohnzimmer.',
    },
    throwBlanket: {
      name: 'Wolldecke',
      description:
        'Aus weicher, reiner Wolle im dezenten Fischgratmuster gewebt – wärmt, ohne schwer zu sein. Mit Fransenabschluss und großzügigen 130 × 180 cm. Häufig lüften und nur im Wollprogramm waschen.',
      use: 'Sofaabende und kühle Schlafzimmer.',
    },
    cushionCover: {
      name: 'Kissenhülle',
      description:
        'Stonewashed-Leinen, das sich vom ersten Tag an weich anfühlt und mit jeder Wäsche schöner wird. Verdeckter Reißverschluss, passend für Füllkissen von 50 × 50 cm, waschbar bei 40 °C.',
      use: 'Frische Akzente auf Sofa, Bett und Sessel.',
    },
    vase: {
      name: 'Vase',
      description:
        'Keramikvase mit matter Außenglasur und wasserdicht glasiertem Inneren. Der schmale Hals hält eine einzelne Blüte ebenso gut wie einen lockeren Gartenstrauß.',
      use: 'Frische Blumen, Trockengräser oder einfach als Blickfang.',
    },
    wallMirror: {
      name: 'Wandspiegel',
      description:
        'Runder Spiegel mit Rahmen aus massiver Eiche, geölt, damit die Maserung schön zur Geltung kommt, und mit facettiertem Glas. Eine verdeckte Aufhängung lässt ihn flach an der Wand liegen.',
      use: 'Für Flur und Bad – und um kleine Räume größer wirken zu lassen.',
    },
    storageBasket: {
      name: 'Aufbewahrungskorb',
      description:
        'Handgeflochtener Korb aus Bambus, leicht und trotzdem so stabil, dass er auch gefüllt in Form bleibt. Mit Baumwolle umwickelte Griffe machen das Herausziehen aus dem Regal leicht.',
      use: 'Für Spielsachen, Handtücher, Zeitschriften und alles dazwischen.',
    },
    shelfUnit: {
      name: 'Regal',
      description:
        'Massive Eiche in einem klaren, offenen Gestell, das ins Wohnzimmer ebenso passt wie ins Arbeitszimmer. Jeder Boden trägt bis zu 25 kg, Material zur Wandbefestigung liegt bei.',
      use: 'Für Bücher, Pflanzen und alles, was griffbereit sein soll.',
    },
    tent: {
      name: 'Zelt',
      description:
        'Freistehendes Kuppelzelt mit Außenzelt aus Ripstop-Nylon und 3.000 mm Wassersäule. Farbcodierte Stangen machen den Aufbau zur Sache weniger Minuten, die Apsis hält Schuhe und Rucksäcke trocken.',
      use: 'Camping und Trekkingtouren in drei Jahreszeiten.',
    },
    sleepingBag: {
      name: 'Schlafsack',
      description:
        'Mumienschlafsack mit Füllung aus recyceltem Polyester, die auch bei Feuchtigkeit noch wärmt. Wärmekragen, Zwei-Wege-Reißverschluss und Kompressionssack inklusive; die Größe nennt die Komforttemperatur.',
      use: 'Nächte im Zelt vom Frühling bis in den Herbst.',
    },
    hikingBackpack: {
      name: 'Trekkingrucksack',
      description:
        'Rucksack aus strapazierfähigem Nylon mit verstellbarem Tragesystem, gepolstertem Hüftgurt und integrierter Regenhülle. Seitentaschen, Deckelfach und ein separates Bodenfach halten Ordnung im Gepäck.',
      use: 'Mehrtägige Wanderungen und Hüttentouren.',
    },
    daypack: {
      name: 'Tagesrucksack',
      description:
        'Leichter Rucksack aus recyceltem Polyester mit luftigem Netzrücken und Fach für Trinkblase oder Laptop. Bietet genug Platz für Jacke, Proviant und Wasser.',
      use: 'Tageswanderungen, Städtetrips und der tägliche Weg zur Arbeit.',
    },
    trekkingPoles: {
      name: 'Trekkingstöcke',
      description:
        'Ein Paar dreiteilige Stöcke aus Aluminium mit Schnellverschlüssen und Korkgriffen. Sie entlasten die Knie beim Abstieg und lassen sich so klein zusammenschieben, dass sie am Rucksack Platz finden.',
      use: 'Steile Abstiege und lange Tage auf dem Trail.',
    },
    waterBottle: {
      name: 'Trinkflasche',
      description:
        'Doppelwandiger Edelstahl hält Wasser 24 Stunden kalt und Tee 12 Stunden heiß. Der Deckel ist auslaufsicher, nichts schmeckt nach Plastik, und die Pulverbeschichtung liegt griffig in der Hand.',
      use: 'Für Wanderung, Fitnessstudio und Schreibtisch.',
    },
    bikeLightSet: {
      name: 'Fahrradlicht-Set',
      description:
        'Front- und Rücklicht im Aluminiumgehäuse, per USB-C aufladbar und nach IPX5 regenfest. Mehrere Leuchtmodi inklusive Tagfahrblinken, werkzeuglos an Lenker und Sattelstütze montiert.',
      use: 'Sehen und gesehen werden auf dunklen Wegen.',
    },
    pannierBag: {
      name: 'Fahrradtasche',
      description:
        'Wasserdichte Gepäckträgertasche aus verschweißtem Nylon mit Rollverschluss, in einer Sekunde an den meisten Trägern eingehängt. Reflektierende Details, abnehmbarer Schultergurt und gepolstertes Laptopfach.',
      use: 'Arbeitsweg, Einkauf und Radreisen.',
    },
    pruningShears: {
      name: 'Gartenschere',
      description:
        'Bypass-Schere mit gehärteter Klinge aus Karbonstahl, die sauber schneidet, ohne die Triebe zu quetschen. Griffige Schenkel und eine Sicherung, die sich mit einer Hand schließen lässt. Klinge gelegentlich abwischen und die Feder ölen.',
      use: 'Rosen, Sträucher und Obstbäume schneiden.',
    },
    gardenSpade: {
      name: 'Spaten',
      description:
        'Das Blatt aus Edelstahl gleitet auch in schweren Boden und rostet nie; der Stiel aus Eschenholz endet in einem D-Griff. Ein breiter Tritt auf dem Blatt schont die Schuhsohlen.',
      use: 'Beete umgraben, pflanzen und Stauden teilen.',
    },
    plantPot: {
      name: 'Pflanztopf',
      description:
        'Klassische, unglasierte Terrakotta, die atmet: Die Wurzeln bekommen Luft, und die Erde bleibt nicht nass. Frostfest, mit Abzugsloch und passendem Untersetzer.',
      use: 'Kräuter, Blumen und Sträucher auf Balkon und Terrasse.',
    },
    raisedBed: {
      name: 'Hochbeet',
      description:
        'Bretter aus massiver Eiche, die ohne Werkzeug ineinandergesteckt werden und mit der Zeit silbergrau verwittern. Die Arbeitshöhe schont den Rücken, und die Erde erwärmt sich im Frühjahr früher.',
      use: 'Gemüse, Salat und Kräuter im kleinen Garten.',
    },
    wateringCan: {
      name: 'Gießkanne',
      description:
        'Kanne aus Edelstahl mit langem Ausguss und abnehmbarer Messingbrause für einen sanften Wasserstrahl. Gut ausbalanciert und darum auch voll bequem zu tragen.',
      use: 'Töpfe, Sämlinge und Beete gießen.',
    },
    gardenHose: {
      name: 'Gartenschlauch',
      description:
        'Schlauch aus Naturkautschuk, der selbst bei Frost geschmeidig bleibt und nicht abknickt. Messingkupplungen an beiden Enden und eine UV-beständige Außenschicht, die sich ohne Verdrehen ausrollen lässt.',
      use: 'Rasen und Beete wässern oder das Fahrrad abspritzen.',
    },
    yogaMat: {
      name: 'Yogamatte',
      description:
        'Die Oberfläche aus Kork wird griffiger, je mehr Sie schwitzen; darunter federt eine Schicht aus Naturkautschuk. Von Natur aus antibakteriell, geruchsneutral und 4 mm stark.',
      use: 'Yoga, Pilates und Dehnen zu Hause oder im Kurs.',
    },
    yogaBlock: {
      name: 'Yogablock',
      description:
        'Massiver Block aus Kork mit abgerundeten Kanten, fest genug zum Abstützen und angenehm leicht. Er holt den Boden näher heran und stützt Sie bei Dehnungen im Sitzen.',
      use: 'Stütze und Ausrichtung in den Asanas.',
    },
    runningBelt: {
      name: 'Laufgürtel',
      description:
        'Schmaler, elastischer Gürtel aus recyceltem Polyester, der Handy, Schlüssel und ein Gel ohne Wippen verstaut. Mit reflektierendem Aufdruck und Schlüsselclip im Inneren.',
      use: 'Das Nötigste beim Laufen dabeihaben.',
    },
    runningCap: {
      name: 'Laufkappe',
      description:
        'Federleichte Kappe aus recyceltem Polyester, die Schweiß nach außen leitet und schnell trocknet. Flexibler Schirm, perforierte Seitenteile und verstellbarer Riegel am Hinterkopf.',
      use: 'Schutz vor Sonne und Regen beim Laufen.',
    },
    kettlebell: {
      name: 'Kettlebell',
      description:
        'Aus einem Stück Gusseisen gegossen, mit breitem, glattem Griff, der bei Swings und Presses gut in der Hand liegt. Der flache Boden sorgt für sicheren Stand, die Pulverbeschichtung schützt vor Rost.',
      use: 'Kraft- und Ausdauertraining zu Hause.',
    },
    resistanceBands: {
      name: 'Fitnessband',
      description:
        'Geschlossenes Band aus mehrlagigem Naturkautschuk für Kniebeugen, unterstützte Klimmzüge und Mobilisation. Der Schichtaufbau macht es reißfest, ein Baumwollbeutel liegt bei.',
      use: 'Krafttraining und Aufwärmen – überall.',
    },
    notebook: {
      name: 'Notizbuch',
      description:
        'Fadengebundenes Notizbuch mit 192 Seiten aus 100-g-Papier, auf dem auch Füllertinte nicht durchschlägt. Liegt flach auf, mit Lesebändchen und Einstecktasche hinten.',
      use: 'Notizen, Skizzen und Tagebuch.',
    },
    planner: {
      name: 'Wochenplaner',
      description:
        'Undatierter Planer mit einer Woche auf einer Doppelseite, Monatsübersichten und Platz für Ziele. Fester Einband mit Leinenbezug und glattes 100-g-Papier.',
      use: 'Wochen, Gewohnheiten und Projekte auf Papier planen.',
    },
    fountainPen: {
      name: 'Füllfederhalter',
      description:
        'Füller aus Edelstahl mit weicher Feder in F oder M und gerade so viel Gewicht, dass die Hand entspannt schreibt. Für Standardpatronen, ein Konverter für Tinte aus dem Glas liegt bei.',
      use: 'Für Notizen, Briefe und Unterschriften.',
    },
    pencilSet: {
      name: 'Bleistift-Set',
      description:
        'Grafitstifte in Härtegraden von 2H bis 8B, gefasst in Buchenholz aus nachhaltiger Forstwirtschaft. Sie lassen sich leicht und sauber spitzen und kommen in einer stabilen Metalldose.',
      use: 'Zeichnen, Skizzieren und Schreiben.',
    },
    deskOrganiser: {
      name: 'Schreibtisch-Organizer',
      description:
        'Ablage aus massiver Eiche mit Fächern für Stifte, Karten und Smartphone. Filz an der Unterseite schützt die Tischplatte.',
      use: 'Ordnung auf dem Schreibtisch.',
    },
    deskLamp: {
      name: 'Schreibtischleuchte',
      description:
        'Leuchte aus Aluminium mit verstellbarem Arm und flimmerfreier LED, in fünf Stufen dimmbar von warm- bis neutralweiß. Der schwere Fuß sorgt für sicheren Stand.',
      use: 'Konzentriertes Licht zum Arbeiten und Lesen.',
    },
    buildingBlocks: {
      name: 'Holzbaustein-Set',
      description:
        'Bausteine aus massiver Buche in natürlichen und farbigen Formen, glatt geschliffen und mit speichelfesten Farben auf Wasserbasis lackiert. Genau richtig für kleine Hände und große Türme, Brücken und Burgen.',
      use: 'Freies Spielen ab einem Jahr.',
    },
    pullAlongToy: {
      name: 'Nachziehtier',
      description:
        'Ein Holzhund auf Rädern, der beim Ziehen mit dem Schwanz wackelt. Aus Buche gefertigt, mit Baumwollschnur und kindgerechten Farben.',
      use: 'Begleiter für die ersten Schritte.',
    },
    jigsawPuzzle: {
      name: 'Puzzle',
      description:
        'Dicke Teile aus Recyclingkarton, die satt ineinandergreifen, dazu ein Poster mit dem Motiv. Jedes Bild stammt von einer europäischen Illustratorin oder einem europäischen Illustrator.',
      use: 'Ruhige Abende allein oder zu zweit.',
    },
    boardGame: {
      name: 'Brettspiel',
      description:
        'Schnell erklärtes Strategiespiel für zwei bis fünf Personen mit stabilem Spielbrett und Holzfiguren. Eine Partie dauert 30 bis 45 Minuten.',
      use: 'Spieleabende mit der Familie.',
    },
    bathTowel: {
      name: 'Badetuch',
      description:
        'Schweres Frottee aus Baumwolle mit 600 g/m², weich, saugstark und schnell trocken. Mit Aufhängeschlaufe und doppelt vernähten Kanten; bei 60 °C waschen und auf Weichspüler verzichten.',
      use: 'Nach Dusche, Bad oder Sauna.',
    },
    soapDish: {
      name: 'Seifenschale',
      description:
        'Schale aus Keramik mit erhöhten Rillen, über die das Wasser abläuft. So trocknet die Seife zwischendurch ab und hält länger.',
      use: 'Stückseife am Waschbecken trocken halten.',
    },
    barSoap: {
      name: 'Naturseife',
      description:
        'Kaltgerührte Seife aus Olivenöl, Kokosöl und Sheabutter, dezent mit ätherischen Ölen beduftet. Ohne Palmöl und ohne Plastik, verpackt in Papier.',
      use: 'Milde Reinigung für Hände und Körper.',
    },
    handCream: {
      name: 'Handcreme',
      description:
        'Reichhaltige und dennoch schnell einziehende Creme aus Pflanzenölen und Sheabutter. Pflegt trockene Hände, ohne zu fetten, und steckt in einer recycelbaren Aluminiumtube.',
      use: 'Für trockene Hände nach Gartenarbeit, Abwasch oder an kalten Tagen.',
    },
  },
  colours: {
    black: 'Schwarz',
    white: 'Weiß',
    graphite: 'Graphit',
    red: 'Rot',
    blue: 'Blau',
    navy: 'Marineblau',
    green: 'Grün',
    olive: 'Oliv',
    sand: 'Sand',
    grey: 'Grau',
    terracotta: 'Terrakotta',
    yellow: 'Gelb',
    natural: 'Natur',
    pink: 'Rosa',
  },
  materials: {
    castIron: 'Gusseisen',
    stainlessSteel: 'Edelstahl',
    carbonSteel: 'Karbonstahl',
    aluminium: 'Aluminium',
    ceramic: 'Keramik',
    porcelain: 'Porzellan',
    glass: 'Glas',
    oak: 'Eiche',
    beech: 'Buche',
    bamboo: 'Bambus',
    cotton: 'Baumwolle',
    linen: 'Leinen',
    wool: 'Wolle',
    recycledPolyester: 'Recyceltes Polyester',
    nylon: 'Nylon',
    cork: 'Kork',
    rubber: 'Naturkautschuk',
    paper: 'Papier',
    terracottaClay: 'Terrakotta',
    plantOils: 'Pflanzenöle',
  },
  lines: {
    classic: 'Zeitloses Design, das sich über viele Jahre bewährt hat.',
    pro: 'Für den täglichen harten Einsatz und alle, die von ihrer Ausrüstung mehr erwarten.',
    eco: 'Aus recycelten und nachwachsenden Materialien – mit kleinerem ökologischen Fußabdruck.',
    compact: 'Leicht, klein und platzsparend: schnell verstaut und bequem mitgenommen.',
    premium: 'Feinste Materialien, von Hand veredelt bis ins letzte Detail.',
    essential: 'Das Wesentliche, gut gemacht und zu einem fairen Preis.',
  },
  manufacturers: {
    ferrum:
      'Familiengeführte Gießerei, die seit 1896 Kochgeschirr aus Gusseisen und Stahl fertigt. Jede Pfanne wird von Hand eingebrannt und geprüft, bevor sie das Werk verlässt.',
    aurelio:
      'Messermacher mit langer Schneidwarentradition, bekannt für präzise geschliffene Klingen und Griffe, die gut in der Hand liegen.',
    kaffeto:
      'Entwickelt Zubehör für Kaffee- und Teeliebhaber: schlichte Werkzeuge, bei denen der Geschmack guter Bohnen und Blätter im Mittelpunkt steht.',
    porcela:
      'Fertigt Geschirr aus Porzellan und Glas – robust genug für jeden Tag und schön genug für Gäste.',
    lumora: 'Kleines Leuchtenstudio, das Lampen mit warmem Licht und natürlichen Materialien gestaltet.',
    tessile:
      'Weberei, die Decken, Handtücher und Kissen aus Wolle, Leinen und Baumwolle auf eigenen Webstühlen herstellt.',
    'casa-brava':
      'Wohnaccessoires, Aufbewahrung und Pflanzgefäße mit mediterranem Charme, gefertigt aus Holz, Keramik und Bambus.',
    nordvik:
      'Nordischer Hersteller von Zelten und Schlafsäcken, erprobt in Wind und Kälte der skandinavischen Berge.',
    trailcraft:
      'Entwirft Rucksäcke und Wanderausrüstung, die vom ersten bis zum letzten Kilometer bequem sitzen.',
    velora:
      'Fahrradzubehör für den Alltag: helle Leuchten, wasserdichte Taschen und durchdachte Details für den Arbeitsweg.',
    verdello: 'Gartenwerkzeug für Generationen – mit Ersatzteilen und Reparaturservice für jedes Modell.',
    fitform:
      'Schlichte, langlebige Fitness- und Laufausrüstung, wo immer möglich aus recycelten Materialien.',
    papyra:
      'Papierwaren und Schreibgeräte für alle, die gern von Hand schreiben – gedruckt und gebunden in Europa.',
    holzwerk:
      'Werkstatt für Holzspielzeug aus massiver Buche, glatt geschliffen und mit kindersicheren Farben lackiert.',
    savonna:
      'Seifen und Naturkosmetik aus Pflanzenölen, in kleinen Chargen gesiedet, mit kurzen Zutatenlisten und wenig Verpackung.',
    kivi: 'Verlag für liebevoll illustrierte Puzzles und Brettspiele, die Menschen an einen Tisch bringen.',
  },
  attributes: {
    material: 'Material',
    colour: 'Farbe',
    size: 'Größe',
    weight: 'Gewicht',
    line: 'Serie',
  },
  articles: {
    caringForCastIron: {
      title: 'Gusseisen richtig pflegen',
      slug: 'gusseisen-richtig-pflegen',
      subtitle: 'Einbrennen, benutzen, gut trocknen – mehr braucht eine gute Pfanne nicht.',
      body: 'Gusseisen gilt als anspruchsvoll, dabei ist die Pflege schnell erklärt. Entscheidend ist die Patina: hauchdünne Schichten Öl, die bei hoher Hitze ins Eisen eingebrannt werden und eine dunkle, fast glatte Oberfläche bilden. Sie schützt vor Rost und sorgt dafür, dass Bratkartoffeln und Steaks nicht anhaften. Unsere Pfannen sind bereits vorbehandelt, ihre volle Stärke entwickelt die Schicht aber erst nach einigen Wochen regelmäßigen Bratens.\n\nZum Auffrischen spülen Sie die Pfanne, trocknen sie auf dem Herd und reiben sie innen wie außen mit einem Teelöffel hoch erhitzbarem Öl ein, etwa Raps- oder Sonnenblumenöl. Danach mit Küchenpapier so gründlich nachwischen, dass sie fast trocken aussieht. Kopfüber eine Stunde bei 230 °C in den Ofen stellen und darin abkühlen lassen.\n\nIm Alltag genügt heißes Wasser: Die Pfanne am besten noch warm ausspülen und Reste mit einer Bürste oder grobem Salz lösen. Ein Tropfen Spülmittel schadet einer gut eingebrannten Pfanne nicht, langes Einweichen dagegen schon. Anschließend sofort auf der Platte trocknen und dünn einölen. Die Spülmaschine ist tabu.\n\nZeigt sich doch einmal Rost, ist nichts verloren. Die Stelle mit Stahlwolle abreiben, abspülen, trocknen und neu einbrennen. Die beste Pflege bleibt ohnehin der Gebrauch: Jedes Bratgericht verstärkt die Patina ein kleines Stück.',
    },
    hikingPackingList: {
      title: 'Die erste Tageswanderung: Was in den Rucksack gehört',
      slug: 'packliste-tageswanderung',
      subtitle: 'Eine kurze Packliste, mit der Sie leicht unterwegs und trotzdem gut gerüstet sind.',
      body: 'Für die erste Tageswanderung brauchen Sie keine Profiausrüstung. Ein bequemer Rucksack mit 20 bis 30 Litern und Hüftgurt reicht völlig. Packen Sie ihn schon am Vorabend, dann geht es morgens entspannt los und nichts bleibt auf dem Küchentisch liegen.\n\nGanz oben auf der Liste steht Wasser: mindestens ein Liter pro Person, an warmen Tagen deutlich mehr. Dazu Proviant, der weder schmilzt noch zerdrückt wird – Nüsse, Trockenobst, belegte Brote, ein Apfel. Eine leichte Regenjacke und eine warme Zwischenschicht gehören auch bei blauem Himmel hinein, denn in den Bergen schlägt das Wetter schneller um als im Tal.\n\nFür die Sicherheit sorgen ein geladenes Handy mit offline gespeicherter Karte, ein kleines Erste-Hilfe-Set mit Blasenpflastern, Sonnencreme und eine Kappe. Eine Stirnlampe wiegt kaum etwas und ist Gold wert, wenn die Runde länger dauert als gedacht. Sagen Sie außerdem jemandem Bescheid, welche Tour Sie gehen und wann Sie zurück sein wollen.\n\nAn die Füße gehören eingelaufene Wanderschuhe und Funktionssocken statt Baumwolle. Wanderstöcke sind kein Muss, schonen beim Abstieg aber die Knie. Und zum Schluss: eine kleine Tüte für den Müll, damit der Weg so bleibt, wie Sie ihn vorgefunden haben.',
    },
    betterCoffeeAtHome: {
      title: 'Besserer Kaffee mit dem Handfilter',
      slug: 'kaffee-mit-dem-handfilter',
      subtitle: 'Mahlgrad, Dosierung, Wassertemperatur: drei Stellschrauben für die perfekte Tasse.',
      body: 'Filterkaffee von Hand ist unkompliziert und bringt die Aromen guter Bohnen wunderbar klar zur Geltung. Sie brauchen frische Bohnen, eine Mühle, einen Handfilter mit Papierfilter, einen Wasserkocher und am besten eine Küchenwaage.\n\nDer Mahlgrad entscheidet über vieles. Für eine Tasse sollte das Pulver etwa so grob sein wie Meersalz. Ist es zu fein, läuft das Wasser zäh durch und der Kaffee wird bitter; ist es zu grob, schmeckt er dünn und säuerlich. Mahlen Sie immer erst kurz vor dem Aufbrühen, denn gemahlener Kaffee verliert schnell sein Aroma.\n\nAls Faustregel gelten 60 Gramm Kaffee auf einen Liter Wasser, für eine Tasse mit 250 ml also rund 15 Gramm. Das Wasser sollte nicht mehr sprudeln, sondern zwischen 92 und 96 °C haben – ohne Thermometer lassen Sie den Kocher nach dem Abschalten einfach eine halbe Minute stehen. Den Papierfilter vorher heiß ausspülen: Das nimmt den Papiergeschmack und wärmt die Kanne vor.\n\nGießen Sie zuerst nur wenig Wasser auf und warten Sie 30 Sekunden, bis das Kaffeemehl aufgequollen ist und Gase entweichen konnten. Danach in langsamen Kreisen nachgießen, bis die gewünschte Menge erreicht ist. Nach etwa drei Minuten sollte alles durchgelaufen sein. Schmeckt der Kaffee zu schwach, mahlen Sie feiner, ist er zu herb, gröber.',
    },
    choosingAKitchenKnife: {
      title: 'Das richtige Küchenmesser finden',
      slug: 'das-richtige-kuechenmesser',
      subtitle: 'Welche Messer Sie wirklich brauchen und wie sie scharf bleiben.',
      body: 'Für fast alles, was in einer Küche anfällt, genügen zwei gute Messer: ein Kochmesser und ein Brotmesser. Ein kleines Gemüsemesser ist eine schöne Ergänzung, doch wer investieren möchte, sollte es bei diesen beiden tun.\n\nDas Kochmesser ist das Arbeitstier. Damit hacken Sie Zwiebeln und Kräuter, schneiden Fleisch und drücken mit der flachen Klinge Knoblauch an. Eine Klinge von 20 Zentimetern passt für die meisten Hände; bei kleineren Händen oder einem schmalen Brett ist das 16-Zentimeter-Modell angenehmer. Nehmen Sie das Messer nach Möglichkeit vor dem Kauf in die Hand – am Übergang von Klinge zu Griff sollte es ausbalanciert liegen. Das Brotmesser mit Wellenschliff sägt sich durch harte Krusten, ohne die Krume zu zerdrücken, und schneidet auch Tomaten und Torten sauber.\n\nRostfreier Edelstahl ist für den Alltag die praktischste Wahl: unempfindlich gegen Flecken und leicht nachzuschärfen. Härtere Stähle bleiben länger scharf, verzeihen aber weniger und können ausbrechen. Gute Messer gehören nie in die Spülmaschine. Spülen Sie sie von Hand, trocknen Sie sie sofort ab und bewahren Sie sie an einer Magnetleiste oder im Block auf, nicht lose in der Schublade.\n\nEin scharfes Messer ist übrigens das sicherere, weil es nicht abrutscht. Ziehen Sie das Kochmesser alle paar Einsätze über den Wetzstahl und schleifen Sie es zwei- bis dreimal im Jahr auf dem Wasserstein. Ein Brotmesser muss dagegen kaum je nachgeschärft werden.',
    },
    balconyGardenInSpring: {
      title: 'Der Balkongarten im Frühling',
      slug: 'balkongarten-im-fruehling',
      subtitle: 'Töpfe, Erde, Kräuter und Gießen – so wird auch der kleinste Balkon zur grünen Oase.',
      body: 'Auch auf wenigen Quadratmetern lassen sich von April bis Oktober Kräuter, Salat und Blumen ziehen. Beobachten Sie vor dem ersten Einkauf, wie viel Sonne Ihr Balkon abbekommt. Ein Südbalkon ist ideal für mediterrane Kräuter und Tomaten, im Halbschatten fühlen sich Minze, Petersilie und Pflücksalat am wohlsten.\n\nBei den Töpfen gilt: lieber eine Nummer größer. Für Kräuter sollten es mindestens 20 Zentimeter Durchmesser sein, für Tomaten oder kleine Sträucher 30 bis 40. Terrakotta atmet und hält die Wurzeln kühl, trocknet allerdings schneller aus als Kunststoff. Ein Abzugsloch ist Pflicht, und eine Schicht Blähton am Boden verhindert Staunässe.\n\nStatt Gartenerde, die im Kübel schnell verdichtet, nehmen Sie besser hochwertige torffreie Kübelpflanzenerde. Thymian, Rosmarin, Oregano und Schnittlauch sind dankbare Einsteigerpflanzen. Basilikum mag es warm und darf erst nach draußen, wenn die Nächte nicht mehr unter 10 °C fallen. Regelmäßiges Ernten lässt die Kräuter buschiger wachsen.\n\nBeim Gießen passieren die meisten Fehler. Gießen Sie morgens durchdringend, bis unten Wasser austritt, und warten Sie dann, bis die oberen Zentimeter angetrocknet sind. An heißen Sommertagen kann das zweimal täglich nötig sein, im kühlen Frühling reicht es alle paar Tage. Ab Juni freuen sich die Pflanzen alle zwei Wochen über etwas organischen Flüssigdünger.',
    },
    cosyLightingForWinter: {
      title: 'Gemütliches Licht für die dunkle Jahreszeit',
      slug: 'gemuetliches-licht-im-winter',
      subtitle: 'Warum mehrere warme Lichtquellen ein Zuhause behaglich machen.',
      body: 'Sobald es nachmittags dunkel wird, zeigt die einzelne Deckenleuchte ihre Schwächen: Sie lässt den Raum flach wirken und verbreitet Büroatmosphäre. Die Lösung ist nicht mehr Helligkeit, sondern mehr Lichtquellen in unterschiedlichen Höhen.\n\nLichtplaner denken in drei Ebenen. Die Grundbeleuchtung kommt von einer Pendelleuchte über dem Esstisch oder einer Deckenleuchte, idealerweise dimmbar. Dazu kommt gezieltes Arbeitslicht dort, wo Sie etwas tun: die Schreibtischleuchte, die Leselampe neben dem Sessel, eine Lichtleiste unter den Küchenschränken. Die dritte Ebene ist Stimmungslicht – eine kleine Tischleuchte auf dem Sideboard, eine Lampe auf der Fensterbank, Kerzen auf dem Tisch. Zusammen entstehen Lichtinseln mit weichen Schatten dazwischen, und genau das empfinden wir als gemütlich.\n\nMindestens so wichtig wie die Helligkeit ist die Lichtfarbe. Für Wohn- und Schlafzimmer eignen sich Leuchtmittel mit 2.700 Kelvin oder weniger; sie erzeugen das warme, goldene Licht der alten Glühbirne. Neutralweißes Licht heben Sie sich für den Schreibtisch auf, wo Sie sich konzentrieren wollen.\n\nUnd abends gilt: Licht nach unten holen. Leuchten auf Augenhöhe oder darunter wirken ruhiger als Licht von oben. Wer nach dem Essen die Deckenleuchte ausschaltet, signalisiert dem Körper ganz nebenbei, dass der Tag zu Ende geht.',
    },
    yogaAtHomeForBeginners: {
      title: 'Yoga zu Hause für Einsteiger',
      slug: 'yoga-zu-hause-fuer-einsteiger',
      subtitle: 'Ein freier Fleck am Boden, eine gute Matte und eine Viertelstunde – mehr braucht es nicht.',
      body: 'Um mit Yoga anzufangen, müssen Sie sich nicht gleich in einem Studio anmelden. Eine Fläche von etwa zwei Metern Länge, auf der Sie die Arme ausstrecken können, genügt. Räumen Sie sie frei, öffnen Sie das Fenster und üben Sie möglichst immer zur gleichen Zeit – so wird schneller eine Gewohnheit daraus.\n\nDie Matte ist das einzige Teil, in das sich eine Investition gleich zu Beginn lohnt. Hände und Füße dürfen nicht rutschen, und die Knie sollen weich liegen. Kork und Naturkautschuk bieten auch dann noch Halt, wenn Sie ins Schwitzen kommen. Ein Yogablock und eine gefaltete Decke erleichtern das Sitzen und bringen den Boden näher, solange die Beweglichkeit noch fehlt.\n\nEine einfache erste Einheit: Beginnen Sie mit zwei Minuten im Sitzen und atmen Sie ruhig durch die Nase. Gehen Sie in den Vierfüßlerstand und wechseln Sie einige Male zwischen Katze und Kuh. Dann in den herabschauenden Hund, dabei abwechselnd die Fersen Richtung Boden drücken. Mit kleinen Schritten nach vorn in die stehende Vorbeuge, langsam Wirbel für Wirbel aufrollen und im Berg stehen. Es folgen ein paar Sonnengrüße, auf jeder Seite ein tiefer Ausfallschritt und eine sanfte Drehung in Rückenlage. Zum Abschluss bleiben Sie fünf Minuten entspannt liegen.\n\nBewegen Sie sich langsam und nie in den Schmerz hinein. Dreimal pro Woche eine Viertelstunde bringt mehr als einmal im Monat eine Stunde.',
    },
    aGentlerBathroom: {
      title: 'Ein sanfteres Badezimmer',
      slug: 'ein-sanfteres-badezimmer',
      subtitle: 'Mit kleinen Schritten zu weniger Plastik und milderer Pflege.',
      body: 'Kaum ein Raum eignet sich so gut zum Plastiksparen wie das Bad. Fast alles, was dort steht, steckt in Flaschen, Tuben und Spendern – und vieles davon lässt sich ohne Abstriche ersetzen.\n\nDer einfachste Anfang ist die Seife. Ein gutes Stück aus Pflanzenölen reinigt mild, hält deutlich länger als Flüssigseife und kommt mit einer Banderole aus Papier aus. Wichtig ist, dass es zwischen den Anwendungen abtrocknen kann: Eine Seifenschale mit Rillen oder Löchern lässt das Wasser ablaufen, damit die Seife nicht aufweicht. Ein einziges Stück ersetzt so zwei bis drei Flaschen Flüssigseife. Shampoo gibt es ebenfalls am Stück, und eine Handcreme in der Alutube lässt sich besser recyceln als eine aus Kunststoff.\n\nAuch Handtücher danken ein wenig Aufmerksamkeit. Waschen Sie sie nach einigen Benutzungen bei 60 °C und verzichten Sie auf Weichspüler – er legt sich um die Fasern und macht sie weniger saugfähig. Wer sie draußen trocknet oder kurz in den Trockner gibt, bekommt sie schön flauschig. Nach dem Duschen ausgebreitet aufhängen, dann trocknen sie schnell und riechen frisch.\n\nUnd vor allem: keine Eile. Brauchen Sie auf, was Sie haben, bevor Sie umsteigen, und ändern Sie eins nach dem anderen. Ein sanfteres Bad entsteht über Monate, nicht an einem Wochenende.',
    },
    cyclingToWork: {
      title: 'Mit dem Rad zur Arbeit',
      slug: 'mit-dem-rad-zur-arbeit',
      subtitle: 'Licht, Taschen, Strecke und Wetter: So gelingt der Umstieg aufs Fahrrad.',
      body: 'Wer mit dem Rad zur Arbeit fährt, baut Bewegung ganz nebenbei in den Alltag ein und ist in der Stadt oft schneller als mit dem Auto. Mit etwas Vorbereitung wird aus dem guten Vorsatz bald eine Routine, auf die Sie sich jeden Morgen freuen.\n\nAn erster Stelle steht gutes Licht. Auch wer morgens im Hellen losfährt, ist ab Oktober abends oft im Dunkeln unterwegs. Akkuleuchten für vorn und hinten, die per USB laden, bleiben einfach am Rad und werden im Büro aufgeladen. Reflektoren an Speichen und Pedalen machen Sie zusätzlich von der Seite sichtbar.\n\nGepäck gehört aufs Rad, nicht auf den Rücken. In eine wasserdichte Fahrradtasche passen Laptop, Wechselkleidung und Mittagessen, und Sie kommen ohne verschwitzten Rücken an. Die Strecke planen Sie am besten an einem ruhigen Wochenende: Nebenstraßen, Radwege und Parks sind oft nur wenige Minuten länger als die Hauptstraße, aber viel entspannter.\n\nGegen Regen helfen eine leichte Jacke und eine Regenhose, die immer in der Tasche bleiben. Im Winter halten Handschuhe und eine dünne Mütze unter dem Helm warm. Deponieren Sie ein Handtuch und Deo im Büro, lassen Sie sich auf den ersten Fahrten Zeit – und bald werden Sie sich fragen, warum Sie nicht schon früher umgestiegen sind.',
    },
    plannerHabits: {
      title: 'Die Woche planen mit einem Papierkalender',
      slug: 'wochenplanung-mit-papierkalender',
      subtitle: 'Zwanzig Minuten am Sonntag, die die ganze Woche ruhiger machen.',
      body: 'Ein Planer aus Papier meldet sich nicht mit einem Signalton, und genau darin liegt seine Stärke. Wer von Hand schreibt, muss sich entscheiden, was wirklich wichtig ist, und ein Blick auf die aufgeschlagene Doppelseite zeigt die ganze Woche auf einmal.\n\nDamit das funktioniert, braucht es eine feste Gewohnheit: den kurzen Wochenrückblick. Suchen Sie sich einen festen Termin, etwa Sonntagabend oder Montagmorgen, und setzen Sie sich mit Planer, Stift und einer Tasse Tee hin. Schauen Sie zuerst zurück: Was ist erledigt, was hat sich verschoben, was kann weg? Tragen Sie danach die festen Termine in die neue Woche ein, bevor Sie irgendetwas anderes planen.\n\nIm nächsten Schritt wählen Sie drei Prioritäten für die Woche und schreiben sie oben auf die Seite. Geben Sie jeder davon einen konkreten Platz an einem bestimmten Tag, statt darauf zu hoffen, dass sich schon eine Lücke findet. Lassen Sie bewusst freie Zeit, denn eine minutengenau verplante Woche gerät bei der ersten Überraschung ins Wanken.\n\nUnter der Woche liegt der Planer aufgeschlagen auf dem Schreibtisch, und Erledigtes wird abgehakt. Offene Aufgaben tragen Sie bewusst weiter, nicht automatisch – wandert etwas zum dritten Mal, ist es vielleicht gar nicht so wichtig. Ideen und Listen kommen auf die Notizseiten, so ist alles an einem Ort.',
    },
    whyWoodenToys: {
      title: 'Warum Holzspielzeug so lange hält',
      slug: 'warum-holzspielzeug',
      subtitle: 'Robust, vielseitig und pflegeleicht – Spielsachen für mehr als eine Kindheit.',
      body: 'Holzspielzeug wird oft von Generation zu Generation weitergegeben, und das hat Gründe. Massive Buche oder Ahorn übersteht Werfen, Kauen und Drauftreten, und kleine Macken machen die Stücke nur charaktervoller. Die Bausteine, die ein Kleinkind zum ersten Geburtstag bekommt, sind noch im Einsatz, wenn dasselbe Kind mit sieben eine Murmelbahn baut.\n\nDie größte Stärke von Holzspielzeug ist seine Offenheit. Ein Baustein hat keinen Knopf und keinen festgelegten Zweck: Heute ist er ein Turm, morgen ein Auto, ein Telefon oder ein Stück Kuchen im Kaufladen. Weil das Spielzeug das Spiel nicht vorgibt, erfinden Kinder ihre eigenen Geschichten und üben dabei Fantasie, Feinmotorik und Ausdauer.\n\nAchten Sie beim Kauf auf massives Holz aus nachhaltiger Forstwirtschaft, glatt geschliffene Kanten sowie speichelfeste Farben auf Wasserbasis oder natürliche Öle. Kleine Teile müssen fest sitzen und zum Alter Ihres Kindes passen.\n\nDie Pflege ist denkbar einfach. Wischen Sie das Spielzeug mit einem feuchten Tuch und etwas milder Seife ab, legen Sie es aber nie ins Wasser, und lassen Sie es bei Zimmertemperatur trocknen. Wird die Oberfläche stumpf oder rau, hilft ein leichter Anschliff mit feinem Schleifpapier und ein wenig lebensmittelechtes Öl – danach sieht es fast wieder aus wie neu.',
    },
    settingATableForGuests: {
      title: 'Den Tisch für Gäste decken',
      slug: 'tisch-fuer-gaeste-decken',
      subtitle: 'Teller, Gläser, Servietten und Blumen: eine kleine Anleitung für einen entspannten Abend.',
      body: 'Ein schön gedeckter Tisch heißt Ihre Gäste willkommen, noch bevor der erste Gang kommt. Förmlich muss es dabei nicht zugehen – ein paar einfache Regeln und einige persönliche Details genügen.\n\nDen Anfang machen die Teller: mittig an jedem Platz, etwa zwei Zentimeter von der Tischkante entfernt. Gabeln liegen links, Messer rechts mit der Schneide zum Teller, der Suppenlöffel rechts neben den Messern. Besteck wird von außen nach innen benutzt, also in der Reihenfolge der Gänge aufgelegt. Der Dessertlöffel findet oberhalb des Tellers Platz.\n\nGläser stehen rechts oben über den Messern, zuerst das Wasserglas, dann die Weingläser in der Reihenfolge, in der sie gebraucht werden. Stoffservietten aus Leinen oder Baumwolle wirken wertiger als Papier; schlicht gefaltet liegen sie auf dem Teller oder links neben den Gabeln. Einheitliches Geschirr ist schön, ein bewusst gemischtes Ensemble in abgestimmten Farben aber genauso.\n\nBlumen bleiben niedrig, damit sich alle über den Tisch hinweg ansehen können. Mehrere kleine Vasen mit Zweigen und Blüten der Saison wirken lebendiger als ein großer Strauß. Sobald es dämmert, kommen Kerzen dazu, und eine Karaffe Wasser steht von Anfang an bereit.',
    },
  },
  promotions: {
    winterSale: {
      name: 'Winter-Sale',
      slug: 'winter-sale',
      description:
        '20 % Rabatt auf ausgewählte Decken, Leuchten und Outdoor-Ausrüstung – für warme Abende drinnen und klare Wintertage draußen.',
    },
    kitchenDays: {
      name: 'Küchentage',
      slug: 'kuechentage',
      description:
        '10 € Rabatt auf ausgewähltes Kochgeschirr. Der richtige Moment für die Pfanne, die Sie jahrzehntelang begleitet.',
    },
    freeShippingWeekend: {
      name: 'Versandkostenfreies Wochenende',
      slug: 'versandkostenfreies-wochenende',
      description: 'Nur an diesem Wochenende liefern wir alle Bad- und Pflegeprodukte versandkostenfrei.',
    },
    welcome: {
      name: 'Willkommensangebot',
      slug: 'willkommensangebot',
      description:
        'Willkommen bei Tendero: 10 % Rabatt auf Ihren gesamten Warenkorb mit dem Code WELCOME10, einmal pro Kunde.',
    },
    saveFifteen: {
      name: '15 € Rabatt',
      slug: '15-rabatt',
      description: '15 € Rabatt auf jede Bestellung ab 100 € mit dem Code SAVE15.',
    },
    freeShippingCode: {
      name: 'Gratisversand-Code',
      slug: 'gratisversand-code',
      description:
        'Geben Sie im Warenkorb den Code FREESHIP ein, und wir liefern Ihre Bestellung versandkostenfrei.',
    },
    summerSale: {
      name: 'Sommer-Sale',
      slug: 'sommer-sale',
      description: '25 % Rabatt auf Ihren gesamten Warenkorb mit dem Code SUMMER25 – den ganzen Sommer lang.',
    },
    fitFormWeeks: {
      name: 'FitForm-Wochen',
      slug: 'fitform-wochen',
      description:
        '20 % Rabatt auf alles von FitForm – Yogamatten, Kettlebells und Laufausrüstung – mit dem Code FITFORM20.',
    },
    gardenSeason: {
      name: 'Gartensaison',
      slug: 'gartensaison',
      description:
        '10 % Rabatt auf alles für den Garten mit dem Code GARDEN10: Werkzeug, Pflanzgefäße und Gießkannen.',
    },
    freeGift: {
      name: 'Gratisgeschenk',
      slug: 'gratisgeschenk',
      description:
        'Ab einem Einkauf von 150 € wählen Sie ein Geschenk: eine Naturseife, eine Handcreme, ein Bleistift-Set oder ein Notizbuch.',
    },
    fullVoucher: {
      name: 'Geschenkgutschein',
      slug: 'geschenkgutschein',
      description:
        'Ein Demo-Gutschein für eine ganze Bestellung: Der Code VOUCHER100 zieht 100 % von Ihren Artikeln ab, einmal pro Kunde. Mit FREESHIP bleibt nichts mehr zu zahlen.',
    },
  },
  marketing: {
    heroWinter: {
      title: 'Winter-Sale: 20 % Rabatt',
      body: 'Sparen Sie bei ausgewählten Decken, Leuchten und Outdoor-Ausrüstung – solange der Vorrat reicht.',
      cta: 'Zum Sale',
    },
    heroOutdoor: {
      title: 'Die neue Outdoor-Saison ist da',
      body: 'Zelte, Rucksäcke und Fahrradzubehör für lange Tage draußen.',
      cta: 'Outdoor entdecken',
    },
    bannerKitchen: {
      title: 'Küchentage',
      body: '10 € Rabatt auf ausgewähltes Kochgeschirr.',
      cta: 'Jetzt zugreifen',
    },
    bannerGarden: {
      title: 'Bereit für den Frühling',
      body: 'Werkzeug, Töpfe und Hochbeete für Ihren Garten.',
      cta: 'Zum Garten',
    },
    bannerOffice: {
      title: 'Ordnung am Schreibtisch',
      body: 'Notizbücher, Füller und Planer für einen guten Start in die Woche.',
      cta: 'Büro entdecken',
    },
    uspShipping: {
      title: 'Versandkostenfrei ab 49 €',
      body: 'Für alle Bestellungen ab 49 € Warenwert.',
      cta: '',
    },
    uspReturns: {
      title: '{returnDays} Tage Rückgaberecht',
      body: 'Doch nicht das Richtige? Mit unserem vorfrankierten Etikett kostenlos zurückschicken.',
      cta: '',
    },
    uspPayment: {
      title: 'Sichere Kartenzahlung',
      body: 'Verschlüsselter Bezahlvorgang mit allen gängigen Karten.',
      cta: '',
    },
    uspSupport: {
      title: 'Persönlicher Service, Mo–Fr',
      body: 'Echte Menschen beantworten Ihre Fragen per E-Mail und Telefon.',
      cta: '',
    },
  },
};
