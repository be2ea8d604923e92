/** Sport: yoga, running, training. */
import type { Drawing, ProductDrawing } from './shared.ts';
import {
  DARK,
  STEEL,
  STEEL_DARK,
  CORK,
  SKIN,
  YELLOW,
  PINK,
  ground,
  shade,
  light,
  group,
  line,
  dots,
} from './shared.ts';

const yogaMatUnrolled: Drawing = (fill) =>
  `<path d="M210 470 L620 470 L560 680 L110 680 Z" fill="${fill}"/>${light('<path d="M210 470 L620 470 L560 680 L110 680 Z"/>', 0.18)}` +
  `<path d="M200 290 L600 290 A70 110 0 0 1 600 510 L200 510 A70 110 0 0 1 200 290 Z" fill="${fill}"/>` +
  `${shade('<path d="M200 440 L600 440 L600 510 L200 510 A70 110 0 0 1 135 440 Z"/>', 0.12)}` +
  `<rect x="300" y="288" width="26" height="224" fill="${DARK}" opacity=".55"/><rect x="470" y="288" width="26" height="224" fill="${DARK}" opacity=".55"/>` +
  `<ellipse cx="600" cy="400" rx="70" ry="110" fill="${fill}"/>${light('<ellipse cx="600" cy="400" rx="70" ry="110"/>', 0.22)}` +
  `<g fill="none" stroke="#000" stroke-width="6" opacity=".25"><ellipse cx="604" cy="404" rx="50" ry="80"/><ellipse cx="608" cy="408" rx="30" ry="50"/><ellipse cx="610" cy="410" rx="12" ry="20"/></g>`;

/** Rolled up and standing, with its carrying strap. */
const yogaMatRolled: Drawing = (fill) =>
  `${ground(200, 676)}<path d="M320 180 L480 180 L480 650 L320 650 Z" fill="${fill}"/>` +
  shade('<path d="M430 180 L480 180 L480 650 L430 650 Z"/>', 0.14) +
  light('<rect x="340" y="200" width="20" height="430"/>', 0.2) +
  `<ellipse cx="400" cy="650" rx="80" ry="26" fill="${fill}"/>${shade('<ellipse cx="400" cy="650" rx="80" ry="26"/>', 0.14)}` +
  `<ellipse cx="400" cy="180" rx="80" ry="26" fill="${fill}"/>${light('<ellipse cx="400" cy="180" rx="80" ry="26"/>', 0.25)}` +
  `<g fill="none" stroke="#000" stroke-width="4" opacity=".25"><ellipse cx="404" cy="182" rx="58" ry="18"/><ellipse cx="406" cy="183" rx="36" ry="11"/><ellipse cx="408" cy="184" rx="14" ry="4"/></g>` +
  `<rect x="316" y="250" width="168" height="24" fill="${DARK}"/><rect x="316" y="560" width="168" height="24" fill="${DARK}"/>` +
  line('M484 262 C620 280 620 560 484 572', DARK, 16);

/** A block seen from three quarters: front, top and side faces. */
function cuboid(fill: string, x: number, y: number, width: number, height: number, depth: number): string {
  const dx = depth * 0.8;
  const dy = depth * 0.6;
  const speckle = Array.from(
    { length: 18 },
    (_, index) => [x + ((index * 53) % width), y + ((index * 37) % height)] as const,
  );
  return (
    `<path d="M${x + width} ${y} L${x + width + dx} ${y - dy} L${x + width + dx} ${y + height - dy} L${x + width} ${y + height} Z" fill="${fill}"/>` +
    shade(
      `<path d="M${x + width} ${y} L${x + width + dx} ${y - dy} L${x + width + dx} ${y + height - dy} L${x + width} ${y + height} Z"/>`,
      0.22,
    ) +
    `<path d="M${x} ${y} L${x + dx} ${y - dy} L${x + width + dx} ${y - dy} L${x + width} ${y} Z" fill="${fill}"/>` +
    light(
      `<path d="M${x} ${y} L${x + dx} ${y - dy} L${x + width + dx} ${y - dy} L${x + width} ${y} Z"/>`,
      0.28,
    ) +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"/>${dots(speckle, 4, '#000', 0.18)}`
  );
}

const yogaBlock: Drawing = (fill) => `${ground(240, 640)}${cuboid(fill, 210, 380, 330, 220, 150)}`;

/** Two blocks: one lying, one standing on its end. */
const yogaBlocksPair: Drawing = (fill) =>
  `${ground(280, 670)}${cuboid(fill, 140, 500, 300, 150, 130)}${cuboid(fill, 480, 280, 150, 370, 110)}`;

