/** Outdoor: camping, hiking, cycling. */
import type { Drawing, ProductDrawing } from './shared.ts';
import {
  DARK,
  STEEL,
  STEEL_DARK,
  LEAF,
  LEAF_LIGHT,
  CREAM,
  WATER,
  CORK,
  RED,
  ground,
  shade,
  light,
  group,
  line,
  dots,
} from './shared.ts';

const tentShape: Drawing = (fill) =>
  `${ground(320, 652)}<path d="M400 150 L700 650 L100 650 Z" fill="${fill}"/>${shade('<path d="M400 150 L700 650 L560 650 Z"/>', 0.14)}` +
  `<path d="M400 330 L500 650 L300 650 Z" fill="#000" opacity=".3"/><path d="M400 120 L400 160" stroke="${DARK}" stroke-width="10" stroke-linecap="round"/>` +
  `<path d="M130 600 L60 650 M670 600 L740 650" stroke="${DARK}" stroke-width="4" opacity=".5"/>`;

/** Packed: the tent in its sack, the poles and the pegs beside it. */
const tentPacked: Drawing = (fill) =>
  `${ground(320, 672)}<rect x="160" y="330" width="480" height="220" rx="110" fill="${fill}"/>` +
  shade('<rect x="160" y="480" width="480" height="70" rx="35"/>', 0.12) +
  `<ellipse cx="620" cy="440" rx="58" ry="108" fill="${fill}"/>${shade('<ellipse cx="620" cy="440" rx="58" ry="108"/>', 0.25)}` +
  line('M640 420 q60 -10 80 -60', DARK, 6) +
  `<rect x="706" y="330" width="26" height="40" rx="8" fill="${DARK}"/>` +
  `<rect x="300" y="324" width="30" height="232" fill="${DARK}" opacity=".6"/><rect x="460" y="324" width="30" height="232" fill="${DARK}" opacity=".6"/>` +
  [590, 612, 634].map((y) => line(`M150 ${y} L560 ${y - 20}`, STEEL_DARK, 12)).join('') +
  [0, 1, 2, 3]
    .map((index) => line(`M${580 + index * 40} 560 l0 100 M${580 + index * 40} 560 l22 -10`, STEEL, 8))
    .join('');

const sleepingBagPath =
  'M400 110 C500 110 540 170 540 250 L520 640 Q515 690 400 690 Q285 690 280 640 L260 250 C260 170 300 110 400 110 Z';

const sleepingBagFlat: Drawing = (fill) =>
  group(
    'rotate(-14 400 400)',
    `<path d="${sleepingBagPath}" fill="${fill}"/>${shade('<path d="M440 300 L535 300 L520 640 Q515 690 440 690 Z"/>', 0.1)}` +
      [330, 390, 450, 510, 570, 630]
        .map((y) => line(`M272 ${y} Q400 ${y + 22} 528 ${y}`, '#000', 5, ' opacity=".16"'))
        .join('') +
      `<ellipse cx="400" cy="220" rx="92" ry="72" fill="#000" opacity=".35"/><ellipse cx="400" cy="226" rx="70" ry="52" fill="${CREAM}" opacity=".5"/>` +
      line('M500 290 L484 660', DARK, 6, ' stroke-dasharray="12 8"') +
      `<circle cx="330" cy="292" r="10" fill="${DARK}"/><circle cx="470" cy="292" r="10" fill="${DARK}"/>`,
  );

/** Rolled into its compression sack, standing. */
const sleepingBagPacked: Drawing = (fill) =>
  `${ground(170, 664)}<rect x="280" y="220" width="240" height="430" rx="70" fill="${fill}"/>` +
  shade('<rect x="440" y="220" width="80" height="430" rx="40"/>', 0.14) +
  [300, 380, 460, 540]
    .map((y) => line(`M286 ${y} Q400 ${y + 16} 514 ${y}`, '#000', 5, ' opacity=".15"'))
    .join('') +
  `<ellipse cx="400" cy="222" rx="120" ry="34" fill="${DARK}"/>${light('<ellipse cx="400" cy="218" rx="100" ry="24"/>', 0.15)}` +
  [320, 400, 480]
    .map(
      (x) =>
        `<rect x="${x - 12}" y="222" width="24" height="428" fill="${DARK}" opacity=".75"/><rect x="${x - 18}" y="300" width="36" height="30" rx="6" fill="${DARK}"/>`,
    )
    .join('') +
  line('M400 190 q-10 -40 30 -60', DARK, 6) +
  `<rect x="420" y="110" width="24" height="36" rx="8" fill="${DARK}"/>`;

