/** Garden: tools, planters, watering. */
import type { Drawing, ProductDrawing } from './shared.ts';
import {
  DARK,
  STEEL,
  STEEL_DARK,
  WOOD,
  WOOD_DARK,
  BRASS,
  LEAF,
  LEAF_LIGHT,
  WATER,
  SOIL,
  RED,
  YELLOW,
  ground,
  shade,
  light,
  group,
  line,
  dots,
} from './shared.ts';

/** Bypass secateurs, open: a curved blade over a hooked anvil, sprung handles. */
const pruningShearsOpen: Drawing = (fill) =>
  `${ground(200, 700)}` +
  group(
    'rotate(-14 400 420)',
    `<path d="M392 430 C350 330 372 230 450 170 C462 250 448 340 420 432 Z" fill="${STEEL}"/>` +
      light('<path d="M396 420 C366 330 384 250 440 190 C420 270 410 340 404 420 Z"/>', 0.45) +
      `<path d="M414 436 C450 370 500 330 560 318 C572 350 556 364 530 366 C488 372 456 410 436 452 Z" fill="${STEEL_DARK}"/>` +
      line('M404 446 L360 520', STEEL_DARK, 34) +
      line('M428 452 L480 520', STEEL_DARK, 34) +
      line('M360 520 C330 590 300 640 262 690', fill, 60) +
      line('M480 520 C510 590 530 640 560 690', fill, 60) +
      line('M380 520 l24 -14 l0 28 l24 -14 l0 28 l24 -14', STEEL, 7) +
      `<circle cx="416" cy="446" r="24" fill="${DARK}"/><circle cx="416" cy="446" r="9" fill="${STEEL}"/>` +
      `<rect x="436" y="470" width="40" height="16" rx="6" fill="${DARK}" transform="rotate(30 456 478)"/>`,
  );

/** Closed after work, with the twigs it cut. */
const pruningShearsClosed: Drawing = (fill) => {
  const twig = (x: number, y: number, angle: number): string =>
    group(
      `rotate(${angle} ${x} ${y})`,
      line(
        `M${x - 150} ${y} L${x + 150} ${y} M${x - 40} ${y} l40 -40 M${x + 60} ${y} l30 34`,
        WOOD_DARK,
        12,
      ) +
        `<ellipse cx="${x + 4}" cy="${y - 56}" rx="30" ry="14" fill="${LEAF_LIGHT}" transform="rotate(-40 ${x + 4} ${y - 56})"/>` +
        `<ellipse cx="${x + 96}" cy="${y + 50}" rx="30" ry="14" fill="${LEAF}" transform="rotate(40 ${x + 96} ${y + 50})"/>` +
        `<circle cx="${x + 150}" cy="${y}" r="7" fill="#e9c98d"/>`,
    );
  return (
    `${ground(300, 690)}${twig(260, 580, 8)}${twig(540, 620, -6)}` +
    group(
      'rotate(-62 420 380)',
      `<path d="M410 420 C400 320 430 230 490 160 C500 250 480 340 440 424 Z" fill="${STEEL}"/>` +
        line('M412 440 C396 540 380 620 360 690', fill, 56) +
        line('M440 440 C450 540 460 620 470 690', fill, 56) +
        `<circle cx="426" cy="440" r="22" fill="${DARK}"/><rect x="404" y="500" width="44" height="16" rx="6" fill="${DARK}"/>`,
    )
  );
};

const spadeShape = (fill: string): string =>
  `<rect x="330" y="100" width="140" height="90" rx="32" fill="none" stroke="${fill}" stroke-width="30"/>` +
  `<rect x="384" y="180" width="32" height="300" rx="8" fill="${WOOD}"/>${shade('<rect x="402" y="180" width="14" height="300"/>', 0.15)}` +
  `<rect x="366" y="455" width="68" height="70" rx="10" fill="${STEEL_DARK}"/>` +
  `<path d="M290 505 L510 505 L510 640 Q400 745 290 640 Z" fill="${fill}"/>${shade('<path d="M430 505 L510 505 L510 640 Q470 680 430 700 Z"/>', 0.14)}` +
  `<rect x="280" y="495" width="240" height="22" rx="10" fill="${fill}"/>${shade('<rect x="280" y="495" width="240" height="22" rx="10"/>', 0.25)}`;

