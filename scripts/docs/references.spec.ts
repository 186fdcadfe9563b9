/**
 * Every citation of a design document in the repository resolves inside it: `MARKUP.md §8.5`, `TRUST.md #36`,
 * `TRUST C4`, `PERF.md §5`, "spec §9", "spec call 7", a document path such as `../pb-contact-form/README.md`.
 * A cited `X.md` must be `docs/X.md` (a `README.md` may also be the root one or the citing folder's own); a cited
 * `§n`/`§n.m` needs a heading starting with it in that document, `#n` a requirement heading and `Cn` a conflict
 * heading in docs/TRUST.md, "spec call n" a `Call n` heading in docs/SPEC.md; a cited path must exist in the
 * repository. Files under docs/ and this folder (whose examples cite missing sections on purpose) are not scanned.
 * It also checks that docs/TRUST.md has #1–#50 and C1–C12, docs/SPEC.md §1–§9 and calls 1–10, and that
 * docs/PERF.md §5 lists every budget scripts/size/budgets.mjs enforces.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUTOLOAD_BUDGET,
  ELEMENT_BUDGETS,
  GROUP_BUDGETS,
  KIT_BUDGETS,
  LAZY_BUDGETS,
  RUNTIME_BUDGET,
} from '../size/budgets.mjs';

const root = join(import.meta.dirname, '../..');
const docsDir = join(root, 'docs');

/** One cited thing: a document alone, or one section / requirement / conflict / call of it, or a path. */
interface Citation {
  file: string;
  line: number;
  /** `X.md` for a named document (`SPEC.md` for "spec"), or the path as written for a path citation. */
  doc: string;
  kind: 'doc' | 'section' | 'requirement' | 'conflict' | 'call' | 'path';
  /** `§8.5`, `#36`, `C4`, `call 7`; absent for `doc` and `path`. */
  key?: string;
  /** The citation as written, for the report. */
  text: string;
}

/** What a document under docs/ offers to cite: the keys its headings start with. */
interface DocIndex {
  keys: Set<string>;
}

const NAMES = 'MARKUP|TRUST|PERF|PEERS|ARCHITECTURE|BROWSERS|STYLE|THEME-CSS|SPEC';
/**
 * A document named by file (`TRUST.md`, also as `docs/TRUST.md`), by bare upper-case name (`TRUST #23`), or the
 * specification ("spec").
 */
const ANCHOR = new RegExp(
  String.raw`(?<![\w./\\-])(?:docs\/)?(?:(?<md>[A-Za-z0-9][\w-]*\.md)(?![\w-])|(?<bare>${NAMES})(?![\w./-])|(?<spec>[Ss]pec)(?![\w./-]))`,
  'g',
);
/** One list item after a document: `§8.5`, `§6.1–§6.4`, `§4.1–4.2`, `#32–#35`, `C4–C6`, `call 7`, `sections 3–9`. */
const ITEM =
  /§\s?(?<s>\d+(?:\.\d+)*)(?:\s?[–-]\s?§?(?<s2>\d+(?:\.\d+)*))?|#(?<r>\d+)(?:\s?[–-]\s?#?(?<r2>\d+))?|C(?<c>\d+)(?:\s?[–-]\s?C?(?<c2>\d+))?(?![\w])|calls?\s+(?<call>\d+)|sections?\s+(?<n>\d+)(?:\s?[–-]\s?(?<n2>\d+))?/y;
