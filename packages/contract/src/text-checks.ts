// Checks that the tests of every text source run (storefront messages, mails, demo content), so that one
// page never mixes two forms of address or two ways of writing an amount. Not used at run time.
import type { Locale } from './locale-data.ts';
import { moneyFormat } from './money.ts';

/**
 * How the shop addresses its customers in each language, everywhere (UI, mails, catalogue, magazine):
 * formally where a shop in that country does (German "Sie", French "vous", Hungarian "Ön", Czech and
 * Slovak "vy", Romanian "dumneavoastră", Greek "εσείς", Portuguese third person: "Experimente", "a sua
 * conta"), informally where the storefront and mails already say "du", "tú", "tu", "je", "sinä", "ty".
 */
export const FORM_OF_ADDRESS: Readonly<Record<Locale, 'formal' | 'informal' | 'none'>> = {
  de: 'formal',
  en: 'none',
  es: 'informal',
  fr: 'formal',
  it: 'informal',
  pt: 'formal',
  nl: 'informal',
  sk: 'formal',
  fi: 'informal',
  el: 'formal',
  sv: 'informal',
  pl: 'informal',
  cs: 'formal',
  da: 'informal',
  ro: 'formal',
  hu: 'formal',
};

const LETTER = String.raw`\p{L}\p{M}`;
/** Whole words (Unicode letters, so "dir" is not found in "Direkt"), case-insensitive. */
const words = (list: string): RegExp =>
  new RegExp(String.raw`(?<![${LETTER}'’-])(?:${list})(?![${LETTER}'’-])`, 'giu');
/** Words opening a sentence or a label: imperatives of the other form. */
const opening = (list: string): RegExp =>
  new RegExp(String.raw`(?:^|[.!?:;–—]\s+)(?:${list})(?![${LETTER}])`, 'gu');
/** A courtesy capital in the middle of a sentence ("… ringraziamo La", "… kan De"). */
const courtesyCapital = (list: string): RegExp =>
  new RegExp(String.raw`(?<=[\p{Ll},]\s)(?:${list})(?![${LETTER}])`, 'gu');

/** Pronouns, possessives, verb forms and imperatives of the form of address a language does not use. */
const OTHER_FORM: Readonly<Record<Locale, readonly RegExp[]>> = {
  de: [
    words('du|dich|dir|dein|deine|deinen|deinem|deiner|deines'),
    opening(
      'Entdecke|Spare|Hol|Gönn|Probier|Probiere|Bestelle|Finde|Schau|Wähle|Lass|Nimm|Gib|Achte|' +
        'Beginne|Pack|Gieße|Mahle|Räum|Bewege|Wasch|Brauch|Deponiere|Such|Trag|Wisch|Beobachte|Zieh|Spüle|' +
        'Melde|Prüfe|Versuche|Warte|Sag',
    ),
  ],
  en: [],
  es: [
    words('usted|ustedes'),
    opening(
      'Descubra|Elija|Compruebe|Introduzca|Inicie|Vuelva|Pruebe|Lave|Seque|Guarde|Déjenos|Póngase|' +
        'Aproveche|Consulte|Espere|Añada|Escríbanos|Haga',
    ),
  ],
  fr: [
    words('tu|toi|ton|ta|tes|te|tien|tienne'),
    new RegExp(String.raw`(?<![${LETTER}])t['’](?=[${LETTER}])`, 'giu'),
    opening('Découvre|Profite|Inscris|Connecte|Choisis|Essaie|Vérifie|Saisis|Réessaie|Laisse|Écris'),
  ],
  it: [
    courtesyCapital('Lei|La|Le|Suo|Sua|Suoi|Sue'),
    opening(
      'Scopra|Scelga|Inserisca|Acceda|Riprovi|Verifichi|Controlli|Approfitti|Ci scriva|Lavi|Asciughi|Provi',
    ),
  ],
  pt: [
    words('tu|te|ti|teu|tua|teus|tuas|contigo'),
    new RegExp(String.raw`[${LETTER}]-te(?![${LETTER}])`, 'giu'),
    opening('Descobre|Experimenta|Escolhe|Inicia|Introduz|Tenta|Aproveita|Deixa'),
  ],
  nl: [words('u|uw|uzelf')],
  sk: [
    words(
      'teba|tebe|tebou|ti|tvoj|tvoja|tvoje|tvojho|tvojmu|tvojom|tvojím|tvoji|tvojich|tvojimi|máš|môžeš|' +
        'chceš|potrebuješ|skús|pozri',
    ),
  ],
  fi: [words('te|teidän|teille|teitä|teiltä|teillä|teistä|teihin')],
  el: [
    words('εσύ|εσένα|σου|σένα'),
    opening('Δοκίμασε|Ανακάλυψε|Διάλεξε|Πλύνε|Άφησε|Βάλε|Δες|Γράψε|Συνδέσου|Ξαναδοκίμασε'),
  ],
  sv: [words('ni|er|ert|era|eder')],
  pl: [words('pan|pani|pana|panu|panem|panią|państwo|państwa|państwu|państwem')],
  cs: [
    words(
      'tě|tebe|tobě|tebou|tvůj|tvoje|tvá|tvé|tvého|tvému|tvém|tvým|tvých|tvými|tvou|máš|můžeš|jsi|budeš|' +
        'chceš|potřebuješ|zkus|vyber|podívej',
    ),
  ],
  da: [courtesyCapital('De|Dem|Deres')],
  ro: [
    words('tu|te|ți|îți|tău|ta|tale|tăi|ție'),
    // Clitics of "tu" ("Ascultă-ți", "bucură-te", "te-ai"); the formal forms take "-vă".
    new RegExp(String.raw`[${LETTER}]-(?:ți|te)(?![${LETTER}])|(?<![${LETTER}])(?:ți|te)-[${LETTER}]`, 'giu'),
    opening('Descoperă|Alege|Profită|Vezi|Încearcă|Introdu|Verifică|Închide|Caută|Salvează|Pregătește'),
  ],
  hu: [
    words(
      'te|téged|neked|veled|tőled|nálad|hozzád|rólad|érted|benned|belőled|tiéd|magad|magadnak|magaddal|' +
        'magadat|fedezd|válaszd|válassz|nézd|próbáld|próbálj|mosd|töröld|tedd|vidd|vigyél|kend|kenj|' +
        'szárítsd|tartsd|öblítsd|rögzítsd|töltsd|olajozd|fizess|kezdj|kezdd|szólj|öltözz|gondolj|' +
        'csomagolj|várj|önts|öntsd|hagyd|hagyj|írd|add|dugd|tegyél|lélegezz|feküdj|ülj|lazíts|menj|' +
        'gyújts|vedd|jelölj|bontsd|oszd|pillants|pipáld|kapcsold|bízd|helyezd|öntözz|csípd|dörzsöld|' +
        'dörzsölj|süss|szellőztess|szellőztesd|némítsd|hasonlítsd|akaszd|rázd|őröld|rendeld|vásárolj|' +
        'regisztrálj|jelentkezz|kérlek',
    ),
    // Second person singular of "can" and the conditional: "kipróbálhatod", "edzhetsz", "gondolnád".
    new RegExp(String.raw`[${LETTER}]+(?:hatsz|hetsz|hatod|heted|nád|néd)(?![${LETTER}])`, 'giu'),
  ],
};

