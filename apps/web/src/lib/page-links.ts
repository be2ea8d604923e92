/** A piece of a page's text line: plain text, or an e-mail address, web address or phone number. */
export type TextPart = { kind: 'text' | 'email' | 'web' | 'phone'; text: string };

/**
 * E-mail addresses, web addresses and international phone numbers in a page's text. A web address
 * ends before trailing punctuation and quotes, so "start at https://shop.example/en/return:" finds
 * the address without the colon.
 */
const LINKABLE =
  /([^\s@(),:;]+@[^\s@(),:;]+\.[a-z]{2,})|(https?:\/\/[^\s<>"«»“”„]*[^\s<>"«»“”„.,:;!?)])|(\+\d[\d ()/-]{5,}\d)/gi;

/** A line of a CMS page split into plain text and the parts that become links. */
export function linkableParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const [found, email, web] = match;
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    parts.push({ kind: email ? 'email' : web ? 'web' : 'phone', text: found });
    last = at + found.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