/** Between items: a comma or "and", possibly across a line break inside a comment (` * `, `// `). */
const SEP = /\s*(?:,|\band\b)\s*(?:(?:\*(?!\/)|\/\/)\s*)?/y;
/** A `§` with no document just before it: attributed to the last document cited shortly before. */
const BARE_SECTION = /§\s?\d/g;
/** How far back a bare `§` looks for its document. */
const ATTRIBUTION_WINDOW = 400;
/** A bare `§` right after these cites someone else's document (EDPB Guidelines 05/2020 §86, WCAG …). */
const EXTERNAL = /\b(?:EDPB|Guidelines|WCAG|GDPR|ePrivacy|RFC|Art\.|para(?:graph)?)\b[^§\n]{0,40}$/;
/** A document path: at least one folder, ending in `.md`. */
const MD_PATH = /(?<![\w@:/\\.-])((?:\.\.?\/)*[\w-][\w.-]*\/(?:[\w.-]+\/)*[\w.-]+\.md)(?![\w-])/g;
/** The team's notes outside the repository: always a path to check (and never inside the repository). */
const SHARED_PATH = /(?:(?:\.\.\/)+|\/work\/|(?<![\w/.-]))shared\/(?:design|spec)\b[^\s`'"()<>\]]*/g;
const URL = /\b(?:https?|file):\/\/[^\s)'"`<>\]]*/g;

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** `§6.1`–`§6.4` → 6.1, 6.2, 6.3, 6.4; mismatched ends are checked as given. */
function sections(a: string, b?: string): string[] {
  if (!b) return [a];
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  const head = pa.slice(0, -1).join('.');
  if (
    pa.length !== pb.length ||
    head !== pb.slice(0, -1).join('.') ||
    pb.at(-1)! < pa.at(-1)! ||
    pb.at(-1)! - pa.at(-1)! > 50
  )
    return [a, b];
  return range(pa.at(-1)!, pb.at(-1)!).map((n) => (head ? `${head}.${n}` : String(n)));
}

function numbers(a: string, b?: string): number[] {
  const from = Number(a);
  const to = b === undefined ? from : Number(b);
  return to >= from && to - from <= 50 ? range(from, to) : [from, to];
}

/** The keys of one list item, for a document: `§8.5`, `#36`, `C4`, `call 7`. */
function itemKeys(groups: Record<string, string | undefined>): { kind: Citation['kind']; key: string }[] {
  if (groups.s) return sections(groups.s, groups.s2).map((s) => ({ kind: 'section', key: `§${s}` }));
  if (groups.n) return numbers(groups.n, groups.n2).map((n) => ({ kind: 'section', key: `§${n}` }));
  if (groups.r) return numbers(groups.r, groups.r2).map((n) => ({ kind: 'requirement', key: `#${n}` }));
  if (groups.c) return numbers(groups.c, groups.c2).map((n) => ({ kind: 'conflict', key: `C${n}` }));
  return [{ kind: 'call', key: `call ${groups.call}` }];
}

/** Whether an item kind makes sense after this document (`C4` only after TRUST, `call 7` only after the spec). */
const fits = (doc: string, groups: Record<string, string | undefined>): boolean =>
  (!groups.c || doc === 'TRUST.md') && (!groups.call || doc === 'SPEC.md') && (!groups.r || doc === 'TRUST.md');

/**
 * Reads a list of items at `from` for `doc`; returns its keys and where it ended (`from` when there is none). The
 * first item may follow one space; the next ones follow a comma or "and".
 */
function readList(
  text: string,
  from: number,
  doc: string,
): { keys: { kind: Citation['kind']; key: string; at: number }[]; end: number } {
  const keys: { kind: Citation['kind']; key: string; at: number }[] = [];
  let at = from + (/[ \t]/.test(text[from] ?? '') ? 1 : 0);
  let end = from;
  for (let first = true; ; first = false) {
    let start = at;
    if (!first) {
      SEP.lastIndex = at;
      if (!SEP.exec(text)) break;
      start = SEP.lastIndex;
    }
    ITEM.lastIndex = start;
    const m = ITEM.exec(text);
    if (!m || !fits(doc, m.groups!)) break;
    for (const k of itemKeys(m.groups!)) keys.push({ ...k, at: m.index });
    at = end = ITEM.lastIndex;
  }
  return { keys, end };
}

/** Blanks URLs (keeping offsets), so `https://…/README.md` is not read as a path or a document. */
const withoutUrls = (text: string): string => text.replace(URL, (u) => ' '.repeat(u.length));

