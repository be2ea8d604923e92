/** Kitchen: pans, pots, knives, coffee and tea, tableware. */
import type { Drawing, ProductDrawing } from './shared.ts';
import {
  DARK,
  STEEL,
  STEEL_DARK,
  WOOD,
  WOOD_DARK,
  LEAF,
  LEAF_LIGHT,
  CREAM,
  GLASS,
  GLASS_EDGE,
  WATER,
  COFFEE,
  RED,
  YELLOW,
  ORANGE,
  ground,
  shade,
  light,
  group,
  line,
  dots,
  steam,
} from './shared.ts';

const panFromAbove: Drawing = (fill) =>
  `<circle cx="330" cy="420" r="220" fill="${fill}"/>${shade('<circle cx="330" cy="420" r="178"/>', 0.22)}` +
  `${light('<ellipse cx="270" cy="350" rx="80" ry="45" transform="rotate(-35 270 350)"/>', 0.1)}` +
  `<rect x="530" y="396" width="240" height="48" rx="24" fill="${fill}"/>${shade('<rect x="530" y="396" width="55" height="48"/>', 0.25)}` +
  `<circle cx="735" cy="420" r="10" fill="#000" opacity=".35"/>`;

/** The pan from the side on a gas ring, flames under it. */
const panOnTheHob: Drawing = (fill) =>
  `${ground(300, 690)}<rect x="150" y="640" width="400" height="34" rx="10" fill="${DARK}"/>` +
  [190, 240, 290, 340, 390, 440, 490]
    .map((x) => `<path d="M${x} 640 q-14 -30 0 -52 q14 22 0 52 Z" fill="${WATER}"/>`)
    .join('') +
  `${line('M548 500 L760 420', fill, 38)}<circle cx="738" cy="428" r="9" fill="#000" opacity=".35"/>` +
  `<path d="M130 480 L570 480 L540 588 Q534 604 516 604 L184 604 Q166 604 160 588 Z" fill="${fill}"/>` +
  shade('<path d="M460 480 L570 480 L540 588 Q534 604 516 604 L440 604 Z"/>', 0.15) +
  `<ellipse cx="350" cy="480" rx="220" ry="32" fill="${fill}"/>${shade('<ellipse cx="350" cy="483" rx="200" ry="23"/>', 0.32)}` +
  light('<rect x="190" y="520" width="150" height="14" rx="7"/>', 0.18);

const wokFromTheSide: Drawing = (fill) =>
  `${ground(270, 640)}${line('M128 398 C70 380 62 444 126 430', DARK, 16)}` +
  `${line('M650 394 L712 358', STEEL_DARK, 22)}${line('M706 362 L778 320', WOOD, 38)}` +
  `<path d="M130 400 Q150 612 400 612 Q650 612 670 400 Z" fill="${fill}"/>` +
  shade('<path d="M530 400 L670 400 Q655 560 470 606 Q570 540 530 400 Z"/>', 0.16) +
  `<ellipse cx="400" cy="400" rx="270" ry="38" fill="${fill}"/>${shade('<ellipse cx="400" cy="403" rx="250" ry="27"/>', 0.38)}`;

