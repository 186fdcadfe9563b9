/**
 * Site configuration, read once from (highest first): `configure()`, a
 * `<script type="application/json" id="pb-config">` block, the globals the original plugins print
 * (`et_pb_custom`, …), then defaults. Every value is type-checked: a wrong one gives a warning and the default.
 */
import { warnOnce } from './warn.js';

interface ConsentConfig {
  /** Nothing non-essential (third-party requests, cookies) happens before consent for its category. */
  gate: boolean;
  /** A click on a gated placeholder counts as consent for that one item (a "two-click" embed). */
  clickConsents: boolean;
  /**
   * Neither a timeout (show_once) nor scrolling (scroll_close) records consent; they only hide the bar, and the
   * bar's close (×) button refuses (TRUST.md C1, C2).
   */
  strict: boolean;
  /** The site's consent revision: a stored choice of a lower revision asks again. */
  revision: number;
  /** Send Google Consent Mode v2 `default`/`update` signals to `dataLayer`. */
  consentMode: boolean;
}

interface VideoConfig {
  /** Embed from the privacy-enhanced no-cookie host. */
  nocookie: boolean;
  /** Consent category a video needs when gating is on. */
  category: string;
}

/** `<pb-map>`'s tiles: where they come from, the credit they require, and the consent they wait for. */
interface MapConfig {
  /** Tile URL template with `{z}`, `{x}`, `{y}` (and optionally `{s}`, `{r}`); point it at self-hosted tiles. */
  tileUrl: string;
  /** The tiles' attribution, as HTML (links kept, everything else sanitised); the tile policy requires it. */
  attribution: string;
  /** Consent category the map needs while gating is on (its tiles come from another host). */
  category: string;
}

/** The forms' page-supplied strings (the theme's `et_pb_custom` i18n), redirects and spam protection. */
interface FormsConfig {
  /** Above the list of missing required fields (`fill_message`). */
  fillMessage: string;
  /** Above the list of other errors (`contact_error_message`). */
  errorMessage: string;
  /** A bad email address (`invalid`). */
  invalidMessage: string;
  /** A wrong captcha answer (`wrong_captcha`). */
  wrongCaptchaMessage: string;
  /** Names the captcha, and a required field without a label (`captcha`). */
  captchaMessage: string;
  /** A subscribe request that got no answer (`subscription_failed`). */
  subscriptionFailedMessage: string;
  /** Origins, space-separated, a form may redirect to besides the page's own. */
  redirectOrigins: string;
  /** The captcha service's site key (spam protection runs only with a key and its script). */
  captchaSiteKey: string;
  /** The captcha service's script; loaded only where a form is, and only after consent while gating. */
  captchaScript: string;
  /** Consent category the captcha script needs while gating is on. */
  captchaCategory: string;
}

/** The theme's navigation strings (`et_pb_custom` i18n, MARKUP.md §2), for the text of generated controls. */
interface StringsConfig {
  /** A slider or carousel's previous arrow (`previous`). */
  previous: string;
  /** A slider or carousel's next arrow, and the next-page link of gallery and portfolio pagination (`next`). */
  next: string;
  /** The previous-page link of gallery and portfolio pagination (`prev`). */
  prev: string;
}

/** `<pb-ab-test>`'s site options. */
interface AbTestingConfig {
  /**
   * Record A/B statistics without waiting for analytics consent: only for a site that meets the exemption's
   * conditions (first-party, aggregate-only audience measurement; elements/pb-ab-test/README.md).
   */
  consentExempt: boolean;
}

export interface PbConfig {
  /** The CMS's ajax endpoint; must be same-origin. */
  ajaxUrl: string;
  /** Nonces by purpose, e.g. `frontend`, `abLog`. */
  nonces: Record<string, string>;
  consent: ConsentConfig;
  video: VideoConfig;
  map: MapConfig;
  forms: FormsConfig;
  strings: StringsConfig;
  abTesting: AbTestingConfig;
  /**
   * The theme's settings object as printed (`et_pb_custom`: the global, with a `#pb-config` block's
   * `et_pb_custom` over it), unchecked: an element reading its own fields from it (A/B tests, motion) validates
   * them itself.
   */
  theme: Readonly<Record<string, unknown>>;
}

/** Partial configuration as a site may supply it (`et_pb_custom`: the theme's settings, where a strict CSP forbids the global). */
export type PbConfigInput = {
  [K in Exclude<keyof PbConfig, 'theme'>]?: PbConfig[K] extends object ? Partial<PbConfig[K]> : PbConfig[K];
} & { et_pb_custom?: Record<string, unknown> };

export const DEFAULT_CONFIG: PbConfig = Object.freeze({
  ajaxUrl: '/wp-admin/admin-ajax.php',
  nonces: {},
  consent: { gate: false, clickConsents: true, strict: false, revision: 0, consentMode: false },
  video: { nocookie: true, category: 'functional' },
  map: {
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    category: 'functional',
  },
  // The theme's English defaults.
  forms: {
    fillMessage: 'Please, fill in the following fields:',
    errorMessage: 'Please, fix the following errors:',
    invalidMessage: 'Invalid email',
    wrongCaptchaMessage: 'You entered the wrong number in captcha.',
    captchaMessage: 'Captcha',
    subscriptionFailedMessage: 'Please, check the fields below to make sure you entered the correct information.',
    redirectOrigins: '',
    captchaSiteKey: '',
    captchaScript: '',
    captchaCategory: 'functional',
  },
  strings: { previous: 'Previous', next: 'Next', prev: 'Prev' },
  abTesting: { consentExempt: false },
  theme: {},
}) as PbConfig;

