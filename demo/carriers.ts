/**
 * The demo shop's carriers: a standard parcel service (free in the EU from 49 €), an express service,
 * and freight for bulky orders above what a parcel may weigh. Prices are 2026 euro figures with VAT,
 * dearer and slower outside the EU's centre. Brands are made up; what the method is, is translated.
 */
import type { Db } from '../apps/api/src/db/database.ts';
import { COUNTRY_FACTS } from '../apps/api/src/modules/geo/country-data.ts';
import {
  createCarrierMethod,
  hasCarrierMethods,
  type CarrierTexts,
  type NewCarrierMethod,
  type NewCarrierZone,
} from '../apps/api/src/modules/carriers/service.ts';

/** The heaviest parcel of the parcel services (31.5 kg, the usual European parcel limit). */
export const PARCEL_MAX_GRAMS = 31_500;
const EXPRESS_MAX_GRAMS = 20_000;
const FREIGHT_MAX_GRAMS = 1_000_000;

/** EU members a parcel from the centre of Europe takes longer and costs more to reach. */
const EU_OUTER = ['BG', 'CY', 'EE', 'FI', 'GR', 'IE', 'LT', 'LV', 'MT', 'PT', 'RO', 'SE'];
const EU_CENTRAL = COUNTRY_FACTS.filter((fact) => fact.eu && !EU_OUTER.includes(fact.iso)).map(
  (fact) => fact.iso,
);
/** Europe outside the EU: customs, so no free shipping. */
const EUROPE = ['CH', 'GB', 'LI', 'NO'];
const WORLD = ['IS', 'US'];

type Destination = 'euCentral' | 'euOuter' | 'europe' | 'world';
const COUNTRIES: Record<Destination, readonly string[]> = {
  euCentral: EU_CENTRAL,
  euOuter: EU_OUTER,
  europe: EUROPE,
  world: WORLD,
};

/** A method's zones from its weight bands and, per destination it serves, prices, days and threshold. */
function zones(
  bands: readonly number[],
  destinations: Partial<
    Record<Destination, { prices: readonly number[]; days: [number, number]; freeAbove: number | null }>
  >,
): NewCarrierZone[] {
  return Object.entries(destinations).map(([key, zone]) => {
    if (zone.prices.length !== bands.length) throw new Error(`zone ${key}: one price per weight band`);
    return {
      key,
      countries: COUNTRIES[key as Destination],
      freeAbove: zone.freeAbove,
      deliveryDays: { min: zone.days[0], max: zone.days[1] },
      rates: bands.map((maxWeightGrams, index) => ({ maxWeightGrams, price: zone.prices[index] ?? 0 })),
    };
  });
}

const STANDARD_TEXTS: CarrierTexts = {
  en: { name: 'Standard delivery (Postaro)', description: 'Tracked parcel, delivered to the door.' },
  es: { name: 'Envío estándar (Postaro)', description: 'Paquete con seguimiento, entregado en la puerta.' },
  fr: { name: 'Livraison standard (Postaro)', description: 'Colis suivi, livré à domicile.' },
  pt: { name: 'Envio normal (Postaro)', description: 'Encomenda com seguimento, entregue à porta.' },
  it: { name: 'Spedizione standard (Postaro)', description: 'Pacco tracciato, consegnato a domicilio.' },
  de: {
    name: 'Standardversand (Postaro)',
    description: 'Paket mit Sendungsverfolgung, bis an die Haustür geliefert.',
  },
  nl: { name: 'Standaardverzending (Postaro)', description: 'Pakket met volgcode, tot aan de deur bezorgd.' },
  sk: { name: 'Štandardné doručenie (Postaro)', description: 'Sledovaný balík doručený až k dverám.' },
  fi: { name: 'Vakiotoimitus (Postaro)', description: 'Seurattava paketti kotiovelle asti.' },
  el: { name: 'Τυπική αποστολή (Postaro)', description: 'Δέμα με παρακολούθηση, παράδοση στην πόρτα.' },
  sv: { name: 'Standardleverans (Postaro)', description: 'Spårbart paket, levererat till dörren.' },
  pl: {
    name: 'Dostawa standardowa (Postaro)',
    description: 'Przesyłka z możliwością śledzenia, doręczana pod drzwi.',
  },
  cs: { name: 'Standardní doručení (Postaro)', description: 'Sledovaný balík doručený až ke dveřím.' },
  da: { name: 'Standardlevering (Postaro)', description: 'Pakke med sporing, leveret til døren.' },
  ro: { name: 'Livrare standard (Postaro)', description: 'Colet cu urmărire, livrat la ușă.' },
  hu: { name: 'Normál szállítás (Postaro)', description: 'Nyomon követhető csomag, házhoz szállítva.' },
};

