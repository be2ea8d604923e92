/** Props: things the magazine scenes show that the shop does not sell. */
import type { Drawing } from './shared.ts';
import {
  BRASS,
  DARK,
  WOOD,
  LEAF,
  LEAF_LIGHT,
  CREAM,
  GLASS,
  GLASS_EDGE,
  COFFEE,
  RED,
  YELLOW,
  ground,
  shade,
  light,
  group,
  line,
  steam,
} from './shared.ts';
import { pannierShape } from './outdoor.ts';

const mug = (fill: string): string =>
  `${ground(200, 676)}${line('M520 420 q110 0 104 90 q-6 80 -110 70', fill, 34)}` +
  `<path d="M240 330 L540 330 L520 620 Q514 670 470 670 L310 670 Q266 670 260 620 Z" fill="${fill}"/>` +
  shade('<path d="M460 330 L540 330 L520 620 Q514 670 470 670 L440 670 Q480 620 460 330 Z"/>', 0.14) +
  `<ellipse cx="390" cy="332" rx="150" ry="26" fill="${fill}"/><ellipse cx="390" cy="334" rx="134" ry="18" fill="${COFFEE}"/>` +
  steam(340, 280) +
  steam(440, 270);

const beans: Drawing = () =>
  `${ground(260, 660)}` +
  Array.from({ length: 16 }, (_, index) => {
    const x = 220 + ((index * 97) % 360);
    const y = 470 + ((index * 61) % 170);
    const angle = (index * 47) % 180;
    return `<g transform="rotate(${angle} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="40" ry="28" fill="${COFFEE}"/>${line(`M${x - 30} ${y} Q${x} ${y - 12} ${x + 30} ${y}`, '#2e1d12', 6)}</g>`;
  }).join('');

const oilBottle: Drawing = () =>
  `${ground(120, 676)}<rect x="370" y="150" width="60" height="60" rx="8" fill="${WOOD}"/>` +
  `<path d="M360 210 L440 210 L440 290 Q520 320 520 400 L520 640 Q520 670 490 670 L310 670 Q280 670 280 640 L280 400 Q280 320 360 290 Z" fill="${GLASS}"/>` +
  `<path d="M284 420 L516 420 L516 640 Q516 664 490 664 L310 664 Q284 664 284 640 Z" fill="#d9b43c"/>` +
  light('<rect x="300" y="330" width="20" height="300" rx="10"/>', 0.6) +
  `<path d="M360 210 L440 210 L440 290 Q520 320 520 400 L520 640 Q520 670 490 670 L310 670 Q280 670 280 640 L280 400 Q280 320 360 290 Z" fill="none" stroke="${GLASS_EDGE}" stroke-width="6"/>`;

const bicycleWithPannier: Drawing = (fill) =>
  `${ground(310, 660)}<circle cx="220" cy="505" r="140" fill="none" stroke="${DARK}" stroke-width="24"/><circle cx="580" cy="505" r="140" fill="none" stroke="${DARK}" stroke-width="24"/>` +
  `<circle cx="220" cy="505" r="14" fill="${DARK}"/><circle cx="580" cy="505" r="14" fill="${DARK}"/>` +
  line('M220 505 L390 505 L340 305 L220 505 M390 505 L540 315 L340 305 M540 315 L580 505', fill, 26) +
  line('M540 315 L525 250 L590 240', DARK, 18) +
  `<path d="M340 305 L330 270" stroke="${DARK}" stroke-width="16"/><rect x="285" y="252" width="100" height="26" rx="13" fill="${DARK}"/>` +
  `<circle cx="390" cy="505" r="30" fill="${DARK}"/>${line('M390 505 L430 555', DARK, 12)}` +
  line('M120 330 L300 330 M220 505 L160 330', DARK, 10) +
  group('translate(68 176) scale(.4)', pannierShape(RED)) +
  `<rect x="560" y="240" width="50" height="30" rx="12" fill="${DARK}"/><ellipse cx="610" cy="255" rx="8" ry="14" fill="#fffbe0"/>`;

const candles: Drawing = () =>
  `${ground(200, 664)}` +
  [
    [300, 420],
    [420, 360],
    [530, 460],
  ]
    .map(
      ([x, top]) =>
        `<rect x="${(x ?? 0) - 44}" y="${top}" width="88" height="${660 - (top ?? 0)}" rx="10" fill="${CREAM}"/>${shade(`<rect x="${(x ?? 0) + 14}" y="${top}" width="30" height="${660 - (top ?? 0)}" rx="10"/>`, 0.08)}` +
        `<circle cx="${x}" cy="${(top ?? 0) - 40}" r="46" fill="#ffe9a8" opacity=".5"/><path d="M${x} ${(top ?? 0) - 70} Q${(x ?? 0) + 18} ${(top ?? 0) - 30} ${x} ${(top ?? 0) - 8} Q${(x ?? 0) - 18} ${(top ?? 0) - 30} ${x} ${(top ?? 0) - 70} Z" fill="${YELLOW}"/>` +
        line(`M${x} ${top} L${x} ${(top ?? 0) - 12}`, DARK, 4),
    )
    .join('');

/** A glass seen from straight above, for the table-setting flat lay. */
const glassesFromAbove: Drawing = () =>
  [
    [300, 360],
    [500, 440],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="120" fill="${GLASS}" opacity=".8" stroke="${GLASS_EDGE}" stroke-width="8"/><circle cx="${x}" cy="${y}" r="92" fill="#a9d3e6"/>` +
        `<path d="M${(x ?? 0) - 70} ${(y ?? 0) - 40} A90 90 0 0 1 ${(x ?? 0) - 20} ${(y ?? 0) - 84}" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".8"/>`,
    )
    .join('');

/** A napkin folded long, held by a ring, a sprig tucked in: for the table-setting flat lay. */
const napkin: Drawing = (fill) =>
  `<rect x="300" y="150" width="200" height="540" rx="10" fill="${fill}"/>` +
  light('<rect x="300" y="150" width="90" height="540" rx="10"/>', 0.25) +
  line('M390 160 L390 680', '#000', 3, ' opacity=".12"') +
  `<rect x="280" y="380" width="240" height="70" rx="30" fill="${BRASS}"/>` +
  light('<rect x="290" y="388" width="220" height="16" rx="8"/>', 0.35) +
  line('M400 390 L470 170', LEAF, 8) +
  `<ellipse cx="455" cy="230" rx="30" ry="13" fill="${LEAF_LIGHT}" transform="rotate(-30 455 230)"/>` +
  `<ellipse cx="425" cy="300" rx="30" ry="13" fill="${LEAF_LIGHT}" transform="rotate(40 425 300)"/>`;

/** Things the magazine scenes show beside the shop's products. */
export const PROPS = {
  mug,
  beans,
  oilBottle,
  bicycleWithPannier,
  candles,
  glassesFromAbove,
  napkin,
} satisfies Record<string, Drawing>;
export type PropKey = keyof typeof PROPS;
