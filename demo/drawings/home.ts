/** Home: lighting, textiles, decor, storage. */
import type { Drawing, ProductDrawing } from './shared.ts';
import {
  DARK,
  WOOD,
  WOOD_DARK,
  LEAF,
  LEAF_LIGHT,
  CREAM,
  CORK,
  RED,
  BLUE,
  YELLOW,
  ground,
  shade,
  light,
  group,
  line,
  dots,
} from './shared.ts';

const tableLampShape: Drawing = (fill) =>
  `${ground(170, 680)}<rect x="385" y="410" width="30" height="250" fill="${DARK}"/><ellipse cx="400" cy="665" rx="150" ry="30" fill="${DARK}"/>` +
  `<path d="M250 190 L550 190 L645 425 L155 425 Z" fill="${fill}"/>${shade('<path d="M470 190 L550 190 L645 425 L540 425 Z"/>', 0.12)}` +
  `${shade('<rect x="155" y="405" width="490" height="20"/>', 0.18)}<rect x="250" y="180" width="300" height="16" rx="8" fill="${fill}"/>`;

/** Switched on in the evening beside two books: warm light under the shade and on the table. */
const tableLampLit: Drawing = (fill) =>
  `<circle cx="330" cy="330" r="300" fill="#ffe9a8" opacity=".35"/><circle cx="330" cy="330" r="200" fill="#ffe9a8" opacity=".45"/>` +
  `<rect x="40" y="640" width="720" height="40" rx="12" fill="${WOOD}"/>${shade('<rect x="40" y="664" width="720" height="16"/>', 0.2)}` +
  `<path d="M200 430 L460 430 L560 640 L100 640 Z" fill="#fff3c4" opacity=".7"/>` +
  `<rect x="318" y="420" width="24" height="200" fill="${DARK}"/><ellipse cx="330" cy="628" rx="110" ry="22" fill="${DARK}"/>` +
  `<path d="M220 220 L440 220 L510 430 L150 430 Z" fill="${fill}"/>${light('<path d="M220 220 L440 220 L510 430 L150 430 Z"/>', 0.25)}` +
  `<ellipse cx="330" cy="430" rx="180" ry="16" fill="#fff3c4"/>` +
  `<rect x="520" y="590" width="220" height="50" rx="6" fill="${BLUE}"/><rect x="530" y="594" width="200" height="10" fill="${CREAM}"/>` +
  `<rect x="540" y="546" width="190" height="46" rx="6" fill="${RED}"/><rect x="548" y="550" width="174" height="10" fill="${CREAM}"/>`;

/** A pendant shade on its cord at (x, top), lit from inside. */
function pendant(fill: string, x: number, top: number, scale: number): string {
  const s = (value: number): number => Math.round(value * scale);
  const rim = top + s(250);
  return (
    `<path d="M${x - s(170)} ${rim + s(10)} L${x + s(170)} ${rim + s(10)} L${x + s(300)} ${rim + s(280)} L${x - s(300)} ${rim + s(280)} Z" fill="#fff3c4" opacity=".45"/>` +
    line(`M${x} 0 L${x} ${top + 20}`, DARK, 6) +
    `<path d="M${x - s(220)} ${rim} Q${x - s(220)} ${top} ${x} ${top} Q${x + s(220)} ${top} ${x + s(220)} ${rim} Z" fill="${fill}"/>` +
    shade(
      `<path d="M${x + s(80)} ${top + s(20)} Q${x + s(220)} ${top + s(60)} ${x + s(220)} ${rim} L${x + s(120)} ${rim} Q${x + s(140)} ${top + s(80)} ${x + s(80)} ${top + s(20)} Z"/>`,
      0.14,
    ) +
    line(
      `M${x - s(190)} ${top + s(150)} Q${x} ${top + s(120)} ${x + s(190)} ${top + s(150)}`,
      '#000',
      5,
      ' opacity=".14"',
    ) +
    line(
      `M${x - s(210)} ${top + s(210)} Q${x} ${top + s(185)} ${x + s(210)} ${top + s(210)}`,
      '#000',
      5,
      ' opacity=".14"',
    ) +
    `<ellipse cx="${x}" cy="${rim}" rx="${s(222)}" ry="${s(26)}" fill="${fill}"/>${shade(`<ellipse cx="${x}" cy="${rim}" rx="${s(206)}" ry="${s(18)}"/>`, 0.3)}` +
    `<circle cx="${x}" cy="${rim + s(18)}" r="${s(38)}" fill="#fff3c4"/>`
  );
}

