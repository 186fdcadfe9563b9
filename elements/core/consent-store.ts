/**
 * The consent store: the visitor's choice kept in the CMS plugin's own cookies (MARKUP.md §1.5), so other
 * plugins that read them keep working — `viewed_cookie_policy` (yes/no), `cookielawinfo-checkbox-<category>`
 * (yes/no), and the summary `CookieLawInfoConsent` (base64 JSON with the consent revision). It implements the
 * `ConsentSource` interface every gated element asks, and works before `<cookie-bar>` is defined.
 */
import type { ConsentSource } from './consent.js';
import { cookieString, erasureStrings, parseCookies } from './cookies.js';

export const DECISION_COOKIE = 'viewed_cookie_policy';
const SUMMARY_COOKIE = 'CookieLawInfoConsent';
const categoryCookie = (category: string) => `cookielawinfo-checkbox-${category}`;

/** Where cookies live: `document.cookie` in a page, a fake in tests. */
export interface CookieJar {
  read(): string;
  write(assignment: string): void;
  hostname: string;
  secure: boolean;
}

export const documentJar = (): CookieJar => ({
  read: () => document.cookie,
  write: (assignment) => {
    document.cookie = assignment;
  },
  hostname: location.hostname,
  secure: location.protocol === 'https:',
});

export interface ConsentStoreOptions {
  jar: CookieJar;
  /** Categories the visitor chooses (e.g. functional, analytics, performance, advertisement, others). */
  categories: string[];
  /** Categories that are always on (the plugin's "strictly necessary"). */
  necessary?: string[];
  /** The site's consent revision: a stored choice of a lower revision asks again. */
  revision?: number;
  /** Cookie names each category sets, erased when the visitor refuses it. */
  cookiesByCategory?: Record<string, string[]>;
  /** Further cookie names a reject erases (the plugin's `nn_cookie_ids`). */
  rejectErases?: string[];
  /** Paths those cookies may have been set on. */
  cookiePaths?: string[];
  /** The browser's Global Privacy Control signal. */
  gpc?: boolean;
  /** Categories a GPC signal refuses while there is no explicit choice. */
  gpcRefuses?: string[];
  /** Cookie lifetime in days (spec: 365). */
  days?: number;
  now?: () => number;
  /** Told of every explicit choice (accept, reject, always-allow), for proof of consent. */
  onRecord?: (record: ConsentRecord) => void;
}

export type Decision = 'yes' | 'no';

/** Proof of consent for a site that keeps records (`pb-consent-record`). */
export interface ConsentRecord {
  consentId: string;
  timestamp: number;
  revision: number;
  decision: Decision;
  categories: Record<string, boolean>;
  gpc: boolean;
}