const CONFIG_OWNER = {};
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Takes `value` when it has the default's type, else warns (when present) and keeps the default. */
function pick<T>(value: unknown, fallback: T, path: string): T {
  if (value === undefined) return fallback;
  if (typeof value === typeof fallback) return value as T;
  warnOnce(CONFIG_OWNER, `config "${path}" should be a ${typeof fallback}; using ${JSON.stringify(fallback)}.`);
  return fallback;
}

function pickSection<T extends object>(value: unknown, fallback: T, path: string): T {
  if (value === undefined) return fallback;
  if (!isRecord(value)) {
    warnOnce(CONFIG_OWNER, `config "${path}" should be an object; using defaults.`);
    return fallback;
  }
  const out = { ...fallback } as Record<string, unknown>;
  for (const key of Object.keys(fallback))
    out[key] = pick(value[key], (fallback as Record<string, unknown>)[key], `${path}.${key}`);
  return out as T;
}

function pickNonces(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** Layers inputs over `base`, later inputs winning. Never throws, whatever it is given. */
export function mergeConfig(base: PbConfig, ...inputs: unknown[]): PbConfig {
  let config = base;
  for (const input of inputs) {
    if (input === undefined || input === null) continue;
    if (!isRecord(input)) {
      warnOnce(CONFIG_OWNER, 'site configuration should be an object; ignoring it.');
      continue;
    }
    config = {
      ajaxUrl: pick(input.ajaxUrl, config.ajaxUrl, 'ajaxUrl'),
      nonces: { ...config.nonces, ...pickNonces(input.nonces) },
      consent: pickSection(input.consent, config.consent, 'consent'),
      video: pickSection(input.video, config.video, 'video'),
      map: pickSection(input.map, config.map, 'map'),
      forms: pickSection(input.forms, config.forms, 'forms'),
      strings: pickSection(input.strings, config.strings, 'strings'),
      abTesting: pickSection(input.abTesting, config.abTesting, 'abTesting'),
      theme: isRecord(input.et_pb_custom) ? { ...config.theme, ...input.et_pb_custom } : config.theme,
    };
  }
  return config;
}

/** Parses the text of a `#pb-config` block. Malformed JSON gives one warning and `undefined`. */
export function parseConfigJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    warnOnce(CONFIG_OWNER, '#pb-config is not valid JSON; ignoring it.');
    return undefined;
  }
}

const THEME_STRINGS: ReadonlyArray<[keyof FormsConfig, string]> = [
  ['fillMessage', 'fill_message'],
  ['errorMessage', 'contact_error_message'],
  ['invalidMessage', 'invalid'],
  ['wrongCaptchaMessage', 'wrong_captcha'],
  ['captchaMessage', 'captcha'],
  ['subscriptionFailedMessage', 'subscription_failed'],
];

/** Maps the globals the original theme prints onto our configuration. */
export function fromThemeGlobals(globals: Record<string, unknown>): PbConfigInput | undefined {
  const theme = globals.et_pb_custom;
  if (!isRecord(theme)) return undefined;
  const nonces: Record<string, string> = {};
  if (typeof theme.et_frontend_nonce === 'string') nonces.frontend = theme.et_frontend_nonce;
  if (typeof theme.et_ab_log_nonce === 'string') nonces.abLog = theme.et_ab_log_nonce;
  const forms: Partial<FormsConfig> = {};
  for (const [key, name] of THEME_STRINGS)
    if (typeof theme[name] === 'string' && theme[name]) forms[key] = theme[name] as string;
  const strings: Partial<StringsConfig> = {};
  for (const name of ['previous', 'next', 'prev'] as const)
    if (typeof theme[name] === 'string' && theme[name]) strings[name] = theme[name] as string;
  const recaptcha = globals.et_core_api_spam_recaptcha;
  if (isRecord(recaptcha) && typeof recaptcha.site_key === 'string') forms.captchaSiteKey = recaptcha.site_key;
  return {
    ...(typeof theme.ajaxurl === 'string' ? { ajaxUrl: theme.ajaxurl } : {}),
    nonces,
    forms,
    strings,
    et_pb_custom: theme,
  };
}

let explicit: unknown[] = [];
let cached: PbConfig | undefined;

/** Sets configuration from code. Calls accumulate; later calls win. */
export function configure(input: PbConfigInput): void {
  explicit.push(input);
  cached = undefined;
}

/** Forgets `configure()` calls and the cached page configuration (tests, and pages that swap config). */
export function resetConfig(): void {
  explicit = [];
  cached = undefined;
}

/** The effective configuration. Read lazily, so a page may configure before or after loading elements. */
export function getConfig(): PbConfig {
  if (cached) return cached;
  const fromPage = typeof document === 'undefined' ? undefined : document.getElementById('pb-config')?.textContent;
  cached = mergeConfig(
    DEFAULT_CONFIG,
    fromThemeGlobals(globalThis as unknown as Record<string, unknown>),
    fromPage ? parseConfigJson(fromPage) : undefined,
    ...explicit,
  );
  return cached;
}
