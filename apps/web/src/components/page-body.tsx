import { Fragment, type ReactNode } from 'react';
import { parsePageBody } from '@tendero/contract';
import { telHref } from '@/lib/pages';
import { linkableParts } from '@/lib/page-links';

/** E-mail addresses, web addresses and international phone numbers in a page become links. */
function withLinks(text: string): ReactNode[] {
  return linkableParts(text).map((part, index) => {
    if (part.kind === 'text') return part.text;
    const href =
      part.kind === 'email' ? `mailto:${part.text}` : part.kind === 'phone' ? telHref(part.text) : part.text;
    return (
      <a key={index} href={href}>
        {part.text}
      </a>
    );
  });
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
              <li key={itemIndex}>{withLinks(item)}</li>
            ))}
          </ul>
        );
      case 'paragraph':
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {withLinks(line)}
              </Fragment>
            ))}
          </p>
        );
    }
  });
}