/** Every citation in one file's text. `failures` collects citations that cannot be attributed at all. */
function findCitations(file: string, source: string, failures: string[] = []): Citation[] {
  const text = withoutUrls(source);
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (at: number): number => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const out: Citation[] = [];
  const consumed: [number, number][] = [];
  /** Documents cited, by end offset, for bare `§`s that follow. */
  const anchors: { end: number; doc: string; label: string }[] = [];

  for (const m of text.matchAll(ANCHOR)) {
    const { md, bare } = m.groups!;
    const doc = md ?? (bare ? `${bare}.md` : 'SPEC.md');
    const label = m[0];
    const end = m.index + label.length;
    const list = readList(text, end, doc);
    if (md) out.push({ file, line: lineOf(m.index), doc, kind: 'doc', text: label });
    // A bare upper-case name or "spec" is a citation only with items (BROWSERS=chromium is not); "spec" alone still
    // lends itself to a `§` that follows ("the spec's defaults (§3)").
    if (md || list.keys.length || m.groups!.spec) anchors.push({ end: list.end > end ? list.end : end, doc, label });
    for (const k of list.keys)
      out.push({ file, line: lineOf(k.at), doc, kind: k.kind, key: k.key, text: `${label} ${k.key}` });
    if (list.end > end) consumed.push([end, list.end]);
  }

  for (const m of text.matchAll(BARE_SECTION)) {
    if (consumed.some(([a, b]) => m.index >= a && m.index < b)) continue;
    const before = text.slice(Math.max(0, m.index - 80), m.index);
    if (EXTERNAL.test(before)) continue;
    const anchor = anchors.filter((a) => a.end <= m.index && m.index - a.end <= ATTRIBUTION_WINDOW).at(-1);
    if (!anchor) {
      failures.push(
        `${file}:${lineOf(m.index)} → ${/§\s?\d+(?:\.\d+)*/.exec(text.slice(m.index))![0]} (a section with no document before it)`,
      );
      continue;
    }
    const list = readList(text, m.index, anchor.doc);
    consumed.push([m.index, list.end]);
    for (const k of list.keys)
      out.push({
        file,
        line: lineOf(k.at),
        doc: anchor.doc,
        kind: k.kind,
        key: k.key,
        text: `${anchor.label} … ${k.key}`,
      });
  }

  const paths: [number, number][] = [];
  for (const re of [MD_PATH, SHARED_PATH])
    for (const m of text.matchAll(re)) {
      if (paths.some(([a, b]) => m.index < b && m.index + m[0].length > a)) continue;
      paths.push([m.index, m.index + m[0].length]);
      out.push({ file, line: lineOf(m.index), doc: m[0], kind: 'path', text: m[0] });
    }
  return out;
}

/** The keys a document's headings start with: `§8.5`, `#36`, `C4`, `call 7` (fenced code ignored). */
function indexDoc(markdown: string): DocIndex {
  const keys = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const h = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!h) continue;
    const title = h[1];
    const key =
      /^§(\d+(?:\.\d+)*)(?![\d.]*\d)/.exec(title)?.[0] ??
      /^#\d+(?!\d)/.exec(title)?.[0] ??
      /^C\d+(?!\d)/.exec(title)?.[0] ??
      /^Call (\d+)(?!\d)/.exec(title)?.[0].toLowerCase();
    if (key) keys.add(key);
  }
  return { keys };
}

interface Context {
  /** docs/<name> → its index, for every document in docs/. */
  docs: Map<string, DocIndex>;
  /** Whether a repository-relative path is a file or folder in the repository. */
  exists(path: string): boolean;
}