const gardenSpade: Drawing = (fill) => `${ground(140, 690)}${group('rotate(-14 400 420)', spadeShape(fill))}`;

/** Dug into the soil, a heap of earth beside it. */
const spadeInTheSoil: Drawing = (fill) =>
  `<path d="M60 700 Q240 540 420 560 Q600 560 740 700 Z" fill="${SOIL}"/>` +
  group('translate(40 -20) rotate(6 400 600)', spadeShape(fill)) +
  `<path d="M120 710 Q300 610 440 620 Q600 610 700 710 Z" fill="#7d5733"/>` +
  dots(
    [
      [200, 640],
      [330, 600],
      [560, 640],
      [470, 680],
      [260, 690],
    ],
    14,
    '#4e351f',
  ) +
  line(
    'M90 712 l-10 -40 M100 712 l10 -44 M112 712 l24 -36 M660 712 l-14 -42 M672 712 l6 -46 M684 712 l24 -38',
    LEAF_LIGHT,
    7,
  );

const pottedPlant: Drawing = (fill) =>
  `${ground(150, 684)}<path d="M400 400 C330 300 280 250 260 160 C350 190 390 270 400 400 Z" fill="${LEAF}"/>` +
  `<path d="M400 400 C470 300 520 240 560 170 C460 200 420 280 400 400 Z" fill="${LEAF_LIGHT}"/>` +
  `<path d="M400 400 C360 300 380 200 410 120 C440 220 430 320 400 400 Z" fill="${LEAF_LIGHT}"/>` +
  `<path d="M400 400 C330 360 260 370 200 330 C280 310 350 330 400 400 Z" fill="${LEAF}"/>` +
  `<path d="M250 430 L550 430 L510 680 L290 680 Z" fill="${fill}"/>${shade('<path d="M470 430 L550 430 L510 680 L450 680 Z"/>', 0.14)}` +
  `<rect x="230" y="400" width="340" height="60" rx="10" fill="${fill}"/>${shade('<rect x="230" y="440" width="340" height="20"/>', 0.2)}`;

/** Three empty pots nested in each other on their saucer. */
const potsStacked: Drawing = (fill) => {
  const rim = (y: number, width: number): string =>
    `<rect x="${400 - width / 2}" y="${y}" width="${width}" height="56" rx="10" fill="${fill}"/>${shade(`<rect x="${400 - width / 2}" y="${y + 38}" width="${width}" height="18"/>`, 0.2)}` +
    shade(`<rect x="${400 + width / 2 - 60}" y="${y}" width="60" height="56"/>`, 0.1);
  return (
    `${ground(240, 676)}<ellipse cx="400" cy="650" rx="230" ry="34" fill="${fill}"/>${shade('<ellipse cx="400" cy="650" rx="230" ry="34"/>', 0.12)}` +
    `<path d="M260 420 L540 420 L510 640 L290 640 Z" fill="${fill}"/>${shade('<path d="M470 420 L540 420 L510 640 L450 640 Z"/>', 0.14)}` +
    rim(430, 330) +
    rim(370, 320) +
    rim(310, 310) +
    `<ellipse cx="400" cy="312" rx="150" ry="22" fill="#000" opacity=".35"/>`
  );
};

/** A lettuce: leaves around a lighter heart. */
const lettuce = (x: number, y: number): string =>
  [-70, -35, 0, 35, 70]
    .map(
      (angle) =>
        `<ellipse cx="${x}" cy="${y - 30}" rx="24" ry="46" fill="${LEAF_LIGHT}" transform="rotate(${angle} ${x} ${y + 10})"/>`,
    )
    .join('') +
  `<ellipse cx="${x}" cy="${y - 4}" rx="30" ry="26" fill="#8cc47a"/>` +
  line(
    `M${x} ${y + 10} L${x} ${y - 40} M${x} ${y + 10} L${x - 40} ${y - 24} M${x} ${y + 10} L${x + 40} ${y - 24}`,
    LEAF,
    4,
  );

