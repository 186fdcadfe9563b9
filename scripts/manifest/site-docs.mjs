/**
 * The data behind the demo site's documentation pages (site/docs.html), generated at build time: a page per
 * element from custom-elements.json (attributes, properties, methods, events with their React props, CSS custom
 * properties), its markup contract (elements/<tag>/README.md), a live example from its fixtures, and the
 * "switching from the theme's scripts" page from README.md and TRUST.md §0 (docs/).
 *
 * Markdown and HTML are parsed here, in Node, into plain JSON trees; the site builds them with React elements and
 * `document.createElement`, never through an HTML string sink, so the pages run under the strict CSP with Trusted
 * Types (site/server/security-headers.mjs). `siteDocsPlugin()` serves the data to the site's build as the module
 * `virtual:pb-site-docs`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

// ---------------------------------------------------------------------------------------------------------------
// Markdown: the subset our READMEs use (headings, paragraphs, lists, fenced code, tables, inline code, emphasis,
// links), as a JSON tree.

/**
 * @typedef {{ type: 'text', text: string } | { type: 'code', text: string } | { type: 'strong' | 'em', children: Inline[] }
 *   | { type: 'link', href: string, children: Inline[] }} Inline
 * @typedef {{ type: 'heading', level: number, children: Inline[] } | { type: 'paragraph', children: Inline[] }
 *   | { type: 'list', ordered: boolean, items: Inline[][] } | { type: 'code', lang: string, text: string }
 *   | { type: 'table', head: Inline[][], rows: Inline[][][] }} Block
 */

