/** Office: notebooks, writing, the desk. */
import type { Drawing, ProductDrawing } from './shared.ts';
import {
  DARK,
  STEEL,
  STEEL_DARK,
  WOOD,
  BRASS,
  LEAF,
  CREAM,
  RED,
  BLUE,
  YELLOW,
  PINK,
  ground,
  shade,
  light,
  group,
  line,
  dots,
} from './shared.ts';

const notebookClosed: Drawing = (fill) =>
  `${ground(200, 680)}<rect x="232" y="150" width="360" height="520" rx="24" fill="${CREAM}"/>` +
  `<rect x="220" y="140" width="360" height="520" rx="24" fill="${fill}"/><rect x="260" y="140" width="18" height="520" fill="#000" opacity=".25"/>` +
  `<rect x="330" y="250" width="190" height="22" rx="11" fill="#fff" opacity=".7"/><rect x="330" y="300" width="140" height="22" rx="11" fill="#fff" opacity=".5"/>` +
  `<rect x="520" y="140" width="16" height="520" fill="#000" opacity=".35"/>`;

/** Open on lined pages, the ribbon in the fold and the elastic band aside. */
const notebookOpen: Drawing = (fill) => {
  const lines = Array.from(
    { length: 9 },
    (_, index) =>
      `M150 ${280 + index * 38} L380 ${284 + index * 38} M420 ${284 + index * 38} L650 ${280 + index * 38}`,
  ).join(' ');
  return (
    `${ground(320, 664)}<rect x="100" y="200" width="600" height="440" rx="20" fill="${fill}"/>` +
    `<path d="M124 218 L396 232 L396 622 L124 610 Z" fill="${CREAM}"/><path d="M676 218 L404 232 L404 622 L676 610 Z" fill="#fbf9f4"/>` +
    line(lines, '#9cc0dd', 3) +
    shade('<rect x="380" y="230" width="40" height="392"/>', 0.08) +
    `<path d="M404 226 L422 226 L422 690 L413 676 L404 690 Z" fill="${RED}"/>` +
    `<rect x="712" y="200" width="16" height="440" rx="6" fill="${DARK}"/>`
  );
};

const plannerClosed: Drawing = (fill) =>
  `${ground(200, 680)}<rect x="262" y="156" width="340" height="500" rx="18" fill="${CREAM}"/>` +
  [RED, YELLOW, BLUE, LEAF]
    .map(
      (colour, index) =>
        `<rect x="596" y="${200 + index * 100}" width="30" height="56" rx="6" fill="${colour}"/>`,
    )
    .join('') +
  `<rect x="240" y="140" width="350" height="510" rx="18" fill="${fill}"/>` +
  `<rect x="330" y="230" width="190" height="110" rx="12" fill="#fff" opacity=".8"/>` +
  line('M360 270 L490 270 M360 306 L450 306', fill, 8) +
  Array.from(
    { length: 13 },
    (_, index) =>
      `<rect x="218" y="${164 + index * 36}" width="48" height="14" rx="7" fill="${STEEL_DARK}"/>`,
  ).join('');

/** Open on a month: the calendar grid with a few days marked. */
const plannerOpen: Drawing = (fill) => {
  const cells = Array.from({ length: 35 }, (_, index) => {
    const x = 420 + (index % 7) * 36;
    const y = 280 + Math.floor(index / 7) * 64;
    return `<rect x="${x}" y="${y}" width="32" height="58" fill="none" stroke="${STEEL_DARK}" stroke-width="2"/>`;
  }).join('');
  const week = Array.from(
    { length: 7 },
    (_, index) => `M140 ${290 + index * 46} L380 ${290 + index * 46}`,
  ).join(' ');
  return (
    `${ground(330, 664)}<rect x="100" y="190" width="600" height="460" rx="18" fill="${fill}"/>` +
    `<rect x="120" y="210" width="276" height="420" fill="${CREAM}"/><rect x="404" y="210" width="276" height="420" fill="#fbf9f4"/>` +
    line(week, STEEL_DARK, 2) +
    cells +
    `<rect x="420" y="230" width="248" height="30" fill="${fill}" opacity=".8"/><rect x="140" y="230" width="120" height="30" fill="${fill}" opacity=".8"/>` +
    dots(
      [
        [456, 320],
        [528, 384],
        [600, 448],
        [492, 512],
        [636, 320],
      ],
      10,
      RED,
    ) +
    `<rect x="150" y="300" width="150" height="10" rx="5" fill="${BLUE}" opacity=".6"/><rect x="150" y="392" width="110" height="10" rx="5" fill="${LEAF}" opacity=".6"/>` +
    Array.from(
      { length: 11 },
      (_, index) =>
        `<rect x="384" y="${224 + index * 38}" width="32" height="12" rx="6" fill="${STEEL_DARK}"/>`,
    ).join('')
  );
};

