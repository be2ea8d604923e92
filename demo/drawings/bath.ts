/** Bath: towels, soap and care. */
import type { Drawing, ProductDrawing } from './shared.ts';
import {
  STEEL,
  STEEL_DARK,
  WOOD_DARK,
  LEAF,
  CREAM,
  ground,
  shade,
  light,
  group,
  line,
  dots,
} from './shared.ts';

/** A folded towel lying at `y`; `index` 0 is the bottom of the stack. */
function towel(fill: string, y: number, index: number): string {
  const x = 190 + index * 15;
  const width = 420 - index * 30;
  const body = `<rect x="${x}" y="${y}" width="${width}" height="120" rx="34"/>`;
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="120" rx="34" fill="${fill}"/>` +
    (index === 1 ? shade(body, 0.1) : '') +
    light(`<rect x="${x}" y="${y}" width="${width}" height="34" rx="17"/>`, 0.25) +
    shade(`<rect x="${x}" y="${y + 96}" width="${width}" height="24" rx="12"/>`, 0.12) +
    `<rect x="${x + width - 90}" y="${y + 20}" width="10" height="90" fill="#fff" opacity=".5"/>` +
    `<rect x="${x + width - 70}" y="${y + 20}" width="10" height="90" fill="#fff" opacity=".5"/>`
  );
}

const towelStack: Drawing = (fill) =>
  ground(240, 648) + towel(fill, 520, 0) + towel(fill, 400, 1) + towel(fill, 280, 2);

/** Hanging over a towel rail on the wall. */
const towelOnTheRail: Drawing = (fill) =>
  `<rect x="180" y="200" width="440" height="380" fill="${fill}"/>${shade('<rect x="180" y="200" width="440" height="380"/>', 0.2)}` +
  `${line('M120 200 L680 200', STEEL, 22)}<circle cx="120" cy="200" r="24" fill="${STEEL_DARK}"/><circle cx="680" cy="200" r="24" fill="${STEEL_DARK}"/>` +
  `<path d="M190 190 Q400 170 610 190 L610 640 Q400 660 190 640 Z" fill="${fill}"/>` +
  light('<path d="M190 190 Q400 170 610 190 L610 220 Q400 200 190 220 Z"/>', 0.25) +
  `<rect x="190" y="560" width="420" height="16" fill="#fff" opacity=".5"/><rect x="190" y="590" width="420" height="10" fill="#fff" opacity=".5"/>` +
  line(
    'M240 240 L240 540 M300 240 L300 540 M360 240 L360 540 M420 240 L420 540 M480 240 L480 540 M540 240 L540 540',
    '#000',
    3,
    ' opacity=".06"',
  );

const soapBar = (x: number, y: number, width: number, height: number, colour: string): string =>
  `<rect x="${x}" y="${y + height * 0.3}" width="${width}" height="${height * 0.7}" rx="${height * 0.35}" fill="${colour}"/>` +
  shade(
    `<rect x="${x}" y="${y + height * 0.3}" width="${width}" height="${height * 0.7}" rx="${height * 0.35}"/>`,
    0.15,
  ) +
  `<rect x="${x}" y="${y}" width="${width}" height="${height * 0.75}" rx="${height * 0.37}" fill="${colour}"/>` +
  `<ellipse cx="${x + width / 2}" cy="${y + height * 0.37}" rx="${width * 0.3}" ry="${height * 0.18}" fill="none" stroke="#000" stroke-width="${Math.max(3, width * 0.012)}" opacity=".12"/>` +
  light(
    `<rect x="${x + width * 0.1}" y="${y + height * 0.08}" width="${width * 0.5}" height="${height * 0.12}" rx="${height * 0.06}"/>`,
    0.4,
  );

const bubbles = (points: readonly (readonly [number, number, number])[]): string =>
  points
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".6" stroke="#fff" stroke-width="3"/>`,
    )
    .join('');

const soapDishWithSoap: Drawing = (fill) =>
  `${ground(270, 640)}<path d="M150 500 Q160 600 270 616 L530 616 Q640 600 650 500 Z" fill="${fill}"/>` +
  shade('<path d="M150 500 Q160 600 270 616 L530 616 Q640 600 650 500 Z"/>', 0.15) +
  `<ellipse cx="400" cy="500" rx="250" ry="80" fill="${fill}"/>${shade('<ellipse cx="400" cy="506" rx="208" ry="58"/>', 0.12)}` +
  soapBar(290, 390, 220, 130, CREAM) +
  bubbles([
    [560, 380, 26],
    [610, 320, 16],
    [520, 320, 12],
  ]);

