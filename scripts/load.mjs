#!/usr/bin/env node
/**
 * `npm run load`: the reference server (site/server/) under 200 concurrent clients for 30 s (LOAD_SECONDS,
 * LOAD_CLIENTS to change), posting to the contact form, the newsletter and the comments and asking for the feed's
 * next page, all at once (a quarter of the clients each). The server runs in a process of its own on a fresh
 * database, with `trustProxy` on so each post names its own client address in X-Forwarded-For: the rate limit
 * (five posts per address in ten minutes) is kept per address, and these clients, like visitors, are many
 * addresses. Checks: no 5xx and no failed connection, and every accepted post is one row in SQLite (no lost or
 * duplicated row). Prints the figures and rewrites the load section of docs/reliability.md with them.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { createNonce } from '../site/server/nonce.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOC = join(ROOT, 'docs/reliability.md');
const START = '<!-- load:start -->';
const END = '<!-- load:end -->';
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);

/** The server in its own process (so the load's client does not share its event loop); resolves with its URL. */
function startServer(database) {
  const server = fileURLToPath(new URL('../site/server/server.mjs', import.meta.url));
  const code = `const { startServer } = await import(${JSON.stringify(server)});
const { url } = await startServer({ port: 0, database: ${JSON.stringify(database)}, trustProxy: true });
console.log('LISTENING ' + url);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (data) => {
      out += data;
      const url = /LISTENING (\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
}

let sequence = 0;
/** A fresh client address (10.0.0.0/8) and a number that makes each post's content its own. */
function next() {
  const n = ++sequence;
  return { n, address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

const form = (fields) => new URLSearchParams(fields).toString();
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Each endpoint: its request, and what in its reply means "accepted" (counted against the rows). */
function endpoints(nonces) {
  return [
    {
      name: 'contact',
      table: 'contact_submissions',
      // Which post a row holds: the number in its content.
      numbers: "SELECT CAST(substr(json_extract(fields, '$.message'), 19) AS INTEGER) FROM contact_submissions",
      path: '/cms/contact.html',
      body: (n) =>
        form({
          et_pb_contact_name_0: 'Ada',
          et_pb_contact_email_0: 'ada@example.com',
          et_pb_contact_reason_0: 'private',
          et_pb_contact_message_0: `Load test message ${n}`,
          et_pb_contact_et_number_0: '',
          et_pb_contactform_submit_0: 'et_contact_proccess',
          '_wpnonce-et-pb-contact-form-submitted-0': nonces.contact,
          et_pb_contact_captcha_0: '10',
          et_pb_contact_captcha_first_digit_0: '7',
          et_pb_contact_captcha_second_digit_0: '3',
        }),
      accepted: (status, body) => status === 200 && body.includes('Thanks for contacting us'),
    },
    {
      name: 'subscribe',
      table: 'subscribers',
      numbers: "SELECT CAST(substr(email, 6, instr(email, '@') - 6) AS INTEGER) FROM subscribers",
      path: '/wp-admin/admin-ajax.php',
      body: (n) =>
        form({
          action: 'et_pb_submit_subscribe_form',
          et_frontend_nonce: nonces.frontend,
          et_list_id: 'demo-list',
          et_provider: 'demo',
          et_email: `load-${n}@example.com`,
        }),
      accepted: (status, body) => status === 200 && body.includes('"success"'),
    },
    {
      name: 'comment',
      table: 'comments',
      numbers: 'SELECT CAST(substr(content, 6) AS INTEGER) FROM comments',
      path: '/wp-comments-post.php',
      body: (n) => form({ comment_post_ID: '1', author: 'Ada', email: 'ada@example.com', comment: `Load ${n}` }),
      accepted: (status) => status === 302,
    },
    {
      name: 'feed',
      path: '/wp-admin/admin-ajax.php',
      body: (n) => form({ action: 'sbi_load_more_clicked', feed_id: '*1', offset: String(n % 8), page: '2' }),
      accepted: (status, body) => status === 200 && body.startsWith('{"html":'),
    },
  ];
}

/**
 * All endpoints under CLIENTS clients for SECONDS, each client posting to each endpoint in turn (so no endpoint's
 * clients start last and wait behind the others'). Resolves with autocannon's result and, per endpoint, the
 * numbers of the posts whose reply said "accepted", each reply's status and its latency (a client's context holds
 * the number and start time of the request it is waiting for).
 */
function hammer(url, list) {
  const seen = list.map(() => ({ accepted: [], statuses: {}, latencies: [] }));
  const run = autocannon({
    url,
    connections: CLIENTS,
    duration: SECONDS,
    // A reply later than this counts as a failure (autocannon's "timeouts").
    timeout: 20,
    requests: list.map((endpoint, i) => ({
      method: 'POST',
      path: endpoint.path,
      setupRequest(request, context) {
        const { n, address } = next();
        context[i] = { n, start: performance.now() };
        return {
          ...request,
          headers: { 'content-type': FORM_TYPE, 'x-forwarded-for': address },
          body: endpoint.body(n),
        };
      },
      onResponse(status, body, context) {
        const mine = seen[i];
        mine.statuses[status] = (mine.statuses[status] ?? 0) + 1;
        const sent = context[i];
        if (sent) mine.latencies.push(performance.now() - sent.start);
        if (sent && endpoint.accepted(status, String(body))) mine.accepted.push(sent.n);
      },
    })),
  });
  // What the failed requests met (a reset connection, a refused one…) and when (seconds into the run), to say more
  // than a count.
  const failures = {};
  const began = performance.now();
  run.on('reqError', (error) => {
    const kind = (failures[error.code ?? error.message] ??= { count: 0, from: Infinity, to: 0 });
    const at = Math.round((performance.now() - began) / 1000);
    Object.assign(kind, { count: kind.count + 1, from: Math.min(kind.from, at), to: Math.max(kind.to, at) });
  });
  return new Promise((resolve, reject) =>
    run.once('done', (result) => resolve({ result, seen, failures })).once('error', reject),
  );
}

/** The `p`th percentile of `values` (milliseconds, rounded). */
function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

/**
 * Accepted posts against rows: `lost` accepted posts without a row, `duplicated` posts with more than one, and
 * `unanswered` rows whose reply the run's end cut off (stored, but the client had stopped listening).
 */
function reconcile(db, endpoint, accepted) {
  const rows = new Map();
  for (const n of db.prepare(endpoint.numbers).pluck().all()) rows.set(n, (rows.get(n) ?? 0) + 1);
  const yes = new Set(accepted);
  return {
    stored: [...rows.values()].reduce((a, b) => a + b, 0),
    lost: accepted.filter((n) => !rows.has(n)).length,
    duplicated: [...rows.values()].filter((k) => k > 1).length + accepted.length - yes.size,
    unanswered: [...rows.keys()].filter((n) => !yes.has(n)).length,
  };
}
const count = (statuses, test) =>
  Object.entries(statuses)
    .filter(([code]) => test(Number(code)))
    .reduce((sum, [, n]) => sum + n, 0);

const dir = mkdtempSync(join(tmpdir(), 'pb-load-'));
const database = join(dir, 'site.db');
const { child, url } = await startServer(database);
let rows;
let total;
try {
  const reader = new Database(database, { readonly: true });
  const nonces = {
    contact: createNonce(reader, 'et-pb-contact-form-submitted'),
    frontend: createNonce(reader, 'et_frontend_nonce'),
  };
  reader.close();
  // LOAD_ENDPOINTS=contact,feed runs only those (to look at one endpoint on its own).
  const only = process.env.LOAD_ENDPOINTS?.split(',');
  const list = endpoints(nonces).filter((e) => !only || only.includes(e.name));
  console.log(`load: ${CLIENTS} clients for ${SECONDS} s against ${list.map((e) => e.name).join(', ')} (${url})`);
  const { result, seen, failures } = await hammer(url, list);
  total = {
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    // (A timeout counts among autocannon's errors too.)
    failed: result.errors,
    timeouts: result.timeouts,
    failures,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
  const db = new Database(database, { readonly: true });
  rows = list.map((endpoint, i) => {
    const { accepted, statuses, latencies } = seen[i];
    return {
      endpoint: endpoint.name,
      requests: latencies.length,
      accepted: accepted.length,
      ...(endpoint.numbers ? reconcile(db, endpoint, accepted) : {}),
      refused429: statuses[429] ?? 0,
      server5xx: count(statuses, (code) => code >= 500),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: Math.round(Math.max(0, ...latencies)),
    };
  });
  db.close();
} finally {
  child.kill();
  rmSync(dir, { recursive: true, force: true });
}

console.table(rows);
console.log(total);
const problems = [
  ...(total.failed
    ? [
        `${total.failed} requests failed, ${total.timeouts} of them timed out at 20 s (${Object.entries(total.failures)
          .map(([kind, { count: n, from, to }]) => `${n} × ${kind}, ${from}–${to} s into the run`)
          .join('; ')})`,
      ]
    : []),
  ...rows.flatMap((r) => [
    ...(r.server5xx ? [`${r.endpoint}: ${r.server5xx} replies with a 5xx status`] : []),
    ...(r.lost ? [`${r.endpoint}: ${r.lost} accepted posts have no row`] : []),
    ...(r.duplicated ? [`${r.endpoint}: ${r.duplicated} posts stored more than once`] : []),
    // More rows without a reply than clients would mean rows nobody sent.
    ...(r.unanswered > CLIENTS ? [`${r.endpoint}: ${r.unanswered} rows without an accepted reply`] : []),
  ]),
];

const table = [
  '| Endpoint | Requests | Accepted | Rows in SQLite | Lost | Duplicated | Stored, reply cut by the end | 429 | 5xx | p50 ms | p99 ms | max ms |',
  '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ...rows.map(
    (r) =>
      `| ${[
        r.endpoint,
        r.requests,
        r.accepted,
        r.stored ?? '– (reads only)',
        r.lost ?? '–',
        r.duplicated ?? '–',
        r.unanswered ?? '–',
        r.refused429,
        r.server5xx,
        r.p50,
        r.p99,
        r.max,
      ].join(' | ')} |`,
  ),
  `| all | ${total.requests} (${total.perSecond}/s) | | | | | | | | ${total.p50} | ${total.p99} | |`,
];
const load = loadavg()[0];
const section = [
  START,
  `Measured by \`npm run load\` on ${new Date().toISOString().slice(0, 10)}: ${CLIENTS} clients for ${SECONDS} s, each posting to the`,
  `four endpoints in turn, on ${cpus().length} CPU core(s) shared by the server and the load (Node ${process.version}; load average`,
  `${load.toFixed(1)} as the run ended${load > cpus().length ? ': other work was running, so these figures are low' : ''}).`,
  problems.length
    ? `Problems: ${problems.join('; ')}.`
    : 'No 5xx, no failed request, and every accepted post is exactly one row.',
  '',
  ...table,
  END,
].join('\n');
const doc = readFileSync(DOC, 'utf8');
const from = doc.indexOf(START);
const to = doc.indexOf(END);
if (from < 0 || to < 0) throw new Error(`${DOC} has no ${START} … ${END} section`);
writeFileSync(DOC, doc.slice(0, from) + section + doc.slice(to + END.length));
console.log(`wrote the figures into ${DOC}`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