/** A fountain pen lying flat, nib to the right. */
const fountainPenShape = (fill: string): string =>
  `<rect x="120" y="368" width="350" height="74" rx="37" fill="${fill}"/>${shade('<rect x="120" y="410" width="350" height="32" rx="16"/>', 0.16)}` +
  `<rect x="160" y="350" width="190" height="18" rx="9" fill="${STEEL}"/><rect x="150" y="352" width="26" height="36" rx="8" fill="${STEEL}"/>` +
  `<rect x="440" y="366" width="24" height="78" fill="${BRASS}"/><path d="M464 376 L545 384 L545 426 L464 434 Z" fill="${DARK}"/>` +
  `<path d="M540 380 C600 380 650 396 700 405 C650 414 600 430 540 430 Z" fill="${BRASS}"/>` +
  `<path d="M580 405 L690 405" stroke="#000" stroke-width="3" opacity=".4"/><circle cx="580" cy="405" r="6" fill="#000" opacity=".4"/>`;

const fountainPen: Drawing = (fill) =>
  `${ground(260, 660)}${group('rotate(32 410 405)', fountainPenShape(fill))}`;

/** Close to the nib, writing a line in ink. */
const fountainPenWriting: Drawing = (fill) =>
  group(
    'rotate(-4 400 600)',
    `<rect x="40" y="420" width="720" height="400" fill="#fbf9f4"/>${shade('<rect x="40" y="420" width="720" height="10"/>', 0.06)}`,
  ) +
  line('M80 640 c30 -70 70 40 100 -10 s60 -70 90 0 s60 40 90 -20 s50 -50 70 10 s50 40 80 -10', '#1f2f57', 9) +
  group('translate(512 606) rotate(135) scale(1.3) translate(-700 -405)', fountainPenShape(fill));

const pencil = (colour: string): string =>
  `<rect x="-22" y="-260" width="44" height="330" fill="${colour}"/>${light('<rect x="-22" y="-260" width="14" height="330"/>', 0.25)}${shade('<rect x="8" y="-260" width="14" height="330"/>', 0.15)}` +
  `<rect x="-22" y="-276" width="44" height="18" fill="${BRASS}"/>` +
  `<path d="M-22 70 L22 70 L0 140 Z" fill="#e8c898"/><path d="M-7 117 L7 117 L0 140 Z" fill="${colour}"/>`;

const pencilsFanned: Drawing = (fill) =>
  `${ground(240, 688)}` +
  [fill, RED, YELLOW, LEAF, BLUE, PINK]
    .map((colour, index) =>
      group(`translate(400 660) rotate(${(index - 2.5) * 12}) rotate(180) translate(0 276)`, pencil(colour)),
    )
    .join('');

/** In their open tin, points to the right. */
const pencilsInTheTin: Drawing = (fill) =>
  `${ground(320, 650)}<rect x="110" y="130" width="580" height="250" rx="20" fill="${fill}" transform="rotate(-6 400 255)"/>` +
  light('<rect x="140" y="160" width="520" height="190" rx="14" transform="rotate(-6 400 255)"/>', 0.25) +
  `<rect x="100" y="340" width="600" height="300" rx="20" fill="${STEEL_DARK}"/><rect x="120" y="360" width="560" height="260" rx="12" fill="${STEEL}"/>` +
  [fill, RED, YELLOW, LEAF, BLUE, PINK]
    .map((colour, index) =>
      group(`translate(330 ${386 + index * 42}) rotate(-90) scale(.62)`, pencil(colour)),
    )
    .join('');

const organiserBox = (fill: string): string =>
  `<path d="M180 420 L620 420 L620 660 L180 660 Z" fill="${fill}"/>${light('<rect x="180" y="420" width="440" height="14"/>', 0.25)}` +
  shade('<rect x="330" y="420" width="10" height="240"/>', 0.2) +
  shade('<rect x="480" y="420" width="10" height="240"/>', 0.2);

const deskOrganiser: Drawing = (fill) =>
  `${ground(260, 666)}` +
  [
    [210, 190, BLUE, 4],
    [240, 170, RED, -6],
    [270, 200, DARK, 8],
    [300, 180, LEAF, -4],
  ]
    .map(
      ([x, top, colour, angle]) =>
        `<rect x="${x}" y="${top}" width="18" height="260" rx="9" fill="${colour}" transform="rotate(${angle} ${x} 420)"/>`,
    )
    .join('') +
  `<rect x="360" y="250" width="60" height="190" rx="4" fill="${YELLOW}" transform="rotate(-8 390 420)"/>` +
  line('M384 270 L410 270 M384 300 L404 300 M384 330 L410 330 M384 360 L404 360', DARK, 3) +
  `<rect x="500" y="330" width="100" height="100" rx="4" fill="#f7e27a" transform="rotate(6 550 380)"/>` +
  organiserBox(fill);

