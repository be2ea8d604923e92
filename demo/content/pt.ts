import type { LocaleContent } from './types.ts';

export const pt: LocaleContent = {
  brandsSegment: 'marcas',
  categories: {
    kitchen: {
      name: 'Cozinha',
      slug: 'cozinha',
      description:
        'Tudo para cozinhar, servir e saborear: utensílios resistentes e peças bonitas para a mesa.',
    },
    'kitchen.cookware': {
      name: 'Trem de cozinha',
      slug: 'trem-de-cozinha',
      description: 'Frigideiras, woks, panelas e caçarolas que distribuem bem o calor e duram muitos anos.',
    },
    'kitchen.cookware.pans': {
      name: 'Frigideiras e woks',
      slug: 'frigideiras-e-woks',
      description:
        'Ferro fundido para selar, aço carbono para saltear: frigideiras que aguentam lume forte todos os dias.',
    },
    'kitchen.cookware.pots': {
      name: 'Panelas e caçarolas',
      slug: 'panelas-e-cacarolas',
      description: 'Para caldos, cozidos e guisados em lume brando que perfumam a casa inteira.',
    },
    'kitchen.knives': {
      name: 'Facas',
      slug: 'facas',
      description:
        'Lâminas afiadas e bem equilibradas para cortes limpos, do pão estaladiço às ervas frescas.',
    },
    'kitchen.coffee': {
      name: 'Café e chá',
      slug: 'cafe-e-cha',
      description:
        'Café de filtro, chá a granel e pequenos rituais da manhã: tudo para uma boa chávena em casa.',
    },
    'kitchen.tableware': {
      name: 'Louça e copos',
      slug: 'louca-e-copos',
      description: 'Pratos e copos para pôr uma mesa bonita, no dia a dia e nos dias de festa.',
    },
    home: {
      name: 'Casa',
      slug: 'casa',
      description: 'Luz suave, têxteis acolhedores e arrumação inteligente para uma casa onde apetece estar.',
    },
    'home.lighting': {
      name: 'Iluminação',
      slug: 'iluminacao',
      description: 'Candeeiros de mesa e de teto que criam ambiente com uma luz quente e suave.',
    },
    'home.textiles': {
      name: 'Têxteis para o lar',
      slug: 'texteis-para-o-lar',
      description: 'Mantas de lã e capas de linho para vestir o sofá e aquecer os serões.',
    },
    'home.decor': {
      name: 'Decoração',
      slug: 'decoracao',
      description: 'Jarras, espelhos e objetos escolhidos a dedo que dão personalidade a cada divisão.',
    },
    'home.storage': {
      name: 'Arrumação',
      slug: 'arrumacao',
      description: 'Cestos e estantes para que cada coisa tenha o seu lugar, sem abdicar do estilo.',
    },
    outdoor: {
      name: 'Ar livre',
      slug: 'ar-livre',
      description:
        'Campismo, caminhadas e bicicleta: equipamento fiável para aproveitar o ar livre em qualquer estação.',
    },
    'outdoor.camping': {
      name: 'Campismo',
      slug: 'campismo',
      description: 'Tendas e sacos-cama para noites tranquilas, do bivaque leve ao fim de semana em família.',
    },
    'outdoor.hiking': {
      name: 'Caminhadas',
      slug: 'caminhadas',
      description: 'Mochilas, bastões e garrafas para ir para os trilhos, por uma hora ou pelo dia inteiro.',
    },
    'outdoor.hiking.backpacks': {
      name: 'Mochilas',
      slug: 'mochilas',
      description:
        'Da mochila leve de passeio à mochila de montanha bem almofadada, para levar só o necessário.',
    },
    'outdoor.hiking.accessories': {
      name: 'Acessórios de caminhada',
      slug: 'acessorios-de-caminhada',
      description:
        'Bastões telescópicos e garrafas térmicas: pequenos detalhes que tornam o caminho mais agradável.',
    },
    'outdoor.cycling': {
      name: 'Ciclismo',
      slug: 'ciclismo',
      description:
        'Luzes e alforges para circular em segurança e levar as suas coisas de bicicleta todos os dias.',
    },
    garden: {
      name: 'Jardim',
      slug: 'jardim',
      description: 'Ferramentas, vasos e rega para um jardim ou uma varanda cheios de vida.',
    },
    'garden.tools': {
      name: 'Ferramentas de jardim',
      slug: 'ferramentas-de-jardim',
      description: 'Tesouras de poda e pás robustas, confortáveis na mão, para podar e cavar sem esforço.',
    },
    'garden.planters': {
      name: 'Vasos e floreiras',
      slug: 'vasos-e-floreiras',
      description: 'Vasos de barro e hortas elevadas para cultivar flores, aromáticas e legumes.',
    },
    'garden.watering': {
      name: 'Rega',
      slug: 'rega',
      description: 'Regadores e mangueiras para dar a cada planta a quantidade certa de água.',
    },
    sport: {
      name: 'Desporto',
      slug: 'desporto',
      description: 'Ioga, corrida e treino: equipamento para se mexer em casa ou ao ar livre.',
    },
    'sport.yoga': {
      name: 'Ioga',
      slug: 'ioga',
      description: 'Tapetes e blocos de cortiça natural para uma prática estável e agradável.',
    },
    'sport.running': {
      name: 'Corrida',
      slug: 'corrida',
      description: 'Cintos e bonés leves para correr de mãos livres e cabeça arejada.',
    },
    'sport.training': {
      name: 'Treino',
      slug: 'treino',
      description: 'Kettlebells e bandas elásticas para treinar o corpo todo, mesmo numa sala pequena.',
    },
    office: {
      name: 'Papelaria',
      slug: 'papelaria',
      description: 'Cadernos, canetas e acessórios de secretária para trabalhar com ordem e com gosto.',
    },
    'office.notebooks': {
      name: 'Cadernos e agendas',
      slug: 'cadernos-e-agendas',
      description: 'Papel de qualidade para tomar notas, planear e não perder o fio à semana.',
    },
    'office.writing': {
      name: 'Escrita',
      slug: 'escrita',
      description: 'Canetas de tinta permanente e lápis que devolvem a vontade de escrever à mão.',
    },
    'office.desk': {
      name: 'Secretária',
      slug: 'secretaria',
      description: 'Organizadores e candeeiros para uma secretária arrumada e bem iluminada.',
    },
    kids: {
      name: 'Crianças',
      slug: 'criancas',
      description:
        'Brinquedos de madeira, puzzles e jogos de tabuleiro para brincar em conjunto, durante anos.',
    },
    'kids.wooden-toys': {
      name: 'Brinquedos de madeira',
      slug: 'brinquedos-de-madeira',
      description: 'Brinquedos de faia resistentes e simples, que passam de irmão para irmão.',
    },
    'kids.games': {
      name: 'Jogos e puzzles',
      slug: 'jogos-e-puzzles',
      description: 'Para as tardes de chuva e os serões em família à volta da mesa.',
    },
    bath: {
      name: 'Casa de banho',
      slug: 'casa-de-banho',
      description:
        'Toalhas macias, sabonetes suaves e acessórios simples para uma casa de banho que convida a relaxar.',
    },
    'bath.accessories': {
      name: 'Acessórios de casa de banho',
      slug: 'acessorios-de-casa-de-banho',
      description: 'Toalhas de algodão turco e saboneteiras de cerâmica para uma casa de banho cuidada.',
    },
    'bath.care': {
      name: 'Cuidados pessoais',
      slug: 'cuidados-pessoais',
      description: 'Sabonetes sólidos e cremes com óleos vegetais, suaves para a pele e com pouca embalagem.',
    },
  },
  productTypes: {
    fryingPan: {
      name: 'Frigideira',
      description:
        'Fundida numa só peça de ferro, esta frigideira acumula o calor e distribui-o de forma uniforme, ideal para alourar e selar. Passa do fogão para o forno sem problemas e funciona em todos os tipos de placa, incluindo indução. Passe-a por água quente, seque-a bem e unte-a com uma camada fina de óleo.',
      use: 'Para selar carne, saltear legumes e cozinhar em lume forte.',
    },
    wok: {
      name: 'Wok',
      description:
        'Em aço carbono fino, este wok aquece em segundos e reage de imediato quando baixa o lume. Com o uso ganha uma pátina natural que impede os alimentos de pegar. Basta lavá-lo sem detergente e passar-lhe um fio de óleo.',
      use: 'Para salteados rápidos, massas asiáticas e legumes estaladiços.',
    },
    stockPot: {
      name: 'Panela',
      description:
        'Panela em aço inoxidável com fundo espesso multicamada, que distribui o calor sem pontos quentes. As pegas rebitadas aguentam bem o peso com a panela cheia e a tampa justa reduz a evaporação. Própria para indução e máquina da loiça.',
      use: 'Para caldos, sopas, massa e compotas em grande quantidade.',
    },
    dutchOven: {
      name: 'Caçarola',
      description:
        'Esta caçarola de ferro fundido esmaltado guarda o calor durante horas e cozinha devagar estufados, assados e pão. A tampa pesada devolve o vapor aos alimentos, para carnes bem tenras. Vai do forno diretamente para a mesa, onde mantém a comida quente.',
      use: 'Para estufar, guisar e cozer pão caseiro.',
    },
    chefsKnife: {
      name: 'Faca de chef',
      description:
        'A faca para tudo na cozinha: a lâmina em aço inoxidável forjado pica, corta e fatia com precisão. A curva da lâmina permite um movimento de balanço confortável e o cabo equilibrado evita o cansaço. Lave-a à mão e afie-a com regularidade.',
      use: 'Para picar, cortar e fatiar no dia a dia.',
    },
    breadKnife: {
      name: 'Faca de pão',
      description:
        'A lâmina serrilhada em aço inoxidável atravessa a côdea mais dura sem esmagar o miolo. Também corta na perfeição tomates maduros e bolos fofos. Lavada à mão, mantém-se eficaz durante anos.',
      use: 'Para cortar pão, brioches e bolos.',
    },
    pourOverSet: {
      name: 'Conjunto para café de filtro',
      description:
        'Jarro em vidro borossilicato e suporte de filtro a condizer: tudo o que precisa para um café de filtro limpo e aromático. O vidro resiste a mudanças bruscas de temperatura e não retém cheiros. Todas as peças se passam por água ou vão à máquina da loiça.',
      use: 'Para preparar café de filtro com calma, chávena a chávena.',
    },
    teapot: {
      name: 'Bule',
      description:
        'Bule de cerâmica vidrada que mantém a infusão quente e serve sem pingar graças ao bico bem desenhado. O filtro amovível em aço deixa espaço para as folhas se abrirem. Basta passá-lo por água quente depois de usar.',
      use: 'Para chá a granel e tisanas.',
    },
    dinnerPlateSet: {
      name: 'Conjunto de pratos rasos',
      description:
        'Seis pratos rasos em porcelana fina, resistentes no dia a dia e elegantes nas ocasiões especiais. O vidrado duro não risca com facilidade e realça as cores da comida. Podem ir à máquina da loiça e ao micro-ondas.',
      use: 'Para as refeições de todos os dias e para receber.',
    },
    drinkingGlasses: {
      name: 'Conjunto de copos',
      description:
        'Seis copos em vidro transparente e espesso, agradáveis na mão e difíceis de entornar. A forma simples serve tanto para água como para sumos ou um vinho verde. Empilham-se para poupar espaço e vão à máquina da loiça.',
      use: 'Para água, sumos e petiscos com amigos.',
    },
    tableLamp: {
      name: 'Candeeiro de mesa',
      description:
        'Base de cerâmica torneada à mão e abajur de linho que difunde uma luz quente e suave. As nuances do vidrado tornam cada candeeiro único. Interruptor no fio e casquilho E27 para lâmpadas LED.',
      use: 'Para criar ambiente numa cómoda ou mesa de cabeceira.',
    },
    pendantLight: {
      name: 'Candeeiro suspenso',
      description:
        'O abajur deste candeeiro, entrançado à mão em bambu, projeta sombras bonitas no teto e nas paredes. O material leve e renovável facilita a instalação. Basta tirar-lhe o pó de vez em quando.',
      use: 'Para iluminar a mesa de jantar ou um canto da sala.',
    },
    throwBlanket: {
      name: 'Manta',
      description:
        'Tecida em pura lã, esta manta aquece sem pesar e respira naturalmente. As franjas e o cair suave vestem o sofá ou os pés da cama. Areje-a muitas vezes e lave-a poucas, a frio, no programa de lãs.',
      use: 'Para se aconchegar no sofá nos serões de inverno.',
    },
    cushionCover: {
      name: 'Capa de almofada',
      description:
        'Capa de linho lavado com um toque suave e um amarrotado natural que fica mais bonito a cada lavagem. O fecho escondido permite tirá-la num instante. Lavável na máquina a 40 °C.',
      use: 'Para renovar o sofá ou a cama num gesto.',
    },
    vase: {
      name: 'Jarra',
      description:
        'Jarra de cerâmica moldada e vidrada à mão, tão bonita com um grande ramo como com um só galho. O interior é totalmente estanque e a base pesada dá-lhe estabilidade. Limpe-a com água morna.',
      use: 'Para flores frescas, ramos e flores secas.',
    },
    wallMirror: {
      name: 'Espelho de parede',
      description:
        'Espelho redondo com moldura de carvalho maciço, oleada para realçar os veios da madeira. Amplia visualmente a entrada e espalha a luz natural pela divisão. Inclui ferragens para pendurar.',
      use: 'Para a entrada, a casa de banho ou por cima de uma cómoda.',
    },
    storageBasket: {
      name: 'Cesto de arrumação',
      description:
        'Cesto de bambu entrançado, leve, resistente e arejado, ideal para roupa, brinquedos ou revistas. As pegas integradas facilitam o transporte. Limpa-se com um pano húmido.',
      use: 'Para arrumar mantas, brinquedos e pequenos objetos com estilo.',
    },
    shelfUnit: {
      name: 'Estante',
      description:
        'Estante de carvalho maciço com encaixes sólidos, que suporta livros, loiça ou plantas sem ceder. As prateleiras oleadas são fáceis de manter. Monta-se em poucos minutos com as ferramentas incluídas.',
      use: 'Para arrumar e expor livros, plantas e objetos.',
    },
    tent: {
      name: 'Tenda',
      description:
        'Tenda autoportante em nylon ripstop revestido, que se monta em minutos graças às varetas de alumínio com código de cores. Costuras seladas, duplo teto e respiradouros reduzem a condensação. Deixe-a secar bem antes de a guardar.',
      use: 'Para bivaques, travessias de vários dias e fins de semana de campismo.',
    },
    sleepingBag: {
      name: 'Saco-cama',
      description:
        'Saco-cama tipo múmia com enchimento de poliéster reciclado, que continua a aquecer mesmo com humidade. O capuz ajustável e a gola térmica impedem que o calor se escape. Comprime-se no respetivo saco e lava-se na máquina.',
      use: 'Para dormir quentinho na tenda, da primavera ao outono.',
    },
    hikingBackpack: {
      name: 'Mochila de montanha',
      description:
        'Mochila em nylon resistente que transfere o peso para as ancas graças às costas reguláveis e ao cinto almofadado. Tem vários acessos, bolso para garrafa e capa de chuva integrada. Depois da caminhada, escove-a e deixe-a secar ao ar.',
      use: 'Para caminhadas de um dia e travessias de vários dias.',
    },
    daypack: {
      name: 'Mochila de passeio',
      description:
        'Leve e feita em poliéster reciclado, esta mochila leva o essencial: casaco, merenda e garrafa. As costas ventiladas mantêm-se confortáveis nas subidas. Quando não está a ser usada, dobra-se para dentro do próprio bolso.',
      use: 'Para trilhos curtos, passeios e o dia a dia na cidade.',
    },
    trekkingPoles: {
      name: 'Par de bastões de caminhada',
      description:
        'Bastões telescópicos de alumínio que aliviam os joelhos nas descidas e dão ritmo à marcha. Os fechos rápidos ajustam-se mesmo com luvas. Incluem ponteiras de carboneto e rodelas intercambiáveis.',
      use: 'Para caminhar com mais segurança, a subir e a descer.',
    },
    waterBottle: {
      name: 'Garrafa térmica',
      description:
        'Garrafa de aço inoxidável com parede dupla: a água mantém-se fresca o dia inteiro e o chá quente durante horas. A tampa de rosca é estanque e o aço não guarda sabores. Recomenda-se a lavagem à mão.',
      use: 'Para beber na montanha, no escritório ou de bicicleta.',
    },
    bikeLightSet: {
      name: 'Conjunto de luzes para bicicleta',
      description:
        'Farol dianteiro e luz traseira em alumínio, recarregáveis por USB-C, para ver e ser visto. Vários modos, incluindo um intermitente para o dia, e fixação sem ferramentas. Aguentam bem a chuva.',
      use: 'Para circular em segurança ao cair da noite.',
    },
    pannierBag: {
      name: 'Alforge',
      description:
        'Alforge impermeável em nylon revestido, que se prende e solta do porta-bagagens com um só gesto. O fecho enrolável protege as suas coisas da chuva e as faixas refletoras tornam-no mais visível. Limpa-se com uma esponja húmida.',
      use: 'Para levar de bicicleta o portátil, as compras ou a roupa do ginásio.',
    },
    pruningShears: {
      name: 'Tesoura de poda',
      description:
        'Tesoura de corte bypass com lâmina em aço carbono, que corta limpo sem esmagar os caules. A mola suave e os punhos ergonómicos poupam a mão nas longas sessões de poda. Limpe e oleie a lâmina depois de usar.',
      use: 'Para podar roseiras, arbustos e ramos até 2 cm.',
    },
    gardenSpade: {
      name: 'Pá de jardim',
      description:
        'Pá com lâmina afiada em aço inoxidável, que entra com facilidade na terra pesada. O cabo de freixo e a pega em D garantem uma boa firmeza. Não enferruja e limpa-se com um jato de água.',
      use: 'Para cavar, plantar e dividir vivazes.',
    },
    plantPot: {
      name: 'Vaso',
      description:
        'Vaso torneado em barro natural, que deixa as raízes respirar e regula a humidade. O furo de drenagem evita a água parada. O tom quente ganha uma pátina bonita com o tempo.',
      use: 'Para plantas, aromáticas e citrinos.',
    },
    raisedBed: {
      name: 'Horta elevada',
      description:
        'Horta elevada em carvalho para cultivar a uma altura confortável, sem ter de se dobrar. A madeira não tratada resiste naturalmente às intempéries. Monta-se sem ferramentas e enche-se com terra e composto.',
      use: 'Para cultivar legumes e aromáticas no terraço ou no jardim.',
    },
    wateringCan: {
      name: 'Regador',
      description:
        'Regador em aço inoxidável, leve de transportar, com ralo amovível para uma rega em chuva fina. O bico comprido chega ao pé das plantas sem molhar as folhas. Não enferruja e fica bonito à vista o ano inteiro.',
      use: 'Para regar floreiras, sementeiras e plantas de interior.',
    },
    gardenHose: {
      name: 'Mangueira',
      description:
        'Mangueira de borracha flexível que não faz nós e se mantém maleável mesmo com frio. Resiste aos raios UV e à pressão. Esvazie-a e enrole-a antes do inverno.',
      use: 'Para regar o jardim e a horta, ou lavar a bicicleta.',
    },
    yogaMat: {
      name: 'Tapete de ioga',
      description:
        'Tapete de cortiça natural sobre base de borracha: quanto mais as mãos transpiram, mais aderência oferece. A cortiça é naturalmente antibacteriana e não retém odores. Passe-lhe um pano húmido depois de cada sessão.',
      use: 'Para ioga, pilates e alongamentos.',
    },
    yogaBlock: {
      name: 'Bloco de ioga',
      description:
        'Bloco de cortiça maciça, firme e leve, que ajuda a ajustar as posturas e a ganhar estabilidade. As arestas arredondadas são agradáveis ao toque. Limpa-se facilmente com água.',
      use: 'Para adaptar as posturas e praticar com suavidade.',
    },
    runningBelt: {
      name: 'Cinto de corrida',
      description:
        'Cinto justo em poliéster reciclado que segura telemóvel, chaves e géis sem saltar. O tecido elástico seca depressa e os detalhes refletores melhoram a visibilidade. Lavável na máquina.',
      use: 'Para correr de mãos livres.',
    },
    runningCap: {
      name: 'Boné de corrida',
      description:
        'Boné ultraleve em poliéster reciclado com banda interior que absorve o suor. A pala flexível protege do sol e dos chuviscos. Cabe num bolso e lava-se na máquina.',
      use: 'Para correr ao sol ou com chuva miudinha.',
    },
    kettlebell: {
      name: 'Kettlebell',
      description:
        'Kettlebell de ferro fundido numa só peça, com pega larga e lisa para swings seguros. A base plana mantém-na estável no chão. O acabamento mate resiste a pancadas e melhora a aderência.',
      use: 'Para swings, agachamentos e força de corpo inteiro.',
    },
    resistanceBands: {
      name: 'Conjunto de bandas elásticas',
      description:
        'Três bandas de borracha natural, da mais suave à mais forte, para trabalhar o corpo todo. Cabem num bolso e acompanham-no em viagem. Guarde-as longe do sol para manterem a elasticidade.',
      use: 'Para aquecer, recuperar de lesões e ganhar força.',
    },
    notebook: {
      name: 'Caderno',
      description:
        'Caderno cosido que abre completamente plano, com papel espesso de 100 g/m² que não deixa passar a tinta. Páginas numeradas, fita marcadora e elástico. As capas duras protegem as suas notas.',
      use: 'Para notas, esboços e ideias do dia a dia.',
    },
    planner: {
      name: 'Agenda',
      description:
        'Agenda sem datas com vista semanal em página dupla, para começar quando quiser. O papel marfim aceita bem a caneta de tinta permanente e o lápis. Capa em tela, fita marcadora e bolsa na contracapa.',
      use: 'Para organizar a semana e acompanhar hábitos.',
    },
    fountainPen: {
      name: 'Caneta de tinta permanente',
      description:
        'Caneta com corpo em aço inoxidável escovado, bem equilibrada para uma escrita fluida. Funciona com cartuchos normalizados ou com conversor. O aparo polido desliza no papel desde a primeira linha.',
      use: 'Para escrever cartas, notas e diários com prazer.',
    },
    pencilSet: {
      name: 'Conjunto de lápis',
      description:
        'Lápis em madeira de faia de florestas geridas de forma sustentável, com mina macia e regular. Afiam-se sem lascar e não partem com facilidade. Vêm numa caixa de cartão.',
      use: 'Para escrever, esboçar e desenhar.',
    },
    deskOrganiser: {
      name: 'Organizador de secretária',
      description:
        'Organizador em carvalho maciço com compartimentos para canetas, telemóvel e papelinhos. Os cantos arredondados e o acabamento a óleo tornam-no agradável ao toque. Basta um pano seco para o limpar.',
      use: 'Para manter a secretária arrumada.',
    },
    deskLamp: {
      name: 'Candeeiro de secretária',
      description:
        'Candeeiro articulado em alumínio que dirige a luz exatamente para onde precisa. O LED integrado oferece três temperaturas de cor. A base pesada torna-o muito estável.',
      use: 'Para ler, escrever e trabalhar até tarde.',
    },
    buildingBlocks: {
      name: 'Blocos de construção',
      description:
        'Blocos de faia maciça em várias formas, lixados com cuidado e pintados com tintas à base de água. Empilham-se sem fim para construir torres, pontes e castelos. Limpam-se com um pano húmido.',
      use: 'Para construir, ordenar e inventar a partir dos 12 meses.',
    },
    pullAlongToy: {
      name: 'Brinquedo de puxar',
      description:
        'Brinquedo de puxar em faia maciça, com rodas que giram suavemente. Acompanha os primeiros passos e aguenta todas as quedas. As tintas à base de água são seguras para os mais pequenos.',
      use: 'Para acompanhar os primeiros passos a partir dos 18 meses.',
    },
    jigsawPuzzle: {
      name: 'Puzzle',
      description:
        'Puzzle em cartão reciclado espesso, com peças cortadas com precisão que encaixam com firmeza. A ilustração, impressa com tintas vegetais, mantém cores vivas. Vem numa caixa resistente com a imagem em grande.',
      use: 'Para serões tranquilos, sozinho ou em companhia.',
    },
    boardGame: {
      name: 'Jogo de tabuleiro',
      description:
        'Jogo de regras simples, com tabuleiro em cartão grosso e peças resistentes. Cada partida dura cerca de 30 minutos, para 2 a 5 jogadores. Impresso na Europa.',
      use: 'Para jogar em família ou com amigos.',
    },
    bathTowel: {
      name: 'Toalha de banho',
      description:
        'Toalha de algodão turco espesso, macia e muito absorvente. Mantém-se fofa lavagem após lavagem. Lavável a 60 °C; evite o amaciador.',
      use: 'Para se secar depois do duche ou do banho.',
    },
    soapDish: {
      name: 'Saboneteira',
      description:
        'Saboneteira de cerâmica vidrada com ranhuras que deixam escorrer a água. Assim o sabonete seca entre utilizações e dura mais. Limpa-se com água quente.',
      use: 'Para manter o sabonete sólido sempre seco.',
    },
    barSoap: {
      name: 'Sabonete sólido',
      description:
        'Sabonete de saponificação a frio com óleos vegetais, que lava com suavidade sem secar a pele. Sem plástico: vem simplesmente embrulhado em papel. Um sabonete dura mais ou menos o mesmo que dois frascos de gel de banho.',
      use: 'Para rosto, mãos e corpo.',
    },
    handCream: {
      name: 'Creme de mãos',
      description:
        'Creme com óleos vegetais e manteiga de karité que se absorve depressa sem deixar sensação oleosa. Protege as mãos do frio e dos trabalhos no jardim. Bisnaga de alumínio reciclável.',
      use: 'Para nutrir as mãos secas todos os dias.',
    },
  },
  colours: {
    black: 'preto',
    white: 'branco',
    graphite: 'grafite',
    red: 'vermelho',
    blue: 'azul',
    navy: 'azul-marinho',
    green: 'verde',
    olive: 'verde-azeitona',
    sand: 'areia',
    grey: 'cinzento',
    terracotta: 'terracota',
    yellow: 'amarelo',
    natural: 'natural',
    pink: 'rosa',
  },
  materials: {
    castIron: 'ferro fundido',
    stainlessSteel: 'aço inoxidável',
    carbonSteel: 'aço carbono',
    aluminium: 'alumínio',
    ceramic: 'cerâmica',
    porcelain: 'porcelana',
    glass: 'vidro',
    oak: 'carvalho',
    beech: 'faia',
    bamboo: 'bambu',
    cotton: 'algodão',
    linen: 'linho',
    wool: 'lã',
    recycledPolyester: 'poliéster reciclado',
    nylon: 'nylon',
    cork: 'cortiça',
    rubber: 'borracha',
    paper: 'papel',
    terracottaClay: 'barro',
    plantOils: 'óleos vegetais',
  },
  lines: {
    classic: 'Um design intemporal e comprovado, que nunca passa de moda.',
    pro: 'Feita para uso intensivo todos os dias e para quem não abdica da exigência.',
    eco: 'Materiais reciclados ou renováveis, para uma pegada ambiental mais leve.',
    compact: 'Leve e pequena: arruma-se em qualquer canto e vai consigo para todo o lado.',
    premium: 'Os melhores materiais, com acabamentos feitos à mão.',
    essential: 'O essencial bem feito, a um preço justo.',
  },
  manufacturers: {
    ferrum:
      'Fundição europeia especializada em ferro e aço, a Ferrum fabrica frigideiras e caçarolas pensadas para durar gerações.',
    aurelio:
      'Cutelaria de tradição, a Aurelio forja as suas lâminas em aço inoxidável e afia-as à mão, uma a uma, antes de as montar em cabos bem equilibrados.',
    kaffeto:
      'A Kaffeto desenha utensílios simples e precisos para preparar café de filtro e chá em casa, sem complicações.',
    porcela:
      'A Porcela produz louça de porcelana e copos de linhas limpas, resistentes e pensados para o dia a dia.',
    lumora: 'A Lumora desenha candeeiros em cerâmica, bambu e alumínio que enchem a casa de luz quente.',
    tessile:
      'Tecelagem familiar, a Tessile produz mantas, toalhas e capas em lã, linho e algodão a partir de fibras escolhidas com cuidado.',
    'casa-brava':
      'A Casa Brava cria peças de decoração, arrumação e vasos de espírito mediterrânico para a casa e o jardim.',
    nordvik:
      'Nascida no Norte da Europa, a Nordvik desenvolve tendas e sacos-cama postos à prova do vento, do frio e da chuva.',
    trailcraft:
      'A Trailcraft fabrica mochilas e acessórios de montanha resistentes, pensados por caminheiros para caminheiros.',
    velora:
      'A Velora equipa quem anda de bicicleta todos os dias com luzes e alforges fiáveis, faça chuva ou faça sol.',
    verdello:
      'A Verdello fabrica ferramentas de jardim robustas e bem equilibradas, feitas para afiar e reparar em vez de deitar fora.',
    fitform: 'A FitForm cria equipamento desportivo simples e duradouro para ioga, corrida e treino em casa.',
    papyra:
      'Papeleira europeia, a Papyra encaderna cadernos e agendas em bom papel e desenha instrumentos de escrita que dão vontade de escrever.',
    holzwerk:
      'Na sua oficina, a Holzwerk faz brinquedos de faia maciça com tintas à base de água e muita paciência.',
    savonna:
      'A Savonna produz em pequenos lotes sabonetes de saponificação a frio e cuidados com óleos vegetais, quase sem plástico.',
    kivi: 'A Kivi edita puzzles e jogos de tabuleiro que juntam miúdos e graúdos à volta da mesa.',
  },
  attributes: {
    material: 'Material',
    colour: 'Cor',
    size: 'Tamanho',
    weight: 'Peso',
    line: 'Gama',
  },
  articles: {
    caringForCastIron: {
      title: 'Como cuidar do ferro fundido',
      slug: 'como-cuidar-do-ferro-fundido',
      subtitle: 'Curar, limpar e guardar: os gestos certos para uma frigideira que dura a vida inteira.',
      body: 'Uma frigideira de ferro fundido bem tratada fica melhor com os anos. O segredo está na cura: uma camada fina de óleo que, aquecida a alta temperatura, polimeriza e forma uma superfície lisa, protetora e naturalmente antiaderente.\n\nPara curar uma frigideira nova, lave-a uma primeira vez com água quente, seque-a muito bem e espalhe com papel de cozinha uma camada finíssima de óleo neutro, como o de girassol, por todas as faces. Retire o excesso: deve parecer quase seca. Leve-a ao forno a 220 °C, virada ao contrário, durante uma hora e deixe-a arrefecer lá dentro. Repita duas ou três vezes para criar uma base sólida.\n\nNo dia a dia, lave-a ainda morna com água quente e uma escova. Uma gota de detergente não faz mal, mas evite deixá-la de molho e nunca a ponha na máquina da loiça. Para restos agarrados, esfregue com um punhado de sal grosso. Depois, seque-a uns minutos ao lume e passe-lhe umas gotas de óleo.\n\nApareceu uma mancha de ferrugem? Nada de pânico: esfregue com palha-de-aço, passe por água, seque e volte a curar. Guarde o ferro fundido num sítio seco e, se empilhar frigideiras, ponha uma folha de papel de cozinha entre elas. Acima de tudo, use-a muitas vezes: é a melhor manutenção que existe.',
    },
    hikingPackingList: {
      title: 'O que levar na mochila na primeira caminhada',
      slug: 'o-que-levar-na-primeira-caminhada',
      subtitle: 'Uma lista simples para passar um dia nos trilhos, sem esquecimentos nem peso a mais.',
      body: 'Para uma primeira caminhada de um dia, chega uma mochila de 20 a 30 litros. Não se trata de levar tudo o que possa vir a fazer falta, mas sim o que o mantém seco, hidratado e em segurança.\n\nComece pela água: conte com pelo menos litro e meio por pessoa, mais se estiver calor ou o percurso tiver muito desnível. Junte uma refeição a sério, como umas boas sandes, e qualquer coisa para petiscar: frutos secos, fruta ou uma barra de cereais. Quanto à roupa, o sistema das três camadas funciona em qualquer lado: t-shirt respirável, casaco polar fino e casaco impermeável, mesmo que saia de casa com o céu limpo.\n\nDepois, meta na mochila um pequeno estojo de primeiros socorros com pensos, pensos para bolhas e desinfetante, uma lanterna frontal, protetor solar, um boné e o telemóvel carregado, com o mapa do percurso descarregado. Uma bateria externa quase não pesa e pode tirá-lo de apuros.\n\nPrepare a mochila na véspera: o mais pesado junto às costas, a roupa de chuva em cima e as coisas pequenas no bolso da tampa. Calce botas ou sapatilhas já habituadas ao seu pé e diga a alguém por onde vai. Agora é só sair cedo e aproveitar a paisagem.',
    },
    betterCoffeeAtHome: {
      title: 'Um café de filtro melhor em casa',
      slug: 'cafe-de-filtro-em-casa',
      subtitle: 'Moagem, proporção e temperatura: três ajustes para uma chávena muito mais saborosa.',
      body: 'Num país de bicas, o café de filtro ainda é visto com alguma desconfiança. Mas, bem feito, dá chávenas aromáticas e delicadas, e tudo depende sobretudo de três coisas: a moagem, a proporção e a temperatura da água.\n\nComecemos pela moagem. Para um filtro de cone, procure uma textura parecida com areia fina ou sal de cozinha, bem mais grossa do que a do expresso. Se for demasiado fina, a água passa devagar e o café fica amargo; se for demasiado grossa, a água escorre sem extrair os aromas e o resultado é ácido e aguado. Se puder, moa na hora: é a diferença que mais se nota.\n\nQuanto à proporção, um bom ponto de partida são 60 gramas de café por litro de água, ou seja, cerca de 15 gramas para uma chávena grande de 250 ml. Uma pequena balança de cozinha ajuda a repetir o resultado todas as manhãs. A água deve estar quente, mas não a ferver: entre 92 e 96 °C, cerca de trinta segundos depois de levantar fervura.\n\nPasse primeiro o filtro por água quente, deite um pouco de água para o café «florescer» durante trinta segundos e depois verta o resto devagar, em círculos. Tudo deve demorar uns três minutos. Prove, mude uma só variável de cada vez e tome nota do que mais gosta.',
    },
    choosingAKitchenKnife: {
      title: 'Como escolher uma boa faca de cozinha',
      slug: 'como-escolher-uma-faca-de-cozinha',
      subtitle: 'Faca de chef ou faca de pão, tipo de aço e afiação: o que saber antes de comprar.',
      body: 'Não precisa de um cepo com doze facas: duas boas lâminas resolvem quase tudo o que se cozinha em casa. A faca de chef e a faca de pão formam uma dupla imbatível.\n\nA faca de chef, com uma lâmina larga de 16 a 20 cm, pica cebola, corta legumes, parte carne e pica ervas. A lâmina de 20 cm adapta-se à maioria das mãos; se a sua bancada é pequena ou prefere precisão, a de 16 cm será mais fácil de manejar. Pegue nela antes de comprar: deve estar equilibrada junto ao talão e não cansar o pulso.\n\nA faca de pão trabalha com os dentes. A lâmina serrilhada corta a côdea sem esmagar o miolo e é também perfeita para tomates ou bolos delicados. Além disso, quase nunca precisa de ser afiada.\n\nQuanto ao aço, um bom inoxidável é o equilíbrio ideal: mantém o fio e não enferruja. Avive o fio com uma chaira ou uma pedra de afiar de poucas em poucas semanas, lave sempre as facas à mão e guarde-as numa barra magnética ou num cepo, nunca soltas numa gaveta. E corte sobre uma tábua de madeira: o vidro e o mármore dão cabo de qualquer fio.',
    },
    balconyGardenInSpring: {
      title: 'Uma horta na varanda esta primavera',
      slug: 'horta-na-varanda',
      subtitle: 'Vasos, substrato, aromáticas e rega: tudo para começar, mesmo com poucos metros.',
      body: 'Bastam uns quantos vasos para colher ervas frescas, tomate-cereja e morangos sem sair de casa. A primavera é a altura ideal para começar, assim que passarem as geadas noturnas.\n\nPrimeiro, observe a varanda: quantas horas de sol direto recebe? Virada a sul, vai fazer as delícias de tomateiros, manjericão, tomilho e alecrim. À meia-sombra, aposte antes em hortelã, cebolinho, salsa e alfaces. Escolha vasos de barro com pelo menos 20 cm de diâmetro para as aromáticas e de 30 a 40 cm para os tomateiros. O barro deixa as raízes respirar, mas seca mais depressa: tenha isso em conta.\n\nO substrato faz toda a diferença. Use um de boa qualidade para horta, enriquecido com um pouco de composto, e ponha uma camada de argila expandida no fundo para a drenagem. Não reaproveite a terra cansada do ano passado sem a adubar.\n\nNa rega, a regra é simples: mais vale regar bem e menos vezes do que pingar um pouco todos os dias. Enfie um dedo na terra; se os primeiros dois centímetros estiverem secos, está na hora. Regue de manhã cedo ou ao fim da tarde, sempre junto ao pé da planta. E colha as ervas com frequência: voltam a crescer com mais força.',
    },
    cosyLightingForWinter: {
      title: 'Luz quente para o inverno',
      slug: 'luz-quente-para-o-inverno',
      subtitle: 'Como combinar vários pontos de luz para uma casa acolhedora quando anoitece cedo.',
      body: 'Quando às cinco da tarde já é noite, a iluminação muda tudo. O candeeiro de teto sozinho dá uma luz chapada e um pouco fria; o segredo de uma sala acolhedora é combinar vários pontos de luz a diferentes alturas.\n\nPense em três camadas. A primeira é a luz geral, a que serve para circular: um candeeiro suspenso por cima da mesa ou no centro da sala, de preferência com um abajur que difunda em vez de encandear. A segunda é a luz de tarefa, onde lê, cozinha ou trabalha: um candeeiro de secretária orientável, um candeeiro de leitura junto ao cadeirão. A terceira é a luz ambiente: candeeiros de mesa numa cómoda, numa estante ou no parapeito da janela.\n\nEscolha lâmpadas de luz quente, à volta dos 2700 K; o valor vem indicado na embalagem. Dão aquele tom dourado que lembra a chama de uma vela. Os reguladores de intensidade são uma preciosidade: o mesmo candeeiro serve para o jantar e para a sessão de cinema no sofá.\n\nPor fim, brinque com os materiais. O bambu entrançado desenha sombras no teto, a cerâmica aquece a luz e o linho suaviza-a. Depois do jantar, apague a luz do teto, acenda dois ou três candeeiros baixos e puxe uma manta: o inverno fica logo mais fácil.',
    },
    yogaAtHomeForBeginners: {
      title: 'Começar a praticar ioga em casa',
      slug: 'comecar-ioga-em-casa',
      subtitle:
        'Um canto sossegado, um bom tapete e quinze minutos por dia: a sua primeira sequência, passo a passo.',
      body: 'Não precisa de uma sala enorme para começar a praticar ioga em casa. Basta um espaço livre de dois metros por um, de preferência perto de uma janela. O importante é conseguir desenrolar o tapete sem mudar móveis de sítio: quanto menos obstáculos, mais fácil é tornar a prática um hábito.\n\nO tapete é o único equipamento verdadeiramente indispensável. Deve ter aderência mesmo quando as mãos transpiram e ser espesso o suficiente para proteger os joelhos. A cortiça é uma excelente escolha: quanto mais se transpira, mais agarra, e não ganha cheiros. Um ou dois blocos ajudam a adaptar as posturas se lhe faltar flexibilidade, e uma manta dobrada serve de almofada para o relaxamento final.\n\nPara uma primeira sequência de uns quinze minutos, comece sentado, com algumas respirações lentas. Passe para a postura do gato e da vaca, para acordar a coluna, depois o cão virado para baixo, a postura da criança e dois ou três afundos baixos. Termine deitado de costas, imóvel, durante três minutos.\n\nMais vale pouco e muitas vezes do que muito e raramente. Ouça o seu corpo, nunca vá até à dor e mantenha a respiração fluida. Ao fim de algumas semanas vai sentir a diferença.',
    },
    aGentlerBathroom: {
      title: 'Uma casa de banho mais suave',
      slug: 'uma-casa-de-banho-mais-suave',
      subtitle: 'Sabonete sólido, menos plástico e toalhas bem tratadas: pequenos gestos para todos os dias.',
      body: 'A casa de banho é muitas vezes a divisão onde se acumulam mais frascos de plástico. A boa notícia é que bastam algumas mudanças para a tornar mais simples, mais suave para a pele e mais leve para o ecoponto.\n\nO primeiro passo é o sabonete sólido. Um sabonete de saponificação a frio, feito com óleos vegetais, lava sem secar e substitui tanto o gel de banho como o sabonete líquido das mãos. Dura muito, desde que não fique dentro de água: pouse-o numa saboneteira que escorra bem. Os champôs sólidos também evoluíram imenso; experimente um antes de acabar o frasco.\n\nDepois, faça uma triagem. Fique com os produtos que usa e de que gosta mesmo, arrume o resto longe da vista e, sempre que possível, prefira recargas ou embalagens de vidro e alumínio.\n\nPor último, trate bem as toalhas: são elas que fazem o conforto de todos os dias. Lave-as a 60 °C e sem amaciador, que empapa as fibras e lhes tira capacidade de absorção. Meio copo de vinagre branco no compartimento do amaciador chega para as manter macias. Seque-as ao ar livre sempre que puder e sacuda-as bem antes de as estender: vão continuar fofas durante anos.',
    },
    cyclingToWork: {
      title: 'Ir para o trabalho de bicicleta',
      slug: 'ir-para-o-trabalho-de-bicicleta',
      subtitle: 'Luzes, alforges, percurso e meteorologia: conselhos para começar com o pé direito.',
      body: 'Ir para o trabalho de bicicleta costuma ser mais rápido do que se pensa, faz muito bem à saúde e, nas manhãs de sol, é um verdadeiro prazer. Com um pouco de preparação, o trajeto torna-se simples e seguro o ano inteiro.\n\nComece pelas luzes: uma luz dianteira branca e uma traseira vermelha são obrigatórias à noite, e muito úteis também nos dias cinzentos. Escolha um conjunto potente e recarregável, e deixe um cabo USB no escritório. No inverno, junte um colete ou fitas refletoras.\n\nPara levar as suas coisas, esqueça a mochila que faz suar as costas: um alforge impermeável no porta-bagagens leva o portátil, o almoço e uma muda de roupa sem esforço. A bicicleta fica mais estável e chega seco ao destino.\n\nO percurso conta tanto como o equipamento. O caminho mais curto nem sempre é o melhor: procure ciclovias, ruas calmas ou passeios ribeirinhos, e experimente o trajeto num fim de semana, sem pressas. Vista-se por camadas e leve sempre um impermeável leve no alforge; com chuva, os guarda-lamas fazem toda a diferença. Ao fim de umas semanas, não vai querer voltar ao carro.',
    },
    plannerHabits: {
      title: 'Planear a semana com uma agenda em papel',
      slug: 'planear-a-semana-com-uma-agenda',
      subtitle: 'Um encontro de quinze minutos consigo para uma semana mais tranquila.',
      body: 'Num mundo cheio de notificações, a agenda em papel tem uma vantagem preciosa: obriga-nos a abrandar. Escrever à mão ajuda a memorizar e a decidir o que realmente importa. Para tirar partido disso, basta criar uma pequena rotina semanal.\n\nEscolha um momento fixo, por exemplo domingo à noite ou segunda de manhã, com um café. Comece por rever a semana que passou: o que conseguiu fazer e o que ficou pelo caminho? Passe para a nova semana as tarefas que ainda fazem sentido e risque sem remorsos as que já não fazem.\n\nDepois, aponte os compromissos fixos e escolha três prioridades para a semana, nem mais uma. Escreva-as no topo da página dupla e reserve-lhes um momento concreto nos seus dias, como se fossem uma reunião. As restantes tarefas podem esperar numa lista à parte.\n\nTodas as manhãs, espreite a página do dia e acrescente, no máximo, três coisas a fazer. À noite, assinale o que ficou feito. Há quem goste de acompanhar alguns hábitos na margem: caminhar, ler, beber água suficiente. Mantenha o sistema simples: uma caneta de que goste, duas cores no máximo e nenhuma pressão para que fique tudo bonito. Uma agenda útil não precisa de ser perfeita.',
    },
    whyWoodenToys: {
      title: 'Porquê escolher brinquedos de madeira?',
      slug: 'porque-escolher-brinquedos-de-madeira',
      subtitle:
        'Resistentes, abertos à imaginação e fáceis de cuidar: brinquedos que passam de geração em geração.',
      body: 'Os brinquedos de madeira têm qualquer coisa de intemporal. Encontramo-los no sótão dos avós, um pouco gastos, mas prontos para mais uma brincadeira. A primeira virtude é a resistência: um bloco de faia maciça sobrevive a quedas, dentadas e anos de uso, e passa de irmão para irmão.\n\nTêm também uma qualidade mais discreta: dão todo o protagonismo à imaginação. Um conjunto de blocos não faz nada sozinho. Hoje é uma torre, amanhã uma garagem, uma quinta ou um comboio. Esta brincadeira livre, sem pilhas nem ecrãs, estimula a concentração, a motricidade fina e a criatividade, e cresce com a criança.\n\nPara acertar na escolha, procure madeira maciça de florestas geridas de forma sustentável, tintas à base de água que cumpram as normas europeias e arestas bem arredondadas. Confirme a idade recomendada: as peças pequenas não são adequadas a menores de três anos.\n\nCuidar deles é muito fácil. Passe-lhes um pano ligeiramente húmido com um pouco de sabão neutro, nunca os deixe de molho e deixe-os secar ao ar. Se a madeira ficar áspera, uma lixagem suave e umas gotas de óleo alimentar devolvem-lhe a suavidade. Bem tratados, vão fazer também a alegria da geração seguinte.',
    },
    settingATableForGuests: {
      title: 'Como pôr uma mesa bonita para receber',
      slug: 'como-por-uma-mesa-bonita',
      subtitle: 'Pratos, copos, guardanapos e flores: o essencial para receber com toda a calma.',
      body: 'Uma mesa bonita não exige talheres de prata nem o serviço do casamento. Com meia dúzia de regras simples, os seus convidados vão sentir-se esperados assim que se sentarem.\n\nParta de uma base sóbria: uma toalha ou um caminho de mesa em linho, ou simplesmente a madeira da mesa à vista. Pratos lisos, brancos ou num tom suave cor de areia, valorizam a comida e combinam com tudo. Coloque o prato a dois dedos da borda, o garfo à esquerda e a faca à direita, com o gume virado para o prato. Conte com uns sessenta centímetros por pessoa para que ninguém fique apertado.\n\nPara uma refeição descontraída, basta um copo de água; junte um copo de vinho à direita se o for servir. Copos simples e todos iguais dão uma sensação de harmonia, mesmo que o resto não condiga. Os guardanapos de pano fazem toda a diferença: dobrados sem complicações em cima do prato ou à esquerda, com um raminho de alecrim por cima.\n\nTermine com as flores, sempre baixas para que todos se vejam de uma ponta à outra da mesa: umas jarrinhas, ramos do jardim e algumas velas. Tenha tudo pronto uma hora antes de os convidados chegarem e aproveite o serão.',
    },
  },
  promotions: {
    winterSale: {
      name: 'Saldos de inverno',
      slug: 'saldos-de-inverno',
      description:
        '20% de desconto numa seleção de mantas, candeeiros e equipamento de ar livre, para atravessar o frio bem agasalhado.',
    },
    kitchenDays: {
      name: 'Dias da cozinha',
      slug: 'dias-da-cozinha',
      description: '10 € de desconto numa seleção de frigideiras, woks, panelas e caçarolas.',
    },
    freeShippingWeekend: {
      name: 'Fim de semana de portes grátis',
      slug: 'fim-de-semana-portes-gratis',
      description:
        'Durante todo o fim de semana, os portes são grátis nos produtos de banho e cuidados pessoais.',
    },
    welcome: {
      name: 'Oferta de boas-vindas',
      slug: 'oferta-de-boas-vindas',
      description:
        'Boas-vindas à Tendero: 10% de desconto em todo o carrinho com o código WELCOME10, uma vez por cliente.',
    },
    saveFifteen: {
      name: 'Poupe 15 €',
      slug: 'poupe-15',
      description: '15 € de desconto em encomendas a partir de 100 € com o código SAVE15.',
    },
    freeShippingCode: {
      name: 'Código de portes grátis',
      slug: 'codigo-de-portes-gratis',
      description: 'Introduza o código FREESHIP no carrinho e a sua encomenda segue sem custos de envio.',
    },
    summerSale: {
      name: 'Saldos de verão',
      slug: 'saldos-de-verao',
      description: '25% de desconto em todo o carrinho com o código SUMMER25, durante todo o verão.',
    },
    fitFormWeeks: {
      name: 'Semanas FitForm',
      slug: 'semanas-fitform',
      description:
        '20% de desconto em todos os produtos FitForm – tapetes de ioga, kettlebells e equipamento de corrida – com o código FITFORM20.',
    },
    gardenSeason: {
      name: 'Estação do jardim',
      slug: 'estacao-do-jardim',
      description:
        '10% de desconto em tudo para o jardim com o código GARDEN10: ferramentas, floreiras e regadores.',
    },
    freeGift: {
      name: 'Brinde oferecido',
      slug: 'brinde-oferecido',
      description:
        'Em compras a partir de 150 €, escolha um brinde: um sabonete, um creme de mãos, um conjunto de lápis ou um caderno.',
    },
    fullVoucher: {
      name: 'Vale de oferta',
      slug: 'vale-de-oferta',
      description:
        'Um vale de demonstração para uma encomenda inteira: o código VOUCHER100 desconta 100% dos seus artigos, uma vez por cliente. Junte FREESHIP e não fica nada por pagar.',
    },
  },
  marketing: {
    heroWinter: {
      title: 'Saldos de inverno',
      body: '20% de desconto em mantas, candeeiros e equipamento de ar livre selecionados.',
      cta: 'Ver os saldos',
    },
    heroOutdoor: {
      title: 'Começa a época do ar livre',
      body: 'Tendas, mochilas e garrafas prontas para as primeiras saídas da primavera.',
      cta: 'Preparar a aventura',
    },
    bannerKitchen: {
      title: 'Dias da cozinha',
      body: '10 € de desconto em frigideiras e caçarolas selecionadas.',
      cta: 'Aproveitar',
    },
    bannerGarden: {
      title: 'O jardim está a acordar',
      body: 'Ferramentas, vasos e regadores para começar a época.',
      cta: 'Ver jardim',
    },
    bannerOffice: {
      title: 'Uma secretária arrumada',
      body: 'Cadernos, canetas e candeeiros para trabalhar de cabeça limpa.',
      cta: 'Descobrir',
    },
    uspShipping: {
      title: 'Portes grátis a partir de 49 €',
      body: 'Em todas as encomendas, sem códigos.',
      cta: '',
    },
    uspReturns: {
      title: '{returnDays} dias para devolver',
      body: 'Devolução gratuita com a nossa etiqueta pré-paga e reembolso rápido.',
      cta: '',
    },
    uspPayment: {
      title: 'Pagamento seguro com cartão',
      body: 'Os seus dados bancários são cifrados e protegidos.',
      cta: '',
    },
    uspSupport: {
      title: 'Apoio personalizado',
      body: 'Pessoas reais para o ajudar, de segunda a sexta.',
      cta: '',
    },
  },
};
