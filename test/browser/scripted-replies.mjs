/**
 * A web-test-runner middleware that answers form and ajax requests from browser tests over real HTTP (no mocked
 * fetch): `POST /test/replies/<scenario>?key=<k>` answers as the scenario says, and `GET /test/replies/log?key=<k>`
 * returns what was posted under that key (each test uses its own key, as the three engines run at once).
 * Scenarios: `contact-success`, `contact-refused`, `contact-hostile`, `contact-no-container`, `status-<code>`,
 * `expired` (the CMS's `-1`), `nonce-refused` (`-1` with status 403, how the CMS refuses an expired nonce), `drop` (the connection breaks), `slow-<ms>-<scenario>`, `json:<url-encoded JSON>`, `text:<url-encoded text>`.
 *
 * Each logged post says whether it carried the page's credentials: every HTML page the test server sends sets
 * an HttpOnly cookie scoped to /test/replies/ (invisible to `document.cookie`, so cookie tests do not see it),
 * which a browser sends back only with a credentialed request (`credentials: 'same-origin'` or `'include'`).
 */
const logs = new Map();

/** The cookie a credentialed request to the replies carries back. */
const CREDENTIALS_COOKIE = 'pb-test-credentials=1';
const SET_CREDENTIALS_COOKIE = `${CREDENTIALS_COOKIE}; Path=/test/replies/; HttpOnly; SameSite=Strict`;

/** Whether a request's `Cookie` header (Koa's `ctx.get` gives '' when there is none) carries the credentials cookie. */
const carriesCredentials = (cookieHeader) =>
  String(cookieHeader ?? '')
    .split(/;\s*/)
    .includes(CREDENTIALS_COOKIE);

const page = (inside) =>
  `<!doctype html><html><head><title>Contact</title></head><body><header>Site</header><div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_container" data-form_unique_num="0">${inside}</div><footer>Footer</footer></body></html>`;

const SCENARIOS = {
  'contact-success': () => ({
    type: 'text/html',
    body: page(
      '<h1 class="et_pb_contact_main_title">Contact</h1><div class="et-pb-contact-message"><p>Thanks for contacting us.</p></div>',
    ),
  }),
  'contact-refused': () => ({
    type: 'text/html',
    body: page(
      '<div class="et-pb-contact-message"><ul><li class="et_pb_contact_error_text">Make sure you entered the captcha.</li></ul></div><div class="et_pb_contact"><form class="et_pb_contact_form"><input name="x"></form></div>',
    ),
  }),
  'contact-hostile': () => ({
    type: 'text/html',
    body: page(
      '<div class="et-pb-contact-message"><p>Thanks<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:window.__pwned=1">x</a><iframe srcdoc="<script>parent.__pwned=1</script>"></iframe></p></div>',
    ),
  }),
  'contact-no-container': () => ({ type: 'text/html', body: '<!doctype html><title>Oops</title><p>Maintenance</p>' }),
  expired: () => ({ type: 'text/plain', body: '-1' }),
  'nonce-refused': () => ({ status: 403, type: 'text/plain', body: '-1' }),
  // The connection breaks before any answer: what the browser sees when the network goes.
  drop: () => ({ drop: true }),
};

async function readFields(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const type = req.headers['content-type'] ?? '';
  try {
    const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
    return [...form.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : `[file ${value.name}]`,
    ]);
  } catch {
    return [['(body)', Buffer.concat(chunks).toString('utf8')]];
  }
}

function answerFor(scenario) {
  const slow = /^slow-(\d+)-(.+)$/.exec(scenario);
  if (slow) return { delay: Number(slow[1]), ...answerFor(slow[2]) };
  const status = /^status-(\d{3})$/.exec(scenario);
  if (status) return { status: Number(status[1]), type: 'text/html', body: '<h1>Server error</h1>' };
  if (scenario.startsWith('json:')) return { type: 'application/json', body: decodeURIComponent(scenario.slice(5)) };
  if (scenario.startsWith('text:')) return { type: 'text/plain', body: decodeURIComponent(scenario.slice(5)) };
  return SCENARIOS[scenario]?.();
}

export function scriptedReplies() {
  return async (context, next) => {
    if (!context.path.startsWith('/test/replies/')) {
      await next();
      if (context.response.is('html')) context.append('Set-Cookie', SET_CREDENTIALS_COOKIE);
      return;
    }
    const scenario = decodeURIComponent(context.path.slice('/test/replies/'.length));
    const key = String(context.query.key ?? '');
    if (context.method === 'GET' && scenario === 'log') {
      context.type = 'application/json';
      context.body = JSON.stringify(logs.get(key) ?? []);
      return;
    }
    // GET too: a page link's load (<pb-blog>) meets the same failures (`status-500`, `drop`, `slow-…`).
    if (context.method !== 'POST' && context.method !== 'GET') return next();
    const fields = await readFields(context.req);
    if (!logs.has(key)) logs.set(key, []);
    logs.get(key).push({ scenario, fields, credentials: carriesCredentials(context.get('cookie')) });
    const answer = answerFor(scenario);
    if (!answer) {
      context.status = 404;
      context.body = `no scenario ${scenario}`;
      return;
    }
    if (answer.delay) await new Promise((resolve) => setTimeout(resolve, answer.delay));
    if (answer.drop) {
      context.req.socket.destroy();
      return;
    }
    context.status = answer.status ?? 200;
    context.type = answer.type;
    context.body = answer.body;
  };
}