/** Why a citation does not resolve, or undefined when it does. */
function problem(c: Citation, ctx: Context): string | undefined {
  if (c.kind === 'path') {
    const written = c.doc.replace(/[.,;:]+$/, '');
    const here = dirname(c.file);
    // Relative to the citing folder when it starts with ./ or ../; else to the root, the citing folder, or
    // elements/ (the repository's shorthand: `base/README.md`, `core/config.ts`).
    const candidates = /^\.\.?\//.test(written)
      ? [join(here, written)]
      : [written, join(here, written), join('elements', written)];
    const inside = candidates.map((p) => normalize(p)).filter((p) => !p.startsWith('..') && !p.startsWith('/'));
    return inside.some((p) => ctx.exists(p)) ? undefined : 'no such document in the repository';
  }
  // The repository's own top-level documents (CHANGELOG.md) are cited by name from anywhere.
  if (c.kind === 'doc' && c.doc !== 'README.md' && !ctx.docs.has(c.doc) && ctx.exists(c.doc)) return undefined;
  if (c.doc === 'README.md' && c.kind === 'doc') {
    return ctx.exists('README.md') || ctx.exists(join(dirname(c.file), 'README.md'))
      ? undefined
      : 'no README.md here or at the root';
  }
  const doc = ctx.docs.get(c.doc);
  if (!doc) return `docs/${c.doc} does not exist`;
  if (c.kind === 'doc' || doc.keys.has(c.key!)) return undefined;
  const what = { section: 'section', requirement: 'requirement', conflict: 'conflict', call: 'call' }[
    c.kind as 'section'
  ];
  return `docs/${c.doc} has no ${what} heading ${c.key}`;
}

function loadContext(): Context {
  const docs = new Map<string, DocIndex>();
  for (const name of readdirSync(docsDir))
    if (name.endsWith('.md')) docs.set(name, indexDoc(readFileSync(join(docsDir, name), 'utf8')));
  return { docs, exists: (p) => existsSync(join(root, p)) };
}

/** Tracked (and new, not ignored) files to scan, as repository-relative paths. */
function scannedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  const skip = (f: string): boolean =>
    /(^|\/)(node_modules|dist)\//.test(f) ||
    /(^|\/)(custom-elements\.json|package-lock\.json)$/.test(f) ||
    f.startsWith('docs/') ||
    f.startsWith('scripts/docs/');
  return [...new Set(listed.split('\0'))].filter((f) => {
    if (!f || skip(f)) return false;
    const full = join(root, f);
    if (!existsSync(full) || !statSync(full).isFile() || statSync(full).size > 2_000_000) return false;
    return !readFileSync(full).subarray(0, 8000).includes(0);
  });
}

/**
 * Citations known not to resolve yet, with the reason, each printed on every run; the test fails once one resolves
 * (remove it then). Keep this empty: write the missing section or fix the citation instead where you can.
 */
const KNOWN_MISSING: Record<string, string> = {};

function scanRepository(): { checked: number; failures: string[]; resolved: string[] } {
  const ctx = loadContext();
  const failures: string[] = [];
  const known = new Set<string>();
  let checked = 0;
  for (const file of scannedFiles()) {
    for (const c of findCitations(file, readFileSync(join(root, file), 'utf8'), failures)) {
      checked++;
      const why = problem(c, ctx);
      if (!why) continue;
      const key = `${c.file} → ${c.text}`;
      if (key in KNOWN_MISSING) {
        known.add(key);
        console.warn(`${c.file}:${c.line} → ${c.text} (${why}) — known: ${KNOWN_MISSING[key]}`);
      } else failures.push(`${c.file}:${c.line} → ${c.text} (${why})`);
    }
  }
  return { checked, failures, resolved: Object.keys(KNOWN_MISSING).filter((k) => !known.has(k)) };
}

const keysOf = (file: string, text: string): string[] =>
  findCitations(file, text).map((c) =>
    c.kind === 'doc' || c.kind === 'path' ? `${c.kind} ${c.doc}` : `${c.doc} ${c.key}`,
  );