const hikingBackpackFront: Drawing = (fill) =>
  `${ground(180, 672)}<path d="M362 200 C362 130 438 130 438 200" fill="none" stroke="${DARK}" stroke-width="20"/>` +
  `<rect x="218" y="250" width="44" height="360" rx="22" fill="${DARK}"/><rect x="538" y="250" width="44" height="360" rx="22" fill="${DARK}"/>` +
  `<rect x="245" y="185" width="310" height="480" rx="90" fill="${fill}"/>` +
  `<path d="M245 290 C245 210 300 185 400 185 C500 185 555 210 555 290 L555 350 C500 378 300 378 245 350 Z" fill="#000" opacity=".16"/>` +
  `<rect x="320" y="340" width="22" height="80" rx="6" fill="${DARK}"/><rect x="458" y="340" width="22" height="80" rx="6" fill="${DARK}"/>` +
  `<rect x="295" y="460" width="210" height="160" rx="36" fill="${fill}"/>${shade('<rect x="295" y="460" width="210" height="160" rx="36"/>', 0.14)}` +
  `<rect x="325" y="485" width="150" height="10" rx="5" fill="#fff" opacity=".5"/>`;

/** The side that goes on the back: padded panel, shoulder straps and hip belt. */
const hikingBackpackBack: Drawing = (fill) =>
  `${ground(220, 672)}<path d="M362 200 C362 130 438 130 438 200" fill="none" stroke="${DARK}" stroke-width="20"/>` +
  `<rect x="245" y="185" width="310" height="480" rx="90" fill="${fill}"/>` +
  `<rect x="285" y="240" width="230" height="330" rx="60" fill="${DARK}" opacity=".3"/>` +
  dots(
    [
      [320, 300],
      [360, 300],
      [400, 300],
      [440, 300],
      [480, 300],
      [320, 380],
      [360, 380],
      [400, 380],
      [440, 380],
      [480, 380],
      [320, 460],
      [360, 460],
      [400, 460],
      [440, 460],
      [480, 460],
    ],
    8,
    '#000',
    0.2,
  ) +
  line('M340 230 C290 330 370 420 320 540', DARK, 46) +
  line('M460 230 C510 330 430 420 480 540', DARK, 46) +
  line('M330 360 L470 360', DARK, 10) +
  `<rect x="385" y="348" width="30" height="24" rx="5" fill="${STEEL_DARK}"/>` +
  `<path d="M180 548 Q400 600 620 548 L620 612 Q400 664 180 612 Z" fill="${DARK}"/>` +
  `<rect x="370" y="566" width="60" height="44" rx="8" fill="${STEEL_DARK}"/>`;

const daypackPath =
  'M250 260 Q250 160 400 160 Q550 160 550 260 L560 620 Q560 670 510 670 L290 670 Q240 670 240 620 Z';

const daypackFront: Drawing = (fill) =>
  `${ground(180, 672)}${line('M372 168 C372 118 428 118 428 168', DARK, 16)}` +
  `<rect x="222" y="280" width="36" height="320" rx="18" fill="${DARK}"/><rect x="542" y="280" width="36" height="320" rx="18" fill="${DARK}"/>` +
  `<path d="${daypackPath}" fill="${fill}"/>${shade('<path d="M480 170 Q550 190 550 260 L560 620 Q560 670 510 670 L480 670 Z"/>', 0.1)}` +
  line('M262 320 Q400 200 538 320', DARK, 7) +
  `<rect x="268" y="318" width="12" height="36" rx="4" fill="${DARK}"/><rect x="520" y="318" width="12" height="36" rx="4" fill="${DARK}"/>` +
  `<rect x="300" y="450" width="200" height="160" rx="50" fill="${fill}"/>${shade('<rect x="300" y="450" width="200" height="160" rx="50"/>', 0.16)}` +
  line('M320 478 L480 478', DARK, 6) +
  `<rect x="458" y="478" width="10" height="30" rx="4" fill="${DARK}"/>`;

