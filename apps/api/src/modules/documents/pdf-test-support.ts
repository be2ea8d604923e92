/**
 * The text of a PDF that pdfkit wrote, for tests: the glyphs of each page's text operators mapped back
 * to characters through the fonts' ToUnicode maps. Pieces (pdfkit writes one per line) are joined with
 * a space and runs of spaces collapsed, so a wrapped sentence reads as one. Only what pdfkit writes is
 * understood: indirect objects, Flate streams, Type0 fonts with Identity-H and hex strings.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const start = (match.index ?? 0) + match[0].indexOf(body);
    const streamAt = body.indexOf('stream\n');
    if (streamAt < 0) {
      found.set(Number(match[1]), { dictionary: body, stream: null });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const end = body.lastIndexOf('\nendstream');
    const raw = pdf.subarray(start + streamAt + 'stream\n'.length, start + end);
    found.set(Number(match[1]), {
      dictionary,
      stream: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw,
    });
  }
  return found;
}

/** UTF-16BE hex, spaces allowed (a ligature maps to several characters: `<0066 0066>` is "ff"). */
const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

/** Code (4 hex digits) to text, from a ToUnicode CMap's bfrange and bfchar entries. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of (block[1] ?? '').matchAll(/<(\w+)>\s*<(\w+)>\s*(\[[^\]]*\]|<[\w\s]+>)/g)) {
      const first = parseInt(entry[1] ?? '0', 16);
      const last = parseInt(entry[2] ?? '0', 16);
      const target = entry[3] ?? '';
      if (target.startsWith('[')) {
        [...target.matchAll(/<([\w\s]+)>/g)].forEach((value, index) =>
          map.set(first + index, utf16(value[1] ?? '')),
        );
      } else {
        const base = parseInt(target.slice(1, -1), 16);
        for (let code = first; code <= last; code++) map.set(code, String.fromCharCode(base + code - first));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of (block[1] ?? '').matchAll(/<(\w+)>\s*<([\w\s]+)>/g)) {
      map.set(parseInt(entry[1] ?? '0', 16), utf16(entry[2] ?? ''));
    }
  }
  return map;
}

const reference = (dictionary: string, key: string) => {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary);
  return match ? Number(match[1]) : null;
};

/** Each page's size in points and how many rectangles its content draws (bars, QR modules), in order. */
export function pdfPages(pdf: Buffer): { width: number; height: number; rectangles: number }[] {
  const all = objects(pdf);
  return [...all.values()]
    .filter((page) => /\/Type \/Page\b/.test(page.dictionary))
    .map((page) => {
      const box =
        /\/MediaBox \[([\d.\s]+)\]/.exec(page.dictionary)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
      const contents =
        all.get(reference(page.dictionary, 'Contents') ?? -1)?.stream?.toString('latin1') ?? '';
      return { width: box[2] ?? 0, height: box[3] ?? 0, rectangles: (contents.match(/ re\n/g) ?? []).length };
    });
}

/** The text of every page, in order of the page objects. */
export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  const pieces: string[] = [];
  for (const page of all.values()) {
    if (!/\/Type \/Page\b/.test(page.dictionary)) continue;
    const contents = all.get(reference(page.dictionary, 'Contents') ?? -1)?.stream?.toString('latin1') ?? '';
    const resources = all.get(reference(page.dictionary, 'Resources') ?? -1)?.dictionary ?? '';
    const fonts = new Map<string, Map<number, string>>();
    for (const [, name, id] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const cmapId = reference(all.get(Number(id))?.dictionary ?? '', 'ToUnicode');
      const cmap = cmapId === null ? undefined : all.get(cmapId)?.stream?.toString('latin1');
      if (name && cmap) fonts.set(name, toUnicode(cmap));
    }
    let font = new Map<number, string>();
    for (const operation of contents.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<(\w*)> Tj/g)) {
      if (operation[1]) {
        font = fonts.get(operation[1]) ?? new Map();
        continue;
      }
      const strings =
        operation[2] === undefined
          ? [operation[3] ?? '']
          : [...operation[2].matchAll(/<(\w*)>/g)].map((hex) => hex[1] ?? '');
      pieces.push(
        strings
          .flatMap((hex) =>
            (hex.match(/.{4}/g) ?? []).map((code) => font.get(parseInt(code, 16)) ?? '\ufffd'),
          )
          .join(''),
      );
    }
  }
  return pieces.join(' ').replace(/[\s\u00a0\u202f]+/g, ' ');
}