/** Empty, from above: the ribs that let the soap dry and the drain holes. */
const soapDishFromAbove: Drawing = (fill) =>
  `${ground(280, 640)}<ellipse cx="400" cy="420" rx="280" ry="200" fill="${fill}"/>${light('<ellipse cx="400" cy="420" rx="280" ry="200"/>', 0.1)}` +
  `<ellipse cx="400" cy="420" rx="230" ry="155" fill="${fill}"/>${shade('<ellipse cx="400" cy="420" rx="230" ry="155"/>', 0.12)}` +
  [250, 300, 350, 400, 450, 500, 550]
    .map(
      (x) =>
        `<rect x="${x - 9}" y="${320 + Math.abs(400 - x) * 0.3}" width="18" height="${200 - Math.abs(400 - x) * 0.6}" rx="9" fill="#fff" opacity=".3"/>`,
    )
    .join('') +
  dots(
    [
      [330, 540],
      [400, 548],
      [470, 540],
    ],
    9,
    '#000',
    0.35,
  );

const barOfSoap: Drawing = (fill) =>
  `${ground(220, 620)}${soapBar(220, 340, 360, 230, fill)}${bubbles([
    [610, 320, 34],
    [660, 250, 20],
    [560, 250, 14],
    [190, 330, 18],
  ])}`;

/** Three bars wrapped in a paper band, one bar unwrapped in front. */
const soapPack: Drawing = (fill) => {
  const stacked = [0, 1, 2].map((index) => soapBar(200, 330 - index * 90, 300, 120, fill)).join('');
  return (
    `${ground(280, 668)}${stacked}<rect x="310" y="150" width="80" height="316" fill="#d9c49a"/>${shade('<rect x="370" y="150" width="20" height="316"/>', 0.1)}` +
    line('M350 150 L350 466', WOOD_DARK, 4) +
    soapBar(430, 520, 260, 140, fill) +
    bubbles([
      [700, 500, 20],
      [650, 460, 12],
    ])
  );
};

const creamTube = (fill: string): string =>
  `<rect x="275" y="140" width="250" height="44" rx="6" fill="${fill}"/>${shade('<rect x="275" y="140" width="250" height="44" rx="6"/>', 0.2)}` +
  line(
    'M300 146 L300 178 M330 146 L330 178 M360 146 L360 178 M390 146 L390 178 M420 146 L420 178 M450 146 L450 178 M480 146 L480 178',
    '#000',
    3,
    ' opacity=".2"',
  ) +
  `<path d="M280 180 L520 180 L490 560 L310 560 Z" fill="${fill}"/>${shade('<path d="M440 180 L520 180 L490 560 L450 560 Z"/>', 0.1)}` +
  `<path d="M292 300 L508 300 L498 440 L302 440 Z" fill="#fff" opacity=".8"/>` +
  `<ellipse cx="400" cy="370" rx="30" ry="48" fill="${LEAF}" transform="rotate(30 400 370)"/>${line('M380 410 L420 330', '#fff', 3)}` +
  `<rect x="320" y="556" width="160" height="110" rx="18" fill="${CREAM}"/>${shade('<rect x="440" y="556" width="40" height="110" rx="18"/>', 0.1)}`;

const handCreamTube: Drawing = (fill) => `${ground(160, 670)}${creamTube(fill)}`;

/** Lying down with the cap open and a swirl of cream squeezed out. */
const handCreamSqueezed: Drawing = (fill) =>
  `${ground(320, 640)}${group('translate(-40 120) rotate(-90 400 400) scale(.9)', creamTube(fill))}` +
  `<path d="M560 600 Q540 560 590 548 Q600 510 650 526 Q690 516 690 560 Q720 580 690 600 Z" fill="#fffaf0"/>` +
  line('M580 570 Q620 546 660 566', '#e8dcc6', 5) +
  shade('<path d="M560 600 L690 600 Q700 608 690 612 L566 612 Z"/>', 0.08);

export const BATH_DRAWINGS: Readonly<Record<string, ProductDrawing>> = {
  bathTowel: { main: towelStack, second: towelOnTheRail },
  soapDish: { main: soapDishWithSoap, second: soapDishFromAbove },
  barSoap: { main: barOfSoap, second: soapPack, colour: '#9fd3c7' },
  handCream: { main: handCreamTube, second: handCreamSqueezed, colour: '#5fa8a0' },
};