const runningBeltShape: Drawing = (fill) =>
  `${ground(290, 640)}<path d="M120 470 A280 120 0 0 1 680 470" fill="none" stroke="${fill}" stroke-width="40"/>` +
  shade('<path d="M120 470 A280 120 0 0 1 680 470 L640 470 A240 90 0 0 0 160 470 Z"/>', 0.22) +
  `<path d="M120 470 A280 120 0 0 0 680 470" fill="none" stroke="${fill}" stroke-width="46"/>` +
  line('M150 500 A260 110 0 0 0 650 500', '#fff', 4, ' opacity=".35" stroke-dasharray="10 10"') +
  `<rect x="90" y="444" width="64" height="56" rx="10" fill="${DARK}"/>` +
  `<rect x="270" y="500" width="260" height="130" rx="36" fill="${fill}"/>${shade('<rect x="270" y="500" width="260" height="130" rx="36"/>', 0.2)}` +
  line('M296 520 L504 520', DARK, 6) +
  `<rect x="480" y="520" width="12" height="34" rx="4" fill="${DARK}"/>` +
  `<rect x="320" y="580" width="160" height="14" rx="7" fill="#fff" opacity=".75"/>`;

/** The pouch open: a phone and keys inside. */
const runningBeltOpen: Drawing = (fill) =>
  `${ground(300, 660)}${line('M0 470 L200 470 M600 470 L800 470', fill, 46)}` +
  `<rect x="270" y="190" width="180" height="300" rx="26" fill="${DARK}" transform="rotate(-8 360 340)"/>` +
  `<rect x="286" y="210" width="148" height="250" rx="14" fill="#4a6fa5" transform="rotate(-8 360 340)"/>` +
  `<circle cx="520" cy="320" r="36" fill="none" stroke="${STEEL_DARK}" stroke-width="9"/>` +
  `<path d="M540 350 L580 440 L560 450 L570 470 L548 480 L520 360 Z" fill="${STEEL}"/>` +
  `<rect x="190" y="380" width="420" height="250" rx="60" fill="${fill}"/>${shade('<rect x="190" y="540" width="420" height="90" rx="45"/>', 0.15)}` +
  `<path d="M210 392 Q400 346 590 392" fill="none" stroke="#000" stroke-width="16" opacity=".4"/>` +
  line('M210 392 Q400 346 590 392', '#fff', 3, ' stroke-dasharray="6 6" opacity=".6"') +
  `<rect x="580" y="370" width="16" height="46" rx="5" fill="${DARK}"/><rect x="300" y="570" width="200" height="16" rx="8" fill="#fff" opacity=".75"/>`;

const runningCapSide: Drawing = (fill) =>
  `${ground(300, 600)}<path d="M580 500 Q720 470 790 540 Q700 556 580 540 Z" fill="${fill}"/>${shade('<path d="M580 520 Q700 520 790 540 Q700 556 580 540 Z"/>', 0.25)}` +
  `<path d="M180 540 Q170 270 420 250 Q620 250 620 500 L620 540 Z" fill="${fill}"/>` +
  shade('<path d="M420 250 Q620 250 620 500 L620 540 L520 540 Q560 340 420 250 Z"/>', 0.12) +
  line('M420 252 Q330 360 340 540 M420 252 Q520 360 520 540', '#000', 5, ' opacity=".16"') +
  dots(
    [
      [300, 350],
      [470, 330],
    ],
    9,
    '#000',
    0.35,
  ) +
  `<ellipse cx="420" cy="250" rx="22" ry="12" fill="${fill}"/>${shade('<ellipse cx="420" cy="250" rx="22" ry="12"/>', 0.25)}` +
  `<rect x="180" y="512" width="440" height="28" fill="#000" opacity=".14"/><rect x="160" y="470" width="50" height="60" rx="10" fill="${DARK}"/>`;

/** The cap seen from the front, visor forward. */
const runningCapFront: Drawing = (fill) =>
  `${ground(260, 640)}<path d="M190 500 Q190 220 400 210 Q610 220 610 500 Z" fill="${fill}"/>` +
  shade('<path d="M400 212 Q610 220 610 500 L520 500 Q530 300 400 212 Z"/>', 0.12) +
  line('M400 214 L400 500 M400 214 Q280 320 270 500 M400 214 Q520 320 530 500', '#000', 5, ' opacity=".16"') +
  dots(
    [
      [300, 330],
      [500, 330],
    ],
    9,
    '#000',
    0.35,
  ) +
  `<circle cx="400" cy="212" r="16" fill="${fill}"/>` +
  `<path d="M150 500 Q400 430 650 500 Q600 610 400 620 Q200 610 150 500 Z" fill="${fill}"/>` +
  shade('<path d="M150 500 Q400 430 650 500 Q400 470 150 500 Z"/>', 0.3) +
  shade('<path d="M150 500 Q200 610 400 620 Q600 610 650 500 Q400 640 150 500 Z"/>', 0.15) +
  `<rect x="350" y="400" width="100" height="30" rx="8" fill="#fff" opacity=".75"/>`;

