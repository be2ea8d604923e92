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

/**
 * The texts the server writes itself (mails now, PDF documents later), one JSON file per namespace and
 * language in `apps/api/messages/<locale>/<namespace>.json`. English is the source and gives the type;
 * `server-texts.test.ts` proves every language has exactly its keys and placeholders.
 */
interface ServerNamespaces {
  mail: typeof enMail;
}

export type ServerNamespace = keyof ServerNamespaces;
export type ServerTexts<N extends ServerNamespace> = ServerNamespaces[N];

const SERVER_TEXTS: Readonly<Record<Locale, ServerNamespaces>> = {
  de: { mail: deMail },
  en: { mail: enMail },
  es: { mail: esMail },
  fr: { mail: frMail },
  it: { mail: itMail },
  pt: { mail: ptMail },
  nl: { mail: nlMail },
  sk: { mail: skMail },
  fi: { mail: fiMail },
  el: { mail: elMail },
  sv: { mail: svMail },
  pl: { mail: plMail },
  cs: { mail: csMail },
  da: { mail: daMail },
  ro: { mail: roMail },
  hu: { mail: huMail },
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
