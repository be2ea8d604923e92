import type { Locale } from '@tendero/contract';
// Imported, not read by path, so the texts are bundled into dist/server.mjs and found under tsx alike.
import csMail from '../../messages/cs/mail.json' with { type: 'json' };
import daMail from '../../messages/da/mail.json' with { type: 'json' };
import deMail from '../../messages/de/mail.json' with { type: 'json' };
import elMail from '../../messages/el/mail.json' with { type: 'json' };
import enMail from '../../messages/en/mail.json' with { type: 'json' };
import esMail from '../../messages/es/mail.json' with { type: 'json' };
import fiMail from '../../messages/fi/mail.json' with { type: 'json' };
import frMail from '../../messages/fr/mail.json' with { type: 'json' };
import huMail from '../../messages/hu/mail.json' with { type: 'json' };
import itMail from '../../messages/it/mail.json' with { type: 'json' };
import nlMail from '../../messages/nl/mail.json' with { type: 'json' };
import plMail from '../../messages/pl/mail.json' with { type: 'json' };
import ptMail from '../../messages/pt/mail.json' with { type: 'json' };
import roMail from '../../messages/ro/mail.json' with { type: 'json' };
import skMail from '../../messages/sk/mail.json' with { type: 'json' };
import svMail from '../../messages/sv/mail.json' with { type: 'json' };
import csOrders from '../../messages/cs/orders.json' with { type: 'json' };
import daOrders from '../../messages/da/orders.json' with { type: 'json' };
import deOrders from '../../messages/de/orders.json' with { type: 'json' };
import elOrders from '../../messages/el/orders.json' with { type: 'json' };
import enOrders from '../../messages/en/orders.json' with { type: 'json' };
import esOrders from '../../messages/es/orders.json' with { type: 'json' };
import fiOrders from '../../messages/fi/orders.json' with { type: 'json' };
import frOrders from '../../messages/fr/orders.json' with { type: 'json' };
import huOrders from '../../messages/hu/orders.json' with { type: 'json' };
import itOrders from '../../messages/it/orders.json' with { type: 'json' };
import nlOrders from '../../messages/nl/orders.json' with { type: 'json' };
import plOrders from '../../messages/pl/orders.json' with { type: 'json' };
import ptOrders from '../../messages/pt/orders.json' with { type: 'json' };
import roOrders from '../../messages/ro/orders.json' with { type: 'json' };
import skOrders from '../../messages/sk/orders.json' with { type: 'json' };
import svOrders from '../../messages/sv/orders.json' with { type: 'json' };
import csDocuments from '../../messages/cs/documents.json' with { type: 'json' };
import daDocuments from '../../messages/da/documents.json' with { type: 'json' };
import deDocuments from '../../messages/de/documents.json' with { type: 'json' };
import elDocuments from '../../messages/el/documents.json' with { type: 'json' };
import enDocuments from '../../messages/en/documents.json' with { type: 'json' };
import esDocuments from '../../messages/es/documents.json' with { type: 'json' };
import fiDocuments from '../../messages/fi/documents.json' with { type: 'json' };
import frDocuments from '../../messages/fr/documents.json' with { type: 'json' };
import huDocuments from '../../messages/hu/documents.json' with { type: 'json' };
import itDocuments from '../../messages/it/documents.json' with { type: 'json' };
import nlDocuments from '../../messages/nl/documents.json' with { type: 'json' };
import plDocuments from '../../messages/pl/documents.json' with { type: 'json' };
import ptDocuments from '../../messages/pt/documents.json' with { type: 'json' };
import roDocuments from '../../messages/ro/documents.json' with { type: 'json' };
import skDocuments from '../../messages/sk/documents.json' with { type: 'json' };
import svDocuments from '../../messages/sv/documents.json' with { type: 'json' };
import csRefunds from '../../messages/cs/refunds.json' with { type: 'json' };
import daRefunds from '../../messages/da/refunds.json' with { type: 'json' };
import deRefunds from '../../messages/de/refunds.json' with { type: 'json' };
import elRefunds from '../../messages/el/refunds.json' with { type: 'json' };
import enRefunds from '../../messages/en/refunds.json' with { type: 'json' };
import esRefunds from '../../messages/es/refunds.json' with { type: 'json' };
import fiRefunds from '../../messages/fi/refunds.json' with { type: 'json' };
import frRefunds from '../../messages/fr/refunds.json' with { type: 'json' };
import huRefunds from '../../messages/hu/refunds.json' with { type: 'json' };
import itRefunds from '../../messages/it/refunds.json' with { type: 'json' };
import nlRefunds from '../../messages/nl/refunds.json' with { type: 'json' };
import plRefunds from '../../messages/pl/refunds.json' with { type: 'json' };
import ptRefunds from '../../messages/pt/refunds.json' with { type: 'json' };
import roRefunds from '../../messages/ro/refunds.json' with { type: 'json' };
import skRefunds from '../../messages/sk/refunds.json' with { type: 'json' };
import svRefunds from '../../messages/sv/refunds.json' with { type: 'json' };
import csShipping from '../../messages/cs/shipping.json' with { type: 'json' };
import daShipping from '../../messages/da/shipping.json' with { type: 'json' };
import deShipping from '../../messages/de/shipping.json' with { type: 'json' };
import elShipping from '../../messages/el/shipping.json' with { type: 'json' };
import enShipping from '../../messages/en/shipping.json' with { type: 'json' };
import esShipping from '../../messages/es/shipping.json' with { type: 'json' };
import fiShipping from '../../messages/fi/shipping.json' with { type: 'json' };
import frShipping from '../../messages/fr/shipping.json' with { type: 'json' };
import huShipping from '../../messages/hu/shipping.json' with { type: 'json' };
import itShipping from '../../messages/it/shipping.json' with { type: 'json' };
import nlShipping from '../../messages/nl/shipping.json' with { type: 'json' };
import plShipping from '../../messages/pl/shipping.json' with { type: 'json' };
import ptShipping from '../../messages/pt/shipping.json' with { type: 'json' };
import roShipping from '../../messages/ro/shipping.json' with { type: 'json' };
import skShipping from '../../messages/sk/shipping.json' with { type: 'json' };
import svShipping from '../../messages/sv/shipping.json' with { type: 'json' };
import csReturns from '../../messages/cs/returns.json' with { type: 'json' };
import daReturns from '../../messages/da/returns.json' with { type: 'json' };
import deReturns from '../../messages/de/returns.json' with { type: 'json' };
import elReturns from '../../messages/el/returns.json' with { type: 'json' };
import enReturns from '../../messages/en/returns.json' with { type: 'json' };
import esReturns from '../../messages/es/returns.json' with { type: 'json' };
import fiReturns from '../../messages/fi/returns.json' with { type: 'json' };
import frReturns from '../../messages/fr/returns.json' with { type: 'json' };
import huReturns from '../../messages/hu/returns.json' with { type: 'json' };
import itReturns from '../../messages/it/returns.json' with { type: 'json' };
import nlReturns from '../../messages/nl/returns.json' with { type: 'json' };
import plReturns from '../../messages/pl/returns.json' with { type: 'json' };
import ptReturns from '../../messages/pt/returns.json' with { type: 'json' };
import roReturns from '../../messages/ro/returns.json' with { type: 'json' };
import skReturns from '../../messages/sk/returns.json' with { type: 'json' };
import svReturns from '../../messages/sv/returns.json' with { type: 'json' };