/** From above: pens, clips, notes and a phone in the compartments. */
const deskOrganiserFromAbove: Drawing = (fill) =>
  `${ground(300, 660)}<rect x="110" y="180" width="580" height="460" rx="20" fill="${fill}"/>` +
  `<rect x="140" y="210" width="240" height="400" rx="8" fill="#000" opacity=".22"/><rect x="410" y="210" width="250" height="180" rx="8" fill="#000" opacity=".22"/>` +
  `<rect x="410" y="420" width="250" height="190" rx="8" fill="#000" opacity=".22"/>` +
  [
    [170, BLUE],
    [210, RED],
    [250, DARK],
    [300, LEAF],
  ]
    .map(
      ([x, colour]) =>
        `<rect x="${x}" y="230" width="20" height="360" rx="10" fill="${colour}"/><path d="M${x} 590 L${Number(x) + 20} 590 L${Number(x) + 10} 610 Z" fill="#e8c898"/>`,
    )
    .join('') +
  `<rect x="430" y="230" width="140" height="140" rx="4" fill="#f7e27a"/>` +
  [
    [600, 250],
    [620, 310],
  ]
    .map(
      ([x, y]) =>
        `<rect x="${x}" y="${y}" width="24" height="50" rx="12" fill="none" stroke="${STEEL_DARK}" stroke-width="6"/>`,
    )
    .join('') +
  `<rect x="440" y="440" width="110" height="150" rx="14" fill="${DARK}"/><rect x="450" y="452" width="90" height="120" rx="8" fill="#4a6fa5"/>`;

const deskLampShape: Drawing = (fill) =>
  `<path d="M520 330 L660 600 L380 640 Z" fill="#ffe9a8" opacity=".55"/>` +
  `<ellipse cx="300" cy="660" rx="140" ry="30" fill="${DARK}" opacity=".25"/><rect x="180" y="620" width="240" height="40" rx="20" fill="${fill}"/>` +
  `<path d="M300 625 L230 400 L470 250" fill="none" stroke="${fill}" stroke-width="28" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="M470 250 L440 200 L560 170 L640 330 L520 345 Z" fill="${fill}"/>${shade('<path d="M560 170 L640 330 L590 336 Z"/>', 0.18)}` +
  `<ellipse cx="580" cy="338" rx="62" ry="14" transform="rotate(-8 580 338)" fill="#fff3c4"/>` +
  `<circle cx="300" cy="625" r="18" fill="${DARK}"/><circle cx="230" cy="400" r="20" fill="${DARK}"/><circle cx="470" cy="250" r="20" fill="${DARK}"/>`;

/** At work from the other side: reaching over an open book and lighting its pages. */
const deskLampOverABook: Drawing = (fill) =>
  `<rect x="0" y="640" width="800" height="30" fill="${WOOD}"/>${shade('<rect x="0" y="660" width="800" height="10"/>', 0.2)}` +
  `<path d="M300 330 L120 630 L470 640 Z" fill="#ffe9a8" opacity=".6"/>` +
  `<path d="M110 600 L290 580 L300 630 L100 640 Z" fill="${CREAM}"/><path d="M290 580 L470 600 L480 640 L300 630 Z" fill="#fbf9f4"/>` +
  line('M140 606 L270 592 M140 618 L270 604 M316 596 L450 610 M316 608 L450 622', STEEL_DARK, 3) +
  `<ellipse cx="620" cy="640" rx="120" ry="18" fill="#000" opacity=".2"/><rect x="510" y="610" width="220" height="34" rx="17" fill="${fill}"/>` +
  `<path d="M620 616 L680 360 L380 230" fill="none" stroke="${fill}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="M380 230 L420 186 L300 150 L236 320 L350 330 Z" fill="${fill}"/>${shade('<path d="M300 150 L236 320 L290 326 Z"/>', 0.18)}` +
  `<ellipse cx="292" cy="324" rx="58" ry="13" transform="rotate(6 292 324)" fill="#fff3c4"/>` +
  `<circle cx="620" cy="616" r="18" fill="${DARK}"/><circle cx="680" cy="360" r="20" fill="${DARK}"/><circle cx="380" cy="230" r="20" fill="${DARK}"/>`;

export const OFFICE_DRAWINGS: Readonly<Record<string, ProductDrawing>> = {
  notebook: { main: notebookClosed, second: notebookOpen },
  planner: { main: plannerClosed, second: plannerOpen },
  fountainPen: { main: fountainPen, second: fountainPenWriting },
  pencilSet: { main: pencilsFanned, second: pencilsInTheTin },
  deskOrganiser: { main: deskOrganiser, second: deskOrganiserFromAbove, colour: WOOD },
  deskLamp: { main: deskLampShape, second: deskLampOverABook },
};