const EXPRESS_TEXTS: CarrierTexts = {
  en: {
    name: 'Express delivery (Falco)',
    description: 'Priority parcel with tracking, the fastest way to the door.',
  },
  es: {
    name: 'Envío exprés (Falco)',
    description: 'Paquete prioritario con seguimiento, la vía más rápida hasta la puerta.',
  },
  fr: {
    name: 'Livraison express (Falco)',
    description: 'Colis prioritaire et suivi, le moyen le plus rapide jusqu’à la porte.',
  },
  pt: {
    name: 'Envio expresso (Falco)',
    description: 'Encomenda prioritária com seguimento, a forma mais rápida de chegar à porta.',
  },
  it: {
    name: 'Spedizione espressa (Falco)',
    description: 'Pacco prioritario tracciato, il modo più veloce per arrivare a domicilio.',
  },
  de: {
    name: 'Expressversand (Falco)',
    description: 'Vorrangig bearbeitetes Paket mit Sendungsverfolgung, am schnellsten an der Haustür.',
  },
  nl: {
    name: 'Expresverzending (Falco)',
    description: 'Pakket met voorrang en volgcode, het snelst aan de deur.',
  },
  sk: {
    name: 'Expresné doručenie (Falco)',
    description: 'Prioritný sledovaný balík, najrýchlejšie až k dverám.',
  },
  fi: {
    name: 'Pikatoimitus (Falco)',
    description: 'Etusijalla käsiteltävä seurattava paketti, nopeimmin perille.',
  },
  el: {
    name: 'Αποστολή εξπρές (Falco)',
    description: 'Δέμα προτεραιότητας με παρακολούθηση, ο πιο γρήγορος δρόμος ως την πόρτα.',
  },
  sv: {
    name: 'Expressleverans (Falco)',
    description: 'Prioriterat paket med spårning, snabbast fram till dörren.',
  },
  pl: {
    name: 'Dostawa ekspresowa (Falco)',
    description: 'Przesyłka priorytetowa z możliwością śledzenia, najszybciej pod drzwi.',
  },
  cs: {
    name: 'Expresní doručení (Falco)',
    description: 'Prioritní sledovaný balík, nejrychleji až ke dveřím.',
  },
  da: {
    name: 'Ekspreslevering (Falco)',
    description: 'Prioriteret pakke med sporing, hurtigst frem til døren.',
  },
  ro: {
    name: 'Livrare expres (Falco)',
    description: 'Colet prioritar cu urmărire, cea mai rapidă cale până la ușă.',
  },
  hu: {
    name: 'Expressz szállítás (Falco)',
    description: 'Elsőbbségi, nyomon követhető csomag, a leggyorsabban házhoz.',
  },
};