/** Links a page may follow: same-page anchors, relative paths and http(s) URLs; anything else becomes text. */
const SAFE_HREF = /^(#|https?:\/\/|\.{0,2}\/|[\w.-]+(\/|\.md|$))/i;

/**
 * Inline markdown: `code`, **strong**, *em* / _em_, [text](href).
 * @param {string} text
 * @returns {Inline[]}
 */
export function inlineMarkdown(text) {
  /** @type {Inline[]} */
  const out = [];
  const push = (/** @type {string} */ t) => {
    if (!t) return;
    const last = out[out.length - 1];
    if (last?.type === 'text') last.text += t;
    else out.push({ type: 'text', text: t });
  };
  const pattern =
    /(`+)([\s\S]*?[^`])\1(?!`)|\*\*([\s\S]+?)\*\*|(?<![\w*])\*(?!\s)([^*]+?)\*(?![\w*])|(?<!\w)_(?!\s)([^_]+?)_(?!\w)|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    push(text.slice(at, match.index));
    at = match.index + match[0].length;
    if (match[1]) out.push({ type: 'code', text: match[2].trim() || match[2] });
    else if (match[3] !== undefined) out.push({ type: 'strong', children: inlineMarkdown(match[3]) });
    else if (match[4] !== undefined) out.push({ type: 'em', children: inlineMarkdown(match[4]) });
    else if (match[5] !== undefined) out.push({ type: 'em', children: inlineMarkdown(match[5]) });
    else if (SAFE_HREF.test(match[7]) && !/^\s*javascript:/i.test(match[7]))
      out.push({ type: 'link', href: match[7], children: inlineMarkdown(match[6]) });
    else
      for (const node of inlineMarkdown(match[6])) {
        if (node.type === 'text') push(node.text);
        else out.push(node);
      }
  }
  push(text.slice(at));
  return out;
}

/** A table row's cells (a `|` inside backticks or escaped as `\|` does not split). */
function cells(line) {
  const row = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  const out = [];
  let cell = '';
  let inCode = false;
  for (let i = 0; i < row.length; i++) {
    const c = row[i];
    if (c === '\\' && row[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (c === '`') {
      inCode = !inCode;
      cell += c;
    } else if (c === '|' && !inCode) {
      out.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  out.push(cell.trim());
  return out;
}

const LIST_ITEM = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;

/**
 * Block markdown.
 * @param {string} markdown
 * @returns {Block[]}
 */
export function markdownBlocks(markdown) {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  /** @type {Block[]} */
  const blocks = [];
  let i = 0;
  const isBlank = (/** @type {string} */ line) => line.trim() === '';
  const startsBlock = (/** @type {string} */ line) =>
    /^#{1,6}\s/.test(line) || /^\s*(```|~~~)/.test(line) || LIST_ITEM.test(line) || /^\s*\|/.test(line);
  while (i < lines.length) {
    const line = lines[i];
    if (isBlank(line) || /^<!--.*-->\s*$/.test(line.trim())) {
      i++;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1].length, children: inlineMarkdown(heading[2]) });
      i++;
      continue;
    }
    const fence = /^(\s*)(```|~~~)\s*([\w-]*)/.exec(line);
    if (fence) {
      const body = [];
      i++;
      while (i < lines.length && !lines[i].trim().startsWith(fence[2])) body.push(lines[i++].slice(fence[1].length));
      i++;
      blocks.push({ type: 'code', lang: fence[3], text: body.join('\n') });
      continue;
    }
    if (/^\s*\|/.test(line) && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) {
      const head = cells(line).map(inlineMarkdown);
      i += 2;
      const rows = [];
      while (i < lines.length && /^\s*\|/.test(lines[i])) rows.push(cells(lines[i++]).map(inlineMarkdown));
      blocks.push({ type: 'table', head, rows });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2]);
      const indent = item[1].length;
      /** @type {string[]} */
      const items = [];
      while (i < lines.length) {
        const next = LIST_ITEM.exec(lines[i]);
        if (next && next[1].length <= indent + 1) items.push(next[3]);
        else if (!isBlank(lines[i]) && /^\s+/.test(lines[i]) && items.length)
          items[items.length - 1] += ' ' + lines[i].trim();
        else break;
        i++;
      }
      blocks.push({ type: 'list', ordered, items: items.map(inlineMarkdown) });
      continue;
    }
    const paragraph = [];
    while (i < lines.length && !isBlank(lines[i]) && (!paragraph.length || !startsBlock(lines[i])))
      paragraph.push(lines[i++].trim());
    blocks.push({ type: 'paragraph', children: inlineMarkdown(paragraph.join(' ')) });
  }
  return blocks;
}

/**
 * The blocks of one `##` section (from its heading to the next heading of the same or a higher level), the
 * heading left out.
 * @param {string} markdown
 * @param {string} title
 */
function sectionMarkdown(markdown, title) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) =>
    new RegExp(`^#{1,6}\\s+${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`).test(line),
  );
  if (start < 0) throw new Error(`no section "${title}"`);
  const level = /^#+/.exec(lines[start])[0].length;
  let end = start + 1;
  let inFence = false;
  for (; end < lines.length; end++) {
    if (/^\s*(```|~~~)/.test(lines[end])) inFence = !inFence;
    const h = !inFence && /^(#+)\s/.exec(lines[end]);
    if (h && h[1].length <= level) break;
  }
  return lines.slice(start + 1, end).join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// HTML: the fixtures' markup as a JSON tree the site builds with DOM APIs. Scripts and styles are dropped, event
// handler attributes and `javascript:` URLs too; `<noscript>` keeps its content as text, as a browser with
// scripting parses it.

/** @typedef {string | { tag: string, attrs: Array<[string, string]>, children: HtmlNode[] }} HtmlNode */

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT = new Set(['script', 'style', 'noscript', 'textarea', 'title']);
const DROPPED = new Set(['script', 'style']);
const NAMED = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', hellip: '…', times: '×', copy: '©' };

/** @param {string} text */
function decodeEntities(text) {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/**
 * Parses our own well-formed fixture markup (not arbitrary HTML: no implied end tags beyond closing what is open).
 * @param {string} html
 * @returns {HtmlNode[]}
 */
export function parseHtml(html) {
  /** @type {{ children: HtmlNode[] }} */
  const top = { children: [] };
  /** @type {Array<{ tag: string, attrs: Array<[string, string]>, children: HtmlNode[] }>} */
  const stack = [];
  const current = () => stack[stack.length - 1] ?? top;
  const text = (/** @type {string} */ t) => {
    if (!t) return;
    const children = current().children;
    const last = children[children.length - 1];
    if (typeof last === 'string') children[children.length - 1] = last + t;
    else children.push(t);
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text(decodeEntities(html.slice(i)));
      break;
    }
    text(decodeEntities(html.slice(i, lt)));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', lt)) {
      i = html.indexOf('>', lt) + 1 || html.length;
      continue;
    }
    const close = /^<\/([a-zA-Z][\w:-]*)\s*>/.exec(html.slice(lt));
    if (close) {
      const tag = close[1].toLowerCase();
      const at = stack.map((node) => node.tag).lastIndexOf(tag);
      if (at >= 0) stack.length = at;
      i = lt + close[0].length;
      continue;
    }
    const open = /^<([a-zA-Z][\w:-]*)/.exec(html.slice(lt));
    if (!open) {
      text('<');
      i = lt + 1;
      continue;
    }
    const tag = open[1].toLowerCase();
    i = lt + open[0].length;
    /** @type {Array<[string, string]>} */
    const attrs = [];
    const attribute = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?|\s*\/|\s+/y;
    for (;;) {
      attribute.lastIndex = i;
      if (html[i] === '>' || i >= html.length) break;
      const m = attribute.exec(html);
      if (!m || m[0] === '') break;
      i = attribute.lastIndex;
      if (m[1]) attrs.push([m[1].toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')]);
    }
    i = html.indexOf('>', i) + 1 || html.length;
    const node = { tag, attrs: attrs.filter(([name, value]) => safeAttribute(name, value)), children: [] };
    if (RAW_TEXT.has(tag)) {
      const end = html.toLowerCase().indexOf(`</${tag}`, i);
      const body = html.slice(i, end < 0 ? html.length : end);
      i = end < 0 ? html.length : html.indexOf('>', end) + 1;
      if (DROPPED.has(tag)) continue;
      if (body) node.children.push(tag === 'textarea' || tag === 'title' ? decodeEntities(body) : body);
      current().children.push(node);
      continue;
    }
    if (DROPPED.has(tag)) continue;
    current().children.push(node);
    if (!VOID.has(tag)) stack.push(node);
  }
  return top.children;
}

/** Event handler attributes and `javascript:` URLs never reach the page. */
function safeAttribute(name, value) {
  if (/^on/i.test(name)) return false;
  if (/^(href|src|action|formaction|xlink:href)$/.test(name) && /^\s*javascript:/i.test(value)) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// Elements.

/** The default an attribute's docs give: the manifest's `default`, its field's, or "(default …)" in the text. */
function attributeDefault(attribute, field) {
  const given = attribute.default ?? field?.default;
  if (given !== undefined) return String(given);
  const said = /\((?:[^()]*?[;,]\s*)?default ((?:"[^"]*"|[^)])+?)\)/i.exec(attribute.description ?? '');
  if (said) return said[1].trim();
  const when = /(?:else|default(?:s to)?:?)\s+(\d[\w.]*)/i.exec(attribute.description ?? '');
  return when ? when[1] : '';
}

/** The React prop of an event: the manifest's `reactName`, else `on` + the event name in PascalCase. */
const reactEventProp = (event) =>
  event.reactName ?? 'on' + event.name.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());

const typeText = (item) => item.type?.text?.replace(/\s*\|\s*undefined$/, '') ?? '';

/** The React usage of an element: its wrapper's import, its stylesheet, and a prop per event. */
function reactSnippet(declaration) {
  const name = declaration.reactName ?? declaration.name.replace(/Element$/, '');
  const tag = declaration.tagName;
  const label = (declaration.attributes ?? []).find((a) => a.name === 'label');
  const props = [
    ...(label ? [`label="…"`] : []),
    ...(declaration.events ?? []).map((e) => `${reactEventProp(e)}={(event) => console.log(event.detail)}`),
  ];
  const open = props.length ? `<${name}\n  ${props.join('\n  ')}\n>` : `<${name}>`;
  return [
    `import { ${name} } from 'pb-elements/react/${tag}';`,
    `import 'pb-elements/${tag}.css';`,
    '',
    `${open}`,
    `  {/* the CMS markup this element upgrades, as in the example */}`,
    `</${name}>;`,
  ].join('\n');
}

/**
 * The documentation of every custom element in the manifest, sorted by tag.
 * @param {any} manifest custom-elements.json
 * @param {{ readme: (tag: string) => string | undefined, example: (tag: string) => { name: string, html: string } | undefined }} sources
 */
function elementDocs(manifest, sources) {
  const declarations = manifest.modules.flatMap((module) =>
    (module.declarations ?? []).filter((d) => d.customElement && d.tagName).map((d) => ({ ...d, path: module.path })),
  );
  return declarations
    .sort((a, b) => a.tagName.localeCompare(b.tagName))
    .map((d) => {
      const members = d.members ?? [];
      const own = (m) =>
        !m.static && !m.inheritedFrom && (m.privacy ?? 'public') === 'public' && !m.name.startsWith('#');
      const readme = sources.readme(d.tagName);
      const example = sources.example(d.tagName);
      let tree = example ? parseHtml(example.html) : [];
      const hasTag = (nodes) => nodes.some((n) => typeof n !== 'string' && (n.tag === d.tagName || hasTag(n.children)));
      if (example && !hasTag(tree)) tree = [{ tag: d.tagName, attrs: [], children: tree }];
      return {
        tag: d.tagName,
        className: d.name,
        reactName: d.reactName ?? d.name.replace(/Element$/, ''),
        module: d.path,
        summary: d.summary ?? '',
        description: markdownBlocks(d.description ?? ''),
        attributes: (d.attributes ?? []).map((a) => {
          const field = members.find((m) => m.name === a.fieldName);
          return {
            name: a.name,
            property: a.fieldName ?? '',
            type: typeText(a) || typeText(field ?? {}),
            default: attributeDefault(a, field),
            description: inlineMarkdown(a.description ?? field?.description ?? ''),
          };
        }),
        properties: members
          .filter((m) => m.kind === 'field' && own(m))
          .map((m) => ({
            name: m.name,
            type: typeText(m),
            attribute: m.attribute ?? '',
            readonly: Boolean(m.readonly),
            description: inlineMarkdown(m.description ?? ''),
          })),
        methods: members
          .filter((m) => m.kind === 'method' && own(m))
          .map((m) => ({
            name: m.name,
            signature: `${m.name}(${(m.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type?.text ?? 'unknown'}`).join(', ')}): ${m.return?.type?.text ?? 'void'}`,
            description: inlineMarkdown(m.description ?? ''),
          })),
        events: (d.events ?? []).map((e) => ({
          name: e.name,
          type: e.type?.text ?? 'Event',
          reactProp: reactEventProp(e),
          description: inlineMarkdown(e.description ?? ''),
        })),
        cssProperties: (d.cssProperties ?? []).map((p) => ({
          name: p.name,
          default: p.default ?? '',
          description: inlineMarkdown(p.description ?? ''),
        })),
        cssParts: (d.cssParts ?? []).map((p) => ({ name: p.name, description: inlineMarkdown(p.description ?? '') })),
        slots: (d.slots ?? []).map((s) => ({ name: s.name, description: inlineMarkdown(s.description ?? '') })),
        contract: readme ? markdownBlocks(readme) : [],
        example: example ? { name: example.name, html: example.html, tree } : undefined,
        react: reactSnippet(d),
      };
    });
}