const pendantShape: Drawing = (fill) =>
  `<rect x="350" y="0" width="100" height="22" rx="6" fill="${DARK}"/>${pendant(fill, 400, 200, 1.05)}`;

/** Two of them over a dining table, lit. */
const pendantsOverATable: Drawing = (fill) =>
  `${pendant(fill, 250, 170, 0.6)}${pendant(fill, 560, 240, 0.6)}` +
  `<rect x="60" y="560" width="680" height="30" rx="10" fill="${WOOD}"/>${shade('<rect x="60" y="578" width="680" height="12"/>', 0.2)}` +
  `<rect x="100" y="590" width="26" height="100" fill="${WOOD_DARK}"/><rect x="674" y="590" width="26" height="100" fill="${WOOD_DARK}"/>` +
  `<ellipse cx="250" cy="558" rx="150" ry="10" fill="#fff3c4" opacity=".8"/><ellipse cx="560" cy="558" rx="150" ry="10" fill="#fff3c4" opacity=".8"/>`;

/** One fold of the blanket: a checked band with fringes on its left end. */
function blanketFold(fill: string, x: number, y: number, width: number, height: number): string {
  const stripes = [0.2, 0.45, 0.7]
    .map(
      (at) =>
        `<rect x="${x + width * at}" y="${y}" width="14" height="${height}" fill="#fff" opacity=".28"/>`,
    )
    .join('');
  const fringe = Array.from(
    { length: Math.floor(height / 16) },
    (_, index) => `M${x + 4} ${y + 12 + index * 16} l-34 ${index % 2 === 0 ? 4 : -4}`,
  ).join(' ');
  return (
    line(fringe, fill, 6) +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="26" fill="${fill}"/>` +
    stripes +
    `<rect x="${x}" y="${y + height * 0.42}" width="${width}" height="14" fill="#fff" opacity=".28"/>` +
    shade(`<rect x="${x}" y="${y + height - 22}" width="${width}" height="22" rx="11"/>`, 0.15) +
    light(`<rect x="${x}" y="${y}" width="${width}" height="22" rx="11"/>`, 0.2)
  );
}

const foldedBlanket: Drawing = (fill) =>
  `${ground(270, 664)}${blanketFold(fill, 170, 520, 480, 140)}${blanketFold(fill, 190, 390, 450, 132)}${blanketFold(fill, 210, 266, 420, 126)}`;

/** Spread out flat, seen from above, one corner turned over. */
const blanketSpread: Drawing = (fill) => {
  const checks = [220, 320, 420, 520]
    .map(
      (at) =>
        `<rect x="${at}" y="130" width="20" height="560" fill="#fff" opacity=".28"/><rect x="130" y="${at}" width="560" height="20" fill="#fff" opacity=".28"/>`,
    )
    .join('');
  const fringe = Array.from(
    { length: 34 },
    (_, index) =>
      `M${140 + index * 16} 690 l${index % 2 === 0 ? 3 : -3} 34 M${140 + index * 16} 130 l${index % 2 === 0 ? 3 : -3} -34`,
  ).join(' ');
  return group(
    'rotate(-8 400 410)',
    line(fringe, fill, 6) +
      `<rect x="130" y="130" width="560" height="560" rx="14" fill="${fill}"/>${checks}` +
      `<path d="M690 500 L690 690 L500 690 Z" fill="#fff" opacity=".2"/><path d="M690 500 L500 690 L540 520 Z" fill="${fill}"/>` +
      light('<path d="M690 500 L500 690 L540 520 Z"/>', 0.3) +
      shade('<path d="M690 500 L500 690 L540 520 Z"/>', 0.08),
  );
};

const cushionShape: Drawing = (fill) =>
  `<path d="M180 200 Q400 250 620 200 Q570 420 620 640 Q400 590 180 640 Q230 420 180 200 Z" fill="${fill}"/>` +
  `${shade('<path d="M400 420 Q520 530 620 640 Q400 590 180 640 Q290 530 400 420 Z"/>', 0.12)}` +
  `<path d="M220 240 Q400 280 580 240 Q538 420 580 600 Q400 560 220 600 Q262 420 220 240 Z" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="14 12" opacity=".45"/>` +
  `<path d="M400 420 L300 330 M400 420 L500 330 M400 420 L300 510 M400 420 L500 510" stroke="#000" stroke-width="5" opacity=".12"/>` +
  `<circle cx="400" cy="420" r="22" fill="${fill}"/>${shade('<circle cx="400" cy="420" r="22"/>', 0.3)}`;

const cushion: Drawing = (fill) => `${ground(220, 660)}${group('rotate(-6 400 420)', cushionShape(fill))}`;

/** Two covers on a sofa. */
const cushionsOnASofa: Drawing = (fill) =>
  `${ground(330, 690)}<rect x="110" y="250" width="580" height="280" rx="50" fill="#8d939c"/>` +
  `<rect x="110" y="500" width="580" height="130" rx="30" fill="#9ca2ab"/>${shade('<rect x="110" y="600" width="580" height="30" rx="15"/>', 0.15)}` +
  `<rect x="50" y="380" width="120" height="260" rx="50" fill="#7d838c"/><rect x="630" y="380" width="120" height="260" rx="50" fill="#7d838c"/>` +
  `<rect x="90" y="640" width="24" height="40" fill="${WOOD_DARK}"/><rect x="686" y="640" width="24" height="40" fill="${WOOD_DARK}"/>` +
  group('translate(100 170) rotate(-10 400 420) scale(.5)', cushionShape(fill)) +
  group('translate(300 200) rotate(8 400 420) scale(.45)', cushionShape(fill));

const vasePath =
  'M335 230 L465 230 L455 300 C600 370 610 540 530 640 L505 668 L295 668 L270 640 C190 540 200 370 345 300 Z';

const vaseWithTwigs: Drawing = (fill) =>
  `${ground(150, 672)}<path d="M400 250 C380 170 330 130 270 110" fill="none" stroke="${LEAF}" stroke-width="8"/>` +
  `<path d="M400 250 C420 160 470 120 530 96" fill="none" stroke="${LEAF}" stroke-width="8"/><path d="M400 250 L400 80" stroke="${LEAF}" stroke-width="8"/>` +
  `<ellipse cx="300" cy="135" rx="26" ry="12" fill="${LEAF_LIGHT}" transform="rotate(30 300 135)"/><ellipse cx="500" cy="116" rx="26" ry="12" fill="${LEAF_LIGHT}" transform="rotate(-30 500 116)"/>` +
  `<ellipse cx="420" cy="150" rx="24" ry="11" fill="${LEAF_LIGHT}" transform="rotate(-40 420 150)"/><ellipse cx="380" cy="190" rx="24" ry="11" fill="${LEAF_LIGHT}" transform="rotate(40 380 190)"/>` +
  `<circle cx="268" cy="108" r="18" fill="#fff"/><circle cx="532" cy="94" r="18" fill="#fff"/><circle cx="400" cy="78" r="18" fill="#fff"/>` +
  `<path d="${vasePath}" fill="${fill}"/>` +
  `${shade('<path d="M460 310 C590 380 600 540 520 640 L505 668 L430 668 C540 580 540 420 460 310 Z"/>', 0.14)}` +
  `${light('<ellipse cx="305" cy="460" rx="26" ry="90" transform="rotate(10 305 460)"/>', 0.2)}<rect x="325" y="220" width="150" height="26" rx="13" fill="${fill}"/>`;

/** Empty, seen a little from above: the opening, a painted band, three flowers waiting beside it. */
const vaseEmpty: Drawing = (fill) =>
  `${ground(230, 672)}<path d="${vasePath}" fill="${fill}"/>` +
  shade('<path d="M460 310 C590 380 600 540 520 640 L505 668 L430 668 C540 580 540 420 460 310 Z"/>', 0.14) +
  `<ellipse cx="400" cy="232" rx="74" ry="20" fill="${fill}"/><ellipse cx="400" cy="232" rx="56" ry="12" fill="#000" opacity=".45"/>` +
  `<rect x="222" y="440" width="356" height="16" fill="#fff" opacity=".55"/><rect x="226" y="500" width="350" height="16" fill="#fff" opacity=".55"/>` +
  dots(
    [
      [260, 478],
      [310, 478],
      [360, 478],
      [410, 478],
      [460, 478],
      [510, 478],
      [550, 478],
    ],
    9,
    '#fff',
    0.7,
  ) +
  line('M560 670 L740 600 M570 676 L720 640', LEAF, 7) +
  dots(
    [
      [740, 600],
      [720, 640],
    ],
    18,
    '#fff',
  ) +
  dots(
    [
      [740, 600],
      [720, 640],
    ],
    7,
    YELLOW,
  );

const mirrorShape = (fill: string, cx: number, cy: number, r: number): string =>
  `<circle cx="${cx + r * 0.06}" cy="${cy + r * 0.07}" r="${r}" fill="#000" opacity=".12"/>` +
  line(
    `M${cx} ${cy - r * 1.42} L${cx - r * 0.32} ${cy - r * 0.9} M${cx} ${cy - r * 1.42} L${cx + r * 0.32} ${cy - r * 0.9}`,
    fill,
    Math.max(6, r * 0.06),
  ) +
  `<circle cx="${cx}" cy="${cy - r * 1.44}" r="${Math.max(6, r * 0.05)}" fill="${DARK}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${WOOD}"/>${shade(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`, 0.06)}` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.84}" fill="#cfe3ea"/>` +
  `<path d="M${cx - r * 0.55} ${cy - r * 0.12} L${cx - r * 0.12} ${cy - r * 0.55} L${cx + r * 0.02} ${cy - r * 0.41} L${cx - r * 0.41} ${cy + r * 0.02} Z" fill="#fff" opacity=".7"/>` +
  `<path d="M${cx - r * 0.3} ${cy + r * 0.3} L${cx + r * 0.3} ${cy - r * 0.3} L${cx + r * 0.4} ${cy - r * 0.2} L${cx - r * 0.2} ${cy + r * 0.4} Z" fill="#fff" opacity=".5"/>`;

const wallMirror: Drawing = (fill) => mirrorShape(fill, 400, 450, 220);

/** Hung above a console table with a plant and a bowl on it. */
const mirrorAboveAConsole: Drawing = (fill) =>
  `${mirrorShape(fill, 400, 290, 150)}` +
  `<rect x="150" y="520" width="500" height="30" rx="8" fill="${WOOD_DARK}"/>` +
  `<rect x="180" y="550" width="20" height="130" fill="${WOOD_DARK}"/><rect x="600" y="550" width="20" height="130" fill="${WOOD_DARK}"/>` +
  `<rect x="190" y="620" width="420" height="12" fill="${WOOD_DARK}"/>` +
  `<path d="M220 520 L300 520 L290 450 L230 450 Z" fill="#c2653f"/>` +
  `<path d="M260 450 C230 400 200 390 190 360 C230 370 255 400 260 450 Z M260 450 C280 390 310 380 330 360 C320 400 290 420 260 450 Z M260 450 C255 400 262 370 270 340 C280 380 274 420 260 450 Z" fill="${LEAF}"/>` +
  `<path d="M480 480 Q540 530 600 480 Z" fill="${CREAM}"/>${shade('<path d="M480 480 Q540 530 600 480 Z"/>', 0.1)}`;

/** The basket's outline narrows from 440 wide at the rim (y 330) to 340 at the bottom (y 655). */
const basketSide = (y: number): [number, number] => {
  const inset = ((y - 330) * 50) / 325;
  return [180 + inset, 620 - inset];
};

const basket: Drawing = (fill) => {
  const bands = [395, 480, 565]
    .map((top) => {
      const [left, right] = basketSide(top);
      const [bottomLeft, bottomRight] = basketSide(top + 42);
      return `M${left} ${top} L${right} ${top} L${bottomRight} ${top + 42} L${bottomLeft} ${top + 42} Z`;
    })
    .join(' ');
  return (
    `${ground(220)}${line('M215 330 C200 240 300 240 290 330 M510 330 C500 240 600 240 585 330', DARK, 16, ' opacity=".75"')}` +
    `<path d="M180 330 L620 330 L570 655 L230 655 Z" fill="${fill}"/><path d="${bands}" fill="#000" opacity=".14"/>` +
    line(
      'M260 330 L290 655 M340 330 L350 655 M420 330 L410 655 M500 330 L470 655 M580 330 L530 655',
      '#fff',
      5,
      ' opacity=".3"',
    ) +
    `<rect x="165" y="310" width="470" height="44" rx="20" fill="${fill}"/>${shade('<rect x="165" y="310" width="470" height="44" rx="20"/>', 0.22)}`
  );
};

/** From above, full of rolled towels. */
const basketFromAbove: Drawing = (fill) => {
  const weave = [260, 320, 380, 440, 500, 560]
    .map((y) => `<rect x="150" y="${y}" width="500" height="22" fill="#000" opacity=".1"/>`)
    .join('');
  const rolls = [
    [290, 340, CREAM],
    [410, 330, '#d9c49a'],
    [530, 345, CREAM],
    [330, 470, '#9ba0a6'],
    [460, 470, CREAM],
  ]
    .map(
      ([x, y, colour]) =>
        `<circle cx="${x}" cy="${y}" r="66" fill="${colour}"/><circle cx="${x}" cy="${y}" r="40" fill="none" stroke="#000" stroke-width="5" opacity=".15"/><circle cx="${x}" cy="${y}" r="16" fill="none" stroke="#000" stroke-width="5" opacity=".15"/>`,
    )
    .join('');
  return (
    `${ground(260, 660)}${line('M150 380 q-60 0 -60 40 q0 40 60 40 M650 380 q60 0 60 40 q0 40 -60 40', DARK, 16, ' opacity=".75"')}` +
    `<rect x="140" y="200" width="520" height="440" rx="60" fill="${fill}"/>${weave}` +
    `<rect x="180" y="240" width="440" height="360" rx="40" fill="#000" opacity=".25"/>${rolls}`
  );
};

const shelfUnitFront: Drawing = (fill) => {
  const books = [
    [210, 70, RED],
    [236, 80, BLUE],
    [262, 74, YELLOW],
    [288, 82, LEAF],
    [314, 66, fill],
  ]
    .map(
      ([x, height, colour]) =>
        `<rect x="${x}" y="${272 - Number(height)}" width="24" height="${height}" rx="3" fill="${colour}"/>`,
    )
    .join('');
  return (
    `${ground(260, 684)}<rect x="170" y="120" width="26" height="560" fill="${fill}"/><rect x="604" y="120" width="26" height="560" fill="${fill}"/>` +
    [120, 272, 424, 576, 660]
      .map(
        (y) =>
          `<rect x="170" y="${y}" width="460" height="22" fill="${fill}"/>${shade(`<rect x="170" y="${y + 16}" width="460" height="6"/>`, 0.2)}`,
      )
      .join('') +
    books +
    `<path d="M470 272 L550 272 L540 210 L480 210 Z" fill="#c2653f"/><path d="M510 210 C480 170 460 160 450 140 C490 150 505 180 510 210 Z M510 210 C530 170 550 160 570 150 C560 180 540 200 510 210 Z" fill="${LEAF}"/>` +
    `<rect x="220" y="340" width="150" height="84" rx="8" fill="${CREAM}"/><rect x="390" y="340" width="150" height="84" rx="8" fill="#d9c49a"/>` +
    `<rect x="240" y="550" width="200" height="26" rx="4" fill="${BLUE}"/><rect x="250" y="524" width="180" height="26" rx="4" fill="${RED}"/>` +
    `<circle cx="530" cy="540" r="36" fill="${CREAM}"/>`
  );
};

/** Empty, from three quarters, with its width and height marked. */
const shelfUnitEmpty: Drawing = (fill) => {
  const shelves = [150, 290, 430, 570]
    .map(
      (y) =>
        `<path d="M190 ${y} L560 ${y} L640 ${y - 60} L270 ${y - 60} Z" fill="${fill}"/>${light(`<path d="M190 ${y} L560 ${y} L640 ${y - 60} L270 ${y - 60} Z"/>`, 0.25)}<rect x="190" y="${y}" width="370" height="20" fill="${fill}"/>`,
    )
    .join('');
  return (
    `${ground(260, 680)}<path d="M560 120 L640 60 L640 600 L560 660 Z" fill="${fill}"/>${shade('<path d="M560 120 L640 60 L640 600 L560 660 Z"/>', 0.2)}` +
    `<rect x="170" y="120" width="22" height="540" fill="${fill}"/>${shelves}<rect x="548" y="120" width="22" height="540" fill="${fill}"/>` +
    line('M170 712 L570 712 M170 700 L170 724 M570 700 L570 724', DARK, 5) +
    line('M100 120 L100 660 M88 120 L112 120 M88 660 L112 660', DARK, 5)
  );
};

export const HOME_DRAWINGS: Readonly<Record<string, ProductDrawing>> = {
  tableLamp: { main: tableLampShape, second: tableLampLit },
  pendantLight: { main: pendantShape, second: pendantsOverATable, colour: CORK },
  throwBlanket: { main: foldedBlanket, second: blanketSpread },
  cushionCover: { main: cushion, second: cushionsOnASofa },
  vase: { main: vaseWithTwigs, second: vaseEmpty },
  wallMirror: { main: wallMirror, second: mirrorAboveAConsole, colour: '#7a4e2d' },
  storageBasket: { main: basket, second: basketFromAbove, colour: '#c8a97e' },
  shelfUnit: { main: shelfUnitFront, second: shelfUnitEmpty, colour: WOOD },
};