const FREIGHT_TEXTS: CarrierTexts = {
  en: {
    name: 'Bulky goods delivery (Atlas Cargo)',
    description: 'For heavy orders over 31.5 kg: on a pallet to the kerb, on a day agreed by phone.',
  },
  es: {
    name: 'Envío de mercancía voluminosa (Atlas Cargo)',
    description:
      'Para pedidos pesados de más de 31,5 kg: en palé hasta la acera, el día acordado por teléfono.',
  },
  fr: {
    name: 'Livraison d’articles volumineux (Atlas Cargo)',
    description:
      'Pour les commandes lourdes de plus de 31,5 kg : sur palette jusqu’au trottoir, le jour convenu par téléphone.',
  },
  pt: {
    name: 'Envio de volumes grandes (Atlas Cargo)',
    description:
      'Para encomendas pesadas acima de 31,5 kg: em palete até à entrada do prédio, no dia combinado por telefone.',
  },
  it: {
    name: 'Spedizione merci voluminose (Atlas Cargo)',
    description:
      'Per ordini pesanti oltre 31,5 kg: su bancale fino al marciapiede, nel giorno concordato per telefono.',
  },
  de: {
    name: 'Speditionsversand (Atlas Cargo)',
    description:
      'Für schwere Bestellungen über 31,5 kg: auf der Palette bis zur Bordsteinkante, an einem telefonisch vereinbarten Tag.',
  },
  nl: {
    name: 'Verzending grote goederen (Atlas Cargo)',
    description:
      'Voor zware bestellingen boven 31,5 kg: op een pallet tot aan de stoeprand, op een telefonisch afgesproken dag.',
  },
  sk: {
    name: 'Doručenie nadrozmerného tovaru (Atlas Cargo)',
    description:
      'Pre ťažké objednávky nad 31,5 kg: na palete k okraju chodníka, v deň dohodnutý telefonicky.',
  },
  fi: {
    name: 'Rahtitoimitus (Atlas Cargo)',
    description: 'Yli 31,5 kg:n painaville tilauksille: lavalla tien varteen puhelimitse sovittuna päivänä.',
  },
  el: {
    name: 'Αποστολή ογκωδών ειδών (Atlas Cargo)',
    description:
      'Για βαριές παραγγελίες άνω των 31,5 kg: σε παλέτα ως το πεζοδρόμιο, την ημέρα που συμφωνείται τηλεφωνικά.',
  },
  sv: {
    name: 'Leverans av skrymmande gods (Atlas Cargo)',
    description:
      'För tunga beställningar över 31,5 kg: på pall till trottoarkanten, en dag som bokas per telefon.',
  },
  pl: {
    name: 'Dostawa towarów wielkogabarytowych (Atlas Cargo)',
    description:
      'Dla ciężkich zamówień powyżej 31,5 kg: na palecie do krawężnika, w dniu uzgodnionym telefonicznie.',
  },
  cs: {
    name: 'Doručení nadrozměrného zboží (Atlas Cargo)',
    description:
      'Pro těžké objednávky nad 31,5 kg: na paletě k okraji chodníku, v den domluvený telefonicky.',
  },
  da: {
    name: 'Levering af store varer (Atlas Cargo)',
    description: 'Til tunge ordrer over 31,5 kg: på palle til kantstenen, på en dag aftalt pr. telefon.',
  },
  ro: {
    name: 'Livrare colete voluminoase (Atlas Cargo)',
    description:
      'Pentru comenzi grele de peste 31,5 kg: pe palet până la bordură, în ziua stabilită telefonic.',
  },
  hu: {
    name: 'Nagy méretű áruk szállítása (Atlas Cargo)',
    description:
      '31,5 kg feletti nehéz rendelésekhez: raklapon a járdaszegélyig, telefonon egyeztetett napon.',
  },
};

export const DEMO_CARRIERS: readonly NewCarrierMethod[] = [
  {
    key: 'standard',
    position: 0,
    maxWeightGrams: PARCEL_MAX_GRAMS,
    texts: STANDARD_TEXTS,
    zones: zones([2_000, 5_000, 10_000, 20_000, PARCEL_MAX_GRAMS], {
      euCentral: { prices: [490, 590, 790, 1190, 1590], days: [2, 3], freeAbove: 4900 },
      euOuter: { prices: [790, 990, 1390, 1990, 2790], days: [3, 5], freeAbove: 4900 },
      europe: { prices: [1490, 1990, 2790, 3990, 5490], days: [4, 7], freeAbove: null },
      world: { prices: [2490, 3490, 4990, 7990, 10990], days: [6, 10], freeAbove: null },
    }),
  },
  {
    key: 'express',
    position: 1,
    maxWeightGrams: EXPRESS_MAX_GRAMS,
    texts: EXPRESS_TEXTS,
    zones: zones([2_000, 5_000, 10_000, EXPRESS_MAX_GRAMS], {
      euCentral: { prices: [1290, 1490, 1890, 2490], days: [1, 2], freeAbove: null },
      euOuter: { prices: [1690, 1990, 2490, 3490], days: [2, 3], freeAbove: null },
      europe: { prices: [2990, 3690, 4690, 6490], days: [2, 3], freeAbove: null },
      world: { prices: [4490, 5990, 8490, 12490], days: [2, 4], freeAbove: null },
    }),
  },
  {
    key: 'freight',
    position: 2,
    // Only what no parcel service takes.
    minWeightGrams: PARCEL_MAX_GRAMS + 1,
    maxWeightGrams: FREIGHT_MAX_GRAMS,
    texts: FREIGHT_TEXTS,
    zones: zones([60_000, 120_000, 250_000, 500_000, FREIGHT_MAX_GRAMS], {
      euCentral: { prices: [3990, 5990, 8990, 14900, 24900], days: [4, 7], freeAbove: null },
      euOuter: { prices: [6990, 9990, 14900, 23900, 39900], days: [6, 10], freeAbove: null },
      europe: { prices: [11900, 16900, 24900, 39900, 64900], days: [7, 12], freeAbove: null },
    }),
  },
];

/** Adds the demo carriers to a shop that has none; gives how many were added. */
export async function seedCarriers(db: Db): Promise<number> {
  if (await hasCarrierMethods(db)) return 0;
  for (const method of DEMO_CARRIERS) await createCarrierMethod(db, method);
  return DEMO_CARRIERS.length;
}
