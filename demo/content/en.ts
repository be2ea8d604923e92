import type { LocaleContent } from './types.ts';

export const en: LocaleContent = {
  brandsSegment: 'brands',
  categories: {
    kitchen: {
      name: 'Kitchen',
      slug: 'kitchen',
      description: 'Everything for cooking, brewing and serving, from cast-iron pans to everyday plates.',
    },
    'kitchen.cookware': {
      name: 'Cookware',
      slug: 'cookware',
      description: 'Pans and pots that heat evenly and keep going through decades of daily cooking.',
    },
    'kitchen.cookware.pans': {
      name: 'Pans',
      slug: 'pans',
      description: 'Cast-iron frying pans and carbon-steel woks for searing, frying and stir-frying.',
    },
    'kitchen.cookware.pots': {
      name: 'Pots',
      slug: 'pots',
      description: 'Stockpots and Dutch ovens for soups, stews and slow Sunday braises.',
    },
    'kitchen.knives': {
      name: 'Knives',
      slug: 'knives',
      description: 'Sharp, well-balanced knives for fine chopping and crusty loaves alike.',
    },
    'kitchen.coffee': {
      name: 'Coffee & Tea',
      slug: 'coffee-tea',
      description: 'Pour-over sets and teapots for a slower, better cup at home.',
    },
    'kitchen.tableware': {
      name: 'Tableware',
      slug: 'tableware',
      description: 'Plates and glasses that are sturdy enough for every day and lovely enough for guests.',
    },
    home: {
      name: 'Home',
      slug: 'home',
      description: 'Lamps, textiles, decor and storage that make a house feel lived in.',
    },
    'home.lighting': {
      name: 'Lighting',
      slug: 'lighting',
      description: 'Table lamps and pendants with a warm glow for long evenings.',
    },
    'home.textiles': {
      name: 'Textiles',
      slug: 'textiles',
      description: 'Wool throws and linen cushion covers to soften sofas, beds and reading corners.',
    },
    'home.decor': {
      name: 'Decor',
      slug: 'decor',
      description: 'Vases and mirrors that add character without adding clutter.',
    },
    'home.storage': {
      name: 'Storage',
      slug: 'storage',
      description: 'Baskets and shelving that give everything a place and look good doing it.',
    },
    outdoor: {
      name: 'Outdoor',
      slug: 'outdoor',
      description: 'Gear for camping, hiking and cycling, tested on long days outside.',
    },
    'outdoor.camping': {
      name: 'Camping',
      slug: 'camping',
      description: 'Tents and sleeping bags for quiet nights under canvas, from spring to autumn.',
    },
    'outdoor.hiking': {
      name: 'Hiking',
      slug: 'hiking',
      description: 'Backpacks, poles and bottles for short walks and long trails.',
    },
    'outdoor.hiking.backpacks': {
      name: 'Backpacks',
      slug: 'backpacks',
      description: 'Daypacks and trekking packs that carry comfortably, mile after mile.',
    },
    'outdoor.hiking.accessories': {
      name: 'Accessories',
      slug: 'accessories',
      description:
        'Trekking poles and insulated bottles: the small things that make a big difference on the trail.',
    },
    'outdoor.cycling': {
      name: 'Cycling',
      slug: 'cycling',
      description: 'Bright lights and waterproof panniers for the daily commute and weekend rides.',
    },
    garden: {
      name: 'Garden',
      slug: 'garden',
      description: 'Tools, pots and watering gear for gardens, terraces and balconies of every size.',
    },
    'garden.tools': {
      name: 'Garden Tools',
      slug: 'garden-tools',
      description: 'Secateurs and spades that cut cleanly, dig deep and last for years.',
    },
    'garden.planters': {
      name: 'Pots & Planters',
      slug: 'pots-planters',
      description: 'Terracotta pots and oak raised beds for herbs, flowers and home-grown vegetables.',
    },
    'garden.watering': {
      name: 'Watering',
      slug: 'watering',
      description: 'Watering cans and hoses that keep thirsty plants happy all summer.',
    },
    sport: {
      name: 'Sport',
      slug: 'sport',
      description: 'Yoga, running and strength gear for staying active at home and outdoors.',
    },
    'sport.yoga': {
      name: 'Yoga',
      slug: 'yoga',
      description: 'Cork mats and blocks that grip well and feel good under hands and feet.',
    },
    'sport.running': {
      name: 'Running',
      slug: 'running',
      description: 'Light caps and belts that stay put, so you can focus on the run.',
    },
    'sport.training': {
      name: 'Training',
      slug: 'training',
      description: 'Kettlebells and resistance bands for a full workout in a small space.',
    },
    office: {
      name: 'Office',
      slug: 'office',
      description: 'Notebooks, pens and desk essentials for focused work and handwritten plans.',
    },
    'office.notebooks': {
      name: 'Notebooks & Planners',
      slug: 'notebooks-planners',
      description: 'Fountain-pen-friendly paper for notes, sketches and well-planned weeks.',
    },
    'office.writing': {
      name: 'Pens & Pencils',
      slug: 'pens-pencils',
      description: 'Fountain pens and pencils that make writing by hand a pleasure again.',
    },
    'office.desk': {
      name: 'Desk Accessories',
      slug: 'desk-accessories',
      description: 'Organisers and lamps for a tidy, well-lit place to work.',
    },
    kids: {
      name: 'Kids',
      slug: 'kids',
      description: 'Wooden toys, puzzles and games made to be played with for years.',
    },
    'kids.wooden-toys': {
      name: 'Wooden Toys',
      slug: 'wooden-toys',
      description: 'Sturdy beech blocks and pull-along toys for open, imaginative play.',
    },
    'kids.games': {
      name: 'Games & Puzzles',
      slug: 'games-puzzles',
      description: 'Jigsaws and board games for rainy afternoons and family evenings.',
    },
    bath: {
      name: 'Bath',
      slug: 'bath',
      description: 'Soft towels and natural care for a calmer bathroom with less plastic.',
    },
    'bath.accessories': {
      name: 'Bath Accessories',
      slug: 'bath-accessories',
      description: 'Thick cotton towels and ceramic soap dishes for everyday comfort.',
    },
    'bath.care': {
      name: 'Natural Care',
      slug: 'natural-care',
      description: 'Bar soaps and hand creams made from plant oils, gentle on skin and light on packaging.',
    },
  },
  productTypes: {
    fryingPan: {
      name: 'Frying Pan',
      description:
        'Pre-seasoned cast iron that holds its heat, so steaks sear and potatoes crisp evenly from edge to centre. Works on gas, induction, in the oven and even over a campfire. Rinse with hot water, dry on the hob and wipe with a drop of oil.',
      use: 'Searing, frying and finishing dishes in the oven.',
    },
    wok: {
      name: 'Wok',
      description:
        'A thin carbon-steel wok that heats up in seconds and responds quickly when you turn the flame up or down. With every use it builds a dark, naturally non-stick patina. Wash without soap, dry well and oil lightly before storing.',
      use: 'Stir-frying, steaming and deep-frying at high heat.',
    },
    stockPot: {
      name: 'Stockpot',
      description:
        'A tall stainless-steel pot with a thick encapsulated base that spreads heat evenly and doesn’t scorch. Riveted handles stay firm even when it’s full to the brim, and it goes straight into the dishwasher.',
      use: 'Stocks, soups, pasta and cooking in big batches.',
    },
    dutchOven: {
      name: 'Dutch Oven',
      description:
        'Heavy enamelled cast iron with a tight-fitting lid that keeps moisture in for tender, slow-cooked dishes. It moves from hob to oven to table, and the glossy enamel needs no seasoning.',
      use: 'Braising, stews and baking crusty bread.',
    },
    chefsKnife: {
      name: 'Chef’s Knife',
      description:
        'The all-rounder of the kitchen: a forged stainless-steel blade with a gentle curve for rocking through herbs, onions and meat. The full tang and contoured handle give it balance and control. Wash by hand and hone it regularly.',
      use: 'Chopping, slicing and dicing every day.',
    },
    breadKnife: {
      name: 'Bread Knife',
      description:
        'A long serrated stainless-steel blade that cuts through hard crusts without squashing the soft crumb. Just as handy for tomatoes and layer cakes, and the serration stays keen for years.',
      use: 'Slicing crusty bread, cakes and ripe tomatoes.',
    },
    pourOverSet: {
      name: 'Pour-Over Set',
      description:
        'A heat-resistant borosilicate glass carafe with a matching dripper and reusable stainless filter: everything you need for a clean, aromatic cup. You control grind, water and timing yourself, and every part is dishwasher-safe.',
      use: 'Brewing filter coffee by hand.',
    },
    teapot: {
      name: 'Teapot',
      description:
        'A glazed ceramic teapot with a removable fine-mesh infuser for loose leaves. Thick walls keep the tea hot for longer, and the spout pours cleanly without dripping.',
      use: 'Brewing loose-leaf tea for two to four people.',
    },
    dinnerPlateSet: {
      name: 'Dinner Plate Set',
      description:
        'Four 27 cm plates of hard-fired porcelain with a softly raised rim and a satin glaze. Chip-resistant, easy to stack and safe in the dishwasher, microwave and oven.',
      use: 'Everyday meals and dinners with friends.',
    },
    drinkingGlasses: {
      name: 'Tumbler Set',
      description:
        'Six sturdy tumblers of clear glass with a fine rim and a weighted base that sits nicely in the hand. They stack neatly and come out of the dishwasher without clouding.',
      use: 'Water, juice and everyday drinks.',
    },
    tableLamp: {
      name: 'Table Lamp',
      description:
        'A hand-glazed ceramic base topped with a linen shade that gives a soft, warm glow. Fitted with an E27 socket and an in-line dimmer; simply wipe the base with a damp cloth.',
      use: 'Warm reading and mood light on sideboards and bedside tables.',
    },
    pendantLight: {
      name: 'Pendant Light',
      description:
        'Woven from thin strips of bamboo, this shade casts a gentle pattern of light across walls and ceiling. It is lightweight, easy to hang and comes with a 1.5 m fabric cable.',
      use: 'Soft light above dining tables and in living rooms.',
    },
    throwBlanket: {
      name: 'Throw Blanket',
      description:
        'Woven from soft pure wool in a subtle herringbone, this throw is warm without feeling heavy. Fringed ends and a generous 130 × 180 cm size; air it often and wash only on a wool cycle.',
      use: 'Evenings on the sofa and chilly bedrooms.',
    },
    cushionCover: {
      name: 'Cushion Cover',
      description:
        'Stonewashed linen that feels soft from day one and gets better with every wash. A hidden zip and a snug fit for 50 × 50 cm inserts; machine-washable at 40 °C.',
      use: 'Refreshing sofas, beds and reading corners.',
    },
    vase: {
      name: 'Vase',
      description:
        'A ceramic vase with a matt outer glaze and a watertight glazed interior. Its tapering neck holds a single stem as well as a loose bunch from the garden.',
      use: 'Fresh flowers, dried grasses or simply on its own.',
    },
    wallMirror: {
      name: 'Wall Mirror',
      description:
        'A round mirror framed in solid oak, oiled to bring out the grain, with bevelled glass. A hidden bracket keeps it flat against the wall.',
      use: 'Hallways, bathrooms and making small rooms feel bigger.',
    },
    storageBasket: {
      name: 'Storage Basket',
      description:
        'A hand-woven bamboo basket that is light yet stiff enough to keep its shape when full. Cotton-wrapped handles make it easy to pull off a shelf.',
      use: 'Toys, towels, magazines and everything in between.',
    },
    shelfUnit: {
      name: 'Shelving Unit',
      description:
        'Solid oak shelves in a clean, open frame that suits living rooms and home offices alike. Each shelf carries up to 25 kg, and wall fixings are included.',
      use: 'Books, plants and everyday storage.',
    },
    tent: {
      name: 'Tent',
      description:
        'A freestanding dome tent with a ripstop nylon flysheet rated to a 3,000 mm hydrostatic head. Colour-coded poles make pitching a matter of minutes, and the porch keeps boots and packs dry.',
      use: 'Three-season camping and overnight hikes.',
    },
    sleepingBag: {
      name: 'Sleeping Bag',
      description:
        'A mummy-shaped bag filled with recycled polyester that stays warm even when damp. Draught collar, two-way zip and a compression sack included; the size states the comfort temperature.',
      use: 'Nights in the tent from spring to autumn.',
    },
    hikingBackpack: {
      name: 'Hiking Backpack',
      description:
        'A trekking pack of tough nylon with an adjustable back system, a padded hip belt and a built-in rain cover. Side pockets, a lid pocket and a separate bottom compartment keep your kit in order.',
      use: 'Multi-day hikes and hut-to-hut tours.',
    },
    daypack: {
      name: 'Daypack',
      description:
        'A light backpack made from recycled polyester, with a ventilated mesh back and a sleeve for a hydration bladder or laptop. Roomy enough for a jacket, lunch and water.',
      use: 'Day hikes, city breaks and the daily commute.',
    },
    trekkingPoles: {
      name: 'Trekking Poles',
      description:
        'A pair of three-section aluminium poles with quick-lock clamps and cork grips. They take the strain off your knees on descents and pack down small enough to strap to a backpack.',
      use: 'Steep descents and long days on the trail.',
    },
    waterBottle: {
      name: 'Water Bottle',
      description:
        'Double-walled stainless steel keeps water cold for 24 hours and tea hot for 12. The lid is leak-proof, there is no plastic taste, and the powder coating won’t slip from your hand.',
      use: 'Hiking, the gym and the office desk.',
    },
    bikeLightSet: {
      name: 'Bike Light Set',
      description:
        'Front and rear lights in aluminium housings, charged via USB-C and rainproof to IPX5. Several modes including a daytime flash, and tool-free mounts for handlebars and seatposts.',
      use: 'Seeing and being seen on dark commutes.',
    },
    pannierBag: {
      name: 'Pannier',
      description:
        'A waterproof roll-top pannier of welded nylon that clips onto most racks in a second. Reflective details, a detachable shoulder strap and a padded laptop sleeve inside.',
      use: 'Commuting, shopping and weekend touring.',
    },
    pruningShears: {
      name: 'Secateurs',
      description:
        'Bypass secateurs with a hardened carbon-steel blade that cuts cleanly without crushing stems. Comfortable grips and a safety catch you can close with one hand; wipe the blade and oil the spring now and then.',
      use: 'Pruning roses, shrubs and fruit trees.',
    },
    gardenSpade: {
      name: 'Garden Spade',
      description:
        'A stainless-steel blade that slides into heavy soil and never rusts, on an ash shaft with a D-handle. A wide tread on the blade spares your boots.',
      use: 'Digging beds, planting and dividing perennials.',
    },
    plantPot: {
      name: 'Plant Pot',
      description:
        'Classic unglazed terracotta that breathes, so roots get air and soil doesn’t stay waterlogged. Frost-resistant, with a drainage hole and a matching saucer.',
      use: 'Herbs, flowers and shrubs on balconies and terraces.',
    },
    raisedBed: {
      name: 'Raised Bed',
      description:
        'Solid oak boards that slot together without tools and weather to a silvery grey. The working height spares your back, and the soil warms up earlier in spring.',
      use: 'Vegetables, salad and herbs in small gardens.',
    },
    wateringCan: {
      name: 'Watering Can',
      description:
        'A stainless-steel can with a long spout and a removable brass rose for a gentle shower. It is well balanced, so it stays easy to carry even when full.',
      use: 'Watering pots, seedlings and flower beds.',
    },
    gardenHose: {
      name: 'Garden Hose',
      description:
        'A natural rubber hose that stays supple even in frost and resists kinking. Brass fittings at both ends and a UV-resistant outer layer that lies flat without twisting.',
      use: 'Watering lawns and beds, or washing the bike.',
    },
    yogaMat: {
      name: 'Yoga Mat',
      description:
        'A cork surface that gets grippier the more you sweat, bonded to a cushioning natural rubber base. Naturally antibacterial, odour-free and 4 mm thick.',
      use: 'Yoga, Pilates and stretching at home or in class.',
    },
    yogaBlock: {
      name: 'Yoga Block',
      description:
        'A solid cork block with rounded edges, firm enough to lean on and light to carry. It brings the floor closer in standing poses and supports you in seated stretches.',
      use: 'Support and alignment in yoga poses.',
    },
    runningBelt: {
      name: 'Running Belt',
      description:
        'A slim, stretchy belt of recycled polyester that holds a phone, keys and a gel without bouncing. Reflective print and a key clip inside.',
      use: 'Carrying the essentials on a run.',
    },
    runningCap: {
      name: 'Running Cap',
      description:
        'A featherweight cap of recycled polyester that wicks sweat and dries quickly. Flexible peak, perforated side panels and an adjustable strap at the back.',
      use: 'Keeping sun and rain off on runs.',
    },
    kettlebell: {
      name: 'Kettlebell',
      description:
        'Cast in one piece of iron with a wide, smooth handle that feels right for swings and presses. A flat base keeps it steady on the floor, and a powder coat protects against rust.',
      use: 'Strength and conditioning workouts at home.',
    },
    resistanceBands: {
      name: 'Resistance Band',
      description:
        'A loop band of layered natural rubber, strong enough for squats, assisted pull-ups and mobility work. The layered build resists snapping, and a cotton bag is included.',
      use: 'Strength training and warm-ups anywhere.',
    },
    notebook: {
      name: 'Notebook',
      description:
        'A thread-bound notebook with 192 pages of 100 gsm paper that takes fountain-pen ink without bleeding through. It lies flat and has a ribbon marker and a back pocket.',
      use: 'Notes, sketches and journaling.',
    },
    planner: {
      name: 'Weekly Planner',
      description:
        'An undated planner with a week across two pages, monthly overviews and room for goals. Linen-bound hard cover and smooth 100 gsm paper.',
      use: 'Planning weeks, habits and projects on paper.',
    },
    fountainPen: {
      name: 'Fountain Pen',
      description:
        'A stainless-steel fountain pen with a smooth fine or medium nib and just enough weight for relaxed writing. Takes standard cartridges, and a converter for bottled ink is included.',
      use: 'Everyday writing, letters and signatures.',
    },
    pencilSet: {
      name: 'Pencil Set',
      description:
        'Graphite pencils in grades from 2H to 8B, cased in beech from sustainably managed forests. They sharpen easily and cleanly and come in a sturdy tin.',
      use: 'Drawing, sketching and writing.',
    },
    deskOrganiser: {
      name: 'Desk Organiser',
      description:
        'A solid oak tray with compartments for pens, cards and a phone. Felt underneath protects the desk surface.',
      use: 'Keeping the desk tidy.',
    },
    deskLamp: {
      name: 'Desk Lamp',
      description:
        'An aluminium desk lamp with an adjustable arm and a flicker-free LED that dims in five steps, from warm to neutral white. The heavy base keeps it stable.',
      use: 'Focused light for work and reading.',
    },
    buildingBlocks: {
      name: 'Building Block Set',
      description:
        'Solid beech blocks in natural and coloured shapes, sanded smooth and finished with water-based, saliva-proof paint. Sized for small hands and ready for towers, bridges and castles.',
      use: 'Open-ended play from the age of one.',
    },
    pullAlongToy: {
      name: 'Pull-Along Toy',
      description:
        'A wooden dog on wheels that wags its tail as it’s pulled along. Made of beech with a cotton cord and toddler-safe paint.',
      use: 'Keeping toddlers company on their first steps.',
    },
    jigsawPuzzle: {
      name: 'Jigsaw Puzzle',
      description:
        'Thick pieces of recycled board that fit snugly together, with a poster of the picture in the box. Each motif is drawn by a European illustrator.',
      use: 'Quiet evenings, alone or together.',
    },
    boardGame: {
      name: 'Board Game',
      description:
        'A quick-to-learn strategy game for two to five players, with a sturdy board and wooden pieces. A round takes 30 to 45 minutes.',
      use: 'Family game nights.',
    },
    bathTowel: {
      name: 'Bath Towel',
      description:
        'Heavy 600 gsm cotton terry that is soft, absorbent and dries quickly. Hanging loop and double-stitched edges; wash at 60 °C and skip the fabric softener.',
      use: 'After a shower, bath or sauna.',
    },
    soapDish: {
      name: 'Soap Dish',
      description:
        'A ceramic dish with raised ridges that let water drain away, so the bar dries between uses and lasts longer.',
      use: 'Keeping bar soap dry by the basin.',
    },
    barSoap: {
      name: 'Bar Soap',
      description:
        'Cold-process soap made from olive oil, coconut oil and shea butter, lightly scented with essential oils. No palm oil, no plastic, wrapped in paper.',
      use: 'Gentle washing of hands and body.',
    },
    handCream: {
      name: 'Hand Cream',
      description:
        'A rich but quickly absorbed cream made from plant oils and shea butter. It soothes dry hands without a greasy feel and comes in a recyclable aluminium tube.',
      use: 'Dry hands after gardening, washing up or a cold day.',
    },
  },
  colours: {
    black: 'Black',
    white: 'White',
    graphite: 'Graphite',
    red: 'Red',
    blue: 'Blue',
    navy: 'Navy',
    green: 'Green',
    olive: 'Olive',
    sand: 'Sand',
    grey: 'Grey',
    terracotta: 'Terracotta',
    yellow: 'Yellow',
    natural: 'Natural',
    pink: 'Pink',
  },
  materials: {
    castIron: 'Cast iron',
    stainlessSteel: 'Stainless steel',
    carbonSteel: 'Carbon steel',
    aluminium: 'Aluminium',
    ceramic: 'Ceramic',
    porcelain: 'Porcelain',
    glass: 'Glass',
    oak: 'Oak',
    beech: 'Beech',
    bamboo: 'Bamboo',
    cotton: 'Cotton',
    linen: 'Linen',
    wool: 'Wool',
    recycledPolyester: 'Recycled polyester',
    nylon: 'Nylon',
    cork: 'Cork',
    rubber: 'Natural rubber',
    paper: 'Paper',
    terracottaClay: 'Terracotta',
    plantOils: 'Plant oils',
  },
  lines: {
    classic: 'A timeless, proven design that has earned its place in everyday life.',
    pro: 'Built for daily heavy use and for people who ask a lot of their gear.',
    eco: 'Made with recycled and renewable materials for a lighter footprint.',
    compact: 'Light, small and space-saving: easy to store and easy to carry.',
    premium: 'The finest materials, finished by hand down to the last detail.',
    essential: 'The basics done well, at a fair price.',
  },
  manufacturers: {
    ferrum:
      'A family foundry that has been casting iron and forging steel cookware since 1896. Every pan is seasoned and checked by hand before it leaves the works.',
    aurelio:
      'Knife makers from a long cutlery tradition, known for precisely ground blades and handles that sit well in the hand.',
    kaffeto:
      'Designs brewing gear for coffee and tea lovers: simple tools that put the flavour of good beans and leaves first.',
    porcela:
      'Makes porcelain and glass tableware that is robust enough for every day and pretty enough for guests.',
    lumora: 'A small lighting studio designing lamps with warm light and natural materials.',
    tessile:
      'A weaving mill that makes blankets, towels and cushions from wool, linen and cotton on its own looms.',
    'casa-brava':
      'Home decor, storage and planters with a warm Mediterranean touch, made from wood, ceramic and bamboo.',
    nordvik:
      'A Nordic maker of tents and sleeping bags, tested in the wind and cold of the Scandinavian mountains.',
    trailcraft:
      'Designs backpacks and hiking gear that carry comfortably from the first kilometre to the last.',
    velora:
      'Cycling accessories for everyday riders: bright lights, waterproof bags and smart details for the commute.',
    verdello:
      'Garden tools made to last for generations, with spare parts and a repair service for every model.',
    fitform:
      'Fitness and running gear that is simple and durable, made with recycled materials wherever possible.',
    papyra: 'Paper goods and pens for people who like to write by hand, printed and bound in Europe.',
    holzwerk:
      'A workshop making wooden toys from solid beech, sanded smooth and painted in child-safe colours.',
    savonna:
      'Soaps and natural care made in small batches from plant oils, with short ingredient lists and little packaging.',
    kivi: 'Publishes beautifully illustrated puzzles and board games that bring people together around the table.',
  },
  attributes: {
    material: 'Material',
    colour: 'Colour',
    size: 'Size',
    weight: 'Weight',
    line: 'Product line',
  },
  articles: {
    caringForCastIron: {
      title: 'How to care for cast iron',
      slug: 'caring-for-cast-iron',
      subtitle: 'Season it once, cook with it often, and a cast-iron pan will outlive you.',
      body: 'Cast iron has a reputation for being fussy, but its needs are simple. What protects the pan is seasoning: thin layers of oil baked onto the iron until they turn into a hard, dark, slightly slick coating. Our pans arrive pre-seasoned, yet the coating only really comes into its own after a few weeks of regular cooking.\n\nTo refresh the seasoning, wash the pan, dry it on the hob over a low flame and rub a teaspoon of neutral oil with a high smoke point, such as rapeseed or sunflower, all over it. Wipe off as much as you can with kitchen paper; it should look almost dry. Then bake it upside down at 230 °C for an hour and let it cool in the oven.\n\nFor everyday cleaning, rinse the pan while it is still warm and scrub off stuck bits with a brush or a handful of coarse salt. A little washing-up liquid won’t hurt a well-seasoned pan, but leaving it to soak in the sink will. Always dry it straight away over the heat and finish with a thin film of oil.\n\nIf rust does appear, don’t panic. Scrub it off with steel wool, rinse, dry and season as above. The best care of all is simply to use the pan: fry, sear and bake in it, and every meal adds to the coating.',
    },
    hikingPackingList: {
      title: 'What to pack for your first day hike',
      slug: 'day-hike-packing-list',
      subtitle: 'A short, sensible list that keeps your bag light and your day relaxed.',
      body: 'A first day hike doesn’t call for expensive kit, but a few things make the difference between a great day and a miserable one. Start with a comfortable daypack of 20 to 30 litres with a hip belt, and pack it the night before so you are not hunting for things in the morning.\n\nWater comes first: at least one litre per person, more on warm days. Add snacks that won’t melt, such as nuts, dried fruit and a sandwich, plus a little extra in case the walk takes longer than planned. A light rain jacket and a warm layer belong in the bag even when the sky looks clear, because the weather in the hills changes fast.\n\nFor safety, bring a charged phone with the route downloaded for offline use, a small first-aid kit with blister plasters, sun cream and a cap. A head torch weighs almost nothing and is worth having if you get back later than expected. Tell someone where you are going and when you plan to return.\n\nOn your feet, wear broken-in walking shoes and proper hiking socks rather than cotton ones. Trekking poles are optional, but on steep descents your knees will thank you. Finally, pack a bag for your rubbish and leave the trail as you found it.',
    },
    betterCoffeeAtHome: {
      title: 'Better coffee at home with pour-over',
      slug: 'pour-over-coffee-basics',
      subtitle: 'Grind, ratio and water temperature: the three things that matter most.',
      body: 'Pour-over is the simplest way to brew a clean, aromatic cup, and it only takes a few minutes once you know the basics. You need fresh beans, a grinder, a dripper with a filter, a kettle and, ideally, a kitchen scale.\n\nStart with the grind. For a single cup, aim for something like coarse sea salt: too fine and the coffee tastes bitter and drips slowly, too coarse and it tastes thin and sour. Grind just before brewing, because ground coffee loses much of its aroma within minutes.\n\nA good starting ratio is 60 grams of coffee per litre of water, so 15 grams for a 250 ml cup. Use water just off the boil, around 92 to 96 °C; if you don’t have a thermometer, let the kettle rest for 30 seconds. Rinse the paper filter with hot water first to remove any papery taste and to warm the carafe.\n\nPour a little water over the grounds and wait 30 seconds while the coffee blooms and releases gas. Then pour slowly in circles until you reach your total weight; the whole brew should take about three minutes. Taste, then change one thing at a time: grind finer if the cup is weak, coarser if it is harsh.',
    },
    choosingAKitchenKnife: {
      title: 'Choosing a kitchen knife',
      slug: 'choosing-a-kitchen-knife',
      subtitle: 'Which knives you really need, and how to keep them sharp.',
      body: 'Most home cooks need only two knives to cover almost everything: a chef’s knife and a bread knife. A small paring knife is a welcome third, but if you invest anywhere, invest in these two.\n\nThe chef’s knife does the daily work: chopping onions, slicing meat, crushing garlic with the flat of the blade. A 20 cm blade suits most people; choose 16 cm if your hands or your chopping board are on the small side. Hold it before you buy if you can, as it should feel balanced where the blade meets the handle. The bread knife, with its long serrated edge, saws through crusts without squashing the loaf and is just as good for tomatoes and cakes.\n\nStainless steel is the practical choice for most kitchens: it resists rust and stains and is easy to sharpen. Harder steels hold an edge longer but can chip if you are careless. Whatever you choose, wash knives by hand, dry them at once and keep them on a magnetic strip or in a block rather than loose in a drawer.\n\nA sharp knife is a safe knife, because it goes where you guide it. Hone your chef’s knife on a steel every few uses and sharpen it on a whetstone two or three times a year. Serrated bread knives rarely need sharpening at all.',
    },
    balconyGardenInSpring: {
      title: 'Starting a balcony garden in spring',
      slug: 'balcony-garden-in-spring',
      subtitle: 'Pots, soil, herbs and watering for a small green space that thrives.',
      body: 'Even a narrow balcony can grow fresh herbs, salad and flowers from April to October. Before you buy anything, watch how much sun it gets: south-facing spots suit Mediterranean herbs and tomatoes, while a shadier balcony is perfect for mint, parsley and lettuce.\n\nChoose pots that are bigger than you think: at least 20 cm across for herbs and 30 to 40 cm for tomatoes or small shrubs. Terracotta breathes and keeps roots cool, but it dries out faster than plastic. Every pot needs a drainage hole, and a layer of gravel or clay pebbles at the bottom stops water from collecting.\n\nUse a good peat-free potting compost rather than garden soil, which compacts in containers. Thyme, rosemary, oregano and chives are forgiving plants to start with; basil needs warmth, so wait until the nights stay above 10 °C before putting it out. Pick your herbs often and they will grow bushier.\n\nWatering is where most balcony gardens go wrong. Water thoroughly in the morning until it runs out of the bottom, then wait until the top few centimetres feel dry. On hot summer days that may mean twice a day; in a cool spring week, every few days is enough. From June, add a little organic liquid feed every two weeks.',
    },
    cosyLightingForWinter: {
      title: 'Cosy lighting for the dark months',
      slug: 'cosy-winter-lighting',
      subtitle: 'Why layers of warm light make a room feel like home.',
      body: 'When the days get short, a single ceiling light shows its weaknesses: it flattens a room and makes evenings feel like office hours. The fix is not more light but more sources of it, placed at different heights.\n\nThink in three layers. The first is ambient light, such as a pendant over the dining table or a ceiling light, ideally on a dimmer. The second is task light where you actually do things: a desk lamp, a reading lamp beside the armchair, a strip under the kitchen cupboards. The third is accent light: a small table lamp on a sideboard, a lamp on the windowsill, candles on the table. Together they create pools of light with soft shadows in between, and that is what makes a room feel cosy.\n\nColour temperature matters as much as brightness. For living rooms and bedrooms, choose bulbs of 2,700 kelvin or lower; they give the warm, golden light of an old incandescent bulb. Save cooler, neutral light for the desk, where you need to concentrate.\n\nFinally, keep the light low in the evening. Lamps at eye level or below feel calmer than light from above, and switching off the ceiling light after dinner is a simple signal to your body that the day is winding down.',
    },
    yogaAtHomeForBeginners: {
      title: 'Yoga at home for beginners',
      slug: 'yoga-at-home-for-beginners',
      subtitle: 'A small space, a good mat and fifteen minutes are enough to start.',
      body: 'You don’t need a studio to start practising yoga. A patch of floor about two metres long and wide enough to stretch out your arms is plenty. Clear it of clutter, open a window and, if you can, practise at the same time each day so it becomes a habit.\n\nA good mat is the one piece of equipment worth buying first. It should stop your hands and feet from sliding and cushion your knees; cork and natural rubber mats grip well even when you sweat. A yoga block and a folded blanket help you sit comfortably and bring the floor closer in poses where you lack flexibility.\n\nHere is a simple first routine. Sit for two minutes, breathing slowly through your nose. Move onto all fours for a few rounds of cat and cow, then into downward dog, pedalling your heels. Walk your feet forward into a standing forward fold, roll up slowly and stand tall in mountain pose. Add a few sun salutations, a low lunge on each side and a gentle twist lying on your back, then finish with five minutes of rest.\n\nMove slowly and never into pain; a stretch should feel strong but comfortable. Fifteen minutes three times a week will do more for you than an hour once a month.',
    },
    aGentlerBathroom: {
      title: 'A gentler bathroom',
      slug: 'a-gentler-bathroom',
      subtitle: 'Small swaps that mean less plastic and kinder care for your skin.',
      body: 'The bathroom is one of the easiest places in the home to cut down on plastic. Most of what we use there comes in bottles, tubes and pumps, and many of them can be replaced with products that work just as well.\n\nStart with soap. A good bar made from plant oils cleans gently, lasts far longer than liquid soap and comes wrapped in paper. The trick is to keep it dry between uses: a soap dish with ridges or holes lets the water run off, so the bar doesn’t turn soft. One bar typically replaces two or three bottles of liquid soap. Shampoo comes in bars too, and a hand cream in an aluminium tube is easier to recycle than one in plastic.\n\nTowels deserve a little care as well. Wash them at 60 °C every few uses and skip the fabric softener, which coats the fibres and makes them less absorbent. Dry them outside or tumble them briefly to keep them fluffy, and hang them spread out after each use so they dry quickly and stay fresh.\n\nFinally, be patient. Use up what you have before you switch, and change one thing at a time. A gentler bathroom is built over months, not in a weekend.',
    },
    cyclingToWork: {
      title: 'Cycling to work: a practical start',
      slug: 'cycling-to-work',
      subtitle: 'Lights, bags, route and weather: what makes the daily ride easy.',
      body: 'Cycling to work is one of the easiest ways to build exercise into your day, and on many city routes it is faster than the car. A little preparation makes the difference between a ride you enjoy and one you dread.\n\nGood lights come first. Even if you leave in daylight, you may ride home in the dark, especially from October onwards. A bright front light and a rear light that charge over USB are easy to keep topped up: leave them on the bike during the week and charge them at the office. Add reflectors on the wheels and pedals.\n\nCarry your things on the bike, not on your back. A waterproof pannier holds a laptop, a change of clothes and lunch, and your back stays dry. Plan your route on a quiet weekend morning; side streets, cycle paths and parks are often only a few minutes slower than the main road and far more relaxing.\n\nAs for the weather, a light rain jacket and overtrousers in the bag cover most days. In winter, gloves and a thin cap under the helmet keep you warm. Leave a towel and deodorant at work, take your time on the first few rides, and you will soon wonder why you ever travelled any other way.',
    },
    plannerHabits: {
      title: 'Weekly planning with a paper planner',
      slug: 'weekly-planning-paper-planner',
      subtitle: 'Twenty minutes on a Sunday that make the whole week calmer.',
      body: 'A paper planner won’t remind you with a ping, and that is exactly its strength. Writing things down by hand forces you to decide what really matters, and a glance at an open page shows you the whole week at once.\n\nThe habit that makes it work is a short weekly review. Pick a fixed time, such as Sunday evening or Monday morning, and sit down with the planner, a pen and a cup of tea. Look back at last week first: what got done, what slipped, what can be dropped. Then copy fixed appointments into the new week before you plan anything else.\n\nNext, choose three priorities for the week and write them at the top of the page. Give each of them a concrete slot on a specific day rather than hoping to fit it in somewhere. Leave some space deliberately empty, because a week planned to the minute falls apart at the first surprise.\n\nDuring the week, keep the planner open on your desk and tick things off as you go. Move unfinished tasks forward on purpose, not automatically; if something has moved three times, it may not be important after all. Use the notes pages for ideas and lists, so everything lives in one place.',
    },
    whyWoodenToys: {
      title: 'Why wooden toys last',
      slug: 'why-wooden-toys',
      subtitle: 'Durable, open-ended and easy to care for: toys for more than one childhood.',
      body: 'Wooden toys are often handed down from one generation to the next, and that is no accident. Solid beech or maple survives being thrown, chewed and stepped on, and small dents only add character. A set of blocks bought for a toddler is still in use when the same child builds marble runs at seven.\n\nTheir greatest strength is how open they are. A block has no button and no single purpose: today it is a tower, tomorrow a car, a phone or a slice of cake in a pretend café. Because the toy doesn’t dictate the game, children invent their own, and they practise imagination, fine motor skills and patience along the way.\n\nLook for toys made from solid, sustainably sourced wood, with smooth edges and water-based paints or natural oils that are safe if they end up in a mouth. Check that small parts are firmly attached and suitable for your child’s age.\n\nCare is simple. Wipe toys with a damp cloth and a little mild soap, never soak them in water, and let them dry at room temperature. If the surface turns dull or rough, sand it lightly and rub in a food-safe oil, and they will look almost new again.',
    },
    settingATableForGuests: {
      title: 'Setting a table for guests',
      slug: 'setting-a-table-for-guests',
      subtitle: 'Plates, glasses, napkins and flowers: an easy guide to a relaxed dinner.',
      body: 'A well-set table tells your guests they are welcome before the first dish arrives. It doesn’t need to be formal; a few simple rules and some personal touches are enough.\n\nStart with the plates, placed in the middle of each setting about two centimetres from the edge of the table. Forks go on the left, knives on the right with the blade facing the plate, and soup spoons to the right of the knives. Cutlery is used from the outside in, so lay it in the order of the courses. A dessert spoon can sit above the plate.\n\nGlasses stand at the top right, above the knives: the water glass first, then wine glasses in the order they will be used. Napkins of linen or cotton look far nicer than paper ones; fold them simply and lay them on the plate or to the left of the forks. Matching plates are lovely, but a deliberate mix of colours works just as well.\n\nKeep flowers low so that guests can see each other across the table; a few small vases with seasonal stems are better than one big bouquet. Light candles as dusk falls, and put a jug of water on the table from the start.',
    },
  },
  promotions: {
    winterSale: {
      name: 'Winter Sale',
      slug: 'winter-sale',
      description:
        '20% off selected blankets, lamps and outdoor gear, for warm evenings indoors and crisp days outside.',
    },
    kitchenDays: {
      name: 'Kitchen Days',
      slug: 'kitchen-days',
      description: '€10 off selected cookware. A good moment to buy the pan you’ll cook with for decades.',
    },
    freeShippingWeekend: {
      name: 'Free Shipping Weekend',
      slug: 'free-shipping-weekend',
      description: 'This weekend, all bath and care products ship free of charge.',
    },
    welcome: {
      name: 'Welcome Offer',
      slug: 'welcome-offer',
      description: 'Welcome to Tendero: 10% off your whole cart with the code WELCOME10, once per customer.',
    },
    saveFifteen: {
      name: 'Save €15',
      slug: 'save-15',
      description: '€15 off any order of €100 or more with the code SAVE15.',
    },
    freeShippingCode: {
      name: 'Free Shipping Code',
      slug: 'free-shipping-code',
      description: 'Enter the code FREESHIP in your cart and your order ships free of charge.',
    },
    summerSale: {
      name: 'Summer Sale',
      slug: 'summer-sale',
      description: '25% off your whole cart with the code SUMMER25, all summer long.',
    },
    fitFormWeeks: {
      name: 'FitForm Weeks',
      slug: 'fitform-weeks',
      description:
        '20% off everything from FitForm – yoga mats, kettlebells and running gear – with the code FITFORM20.',
    },
    gardenSeason: {
      name: 'Garden Season',
      slug: 'garden-season',
      description:
        '10% off everything for the garden with the code GARDEN10: tools, planters and watering cans.',
    },
    freeGift: {
      name: 'Free Gift',
      slug: 'free-gift',
      description:
        'Spend €150 or more and choose a free gift: a bar of soap, a hand cream, a pencil set or a notebook.',
    },
    fullVoucher: {
      name: 'Gift Voucher',
      slug: 'gift-voucher',
      description:
        'A demo voucher for a whole order: the code VOUCHER100 takes 100% off your items, once per customer. Add FREESHIP and there is nothing left to pay.',
    },
  },
  marketing: {
    heroWinter: {
      title: 'Winter Sale: 20% off',
      body: 'Save on selected blankets, lamps and outdoor gear while stocks last.',
      cta: 'Shop the sale',
    },
    heroOutdoor: {
      title: 'The new outdoor season is here',
      body: 'Tents, backpacks and bike gear for longer days outside.',
      cta: 'Explore outdoor',
    },
    bannerKitchen: {
      title: 'Kitchen Days',
      body: '€10 off selected cookware.',
      cta: 'Shop cookware',
    },
    bannerGarden: {
      title: 'Ready for spring',
      body: 'Tools, pots and raised beds for your garden.',
      cta: 'Shop garden',
    },
    bannerOffice: {
      title: 'A fresh start at your desk',
      body: 'Notebooks, pens and planners for a well-organised week.',
      cta: 'Shop office',
    },
    uspShipping: {
      title: 'Free shipping from €49',
      body: 'On every order of €49 or more.',
      cta: '',
    },
    uspReturns: {
      title: '{returnDays} days to return',
      body: 'Changed your mind? Send it back for free with our prepaid label.',
      cta: '',
    },
    uspPayment: {
      title: 'Secure card payment',
      body: 'Encrypted checkout with all major cards.',
      cta: '',
    },
    uspSupport: {
      title: 'Personal support, Mon–Fri',
      body: 'Real people answer your questions by e-mail and phone.',
      cta: '',
    },
  },
};
