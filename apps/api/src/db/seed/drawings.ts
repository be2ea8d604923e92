/**
 * One simple object per leaf category, drawn flat in an 800 x 800 box around (400, 420) with `fill`
 * (the variant's colour) as its main colour. images.ts places them on the tinted backgrounds.
 */
import type { CategoryKey } from './plan.ts';

/** Returns the SVG elements of an object whose main colour is `fill`. */
export type Drawing = (fill: string) => string;

const DARK = '#3b3b3b';
const STEEL = '#c9cdd3';
const STEEL_DARK = '#8d939c';
const WOOD = '#b5834f';
const BRASS = '#d4a93c';
const LEAF = '#3f7f4f';
const LEAF_LIGHT = '#5d9c5a';

/** A soft shadow on the ground under an object. */
const ground = (rx: number, cy = 668): string =>
  `<ellipse cx="400" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 9)}" fill="#000" opacity=".1"/>`;
const shade = (element: string, opacity = 0.18): string =>
  element.replace('/>', ` fill="#000" opacity="${opacity}"/>`);
const light = (element: string, opacity = 0.2): string =>
  element.replace('/>', ` fill="#fff" opacity="${opacity}"/>`);

/** A jigsaw piece with two tabs out (top, right) and two in (bottom, left). */
const PUZZLE_PIECE =
  'M240 240 L365 240 A55 55 0 1 1 435 240 L560 240 L560 365 A55 55 0 1 1 560 435 L560 560 ' +
  'L435 560 A55 55 0 1 0 365 560 L240 560 L240 435 A55 55 0 1 0 240 365 Z';

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