import enPoints from '../../messages/en/points.json' with { type: 'json' };
import dePoints from '../../messages/de/points.json' with { type: 'json' };
import esPoints from '../../messages/es/points.json' with { type: 'json' };
import frPoints from '../../messages/fr/points.json' with { type: 'json' };
import itPoints from '../../messages/it/points.json' with { type: 'json' };
import ptPoints from '../../messages/pt/points.json' with { type: 'json' };
import nlPoints from '../../messages/nl/points.json' with { type: 'json' };
import skPoints from '../../messages/sk/points.json' with { type: 'json' };
import fiPoints from '../../messages/fi/points.json' with { type: 'json' };
import elPoints from '../../messages/el/points.json' with { type: 'json' };
import svPoints from '../../messages/sv/points.json' with { type: 'json' };
import plPoints from '../../messages/pl/points.json' with { type: 'json' };
import csPoints from '../../messages/cs/points.json' with { type: 'json' };
import daPoints from '../../messages/da/points.json' with { type: 'json' };
import roPoints from '../../messages/ro/points.json' with { type: 'json' };
import huPoints from '../../messages/hu/points.json' with { type: 'json' };

/**
 * The texts the server writes itself (mails, PDF documents, parcel and return labels, tracking steps),
 * one JSON file per namespace and language in `apps/api/messages/<locale>/<namespace>.json`. English is the source and gives the type;
 * `server-texts.test.ts` proves every language has exactly its keys and placeholders.
 */