// ---------------------------------------------------------------------------------------------------------------
// Switching from the theme's scripts.

/**
 * Every deliberate departure from the theme's and plugins' scripts, with its reason and where it is written down.
 * @type {Array<{ title: string, original: string, ours: string, reason: string, option: string, source: string }>}
 */
export const DEPARTURES = [
  {
    title: 'OpenStreetMap tiles on Leaflet instead of Google Maps',
    original: 'The map module loads the Google Maps script with the page and draws its tiles and markers.',
    ours: '`<pb-map>` draws the map with Leaflet on OpenStreetMap tiles (or self-hosted ones), loaded only when the map nears the viewport and, with `consent.gate`, only after consent; a placeholder shows the address until then.',
    reason: 'No API key, no third-party script before consent (TRUST.md #28), and tiles a site can host itself.',
    option: '`map.tileUrl` and `map.attribution` in the settings, or `tile-url` on a tag.',
    source: 'README.md (settings), elements/pb-map/README.md',
  },
  {
    title: 'Videos from the no-cookie host',
    original: 'The lazy-load plugin embeds `www.youtube.com`.',
    ours: '`<lazy-video>` embeds from `www.youtube-nocookie.com` by default; the notice names the host actually used.',
    reason: 'The privacy-enhanced host sets no cookies until the visitor plays the video.',
    option: '`video.nocookie: false` in the settings, or a `src` on the standard host.',
    source: 'README.md (settings), elements/lazy-video/README.md',
  },
  {
    title: 'No video-host request before consent',
    original: 'Thumbnails load from `i.ytimg.com` with the page.',
    ours: 'A local poster or a neutral placeholder until a click or consent (with `consent.gate`).',
    reason: 'A third-party request before consent transfers the visitor’s IP address (ePrivacy 5(3), EDPB 2/2023).',
    option: '`consent.gate: false` (the default) loads thumbnails without asking.',
    source: 'TRUST.md C7',
  },
  {
    title: 'The browser’s own media player',
    original:
      'The theme styles the CMS’s audio and video shortcodes with a media player script (the `mejs-` controls).',
    ours: '`<pb-media>` turns on the browser’s native controls, fits the video to its column and offers a download link (`a.mejs-download`) when the format cannot play; an unmuted autoplay is dropped and one player plays at a time.',
    reason:
      'Native controls are keyboard- and screen-reader-operable in every engine and cost no script; sound that starts by itself is a WCAG 1.4.2 failure.',
    option: '`ratio` and `download-label` on the tag.',
    source: 'elements/pb-media/README.md',
  },
  {
    title: 'Video overlay: a button, a plain `&`, and consent',
    original:
      'The overlay is a `div` with a stray `href` and a `href="#"` link; a click writes `?autoplay=1&amp;` into the iframe’s source.',
    ours: '`<pb-video-overlay>` puts a named button over the poster, adds `autoplay=1&` (a real `&`) once, and keeps a third-party player held in `data-src` from loading before consent.',
    reason:
      'A link to `#` is no control (WCAG 4.1.2); `&amp;` in an attribute set by script reaches the player as a parameter named `amp;…`; no third-party request before consent (TRUST.md C7).',
    option: '`play-label` on the tag; `consent.gate` in the settings.',
    source: 'elements/pb-video-overlay/README.md',
  },
  {
    title: 'Background videos never hide the section, and stop',
    original: 'The section keeps `et_pb_preload` (its rows hidden) until the video can play; the video loops for ever.',
    ours: '`<pb-video-bg>` shows the section at once, plays the video only on screen while the page shows, never under reduced motion, and offers a pause button once it has played 5 s.',
    reason: 'Content must not wait for decoration; moving content longer than 5 s needs a pause (WCAG 2.2.2, 2.3.3).',
    option: '`pause-label` and `play-label` on the tag.',
    source: 'elements/pb-video-bg/README.md',
  },
  {
    title: 'No category cookies before a choice',
    original: 'The consent plugin writes a cookie per category (all "yes") as the bar shows.',
    ours: 'Category cookies are written only when the visitor chooses (accept, reject or save settings).',
    reason: 'Writing consent before a choice records a consent nobody gave.',
    option: '—',
    source: 'elements/cookie-bar/README.md, TRUST.md §2.4',
  },
  {
    title: 'Scrolling and waiting are not consent',
    original:
      'With `scroll_close` the bar accepts after 100 px of scrolling; with `show_once_yn` it accepts after a delay.',
    ours: 'Both stay off unless the site turns them on, as in the plugin; `consent.strict` makes them only hide the bar, and its × refuses.',
    reason: 'Scrolling, swiping or waiting is never a clear affirmative act (EDPB Guidelines 05/2020 §86).',
    option: '`consent.strict: true` (recommended for European sites).',
    source: 'README.md, TRUST.md C1 and C2',
  },
  {
    title: 'A 7000 ms slider fallback',
    original: 'Without `et_slider_speed_<ms>` the theme’s autoplay falls back to 10 ms (a bug).',
    ours: '7000 ms per slide when no speed is given; never less than 1000 ms.',
    reason: 'The 10 ms fallback spins the slides faster than anyone can read them.',
    option: 'the `interval` attribute or `et_slider_speed_<ms>`.',
    source: 'elements/pb-slider/README.md, elements/rotation/README.md',
  },
  {
    title: 'Autoplay has a stop button',
    original: 'Autoplay pauses only on hover.',
    ours: 'A visible stop/start button first in the tab order; rotation stops for good when keyboard focus enters, and never runs under reduced motion.',
    reason: 'Moving content lasting over 5 s must be pausable (WCAG 2.2.2, the APG carousel pattern).',
    option: '—',
    source: 'TRUST.md C3',
  },
  {
    title: 'Buttons and roles added',
    original: 'Arrows, pickers, filters, tabs and menu toggles are bare links and `div`s driven by the mouse.',
    ours: 'Each control gets a role, an accessible name and keyboard handling (the theme’s tags and classes kept where its CSS selects them); dropdowns close with Esc and when focus leaves.',
    reason:
      'Every element passes axe and follows the WAI-ARIA Authoring Practices pattern it resembles (WCAG 1.4.13, 4.1.2).',
    option: 'labels through the elements’ `*-label` attributes.',
    source: 'TRUST.md §1.1 and C10',
  },
  {
    title: 'Menu and search toggles are buttons around the theme’s spans',
    original:
      'The mobile menu bar (`span.mobile_menu_bar`), the search icon (`span#et_search_icon`) and its close mark (`span.et_close_search_field`) are spans with click handlers.',
    ours: 'Each span stays where the CMS printed it, with its classes and id, inside a `<button>` that carries `aria-expanded`, `aria-controls` and a name; the menu bar’s button also holds the “Select Page” text.',
    reason:
      'A span takes no keyboard focus and has no role; the theme’s rules for these controls name only their classes and ids (THEME-CSS.md §1 and §3), so a button around them keeps every rule matching.',
    option: 'the names through `label`, `search-label` and `close-search-label` on `<pb-menu>`.',
    source: 'elements/pb-menu/README.md, THEME-CSS.md §1 and §3',
  },
  {
    title: 'Motion respects reduced motion',
    original: 'Smooth scrolling (800 ms), parallax and entrance animations always run.',
    ours: 'Instant jumps and final states under `prefers-reduced-motion: reduce`.',
    reason: 'Motion can make visitors with vestibular disorders ill (WCAG 2.3.3, technique C39).',
    option: '—',
    source: 'TRUST.md C11',
  },
  {
    title: 'Failed on-demand loads fall back to the page’s own behaviour',
    original: 'Everything loads up front with jQuery.',
    ours: 'Rare parts (the lightbox, a form’s sending code) load on first use; when one cannot load, the link navigates and the form posts itself, as without JavaScript.',
    reason: 'A visitor on a flaky connection still reaches the content.',
    option: '—',
    source: 'docs/adding-an-element.md (the element’s shape), elements/base/README.md',
  },
  {
    title: 'Failed submits can be retried',
    original: 'Once submitted, a form ignores further submits, even after a network error.',
    ours: 'A form locks only while a request is in flight and after success; what was typed is kept.',
    reason: 'A failure must not cost the visitor their message.',
    option: '—',
    source: 'TRUST.md C4',
  },
  {
    title: 'Sanitised server HTML',
    original: 'The contact form’s reply, the feed’s `html` and pagination are inserted as the server sent them.',
    ours: 'Every server string is rebuilt through the sanitiser (no script, handler, `javascript:` URL or frame), ready for Trusted Types.',
    reason: 'Server HTML inserted as is is an injection sink (XSS).',
    option: '—',
    source: 'TRUST.md C5, elements/pb-contact-form/README.md',
  },
  {
    title: 'Same-origin redirects',
    original: 'A form follows any redirect URL it is given.',
    ours: 'Only the page’s own origin and the origins the site lists.',
    reason: 'An open redirect sends visitors wherever an attacker wants (CWE-601).',
    option: '`forms.redirectOrigins` (space-separated origins).',
    source: 'TRUST.md C6, README.md (settings)',
  },
  {
    title: 'Feed images and errors',
    original: 'Feed images come from the social network’s CDN; server errors on "Load more" are not handled.',
    ours: 'Local copies preferred, remote images only with consent; a failed load re-enables the button and says so.',
    reason: 'Third-party requests need consent; a silent failure leaves a dead button.',
    option: '—',
    source: 'TRUST.md C8 and C9, elements/sbi-feed/README.md',
  },
];