const kettlebellShape = (fill: string, cx: number, bottom: number, scale: number): string => {
  const s = (value: number): number => Math.round(value * scale);
  const cy = bottom - s(200);
  return (
    `<path d="M${cx - s(110)} ${cy - s(130)} C${cx - s(140)} ${cy - s(370)} ${cx + s(140)} ${cy - s(370)} ${cx + s(110)} ${cy - s(130)}" fill="none" stroke="${fill}" stroke-width="${s(52)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${s(200)}" fill="${fill}"/>` +
    shade(
      `<path d="M${cx + s(152)} ${cy - s(130)} A${s(200)} ${s(200)} 0 0 1 ${cx} ${bottom} A${s(240)} ${s(240)} 0 0 0 ${cx + s(152)} ${cy - s(130)} Z"/>`,
      0.16,
    ) +
    `<circle cx="${cx - s(65)}" cy="${cy - s(65)}" r="${s(48)}" fill="#fff" opacity=".15"/>` +
    `<rect x="${cx - s(120)}" y="${bottom - s(16)}" width="${s(240)}" height="${s(16)}" rx="${s(8)}" fill="#000" opacity=".3"/>`
  );
};

const kettlebell: Drawing = (fill) => `${ground(200, 680)}${kettlebellShape(fill, 400, 680, 1)}`;

/** The three weights side by side, lightest to heaviest. */
const kettlebellRange: Drawing = (fill) =>
  `${ground(330, 672)}${kettlebellShape(fill, 180, 672, 0.5)}${kettlebellShape(fill, 370, 672, 0.62)}${kettlebellShape(fill, 590, 672, 0.76)}`;

const bandLoop = (colour: string, cx: number, cy: number, angle: number): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="200" ry="96" fill="none" stroke="${colour}" stroke-width="48" transform="rotate(${angle} ${cx} ${cy})"/>` +
  `<ellipse cx="${cx}" cy="${cy}" rx="200" ry="96" fill="none" stroke="#fff" stroke-width="8" opacity=".25" transform="rotate(${angle} ${cx} ${cy})"/>`;

/** Three flat loop bands of increasing strength: light, medium and strong. */
const resistanceBandLoops: Drawing = (fill) =>
  `${ground(300, 660)}${bandLoop(PINK, 320, 330, -12)}${bandLoop(YELLOW, 450, 430, 10)}${bandLoop(fill, 360, 540, -4)}`;

const fist = (x: number, y: number, mirror: boolean): string =>
  group(
    `translate(${x} ${y})${mirror ? ' scale(-1 1)' : ''}`,
    `<rect x="-60" y="-70" width="120" height="140" rx="44" fill="${SKIN}"/>` +
      line('M-20 -60 L-20 60 M10 -62 L10 62 M40 -56 L40 56', '#000', 4, ' opacity=".15"') +
      `<rect x="-100" y="-40" width="70" height="60" rx="24" fill="${SKIN}"/>${shade('<rect x="-100" y="-40" width="70" height="60" rx="24"/>', 0.06)}` +
      `<rect x="-150" y="-50" width="70" height="100" rx="20" fill="${SKIN}"/>`,
  );

/** One band stretched between two fists. */
const resistanceBandStretched: Drawing = (fill) =>
  `${line('M200 370 Q400 330 600 370', fill, 34)}${line('M200 450 Q400 490 600 450', fill, 34)}` +
  line('M200 370 Q400 330 600 370 M200 450 Q400 490 600 450', '#fff', 6, ' opacity=".25"') +
  fist(170, 410, false) +
  fist(630, 410, true) +
  line('M310 260 L250 260 M490 260 L550 260', DARK, 6, ' opacity=".5"') +
  `<path d="M250 244 L214 260 L250 276 Z M550 244 L586 260 L550 276 Z" fill="${DARK}" opacity=".5"/>`;

export const SPORT_DRAWINGS: Readonly<Record<string, ProductDrawing>> = {
  yogaMat: { main: yogaMatUnrolled, second: yogaMatRolled },
  yogaBlock: { main: yogaBlock, second: yogaBlocksPair, colour: CORK },
  runningBelt: { main: runningBeltShape, second: runningBeltOpen },
  runningCap: { main: runningCapSide, second: runningCapFront },
  kettlebell: { main: kettlebell, second: kettlebellRange, colour: '#2b2b2e' },
  resistanceBands: { main: resistanceBandLoops, second: resistanceBandStretched },
};
