/** Kids: wooden toys and games. */
import type { Drawing, ProductDrawing } from './shared.ts';
import {
  DARK,
  WOOD,
  WOOD_DARK,
  LEAF,
  LEAF_LIGHT,
  CREAM,
  RED,
  BLUE,
  YELLOW,
  ORANGE,
  ground,
  shade,
  light,
  group,
  line,
  dots,
} from './shared.ts';

const blocksThree: Drawing = (fill) =>
  `${ground(250, 664)}<rect x="170" y="420" width="220" height="220" rx="18" fill="${fill}"/><rect x="410" y="420" width="220" height="220" rx="18" fill="${BLUE}"/>` +
  `<rect x="290" y="190" width="220" height="220" rx="18" fill="${RED}"/>` +
  `<circle cx="280" cy="530" r="55" fill="#fff" opacity=".55"/><path d="M520 470 L580 585 L460 585 Z" fill="#fff" opacity=".55"/>` +
  `<rect x="350" y="250" width="100" height="100" rx="8" fill="#fff" opacity=".55"/>`;

/** Built into a little house: two pillars, an arch and a roof. */
const blocksBuilt: Drawing = (fill) =>
  `${ground(280, 672)}<rect x="200" y="470" width="120" height="200" rx="10" fill="${fill}"/><rect x="480" y="470" width="120" height="200" rx="10" fill="${fill}"/>` +
  `<path d="M180 340 L620 340 L620 470 L470 470 A70 70 0 0 0 330 470 L180 470 Z" fill="${BLUE}"/>` +
  `<path d="M170 340 L400 150 L630 340 Z" fill="${RED}"/>${light('<path d="M170 340 L400 150 L400 340 Z"/>', 0.15)}` +
  `<rect x="350" y="570" width="100" height="100" rx="10" fill="${YELLOW}"/><circle cx="660" cy="630" r="40" fill="${LEAF_LIGHT}"/>` +
  `<rect x="100" y="610" width="80" height="60" rx="8" fill="${YELLOW}" transform="rotate(-10 140 640)"/>`;

const duckBody = (fill: string): string =>
  `<path d="M250 520 Q240 410 400 410 L560 400 Q650 370 660 300 Q700 420 640 520 Q600 580 500 580 L330 580 Q250 580 250 520 Z" fill="${fill}"/>` +
  `<ellipse cx="470" cy="480" rx="110" ry="56" fill="#fff" opacity=".3"/>` +
  `<circle cx="290" cy="350" r="80" fill="${fill}"/><path d="M220 340 L140 360 L220 380 Z" fill="${ORANGE}"/>` +
  `<circle cx="270" cy="330" r="14" fill="${DARK}"/><circle cx="266" cy="326" r="5" fill="#fff"/>`;

const pullAlongDuck: Drawing = (fill) =>
  `${ground(280, 680)}${line('M250 560 C150 560 130 360 70 300', DARK, 5)}<circle cx="66" cy="290" r="22" fill="${WOOD}"/>` +
  `<rect x="260" y="560" width="380" height="30" rx="10" fill="${WOOD}"/>${duckBody(fill)}` +
  `<circle cx="320" cy="610" r="58" fill="${WOOD}"/><circle cx="320" cy="610" r="16" fill="${WOOD_DARK}"/>` +
  `<circle cx="570" cy="610" r="58" fill="${WOOD}"/><circle cx="570" cy="610" r="16" fill="${WOOD_DARK}"/>`;

/** The duck coming towards you on its string: front view, wheels either side. */
const pullAlongDuckFront: Drawing = (fill) =>
  `${ground(260, 690)}<rect x="230" y="560" width="340" height="40" rx="14" fill="${WOOD_DARK}"/>` +
  `<ellipse cx="220" cy="590" rx="34" ry="90" fill="${WOOD}"/><ellipse cx="580" cy="590" rx="34" ry="90" fill="${WOOD}"/>` +
  `<ellipse cx="400" cy="470" rx="170" ry="130" fill="${fill}"/>${shade('<ellipse cx="460" cy="490" rx="110" ry="100"/>', 0.1)}` +
  `<ellipse cx="250" cy="450" rx="40" ry="80" fill="${fill}"/><ellipse cx="550" cy="450" rx="40" ry="80" fill="${fill}"/>` +
  `<circle cx="400" cy="290" r="110" fill="${fill}"/><path d="M360 320 L440 320 L400 380 Z" fill="${ORANGE}"/>` +
  `<circle cx="355" cy="270" r="15" fill="${DARK}"/><circle cx="445" cy="270" r="15" fill="${DARK}"/>` +
  line('M400 600 C400 660 420 700 450 760', DARK, 5);

/** A jigsaw piece with two tabs out (top, right) and two in (bottom, left). */
const PUZZLE_PIECE =
  'M240 240 L365 240 A55 55 0 1 1 435 240 L560 240 L560 365 A55 55 0 1 1 560 435 L560 560 ' +
  'L435 560 A55 55 0 1 0 365 560 L240 560 L240 435 A55 55 0 1 0 240 365 Z';

const puzzlePieces: Drawing = (fill) =>
  `${ground(240, 680)}<g transform="translate(150 -40) rotate(14 400 400) scale(.8)" opacity=".95"><path d="${PUZZLE_PIECE}" fill="${BLUE}"/></g>` +
  `<g transform="translate(-40 40)"><path d="${PUZZLE_PIECE}" fill="${fill}"/></g>`;