/** Opened: the lid falls back, a laptop, a notebook and a bottle inside. */
const daypackOpen: Drawing = (fill) =>
  `${ground(180, 672)}<path d="M250 330 Q240 170 400 150 Q560 170 550 330 Z" fill="${fill}"/>` +
  shade('<path d="M262 330 Q256 186 400 168 Q544 186 538 330 Z"/>', 0.3) +
  `<rect x="300" y="200" width="210" height="170" rx="12" fill="${DARK}"/>${light('<rect x="312" y="212" width="186" height="146" rx="8"/>', 0.1)}` +
  `<rect x="250" y="250" width="80" height="130" rx="8" fill="${RED}" transform="rotate(-8 290 315)"/>` +
  `<rect x="470" y="180" width="60" height="170" rx="22" fill="${STEEL}"/><rect x="478" y="160" width="44" height="30" rx="8" fill="${DARK}"/>` +
  `<path d="M250 330 L550 330 L560 620 Q560 670 510 670 L290 670 Q240 670 240 620 Z" fill="${fill}"/>` +
  shade('<path d="M480 330 L550 330 L560 620 Q560 670 510 670 L480 670 Z"/>', 0.1) +
  line('M250 334 L550 334', DARK, 9) +
  `<rect x="300" y="450" width="200" height="160" rx="50" fill="${fill}"/>${shade('<rect x="300" y="450" width="200" height="160" rx="50"/>', 0.16)}` +
  line('M320 478 L480 478', DARK, 6);

/** A trekking pole standing upright with its grip at the top, centred on x = 0. */
const trekkingPole = (fill: string): string =>
  `<rect x="-24" y="96" width="48" height="160" rx="22" fill="${CORK}"/>${shade('<rect x="6" y="96" width="18" height="160" rx="9"/>', 0.15)}` +
  `<rect x="-28" y="84" width="56" height="34" rx="14" fill="${DARK}"/>` +
  line('M-20 130 C-110 150 -110 270 -20 250', DARK, 10) +
  `<rect x="-13" y="256" width="26" height="230" fill="${fill}"/><rect x="-20" y="470" width="40" height="30" rx="6" fill="${DARK}"/>` +
  `<rect x="-9" y="500" width="18" height="200" fill="${STEEL_DARK}"/><path d="M-9 700 L9 700 L0 740 Z" fill="${DARK}"/>` +
  `<ellipse cx="0" cy="660" rx="38" ry="11" fill="${DARK}"/>`;

const trekkingPolesCrossed: Drawing = (fill) =>
  `${ground(200, 740)}${group('translate(320 -20) rotate(-14 0 420)', trekkingPole(fill))}${group('translate(480 -20) rotate(14 0 420)', trekkingPole(fill))}`;

/** On the trail: planted in the ground before the mountains. */
const trekkingPolesOnTheTrail: Drawing = (fill) =>
  `<path d="M0 560 L200 260 L320 420 L470 180 L800 600 L800 800 L0 800 Z" fill="#9ba0a6" opacity=".6"/>` +
  `<path d="M200 260 L250 335 L225 330 L200 360 L170 305 Z M470 180 L540 270 L505 262 L475 300 L440 258 Z" fill="#fff"/>` +
  `<path d="M0 600 Q400 540 800 620 L800 800 L0 800 Z" fill="${LEAF_LIGHT}"/>` +
  group('translate(300 0) rotate(-6 0 640) scale(.9)', trekkingPole(fill)) +
  group('translate(520 30) rotate(8 0 640) scale(.85)', trekkingPole(fill)) +
  `<path d="M0 660 Q400 620 800 680 L800 800 L0 800 Z" fill="${LEAF}"/>`;

