/** Server HTML rebuilt safely (TRUST.md §3.1, #30, #32), in all three engines. */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { FORMS } from './safe-forms.js';
import { isSafeUrl, safeFragment } from './safe-html.js';

const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '<a href="javascript:window.__pwned=1">go</a>',
  '<a href=" JaVa\tScRiPt:window.__pwned=1">go</a>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<svg><script>window.__pwned=1</script></svg>',
  '<svg onload="window.__pwned=1"></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=1"></style></mglyph></table></mtext></math>',
  '<form action="javascript:window.__pwned=1"><button>x</button></form>',
  '<object data="javascript:window.__pwned=1"></object>',
  '<div style="background:url(javascript:window.__pwned=1)">styled</div>',
  '<a href="data:text/html,<script>parent.__pwned=1</script>">d</a>',
  '<img srcset="javascript:window.__pwned=1 1x">',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>"></noscript>',
  '<template><img src=x onerror="window.__pwned=1"></template>',
];

const insert = (html: string) => {
  const host = document.createElement('div');
  const fragment = safeFragment(html);
  if (fragment) host.append(fragment);
  document.body.append(host);
  return host;
};
const dangerous = (host: Element) =>
  [...host.querySelectorAll('*')].some(
    (el) =>
      ['script', 'iframe', 'object', 'embed', 'style', 'svg', 'math', 'form', 'template'].includes(el.localName) ||
      [...el.attributes].some(
        (a) =>
          a.name.startsWith('on') ||
          a.name === 'style' ||
          a.name === 'srcdoc' ||
          (['href', 'src', 'srcset', 'action'].includes(a.name) &&
            /^\s*(javascript|data|vbscript):/i.test(a.value.replace(/\s/g, ''))),
      ),
  );

