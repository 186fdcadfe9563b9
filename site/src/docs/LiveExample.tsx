/**
 * An element's live example: its canonical CMS markup (the fixture, parsed at build time into a tree by
 * scripts/manifest/site-docs.mjs) built with `document.createElement` and `setAttribute` — no HTML string ever
 * reaches a sink, so the strict CSP with Trusted Types holds — inside a container React does not manage. The
 * element's tag is in the markup, and every element is registered (main.tsx), so it upgrades as on a CMS page.
 */
import { useEffect, useRef } from 'react';
import type { HtmlNode } from 'virtual:pb-site-docs';
import studio from '../assets/poster-studio.svg';

const SVG = 'http://www.w3.org/2000/svg';

/** Fixture URLs name files in the repository; here they are served elsewhere. */
function served(value: string): string {
  if (value.startsWith('/site/src/assets/poster-studio.svg')) return studio + value.slice(34);
  if (value.startsWith('/site/cms/')) return value.slice(5);
  return value;
}

function build(node: HtmlNode, svg: boolean): Node {
  if (typeof node === 'string') return document.createTextNode(node);
  const inSvg = svg || node.tag === 'svg';
  const el = inSvg ? document.createElementNS(SVG, node.tag) : document.createElement(node.tag);
  for (const [name, value] of node.attrs) {
    // An inline style attribute is blocked by the CSP (style-src 'self'); the same declarations through the CSSOM are not.
    if (name === 'style') (el as HTMLElement | SVGElement).style.cssText = value;
    else el.setAttribute(name, /^(src|href|srcset|data-src|data-image|poster)$/.test(name) ? served(value) : value);
  }
  const parent = el instanceof HTMLTemplateElement ? el.content : el;
  for (const child of node.children) parent.append(build(child, inSvg));
  return el;
}

export function LiveExample({ tree, tag }: { tree: HtmlNode[]; tag: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = host.current;
    if (!container) return undefined;
    container.replaceChildren(...tree.map((node) => build(node, false)));
    return () => container.replaceChildren();
  }, [tree]);
  return <div className="docs-example__stage" ref={host} data-example={tag} />;
}
