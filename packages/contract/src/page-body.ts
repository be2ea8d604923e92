/**
 * The text format of CMS pages: plain text, never HTML, so a page can be edited anywhere and rendered
 * without injecting markup. Line by line:
 *   `## Title` / `### Title`  a section heading / a subheading (the page title is the only h1)
 *   `! text`                  a notice, e.g. that the page holds sample text to be replaced
 *   `- text`                  an item of a list; consecutive items form one list
 *   an empty line             ends the paragraph or list before it
 *   any other line            a paragraph line; consecutive lines are one paragraph with line breaks
 */
export type PageBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'notice'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; lines: string[] };

export function parsePageBody(body: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  let open: Extract<PageBlock, { kind: 'list' | 'paragraph' }> | undefined;
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{2,3}) +(.+)$/.exec(line);
    if (line === '') {
      open = undefined;
    } else if (heading?.[1] && heading[2]) {
      blocks.push({ kind: 'heading', level: heading[1].length === 2 ? 2 : 3, text: heading[2] });
      open = undefined;
    } else if (line.startsWith('! ')) {
      blocks.push({ kind: 'notice', text: line.slice(2).trim() });
      open = undefined;
    } else if (line.startsWith('- ')) {
      if (open?.kind !== 'list') blocks.push((open = { kind: 'list', items: [] }));
      open.items.push(line.slice(2).trim());
    } else {
      if (open?.kind !== 'paragraph') blocks.push((open = { kind: 'paragraph', lines: [] }));
      open.lines.push(line);
    }
  }
  return blocks;
}