const raisedBedFront: Drawing = (fill) =>
  `${ground(320, 668)}<path d="M140 440 L660 440 L740 380 L220 380 Z" fill="${SOIL}"/>` +
  [
    [250, 380],
    [380, 376],
    [510, 374],
    [630, 384],
  ]
    .map(([x, y]) => lettuce(x ?? 0, y ?? 0))
    .join('') +
  `<path d="M660 440 L740 380 L740 590 L660 650 Z" fill="${fill}"/>${shade('<path d="M660 440 L740 380 L740 590 L660 650 Z"/>', 0.25)}` +
  [440, 510, 580]
    .map(
      (y) =>
        `<rect x="140" y="${y}" width="520" height="66" fill="${fill}"/>${shade(`<rect x="140" y="${y + 62}" width="520" height="6"/>`, 0.3)}${light(`<rect x="140" y="${y}" width="520" height="8"/>`, 0.2)}`,
    )
    .join('') +
  `<rect x="128" y="420" width="36" height="236" fill="${fill}"/>${shade('<rect x="128" y="420" width="36" height="236"/>', 0.12)}` +
  `<rect x="640" y="420" width="36" height="236" fill="${fill}"/>${shade('<rect x="640" y="420" width="36" height="236"/>', 0.12)}`;

/** From above: rows of seedlings in the soil inside the frame. */
const raisedBedFromAbove: Drawing = (fill) => {
  const seedling = (x: number, y: number): string =>
    line(`M${x} ${y + 10} L${x} ${y - 6}`, LEAF, 5) +
    `<ellipse cx="${x - 14}" cy="${y - 10}" rx="16" ry="9" fill="${LEAF_LIGHT}" transform="rotate(-25 ${x - 14} ${y - 10})"/>` +
    `<ellipse cx="${x + 14}" cy="${y - 10}" rx="16" ry="9" fill="${LEAF_LIGHT}" transform="rotate(25 ${x + 14} ${y - 10})"/>`;
  const rows = [250, 350, 450, 550]
    .map(
      (y) =>
        line(`M190 ${y + 14} L610 ${y + 14}`, '#4e351f', 8, ' opacity=".6"') +
        [220, 300, 380, 460, 540].map((x) => seedling(x + (y % 100 === 50 ? 30 : 0), y)).join(''),
    )
    .join('');
  return (
    `${ground(300, 690)}<rect x="110" y="150" width="580" height="520" rx="10" fill="${fill}"/>${shade('<rect x="110" y="150" width="580" height="520" rx="10"/>', 0.08)}` +
    `<rect x="150" y="190" width="500" height="440" fill="${SOIL}"/>${rows}` +
    dots(
      [
        [130, 170],
        [670, 170],
        [130, 650],
        [670, 650],
      ],
      14,
      '#000',
      0.2,
    )
  );
};

const wateringCanShape: Drawing = (fill) =>
  `${ground(210, 672)}<path d="M315 365 C315 220 505 220 505 365" fill="none" stroke="${fill}" stroke-width="34"/>` +
  `<path d="M560 410 C660 410 660 600 560 600" fill="none" stroke="${fill}" stroke-width="34"/>` +
  `<path d="M262 530 L262 600 L120 345 L150 326 Z" fill="${fill}"/>${shade('<path d="M262 575 L262 600 L130 362 L142 354 Z"/>', 0.18)}` +
  `<ellipse cx="128" cy="320" rx="50" ry="22" transform="rotate(-30 128 320)" fill="${fill}"/>${shade('<ellipse cx="128" cy="320" rx="50" ry="22" transform="rotate(-30 128 320)"/>', 0.3)}` +
  `<path d="M250 360 L570 360 L560 650 L260 650 Z" fill="${fill}"/>${shade('<path d="M490 360 L570 360 L560 650 L490 650 Z"/>', 0.14)}` +
  `${shade('<rect x="250" y="350" width="320" height="30" rx="14"/>', 0.22)}` +
  `<path d="M90 400 q-10 22 0 28 q10 -6 0 -28 Z M130 430 q-10 22 0 28 q10 -6 0 -28 Z M70 460 q-10 22 0 28 q10 -6 0 -28 Z" fill="${WATER}"/>`;

