/**
 * Spam protection (spec §5, call 9): before a contact or subscribe submit, the captcha service's `execute` is
 * called with the site key and an action name, and its token is sent. It runs only when the site configured a
 * key and the service's script is there; otherwise the token is an empty string (the server's own checks —
 * nonce, honeypot, math captcha, rate limit — still apply). The script is loaded only when a form is on the page,
 * and while gating only after consent for its category.
 */
import { getConfig } from './config.js';
import { isGranted, onConsentChange } from './consent.js';
import { trustedScriptUrl } from './trusted-types.js';
import { warnOnce } from './warn.js';

/** A token that has not arrived by then is given up: the form is sent without one, rather than never. */
const TOKEN_TIMEOUT = 10_000;

interface Captcha {
  ready?(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

const OWNER = {};
let requested = false;

/** The script's address with the site key as `render`, as the service expects. */
function captchaScriptUrl(script: string, siteKey: string): string | undefined {
  try {
    const url = new URL(script, document.baseURI);
    if (url.protocol !== 'https:' && url.origin !== location.origin) return undefined;
    url.searchParams.set('render', siteKey);
    return url.href;
  } catch {
    return undefined;
  }
}

/** Loads the captcha script once, now or when consent for it arrives. Forms call this when they connect. */
export function prepareSpamProtection(): void {
  const { captchaSiteKey, captchaScript, captchaCategory } = getConfig().forms;
  if (requested || !captchaSiteKey || !captchaScript) return;
  const src = captchaScriptUrl(captchaScript, captchaSiteKey);
  if (!src) {
    warnOnce(OWNER, `forms.captchaScript "${captchaScript}" is not an https URL; spam protection is off.`);
    return;
  }
  const load = () => {
    if (requested || !isGranted(captchaCategory)) return;
    requested = true;
    stop();
    const script = document.createElement('script');
    script.async = true;
    script.src = trustedScriptUrl(src);
    document.head.append(script);
  };
  const stop = onConsentChange(load);
  load();
}

/** The token for `action`, or an empty string when spam protection is off or the service fails. */
export async function spamToken(action: string): Promise<string> {
  const { captchaSiteKey } = getConfig().forms;
  const captcha = (globalThis as { grecaptcha?: Captcha }).grecaptcha;
  if (!captchaSiteKey || typeof captcha?.execute !== 'function') return '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const token = await Promise.race([
      new Promise<string>((resolve, reject) => {
        const run = () => Promise.resolve(captcha.execute(captchaSiteKey, { action })).then(resolve, reject);
        if (typeof captcha.ready === 'function') captcha.ready(run);
        else run();
      }),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), TOKEN_TIMEOUT))),
    ]);
    return typeof token === 'string' ? token : '';
  } catch (error) {
    warnOnce(OWNER, `the captcha gave no token (${(error as Error).message}); sending without one.`);
    return '';
  } finally {
    clearTimeout(timer);
  }
}