describe('finding citations', () => {
  it('reads the spellings the code uses', () => {
    expect(keysOf('x.ts', '(docs/THEME-CSS.md §9, §15)')).toEqual([
      'doc THEME-CSS.md',
      'THEME-CSS.md §9',
      'THEME-CSS.md §15',
      'path docs/THEME-CSS.md',
    ]);
    expect(keysOf('x.ts', 'MARKUP.md §6.1–§6.4')).toEqual([
      'doc MARKUP.md',
      'MARKUP.md §6.1',
      'MARKUP.md §6.2',
      'MARKUP.md §6.3',
      'MARKUP.md §6.4',
    ]);
    expect(keysOf('x.ts', '(MARKUP.md §8.5–8.7, §8.10)')).toEqual([
      'doc MARKUP.md',
      'MARKUP.md §8.5',
      'MARKUP.md §8.6',
      'MARKUP.md §8.7',
      'MARKUP.md §8.10',
    ]);
    expect(keysOf('x.ts', "('kie with explicit attributes (TRUST #23)'")).toEqual(['TRUST.md #23']);
    expect(keysOf('x.ts', 'TRUST.md #1, #9, #10.')).toEqual([
      'doc TRUST.md',
      'TRUST.md #1',
      'TRUST.md #9',
      'TRUST.md #10',
    ]);
    expect(keysOf('x.ts', 'TRUST.md C4–C6, #32–#33, GOV.UK #5')).toEqual([
      'doc TRUST.md',
      'TRUST.md C4',
      'TRUST.md C5',
      'TRUST.md C6',
      'TRUST.md #32',
      'TRUST.md #33',
    ]);
    expect(keysOf('x.ts', 'validation (spec §5)')).toEqual(['SPEC.md §5']);
    expect(keysOf('x.ts', '(spec §3 and call 1; MARKUP §9.2)')).toEqual([
      'SPEC.md §3',
      'SPEC.md call 1',
      'MARKUP.md §9.2',
    ]);
    expect(keysOf('x.ts', 'Spec §9: medium; spec sections 3–5')).toEqual([
      'SPEC.md §9',
      'SPEC.md §3',
      'SPEC.md §4',
      'SPEC.md §5',
    ]);
  });

  it('follows a list across comment lines and attributes a lone § to the document before it', () => {
    expect(keysOf('x.ts', '/**\n * told apart (TRUST.md §4,\n * C4, #35): no connection\n */')).toEqual([
      'doc TRUST.md',
      'TRUST.md §4',
      'TRUST.md C4',
      'TRUST.md #35',
    ]);
    expect(keysOf('x.ts', "/** The spec's defaults (§3). */")).toEqual(['SPEC.md §3']);
    expect(
      keysOf('x.md', 'module (MARKUP.md §4.3: `.et_pb_carousel`),\ncolumns 1–5 up to 1600 px, §4.1), dialog, §5)'),
    ).toEqual(['doc MARKUP.md', 'MARKUP.md §4.3', 'MARKUP.md §4.1', 'MARKUP.md §5']);
  });

  it('ignores what is not a citation of ours', () => {
    expect(keysOf('x.md', 'consent (EDPB Guidelines 05/2020, §86: scrolling)')).toEqual([]);
    expect(
      keysOf('x.ts', "import './gesture.spec.ts'; process.env.BROWSERS = 'chromium'; const STYLE_ID = 1;"),
    ).toEqual([]);
    expect(keysOf('x.md', 'see https://example.test/docs/README.md and #top-header')).toEqual([]);
  });

  it('reads document paths, inside the repository or not', () => {
    expect(
      keysOf('elements/a/README.md', 'the way (`../pb-contact-form/README.md`) and ../shared/design/TRUST.md'),
    ).toEqual(['path ../pb-contact-form/README.md', 'path ../shared/design/TRUST.md']);
  });
});