export const DRAWINGS: Partial<Record<CategoryKey, Drawing>> = {
  // Frying pan seen from above.
  'kitchen.cookware.pans': (fill) =>
    `<circle cx="330" cy="420" r="220" fill="${fill}"/>${shade('<circle cx="330" cy="420" r="178"/>', 0.22)}` +
    `${light('<ellipse cx="270" cy="350" rx="80" ry="45" transform="rotate(-35 270 350)"/>', 0.1)}` +
    `<rect x="530" y="396" width="240" height="48" rx="24" fill="${fill}"/>${shade('<rect x="530" y="396" width="55" height="48"/>', 0.25)}` +
    `<circle cx="735" cy="420" r="10" fill="#000" opacity=".35"/>`,
  // Stock pot with lid, side view.
  'kitchen.cookware.pots': (fill) =>
    `${ground(230)}<rect x="130" y="380" width="90" height="36" rx="18" fill="${DARK}"/><rect x="580" y="380" width="90" height="36" rx="18" fill="${DARK}"/>` +
    `<rect x="200" y="335" width="400" height="330" rx="34" fill="${fill}"/>${shade('<rect x="520" y="335" width="80" height="330" rx="34"/>', 0.14)}` +
    `${light('<rect x="235" y="380" width="34" height="240" rx="17"/>', 0.16)}` +
    `<path d="M186 335 Q400 190 614 335 Z" fill="${fill}"/>${shade('<path d="M186 335 Q400 190 614 335 Z"/>', 0.12)}` +
    `<rect x="180" y="322" width="440" height="30" rx="15" fill="${fill}"/>${shade('<rect x="180" y="322" width="440" height="30" rx="15"/>', 0.28)}` +
    `<rect x="360" y="228" width="80" height="40" rx="16" fill="${DARK}"/>`,
  // Chef's knife lying diagonally.
  'kitchen.knives': (fill) =>
    `<g transform="rotate(-30 400 415)">` +
    `<path d="M318 345 L690 345 L716 352 C660 430 600 474 520 476 L318 476 Z" fill="${STEEL}"/>` +
    `<path d="M318 446 L540 446 C600 446 660 420 700 372 L716 352 C660 430 600 474 520 476 L318 476 Z" fill="#fff" opacity=".45"/>` +
    `<rect x="296" y="338" width="34" height="144" rx="8" fill="${STEEL_DARK}"/>` +
    `<rect x="80" y="372" width="226" height="86" rx="36" fill="${fill}"/>${shade('<rect x="80" y="420" width="226" height="38" rx="19"/>', 0.18)}` +
    `<circle cx="140" cy="415" r="10" fill="#fff" opacity=".7"/><circle cx="195" cy="415" r="10" fill="#fff" opacity=".7"/><circle cx="250" cy="415" r="10" fill="#fff" opacity=".7"/></g>`,
  // Teapot: coffee and tea.
  'kitchen.coffee': (fill) =>
    `${ground(200)}<path d="M250 520 C180 500 160 440 132 380" fill="none" stroke="${fill}" stroke-width="46" stroke-linecap="round"/>` +
    `<path d="M552 410 C690 390 700 590 540 592" fill="none" stroke="${fill}" stroke-width="40" stroke-linecap="round"/>` +
    `<path d="M208 480 C208 336 580 336 580 480 C580 600 510 660 394 660 C278 660 208 600 208 480 Z" fill="${fill}"/>` +
    `${shade('<path d="M500 370 C560 400 580 440 580 480 C580 600 510 660 394 660 C470 620 520 560 500 370 Z"/>', 0.14)}` +
    `${light('<ellipse cx="300" cy="470" rx="34" ry="70" transform="rotate(20 300 470)"/>', 0.18)}` +
    `<path d="M304 380 Q394 296 484 380 Z" fill="${fill}"/><rect x="290" y="368" width="208" height="24" rx="12" fill="${fill}"/>` +
    `${shade('<rect x="290" y="368" width="208" height="24" rx="12"/>', 0.3)}<circle cx="394" cy="328" r="24" fill="${DARK}"/>`,
  // Dinner plate between fork and knife.
  'kitchen.tableware': (fill) =>
    `${ground(240, 660)}<circle cx="400" cy="420" r="228" fill="${fill}"/>${shade('<circle cx="400" cy="420" r="228"/>', 0.08)}` +
    `${light('<circle cx="400" cy="420" r="212"/>', 0.3)}${shade('<circle cx="400" cy="420" r="150"/>', 0.12)}` +
    `<circle cx="400" cy="420" r="142" fill="${fill}"/>${light('<circle cx="400" cy="420" r="142"/>', 0.12)}` +
    `<rect x="90" y="196" width="10" height="80" rx="5" fill="${STEEL_DARK}"/><rect x="108" y="196" width="10" height="80" rx="5" fill="${STEEL_DARK}"/>` +
    `<rect x="126" y="196" width="10" height="80" rx="5" fill="${STEEL_DARK}"/><path d="M90 262 L136 262 L136 300 Q113 320 90 300 Z" fill="${STEEL_DARK}"/>` +
    `<rect x="102" y="300" width="22" height="350" rx="11" fill="${STEEL_DARK}"/>` +
    `<path d="M682 350 L682 200 C682 184 710 180 712 204 L708 350 Z" fill="${STEEL_DARK}"/><rect x="680" y="340" width="24" height="310" rx="12" fill="${STEEL_DARK}"/>`,
  // Table lamp.
  'home.lighting': (fill) =>
    `${ground(170, 680)}<rect x="385" y="410" width="30" height="250" fill="${DARK}"/><ellipse cx="400" cy="665" rx="150" ry="30" fill="${DARK}"/>` +
    `<path d="M250 190 L550 190 L645 425 L155 425 Z" fill="${fill}"/>${shade('<path d="M470 190 L550 190 L645 425 L540 425 Z"/>', 0.12)}` +
    `${shade('<rect x="155" y="405" width="490" height="20"/>', 0.18)}<rect x="250" y="180" width="300" height="16" rx="8" fill="${fill}"/>`,
  // Cushion with a button in the middle.
  'home.textiles': (fill) =>
    `${ground(220, 660)}<g transform="rotate(-6 400 420)">` +
    `<path d="M180 200 Q400 250 620 200 Q570 420 620 640 Q400 590 180 640 Q230 420 180 200 Z" fill="${fill}"/>` +
    `${shade('<path d="M400 420 Q520 530 620 640 Q400 590 180 640 Q290 530 400 420 Z"/>', 0.12)}` +
    `<path d="M220 240 Q400 280 580 240 Q538 420 580 600 Q400 560 220 600 Q262 420 220 240 Z" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="14 12" opacity=".45"/>` +
    `<path d="M400 420 L300 330 M400 420 L500 330 M400 420 L300 510 M400 420 L500 510" stroke="#000" stroke-width="5" opacity=".12"/>` +
    `<circle cx="400" cy="420" r="22" fill="${fill}"/>${shade('<circle cx="400" cy="420" r="22"/>', 0.3)}</g>`,
  // Vase with a few twigs.
  'home.decor': (fill) =>
    `${ground(150, 672)}<path d="M400 250 C380 170 330 130 270 110" fill="none" stroke="${LEAF}" stroke-width="8"/>` +
    `<path d="M400 250 C420 160 470 120 530 96" fill="none" stroke="${LEAF}" stroke-width="8"/><path d="M400 250 L400 80" stroke="${LEAF}" stroke-width="8"/>` +
    `<ellipse cx="300" cy="135" rx="26" ry="12" fill="${LEAF_LIGHT}" transform="rotate(30 300 135)"/><ellipse cx="500" cy="116" rx="26" ry="12" fill="${LEAF_LIGHT}" transform="rotate(-30 500 116)"/>` +
    `<ellipse cx="420" cy="150" rx="24" ry="11" fill="${LEAF_LIGHT}" transform="rotate(-40 420 150)"/><ellipse cx="380" cy="190" rx="24" ry="11" fill="${LEAF_LIGHT}" transform="rotate(40 380 190)"/>` +
    `<circle cx="268" cy="108" r="18" fill="#fff"/><circle cx="532" cy="94" r="18" fill="#fff"/><circle cx="400" cy="78" r="18" fill="#fff"/>` +
    `<path d="M335 230 L465 230 L455 300 C600 370 610 540 530 640 L505 668 L295 668 L270 640 C190 540 200 370 345 300 Z" fill="${fill}"/>` +
    `${shade('<path d="M460 310 C590 380 600 540 520 640 L505 668 L430 668 C540 580 540 420 460 310 Z"/>', 0.14)}` +
    `${light('<ellipse cx="305" cy="460" rx="26" ry="90" transform="rotate(10 305 460)"/>', 0.2)}<rect x="325" y="220" width="150" height="26" rx="13" fill="${fill}"/>`,
  // Woven basket with rope handles.
  'home.storage': (fill) =>
    `${ground(220)}<defs><clipPath id="basket"><path d="M180 330 L620 330 L570 655 L230 655 Z"/></clipPath></defs>` +
    `<path d="M215 330 C200 240 300 240 290 330 M510 330 C500 240 600 240 585 330" fill="none" stroke="${DARK}" stroke-width="16" opacity=".75"/>` +
    `<path d="M180 330 L620 330 L570 655 L230 655 Z" fill="${fill}"/>` +
    `<g clip-path="url(#basket)" fill="#000" opacity=".14"><rect x="150" y="395" width="500" height="42"/><rect x="150" y="480" width="500" height="42"/><rect x="150" y="565" width="500" height="42"/></g>` +
    `<g clip-path="url(#basket)" stroke="#fff" stroke-width="5" opacity=".3"><path d="M260 330 L290 660 M340 330 L350 660 M420 330 L410 660 M500 330 L470 660 M580 330 L530 660"/></g>` +
    `<rect x="165" y="310" width="470" height="44" rx="20" fill="${fill}"/>${shade('<rect x="165" y="310" width="470" height="44" rx="20"/>', 0.22)}`,
  // Tent.
  'outdoor.camping': (fill) =>
    `${ground(320, 652)}<path d="M400 150 L700 650 L100 650 Z" fill="${fill}"/>${shade('<path d="M400 150 L700 650 L560 650 Z"/>', 0.14)}` +
    `<path d="M400 330 L500 650 L300 650 Z" fill="#000" opacity=".3"/><path d="M400 120 L400 160" stroke="${DARK}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M130 600 L60 650 M670 600 L740 650" stroke="${DARK}" stroke-width="4" opacity=".5"/>`,
  // Backpack with a front pocket.
  'outdoor.hiking.backpacks': (fill) =>
    `${ground(180, 672)}<path d="M362 200 C362 130 438 130 438 200" fill="none" stroke="${DARK}" stroke-width="20"/>` +
    `<rect x="218" y="250" width="44" height="360" rx="22" fill="${DARK}"/><rect x="538" y="250" width="44" height="360" rx="22" fill="${DARK}"/>` +
    `<rect x="245" y="185" width="310" height="480" rx="90" fill="${fill}"/>` +
    `<path d="M245 290 C245 210 300 185 400 185 C500 185 555 210 555 290 L555 350 C500 378 300 378 245 350 Z" fill="#000" opacity=".16"/>` +
    `<rect x="320" y="340" width="22" height="80" rx="6" fill="${DARK}"/><rect x="458" y="340" width="22" height="80" rx="6" fill="${DARK}"/>` +
    `<rect x="295" y="460" width="210" height="160" rx="36" fill="${fill}"/>${shade('<rect x="295" y="460" width="210" height="160" rx="36"/>', 0.14)}` +
    `<rect x="325" y="485" width="150" height="10" rx="5" fill="#fff" opacity=".5"/>`,
  // Water bottle.
  'outdoor.hiking.accessories': (fill) =>
    `${ground(130, 672)}<rect x="345" y="140" width="110" height="76" rx="18" fill="${DARK}"/>` +
    `<path d="M400 140 C400 100 460 100 460 140" fill="none" stroke="${DARK}" stroke-width="14"/>` +
    `<rect x="360" y="206" width="80" height="50" fill="${STEEL_DARK}"/>` +
    `<path d="M360 250 L440 250 C500 270 505 300 505 340 L505 625 C505 650 485 670 460 670 L340 670 C315 670 295 650 295 625 L295 340 C295 300 300 270 360 250 Z" fill="${fill}"/>` +
    `${shade('<path d="M450 262 C495 285 505 310 505 340 L505 625 C505 650 485 670 460 670 L440 670 C465 640 470 600 470 560 L470 340 C470 310 465 285 450 262 Z"/>', 0.15)}` +
    `${light('<rect x="295" y="410" width="210" height="130"/>', 0.28)}${light('<rect x="320" y="300" width="22" height="330" rx="11"/>', 0.2)}`,
  // Bicycle.
  'outdoor.cycling': (fill) =>
    `${ground(310, 660)}<circle cx="220" cy="505" r="140" fill="none" stroke="${DARK}" stroke-width="24"/><circle cx="580" cy="505" r="140" fill="none" stroke="${DARK}" stroke-width="24"/>` +
    `<circle cx="220" cy="505" r="14" fill="${DARK}"/><circle cx="580" cy="505" r="14" fill="${DARK}"/>` +
    `<path d="M220 505 L390 505 L340 305 L220 505 M390 505 L540 315 L340 305 M540 315 L580 505" fill="none" stroke="${fill}" stroke-width="26" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="M540 315 L525 250 L590 240" fill="none" stroke="${DARK}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M340 305 L330 270" stroke="${DARK}" stroke-width="16"/><rect x="285" y="252" width="100" height="26" rx="13" fill="${DARK}"/>` +
    `<circle cx="390" cy="505" r="30" fill="${DARK}"/><path d="M390 505 L430 555" stroke="${DARK}" stroke-width="12" stroke-linecap="round"/>`,
  // Garden spade.
  'garden.tools': (fill) =>
    `${ground(140, 690)}<g transform="rotate(-14 400 420)"><rect x="330" y="100" width="140" height="90" rx="32" fill="none" stroke="${fill}" stroke-width="30"/>` +
    `<rect x="384" y="180" width="32" height="300" rx="8" fill="${WOOD}"/>${shade('<rect x="402" y="180" width="14" height="300"/>', 0.15)}` +
    `<rect x="366" y="455" width="68" height="70" rx="10" fill="${STEEL_DARK}"/>` +
    `<path d="M290 505 L510 505 L510 640 Q400 745 290 640 Z" fill="${fill}"/>${shade('<path d="M430 505 L510 505 L510 640 Q470 680 430 700 Z"/>', 0.14)}` +
    `<rect x="280" y="495" width="240" height="22" rx="10" fill="${fill}"/>${shade('<rect x="280" y="495" width="240" height="22" rx="10"/>', 0.25)}</g>`,
  // Plant in a pot.
  'garden.planters': (fill) =>
    `${ground(150, 684)}<path d="M400 400 C330 300 280 250 260 160 C350 190 390 270 400 400 Z" fill="${LEAF}"/>` +
    `<path d="M400 400 C470 300 520 240 560 170 C460 200 420 280 400 400 Z" fill="${LEAF_LIGHT}"/>` +
    `<path d="M400 400 C360 300 380 200 410 120 C440 220 430 320 400 400 Z" fill="${LEAF_LIGHT}"/>` +
    `<path d="M400 400 C330 360 260 370 200 330 C280 310 350 330 400 400 Z" fill="${LEAF}"/>` +
    `<path d="M250 430 L550 430 L510 680 L290 680 Z" fill="${fill}"/>${shade('<path d="M470 430 L550 430 L510 680 L450 680 Z"/>', 0.14)}` +
    `<rect x="230" y="400" width="340" height="60" rx="10" fill="${fill}"/>${shade('<rect x="230" y="440" width="340" height="20"/>', 0.2)}`,
  // Watering can with drops from the rose.
  'garden.watering': (fill) =>
    `${ground(210, 672)}<path d="M315 365 C315 220 505 220 505 365" fill="none" stroke="${fill}" stroke-width="34"/>` +
    `<path d="M560 410 C660 410 660 600 560 600" fill="none" stroke="${fill}" stroke-width="34"/>` +
    `<path d="M262 530 L262 600 L120 345 L150 326 Z" fill="${fill}"/>${shade('<path d="M262 575 L262 600 L130 362 L142 354 Z"/>', 0.18)}` +
    `<ellipse cx="128" cy="320" rx="50" ry="22" transform="rotate(-30 128 320)" fill="${fill}"/>${shade('<ellipse cx="128" cy="320" rx="50" ry="22" transform="rotate(-30 128 320)"/>', 0.3)}` +
    `<path d="M250 360 L570 360 L560 650 L260 650 Z" fill="${fill}"/>${shade('<path d="M490 360 L570 360 L560 650 L490 650 Z"/>', 0.14)}` +
    `${shade('<rect x="250" y="350" width="320" height="30" rx="14"/>', 0.22)}` +
    `<path d="M90 400 q-10 22 0 28 q10 -6 0 -28 Z M130 430 q-10 22 0 28 q10 -6 0 -28 Z M70 460 q-10 22 0 28 q10 -6 0 -28 Z" fill="#4a9bd8"/>`,
  // Yoga mat, rolled up at the far end.
  'sport.yoga': (fill) =>
    `<path d="M210 470 L620 470 L560 680 L110 680 Z" fill="${fill}"/>${light('<path d="M210 470 L620 470 L560 680 L110 680 Z"/>', 0.18)}` +
    `<path d="M200 290 L600 290 A70 110 0 0 1 600 510 L200 510 A70 110 0 0 1 200 290 Z" fill="${fill}"/>` +
    `${shade('<path d="M200 440 L600 440 L600 510 L200 510 A70 110 0 0 1 135 440 Z"/>', 0.12)}` +
    `<rect x="300" y="288" width="26" height="224" fill="${DARK}" opacity=".55"/><rect x="470" y="288" width="26" height="224" fill="${DARK}" opacity=".55"/>` +
    `<ellipse cx="600" cy="400" rx="70" ry="110" fill="${fill}"/>${light('<ellipse cx="600" cy="400" rx="70" ry="110"/>', 0.22)}` +
    `<g fill="none" stroke="#000" stroke-width="6" opacity=".25"><ellipse cx="604" cy="404" rx="50" ry="80"/><ellipse cx="608" cy="408" rx="30" ry="50"/><ellipse cx="610" cy="410" rx="12" ry="20"/></g>`,
  // Running shoe.
  'sport.running': (fill) =>
    `${ground(300, 640)}<path d="M140 560 L140 400 C140 345 165 325 200 325 L280 338 C300 362 325 362 345 330 L385 290 C405 285 420 305 428 330 L560 430 C650 450 705 480 705 540 L705 560 Z" fill="${fill}"/>` +
    `${shade('<path d="M140 500 C300 520 500 520 705 520 L705 560 L140 560 Z"/>', 0.12)}` +
    `<path d="M200 470 C320 470 420 430 520 460 M220 510 C340 510 440 470 560 500" fill="none" stroke="#fff" stroke-width="14" opacity=".55" stroke-linecap="round"/>` +
    `<path d="M400 335 L380 360 M440 365 L420 390 M480 395 L460 420 M520 420 L500 445" stroke="#fff" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="125" y="550" width="595" height="62" rx="28" fill="#f4f1ea"/><rect x="125" y="592" width="595" height="20" rx="10" fill="${DARK}" opacity=".6"/>`,
  // Kettlebell.
  'sport.training': (fill) =>
    `${ground(200, 680)}<path d="M290 350 C260 110 540 110 510 350" fill="none" stroke="${fill}" stroke-width="52"/>` +
    `<circle cx="400" cy="480" r="200" fill="${fill}"/>${shade('<path d="M552 350 A200 200 0 0 1 400 680 A240 240 0 0 0 552 350 Z"/>', 0.16)}` +
    `<circle cx="335" cy="415" r="48" fill="#fff" opacity=".15"/>`,
  // Notebook with an elastic band.
  'office.notebooks': (fill) =>
    `${ground(200, 680)}<rect x="232" y="150" width="360" height="520" rx="24" fill="#f4f1ea"/>` +
    `<rect x="220" y="140" width="360" height="520" rx="24" fill="${fill}"/><rect x="260" y="140" width="18" height="520" fill="#000" opacity=".25"/>` +
    `<rect x="330" y="250" width="190" height="22" rx="11" fill="#fff" opacity=".7"/><rect x="330" y="300" width="140" height="22" rx="11" fill="#fff" opacity=".5"/>` +
    `<rect x="520" y="140" width="16" height="520" fill="#000" opacity=".35"/>`,
  // Fountain pen.
  'office.writing': (fill) =>
    `${ground(260, 660)}<g transform="rotate(32 410 405)">` +
    `<rect x="120" y="368" width="350" height="74" rx="37" fill="${fill}"/>${shade('<rect x="120" y="410" width="350" height="32" rx="16"/>', 0.16)}` +
    `<rect x="160" y="350" width="190" height="18" rx="9" fill="${STEEL}"/><rect x="150" y="352" width="26" height="36" rx="8" fill="${STEEL}"/>` +
    `<rect x="440" y="366" width="24" height="78" fill="${BRASS}"/><path d="M464 376 L545 384 L545 426 L464 434 Z" fill="${DARK}"/>` +
    `<path d="M540 380 C600 380 650 396 700 405 C650 414 600 430 540 430 Z" fill="${BRASS}"/>` +
    `<path d="M580 405 L690 405" stroke="#000" stroke-width="3" opacity=".4"/><circle cx="580" cy="405" r="6" fill="#000" opacity=".4"/></g>`,
  // Desk lamp with a jointed arm.
  'office.desk': (fill) =>
    `<path d="M520 330 L660 600 L380 640 Z" fill="#ffe9a8" opacity=".55"/>` +
    `<ellipse cx="300" cy="660" rx="140" ry="30" fill="${DARK}" opacity=".25"/><rect x="180" y="620" width="240" height="40" rx="20" fill="${fill}"/>` +
    `<path d="M300 625 L230 400 L470 250" fill="none" stroke="${fill}" stroke-width="28" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M470 250 L440 200 L560 170 L640 330 L520 345 Z" fill="${fill}"/>${shade('<path d="M560 170 L640 330 L590 336 Z"/>', 0.18)}` +
    `<ellipse cx="580" cy="338" rx="62" ry="14" transform="rotate(-8 580 338)" fill="#fff3c4"/>` +
    `<circle cx="300" cy="625" r="18" fill="${DARK}"/><circle cx="230" cy="400" r="20" fill="${DARK}"/><circle cx="470" cy="250" r="20" fill="${DARK}"/>`,
  // Wooden toy blocks.
  'kids.wooden-toys': (fill) =>
    `${ground(250, 664)}<rect x="170" y="420" width="220" height="220" rx="18" fill="${fill}"/><rect x="410" y="420" width="220" height="220" rx="18" fill="#2f6db3"/>` +
    `<rect x="290" y="190" width="220" height="220" rx="18" fill="#c0392b"/>` +
    `<circle cx="280" cy="530" r="55" fill="#fff" opacity=".55"/><path d="M520 470 L580 585 L460 585 Z" fill="#fff" opacity=".55"/>` +
    `<rect x="350" y="250" width="100" height="100" rx="8" fill="#fff" opacity=".55"/>`,
  // Two jigsaw puzzle pieces.
  'kids.games': (fill) =>
    `${ground(240, 680)}<g transform="translate(150 -40) rotate(14 400 400) scale(.8)" opacity=".95"><path d="${PUZZLE_PIECE}" fill="#2f6db3"/></g>` +
    `<g transform="translate(-40 40)"><path d="${PUZZLE_PIECE}" fill="${fill}"/></g>`,
  // A stack of folded towels.
  'bath.accessories': (fill) =>
    ground(240, 648) + towel(fill, 520, 0) + towel(fill, 400, 1) + towel(fill, 280, 2),
  // Pump soap dispenser with a bar of soap and bubbles.
  'bath.care': (fill) =>
    `${ground(240, 672)}<path d="M330 200 L470 200 L530 214 L530 232 L470 232 L470 240 L330 240 Z" fill="${DARK}"/><rect x="386" y="236" width="28" height="60" fill="${STEEL_DARK}"/>` +
    `<rect x="355" y="290" width="90" height="50" rx="10" fill="${DARK}"/>` +
    `<rect x="300" y="330" width="200" height="340" rx="44" fill="${fill}"/>${shade('<rect x="440" y="330" width="60" height="340" rx="30"/>', 0.14)}` +
    `${light('<rect x="300" y="440" width="200" height="120"/>', 0.35)}` +
    `<rect x="110" y="580" width="230" height="95" rx="44" fill="${fill}"/>${light('<rect x="110" y="580" width="230" height="95" rx="44"/>', 0.45)}` +
    `${shade('<rect x="150" y="598" width="150" height="40" rx="20"/>', 0.08)}` +
    `<circle cx="590" cy="300" r="40" fill="#fff" opacity=".8"/><circle cx="560" cy="220" r="24" fill="#fff" opacity=".7"/><circle cx="640" cy="200" r="16" fill="#fff" opacity=".6"/>`,
};
