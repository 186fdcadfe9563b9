/**
 * Server HTML made safe to insert (TRUST.md §3.1, C5): the contact form's reply, the feed's load-more items.
 * The text is parsed into an inert document (no scripts run, no images load there), then rebuilt node by node
 * with `createElement`: only allow-listed elements and attributes are copied, URLs only when they are http(s),
 * mailto, tel or relative. Nothing is ever inserted as a string, so there is no HTML sink to attack, and the page
 * keeps working under `require-trusted-types-for 'script'`: the one policy here only feeds the inert parser.
 * Anything dropped is simply absent (its text kept where the element is merely unknown).
 *
 * A caller may allow more (an `Allowance`: safe-forms.ts keeps the forms of an A/B subject the CMS renders); the
 * lists for it live with that caller, so the other callers do not download them.
 */
import { inertHtml } from './trusted-types.js';

/** Elements copied as they are. Everything else is unwrapped (its children kept) or, if dangerous, dropped. */
const ALLOWED = new Set(
  'a abbr article aside b blockquote br caption cite code dd del details div dl dt em figcaption figure footer h1 h2 h3 h4 h5 h6 header hr i img ins kbd label li main mark nav ol p picture pre q s section small source span strong sub summary sup table tbody td tfoot th thead time tr u ul'.split(
    ' ',
  ),
);
/** Elements dropped with everything inside them. */
const DROPPED = new Set(
  'script style template iframe frame frameset object embed applet noscript noembed noframes xmp plaintext svg math base link meta title head form input button select textarea option'.split(
    ' ',
  ),
);
const ATTRIBUTES = new Set(
  'alt class colspan datetime dir height hidden href id lang loading rel role rowspan scope sizes src srcset target title width decoding'.split(
    ' ',
  ),
);
const URL_ATTRIBUTES = new Set(['href', 'src']);
/** What a caller allows beyond the lists above, each allowed attribute's value checked by `keeps`. */
export interface Allowance {
  elements: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
  keeps(name: string, value: string): boolean;
}

/** Parses `html` into an inert document: it runs nothing, and what leaves it is rebuilt below. */
function inertDocument(html: string): Document {
  return new DOMParser().parseFromString(inertHtml(html), 'text/html');
}

/**
 * The parsed text is hostile: a `<form>` there answers `form.childNodes`, `form.attributes` with its fields named
 * so (and the document `querySelector` with a form or image so named). What this file walks, it reads through the
 * prototype's getters, which no name shadows (Reflect.get with the node as receiver). A clobbered `body` only
 * empties the result.
 */
const get = <T>(node: Node, key: string) => Reflect.get(Element.prototype, key, node) as T;

/**
 * True for a name that must not become an `id` (or a form's `name`): this window's or document's own properties,
 * and the page configuration the library reads by id or global name (core/config.ts) when the page has none.
 */
const clobbers = (value: string) => value in window || value in document || /^(pb-config|et_pb_custom)$/.test(value);

/** True for http(s), mailto, tel, fragment and relative URLs; false for javascript:, data:, vbscript: and the like. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"), and leading control characters and spaces.
  // eslint-disable-next-line no-control-regex -- the control characters browsers skip in a URL are what this removes
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return !scheme || /^(https?|mailto|tel)$/i.test(scheme[1]);
}

function safeSrcset(value: string): boolean {
  return value.split(',').every((candidate) => isSafeUrl(candidate.trim().split(/\s+/)[0] ?? ''));
}

function copyAttributes(from: Element, to: Element, more?: Allowance): void {
  for (const { name, value } of get<NamedNodeMap>(from, 'attributes')) {
    const lower = name.toLowerCase();
    const extra = more?.attributes.has(lower);
    const known = ATTRIBUTES.has(lower) || /^(data|aria)-/.test(lower) || extra;
    if (!known || /[^a-z0-9_.:-]/.test(lower)) continue;
    if (extra && !more!.keeps(lower, value)) continue;
    if (URL_ATTRIBUTES.has(lower) && !isSafeUrl(value)) continue;
    if (lower === 'srcset' && !safeSrcset(value)) continue;
    // An id or name naming a window or document property would shadow it for the page's scripts (DOM clobbering).
    if ((lower === 'id' || lower === 'name') && clobbers(value)) continue;
    to.setAttribute(lower, value);
  }
  // A link that opens a new window never hands that window this page (TRUST.md §3.5).
  if (to.localName === 'a' && to.getAttribute('target')) {
    const rel = new Set((to.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
    rel.add('noopener');
    to.setAttribute('rel', [...rel].join(' '));
  }
}

function rebuild(source: Node, target: Node, owner: Document, more?: Allowance): void {
  // A clobbered nodeType, localName or namespaceURI (a form's field so named) only ever drops or unwraps that form.
  for (const node of get<NodeList>(source, 'childNodes')) {
    if (node.nodeType === Node.TEXT_NODE) target.appendChild(owner.createTextNode(node.nodeValue ?? ''));
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const name = element.localName;
    const extra = more?.elements.has(name);
    if ((DROPPED.has(name) && !extra) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    if (!ALLOWED.has(name) && !extra) {
      rebuild(element, target, owner, more);
      continue;
    }
    const copy = owner.createElement(name);
    copyAttributes(element, copy, more);
    target.appendChild(copy);
    rebuild(element, copy, owner, more);
  }
}

/**
 * The safe rebuild of `html` as a fragment of this document, optionally only of the element `select` picks in
 * the parsed text (e.g. one module's container out of a whole page); undefined when `select` finds nothing.
 */
export function safeFragment(html: string, select?: string, more?: Allowance): DocumentFragment | undefined {
  const parsed = inertDocument(html);
  const root = select ? Document.prototype.querySelector.call(parsed, select) : parsed.body;
  if (!root) return undefined;
  const fragment = document.createDocumentFragment();
  rebuild(root, fragment, document, more);
  return fragment;
}

/** `html` (a whole page) parsed into an inert document, to pick parts from with `safeChildren`. */
export const inertPage: (html: string) => Document = inertDocument;

/** The safe rebuild of the children of `root` (an element of an inert document) as a fragment of this document. */
export function safeChildren(root: Element): DocumentFragment {
  const fragment = document.createDocumentFragment();
  rebuild(root, fragment, document);
  return fragment;
}