function readSummary(value: string | undefined): { ver?: unknown } | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(atob(value));
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export class ConsentStore implements ConsentSource {
  readonly #options: Required<Omit<ConsentStoreOptions, 'cookiesByCategory' | 'onRecord'>> &
    Pick<ConsentStoreOptions, 'onRecord'> & { cookiesByCategory: Record<string, string[]> };
  readonly #listeners = new Set<() => void>();
  /** Switches the visitor set before deciding, this page. */
  readonly #switched = new Map<string, boolean>();

  constructor(options: ConsentStoreOptions) {
    this.#options = {
      necessary: ['necessary'],
      revision: 0,
      cookiesByCategory: {},
      cookiePaths: ['/'],
      rejectErases: [],
      gpc: false,
      gpcRefuses: ['analytics', 'advertisement'],
      days: 365,
      now: Date.now,
      ...options,
    };
  }

  #cookies() {
    return parseCookies(this.#options.jar.read());
  }

  /** The visitor's decision, or undefined when there is none (or it is corrupted, or of an older revision). */
  get decision(): Decision | undefined {
    const cookies = this.#cookies();
    const value = cookies.get(DECISION_COOKIE);
    if (value !== 'yes' && value !== 'no') return undefined;
    const stored = readSummary(cookies.get(SUMMARY_COOKIE))?.ver ?? 0;
    // Only a number or numeric text: a corrupted summary such as {"ver":{"toString":0}} must not throw.
    const ver = typeof stored === 'number' || typeof stored === 'string' ? Number(stored) : NaN;
    return (Number.isFinite(ver) ? ver : 0) < this.#options.revision ? undefined : value;
  }

  granted(category: string): boolean {
    if (this.#options.necessary.includes(category)) return true;
    return this.decision === 'yes' && this.#cookies().get(categoryCookie(category)) === 'yes';
  }

  /**
   * What a category's switch shows: the stored choice; before any decision, what the visitor switched on this
   * page, else off (no pre-ticked boxes; a category cookie the server pre-set is not a choice).
   */
  switchState(category: string): boolean {
    if (this.#options.necessary.includes(category)) return true;
    if (this.decision !== undefined) return this.#cookies().get(categoryCookie(category)) === 'yes';
    return this.#switched.get(category) ?? false;
  }

  /** True when the GPC signal is what keeps `category` off (the settings say so). */
  refusedByGpc(category: string): boolean {
    return this.#options.gpc && this.decision === undefined && this.#options.gpcRefuses.includes(category);
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Accepts: the given categories (all when omitted) on, the rest off. Returns the record of consent. */
  accept(chosen?: Record<string, boolean>): ConsentRecord {
    const categories = Object.fromEntries(this.#options.categories.map((c) => [c, chosen ? !!chosen[c] : true]));
    return this.#decide('yes', categories);
  }

  /** Refuses every choosable category and erases the cookies they set. */
  reject(): ConsentRecord {
    const { jar, cookiePaths, rejectErases } = this.#options;
    for (const name of rejectErases)
      for (const line of erasureStrings(name, jar.hostname, cookiePaths)) jar.write(line);
    return this.#decide('no', Object.fromEntries(this.#options.categories.map((c) => [c, false])));
  }

  /**
   * "Always allow" from a gated placeholder: grants `category` and keeps every other stored switch; with no
   * decision yet, that is an acceptance of this category alone.
   */
  allow(category: string): void {
    if (this.granted(category) || !this.#options.categories.includes(category)) return;
    if (this.decision === 'yes') {
      this.setCategory(category, true);
      return;
    }
    const current = Object.fromEntries(
      this.#options.categories.map((c) => [c, this.decision === undefined ? false : this.switchState(c)]),
    );
    this.accept({ ...current, [category]: true });
  }

  /** One switch in the settings: stored at once, the decision unchanged. */
  setCategory(category: string, on: boolean): void {
    if (this.#options.necessary.includes(category) || !this.#options.categories.includes(category)) return;
    this.#switched.set(category, on);
    this.#write(categoryCookie(category), on ? 'yes' : 'no');
    if (!on) this.#erase(category);
    this.#writeSummary();
    this.#notify();
  }

  #decide(decision: Decision, categories: Record<string, boolean>): ConsentRecord {
    for (const [category, on] of Object.entries(categories)) {
      this.#write(categoryCookie(category), on ? 'yes' : 'no');
      if (!on) this.#erase(category);
    }
    for (const necessary of this.#options.necessary) this.#write(categoryCookie(necessary), 'yes');
    this.#write(DECISION_COOKIE, decision);
    this.#writeSummary();
    this.#notify();
    const { revision, gpc, now, onRecord } = this.#options;
    const record: ConsentRecord = {
      consentId: crypto.randomUUID(),
      timestamp: now(),
      revision,
      decision,
      categories,
      gpc,
    };
    onRecord?.(record);
    return record;
  }

  #writeSummary(): void {
    const cookies = this.#cookies();
    const summary: Record<string, unknown> = { ver: this.#options.revision };
    for (const category of this.#options.necessary) summary[category] = true;
    for (const category of this.#options.categories)
      summary[category] = cookies.get(categoryCookie(category)) === 'yes';
    this.#write(SUMMARY_COOKIE, btoa(JSON.stringify(summary)));
  }

  #write(name: string, value: string): void {
    const { jar, days, now } = this.#options;
    jar.write(cookieString(name, value, { days, secure: jar.secure }, now()));
  }

  #erase(category: string): void {
    const { jar, cookiePaths } = this.#options;
    for (const name of this.#options.cookiesByCategory[category] ?? [])
      for (const line of erasureStrings(name, jar.hostname, cookiePaths)) jar.write(line);
  }

  #notify(): void {
    this.#listeners.forEach((listener) => listener());
  }
}

/** Google Consent Mode v2 signal for each storage type, from the granted categories (TRUST.md §2.2). */
export type ConsentModeMapping = Record<string, string[]>;

export const DEFAULT_CONSENT_MODE_MAPPING: ConsentModeMapping = {
  security_storage: ['necessary'],
  functionality_storage: ['necessary'],
  analytics_storage: ['analytics'],
  ad_storage: ['advertisement'],
  ad_user_data: ['advertisement'],
  ad_personalization: ['advertisement'],
  personalization_storage: ['functional'],
};

/** `granted` for a signal when every category it maps to is granted, else `denied`. */
export function consentModeSignals(
  isGranted: (category: string) => boolean,
  mapping: ConsentModeMapping = DEFAULT_CONSENT_MODE_MAPPING,
): Record<string, 'granted' | 'denied'> {
  return Object.fromEntries(
    Object.entries(mapping).map(([signal, categories]) => [
      signal,
      categories.length && categories.every(isGranted) ? 'granted' : 'denied',
    ]),
  );
}