/** Close to the rose: a fine shower falling on seedlings. */
const wateringRoseShower: Drawing = (fill) => {
  const holes: [number, number][] = [];
  for (const [dx, dy] of [
    [0, 0],
    [-30, -30],
    [30, -30],
    [-30, 30],
    [30, 30],
    [0, -50],
    [0, 50],
    [-50, 0],
    [50, 0],
  ] as const)
    holes.push([430 + dx * 0.6, 300 + dy]);
  const drops = Array.from({ length: 14 }, (_, index) => {
    const x = 330 + (index % 7) * 40 + (index > 6 ? 20 : 0);
    const y = 420 + (index > 6 ? 90 : 0) + (index % 3) * 20;
    return `M${x} ${y} l-12 40`;
  }).join(' ');
  return (
    line('M0 60 L380 270', fill, 64) +
    shade(`<path d="M0 90 L380 300 L380 270 L0 60 Z"/>`, 0.1) +
    `<ellipse cx="430" cy="300" rx="56" ry="100" fill="${fill}" transform="rotate(-10 430 300)"/>` +
    `<ellipse cx="440" cy="300" rx="44" ry="86" fill="${STEEL}" transform="rotate(-10 440 300)"/>${dots(holes, 7, DARK, 0.6)}` +
    line(drops, WATER, 8, ' opacity=".8"') +
    `<path d="M0 680 Q400 640 800 690 L800 800 L0 800 Z" fill="${SOIL}"/>` +
    [200, 320, 440, 560, 680]
      .map(
        (x) =>
          line(`M${x} 680 L${x} 630`, LEAF, 8) +
          `<ellipse cx="${x - 22}" cy="626" rx="26" ry="13" fill="${LEAF_LIGHT}" transform="rotate(-25 ${x - 22} 626)"/><ellipse cx="${x + 22}" cy="626" rx="26" ry="13" fill="${LEAF_LIGHT}" transform="rotate(25 ${x + 22} 626)"/>`,
      )
      .join('')
  );
};

const nozzle =
  `<path d="M0 0 L130 -14 L140 20 L40 34 L30 130 L-10 130 Z" fill="${DARK}"/><rect x="126" y="-18" width="34" height="40" rx="8" fill="${YELLOW}"/>` +
  line('M36 40 Q60 80 40 110', STEEL_DARK, 8);

const hoseCoil: Drawing = (fill) =>
  `${ground(300, 668)}` +
  [250, 210, 170]
    .map(
      (r) =>
        `<ellipse cx="400" cy="470" rx="${r}" ry="${Math.round(r * 0.5)}" fill="none" stroke="${fill}" stroke-width="36"/>`,
    )
    .join('') +
  [250, 210, 170]
    .map(
      (r) =>
        `<path d="M${400 - r} 470 A${r} ${Math.round(r * 0.5)} 0 0 1 ${400 + r} 470" fill="none" stroke="#fff" stroke-width="6" opacity=".3"/>`,
    )
    .join('') +
  line('M640 520 Q680 600 600 620', fill, 36) +
  group('translate(540 600) rotate(-10)', nozzle) +
  `<rect x="130" y="440" width="50" height="50" rx="8" fill="${BRASS}"/>`;

/** The spray nozzle at work over the grass. */
const hoseSpraying: Drawing = (fill) =>
  `<path d="M0 680 Q400 640 800 690 L800 800 L0 800 Z" fill="${LEAF_LIGHT}"/>` +
  line('M0 600 C120 640 200 500 330 470', fill, 36) +
  group('translate(320 440) rotate(-18)', nozzle) +
  [0, 1, 2, 3, 4]
    .map((index) =>
      line(
        `M480 ${370 - index * 4} Q${600 + index * 24} ${220 + index * 20} ${700 + index * 20} ${560 + index * 20}`,
        WATER,
        6,
        ' opacity=".65"',
      ),
    )
    .join('') +
  dots(
    [
      [690, 600],
      [720, 620],
      [760, 640],
      [740, 590],
      [660, 610],
    ],
    8,
    WATER,
    0.8,
  ) +
  line('M40 700 l-8 -40 M60 700 l6 -44 M560 700 l-8 -40 M580 700 l10 -40 M740 706 l-8 -40', LEAF, 7);

export const GARDEN_DRAWINGS: Readonly<Record<string, ProductDrawing>> = {
  pruningShears: { main: pruningShearsOpen, second: pruningShearsClosed, colour: RED },
  gardenSpade: { main: gardenSpade, second: spadeInTheSoil },
  plantPot: { main: pottedPlant, second: potsStacked, colour: '#c2653f' },
  raisedBed: { main: raisedBedFront, second: raisedBedFromAbove, colour: WOOD },
  wateringCan: { main: wateringCanShape, second: wateringRoseShower },
  gardenHose: { main: hoseCoil, second: hoseSpraying, colour: LEAF },
};