const bottleBody = (fill: string): string =>
  `<path d="M360 250 L440 250 C500 270 505 300 505 340 L505 625 C505 650 485 670 460 670 L340 670 C315 670 295 650 295 625 L295 340 C295 300 300 270 360 250 Z" fill="${fill}"/>` +
  `${shade('<path d="M450 262 C495 285 505 310 505 340 L505 625 C505 650 485 670 460 670 L440 670 C465 640 470 600 470 560 L470 340 C470 310 465 285 450 262 Z"/>', 0.15)}` +
  `${light('<rect x="295" y="410" width="210" height="130"/>', 0.28)}${light('<rect x="320" y="300" width="22" height="330" rx="11"/>', 0.2)}`;

const waterBottle: Drawing = (fill) =>
  `${ground(130, 672)}<rect x="345" y="140" width="110" height="76" rx="18" fill="${DARK}"/>` +
  `<path d="M400 140 C400 100 460 100 460 140" fill="none" stroke="${DARK}" stroke-width="14"/>` +
  `<rect x="360" y="206" width="80" height="50" fill="${STEEL_DARK}"/>${bottleBody(fill)}`;

/** Open: the cap off beside it, water splashing from the mouth. */
const waterBottleOpen: Drawing = (fill) =>
  `${ground(250, 672)}<rect x="360" y="206" width="80" height="50" fill="${STEEL_DARK}"/>` +
  line('M370 214 L430 214 M370 228 L430 228 M370 242 L430 242', '#fff', 3, ' opacity=".5"') +
  `<ellipse cx="400" cy="206" rx="40" ry="10" fill="${DARK}"/>${bottleBody(fill)}` +
  `<path d="M380 196 q-40 -60 -90 -40 M420 196 q40 -70 100 -50 M400 194 q0 -80 10 -110" fill="none" stroke="${WATER}" stroke-width="10" stroke-linecap="round" opacity=".8"/>` +
  dots(
    [
      [280, 150],
      [530, 140],
      [420, 70],
      [330, 110],
    ],
    10,
    WATER,
    0.8,
  ) +
  `<rect x="560" y="590" width="130" height="76" rx="18" fill="${DARK}"/>${line('M590 592 C590 550 650 550 650 592', DARK, 14)}`;

const bikeFrontLight = (fill: string): string =>
  `<path d="M180 395 L60 330 L60 460 Z" fill="#fff3c4" opacity=".6"/>` +
  `<rect x="170" y="340" width="250" height="110" rx="46" fill="${fill}"/>${shade('<rect x="170" y="410" width="250" height="40" rx="20"/>', 0.15)}` +
  `<ellipse cx="186" cy="395" rx="26" ry="52" fill="#fffbe0" stroke="${DARK}" stroke-width="6"/>` +
  `<rect x="330" y="326" width="32" height="138" rx="8" fill="${DARK}"/><rect x="250" y="330" width="40" height="14" rx="7" fill="${DARK}"/>`;

const bikeLights: Drawing = (fill) =>
  `${ground(300, 640)}${bikeFrontLight(fill)}` +
  `<rect x="490" y="330" width="180" height="250" rx="44" fill="${DARK}"/><rect x="514" y="354" width="132" height="202" rx="32" fill="#d33b2c"/>` +
  line('M530 400 L630 400 M530 455 L630 455 M530 510 L630 510', '#fff', 5, ' opacity=".35"') +
  `<rect x="560" y="300" width="40" height="310" rx="10" fill="${DARK}" opacity=".8"/>` +
  line('M260 520 C240 600 380 620 400 570 C420 520 330 520 340 600 C350 660 460 650 480 620', DARK, 7);

