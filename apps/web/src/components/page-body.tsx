import { Fragment, type ReactNode } from 'react';
import { parsePageBody } from '@tendero/contract';
import { telHref } from '@/lib/pages';

/** E-mail addresses and international phone numbers in a page become mailto and tel links. */
const CONTACT = /([^\s@(),:;]+@[^\s@(),:;]+\.[a-z]{2,})|(\+\d[\d ()/-]{5,}\d)/gi;

function withContactLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(CONTACT)) {
    const [found, email] = match;
    const at = match.index;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(
      <a key={at} href={email ? `mailto:${email}` : telHref(found)}>
        {found}
      </a>,
    );
    last = at + found.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/**
 * A CMS page body (plain text, see parsePageBody) as headings, notices, lists and paragraphs. No
 * markup from the text reaches the page: every part is rendered as text by React.
 */
export function PageBody({ body }: { body: string }) {
  return parsePageBody(body).map((block, index) => {
    switch (block.kind) {
      case 'heading':
        return block.level === 2 ? <h2 key={index}>{block.text}</h2> : <h3 key={index}>{block.text}</h3>;
      case 'notice':
        return (
          <p key={index} className="notice" role="note">
            {block.text}
          </p>
        );
      case 'list':
        return (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{withContactLinks(item)}</li>
            ))}
          </ul>
        );
      case 'paragraph':
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {withContactLinks(line)}
              </Fragment>
            ))}
          </p>
        );
    }
  });
}