interface ServerNamespaces {
  mail: typeof enMail;
  orders: typeof enOrders;
  documents: typeof enDocuments;
  refunds: typeof enRefunds;
  shipping: typeof enShipping;
  returns: typeof enReturns;
  points: typeof enPoints;
}

export type ServerNamespace = keyof ServerNamespaces;
export type ServerTexts<N extends ServerNamespace> = ServerNamespaces[N];

const SERVER_TEXTS: Readonly<Record<Locale, ServerNamespaces>> = {
  de: {
    mail: deMail,
    orders: deOrders,
    documents: deDocuments,
    refunds: deRefunds,
    shipping: deShipping,
    returns: deReturns,
    points: dePoints,
  },
  en: {
    mail: enMail,
    orders: enOrders,
    documents: enDocuments,
    refunds: enRefunds,
    shipping: enShipping,
    returns: enReturns,
    points: enPoints,
  },
  es: {
    mail: esMail,
    orders: esOrders,
    documents: esDocuments,
    refunds: esRefunds,
    shipping: esShipping,
    returns: esReturns,
    points: esPoints,
  },
  fr: {
    mail: frMail,
    orders: frOrders,
    documents: frDocuments,
    refunds: frRefunds,
    shipping: frShipping,
    returns: frReturns,
    points: frPoints,
  },
  it: {
    mail: itMail,
    orders: itOrders,
    documents: itDocuments,
    refunds: itRefunds,
    shipping: itShipping,
    returns: itReturns,
    points: itPoints,
  },
  pt: {
    mail: ptMail,
    orders: ptOrders,
    documents: ptDocuments,
    refunds: ptRefunds,
    shipping: ptShipping,
    returns: ptReturns,
    points: ptPoints,
  },
  nl: {
    mail: nlMail,
    orders: nlOrders,
    documents: nlDocuments,
    refunds: nlRefunds,
    shipping: nlShipping,
    returns: nlReturns,
    points: nlPoints,
  },
  sk: {
    mail: skMail,
    orders: skOrders,
    documents: skDocuments,
    refunds: skRefunds,
    shipping: skShipping,
    returns: skReturns,
    points: skPoints,
  },
  fi: {
    mail: fiMail,
    orders: fiOrders,
    documents: fiDocuments,
    refunds: fiRefunds,
    shipping: fiShipping,
    returns: fiReturns,
    points: fiPoints,
  },
  el: {
    mail: elMail,
    orders: elOrders,
    documents: elDocuments,
    refunds: elRefunds,
    shipping: elShipping,
    returns: elReturns,
    points: elPoints,
  },
  sv: {
    mail: svMail,
    orders: svOrders,
    documents: svDocuments,
    refunds: svRefunds,
    shipping: svShipping,
    returns: svReturns,
    points: svPoints,
  },
  pl: {
    mail: plMail,
    orders: plOrders,
    documents: plDocuments,
    refunds: plRefunds,
    shipping: plShipping,
    returns: plReturns,
    points: plPoints,
  },
  cs: {
    mail: csMail,
    orders: csOrders,
    documents: csDocuments,
    refunds: csRefunds,
    shipping: csShipping,
    returns: csReturns,
    points: csPoints,
  },
  da: {
    mail: daMail,
    orders: daOrders,
    documents: daDocuments,
    refunds: daRefunds,
    shipping: daShipping,
    returns: daReturns,
    points: daPoints,
  },
  ro: {
    mail: roMail,
    orders: roOrders,
    documents: roDocuments,
    refunds: roRefunds,
    shipping: roShipping,
    returns: roReturns,
    points: roPoints,
  },
  hu: {
    mail: huMail,
    orders: huOrders,
    documents: huDocuments,
    refunds: huRefunds,
    shipping: huShipping,
    returns: huReturns,
    points: huPoints,
  },
};

/** The texts of one namespace in one language, e.g. `serverTexts('de', 'mail').welcome.subject`. */
export function serverTexts<N extends ServerNamespace>(locale: Locale, namespace: N): ServerTexts<N> {
  return SERVER_TEXTS[locale][namespace];
}

/** Fills `{name}`-style placeholders; unknown ones are left as they are. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
