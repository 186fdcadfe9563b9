/**
 * Renders the markdown trees of scripts/manifest/site-docs.mjs with React elements: every string is a text node,
 * so nothing in a README becomes markup. Links leave the page only to http(s) URLs; a repository-relative link
 * (to another README) is shown as its text, since the site does not serve the repository.
 */
import type { ReactNode } from 'react';
import type { Block, Inline } from 'virtual:pb-site-docs';

export function InlineText({ nodes }: { nodes: Inline[] }): ReactNode {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'strong':
        return (
          <strong key={i}>
            <InlineText nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={i}>
            <InlineText nodes={node.children} />
          </em>
        );
      case 'link':
        return /^https?:\/\//.test(node.href) || node.href.startsWith('#') ? (
          <a key={i} href={node.href}>
            <InlineText nodes={node.children} />
          </a>
        ) : (
          <span key={i} className="docs-ref" title={node.href}>
            <InlineText nodes={node.children} />
          </span>
        );
    }
  });
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Markdown blocks; headings move down so the README's `#` sits under the page's own `h1` (at `h2` or lower). */
export function Blocks({ blocks, topLevel = 2 }: { blocks: Block[]; topLevel?: number }) {
  const shift = topLevel - Math.min(...blocks.filter((b) => b.type === 'heading').map((b) => b.level), topLevel);
  return blocks.map((block, i) => {
    switch (block.type) {
      case 'heading': {
        const Tag = `h${Math.min(6, Math.max(2, block.level + shift))}` as HeadingTag;
        return (
          <Tag key={i}>
            <InlineText nodes={block.children} />
          </Tag>
        );
      }
      case 'paragraph':
        return (
          <p key={i}>
            <InlineText nodes={block.children} />
          </p>
        );
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <InlineText nodes={item} />
              </li>
            ))}
          </List>
        );
      }
      case 'code':
        return <Code key={i} text={block.text} lang={block.lang} />;
      case 'table':
        return <Table key={i} head={block.head} rows={block.rows} />;
    }
  });
}

/** A code block: focusable, since it scrolls sideways when its lines are long. */
export function Code({ text, lang }: { text: string; lang?: string }) {
  return (
    <pre className="docs-code" tabIndex={0} data-lang={lang || undefined}>
      <code>{text}</code>
    </pre>
  );
}

export function Table({ head, rows, caption }: { head: Inline[][]; rows: Inline[][][]; caption?: string }) {
  return (
    <table className="docs-table">
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {head.map((cell, i) => (
            <th key={i} scope="col">
              <InlineText nodes={cell} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) => (
              <td key={j}>
                <InlineText nodes={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