/** The words of `text` that belong to the form of address `locale` does not use; empty when none. */
export function formOfAddressSlips(locale: Locale, text: string): string[] {
  return OTHER_FORM[locale].flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0].trim()));
}

const SPACE = String.raw`[ \u00a0\u202f]`;
const NUMBER = String.raw`\d{1,3}(?:[.,\u00a0\u202f ]\d{3})*(?:[.,]\d{2})?|\d+(?:[.,]\d{2})?`;
const AMOUNT = new RegExp(String.raw`€${SPACE}?(?:${NUMBER})|(?:${NUMBER})${SPACE}?€`, 'gu');

/**
 * The amounts of `text` not written the way `formatMoney` writes them in `locale` (sign, its side, the
 * space, separators; whole euros may drop the cents), and any "EUR": empty when all agree.
 */
export function moneySlips(locale: Locale, text: string): string[] {
  const slips = [...text.matchAll(/\bEUR\b/g)].map((match) => match[0]);
  for (const match of text.matchAll(AMOUNT)) {
    const written = match[0];
    const digits = written.replace(/[^\d.,]/g, '');
    const cents = /[.,]\d{2}$/.test(digits);
    const whole = Number((cents ? digits.slice(0, -3) : digits).replace(/[.,]/g, ''));
    const value = cents ? whole + Number(digits.slice(-2)) / 100 : whole;
    const expected = moneyFormat(locale, 'EUR', cents ? 2 : 0).format(value);
    if (written !== expected) slips.push(`${written} (the shop writes ${expected})`);
  }
  return slips;
}

/** The texts of a message file as `[key, text]` pairs, nested keys joined by dots (`welcome.subject`). */
export function textEntries(messages: unknown, prefix = ''): [key: string, text: string][] {
  if (typeof messages === 'string') return [[prefix, messages]];
  return Object.entries(messages as Record<string, unknown>).flatMap(([key, inner]) =>
    textEntries(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** The names of the placeholders of a text, `{name}` or ICU's `{count, plural, …}`: sorted, each once. */
export function placeholderNames(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1] ?? ''))].sort();
}

/**
 * The keys whose text is word for word the English one although it has words to translate (four
 * letters or more outside placeholders and the shop's name), unless the whole text is in `shared`:
 * words a language takes over from English unchanged ("Filter", "E-mail").
 */
export function copiedFromEnglish(
  english: ReadonlyMap<string, string>,
  texts: ReadonlyMap<string, string>,
  shared: ReadonlySet<string> = new Set(),
): string[] {
  const words = (text: string) => text.replace(/\{[^}]*\}/g, '').replace(/Tendero/g, '');
  return [...texts]
    .filter(([key, text]) => text === english.get(key) && /[a-z]{4,}/i.test(words(text)) && !shared.has(text))
    .map(([key]) => key);
}

/**
 * Where texts (`[key, text]`) of a language leave the shop's one voice: the form of address it uses
 * (`address`), and amounts written otherwise than the price formatter writes them (`money`).
 */
export function voiceSlips(
  locale: Locale,
  texts: readonly (readonly [key: string, text: string])[],
): { address: string[]; money: string[] } {
  const slips = (check: (locale: Locale, text: string) => string[]) =>
    texts.flatMap(([key, text]) => check(locale, text).map((slip) => `${key}: ${slip}`));
  return { address: slips(formOfAddressSlips), money: slips(moneySlips) };
}