/** The wok from above with vegetables being stir-fried and a wooden spatula. */
const wokStirFry: Drawing = (fill) => {
  const broccoli =
    dots(
      [
        [300, 330],
        [430, 480],
        [250, 490],
        [470, 350],
      ],
      30,
      LEAF,
    ) +
    dots(
      [
        [292, 322],
        [422, 472],
        [242, 482],
        [462, 342],
      ],
      15,
      LEAF_LIGHT,
    );
  const carrot =
    dots(
      [
        [380, 300],
        [300, 430],
        [480, 430],
        [360, 560],
      ],
      24,
      ORANGE,
    ) +
    dots(
      [
        [380, 300],
        [300, 430],
        [480, 430],
        [360, 560],
      ],
      11,
      '#f5a25d',
    );
  const pepper = [
    [330, 520, 20],
    [430, 260, -30],
    [215, 390, 60],
    [520, 520, -50],
    [390, 410, 10],
  ]
    .map(
      ([x, y, a]) =>
        `<rect x="${(x ?? 0) - 38}" y="${(y ?? 0) - 10}" width="76" height="20" rx="10" fill="${RED}" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('');
  return (
    `<rect x="600" y="392" width="190" height="42" rx="21" fill="${WOOD}"/>${shade('<rect x="600" y="392" width="40" height="42"/>', 0.3)}` +
    `<circle cx="360" cy="412" r="250" fill="${fill}"/>${shade('<circle cx="360" cy="412" r="214"/>', 0.3)}` +
    broccoli +
    carrot +
    pepper +
    `${line('M270 250 L130 110', WOOD, 22)}<rect x="250" y="230" width="110" height="70" rx="18" fill="${WOOD}" transform="rotate(45 305 265)"/>`
  );
};

const stockPotWithLid: Drawing = (fill) =>
  `${ground(230)}<rect x="130" y="380" width="90" height="36" rx="18" fill="${DARK}"/><rect x="580" y="380" width="90" height="36" rx="18" fill="${DARK}"/>` +
  `<rect x="200" y="335" width="400" height="330" rx="34" fill="${fill}"/>${shade('<rect x="520" y="335" width="80" height="330" rx="34"/>', 0.14)}` +
  `${light('<rect x="235" y="380" width="34" height="240" rx="17"/>', 0.16)}` +
  `<path d="M186 335 Q400 190 614 335 Z" fill="${fill}"/>${shade('<path d="M186 335 Q400 190 614 335 Z"/>', 0.12)}` +
  `<rect x="180" y="322" width="440" height="30" rx="15" fill="${fill}"/>${shade('<rect x="180" y="322" width="440" height="30" rx="15"/>', 0.28)}` +
  `<rect x="360" y="228" width="80" height="40" rx="16" fill="${DARK}"/>`;

/** The pot open: soup, a ladle and steam. */
const stockPotOfSoup: Drawing = (fill) =>
  `${ground(230)}<rect x="130" y="390" width="90" height="36" rx="18" fill="${DARK}"/><rect x="580" y="390" width="90" height="36" rx="18" fill="${DARK}"/>` +
  `<rect x="200" y="345" width="400" height="320" rx="34" fill="${fill}"/>${shade('<rect x="520" y="345" width="80" height="320" rx="34"/>', 0.14)}` +
  `${light('<rect x="235" y="400" width="34" height="220" rx="17"/>', 0.16)}` +
  `<ellipse cx="400" cy="345" rx="210" ry="46" fill="${fill}"/><ellipse cx="400" cy="348" rx="190" ry="35" fill="#d9822b"/>` +
  dots(
    [
      [330, 345],
      [450, 338],
      [390, 362],
    ],
    12,
    ORANGE,
  ) +
  dots(
    [
      [360, 332],
      [470, 356],
      [300, 360],
    ],
    9,
    LEAF_LIGHT,
  ) +
  `${line('M470 350 L610 130', STEEL_DARK, 18)}<circle cx="616" cy="120" r="16" fill="none" stroke="${STEEL_DARK}" stroke-width="8"/>` +
  steam(310, 290) +
  steam(400, 270) +
  steam(540, 280);

const dutchOvenWithLid: Drawing = (fill) =>
  `${ground(270, 662)}${line('M190 470 q-70 0 -70 45 q0 45 70 45', fill, 26)}${line('M610 470 q70 0 70 45 q0 45 -70 45', fill, 26)}` +
  `<path d="M188 440 L612 440 L608 592 Q604 650 544 650 L256 650 Q196 650 192 592 Z" fill="${fill}"/>` +
  shade('<path d="M520 440 L612 440 L608 592 Q604 650 544 650 L500 650 Q540 600 520 440 Z"/>', 0.15) +
  light('<rect x="225" y="480" width="30" height="130" rx="15"/>', 0.18) +
  `<path d="M172 446 Q400 318 628 446 Z" fill="${fill}"/>${light('<path d="M172 446 Q400 318 628 446 Z"/>', 0.08)}` +
  `<rect x="166" y="432" width="468" height="28" rx="14" fill="${fill}"/>${shade('<rect x="166" y="432" width="468" height="28" rx="14"/>', 0.3)}` +
  `<rect x="388" y="340" width="24" height="30" fill="${STEEL_DARK}"/><rect x="350" y="318" width="100" height="32" rx="14" fill="${STEEL}"/>`;

/** From above with the lid off: cream enamel, a stew, the lid put aside. */
const dutchOvenStew: Drawing = (fill) =>
  `<circle cx="620" cy="190" r="130" fill="${fill}"/>${shade('<circle cx="620" cy="190" r="130"/>', 0.12)}` +
  `<circle cx="620" cy="190" r="40" fill="${STEEL}"/>${shade('<circle cx="620" cy="190" r="26"/>', 0.15)}` +
  `<rect x="90" y="420" width="80" height="110" rx="30" fill="${fill}"/><rect x="560" y="420" width="80" height="110" rx="30" fill="${fill}"/>` +
  `<circle cx="365" cy="475" r="235" fill="${fill}"/><circle cx="365" cy="475" r="200" fill="#efe6d2"/>` +
  `<circle cx="365" cy="475" r="172" fill="#8a4b2a"/>` +
  dots(
    [
      [300, 420],
      [420, 540],
      [330, 560],
      [440, 410],
    ],
    26,
    ORANGE,
  ) +
  `<rect x="360" y="440" width="44" height="44" rx="8" fill="#e9d8a6"/><rect x="270" y="490" width="44" height="44" rx="8" fill="#e9d8a6" transform="rotate(20 292 512)"/>` +
  dots(
    [
      [390, 380],
      [250, 440],
      [470, 480],
      [380, 610],
      [300, 370],
    ],
    9,
    LEAF_LIGHT,
  );

/** A chef's knife lying flat, point to the right: a wide blade narrowing to the tip. */
const chefsKnifeShape: Drawing = (fill) =>
  `<path d="M318 345 L690 345 L716 352 C660 430 600 474 520 476 L318 476 Z" fill="${STEEL}"/>` +
  `<path d="M318 446 L540 446 C600 446 660 420 700 372 L716 352 C660 430 600 474 520 476 L318 476 Z" fill="#fff" opacity=".45"/>` +
  `<rect x="296" y="338" width="34" height="144" rx="8" fill="${STEEL_DARK}"/>` +
  `<rect x="80" y="372" width="226" height="86" rx="36" fill="${fill}"/>${shade('<rect x="80" y="420" width="226" height="38" rx="19"/>', 0.18)}` +
  dots(
    [
      [140, 415],
      [195, 415],
      [250, 415],
    ],
    10,
    '#fff',
    0.7,
  );

/** A bread knife lying flat: a long straight blade with a scalloped edge and a round tip. */
const breadKnifeShape: Drawing = (fill) =>
  `<path d="M330 444 ${'q9 18 18 0 '.repeat(21)}Z" fill="${STEEL}"/>` +
  `<path d="M318 368 L700 368 Q748 372 748 406 Q746 438 708 446 L318 446 Z" fill="${STEEL}"/>` +
  light('<path d="M318 428 L716 428 Q730 436 708 446 L318 446 Z"/>', 0.5) +
  shade('<rect x="318" y="368" width="390" height="12"/>', 0.1) +
  `<rect x="296" y="356" width="30" height="104" rx="8" fill="${STEEL_DARK}"/>` +
  `<rect x="70" y="370" width="236" height="76" rx="34" fill="${fill}"/>${shade('<rect x="70" y="412" width="236" height="34" rx="17"/>', 0.18)}` +
  dots(
    [
      [130, 408],
      [188, 408],
      [246, 408],
    ],
    9,
    '#fff',
    0.7,
  );

const cuttingBoard = (x: number, y: number, width: number, height: number): string =>
  `<rect x="${x + 10}" y="${y + 14}" width="${width}" height="${height}" rx="40" fill="${WOOD_DARK}"/>` +
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="40" fill="${WOOD}"/>` +
  `<circle cx="${x + width - 50}" cy="${y + 50}" r="16" fill="${WOOD_DARK}"/>` +
  line(
    `M${x + 60} ${y + height * 0.35} L${x + width - 120} ${y + height * 0.3}`,
    '#fff',
    4,
    ' opacity=".2"',
  ) +
  line(`M${x + 80} ${y + height * 0.7} L${x + width - 60} ${y + height * 0.66}`, '#fff', 4, ' opacity=".2"');

/** The chef's knife at work: a carrot cut into rounds on a board. */
const chefsKnifeAtWork: Drawing = (fill) =>
  `${ground(320, 690)}${cuttingBoard(90, 300, 620, 360)}` +
  `<path d="M150 560 L420 528 Q446 540 420 566 L150 590 Z" fill="${ORANGE}"/>${shade('<path d="M150 580 L420 556 Q440 560 420 566 L150 590 Z"/>', 0.12)}` +
  line('M150 575 L110 548 M150 575 L104 580 M150 575 L118 612', LEAF, 10) +
  [
    [470, 560],
    [530, 566],
    [590, 556],
    [505, 608],
    [565, 612],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="26" ry="22" fill="${ORANGE}"/><ellipse cx="${x}" cy="${y}" rx="11" ry="9" fill="#f5a25d"/>`,
    )
    .join('') +
  group('translate(150 60) rotate(-8 400 415) scale(.78)', chefsKnifeShape(fill));

/** A loaf on the board, two slices cut with the bread knife. */
const breadKnifeAtWork: Drawing = (fill) =>
  `${ground(320, 690)}${cuttingBoard(90, 380, 620, 280)}` +
  `<path d="M140 600 Q120 440 280 420 L470 420 Q520 430 520 600 Z" fill="#c98a46"/>` +
  line('M210 470 L250 440 M290 470 L330 440 M370 470 L410 440', '#e9b877', 12) +
  `<ellipse cx="510" cy="510" rx="40" ry="90" fill="#f1dcb0"/>${line('M510 420 Q552 430 550 510 Q548 592 510 600', '#c98a46', 8)}` +
  `<ellipse cx="600" cy="540" rx="34" ry="80" fill="#f1dcb0" stroke="#c98a46" stroke-width="9" transform="rotate(-14 600 540)"/>` +
  `<ellipse cx="660" cy="560" rx="30" ry="74" fill="#f1dcb0" stroke="#c98a46" stroke-width="9" transform="rotate(-24 660 560)"/>` +
  group('translate(40 -100) rotate(-6 400 405) scale(.85)', breadKnifeShape(fill));

/** A pour-over cone on a glass jug with coffee in it. */
const pourOverOnJug: Drawing = (fill) =>
  `${ground(200, 676)}` +
  `<path d="M300 410 L500 410 L520 470 Q590 540 578 620 Q570 672 514 672 L286 672 Q230 672 222 620 Q210 540 280 470 Z" fill="${GLASS}"/>` +
  `<path d="M226 590 Q232 555 262 548 L538 548 Q568 555 574 590 Q576 656 514 660 L286 660 Q224 656 226 590 Z" fill="${COFFEE}"/>` +
  `<path d="M300 410 L500 410 L520 470 Q590 540 578 620 Q570 672 514 672 L286 672 Q230 672 222 620 Q210 540 280 470 Z" fill="none" stroke="${GLASS_EDGE}" stroke-width="7"/>` +
  light('<rect x="250" y="480" width="18" height="150" rx="9"/>', 0.6) +
  line('M520 470 Q600 470 600 540 Q600 590 560 600', GLASS_EDGE, 14) +
  line('M560 250 q80 10 70 80 q-8 50 -80 40', fill, 28) +
  `<path d="M240 240 L560 240 L470 410 L330 410 Z" fill="${fill}"/>${shade('<path d="M470 240 L560 240 L470 410 L430 410 Z"/>', 0.14)}` +
  line('M330 280 L370 380 M400 280 L400 390 M470 280 L430 380', '#000', 6, ' opacity=".15"') +
  `<rect x="222" y="222" width="356" height="32" rx="14" fill="${fill}"/><path d="M262 230 L538 230 L528 214 L272 214 Z" fill="#fff"/>` +
  `<rect x="312" y="402" width="176" height="22" rx="8" fill="${fill}"/>`;

/** A gooseneck kettle pouring water onto the cone, which sits on a cup; coffee beans in front. */
const pourOverBrewing: Drawing = (fill) =>
  `${ground(260, 676)}` +
  `<path d="M430 500 L660 500 L640 640 Q634 670 600 670 L490 670 Q456 670 450 640 Z" fill="${CREAM}"/>${shade('<path d="M590 500 L660 500 L640 640 Q634 670 600 670 L580 670 Z"/>', 0.1)}` +
  line('M648 540 q60 0 56 50 q-4 40 -60 36', CREAM, 20) +
  `<path d="M420 380 L670 380 L600 500 L490 500 Z" fill="${fill}"/>${shade('<path d="M600 380 L670 380 L600 500 L570 500 Z"/>', 0.15)}` +
  `<rect x="404" y="366" width="282" height="26" rx="12" fill="${fill}"/><path d="M440 372 L650 372 L642 356 L448 356 Z" fill="#fff"/>` +
  line('M474 166 Q522 240 540 362', '#9fd0e6', 8, ' opacity=".9"') +
  line('M300 300 C390 300 380 150 476 166', STEEL_DARK, 18) +
  `<path d="M110 330 Q100 220 210 214 Q320 220 310 330 L310 360 Q310 390 280 390 L140 390 Q110 390 110 360 Z" fill="${STEEL_DARK}"/>` +
  light('<rect x="135" y="250" width="20" height="110" rx="10"/>', 0.3) +
  line('M116 250 C40 250 50 370 116 360', DARK, 16) +
  `<rect x="180" y="196" width="60" height="22" rx="10" fill="${DARK}"/>` +
  [
    [140, 560, 20],
    [200, 600, -30],
    [260, 570, 60],
    [180, 650, 10],
    [300, 630, -60],
    [240, 650, 40],
  ]
    .map(
      ([x, y, a]) =>
        `<g transform="rotate(${a} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="26" ry="18" fill="${COFFEE}"/>${line(`M${(x ?? 0) - 20} ${y} Q${x} ${(y ?? 0) - 8} ${(x ?? 0) + 20} ${y}`, '#2e1d12', 4)}</g>`,
    )
    .join('');

const teapotShape: Drawing = (fill) =>
  `<path d="M250 520 C180 500 160 440 132 380" fill="none" stroke="${fill}" stroke-width="46" stroke-linecap="round"/>` +
  `<path d="M552 410 C690 390 700 590 540 592" fill="none" stroke="${fill}" stroke-width="40" stroke-linecap="round"/>` +
  `<path d="M208 480 C208 336 580 336 580 480 C580 600 510 660 394 660 C278 660 208 600 208 480 Z" fill="${fill}"/>` +
  `${shade('<path d="M500 370 C560 400 580 440 580 480 C580 600 510 660 394 660 C470 620 520 560 500 370 Z"/>', 0.14)}` +
  `${light('<ellipse cx="300" cy="470" rx="34" ry="70" transform="rotate(20 300 470)"/>', 0.18)}` +
  `<path d="M304 380 Q394 296 484 380 Z" fill="${fill}"/><rect x="290" y="368" width="208" height="24" rx="12" fill="${fill}"/>` +
  `${shade('<rect x="290" y="368" width="208" height="24" rx="12"/>', 0.3)}<circle cx="394" cy="328" r="24" fill="${DARK}"/>`;

const cupAndSaucer = (fill: string, drink: string): string =>
  `<ellipse cx="520" cy="648" rx="170" ry="28" fill="${fill}"/>${shade('<ellipse cx="520" cy="652" rx="170" ry="24"/>', 0.15)}` +
  line('M640 560 q60 -6 56 40 q-4 36 -66 30', fill, 18) +
  `<path d="M400 520 L640 520 L620 612 Q610 640 580 640 L460 640 Q430 640 420 612 Z" fill="${fill}"/>` +
  shade('<path d="M580 520 L640 520 L620 612 Q610 640 580 640 L560 640 Z"/>', 0.12) +
  `<ellipse cx="520" cy="522" rx="120" ry="18" fill="${drink}"/>`;

/** The teapot tilted, pouring tea into a cup on a saucer. */
const teapotPouring: Drawing = (fill) =>
  `${ground(220, 676)}${group('translate(-220 0)', cupAndSaucer(fill, '#b5651d'))}` +
  line('M306 330 Q296 420 300 516', '#b5651d', 10) +
  group('translate(500 250) rotate(-45) scale(.7) translate(-394 -500)', teapotShape(fill));

const plateWithCutlery: Drawing = (fill) =>
  `${ground(240, 660)}<circle cx="400" cy="420" r="228" fill="${fill}"/>${shade('<circle cx="400" cy="420" r="228"/>', 0.08)}` +
  `${light('<circle cx="400" cy="420" r="212"/>', 0.3)}${shade('<circle cx="400" cy="420" r="150"/>', 0.12)}` +
  `<circle cx="400" cy="420" r="142" fill="${fill}"/>${light('<circle cx="400" cy="420" r="142"/>', 0.12)}` +
  `<rect x="90" y="196" width="10" height="80" rx="5" fill="${STEEL_DARK}"/><rect x="108" y="196" width="10" height="80" rx="5" fill="${STEEL_DARK}"/>` +
  `<rect x="126" y="196" width="10" height="80" rx="5" fill="${STEEL_DARK}"/><path d="M90 262 L136 262 L136 300 Q113 320 90 300 Z" fill="${STEEL_DARK}"/>` +
  `<rect x="102" y="300" width="22" height="350" rx="11" fill="${STEEL_DARK}"/>` +
  `<path d="M682 350 L682 200 C682 184 710 180 712 204 L708 350 Z" fill="${STEEL_DARK}"/><rect x="680" y="340" width="24" height="310" rx="12" fill="${STEEL_DARK}"/>`;

/** The set stacked, seen from the side, a bowl on top. */
const plateStack: Drawing = (fill) => {
  const plates = [0, 1, 2, 3, 4, 5]
    .map((index) => {
      const y = 630 - index * 34;
      return (
        `<path d="M140 ${y - 16} L660 ${y - 16} Q650 ${y + 8} 600 ${y + 14} L200 ${y + 14} Q150 ${y + 8} 140 ${y - 16} Z" fill="${fill}"/>` +
        shade(
          `<path d="M180 ${y + 2} L620 ${y + 2} Q612 ${y + 10} 600 ${y + 14} L200 ${y + 14} Q188 ${y + 10} 180 ${y + 2} Z"/>`,
          0.16,
        ) +
        light(`<rect x="150" y="${y - 16}" width="500" height="6" rx="3"/>`, 0.5)
      );
    })
    .join('');
  return (
    `${ground(280, 664)}${plates}<ellipse cx="400" cy="444" rx="260" ry="26" fill="${fill}"/>${shade('<ellipse cx="400" cy="444" rx="200" ry="17"/>', 0.08)}` +
    `<path d="M260 300 Q270 430 400 434 Q530 430 540 300 Z" fill="${fill}"/>${shade('<path d="M470 300 L540 300 Q534 420 420 434 Q490 400 470 300 Z"/>', 0.12)}` +
    `<ellipse cx="400" cy="300" rx="140" ry="22" fill="${fill}"/>${shade('<ellipse cx="400" cy="302" rx="124" ry="15"/>', 0.15)}`
  );
};

/** A straight tumbler standing on the ground at `bottom`, `height` tall, filled two thirds. */
function tumbler(x: number, width: number, height: number, bottom: number): string {
  const top = bottom - height;
  const level = bottom - height * 0.62;
  const inset = width * 0.09;
  const outline = `M${x} ${top} L${x + width} ${top} L${x + width - inset} ${bottom} L${x + inset} ${bottom} Z`;
  const lerp = (y: number): number => ((y - top) / height) * inset;
  return (
    `<path d="${outline}" fill="${GLASS}" opacity=".85"/>` +
    `<path d="M${x + lerp(level)} ${level} L${x + width - lerp(level)} ${level} L${x + width - inset} ${bottom} L${x + inset} ${bottom} Z" fill="#a9d3e6"/>` +
    `<rect x="${x + inset}" y="${bottom - 26}" width="${width - 2 * inset}" height="26" fill="${GLASS_EDGE}" opacity=".45"/>` +
    `<path d="${outline}" fill="none" stroke="${GLASS_EDGE}" stroke-width="6" stroke-linejoin="round"/>` +
    `<ellipse cx="${x + width / 2}" cy="${top}" rx="${width / 2}" ry="${width * 0.1}" fill="none" stroke="${GLASS_EDGE}" stroke-width="5"/>` +
    light(
      `<rect x="${x + width * 0.18}" y="${top + 24}" width="${width * 0.1}" height="${height * 0.6}" rx="${width * 0.05}"/>`,
      0.8,
    )
  );
}

const threeTumblers: Drawing = () =>
  `${ground(280, 668)}${tumbler(130, 170, 250, 660)}${tumbler(500, 170, 250, 660)}${tumbler(300, 200, 330, 680)}`;

/** One glass close: water with ice cubes and a slice of lemon on the rim. */
const glassWithIce: Drawing = () =>
  `${ground(200, 690)}${tumbler(250, 300, 480, 690)}` +
  [
    [320, 380, 14],
    [420, 400, -18],
    [370, 450, 30],
  ]
    .map(
      ([x, y, a]) =>
        `<rect x="${(x ?? 0) - 42}" y="${(y ?? 0) - 42}" width="84" height="84" rx="14" fill="#fff" opacity=".7" stroke="${GLASS_EDGE}" stroke-width="4" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('') +
  dots(
    [
      [330, 560],
      [450, 600],
      [400, 520],
      [350, 630],
    ],
    7,
    '#fff',
    0.8,
  ) +
  `<circle cx="520" cy="210" r="70" fill="${YELLOW}"/><circle cx="520" cy="210" r="56" fill="#f7e27a"/>` +
  line('M520 154 L520 266 M464 210 L576 210 M480 170 L560 250 M480 250 L560 170', YELLOW, 5);

export const KITCHEN_DRAWINGS: Readonly<Record<string, ProductDrawing>> = {
  fryingPan: { main: panFromAbove, second: panOnTheHob, colour: '#2b2b2e' },
  wok: { main: wokFromTheSide, second: wokStirFry, colour: '#4a4e57' },
  stockPot: { main: stockPotWithLid, second: stockPotOfSoup, colour: '#b9bfc7' },
  dutchOven: { main: dutchOvenWithLid, second: dutchOvenStew },
  chefsKnife: {
    main: (fill) => group('rotate(-30 400 415)', chefsKnifeShape(fill)),
    second: chefsKnifeAtWork,
  },
  breadKnife: {
    main: (fill) => group('rotate(-24 400 405)', breadKnifeShape(fill)),
    second: breadKnifeAtWork,
    colour: WOOD_DARK,
  },
  pourOverSet: { main: pourOverOnJug, second: pourOverBrewing, colour: CREAM },
  teapot: { main: (fill) => `${ground(200)}${teapotShape(fill)}`, second: teapotPouring },
  dinnerPlateSet: { main: plateWithCutlery, second: plateStack },
  drinkingGlasses: { main: threeTumblers, second: glassWithIce },
};