/** The box with its picture on the lid and loose pieces in front. */
const puzzleBox: Drawing = (fill) =>
  `${ground(320, 680)}<rect x="130" y="170" width="540" height="380" rx="14" fill="${fill}"/>${shade('<rect x="130" y="510" width="540" height="40" rx="14"/>', 0.2)}` +
  `<rect x="160" y="200" width="480" height="290" fill="#a9d3e6"/><circle cx="560" cy="260" r="36" fill="${YELLOW}"/>` +
  `<path d="M160 420 L290 280 L380 380 L470 300 L640 450 L640 490 L160 490 Z" fill="#7d838c"/>` +
  `<path d="M290 280 L330 323 L300 330 L270 302 Z M470 300 L510 336 L480 340 L450 318 Z" fill="#fff"/>` +
  `<path d="M160 450 Q400 410 640 460 L640 490 L160 490 Z" fill="${LEAF_LIGHT}"/>` +
  line(
    'M280 200 L280 490 M400 200 L400 490 M520 200 L520 490 M160 300 L640 300 M160 400 L640 400',
    '#fff',
    3,
    ' opacity=".45"',
  ) +
  (
    [
      [230, 640, 10, BLUE],
      [410, 660, 35, fill],
      [590, 635, -20, RED],
    ] as const
  )
    .map(([x, y, angle, colour]) =>
      group(
        `translate(${x} ${y}) rotate(${angle}) scale(.28) translate(-400 -400)`,
        `<path d="${PUZZLE_PIECE}" fill="${colour}"/>`,
      ),
    )
    .join('');

const die = (x: number, y: number, size: number, pips: readonly (readonly [number, number])[]): string =>
  `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.18}" fill="#fff" stroke="${DARK}" stroke-width="3"/>` +
  dots(
    pips.map(([px, py]) => [x + size * px, y + size * py] as const),
    size * 0.09,
    DARK,
  );

const pawn = (x: number, bottom: number, colour: string): string =>
  `<path d="M${x - 28} ${bottom} L${x + 28} ${bottom} L${x + 14} ${bottom - 60} L${x - 14} ${bottom - 60} Z" fill="${colour}"/>` +
  `<circle cx="${x}" cy="${bottom - 74}" r="22" fill="${colour}"/>${shade(`<path d="M${x + 4} ${bottom} L${x + 28} ${bottom} L${x + 14} ${bottom - 60} L${x + 4} ${bottom - 60} Z"/>`, 0.15)}`;

const boardGameBoard: Drawing = (fill) => {
  const track = Array.from({ length: 28 }, (_, index) => {
    const side = Math.floor(index / 7);
    const step = index % 7;
    const positions = [
      [190 + step * 60, 210],
      [610, 210 + step * 60],
      [610 - step * 60, 630],
      [190, 630 - step * 60],
    ];
    const [x, y] = positions[side] ?? [0, 0];
    const colour = [RED, BLUE, YELLOW, LEAF][index % 4] ?? RED;
    return `<rect x="${(x ?? 0) - 26}" y="${(y ?? 0) - 26}" width="52" height="52" rx="6" fill="${colour}" opacity=".85"/>`;
  }).join('');
  return (
    `${ground(300, 690)}<rect x="130" y="150" width="540" height="540" rx="22" fill="${fill}"/><rect x="150" y="170" width="500" height="500" rx="12" fill="${CREAM}"/>` +
    track +
    `<circle cx="400" cy="420" r="90" fill="${fill}" opacity=".6"/><path d="M400 350 L420 400 L470 402 L430 432 L446 482 L400 452 L354 482 L370 432 L330 402 L380 400 Z" fill="${YELLOW}"/>` +
    pawn(250, 300, RED) +
    pawn(560, 560, BLUE) +
    pawn(530, 290, LEAF) +
    die(330, 520, 70, [
      [0.25, 0.25],
      [0.75, 0.75],
      [0.5, 0.5],
    ]) +
    die(420, 540, 70, [
      [0.25, 0.25],
      [0.75, 0.25],
      [0.25, 0.75],
      [0.75, 0.75],
    ])
  );
};

/** The box from three quarters, lid on, pawns and dice beside it. */
const boardGameBox: Drawing = (fill) =>
  `${ground(320, 664)}<path d="M150 340 L250 260 L690 260 L590 340 Z" fill="${fill}"/>` +
  `<path d="M200 330 L272 272 L640 272 L568 330 Z" fill="${CREAM}"/>` +
  [0, 1, 2, 3, 4, 5]
    .map((index) => {
      const x = 262 + index * 56;
      return `<path d="M${x} 316 L${x + 40} 316 L${x + 64} 288 L${x + 24} 288 Z" fill="${[RED, BLUE, YELLOW, LEAF][index % 4]}"/>`;
    })
    .join('') +
  `<path d="M590 340 L690 260 L690 400 L590 480 Z" fill="${fill}"/>${shade('<path d="M590 340 L690 260 L690 400 L590 480 Z"/>', 0.25)}` +
  `<rect x="150" y="340" width="440" height="140" fill="${fill}"/>${shade('<rect x="150" y="340" width="440" height="140"/>', 0.1)}` +
  `<rect x="180" y="380" width="200" height="24" rx="12" fill="#fff" opacity=".7"/>` +
  pawn(200, 640, RED) +
  pawn(290, 650, BLUE) +
  pawn(380, 636, LEAF) +
  die(470, 570, 80, [
    [0.25, 0.25],
    [0.75, 0.75],
    [0.5, 0.5],
  ]) +
  die(580, 590, 70, [[0.5, 0.5]]);

export const KIDS_DRAWINGS: Readonly<Record<string, ProductDrawing>> = {
  buildingBlocks: { main: blocksThree, second: blocksBuilt, colour: YELLOW },
  pullAlongToy: { main: pullAlongDuck, second: pullAlongDuckFront },
  jigsawPuzzle: { main: puzzlePieces, second: puzzleBox },
  boardGame: { main: boardGameBoard, second: boardGameBox },
};
