/**
 * What the page tells the cookie bar besides its look (MARKUP.md §1.1): the plugin's `Cli_Data` (cookie names
 * per category, the always-on categories, the consent version, secure cookies) and the categories (the plugin's
 * settings popup, or a bare `<cookie-bar>`'s JSON child); the settings global is `legacy-show.ts`'s. Everything
 * here reads untrusted page data: it never throws, and a wrong value gives one warning and the default.
 *
 * Loaded only when the page has something to read (the plugin's settings popup, `Cli_Data`, or categories in
 * the bare tag's JSON); without any, the element starts with `DEFAULT_PAGE` (PERF.md §5).
 */
import { warnOnce } from '../core/warn.js';
import type { PageData } from './page-parts.js';

export interface CategoryInfo {
  slug: string;
  title: string;
  description: string;
  necessary: boolean;
}

/** The categories a bare `<cookie-bar>` offers when its JSON names none (their descriptions load with the settings). */
export const DEFAULT_CATEGORIES: readonly CategoryInfo[] = Object.freeze([
  { slug: 'necessary', title: 'Necessary', description: '', necessary: true },
  { slug: 'functional', title: 'Functional', description: '', necessary: false },
  { slug: 'analytics', title: 'Analytics', description: '', necessary: false },
  { slug: 'advertisement', title: 'Advertisement', description: '', necessary: false },
]);

export interface CategoryChoice {
  slug: string;
  necessary: boolean;
}

export interface CliData {
  /** Cookie names each category sets (`non_necessary_cookies`), erased when it is refused. */
  cookiesByCategory: Record<string, string[]>;
  /** Every non-necessary cookie name (`nn_cookie_ids`), erased on reject. */
  nonNecessaryCookies: string[];
  /** Categories that are always on (`strictlyEnabled`). */
  necessary: string[];
  /** `consentVersion`: a higher version asks again. */
  revision?: number;
  /** `secure_cookies`. */
  secure?: boolean;
}

const OWNER = {};
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A cookie or category name the plugin could have printed: a cookie-name token, no separators. */
const NAME = /^[\w.!#$%&'*+^`|~-]{1,200}$/;
const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((n): n is string => typeof n === 'string' && NAME.test(n)) : [];

/** Reads `Cli_Data` (2.x): anything malformed is skipped. */
export function readCliData(value: unknown): CliData {
  const data: CliData = { cookiesByCategory: {}, nonNecessaryCookies: [], necessary: ['necessary'] };
  if (value === undefined || value === null) return data;
  if (!isRecord(value)) {
    warnOnce(OWNER, '<cookie-bar>: Cli_Data is not an object; ignoring it.');
    return data;
  }
  if (isRecord(value.non_necessary_cookies))
    for (const [category, list] of Object.entries(value.non_necessary_cookies))
      if (NAME.test(category)) data.cookiesByCategory[category] = names(list);
  data.nonNecessaryCookies = names(value.nn_cookie_ids);
  const strictly = names(value.strictlyEnabled);
  if (strictly.length) data.necessary = strictly;
  const raw = value.consentVersion;
  // Only numbers and numeric text: converting an arbitrary object may throw.
  const version = typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '') ? Number(raw) : NaN;
  if (Number.isFinite(version)) data.revision = version;
  if (value.secure_cookies !== undefined)
    data.secure = value.secure_cookies === true || value.secure_cookies === '1' || value.secure_cookies === 1;
  return data;
}

/** Reads the category list of a bare `<cookie-bar>`'s JSON; invalid entries are skipped. */
export function readCategories(value: unknown): CategoryInfo[] {
  if (value === undefined) return [...DEFAULT_CATEGORIES];
  const list = Array.isArray(value) ? value : [];
  const out: CategoryInfo[] = [];
  for (const item of list) {
    if (
      !isRecord(item) ||
      typeof item.slug !== 'string' ||
      !NAME.test(item.slug) ||
      out.some((c) => c.slug === item.slug)
    )
      continue;
    out.push({
      slug: item.slug,
      title: typeof item.title === 'string' && item.title.trim() ? item.title.trim() : item.slug,
      description: typeof item.description === 'string' ? item.description : '',
      necessary: item.necessary === true || item.slug === 'necessary',
    });
  }
  if (!out.length) {
    warnOnce(OWNER, '<cookie-bar>: "categories" should be a list of { slug, title, description }; using the defaults.');
    return [...DEFAULT_CATEGORIES];
  }
  return out;
}

/**
 * The categories the store needs from the start, without building the second layer: read from the plugin's
 * checkboxes (`data-id="checkbox-<slug>"`), else from the bare tag's JSON, else the defaults.
 */
export function categoryList(
  settings: HTMLElement | null,
  jsonCategories: unknown,
  necessary: string[],
): CategoryChoice[] {
  if (!settings) return readCategories(jsonCategories).map(({ slug, necessary }) => ({ slug, necessary }));
  const out: CategoryChoice[] = [];
  for (const input of settings.querySelectorAll<HTMLInputElement>('input[type="checkbox"][data-id]')) {
    const slug = input.dataset.id!.replace(/^checkbox-/, '');
    if (!slug || out.some((c) => c.slug === slug)) continue;
    out.push({
      slug,
      necessary:
        necessary.includes(slug) ||
        slug === 'necessary' ||
        !!input.closest('.wt-cli-necessary-checkbox') ||
        input.disabled,
    });
  }
  return out;
}

/** Everything the store starts with: the categories (the settings popup's, else the JSON's) and `Cli_Data`. */
export function readPage(settings: HTMLElement | null, jsonCategories: unknown, cliData: unknown): PageData {
  const cli = readCliData(cliData);
  const categories = categoryList(settings, jsonCategories, cli.necessary);
  return {
    categories: categories.filter((c) => !c.necessary).map((c) => c.slug),
    necessary: [
      ...new Set(
        categories
          .filter((c) => c.necessary)
          .map((c) => c.slug)
          .concat(cli.necessary),
      ),
    ],
    cookiesByCategory: cli.cookiesByCategory,
    rejectErases: cli.nonNecessaryCookies,
    secure: cli.secure,
    revision: cli.revision,
  };
}