describe('safeFragment', () => {
  afterEach(() => delete (window as { __pwned?: number }).__pwned);

  for (const payload of PAYLOADS)
    it(`inserts nothing executable from ${payload.slice(0, 48)}`, async () => {
      const host = insert(payload);
      await new Promise((r) => setTimeout(r, 50));
      expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
      expect(dangerous(host)).to.equal(false);
      host.remove();
    });

  it('keeps ordinary content: text, links, images, classes, data and aria attributes', () => {
    const host = insert(
      '<div class="sbi_item" data-date="1" id="sbi_1"><a href="/p/1" target="_blank" aria-label="Post">x <b>bold</b></a><img src="/a.jpg" alt="A" width="10"><custom-thing>kept text</custom-thing></div>',
    );
    const item = host.querySelector('.sbi_item')!;
    expect([item.id, item.getAttribute('data-date')]).to.deep.equal(['sbi_1', '1']);
    const link = host.querySelector('a')!;
    expect([link.getAttribute('href'), link.getAttribute('rel'), link.getAttribute('aria-label')]).to.deep.equal([
      '/p/1',
      'noopener',
      'Post',
    ]);
    expect(host.querySelector('img')!.getAttribute('alt')).to.equal('A');
    expect(host.textContent).to.equal('x boldkept text');
    host.remove();
  });

  it('picks one element of a whole page, its children only; nothing when it is missing', () => {
    const page =
      '<html><body><header>menu</header><div id="et_pb_contact_form_0"><div class="et-pb-contact-message"><p>Thanks</p></div></div></body></html>';
    const host = document.createElement('div');
    host.append(safeFragment(page, '#et_pb_contact_form_0')!);
    expect(host.innerHTML).to.equal('<div class="et-pb-contact-message"><p>Thanks</p></div>');
    expect(safeFragment(page, '#missing')).to.equal(undefined);
  });

  it('drops ids that would shadow the page globals (DOM clobbering)', () => {
    const host = insert('<p id="location">a</p><p id="cookie">b</p><p id="fine">c</p>');
    expect([...host.querySelectorAll('p')].map((p) => p.id)).to.deep.equal(['', '', 'fine']);
    host.remove();
  });

  it("drops ids and names that would stand in for the page's configuration, on a page that has none", () => {
    const host = document.createElement('div');
    host.append(
      safeFragment(
        '<p id="pb-config">{"ajaxUrl":"/evil"}</p><p id="et_pb_custom">x</p><form name="et_pb_custom"><input name="pb-config"></form>',
        undefined,
        FORMS,
      )!,
    );
    expect([...host.querySelectorAll('[id], [name]')].map((el) => el.outerHTML)).to.deep.equal([]);
    expect(document.getElementById('pb-config')).to.equal(null);
  });

  it('is not thrown off by a form whose fields are named after what it reads (childNodes, attributes, localName…)', () => {
    for (const field of ['childNodes', 'attributes', 'localName', 'namespaceURI', 'nodeType', 'querySelector']) {
      const html = `<form action="/ok"><input name="${field}"><select name="${field}"><option>o</option></select><p>in form</p></form><img name="${field}" src="/a.png"><p>kept</p>`;
      for (const allowance of [undefined, FORMS]) {
        const host = document.createElement('div');
        host.append(safeFragment(`<div id="box">${html}</div>`, '#box', allowance)!);
        expect(host.textContent, field).to.contain('kept');
        expect(host.querySelector('[action]:not([action="/ok"])')).to.equal(null);
      }
    }
  });

  it('drops forms unless asked; with FORMS (safe-forms.ts) keeps the fields, a same-origin action only, no shadowing names', () => {
    const form =
      '<form class="et_pb_contact_form" method="post" action="/contact/" onsubmit="window.__pwned=1">' +
      '<label for="n">Name</label><input id="n" name="et_pb_contact_name_0" type="text" required placeholder="Name" autofocus onfocus="window.__pwned=1">' +
      '<input type="hidden" name="_wpnonce-et-pb-contact-form-submitted" value="abc"><input type="text" name="action" value="x">' +
      '<textarea name="et_pb_contact_message_0" rows="4"></textarea><select name="s"><option value="1" selected>One</option></select>' +
      '<button type="submit" formaction="https://evil.example/">Send</button></form>';
    expect(safeFragment(form)!.querySelector('form, input, button')).to.equal(null);
    const host = document.createElement('div');
    host.append(safeFragment(form, undefined, FORMS)!);
    const kept = host.querySelector('form')!;
    expect([kept.getAttribute('action'), kept.getAttribute('method'), kept.hasAttribute('onsubmit')]).to.deep.equal([
      '/contact/',
      'post',
      false,
    ]);
    const [name, nonce, shadowing] = host.querySelectorAll('input');
    expect([name!.name, name!.required, name!.placeholder, name!.hasAttribute('autofocus')]).to.deep.equal([
      'et_pb_contact_name_0',
      true,
      'Name',
      false,
    ]);
    expect(host.querySelector('label')!.htmlFor).to.equal('n');
    expect([nonce!.type, nonce!.value]).to.deep.equal(['hidden', 'abc']);
    // A field named "action" would make form.action that field.
    expect(shadowing!.hasAttribute('name')).to.equal(false);
    expect([host.querySelector('textarea')!.rows, host.querySelector('option')!.selected]).to.deep.equal([4, true]);
    expect(host.querySelector('button')!.hasAttribute('formaction')).to.equal(false);
    const foreign = safeFragment('<form action="https://evil.example/post"><input name="q"></form>', undefined, FORMS)!;
    expect(foreign.querySelector('form')!.hasAttribute('action')).to.equal(false);
    for (const payload of PAYLOADS) {
      const holder = document.createElement('div');
      holder.append(safeFragment(payload, undefined, FORMS) ?? '');
      const bad = [...holder.querySelectorAll('*')].some(
        (el) =>
          ['script', 'iframe', 'object', 'svg', 'math', 'template', 'style'].includes(el.localName) ||
          [...el.attributes].some((a) => a.name.startsWith('on') || /^\s*(javascript|data):/i.test(a.value)),
      );
      expect(bad, payload).to.equal(false);
    }
  });

  it('never lets an event handler, script or unsafe URL through, whatever the text (property)', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '"',
      "'",
      '=',
      ' ',
      '/',
      'img',
      'a',
      'svg',
      'script',
      'iframe',
      'onerror',
      'onload',
      'href',
      'src',
      'javascript:',
      'data:',
      'x',
      'p',
      'style',
      'math',
      '<!--',
      '-->',
      '&#106;',
      '\t',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const host = insert(parts.join(''));
        const bad = dangerous(host);
        host.remove();
        expect(bad).to.equal(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('isSafeUrl', () => {
  it('allows web, mail, phone and relative addresses; refuses script and data schemes however written', () => {
    expect(
      ['https://a.test/x', 'http://a.test', '/path', 'page.html', '#top', 'mailto:a@b.test', 'tel:+1', '?q=1'].every(
        isSafeUrl,
      ),
    ).to.equal(true);
    expect(
      [
        'javascript:x',
        ' javascript:x',
        'JAVASCRIPT:x',
        'java\nscript:x',
        'data:text/html,x',
        'vbscript:x',
        '\u0001javascript:x',
      ].some(isSafeUrl),
    ).to.equal(false);
  });
});
