import type { LocaleContent } from './types.ts';

export const fr: LocaleContent = {
  brandsSegment: 'marques',
  categories: {
    kitchen: {
      name: 'Cuisine',
      slug: 'cuisine',
      description:
        'Tout pour cuisiner, servir et savourer : des ustensiles solides et de belles pièces pour la table.',
    },
    'kitchen.cookware': {
      name: 'Cuisson',
      slug: 'cuisson',
      description:
        'Poêles, woks, faitouts et cocottes qui chauffent bien et vous accompagnent pendant des années.',
    },
    'kitchen.cookware.pans': {
      name: 'Poêles et woks',
      slug: 'poeles-et-woks',
      description:
        'La fonte pour saisir, l’acier carbone pour sauter : des poêles qui encaissent le feu vif jour après jour.',
    },
    'kitchen.cookware.pots': {
      name: 'Faitouts et cocottes',
      slug: 'faitouts-et-cocottes',
      description: 'Pour les bouillons, les pâtes du dimanche et les plats qui mijotent tout l’après-midi.',
    },
    'kitchen.knives': {
      name: 'Couteaux',
      slug: 'couteaux',
      description:
        'Des lames affûtées et bien équilibrées, pour couper net, de la baguette croustillante aux herbes fraîches.',
    },
    'kitchen.coffee': {
      name: 'Café et thé',
      slug: 'cafe-et-the',
      description:
        'Café filtre, thé en vrac et petits rituels du matin : le matériel pour bien infuser chez soi.',
    },
    'kitchen.tableware': {
      name: 'Arts de la table',
      slug: 'arts-de-la-table',
      description: 'Assiettes et verres pour dresser une jolie table, au quotidien comme les jours de fête.',
    },
    home: {
      name: 'Maison',
      slug: 'maison',
      description:
        'Lumière douce, textiles chaleureux et rangements malins pour un intérieur où l’on se sent bien.',
    },
    'home.lighting': {
      name: 'Luminaires',
      slug: 'luminaires',
      description: 'Lampes à poser et suspensions qui diffusent une lumière chaude, du salon à la chambre.',
    },
    'home.textiles': {
      name: 'Linge de maison',
      slug: 'linge-de-maison',
      description: 'Plaids en laine et housses en lin pour habiller le canapé et réchauffer les soirées.',
    },
    'home.decor': {
      name: 'Décoration',
      slug: 'decoration',
      description: 'Vases, miroirs et objets choisis avec soin, qui donnent du caractère à chaque pièce.',
    },
    'home.storage': {
      name: 'Rangement',
      slug: 'rangement',
      description: 'Paniers et étagères pour que chaque chose trouve sa place, sans rien sacrifier au style.',
    },
    outdoor: {
      name: 'Plein air',
      slug: 'plein-air',
      description:
        'Camping, randonnée et vélo : un équipement fiable pour profiter du grand air en toute saison.',
    },
    'outdoor.camping': {
      name: 'Camping',
      slug: 'camping',
      description:
        'Tentes et sacs de couchage pour des nuits paisibles, du bivouac léger au week-end en famille.',
    },
    'outdoor.hiking': {
      name: 'Randonnée',
      slug: 'randonnee',
      description:
        'Sacs, bâtons et gourdes pour partir sur les sentiers, le temps d’une heure ou d’une journée entière.',
    },
    'outdoor.hiking.backpacks': {
      name: 'Sacs à dos',
      slug: 'sacs-a-dos',
      description:
        'Du petit sac de journée au sac de randonnée bien rembourré, pour porter juste ce qu’il faut.',
    },
    'outdoor.hiking.accessories': {
      name: 'Accessoires de randonnée',
      slug: 'accessoires-de-randonnee',
      description:
        'Bâtons télescopiques et gourdes isothermes : les petits plus qui rendent la marche plus agréable.',
    },
    'outdoor.cycling': {
      name: 'Vélo',
      slug: 'velo',
      description: 'Éclairages et sacoches pour rouler en sécurité et transporter vos affaires au quotidien.',
    },
    garden: {
      name: 'Jardin',
      slug: 'jardin',
      description: 'Outils, pots et arrosage pour un jardin ou un balcon qui pousse avec bonheur.',
    },
    'garden.tools': {
      name: 'Outils de jardin',
      slug: 'outils-de-jardin',
      description:
        'Sécateurs et bêches robustes, bien en main, pour tailler et retourner la terre sans peine.',
    },
    'garden.planters': {
      name: 'Pots et jardinières',
      slug: 'pots-et-jardinieres',
      description: 'Pots en terre cuite et potagers surélevés pour cultiver fleurs, aromatiques et légumes.',
    },
    'garden.watering': {
      name: 'Arrosage',
      slug: 'arrosage',
      description: 'Arrosoirs et tuyaux pour donner à chaque plante la juste dose d’eau.',
    },
    sport: {
      name: 'Sport',
      slug: 'sport',
      description: 'Yoga, course à pied et renforcement : le matériel pour bouger à la maison comme dehors.',
    },
    'sport.yoga': {
      name: 'Yoga',
      slug: 'yoga',
      description: 'Tapis et briques en liège naturel pour une pratique stable et agréable.',
    },
    'sport.running': {
      name: 'Course à pied',
      slug: 'course-a-pied',
      description: 'Ceintures et casquettes légères pour courir l’esprit libre et les mains vides.',
    },
    'sport.training': {
      name: 'Renforcement',
      slug: 'renforcement',
      description: 'Kettlebells et élastiques pour un entraînement complet, même dans un petit salon.',
    },
    office: {
      name: 'Bureau',
      slug: 'bureau',
      description: 'Carnets, stylos et accessoires pour travailler avec méthode, et avec un peu de plaisir.',
    },
    'office.notebooks': {
      name: 'Carnets et agendas',
      slug: 'carnets-et-agendas',
      description: 'Du beau papier pour noter, planifier et garder le fil de la semaine.',
    },
    'office.writing': {
      name: 'Écriture',
      slug: 'ecriture',
      description: 'Stylos plume et crayons qui redonnent envie d’écrire à la main.',
    },
    'office.desk': {
      name: 'Accessoires de bureau',
      slug: 'accessoires-de-bureau',
      description:
        'Organiseurs et lampes pour un bureau net, bien éclairé et agréable à retrouver chaque matin.',
    },
    kids: {
      name: 'Enfants',
      slug: 'enfants',
      description: 'Jouets en bois, puzzles et jeux de société pour jouer ensemble, et longtemps.',
    },
    'kids.wooden-toys': {
      name: 'Jouets en bois',
      slug: 'jouets-en-bois',
      description: 'Des jouets en hêtre solides et sans chichis, qui passent d’un enfant à l’autre.',
    },
    'kids.games': {
      name: 'Jeux et puzzles',
      slug: 'jeux-et-puzzles',
      description: 'Pour les après-midi pluvieux et les soirées en famille autour de la table.',
    },
    bath: {
      name: 'Salle de bain',
      slug: 'salle-de-bain',
      description:
        'Serviettes moelleuses, savons doux et accessoires simples pour une salle de bain apaisante.',
    },
    'bath.accessories': {
      name: 'Accessoires de bain',
      slug: 'accessoires-de-bain',
      description: 'Serviettes en coton bouclé et porte-savons en céramique pour une salle de bain soignée.',
    },
    'bath.care': {
      name: 'Soins',
      slug: 'soins',
      description: 'Savons solides et crèmes aux huiles végétales, doux pour la peau et légers en emballage.',
    },
  },
  productTypes: {
    fryingPan: {
      name: 'Poêle',
      description:
        'Coulée d’une seule pièce en fonte, cette poêle accumule la chaleur et la restitue de façon homogène pour une belle croûte dorée. Elle passe du feu au four sans broncher et fonctionne sur tous les feux, induction comprise. Rincez-la à l’eau chaude, séchez-la bien et passez une fine couche d’huile.',
      use: 'Pour saisir viandes, légumes et galettes à feu vif.',
    },
    wok: {
      name: 'Wok',
      description:
        'En acier au carbone fin, ce wok chauffe en quelques secondes et réagit aussitôt quand vous baissez le feu. Au fil des cuissons, il se couvre d’une patine naturellement antiadhésive. Un coup d’éponge sans détergent et un léger huilage suffisent à l’entretenir.',
      use: 'Pour les sautés minute, les nouilles et les légumes croquants.',
    },
    stockPot: {
      name: 'Faitout',
      description:
        'Ce grand faitout en acier inoxydable repose sur un fond épais multicouche qui répartit la chaleur sans point chaud. Ses poignées rivetées restent solides même quand il est plein, et le couvercle ajusté limite l’évaporation. Il passe au lave-vaisselle et convient à l’induction.',
      use: 'Pour les bouillons, soupes, pâtes et confitures en grande quantité.',
    },
    dutchOven: {
      name: 'Cocotte',
      description:
        'Cette cocotte en fonte émaillée garde la chaleur des heures durant et cuit en douceur ragoûts, pains et braisés. Son couvercle lourd renvoie la vapeur sur les aliments pour des viandes fondantes. Elle va directement du four à la table, où elle garde le plat bien chaud.',
      use: 'Pour mijoter, braiser et cuire du pain maison.',
    },
    chefsKnife: {
      name: 'Couteau de chef',
      description:
        'Le couteau à tout faire de la cuisine : sa lame en acier inoxydable forgé émince, hache et découpe avec précision. Le talon arrondi protège les doigts et le manche bien équilibré limite la fatigue. Lavez-le à la main et affûtez-le régulièrement pour garder un tranchant net.',
      use: 'Pour émincer, hacher et découper au quotidien.',
    },
    breadKnife: {
      name: 'Couteau à pain',
      description:
        'Sa lame crantée en acier inoxydable traverse la croûte la plus dure sans écraser la mie. Elle tranche aussi proprement les tomates bien mûres et les brioches moelleuses. Un simple lavage à la main la garde efficace pendant des années.',
      use: 'Pour trancher pains de campagne, brioches et gâteaux.',
    },
    pourOverSet: {
      name: 'Set café filtre',
      description:
        'Une carafe en verre borosilicaté et son porte-filtre assorti : tout ce qu’il faut pour un café filtre clair et aromatique. Le verre résiste aux chocs thermiques et ne retient aucune odeur. Toutes les pièces se rincent à l’eau claire ou passent au lave-vaisselle.',
      use: 'Pour préparer un café filtre tout en douceur, tasse après tasse.',
    },
    teapot: {
      name: 'Théière',
      description:
        'Cette théière en céramique émaillée garde l’infusion au chaud et verse sans goutter grâce à son bec bien dessiné. Le filtre amovible en inox laisse aux feuilles la place de se déployer. Un rinçage à l’eau chaude après usage suffit.',
      use: 'Pour infuser thés en vrac et tisanes.',
    },
    dinnerPlateSet: {
      name: 'Lot d’assiettes plates',
      description:
        'Six assiettes plates en porcelaine fine, solides au quotidien et élégantes les soirs de fête. Leur émail résistant ne se raye pas facilement et met en valeur les couleurs des plats. Elles passent au lave-vaisselle comme au micro-ondes.',
      use: 'Pour les repas de tous les jours comme pour recevoir.',
    },
    drinkingGlasses: {
      name: 'Lot de verres',
      description:
        'Six verres au verre clair et épais, agréables en main et difficiles à renverser. Leur forme simple convient à l’eau, aux jus comme au petit vin du quotidien. Ils s’empilent pour gagner de la place et passent au lave-vaisselle.',
      use: 'Pour l’eau, les jus et l’apéritif entre amis.',
    },
    tableLamp: {
      name: 'Lampe à poser',
      description:
        'Un pied en céramique tourné à la main et un abat-jour en lin diffusent une lumière chaude et tamisée. Les légères nuances de l’émail rendent chaque lampe unique. L’interrupteur est placé sur le câble, et la douille E27 accepte les ampoules LED.',
      use: 'Pour une lumière d’ambiance sur une commode ou une table de chevet.',
    },
    pendantLight: {
      name: 'Suspension',
      description:
        'Tressé à la main en bambou, l’abat-jour de cette suspension dessine de jolies ombres au plafond et sur les murs. Ce matériau léger et renouvelable facilite aussi l’installation. Un coup de plumeau de temps en temps suffit à l’entretenir.',
      use: 'Pour éclairer une table à manger ou un coin salon.',
    },
    throwBlanket: {
      name: 'Plaid',
      description:
        'Tissé en pure laine, ce plaid est chaud sans être lourd et respire naturellement. Ses franges et son tombé souple habillent un canapé ou le pied du lit. Aérez-le souvent et lavez-le rarement, à froid, en programme laine.',
      use: 'Pour se lover dans le canapé les soirs d’hiver.',
    },
    cushionCover: {
      name: 'Housse de coussin',
      description:
        'En lin lavé, cette housse offre un toucher doux et joliment froissé qui s’embellit à chaque lavage. Sa fermeture éclair invisible permet de la retirer en un instant. Lavable en machine à 40 °C.',
      use: 'Pour changer l’allure d’un canapé ou d’un lit en un geste.',
    },
    vase: {
      name: 'Vase',
      description:
        'Façonné en céramique et émaillé à la main, ce vase accueille aussi bien un généreux bouquet qu’une simple branche. L’intérieur est parfaitement étanche et sa base lestée le rend stable. Nettoyez-le à l’eau tiède.',
      use: 'Pour les fleurs fraîches, les branchages et les fleurs séchées.',
    },
    wallMirror: {
      name: 'Miroir mural',
      description:
        'Un miroir rond encadré de chêne massif, simplement huilé pour révéler le veinage du bois. Il agrandit visuellement une entrée et renvoie la lumière du jour dans la pièce. Le système d’accroche est fourni.',
      use: 'Pour l’entrée, la salle de bain ou au-dessus d’une commode.',
    },
    storageBasket: {
      name: 'Panier de rangement',
      description:
        'Ce panier en bambou tressé est léger, solide et respirant, idéal pour le linge, les jouets ou les magazines. Ses poignées intégrées le rendent facile à déplacer. Un chiffon humide suffit pour l’entretien.',
      use: 'Pour ranger joliment plaids, jouets et petits objets.',
    },
    shelfUnit: {
      name: 'Étagère',
      description:
        'Une étagère en chêne massif aux assemblages robustes, qui supporte sans fléchir livres, vaisselle ou plantes. Les tablettes huilées s’entretiennent facilement. Le montage prend quelques minutes avec les outils fournis.',
      use: 'Pour ranger et mettre en valeur livres, plantes et objets.',
    },
    tent: {
      name: 'Tente',
      description:
        'Tente autoportante en nylon ripstop enduit, montée en quelques minutes grâce à ses arceaux en aluminium repérés par couleur. Coutures étanchées, double toit et aérations limitent la condensation. Laissez-la bien sécher avant de la ranger.',
      use: 'Pour le bivouac, l’itinérance et les week-ends de camping.',
    },
    sleepingBag: {
      name: 'Sac de couchage',
      description:
        'Garni de polyester recyclé, ce sac de couchage sarcophage conserve son pouvoir isolant même en milieu humide. La capuche réglable et le col isolant empêchent la chaleur de s’échapper. Il se compresse dans sa housse et se lave en machine.',
      use: 'Pour dormir au chaud sous la tente, du printemps à l’automne.',
    },
    hikingBackpack: {
      name: 'Sac à dos de randonnée',
      description:
        'En nylon robuste, ce sac reporte la charge sur les hanches grâce à un dos réglable et une ceinture bien rembourrée. Plusieurs accès, une poche à gourde et une housse de pluie intégrée complètent l’ensemble. Après la sortie, brossez-le et laissez-le sécher à l’air libre.',
      use: 'Pour les randonnées à la journée et les treks de plusieurs jours.',
    },
    daypack: {
      name: 'Sac à dos de journée',
      description:
        'Léger et confectionné en polyester recyclé, ce petit sac emporte l’essentiel : veste, pique-nique et gourde. Son dos ventilé reste confortable dans les montées. Il se replie dans sa propre poche quand vous n’en avez pas besoin.',
      use: 'Pour les petites randonnées, les balades et la ville.',
    },
    trekkingPoles: {
      name: 'Paire de bâtons de marche',
      description:
        'Ces bâtons télescopiques en aluminium soulagent les genoux en descente et donnent du rythme à la marche. Leurs verrous rapides se règlent même avec des gants. Embouts en carbure et rondelles interchangeables inclus.',
      use: 'Pour marcher plus sereinement, en montée comme en descente.',
    },
    waterBottle: {
      name: 'Gourde',
      description:
        'Gourde isotherme à double paroi en acier inoxydable : l’eau reste fraîche toute la journée et le thé chaud pendant des heures. Le bouchon vissé est parfaitement étanche et l’inox ne garde aucun goût. Lavage à la main conseillé.',
      use: 'Pour s’hydrater en randonnée, au bureau ou à vélo.',
    },
    bikeLightSet: {
      name: 'Kit d’éclairage vélo',
      description:
        'Un phare avant et un feu arrière en aluminium, rechargeables en USB-C, pour voir et être vu. Plusieurs modes, dont un clignotant de jour, et une fixation sans outil. Les deux lampes résistent à la pluie.',
      use: 'Pour rouler en sécurité à la tombée de la nuit.',
    },
    pannierBag: {
      name: 'Sacoche de porte-bagages',
      description:
        'Sacoche étanche en nylon enduit, qui s’accroche et se décroche du porte-bagages d’un seul geste. Sa fermeture à enroulement protège vos affaires de la pluie, et ses bandes réfléchissantes vous rendent visible. Un coup d’éponge suffit à la nettoyer.',
      use: 'Pour transporter ordinateur, courses ou affaires de sport à vélo.',
    },
    pruningShears: {
      name: 'Sécateur',
      description:
        'Sécateur à lame franche en acier au carbone, qui coupe net sans écraser les tiges. Son ressort souple et ses poignées ergonomiques ménagent la main pendant les longues séances de taille. Essuyez et huilez la lame après usage.',
      use: 'Pour tailler rosiers, arbustes et branches jusqu’à 2 cm.',
    },
    gardenSpade: {
      name: 'Bêche',
      description:
        'Bêche à lame en acier inoxydable, affûtée pour pénétrer facilement dans les terres lourdes. Le manche en frêne et la poignée en D assurent une bonne prise. L’inox ne rouille pas et se nettoie d’un simple coup de jet.',
      use: 'Pour retourner la terre, planter et diviser les vivaces.',
    },
    plantPot: {
      name: 'Pot de fleurs',
      description:
        'Pot tourné en terre cuite naturelle, qui laisse respirer les racines et régule l’humidité. Le trou de drainage évite que l’eau ne stagne. Sa teinte chaude se patine joliment avec les saisons.',
      use: 'Pour les plantes vertes, les aromatiques et les agrumes.',
    },
    raisedBed: {
      name: 'Potager surélevé',
      description:
        'Ce potager surélevé en chêne permet de jardiner à bonne hauteur, sans se baisser. Le bois non traité résiste naturellement aux intempéries. Il se monte sans outils, puis se remplit de terre et de compost.',
      use: 'Pour cultiver légumes et aromatiques sur une terrasse ou au jardin.',
    },
    wateringCan: {
      name: 'Arrosoir',
      description:
        'Arrosoir en acier inoxydable, léger à porter, avec une pomme amovible pour un arrosage en pluie fine. Son long bec atteint le pied des plantes sans mouiller le feuillage. Il ne rouille pas et reste beau au jardin toute l’année.',
      use: 'Pour arroser jardinières, semis et plantes d’intérieur.',
    },
    gardenHose: {
      name: 'Tuyau d’arrosage',
      description:
        'Tuyau en caoutchouc souple, qui ne vrille pas et reste maniable même par temps froid. Il résiste aux UV comme à la pression. Videz-le et enroulez-le avant l’hiver.',
      use: 'Pour arroser le jardin et le potager, ou laver le vélo.',
    },
    yogaMat: {
      name: 'Tapis de yoga',
      description:
        'Un tapis en liège naturel sur une base en caoutchouc : plus les paumes transpirent, plus il accroche. Le liège est naturellement antibactérien et ne garde pas les odeurs. Essuyez-le avec un chiffon humide après chaque séance.',
      use: 'Pour le yoga, le Pilates et les étirements.',
    },
    yogaBlock: {
      name: 'Brique de yoga',
      description:
        'Une brique en liège massif, ferme et légère, qui aide à ajuster les postures et à gagner en stabilité. Ses bords arrondis tiennent bien en main. Elle se nettoie facilement à l’eau claire.',
      use: 'Pour adapter les postures et travailler en douceur.',
    },
    runningBelt: {
      name: 'Ceinture de running',
      description:
        'Ceinture ajustée en polyester recyclé, qui garde téléphone, clés et gels bien en place sans rebondir. Le tissu élastique sèche vite et les détails réfléchissants améliorent la visibilité. Lavable en machine.',
      use: 'Pour courir les mains libres.',
    },
    runningCap: {
      name: 'Casquette de running',
      description:
        'Casquette ultralégère en polyester recyclé, avec un bandeau intérieur qui absorbe la transpiration. Sa visière souple protège du soleil comme de la bruine. Elle se glisse dans une poche et passe en machine.',
      use: 'Pour courir sous le soleil comme sous la pluie fine.',
    },
    kettlebell: {
      name: 'Kettlebell',
      description:
        'Kettlebell coulée d’une seule pièce en fonte, avec une poignée large et lisse pour des swings en toute sécurité. Sa base plate la rend stable au sol. Le revêtement mat résiste aux chocs et offre une bonne prise.',
      use: 'Pour les swings, les squats et le renforcement de tout le corps.',
    },
    resistanceBands: {
      name: 'Lot de bandes élastiques',
      description:
        'Trois bandes en caoutchouc naturel, de la plus souple à la plus ferme, pour solliciter tout le corps. Elles tiennent dans une poche et vous suivent en voyage. Rangez-les à l’abri du soleil pour préserver leur élasticité.',
      use: 'Pour l’échauffement, la remise en forme et le renforcement.',
    },
    notebook: {
      name: 'Carnet',
      description:
        'Un carnet cousu qui s’ouvre bien à plat, avec un papier épais de 100 g/m² qui ne laisse pas traverser l’encre. Pages numérotées, signet et élastique de fermeture. La couverture rigide protège vos notes partout.',
      use: 'Pour les notes, les croquis et les idées du quotidien.',
    },
    planner: {
      name: 'Agenda',
      description:
        'Un agenda non daté avec une semaine sur deux pages, pour commencer quand vous le souhaitez. Son papier ivoire accepte aussi bien le stylo plume que le crayon. Couverture en toile, signet et pochette au dos.',
      use: 'Pour organiser sa semaine et suivre ses habitudes.',
    },
    fountainPen: {
      name: 'Stylo plume',
      description:
        'Un stylo plume au corps en acier inoxydable brossé, bien équilibré pour une écriture fluide. Il fonctionne avec des cartouches standard ou un convertisseur. La plume polie glisse sur le papier dès la première ligne.',
      use: 'Pour écrire lettres, notes et journal avec plaisir.',
    },
    pencilSet: {
      name: 'Lot de crayons',
      description:
        'Des crayons en hêtre issu de forêts gérées durablement, à la mine tendre et régulière. Ils se taillent proprement et ne cassent pas à la moindre chute. Livrés dans une boîte en carton.',
      use: 'Pour écrire, esquisser et dessiner.',
    },
    deskOrganiser: {
      name: 'Organiseur de bureau',
      description:
        'Un organiseur en chêne massif avec des compartiments pour les stylos, le téléphone et les petits papiers. Ses angles arrondis et sa finition huilée le rendent doux au toucher. Un chiffon sec suffit pour l’entretien.',
      use: 'Pour garder un bureau bien rangé.',
    },
    deskLamp: {
      name: 'Lampe de bureau',
      description:
        'Lampe articulée en aluminium, qui dirige la lumière précisément là où vous en avez besoin. Sa LED intégrée propose trois températures de couleur. Son pied lesté la rend parfaitement stable.',
      use: 'Pour lire, écrire et travailler tard le soir.',
    },
    buildingBlocks: {
      name: 'Jeu de cubes',
      description:
        'Des cubes en hêtre massif aux formes variées, soigneusement poncés et peints à l’eau. Ils s’empilent à l’infini pour construire tours, ponts et châteaux. Un chiffon humide suffit à les nettoyer.',
      use: 'Pour construire, trier et inventer dès 12 mois.',
    },
    pullAlongToy: {
      name: 'Jouet à tirer',
      description:
        'Un jouet à tirer en hêtre massif, monté sur des roues qui tournent en douceur. Il accompagne les premiers pas et ne craint pas les chocs. Ses peintures à l’eau sont sans danger pour les tout-petits.',
      use: 'Pour accompagner les premiers pas dès 18 mois.',
    },
    jigsawPuzzle: {
      name: 'Puzzle',
      description:
        'Un puzzle en carton recyclé épais, aux pièces découpées avec précision qui s’emboîtent nettement. L’illustration, imprimée avec des encres végétales, garde des couleurs vives. Livré dans une boîte solide avec le modèle en grand format.',
      use: 'Pour de longues soirées tranquilles, seul ou à plusieurs.',
    },
    boardGame: {
      name: 'Jeu de société',
      description:
        'Un jeu aux règles vite comprises, avec un plateau en carton épais et des pièces solides. Une partie dure environ 30 minutes et se joue de 2 à 5 joueurs. Imprimé en Europe.',
      use: 'Pour jouer en famille ou entre amis.',
    },
    bathTowel: {
      name: 'Serviette de bain',
      description:
        'Une serviette en coton bouclé épais, douce et très absorbante. Elle garde son moelleux lavage après lavage. Lavable à 60 °C ; évitez l’adoucissant.',
      use: 'Pour se sécher après la douche ou le bain.',
    },
    soapDish: {
      name: 'Porte-savon',
      description:
        'Un porte-savon en céramique émaillée, dont les rainures laissent l’eau s’écouler. Le savon sèche entre deux utilisations et dure ainsi plus longtemps. Il se nettoie simplement à l’eau chaude.',
      use: 'Pour garder le savon solide bien au sec.',
    },
    barSoap: {
      name: 'Savon solide',
      description:
        'Un savon saponifié à froid à base d’huiles végétales, qui nettoie en douceur sans dessécher la peau. Sans emballage plastique, il est simplement enveloppé de papier. Un pain dure à peu près autant que deux flacons de gel douche.',
      use: 'Pour le visage, les mains et le corps.',
    },
    handCream: {
      name: 'Crème pour les mains',
      description:
        'Une crème aux huiles végétales et au beurre de karité, qui pénètre vite sans laisser de film gras. Elle protège les mains du froid comme des travaux au jardin. Tube en aluminium recyclable.',
      use: 'Pour nourrir les mains sèches au quotidien.',
    },
  },
  colours: {
    black: 'noir',
    white: 'blanc',
    graphite: 'graphite',
    red: 'rouge',
    blue: 'bleu',
    navy: 'bleu marine',
    green: 'vert',
    olive: 'olive',
    sand: 'sable',
    grey: 'gris',
    terracotta: 'terracotta',
    yellow: 'jaune',
    natural: 'naturel',
    pink: 'rose',
  },
  materials: {
    castIron: 'fonte',
    stainlessSteel: 'acier inoxydable',
    carbonSteel: 'acier au carbone',
    aluminium: 'aluminium',
    ceramic: 'céramique',
    porcelain: 'porcelaine',
    glass: 'verre',
    oak: 'chêne',
    beech: 'hêtre',
    bamboo: 'bambou',
    cotton: 'coton',
    linen: 'lin',
    wool: 'laine',
    recycledPolyester: 'polyester recyclé',
    nylon: 'nylon',
    cork: 'liège',
    rubber: 'caoutchouc',
    paper: 'papier',
    terracottaClay: 'terre cuite',
    plantOils: 'huiles végétales',
  },
  lines: {
    classic: 'Un design intemporel et éprouvé, qui traverse les années sans se démoder.',
    pro: 'Pensée pour un usage quotidien intensif et pour les utilisateurs les plus exigeants.',
    eco: 'Des matériaux recyclés ou renouvelables, pour une empreinte environnementale réduite.',
    compact: 'Légère et peu encombrante, elle se range partout et vous suit partout.',
    premium: 'Les plus beaux matériaux, avec des finitions réalisées à la main.',
    essential: 'L’essentiel, bien fait, à un prix juste.',
  },
  manufacturers: {
    ferrum:
      'Fonderie européenne spécialisée dans la fonte et l’acier, Ferrum fabrique des poêles et des cocottes pensées pour durer toute une vie.',
    aurelio:
      'Coutelier de tradition, Aurelio forge ses lames en acier inoxydable et les affûte à la main avant de les monter sur des manches bien équilibrés.',
    kaffeto:
      'Kaffeto conçoit un matériel simple et précis pour le café filtre et le thé, pour des rituels du matin sans complication.',
    porcela:
      'Porcela façonne porcelaine et verrerie de table : des pièces sobres et résistantes, faites pour servir tous les jours.',
    lumora:
      'Créateur de luminaires, Lumora associe céramique, bambou et aluminium pour des formes épurées et une lumière chaleureuse.',
    tessile:
      'Atelier de tissage familial, Tessile produit plaids, serviettes et housses en laine, en lin et en coton soigneusement sélectionnés.',
    'casa-brava':
      'Casa Brava imagine objets de décoration, rangements et pots qui apportent chaleur et caractère à la maison comme au jardin.',
    nordvik:
      'Né dans le Grand Nord, Nordvik conçoit des tentes et des sacs de couchage éprouvés dans le vent, le froid et la pluie.',
    trailcraft:
      'Trailcraft fabrique des sacs à dos et des accessoires de randonnée robustes, imaginés par des marcheurs pour des marcheurs.',
    velora:
      'Velora équipe les cyclistes du quotidien d’éclairages et de sacoches fiables, pour rouler par tous les temps.',
    verdello:
      'Verdello fabrique des outils de jardin solides et bien équilibrés, que l’on affûte et répare plutôt que de les remplacer.',
    fitform:
      'FitForm crée un équipement de sport simple et durable pour le yoga, la course à pied et le renforcement à la maison.',
    papyra:
      'Papetier européen, Papyra relie carnets et agendas en beau papier et dessine des instruments qui donnent envie d’écrire.',
    holzwerk:
      'Dans son atelier, Holzwerk fabrique des jouets en hêtre massif, peints à l’eau et assemblés avec patience.',
    savonna:
      'Savonna fabrique en petites séries des savons saponifiés à froid et des soins aux huiles végétales, presque sans plastique.',
    kivi: 'Éditeur de jeux, Kivi crée des puzzles et des jeux de société qui rassemblent petits et grands autour de la table.',
  },
  attributes: {
    material: 'Matériau',
    colour: 'Couleur',
    size: 'Taille',
    weight: 'Poids',
    line: 'Gamme',
  },
  articles: {
    caringForCastIron: {
      title: 'Bien entretenir sa fonte',
      slug: 'bien-entretenir-sa-fonte',
      subtitle: 'Culotter, nettoyer, ranger : les bons gestes pour une poêle qui dure toute une vie.',
      body: 'Une poêle en fonte bien entretenue devient meilleure avec les années. Le secret tient en un mot : le culottage. Il s’agit d’une fine couche d’huile cuite qui se polymérise et forme une surface lisse, protectrice et naturellement antiadhésive.\n\nPour culotter une poêle neuve, lavez-la une première fois à l’eau chaude, séchez-la soigneusement, puis étalez au papier absorbant une très fine couche d’huile neutre, colza ou tournesol, sur toutes les faces. Essuyez l’excédent : la poêle doit paraître presque sèche. Placez-la à l’envers dans le four à 220 °C pendant une heure et laissez-la refroidir à l’intérieur. Répétez l’opération deux ou trois fois pour obtenir une base solide.\n\nAu quotidien, nettoyez-la encore tiède avec de l’eau chaude et une brosse. Une goutte de liquide vaisselle ne fait pas de mal, mais évitez le trempage et le lave-vaisselle. Pour les résidus collés, frottez avec une poignée de gros sel. Séchez ensuite la poêle quelques instants sur le feu et passez-y une goutte d’huile.\n\nSi une tache de rouille apparaît, pas de panique : frottez-la à la laine d’acier, rincez, séchez et refaites un culottage. Rangez la fonte dans un endroit sec, avec une feuille de papier absorbant si vous empilez vos poêles. Et surtout, cuisinez souvent avec : c’est le meilleur entretien qui soit.',
    },
    hikingPackingList: {
      title: 'Que mettre dans son sac pour une première randonnée ?',
      slug: 'que-mettre-dans-son-sac-de-randonnee',
      subtitle: 'La liste simple pour partir une journée sur les sentiers, sans oubli ni poids inutile.',
      body: 'Pour une première randonnée à la journée, un sac de 20 à 30 litres suffit largement. L’idée n’est pas d’emporter tout ce qui pourrait servir, mais ce qui vous permettra de rester au sec, hydraté et en sécurité.\n\nCommencez par l’eau : comptez au moins un litre et demi par personne, davantage s’il fait chaud. Ajoutez un vrai pique-nique et quelques en-cas faciles à grignoter, comme des fruits secs, des noix ou une barre de céréales. Côté vêtements, le principe des trois couches fonctionne partout : un t-shirt respirant, une polaire légère et une veste imperméable, même si le ciel est bleu au départ.\n\nGlissez ensuite une petite trousse de secours avec pansements, pansements anti-ampoules et désinfectant, une lampe frontale, de la crème solaire, une casquette et un téléphone chargé sur lequel vous aurez téléchargé la carte de l’itinéraire. Une batterie externe ne pèse presque rien et peut rendre un fier service.\n\nEnfin, préparez votre sac la veille : le plus lourd contre le dos, les affaires de pluie en haut, les petites choses dans la poche du rabat. Portez des chaussures déjà rodées et prévenez un proche de votre itinéraire. Il ne reste plus qu’à partir tôt et à profiter du paysage.',
    },
    betterCoffeeAtHome: {
      title: 'Réussir son café filtre à la maison',
      slug: 'reussir-son-cafe-filtre',
      subtitle: 'Mouture, dosage, température : trois réglages pour une tasse nettement meilleure.',
      body: 'Le café filtre manuel a la réputation d’être compliqué. En réalité, trois paramètres suffisent à transformer votre tasse : la mouture, le dosage et la température de l’eau.\n\nLa mouture d’abord. Pour un cône filtre, visez une texture proche du sable fin ou du sel de table. Trop fine, l’eau s’écoule lentement et le café devient amer ; trop grossière, elle traverse la mouture sans en extraire les arômes, et le résultat est acide et plat. Moulez si possible juste avant l’infusion : c’est le changement le plus spectaculaire.\n\nCôté dosage, un bon point de départ est de 60 grammes de café pour un litre d’eau, soit 15 grammes pour une grande tasse de 250 ml. Une petite balance de cuisine vous aidera à être régulier d’un matin à l’autre. L’eau, elle, doit être chaude mais pas bouillante : entre 92 et 96 °C, soit environ trente secondes après l’ébullition.\n\nRincez d’abord le filtre à l’eau chaude, versez un peu d’eau pour laisser le café gonfler pendant trente secondes, puis versez le reste lentement, en cercles. L’ensemble devrait prendre environ trois minutes. Goûtez, ajustez un seul paramètre à la fois, et notez ce qui vous plaît.',
    },
    choosingAKitchenKnife: {
      title: 'Bien choisir ses couteaux de cuisine',
      slug: 'bien-choisir-ses-couteaux',
      subtitle:
        'Couteau de chef ou couteau à pain, acier et affûtage : ce qu’il faut savoir avant d’acheter.',
      body: 'Inutile d’acheter un bloc de douze couteaux : deux bonnes lames couvrent presque tous les besoins d’une cuisine familiale. Le couteau de chef et le couteau à pain forment un duo redoutablement efficace.\n\nLe couteau de chef, avec sa lame large de 16 à 20 cm, émince les oignons, hache les herbes, découpe la viande et les légumes. Une lame de 20 cm convient à la plupart des mains ; si votre plan de travail est petit ou si vous aimez la précision, la version de 16 cm sera plus maniable. Prenez-le en main avant de l’acheter : il doit être équilibré au niveau du talon et ne pas fatiguer le poignet.\n\nLe couteau à pain, lui, travaille grâce à ses dents. Sa lame crantée scie la croûte sans écraser la mie et se montre aussi parfaite pour les tomates ou les gâteaux fragiles. Il n’a presque jamais besoin d’être affûté.\n\nPour l’acier, un bon inox offre un excellent compromis : il garde bien son fil et ne rouille pas. Entretenez le tranchant au fusil ou à la pierre toutes les quelques semaines, lavez toujours vos couteaux à la main et rangez-les sur une barre aimantée ou dans un bloc plutôt qu’en vrac dans un tiroir. Et coupez sur une planche en bois, jamais sur du verre.',
    },
    balconyGardenInSpring: {
      title: 'Un potager sur le balcon au printemps',
      slug: 'potager-sur-le-balcon',
      subtitle:
        'Pots, terreau, aromatiques et arrosage : tout pour bien démarrer, même sur quelques mètres carrés.',
      body: 'Quelques pots suffisent pour récolter herbes fraîches, tomates cerises et fraises sans quitter son appartement. Le printemps est le moment idéal pour se lancer, dès que les gelées nocturnes sont passées.\n\nCommencez par observer votre balcon : combien d’heures de soleil reçoit-il ? Plein sud, il accueillera tomates, basilic, thym et romarin. À mi-ombre, misez plutôt sur la menthe, la ciboulette, le persil et les salades. Choisissez des pots en terre cuite d’au moins 20 cm de diamètre pour les aromatiques, et de 30 à 40 cm pour les tomates. La terre cuite laisse respirer les racines, mais elle sèche plus vite : pensez-y.\n\nLe terreau fait toute la différence. Prenez un terreau de qualité spécial potager, enrichi d’un peu de compost, et placez quelques billes d’argile au fond du pot pour le drainage. Ne réutilisez pas la terre fatiguée de l’an dernier sans l’amender.\n\nPour l’arrosage, la règle est simple : mieux vaut arroser copieusement et moins souvent que quelques gouttes chaque jour. Enfoncez un doigt dans la terre ; si elle est sèche sur deux centimètres, c’est le moment. Arrosez le matin ou le soir, au pied des plantes, et récoltez vos herbes régulièrement : elles n’en repousseront que mieux.',
    },
    cosyLightingForWinter: {
      title: 'Une lumière douce pour l’hiver',
      slug: 'une-lumiere-douce-pour-l-hiver',
      subtitle:
        'Superposer les sources de lumière chaude pour un intérieur accueillant quand les jours raccourcissent.',
      body: 'Quand la nuit tombe à cinq heures, l’éclairage change tout. Le plafonnier seul donne une lumière plate et un peu froide ; le secret d’une pièce accueillante, c’est de multiplier les sources à différentes hauteurs.\n\nPensez en trois couches. La première est la lumière générale, celle qui permet de circuler : une suspension au-dessus de la table ou au centre de la pièce, idéalement avec un abat-jour qui diffuse plutôt qu’il n’éblouit. La deuxième est la lumière fonctionnelle, là où l’on lit, cuisine ou travaille : une lampe de bureau orientable, une liseuse près du fauteuil. La troisième est la lumière d’ambiance : des lampes à poser sur une commode, une étagère ou un rebord de fenêtre.\n\nChoisissez des ampoules blanc chaud, autour de 2 700 kelvins, une valeur indiquée sur l’emballage. Elles donnent cette teinte dorée qui rappelle la lueur d’une bougie. Les variateurs sont précieux : une même lampe peut éclairer le dîner puis la soirée cinéma.\n\nEnfin, jouez avec les matières. Le bambou tressé dessine des ombres au plafond, la céramique réchauffe la lumière, le lin l’adoucit. Éteignez le plafonnier après le dîner, allumez deux ou trois lampes basses et sortez un plaid : l’hiver devient tout de suite plus doux.',
    },
    yogaAtHomeForBeginners: {
      title: 'Débuter le yoga à la maison',
      slug: 'debuter-le-yoga-a-la-maison',
      subtitle: 'Un coin calme, un bon tapis et quinze minutes par jour : votre première routine pas à pas.',
      body: 'Pas besoin d’une grande pièce pour commencer le yoga chez soi. Un espace dégagé de deux mètres sur un, si possible près d’une fenêtre, suffit amplement. Ce qui compte, c’est de pouvoir y dérouler son tapis sans rien déplacer : moins il y a d’obstacles, plus la pratique devient une habitude.\n\nLe tapis est le seul équipement vraiment indispensable. Il doit accrocher, même quand les mains transpirent, et être assez épais pour protéger les genoux. Le liège est un excellent choix : il adhère davantage à l’effort et ne garde pas les odeurs. Une ou deux briques aident à adapter les postures si vous manquez de souplesse, et une couverture pliée fait un bon coussin pour la relaxation.\n\nPour une première routine d’une quinzaine de minutes, commencez assis par quelques respirations lentes. Enchaînez avec la posture du chat et de la vache pour réveiller le dos, puis le chien tête en bas, la posture de l’enfant et deux ou trois fentes basses. Terminez allongé sur le dos, immobile, pendant trois minutes.\n\nPratiquez plutôt court et souvent que long et rarement. Écoutez votre corps, n’allez jamais jusqu’à la douleur et gardez un souffle fluide. Au bout de quelques semaines, vous sentirez la différence.',
    },
    aGentlerBathroom: {
      title: 'Une salle de bain plus douce',
      slug: 'une-salle-de-bain-plus-douce',
      subtitle:
        'Savon solide, moins de plastique et serviettes bien entretenues : des gestes simples au quotidien.',
      body: 'La salle de bain est souvent la pièce où s’accumulent le plus de flacons en plastique. Bonne nouvelle : quelques changements suffisent pour la rendre plus simple, plus douce pour la peau et plus légère pour la poubelle.\n\nLe premier pas, c’est le savon solide. Un pain saponifié à froid, à base d’huiles végétales, nettoie sans dessécher et remplace aussi bien le gel douche que le savon liquide pour les mains. Il dure longtemps à condition de ne pas baigner dans l’eau : posez-le sur un porte-savon qui s’égoutte bien. Les shampooings solides ont eux aussi fait de gros progrès ; essayez-en un avant de finir votre flacon.\n\nEnsuite, faites le tri. Gardez les quelques produits que vous aimez vraiment, rangez le reste hors de vue et préférez les recharges ou les contenants en verre et en aluminium quand c’est possible.\n\nEnfin, prenez soin de vos serviettes, car ce sont elles qui font le confort au quotidien. Lavez-les à 60 °C, sans adoucissant : il encrasse les fibres et réduit leur pouvoir absorbant. Un demi-verre de vinaigre blanc dans le bac à assouplissant suffit à les garder souples. Faites-les sécher à l’air libre quand c’est possible et secouez-les avant de les étendre : elles resteront moelleuses pendant des années.',
    },
    cyclingToWork: {
      title: 'Aller au travail à vélo',
      slug: 'aller-au-travail-a-velo',
      subtitle: 'Éclairage, sacoches, itinéraire et météo : nos conseils pour se lancer sereinement.',
      body: 'Aller travailler à vélo, c’est souvent plus rapide qu’on ne le croit, excellent pour la forme et franchement agréable les matins de beau temps. Quelques préparatifs suffisent pour que le trajet reste simple et sûr toute l’année.\n\nCommencez par l’éclairage : un feu avant blanc et un feu arrière rouge sont obligatoires la nuit, et bien utiles aussi par temps gris. Choisissez un éclairage puissant et rechargeable, et gardez un câble USB au bureau. En hiver, ajoutez un gilet ou des bandes réfléchissantes.\n\nPour le transport, oubliez le sac à dos qui fait transpirer : une sacoche étanche fixée au porte-bagages emporte ordinateur, déjeuner et vêtements de rechange sans effort. Le vélo est plus stable et vous arrivez au sec.\n\nL’itinéraire compte autant que le matériel. Le plus court n’est pas toujours le meilleur : cherchez des pistes cyclables, des rues calmes ou des berges, et testez votre parcours un week-end, sans contrainte d’horaire. Habillez-vous en couches et gardez une veste de pluie légère au fond de la sacoche ; par temps humide, des garde-boue font toute la différence. Après quelques semaines, vous n’aurez plus envie de reprendre la voiture.',
    },
    plannerHabits: {
      title: 'Planifier sa semaine avec un agenda papier',
      slug: 'planifier-sa-semaine-avec-un-agenda',
      subtitle: 'Un rendez-vous d’un quart d’heure avec vous-même pour une semaine plus sereine.',
      body: 'Dans un monde de notifications, l’agenda papier a un avantage précieux : il oblige à ralentir. Écrire à la main aide à mémoriser et à faire des choix. Pour en profiter vraiment, il suffit d’installer une petite routine hebdomadaire.\n\nChoisissez un moment fixe, par exemple le dimanche soir ou le lundi matin devant un café. Commencez par relire la semaine écoulée : qu’avez-vous accompli, qu’est-ce qui a glissé ? Reportez les tâches encore utiles et rayez sans culpabilité celles qui ne le sont plus.\n\nNotez ensuite les rendez-vous fixes, puis choisissez trois priorités pour la semaine, pas une de plus. Inscrivez-les en haut de la double page et réservez-leur un créneau précis, comme un rendez-vous avec vous-même. Les autres tâches peuvent attendre dans une liste à part.\n\nChaque matin, jetez un œil à la page du jour et ajoutez-y trois choses à faire, au maximum. Le soir, cochez ce qui est fait. Certains aiment suivre quelques habitudes dans la marge : marcher, lire, boire assez d’eau. Gardez un système simple : un stylo que vous aimez, deux couleurs tout au plus et aucune pression pour que tout soit joli. Un agenda utile n’a pas besoin d’être parfait.',
    },
    whyWoodenToys: {
      title: 'Pourquoi choisir des jouets en bois ?',
      slug: 'pourquoi-choisir-des-jouets-en-bois',
      subtitle:
        'Solides, ouverts à l’imagination et faciles à entretenir : des jouets qui traversent les générations.',
      body: 'Les jouets en bois ont quelque chose d’intemporel. On les retrouve dans les greniers, parfois un peu usés, mais toujours prêts à servir. Leur premier atout, c’est leur solidité : un cube en hêtre massif survit aux chutes, aux mordillements et aux années, et passe d’un enfant à l’autre.\n\nIls ont aussi une qualité plus discrète : ils laissent toute la place à l’imagination. Un jeu de cubes ne fait rien tout seul. Il devient tour, garage, ferme ou train selon l’humeur du jour. Ce jeu libre, sans piles ni écran, développe la concentration, la motricité fine et la créativité, et il évolue avec l’âge de l’enfant.\n\nPour bien choisir, privilégiez un bois massif issu de forêts gérées durablement, des peintures à l’eau conformes aux normes européennes et des arêtes bien arrondies. Vérifiez l’âge indiqué : les petites pièces ne conviennent pas aux moins de trois ans.\n\nL’entretien est simple. Essuyez les jouets avec un chiffon à peine humide et un peu de savon doux, sans jamais les faire tremper, puis laissez-les sécher à l’air. Si le bois devient rêche, un léger ponçage et une goutte d’huile alimentaire lui rendent sa douceur. Bien soignés, ils feront le bonheur de la génération suivante.',
    },
    settingATableForGuests: {
      title: 'Dresser une belle table pour recevoir',
      slug: 'dresser-une-belle-table',
      subtitle:
        'Assiettes, verres, serviettes et fleurs : l’essentiel pour accueillir vos invités sans stress.',
      body: 'Une belle table ne demande ni argenterie ni service de mariage. Quelques principes simples suffisent pour que vos invités se sentent attendus dès qu’ils s’assoient.\n\nPartez d’une base sobre : une nappe ou un chemin de table en lin, ou simplement le bois nu de la table. Des assiettes unies, blanches ou d’une teinte douce comme le sable, mettent les plats en valeur et s’accordent avec tout. Placez l’assiette à deux doigts du bord, la fourchette à gauche, le couteau à droite, lame tournée vers l’assiette. Prévoyez environ soixante centimètres par convive pour que chacun soit à l’aise.\n\nPour un repas décontracté, un verre à eau suffit ; ajoutez un verre à vin à sa droite si vous en servez. Des verres simples et identiques créent une impression d’harmonie, même si le reste est dépareillé. Les serviettes en tissu font toute la différence : pliées simplement sur l’assiette ou à gauche, avec un brin de romarin glissé dessus.\n\nTerminez par les fleurs, en restant bas pour que l’on se voie d’un bout à l’autre de la table : quelques petits vases, des branches du jardin, des bougies. Préparez tout une heure avant l’arrivée de vos invités, puis profitez de la soirée.',
    },
  },
  promotions: {
    winterSale: {
      name: 'Promo d’hiver',
      slug: 'promo-d-hiver',
      description:
        '−20 % sur une sélection de plaids, de lampes et d’équipement de plein air, pour traverser la saison froide bien au chaud.',
    },
    kitchenDays: {
      name: 'Les Journées cuisine',
      slug: 'journees-cuisine',
      description:
        '10 € de remise sur une sélection d’ustensiles de cuisson : poêles, woks, faitouts et cocottes.',
    },
    freeShippingWeekend: {
      name: 'Week-end livraison offerte',
      slug: 'week-end-livraison-offerte',
      description: 'Tout le week-end, la livraison est offerte sur les produits de bain et de soin.',
    },
    welcome: {
      name: 'Offre de bienvenue',
      slug: 'offre-de-bienvenue',
      description:
        'Bienvenue chez Tendero : 10 % de remise sur tout votre panier avec le code WELCOME10, une fois par client.',
    },
    saveFifteen: {
      name: 'Économisez 15 €',
      slug: 'economisez-15',
      description: '15 € de remise dès 100 € d’achat avec le code SAVE15.',
    },
    freeShippingCode: {
      name: 'Code livraison offerte',
      slug: 'code-livraison-offerte',
      description:
        'Saisissez le code FREESHIP dans votre panier : la livraison de votre commande est offerte.',
    },
    summerSale: {
      name: 'Promo d’été',
      slug: 'promo-d-ete',
      description: '25 % de remise sur tout votre panier avec le code SUMMER25, tout l’été.',
    },
    fitFormWeeks: {
      name: 'Les Semaines FitForm',
      slug: 'les-semaines-fitform',
      description:
        '20 % de remise sur tout FitForm – tapis de yoga, kettlebells et équipement de course – avec le code FITFORM20.',
    },
    gardenSeason: {
      name: 'Saison du jardin',
      slug: 'saison-du-jardin',
      description:
        '10 % de remise sur tout le jardin avec le code GARDEN10 : outils, jardinières et arrosoirs.',
    },
    freeGift: {
      name: 'Cadeau offert',
      slug: 'cadeau-offert',
      description:
        'Dès 150 € d’achat, choisissez un cadeau : un savon, une crème pour les mains, un lot de crayons ou un carnet.',
    },
    fullVoucher: {
      name: 'Bon cadeau',
      slug: 'bon-cadeau',
      description:
        'Un bon de démonstration pour toute une commande : le code VOUCHER100 retire 100 % du prix de vos articles, une fois par client. Ajoutez FREESHIP et il ne reste rien à payer.',
    },
  },
  marketing: {
    heroWinter: {
      title: 'L’hiver en douceur',
      body: '−20 % sur une sélection de plaids, de lampes et d’équipement de plein air.',
      cta: 'Voir les offres',
    },
    heroOutdoor: {
      title: 'La saison du grand air commence',
      body: 'Tentes, sacs à dos et gourdes : tout est prêt pour vos premières sorties du printemps.',
      cta: 'S’équiper',
    },
    bannerKitchen: {
      title: 'Les Journées cuisine',
      body: '10 € offerts sur une sélection de poêles et de cocottes.',
      cta: 'J’en profite',
    },
    bannerGarden: {
      title: 'Le jardin se réveille',
      body: 'Outils, pots et arrosoirs pour bien démarrer la saison.',
      cta: 'Voir le jardin',
    },
    bannerOffice: {
      title: 'Un bureau qui donne envie',
      body: 'Carnets, stylos plume et lampes pour travailler l’esprit clair.',
      cta: 'Découvrir',
    },
    uspShipping: {
      title: 'Livraison offerte dès 49 €',
      body: 'Sur toute la boutique, sans code promo.',
      cta: '',
    },
    uspReturns: {
      title: '{returnDays} jours pour changer d’avis',
      body: 'Retour gratuit avec notre étiquette prépayée et remboursement rapide.',
      cta: '',
    },
    uspPayment: {
      title: 'Paiement sécurisé par carte',
      body: 'Vos données bancaires sont chiffrées et protégées.',
      cta: '',
    },
    uspSupport: {
      title: 'Un conseiller à votre écoute',
      body: 'Une vraie personne vous répond, du lundi au vendredi.',
      cta: '',
    },
  },
};