/** The front light clamped to a bicycle's handlebar, lighting the way ahead. */
const bikeLightOnTheBar: Drawing = (fill) =>
  `<path d="M300 262 L0 110 L0 470 Z" fill="#fff3c4" opacity=".75"/>` +
  `${ground(220, 744)}<circle cx="470" cy="560" r="180" fill="none" stroke="${DARK}" stroke-width="24"/>` +
  line(
    'M470 560 L470 380 M470 560 L290 560 M470 560 L650 560 M470 560 L343 433 M470 560 L597 433 M470 560 L343 687 M470 560 L597 687',
    STEEL_DARK,
    3,
  ) +
  `<circle cx="470" cy="560" r="16" fill="${DARK}"/>` +
  line('M800 380 L450 350 M800 560 L470 420', '#1f2f57', 26) +
  line('M470 560 L440 340 L430 280', STEEL_DARK, 20) +
  line('M430 280 L410 250', DARK, 22) +
  line('M300 262 L560 236', DARK, 22) +
  `<rect x="530" y="222" width="70" height="32" rx="14" fill="${DARK}" transform="rotate(-6 565 238)"/>` +
  `<rect x="300" y="214" width="150" height="76" rx="32" fill="${fill}"/>${shade('<rect x="300" y="258" width="150" height="32" rx="16"/>', 0.15)}` +
  `<ellipse cx="310" cy="252" rx="16" ry="36" fill="#fffbe0" stroke="${DARK}" stroke-width="5"/>` +
  `<rect x="392" y="204" width="24" height="98" rx="7" fill="${DARK}"/>`;

export const pannierShape = (fill: string): string =>
  line('M300 210 q0 -60 50 -60 l30 0 M470 210 q0 -60 50 -60 l30 0', DARK, 18) +
  `<rect x="230" y="220" width="340" height="440" rx="40" fill="${fill}"/>${shade('<rect x="500" y="220" width="70" height="440" rx="35"/>', 0.12)}` +
  `<rect x="220" y="170" width="360" height="34" rx="16" fill="${fill}"/>${shade('<rect x="220" y="170" width="360" height="34" rx="16"/>', 0.22)}` +
  `<rect x="225" y="200" width="350" height="30" rx="14" fill="${fill}"/>${shade('<rect x="225" y="200" width="350" height="30" rx="14"/>', 0.1)}` +
  `<rect x="388" y="180" width="24" height="200" fill="${DARK}"/><rect x="376" y="370" width="48" height="40" rx="8" fill="${DARK}"/>` +
  `<rect x="230" y="570" width="340" height="26" fill="#fff" opacity=".7"/>`;

const pannierBag: Drawing = (fill) => `${ground(200, 672)}${pannierShape(fill)}`;

/** Hooked onto the rack beside the rear wheel. */
const pannierOnTheBike: Drawing = (fill) =>
  `<circle cx="480" cy="560" r="220" fill="none" stroke="${DARK}" stroke-width="24"/><circle cx="480" cy="560" r="16" fill="${DARK}"/>` +
  line(
    'M480 560 L480 340 M480 560 L300 340 M480 560 L660 340 M480 560 L300 560 M480 560 L660 560 M480 560 L340 720 M480 560 L620 720',
    STEEL_DARK,
    3,
  ) +
  line('M220 300 L760 300 M480 560 L330 300 M480 560 L720 300 M760 300 L740 250', DARK, 14) +
  group('translate(110 150) scale(.64)', pannierShape(fill));

export const OUTDOOR_DRAWINGS: Readonly<Record<string, ProductDrawing>> = {
  tent: { main: tentShape, second: tentPacked },
  sleepingBag: { main: sleepingBagFlat, second: sleepingBagPacked, colour: '#c2653f' },
  hikingBackpack: { main: hikingBackpackFront, second: hikingBackpackBack },
  daypack: { main: daypackFront, second: daypackOpen },
  trekkingPoles: { main: trekkingPolesCrossed, second: trekkingPolesOnTheTrail, colour: '#2f6db3' },
  waterBottle: { main: waterBottle, second: waterBottleOpen, colour: '#b9bfc7' },
  bikeLightSet: { main: bikeLights, second: bikeLightOnTheBar, colour: '#4a4e57' },
  pannierBag: { main: pannierBag, second: pannierOnTheBike },
};