describe('checking citations', () => {
  const ctx = loadContext();
  const problems = (file: string, text: string): string[] => {
    const failures: string[] = [];
    for (const c of findCitations(file, text, failures)) {
      const why = problem(c, ctx);
      if (why) failures.push(`${c.text} (${why})`);
    }
    return failures;
  };

  it('accepts sections, requirements, conflicts and calls that have headings', () => {
    expect(
      problems(
        'elements/pb-page/x.ts',
        'MARKUP.md §8.5–8.7, §8.10; TRUST.md #1–#50, C1–C12, §3.5; spec §1–§9, call 10; PERF.md §5',
      ),
    ).toEqual([]);
    expect(
      problems('elements/pb-slider/x.ts', 'README.md, docs/TRUST.md, elements/pb-slider/README.md, PEERS.md §9.9'),
    ).toEqual([]);
    expect(problems('eslint.config.js', '(see base/README.md)')).toEqual([]);
  });

  it('fails on a missing section, requirement, conflict, call, document or path', () => {
    expect(problems('x.ts', 'MARKUP.md §8.11')).toEqual([
      'MARKUP.md §8.11 (docs/MARKUP.md has no section heading §8.11)',
    ]);
    expect(problems('x.ts', 'TRUST.md #51')).toEqual(['TRUST.md #51 (docs/TRUST.md has no requirement heading #51)']);
    expect(problems('x.ts', 'TRUST C13')).toEqual(['TRUST C13 (docs/TRUST.md has no conflict heading C13)']);
    expect(problems('x.ts', '(spec §10)')).toEqual(['spec §10 (docs/SPEC.md has no section heading §10)']);
    expect(problems('x.ts', 'spec call 11')).toEqual(['spec call 11 (docs/SPEC.md has no call heading call 11)']);
    expect(problems('x.ts', 'see NOTES.md')).toEqual(['NOTES.md (docs/NOTES.md does not exist)']);
    expect(problems('x.ts', 'see ../shared/design/TRUST.md')).toEqual([
      '../shared/design/TRUST.md (no such document in the repository)',
    ]);
    expect(problems('elements/x/y.ts', 'see `../nowhere/README.md`')).toEqual([
      '../nowhere/README.md (no such document in the repository)',
    ]);
    expect(problems('x.ts', 'a lone §4 with nothing before it')).toEqual([
      'x.ts:1 → §4 (a section with no document before it)',
    ]);
  });
});

describe('the documents under docs/', () => {
  const ctx = loadContext();
  const keys = (name: string) => ctx.docs.get(name)?.keys ?? new Set<string>();

  it('have every numbered TRUST requirement and conflict, every spec section and call', () => {
    expect(range(1, 50).filter((n) => !keys('TRUST.md').has(`#${n}`))).toEqual([]);
    expect(range(1, 12).filter((n) => !keys('TRUST.md').has(`C${n}`))).toEqual([]);
    expect(range(1, 9).filter((n) => !keys('SPEC.md').has(`§${n}`))).toEqual([]);
    expect(range(1, 10).filter((n) => !keys('SPEC.md').has(`call ${n}`))).toEqual([]);
  });

  it('list in PERF.md §5 every budget scripts/size/budgets.mjs enforces', () => {
    const perf = readFileSync(join(docsDir, 'PERF.md'), 'utf8');
    const start = perf.indexOf('\n## §5');
    const next = perf.indexOf('\n## ', start + 1);
    const section = perf.slice(start, next < 0 ? undefined : next).split('\n');
    const budgets: [string, number][] = [
      ['RUNTIME_BUDGET', RUNTIME_BUDGET],
      ['AUTOLOAD_BUDGET', AUTOLOAD_BUDGET],
      ...Object.entries(KIT_BUDGETS),
      ...Object.entries(ELEMENT_BUDGETS),
      ...Object.entries(GROUP_BUDGETS).map(([k, v]): [string, number] => [k, v.budget]),
      ...Object.entries(LAZY_BUDGETS).map(([k, v]): [string, number] => [k, typeof v === 'number' ? v : v.budget]),
    ];
    const missing = budgets.filter(
      ([key, bytes]) =>
        !section.some((line) => line.includes(key) && new RegExp(`(?<![\\d,])${bytes}(?![\\d,])`).test(line)),
    );
    expect(missing, 'add these budgets to docs/PERF.md §5 (a line naming the key and its bytes)').toEqual([]);
  });
});

describe('citations in the repository', () => {
  it('all resolve to docs/, a README, or a path that exists', () => {
    const { checked, failures, resolved } = scanRepository();
    console.log(`checked ${checked} citations`);
    expect(
      checked,
      'the scanner found almost nothing: is it still reading the spellings the code uses?',
    ).toBeGreaterThan(300);
    expect(failures, `citations that do not resolve (file:line → citation):\n${failures.join('\n')}\n`).toEqual([]);
    expect(resolved, 'these resolve (or are gone) now: remove them from KNOWN_MISSING').toEqual([]);
  });
});