/**
 * The "switching" page: README's "Using it from a CMS template" (split at its settings table), the departures,
 * and TRUST.md §0, the rule behind them.
 * @param {string} readme README.md
 * @param {string} trust docs/TRUST.md
 */
function switchingDocs(readme, trust) {
  const blocks = markdownBlocks(sectionMarkdown(readme, 'Using it from a CMS template'));
  const table = blocks.findIndex((b) => b.type === 'table');
  if (table < 0) throw new Error('README.md "Using it from a CMS template" has no settings table');
  return {
    scriptTag: blocks.slice(0, table),
    settings: blocks[table],
    afterSettings: blocks.slice(table + 1),
    departures: DEPARTURES.map((d) => ({
      title: d.title,
      original: inlineMarkdown(d.original),
      ours: inlineMarkdown(d.ours),
      reason: inlineMarkdown(d.reason),
      option: inlineMarkdown(d.option),
      source: d.source,
    })),
    // The rule behind the departures: TRUST.md §0.
    conflicts: markdownBlocks(sectionMarkdown(trust, '§0 Where the spec conflicts with the references')),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Sources on disk.

/**
 * The fixture an element's page shows when it is not the first: the CMS page fixture of `<pb-page>` is a whole
 * page, its own `<main>` and header included, which cannot sit inside the docs page's `<main>`; its bare tag shows
 * the same behaviours (anchors, side navigation, scroll-to-top) in a page's content.
 */
const EXAMPLE_FIXTURE = { 'pb-page': 'bare tag' };

/**
 * Every element's example fixture (the first of its fixtures, or the one EXAMPLE_FIXTURE names) (elements/<tag>/<tag>.fixtures.ts, `fixtures`), loaded through Vite's module
 * runner. The fixtures' test helpers (elements/base/test/) are replaced by an empty module: only the markup is read.
 * @param {string[]} tags
 * @param {string} root
 */
async function loadExamples(tags, root = ROOT) {
  const { runnerImport } = await import('vite');
  const stub = '\0pb-docs-test-helper';
  /** @type {import('vite').Plugin} */
  const noTestHelpers = {
    name: 'pb-docs-no-test-helpers',
    enforce: 'pre',
    resolveId: (source) => (/\/base\/test\//.test(source) ? stub : undefined),
    load: (id) => (id === stub ? 'export {};' : undefined),
  };
  /** @type {Record<string, { name: string, html: string }>} */
  const examples = {};
  for (const tag of tags) {
    const file = join(root, 'elements', tag, `${tag}.fixtures.ts`);
    if (!existsSync(file)) continue;
    const { module } = await runnerImport(file, {
      configFile: false,
      logLevel: 'silent',
      root,
      plugins: [noTestHelpers],
    });
    const [name, html] =
      Object.entries(module.fixtures ?? {}).find(
        ([key, value]) => typeof value === 'string' && (!EXAMPLE_FIXTURE[tag] || key === EXAMPLE_FIXTURE[tag]),
      ) ?? [];
    if (name) examples[tag] = { name, html };
  }
  return examples;
}

/** All the documentation data, read from the repository. */
export async function siteDocs(root = ROOT) {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  const tags = manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.tagName).map((d) => d.tagName));
  const examples = await loadExamples(tags, root);
  const readmeFile = (tag) => join(root, 'elements', tag, 'README.md');
  return {
    elements: elementDocs(manifest, {
      readme: (tag) => (existsSync(readmeFile(tag)) ? readFileSync(readmeFile(tag), 'utf8') : undefined),
      example: (tag) => examples[tag],
    }),
    switching: switchingDocs(
      readFileSync(join(root, 'README.md'), 'utf8'),
      readFileSync(join(root, 'docs/TRUST.md'), 'utf8'),
    ),
  };
}

/** The module id the site imports the data from. */
const SITE_DOCS_MODULE = 'virtual:pb-site-docs';

/**
 * Vite plugin: serves `siteDocs()` as `virtual:pb-site-docs` (JSON), rebuilt when a source changes in dev.
 * @returns {import('vite').Plugin}
 */
export function siteDocsPlugin(root = ROOT) {
  const id = '\0' + SITE_DOCS_MODULE;
  return {
    name: 'pb-site-docs',
    resolveId: (source) => (source === SITE_DOCS_MODULE ? id : undefined),
    async load(loaded) {
      if (loaded !== id) return undefined;
      this.addWatchFile(join(root, 'custom-elements.json'));
      this.addWatchFile(join(root, 'README.md'));
      this.addWatchFile(join(root, 'docs/TRUST.md'));
      const data = await siteDocs(root);
      for (const element of data.elements) this.addWatchFile(join(root, 'elements', element.tag, 'README.md'));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`;
    },
  };
}
