import type { LocaleContent } from './types.ts';

export const es: LocaleContent = {
  brandsSegment: 'marcas',
  categories: {
    kitchen: {
      name: 'Cocina',
      slug: 'cocina',
      description:
        'Todo para cocinar, servir y disfrutar: utensilios resistentes y piezas bonitas para la mesa.',
    },
    'kitchen.cookware': {
      name: 'Batería de cocina',
      slug: 'bateria-de-cocina',
      description: 'Sartenes, woks, ollas y cocottes que reparten bien el calor y te acompañan durante años.',
    },
    'kitchen.cookware.pans': {
      name: 'Sartenes y woks',
      slug: 'sartenes-y-woks',
      description:
        'Hierro fundido para sellar y acero al carbono para saltear: sartenes que aguantan el fuego fuerte a diario.',
    },
    'kitchen.cookware.pots': {
      name: 'Ollas y cocottes',
      slug: 'ollas-y-cocottes',
      description: 'Para caldos, cocidos y guisos a fuego lento que perfuman toda la casa.',
    },
    'kitchen.knives': {
      name: 'Cuchillos',
      slug: 'cuchillos',
      description:
        'Hojas afiladas y bien equilibradas para cortar limpio, del pan crujiente a las hierbas frescas.',
    },
    'kitchen.coffee': {
      name: 'Café y té',
      slug: 'cafe-y-te',
      description:
        'Café de filtro, té a granel y pequeños rituales de la mañana: todo para preparar una buena taza en casa.',
    },
    'kitchen.tableware': {
      name: 'Vajilla y cristalería',
      slug: 'vajilla-y-cristaleria',
      description: 'Platos y vasos para poner una mesa bonita, tanto a diario como en los días de fiesta.',
    },
    home: {
      name: 'Hogar',
      slug: 'hogar',
      description:
        'Luz cálida, textiles acogedores y soluciones de orden para una casa en la que apetece estar.',
    },
    'home.lighting': {
      name: 'Iluminación',
      slug: 'iluminacion',
      description: 'Lámparas de mesa y de techo que crean ambiente con una luz suave y cálida.',
    },
    'home.textiles': {
      name: 'Textil hogar',
      slug: 'textil-hogar',
      description: 'Mantas de lana y fundas de lino para vestir el sofá y hacer más acogedoras las tardes.',
    },
    'home.decor': {
      name: 'Decoración',
      slug: 'decoracion',
      description: 'Jarrones, espejos y objetos escogidos con cariño que dan personalidad a cada rincón.',
    },
    'home.storage': {
      name: 'Almacenaje',
      slug: 'almacenaje',
      description: 'Cestas y estanterías para que cada cosa tenga su sitio, sin renunciar al estilo.',
    },
    outdoor: {
      name: 'Aire libre',
      slug: 'aire-libre',
      description:
        'Camping, senderismo y bici: equipo fiable para disfrutar del aire libre en cualquier estación.',
    },
    'outdoor.camping': {
      name: 'Camping',
      slug: 'camping',
      description:
        'Tiendas y sacos de dormir para noches tranquilas, de la acampada ligera al fin de semana en familia.',
    },
    'outdoor.hiking': {
      name: 'Senderismo',
      slug: 'senderismo',
      description: 'Mochilas, bastones y botellas para salir al monte, ya sea una hora o el día entero.',
    },
    'outdoor.hiking.backpacks': {
      name: 'Mochilas',
      slug: 'mochilas',
      description:
        'De la mochila ligera de día a la de trekking bien acolchada, para llevar justo lo necesario.',
    },
    'outdoor.hiking.accessories': {
      name: 'Accesorios de senderismo',
      slug: 'accesorios-de-senderismo',
      description:
        'Bastones telescópicos y botellas térmicas: pequeños detalles que hacen la ruta más cómoda.',
    },
    'outdoor.cycling': {
      name: 'Ciclismo',
      slug: 'ciclismo',
      description: 'Luces y alforjas para circular seguro y llevar tus cosas en bici cada día.',
    },
    garden: {
      name: 'Jardín',
      slug: 'jardin',
      description: 'Herramientas, macetas y riego para que el jardín o el balcón crezcan con ganas.',
    },
    'garden.tools': {
      name: 'Herramientas de jardín',
      slug: 'herramientas-de-jardin',
      description:
        'Tijeras de podar y palas resistentes, cómodas en la mano, para podar y cavar sin esfuerzo.',
    },
    'garden.planters': {
      name: 'Macetas y bancales',
      slug: 'macetas-y-bancales',
      description: 'Macetas de barro y bancales elevados para cultivar flores, aromáticas y hortalizas.',
    },
    'garden.watering': {
      name: 'Riego',
      slug: 'riego',
      description: 'Regaderas y mangueras para dar a cada planta justo el agua que necesita.',
    },
    sport: {
      name: 'Deporte',
      slug: 'deporte',
      description: 'Yoga, running y entrenamiento: material para moverte en casa o al aire libre.',
    },
    'sport.yoga': {
      name: 'Yoga',
      slug: 'yoga',
      description: 'Esterillas y bloques de corcho natural para una práctica estable y agradable.',
    },
    'sport.running': {
      name: 'Running',
      slug: 'running',
      description: 'Cinturones y gorras ligeras para correr con las manos libres y la cabeza despejada.',
    },
    'sport.training': {
      name: 'Entrenamiento',
      slug: 'entrenamiento',
      description:
        'Pesas rusas y bandas elásticas para entrenar todo el cuerpo, incluso en un salón pequeño.',
    },
    office: {
      name: 'Papelería',
      slug: 'papeleria',
      description: 'Cuadernos, plumas y accesorios de escritorio para trabajar con orden y con gusto.',
    },
    'office.notebooks': {
      name: 'Cuadernos y agendas',
      slug: 'cuadernos-y-agendas',
      description: 'Papel de calidad para anotar, planificar y no perder el hilo de la semana.',
    },
    'office.writing': {
      name: 'Escritura',
      slug: 'escritura',
      description: 'Plumas estilográficas y lápices que devuelven las ganas de escribir a mano.',
    },
    'office.desk': {
      name: 'Escritorio',
      slug: 'escritorio',
      description: 'Organizadores y lámparas para un escritorio despejado y bien iluminado.',
    },
    kids: {
      name: 'Niños',
      slug: 'ninos',
      description: 'Juguetes de madera, puzles y juegos de mesa para jugar juntos durante años.',
    },
    'kids.wooden-toys': {
      name: 'Juguetes de madera',
      slug: 'juguetes-de-madera',
      description: 'Juguetes de haya resistentes y sencillos, de los que pasan de un hermano a otro.',
    },
    'kids.games': {
      name: 'Juegos y puzles',
      slug: 'juegos-y-puzles',
      description: 'Para las tardes de lluvia y las noches en familia alrededor de la mesa.',
    },
    bath: {
      name: 'Baño',
      slug: 'bano',
      description:
        'Toallas suaves, jabones delicados y accesorios sencillos para un baño que invita a relajarse.',
    },
    'bath.accessories': {
      name: 'Accesorios de baño',
      slug: 'accesorios-de-bano',
      description:
        'Toallas de rizo de algodón y jaboneras de cerámica para un baño cuidado hasta el detalle.',
    },
    'bath.care': {
      name: 'Cuidado personal',
      slug: 'cuidado-personal',
      description:
        'Jabones en pastilla y cremas con aceites vegetales, suaves con la piel y con muy poco envase.',
    },
  },
  productTypes: {
    fryingPan: {
      name: 'Sartén',
      description:
        'Fundida en una sola pieza de hierro, esta sartén acumula el calor y lo reparte de forma uniforme, perfecta para dorar y sellar. Pasa del fuego al horno sin problema y funciona en todo tipo de cocinas, inducción incluida. Aclárala con agua caliente, sécala bien y úntala con una capa fina de aceite.',
      use: 'Para sellar carne, dorar verduras y cocinar a fuego vivo.',
    },
    wok: {
      name: 'Wok',
      description:
        'De acero al carbono fino, este wok se calienta en segundos y responde al instante cuando bajas el fuego. Con el uso se forma una pátina natural que evita que los alimentos se peguen. Basta con lavarlo sin jabón y darle una capa ligera de aceite.',
      use: 'Para salteados rápidos, fideos y verduras crujientes.',
    },
    stockPot: {
      name: 'Olla',
      description:
        'Olla de acero inoxidable con fondo grueso multicapa que reparte el calor sin puntos calientes. Las asas remachadas aguantan bien el peso con la olla llena y la tapa ajustada reduce la evaporación. Apta para inducción y lavavajillas.',
      use: 'Para caldos, cocidos, pasta y conservas en cantidad.',
    },
    dutchOven: {
      name: 'Cocotte',
      description:
        'Esta cocotte de hierro fundido esmaltado conserva el calor durante horas y cocina despacio guisos, estofados y pan. Su tapa pesada devuelve el vapor a los alimentos para que la carne quede melosa. Pasa del horno a la mesa y mantiene la comida caliente.',
      use: 'Para guisar a fuego lento, estofar y hornear pan casero.',
    },
    chefsKnife: {
      name: 'Cuchillo cebollero',
      description:
        'El cuchillo para todo en la cocina: su hoja de acero inoxidable forjado pica, corta en juliana y trocea con precisión. La curva de la hoja permite un movimiento de balanceo cómodo y el mango equilibrado evita la fatiga. Lávalo a mano y afílalo con regularidad.',
      use: 'Para picar, cortar y trocear a diario.',
    },
    breadKnife: {
      name: 'Cuchillo panero',
      description:
        'Su hoja de sierra de acero inoxidable atraviesa la corteza más dura sin aplastar la miga. También corta limpiamente tomates maduros y bizcochos tiernos. Con un simple lavado a mano se mantiene eficaz durante años.',
      use: 'Para cortar hogazas, brioches y bizcochos.',
    },
    pourOverSet: {
      name: 'Set de café de filtro',
      description:
        'Jarra de vidrio borosilicato y portafiltros a juego: todo lo necesario para un café de filtro limpio y aromático. El vidrio soporta los cambios bruscos de temperatura y no retiene olores ni sabores. Todas las piezas se aclaran con agua o van al lavavajillas.',
      use: 'Para preparar café de filtro con calma, taza a taza.',
    },
    teapot: {
      name: 'Tetera',
      description:
        'Tetera de cerámica esmaltada que mantiene la infusión caliente y sirve sin gotear gracias a su pico bien diseñado. El filtro extraíble de acero deja espacio para que las hojas se abran. Basta con enjuagarla con agua caliente después de usarla.',
      use: 'Para infusionar té a granel y tisanas.',
    },
    dinnerPlateSet: {
      name: 'Juego de platos llanos',
      description:
        'Seis platos llanos de porcelana fina, resistentes para el día a día y elegantes en las comidas especiales. Su esmalte duro no se raya con facilidad y realza los colores de la comida. Aptos para lavavajillas y microondas.',
      use: 'Para las comidas de diario y para recibir invitados.',
    },
    drinkingGlasses: {
      name: 'Juego de vasos',
      description:
        'Seis vasos de vidrio transparente y grueso, cómodos en la mano y difíciles de volcar. Su forma sencilla sirve igual para agua, zumos o un vino joven. Se apilan para ahorrar espacio y van al lavavajillas.',
      use: 'Para el agua, los zumos y el aperitivo con amigos.',
    },
    tableLamp: {
      name: 'Lámpara de mesa',
      description:
        'Pie de cerámica torneado a mano y pantalla de lino que tamiza una luz cálida y suave. Los matices del esmalte hacen única cada lámpara. Interruptor en el cable y casquillo E27 para bombillas LED.',
      use: 'Para crear ambiente sobre una cómoda o una mesita de noche.',
    },
    pendantLight: {
      name: 'Lámpara colgante',
      description:
        'La pantalla de esta lámpara, tejida a mano en bambú, proyecta bonitas sombras en el techo y las paredes. Es un material ligero y renovable que además facilita la instalación. Basta con quitarle el polvo de vez en cuando.',
      use: 'Para iluminar la mesa del comedor o un rincón del salón.',
    },
    throwBlanket: {
      name: 'Manta',
      description:
        'Tejida en pura lana, esta manta abriga sin pesar y transpira de forma natural. Sus flecos y su caída suave visten el sofá o los pies de la cama. Airéala a menudo y lávala poco, en frío y con programa de lana.',
      use: 'Para acurrucarse en el sofá las tardes de invierno.',
    },
    cushionCover: {
      name: 'Funda de cojín',
      description:
        'Funda de lino lavado con un tacto suave y un arrugado natural que mejora con cada lavado. La cremallera oculta permite quitarla en un momento. Lavable a máquina a 40 °C.',
      use: 'Para darle un aire nuevo al sofá o a la cama.',
    },
    vase: {
      name: 'Jarrón',
      description:
        'Jarrón de cerámica modelado y esmaltado a mano, igual de bonito con un gran ramo que con una sola rama. Es totalmente estanco por dentro y su base pesada lo mantiene estable. Límpialo con agua tibia.',
      use: 'Para flores frescas, ramas y flores secas.',
    },
    wallMirror: {
      name: 'Espejo de pared',
      description:
        'Espejo redondo con marco de roble macizo, acabado con aceite para realzar la veta de la madera. Amplía visualmente el recibidor y refleja la luz natural en toda la estancia. Incluye herrajes para colgarlo.',
      use: 'Para el recibidor, el baño o sobre una cómoda.',
    },
    storageBasket: {
      name: 'Cesta de almacenaje',
      description:
        'Cesta de bambú trenzado, ligera, resistente y transpirable, ideal para ropa, juguetes o revistas. Las asas integradas facilitan llevarla de un sitio a otro. Se limpia con un paño húmedo.',
      use: 'Para guardar mantas, juguetes y pequeños objetos con estilo.',
    },
    shelfUnit: {
      name: 'Estantería',
      description:
        'Estantería de roble macizo con uniones sólidas que soporta libros, vajilla o plantas sin combarse. Las baldas aceitadas son fáciles de mantener. Se monta en pocos minutos con las herramientas incluidas.',
      use: 'Para ordenar y lucir libros, plantas y objetos.',
    },
    tent: {
      name: 'Tienda de campaña',
      description:
        'Tienda autoportante de nailon ripstop recubierto que se monta en minutos gracias a sus varillas de aluminio marcadas por colores. Las costuras selladas, el doble techo y las ventilaciones reducen la condensación. Déjala secar bien antes de guardarla.',
      use: 'Para vivacs, travesías de varios días y fines de semana de acampada.',
    },
    sleepingBag: {
      name: 'Saco de dormir',
      description:
        'Saco tipo momia con relleno de poliéster reciclado, que sigue abrigando aunque haya humedad. La capucha ajustable y el cuello térmico evitan que se escape el calor. Se comprime en su funda y se puede lavar a máquina.',
      use: 'Para dormir calentito en la tienda de primavera a otoño.',
    },
    hikingBackpack: {
      name: 'Mochila de trekking',
      description:
        'Mochila de nailon resistente que descarga el peso sobre la cadera gracias a un respaldo regulable y un cinturón acolchado. Tiene varios accesos, bolsillo para la botella y funda de lluvia integrada. Después de la ruta, cepíllala y déjala secar al aire.',
      use: 'Para excursiones de un día y travesías de varias jornadas.',
    },
    daypack: {
      name: 'Mochila de día',
      description:
        'Ligera y confeccionada con poliéster reciclado, esta mochila lleva lo justo: chaqueta, bocadillo y botella. Su espalda ventilada resulta cómoda en las subidas. Se pliega dentro de su propio bolsillo cuando no la usas.',
      use: 'Para rutas cortas, paseos y el día a día en la ciudad.',
    },
    trekkingPoles: {
      name: 'Par de bastones de trekking',
      description:
        'Bastones telescópicos de aluminio que descargan las rodillas en las bajadas y marcan el ritmo de la marcha. Los cierres rápidos se ajustan incluso con guantes. Incluyen puntas de carburo y arandelas intercambiables.',
      use: 'Para caminar con más seguridad, cuesta arriba y cuesta abajo.',
    },
    waterBottle: {
      name: 'Botella térmica',
      description:
        'Botella de acero inoxidable con doble pared: el agua se mantiene fría todo el día y el té caliente durante horas. El tapón de rosca cierra herméticamente y el acero no guarda sabores. Se recomienda lavarla a mano.',
      use: 'Para beber en el monte, en la oficina o en la bici.',
    },
    bikeLightSet: {
      name: 'Set de luces para bici',
      description:
        'Faro delantero y piloto trasero de aluminio, recargables por USB-C, para ver y que te vean. Ofrecen varios modos, incluido uno intermitente para el día, y se fijan sin herramientas. Resisten sin problema la lluvia.',
      use: 'Para circular seguro cuando cae la tarde.',
    },
    pannierBag: {
      name: 'Alforja',
      description:
        'Alforja impermeable de nailon recubierto que se engancha y se suelta del portaequipajes con un solo gesto. El cierre enrollable protege tus cosas de la lluvia y las bandas reflectantes te hacen más visible. Se limpia con una esponja húmeda.',
      use: 'Para llevar el portátil, la compra o la ropa de deporte en bici.',
    },
    pruningShears: {
      name: 'Tijera de podar',
      description:
        'Tijera de corte bypass con hoja de acero al carbono, que corta limpio sin aplastar los tallos. El muelle suave y los mangos ergonómicos cuidan la mano en las sesiones largas de poda. Limpia y engrasa la hoja después de usarla.',
      use: 'Para podar rosales, arbustos y ramas de hasta 2 cm.',
    },
    gardenSpade: {
      name: 'Pala de jardín',
      description:
        'Pala con hoja de acero inoxidable afilada para entrar con facilidad en la tierra compacta. El mango de fresno y la empuñadura en D ofrecen un agarre firme. No se oxida y se limpia con un simple chorro de agua.',
      use: 'Para cavar, plantar y dividir matas.',
    },
    plantPot: {
      name: 'Maceta',
      description:
        'Maceta de barro cocido torneada, que deja respirar las raíces y regula la humedad. El agujero de drenaje evita el encharcamiento. Su tono cálido gana encanto con el paso de las estaciones.',
      use: 'Para plantas, aromáticas y cítricos.',
    },
    raisedBed: {
      name: 'Bancal elevado',
      description:
        'Bancal de roble para cultivar a una altura cómoda, sin tener que agacharse. La madera sin tratar resiste la intemperie de forma natural. Se monta sin herramientas y se llena con tierra y compost.',
      use: 'Para cultivar hortalizas y aromáticas en la terraza o el jardín.',
    },
    wateringCan: {
      name: 'Regadera',
      description:
        'Regadera de acero inoxidable, ligera de llevar, con alcachofa extraíble para regar en lluvia fina. Su pico largo llega al pie de las plantas sin mojar las hojas. No se oxida y luce bonita a la vista todo el año.',
      use: 'Para regar jardineras, semilleros y plantas de interior.',
    },
    gardenHose: {
      name: 'Manguera',
      description:
        'Manguera de caucho flexible que no se retuerce y sigue siendo manejable incluso con frío. Resiste los rayos UV y la presión del agua. Vacíala y enróllala antes del invierno.',
      use: 'Para regar el jardín y el huerto, o lavar la bici.',
    },
    yogaMat: {
      name: 'Esterilla de yoga',
      description:
        'Esterilla de corcho natural sobre base de caucho: cuanto más sudan las manos, más agarre ofrece. El corcho es antibacteriano por naturaleza y no retiene olores. Pásale un paño húmedo después de cada sesión.',
      use: 'Para yoga, pilates y estiramientos.',
    },
    yogaBlock: {
      name: 'Bloque de yoga',
      description:
        'Bloque de corcho macizo, firme y ligero, que ayuda a ajustar las posturas y a ganar estabilidad. Sus bordes redondeados resultan cómodos al agarrarlo. Se limpia fácilmente con agua.',
      use: 'Para adaptar las posturas y practicar con suavidad.',
    },
    runningBelt: {
      name: 'Cinturón de running',
      description:
        'Cinturón ajustado de poliéster reciclado que sujeta el móvil, las llaves y los geles sin botar. El tejido elástico se seca rápido y los detalles reflectantes mejoran la visibilidad. Lavable a máquina.',
      use: 'Para correr con las manos libres.',
    },
    runningCap: {
      name: 'Gorra de running',
      description:
        'Gorra ultraligera de poliéster reciclado con una banda interior que absorbe el sudor. La visera flexible protege del sol y de la llovizna. Cabe en cualquier bolsillo y se lava a máquina.',
      use: 'Para correr a pleno sol o con lluvia fina.',
    },
    kettlebell: {
      name: 'Pesa rusa',
      description:
        'Pesa rusa de hierro fundido de una sola pieza, con un asa ancha y lisa para hacer swings con seguridad. Su base plana la mantiene estable en el suelo. El acabado mate resiste los golpes y mejora el agarre.',
      use: 'Para swings, sentadillas y fuerza de cuerpo completo.',
    },
    resistanceBands: {
      name: 'Set de bandas de resistencia',
      description:
        'Tres bandas de caucho natural, de la más suave a la más dura, para trabajar todo el cuerpo. Caben en un bolsillo y te acompañan de viaje. Guárdalas lejos del sol para que conserven su elasticidad.',
      use: 'Para calentar, rehabilitar y ganar fuerza.',
    },
    notebook: {
      name: 'Cuaderno',
      description:
        'Cuaderno cosido que se abre completamente plano, con papel grueso de 100 g/m² que no transparenta la tinta. Páginas numeradas, cinta marcapáginas y goma de cierre. Las tapas duras protegen tus notas vayas donde vayas.',
      use: 'Para notas, bocetos e ideas del día a día.',
    },
    planner: {
      name: 'Agenda',
      description:
        'Agenda sin fechas con vista semanal en doble página, para empezar cuando quieras. Su papel marfil admite tanto pluma como lápiz. Tapas de tela, cinta marcapáginas y bolsillo trasero.',
      use: 'Para organizar la semana y seguir tus hábitos.',
    },
    fountainPen: {
      name: 'Pluma estilográfica',
      description:
        'Pluma con cuerpo de acero inoxidable cepillado, bien equilibrada para una escritura fluida. Admite cartuchos estándar o convertidor. El plumín pulido se desliza sobre el papel desde la primera línea.',
      use: 'Para escribir cartas, notas y diarios con gusto.',
    },
    pencilSet: {
      name: 'Set de lápices',
      description:
        'Lápices de madera de haya procedente de bosques gestionados de forma sostenible, con una mina suave y uniforme. Se afilan limpiamente y no se rompen con facilidad. Vienen en una caja de cartón.',
      use: 'Para escribir, bocetar y dibujar.',
    },
    deskOrganiser: {
      name: 'Organizador de escritorio',
      description:
        'Organizador de roble macizo con compartimentos para bolígrafos, móvil y notas. Las esquinas redondeadas y el acabado al aceite lo hacen agradable al tacto. Basta con un paño seco para limpiarlo.',
      use: 'Para mantener el escritorio en orden.',
    },
    deskLamp: {
      name: 'Lámpara de escritorio',
      description:
        'Lámpara articulada de aluminio que dirige la luz justo donde la necesitas. El LED integrado ofrece tres temperaturas de color. Su base pesada la hace muy estable.',
      use: 'Para leer, escribir y trabajar hasta tarde.',
    },
    buildingBlocks: {
      name: 'Bloques de construcción',
      description:
        'Bloques de haya maciza en formas variadas, lijados con mimo y pintados con pinturas al agua. Se apilan sin fin para construir torres, puentes y castillos. Se limpian con un paño húmedo.',
      use: 'Para construir, clasificar e inventar desde los 12 meses.',
    },
    pullAlongToy: {
      name: 'Juguete de arrastre',
      description:
        'Juguete de arrastre de haya maciza con ruedas que giran con suavidad. Acompaña los primeros pasos y aguanta todos los golpes. Sus pinturas al agua son seguras para los más pequeños.',
      use: 'Para acompañar los primeros pasos desde los 18 meses.',
    },
    jigsawPuzzle: {
      name: 'Puzle',
      description:
        'Puzle de cartón reciclado grueso, con piezas troqueladas con precisión que encajan con firmeza. La ilustración, impresa con tintas vegetales, mantiene sus colores vivos. Se presenta en una caja resistente con la imagen en grande.',
      use: 'Para tardes tranquilas, en solitario o en compañía.',
    },
    boardGame: {
      name: 'Juego de mesa',
      description:
        'Juego de reglas sencillas, con tablero de cartón grueso y piezas resistentes. Las partidas duran unos 30 minutos y admiten de 2 a 5 jugadores. Impreso en Europa.',
      use: 'Para jugar en familia o con amigos.',
    },
    bathTowel: {
      name: 'Toalla de baño',
      description:
        'Toalla de rizo de algodón grueso, suave y muy absorbente. Conserva su esponjosidad lavado tras lavado. Lavable a 60 °C; mejor sin suavizante.',
      use: 'Para secarse después de la ducha o el baño.',
    },
    soapDish: {
      name: 'Jabonera',
      description:
        'Jabonera de cerámica esmaltada con ranuras que dejan escurrir el agua. Así la pastilla se seca entre usos y dura más. Se limpia con agua caliente.',
      use: 'Para mantener seca la pastilla de jabón.',
    },
    barSoap: {
      name: 'Jabón en pastilla',
      description:
        'Jabón saponificado en frío con aceites vegetales, que limpia con suavidad sin resecar la piel. No lleva envase de plástico: va envuelto en papel. Una pastilla dura más o menos lo mismo que dos botes de gel.',
      use: 'Para la cara, las manos y el cuerpo.',
    },
    handCream: {
      name: 'Crema de manos',
      description:
        'Crema con aceites vegetales y manteca de karité que se absorbe rápido sin dejar sensación grasa. Protege las manos del frío y de las tareas del jardín. Tubo de aluminio reciclable.',
      use: 'Para nutrir las manos secas a diario.',
    },
  },
  colours: {
    black: 'negro',
    white: 'blanco',
    graphite: 'grafito',
    red: 'rojo',
    blue: 'azul',
    navy: 'azul marino',
    green: 'verde',
    olive: 'oliva',
    sand: 'arena',
    grey: 'gris',
    terracotta: 'terracota',
    yellow: 'amarillo',
    natural: 'natural',
    pink: 'rosa',
  },
  materials: {
    castIron: 'hierro fundido',
    stainlessSteel: 'acero inoxidable',
    carbonSteel: 'acero al carbono',
    aluminium: 'aluminio',
    ceramic: 'cerámica',
    porcelain: 'porcelana',
    glass: 'vidrio',
    oak: 'roble',
    beech: 'haya',
    bamboo: 'bambú',
    cotton: 'algodón',
    linen: 'lino',
    wool: 'lana',
    recycledPolyester: 'poliéster reciclado',
    nylon: 'nailon',
    cork: 'corcho',
    rubber: 'caucho',
    paper: 'papel',
    terracottaClay: 'barro cocido',
    plantOils: 'aceites vegetales',
  },
  lines: {
    classic: 'Un diseño atemporal y probado que nunca pasa de moda.',
    pro: 'Pensada para el uso intensivo de cada día y para quien no se conforma con menos.',
    eco: 'Materiales reciclados o renovables para dejar una huella ambiental más ligera.',
    compact: 'Ligera y pequeña: cabe en cualquier rincón y te acompaña a todas partes.',
    premium: 'Los mejores materiales, con acabados hechos a mano.',
    essential: 'Lo básico, bien hecho y a un precio justo.',
  },
  manufacturers: {
    ferrum:
      'Fundición europea especializada en hierro y acero, Ferrum fabrica sartenes y cocottes pensadas para durar generaciones.',
    aurelio:
      'Cuchillería de tradición que forja sus hojas de acero inoxidable y las afila a mano, una a una, antes de montarlas en mangos bien equilibrados.',
    kaffeto:
      'Kaffeto diseña utensilios sencillos y precisos para preparar en casa un café de filtro y un té como los de una buena cafetería.',
    porcela:
      'Porcela fabrica vajilla de porcelana y cristalería de líneas limpias, resistente y pensada para usarse todos los días.',
    lumora: 'Lumora diseña lámparas de cerámica, bambú y aluminio que llenan la casa de una luz cálida.',
    tessile:
      'Tejeduría familiar que elabora mantas, toallas y fundas de lana, lino y algodón con fibras cuidadosamente seleccionadas.',
    'casa-brava':
      'Casa Brava crea objetos de decoración, soluciones de almacenaje y macetas con carácter mediterráneo para la casa y el jardín.',
    nordvik:
      'Nacida en el norte de Europa, Nordvik diseña tiendas y sacos de dormir probados a fondo con viento, frío y lluvia.',
    trailcraft:
      'Trailcraft fabrica mochilas y accesorios de montaña resistentes, diseñados por senderistas para senderistas.',
    velora:
      'Velora equipa a quienes se mueven en bici a diario con luces y alforjas fiables para cualquier tiempo.',
    verdello:
      'Verdello fabrica herramientas de jardín robustas y bien equilibradas, pensadas para afilarse y repararse, no para tirarse.',
    fitform:
      'FitForm crea material deportivo sencillo y duradero para yoga, running y entrenamiento en casa.',
    papyra:
      'Papelera europea que encuaderna cuadernos y agendas de buen papel y diseña instrumentos de escritura que apetece usar.',
    holzwerk:
      'En su taller, Holzwerk fabrica juguetes de haya maciza con pinturas al agua y muchísima paciencia.',
    savonna:
      'Savonna elabora en pequeños lotes jabones saponificados en frío y cosmética con aceites vegetales, casi sin plástico.',
    kivi: 'Kivi edita puzles y juegos de mesa que reúnen a pequeños y mayores alrededor de la mesa.',
  },
  attributes: {
    material: 'Material',
    colour: 'Color',
    size: 'Tamaño',
    weight: 'Peso',
    line: 'Línea',
  },
  articles: {
    caringForCastIron: {
      title: 'Cómo cuidar el hierro fundido',
      slug: 'como-cuidar-el-hierro-fundido',
      subtitle: 'Curar, limpiar y guardar: los gestos que harán que tu sartén dure toda la vida.',
      body: 'Una sartén de hierro fundido bien cuidada mejora con los años. La clave está en el curado: una capa fina de aceite que, al calentarse, se polimeriza y forma una superficie lisa, protectora y cada vez más antiadherente.\n\nPara curar una sartén nueva, lávala con agua caliente, sécala a conciencia y extiende con papel de cocina una capa muy fina de aceite neutro, como el de girasol, por todas sus caras. Retira el exceso: tiene que parecer casi seca. Métela boca abajo en el horno a 220 °C durante una hora y deja que se enfríe dentro. Repite el proceso dos o tres veces y tendrás una base sólida.\n\nEn el día a día, límpiala todavía templada con agua caliente y un cepillo. Una gota de lavavajillas no le hace daño, pero evita dejarla en remojo y no la metas nunca en el lavavajillas. Si quedan restos pegados, frota con un puñado de sal gorda. Después, sécala unos minutos al fuego y úntala con unas gotas de aceite.\n\n¿Ha aparecido una mancha de óxido? Tranquilidad: frótala con un estropajo de acero, aclara, seca y vuelve a curarla. Guárdala en un sitio seco y, si apilas sartenes, pon una hoja de papel de cocina entre ellas. Y, sobre todo, úsala a menudo: es el mejor mantenimiento posible.',
    },
    hikingPackingList: {
      title: 'Qué llevar en la mochila en tu primera excursión',
      slug: 'que-llevar-en-tu-primera-excursion',
      subtitle: 'Una lista sencilla para pasar un día en el monte sin olvidos ni peso de más.',
      body: 'Para una primera ruta de un día basta con una mochila de 20 a 30 litros. No se trata de meter todo lo que podría hacer falta, sino lo que te mantiene seco, hidratado y seguro.\n\nEmpieza por el agua: calcula al menos litro y medio por persona, y más si hace calor o la ruta tiene mucho desnivel. Añade una comida de verdad, como un buen bocadillo, y algo para picar: frutos secos, fruta o una barrita. En cuanto a la ropa, el sistema de tres capas funciona en cualquier parte: camiseta transpirable, forro polar fino y chaqueta impermeable, aunque salgas con el cielo despejado.\n\nDespués, mete un pequeño botiquín con tiritas, apósitos para ampollas y desinfectante, un frontal, crema solar, una gorra y el móvil cargado con el mapa de la ruta descargado. Una batería externa apenas pesa y puede sacarte de un apuro.\n\nPrepara la mochila la noche anterior: lo más pesado pegado a la espalda, la ropa de lluvia arriba y las cosas pequeñas en el bolsillo de la tapa. Lleva un calzado que ya hayas usado antes y cuéntale a alguien por dónde vas a ir. Solo queda madrugar y disfrutar del paisaje.',
    },
    betterCoffeeAtHome: {
      title: 'Un café de filtro mejor en casa',
      slug: 'cafe-de-filtro-en-casa',
      subtitle: 'Molienda, proporción y temperatura: tres ajustes para una taza mucho más rica.',
      body: 'El café de filtro manual tiene fama de complicado, pero en realidad casi todo depende de tres cosas: la molienda, la proporción entre café y agua, y la temperatura.\n\nEmpecemos por la molienda. Para un cono de filtro, busca una textura parecida a la arena fina o a la sal de mesa. Si es demasiado fina, el agua pasa despacio y el café sale amargo; si es demasiado gruesa, el agua corre sin extraer los aromas y la taza queda ácida y sin cuerpo. Si puedes, muele justo antes de prepararlo: es el cambio que más se nota.\n\nEn cuanto a la proporción, un buen punto de partida son 60 gramos de café por litro de agua, es decir, unos 15 gramos para una taza grande de 250 ml. Una báscula de cocina te ayudará a repetir el resultado cada mañana. El agua debe estar caliente, pero sin hervir: entre 92 y 96 °C, o lo que es lo mismo, unos treinta segundos después de que rompa a hervir.\n\nEnjuaga primero el filtro con agua caliente, vierte un poco de agua para que el café «florezca» durante treinta segundos y luego añade el resto despacio, en círculos. Todo el proceso debería durar unos tres minutos. Prueba, cambia solo una variable cada vez y apunta lo que más te guste.',
    },
    choosingAKitchenKnife: {
      title: 'Cómo elegir un buen cuchillo de cocina',
      slug: 'como-elegir-un-cuchillo-de-cocina',
      subtitle: 'Cebollero o panero, tipo de acero y afilado: lo que conviene saber antes de comprar.',
      body: 'No hace falta un taco con doce cuchillos: dos buenas hojas cubren casi todo lo que se cocina en casa. El cuchillo cebollero y el panero forman una pareja imbatible.\n\nEl cebollero, con una hoja ancha de 16 a 20 cm, pica cebolla, corta verduras, trocea carne y pica hierbas. La hoja de 20 cm se adapta a la mayoría de las manos; si tu encimera es pequeña o prefieres precisión, el de 16 cm será más manejable. Cógelo antes de comprarlo: debe estar equilibrado a la altura del talón y no cansar la muñeca.\n\nEl panero trabaja con sus dientes. Su hoja de sierra corta la corteza sin aplastar la miga y también es perfecta para tomates o bizcochos delicados. Además, apenas necesita afilado.\n\nEn cuanto al acero, un buen inoxidable ofrece el equilibrio ideal: mantiene el filo y no se oxida. Repasa el filo con una chaira o una piedra de afilar cada pocas semanas, lava siempre los cuchillos a mano y guárdalos en una barra magnética o en un taco, nunca sueltos en un cajón. Y corta sobre una tabla de madera: el cristal y el mármol acaban con cualquier filo.',
    },
    balconyGardenInSpring: {
      title: 'Un huerto en el balcón esta primavera',
      slug: 'huerto-en-el-balcon',
      subtitle: 'Macetas, sustrato, aromáticas y riego: todo para empezar, aunque tengas pocos metros.',
      body: 'Con unas cuantas macetas puedes cosechar hierbas frescas, tomates cherry y fresas sin salir de casa. La primavera es el momento ideal para empezar, en cuanto pasen las heladas nocturnas.\n\nLo primero es observar el balcón: ¿cuántas horas de sol directo recibe? Si está orientado al sur, los tomates, la albahaca, el tomillo y el romero estarán encantados. Con semisombra, apuesta mejor por la menta, el cebollino, el perejil y las lechugas. Elige macetas de barro de al menos 20 cm de diámetro para las aromáticas y de 30 a 40 cm para los tomates. El barro deja respirar las raíces, pero se seca antes: tenlo en cuenta.\n\nEl sustrato marca la diferencia. Usa uno de calidad para huerto, mejorado con un poco de compost, y pon una capa de bolas de arcilla en el fondo para el drenaje. No reutilices la tierra agotada del año pasado sin abonarla.\n\nCon el riego, la regla es sencilla: mejor regar a fondo y menos veces que cuatro gotas cada día. Mete un dedo en la tierra y, si los dos primeros centímetros están secos, toca regar. Hazlo a primera hora de la mañana o al atardecer, siempre al pie de la planta. Y corta las hierbas a menudo: rebrotarán con más fuerza.',
    },
    cosyLightingForWinter: {
      title: 'Luz cálida para el invierno',
      slug: 'luz-calida-para-el-invierno',
      subtitle:
        'Cómo combinar varios puntos de luz para que la casa resulte acogedora cuando oscurece pronto.',
      body: 'Cuando anochece a media tarde, la iluminación lo cambia todo. La lámpara de techo por sí sola da una luz plana y algo fría; el truco de una casa acogedora es combinar varios puntos de luz a distintas alturas.\n\nPiensa en tres capas. La primera es la luz general, la que permite moverse por la estancia: una lámpara colgante sobre la mesa o en el centro del salón, mejor con una pantalla que difumine en lugar de deslumbrar. La segunda es la luz de tarea, allí donde lees, cocinas o trabajas: un flexo orientable o una lámpara de lectura junto al sillón. La tercera es la luz ambiental: lámparas de mesa sobre una cómoda, una estantería o el alféizar.\n\nElige bombillas de luz cálida, de unos 2700 K; el dato aparece en la caja. Dan ese tono dorado que recuerda a la luz de una vela. Los reguladores de intensidad son muy útiles: la misma lámpara sirve para la cena y para la noche de película.\n\nPor último, juega con los materiales. El bambú trenzado dibuja sombras en el techo, la cerámica calienta la luz y el lino la suaviza. Apaga la luz del techo después de cenar, enciende dos o tres lámparas bajas y coge una manta: el invierno se hace mucho más llevadero.',
    },
    yogaAtHomeForBeginners: {
      title: 'Empezar a hacer yoga en casa',
      slug: 'empezar-yoga-en-casa',
      subtitle:
        'Un rincón tranquilo, una buena esterilla y quince minutos al día: tu primera rutina paso a paso.',
      body: 'No necesitas una habitación enorme para empezar a practicar yoga en casa. Basta con un hueco despejado de dos metros por uno, a ser posible cerca de una ventana. Lo importante es poder desenrollar la esterilla sin mover muebles: cuantos menos obstáculos, más fácil será convertirlo en costumbre.\n\nLa esterilla es el único material realmente imprescindible. Tiene que agarrar aunque te suden las manos y ser lo bastante gruesa para proteger las rodillas. El corcho es una opción excelente: cuanto más sudas, más se adhiere, y no acumula olores. Uno o dos bloques te ayudarán a adaptar las posturas si te falta flexibilidad, y una manta doblada sirve de cojín para la relajación final.\n\nPara una primera rutina de unos quince minutos, empieza sentado con unas cuantas respiraciones lentas. Sigue con el gato y la vaca para despertar la espalda, después el perro boca abajo, la postura del niño y dos o tres zancadas bajas. Termina tumbado boca arriba, sin moverte, durante tres minutos.\n\nMejor poco y a menudo que mucho de vez en cuando. Escucha a tu cuerpo, no llegues nunca al dolor y mantén la respiración fluida. En unas semanas notarás la diferencia.',
    },
    aGentlerBathroom: {
      title: 'Un baño más amable',
      slug: 'un-bano-mas-amable',
      subtitle: 'Jabón en pastilla, menos plástico y toallas bien cuidadas: pequeños gestos para cada día.',
      body: 'El baño suele ser el rincón de la casa donde más botes de plástico se acumulan. La buena noticia es que bastan unos pocos cambios para hacerlo más sencillo, más suave con la piel y más ligero para el cubo del reciclaje.\n\nEl primer paso es el jabón en pastilla. Uno saponificado en frío, elaborado con aceites vegetales, limpia sin resecar y sustituye tanto al gel de ducha como al jabón líquido de manos. Dura mucho siempre que no se quede encharcado: déjalo sobre una jabonera que escurra bien. Los champús sólidos también han mejorado muchísimo; prueba uno antes de terminar el bote.\n\nDespués, haz limpieza. Quédate con los productos que de verdad usas y te gustan, guarda el resto fuera de la vista y, cuando puedas, elige recambios o envases de vidrio y aluminio.\n\nPor último, cuida tus toallas, que son las que marcan el confort diario. Lávalas a 60 °C y sin suavizante, que apelmaza las fibras y les resta capacidad de absorción. Medio vaso de vinagre blanco en el cajetín del suavizante basta para mantenerlas suaves. Sécalas al aire libre siempre que puedas y sacúdelas bien antes de tenderlas: seguirán esponjosas durante años.',
    },
    cyclingToWork: {
      title: 'Ir al trabajo en bici',
      slug: 'ir-al-trabajo-en-bici',
      subtitle: 'Luces, alforjas, ruta y tiempo: consejos para empezar con buen pie (y buen pedal).',
      body: 'Ir al trabajo en bicicleta suele ser más rápido de lo que parece, sienta de maravilla y, las mañanas de buen tiempo, es un auténtico placer. Con un poco de preparación, el trayecto será sencillo y seguro durante todo el año.\n\nEmpieza por las luces: una delantera blanca y una trasera roja son obligatorias de noche, y muy útiles también en días nublados. Elige un juego potente y recargable, y deja un cable USB en la oficina para cargarlo. En invierno, añade un chaleco o unas bandas reflectantes.\n\nPara llevar tus cosas, olvídate de la mochila que te hace sudar la espalda: una alforja impermeable en el portaequipajes carga con el portátil, la comida y una muda sin esfuerzo. La bici va más estable y llegas seco.\n\nLa ruta importa tanto como el equipo. El camino más corto no siempre es el mejor: busca carriles bici, calles tranquilas o paseos junto al río, y pruébalo un fin de semana, sin prisas. Vístete por capas y lleva siempre un chubasquero ligero en la alforja; si llueve, los guardabarros marcan la diferencia. En unas semanas no querrás volver a coger el coche.',
    },
    plannerHabits: {
      title: 'Organiza tu semana con una agenda de papel',
      slug: 'organiza-tu-semana-con-una-agenda',
      subtitle: 'Una cita de quince minutos contigo para afrontar la semana con más calma.',
      body: 'En plena era de las notificaciones, la agenda de papel tiene una ventaja valiosa: te obliga a frenar. Escribir a mano ayuda a recordar y a decidir qué importa de verdad. Para sacarle partido, basta con crear una pequeña rutina semanal.\n\nElige un momento fijo, por ejemplo el domingo por la tarde o el lunes a primera hora con un café. Empieza repasando la semana anterior: ¿qué has conseguido y qué se ha quedado por el camino? Pasa a la nueva semana las tareas que siguen teniendo sentido y tacha sin remordimientos las que ya no.\n\nApunta después las citas fijas y escoge tres prioridades para la semana, ni una más. Escríbelas en la parte de arriba de la doble página y resérvales un hueco concreto en tus días, como si fueran una reunión. El resto de tareas puede esperar en una lista aparte.\n\nCada mañana, echa un vistazo a la página del día y añade como mucho tres cosas que hacer. Por la noche, marca lo que hayas terminado. Hay quien disfruta siguiendo algún hábito en el margen: caminar, leer, beber agua. Mantén el sistema sencillo: una pluma que te guste, dos colores como máximo y nada de presión para que quede bonito. Una agenda útil no tiene por qué ser perfecta.',
    },
    whyWoodenToys: {
      title: '¿Por qué elegir juguetes de madera?',
      slug: 'por-que-elegir-juguetes-de-madera',
      subtitle:
        'Resistentes, abiertos a la imaginación y fáciles de cuidar: juguetes que pasan de generación en generación.',
      body: 'Los juguetes de madera tienen algo atemporal. Aparecen en los trasteros de los abuelos, algo gastados, pero listos para volver a jugar. Su primera virtud es la resistencia: un bloque de haya maciza sobrevive a caídas, mordiscos y años de uso, y pasa de un hermano a otro.\n\nTienen además una cualidad más discreta: dejan todo el protagonismo a la imaginación. Un juego de bloques no hace nada por sí solo. Hoy es una torre; mañana, un garaje, una granja o un tren. Este juego libre, sin pilas ni pantallas, estimula la concentración, la motricidad fina y la creatividad, y crece con el niño.\n\nPara acertar, busca madera maciza de bosques gestionados de forma sostenible, pinturas al agua que cumplan la normativa europea y cantos bien redondeados. Fíjate en la edad recomendada: las piezas pequeñas no son adecuadas para menores de tres años.\n\nCuidarlos es muy fácil. Pásales un paño apenas húmedo con un poco de jabón neutro, no los dejes nunca en remojo y deja que se sequen al aire. Si la madera se vuelve áspera, un lijado suave y unas gotas de aceite alimentario le devuelven la suavidad. Bien cuidados, harán felices también a la siguiente generación.',
    },
    settingATableForGuests: {
      title: 'Cómo poner una mesa bonita para tus invitados',
      slug: 'como-poner-una-mesa-bonita',
      subtitle: 'Platos, vasos, servilletas y flores: lo esencial para recibir sin agobios.',
      body: 'Una mesa bonita no necesita cubertería de plata ni la vajilla de la boda. Con unas pocas ideas sencillas, tus invitados se sentirán esperados desde el momento en que se sienten.\n\nParte de una base sobria: un mantel o un camino de mesa de lino, o simplemente la madera de la mesa a la vista. Los platos lisos, blancos o de un tono suave como el color arena, realzan la comida y combinan con todo. Coloca el plato a dos dedos del borde, el tenedor a la izquierda y el cuchillo a la derecha, con el filo hacia el plato. Deja unos sesenta centímetros por comensal para que nadie vaya apretado.\n\nPara una comida informal basta con un vaso de agua; añade una copa de vino a su derecha si vas a servirlo. Los vasos sencillos e iguales transmiten armonía aunque el resto no combine. Las servilletas de tela marcan la diferencia: dobladas sin complicaciones sobre el plato o a la izquierda, con una ramita de romero encima.\n\nRemata con flores, siempre bajas para que todos se vean de un extremo a otro: unos cuantos jarrones pequeños, ramas del jardín y algunas velas. Tenlo todo listo una hora antes de que lleguen y disfruta de la velada.',
    },
  },
  promotions: {
    winterSale: {
      name: 'Rebajas de invierno',
      slug: 'rebajas-de-invierno',
      description:
        'Un 20 % de descuento en una selección de mantas, lámparas y equipo de aire libre para pasar el frío de la mejor manera.',
    },
    kitchenDays: {
      name: 'Días de cocina',
      slug: 'dias-de-cocina',
      description: '10 € de descuento en una selección de sartenes, woks, ollas y cocottes.',
    },
    freeShippingWeekend: {
      name: 'Fin de semana de envío gratis',
      slug: 'fin-de-semana-de-envio-gratis',
      description:
        'Este fin de semana, los productos de baño y cuidado personal viajan gratis hasta tu casa.',
    },
    welcome: {
      name: 'Oferta de bienvenida',
      slug: 'oferta-de-bienvenida',
      description:
        'Te damos la bienvenida a Tendero: un 10 % de descuento en todo tu carrito con el código WELCOME10, una vez por cliente.',
    },
    saveFifteen: {
      name: 'Ahorra 15 €',
      slug: 'ahorra-15',
      description: '15 € de descuento en pedidos desde 100 € con el código SAVE15.',
    },
    freeShippingCode: {
      name: 'Código de envío gratis',
      slug: 'codigo-de-envio-gratis',
      description: 'Introduce el código FREESHIP en tu carrito y te enviamos el pedido gratis.',
    },
    summerSale: {
      name: 'Rebajas de verano',
      slug: 'rebajas-de-verano',
      description: 'Un 25 % de descuento en todo tu carrito con el código SUMMER25, durante todo el verano.',
    },
    fitFormWeeks: {
      name: 'Semanas FitForm',
      slug: 'semanas-fitform',
      description:
        'Un 20 % de descuento en todo FitForm (esterillas de yoga, kettlebells y equipo para correr) con el código FITFORM20.',
    },
    gardenSeason: {
      name: 'Temporada de jardín',
      slug: 'temporada-de-jardin',
      description:
        'Un 10 % de descuento en todo para el jardín con el código GARDEN10: herramientas, jardineras y regaderas.',
    },
    freeGift: {
      name: 'Regalo gratis',
      slug: 'regalo-gratis',
      description:
        'Con compras desde 150 €, elige un regalo: un jabón, una crema de manos, un set de lápices o un cuaderno.',
    },
    fullVoucher: {
      name: 'Vale regalo',
      slug: 'vale-regalo',
      description:
        'Un vale de demostración para un pedido entero: el código VOUCHER100 descuenta el 100 % de tus artículos, una vez por cliente. Añade FREESHIP y no queda nada por pagar.',
    },
  },
  marketing: {
    heroWinter: {
      title: 'Rebajas de invierno',
      body: 'Un 20 % de descuento en mantas, lámparas y equipo de aire libre seleccionados.',
      cta: 'Ver las rebajas',
    },
    heroOutdoor: {
      title: 'Empieza la temporada al aire libre',
      body: 'Tiendas, mochilas y botellas listas para tus primeras escapadas de primavera.',
      cta: 'Prepara tu escapada',
    },
    bannerKitchen: {
      title: 'Días de cocina',
      body: '10 € de descuento en sartenes y cocottes seleccionadas.',
      cta: 'Aprovechar la oferta',
    },
    bannerGarden: {
      title: 'El jardín despierta',
      body: 'Herramientas, macetas y regaderas para empezar la temporada.',
      cta: 'Ver jardín',
    },
    bannerOffice: {
      title: 'Un escritorio en orden',
      body: 'Cuadernos, plumas y lámparas para trabajar con la cabeza despejada.',
      cta: 'Descubrir',
    },
    uspShipping: {
      title: 'Envío gratis desde 49 €',
      body: 'En todos los pedidos, sin necesidad de códigos.',
      cta: '',
    },
    uspReturns: {
      title: '{returnDays} días para devoluciones',
      body: 'Devuelve gratis con nuestra etiqueta prepagada y recupera tu dinero rápido.',
      cta: '',
    },
    uspPayment: {
      title: 'Pago seguro con tarjeta',
      body: 'Tus datos bancarios viajan cifrados y protegidos.',
      cta: '',
    },
    uspSupport: {
      title: 'Atención personalizada',
      body: 'Personas de verdad, de lunes a viernes.',
      cta: '',
    },
  },
};
