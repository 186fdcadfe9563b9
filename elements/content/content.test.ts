/**
 * The CSS-only modules (MARKUP.md §12): pricing tables and testimonials, read back as computed style and
 * layout. No script is involved: these load only the two stylesheets.
 */
import { expect } from '@open-wc/testing';
import { loadStyles } from '../base/test/styles.js';
import { withViewport } from '../base/test/viewport.js';
import { pricingTables, testimonial } from './content.fixtures.js';

const SHEETS = ['/elements/content/pricing-tables.css', '/elements/content/testimonials.css'];

function place(html: string, css = ''): HTMLElement {
  const host = document.createElement('div');
  host.className = 'pb-test-fixture';
  host.style.width = '900px';
  host.innerHTML = (css ? `<style>${css}</style>` : '') + html;
  document.body.append(host);
  return host;
}

const rect = (root: ParentNode, selector: string) => root.querySelector(selector)!.getBoundingClientRect();
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

before(async () => {
  for (const sheet of SHEETS) await loadStyles(sheet);
});
afterEach(() => document.querySelectorAll('.pb-test-fixture').forEach((node) => node.remove()));

describe('content stylesheets', () => {
  it('put every rule in @layer pb.content, so the theme’s and the site’s rules win', () => {
    for (const href of SHEETS) {
      const sheet = [...document.styleSheets].find((s) => s.href?.endsWith(href))!;
      const top = [...sheet.cssRules].map((rule) =>
        rule instanceof CSSLayerBlockRule ? `layer ${rule.name}` : rule.constructor.name,
      );
      expect(top, href).to.deep.equal(['layer pb.content']);
    }
  });
});

describe('pricing tables (MARKUP.md §12.1)', () => {
  it('shows the currency sign before or after the amount as printed', () => {
    const host = place(pricingTables());
    const [before, after] = ['.et_pb_pricing_table_0', '.et_pb_pricing_table_2'].map((table) => ({
      sign: rect(host, `${table} .et_pb_dollar_sign`),
      sum: rect(host, `${table} .et_pb_sum`),
    }));
    expect(before.sign.right <= before.sum.left + 0.5, 'sign before the amount').to.equal(true);
    expect(after.sign.left >= after.sum.right - 0.5, 'sign after the amount').to.equal(true);
    expect(before.sign.width > 0 && after.sign.width > 0).to.equal(true);
  });

  it('hangs a sign printed before the amount outside the price, as the theme’s script did; one after stays in it', () => {
    const host = place(pricingTables());
    const price = (table: string) => rect(host, `${table} .et_pb_et_price`);
    expect(Math.round(price('.et_pb_pricing_table_0').left)).to.equal(
      Math.round(rect(host, '.et_pb_pricing_table_0 .et_pb_sum').left),
    );
    expect(Math.round(price('.et_pb_pricing_table_2').right)).to.be.at.least(
      Math.round(rect(host, '.et_pb_pricing_table_2 .et_pb_dollar_sign').right),
    );
  });

  it('raises the featured table above its neighbours and draws it over them', () => {
    const host = place(pricingTables());
    const featured = host.querySelector('.et_pb_featured_table')!;
    const raised = rect(host, '.et_pb_pricing_table_0').top - featured.getBoundingClientRect().top;
    expect(Math.round(raised)).to.equal(20); // 1.25rem
    expect(getComputedStyle(featured).zIndex).to.equal('1');
    expect(getComputedStyle(featured).boxShadow).not.to.equal('none');
    const plain = place(pricingTables(false));
    expect(rect(plain, '.et_pb_pricing_table_1').top).to.equal(rect(plain, '.et_pb_pricing_table_0').top);
  });

  it('gives way to the theme: an unlayered rule wins over the element’s', () => {
    const host = place(pricingTables(), '.et_pb_featured_table { margin-top: 0; }');
    expect(rect(host, '.et_pb_featured_table').top).to.equal(rect(host, '.et_pb_pricing_table_0').top);
  });
});

describe('testimonials (MARKUP.md §12.2, SPEC.md §9)', () => {
  const big = 'width: 150px; height: 150px; background-image: url(/site/cms/media/still-1.svg)';
  const size = (host: HTMLElement) => {
    const r = rect(host, '.et_pb_testimonial_portrait');
    return [Math.round(r.width), Math.round(r.height)];
  };

  it('caps the portrait at 90 px above 959 px wide, even when a site rule asks for more', async () => {
    const sizes = [];
    for (const width of [1200, 960, 959, 800])
      sizes.push(
        await withViewport({ width, height: 700 }, () => {
          const host = place(testimonial(big));
          const seen = size(host);
          host.remove();
          return `${width}: ${seen.join('×')}`;
        }),
      );
    expect(sizes).to.deep.equal(['1200: 90×90', '960: 90×90', '959: 150×150', '800: 150×150']);
  });

  it('draws a 90 px round portrait by default, with the description beside it', () => {
    const host = place(testimonial());
    expect(size(host)).to.deep.equal([90, 90]);
    expect(getComputedStyle(host.querySelector('.et_pb_testimonial_portrait')!).borderTopLeftRadius).to.equal('50%');
    const portrait = rect(host, '.et_pb_testimonial_portrait');
    const description = rect(host, '.et_pb_testimonial_description');
    expect(description.left >= portrait.right, 'the text does not run under the portrait').to.equal(true);
    expect(description.bottom > portrait.bottom, 'a long quote is taller than the portrait').to.equal(true);
  });

  it('moves nothing as the portrait’s image arrives (its box is fixed from the first paint)', async () => {
    await withViewport({ width: 1200, height: 700 }, async () => {
      const host = place(testimonial('', '<img src="/site/cms/media/still-2.svg" alt="">'));
      const boxes = () =>
        ['.et_pb_testimonial_portrait', '.et_pb_testimonial_description', '.et_pb_testimonial_author'].map((s) => {
          const r = rect(host, s);
          return [r.left, r.top, r.width, r.height].map(Math.round).join(',');
        });
      const first = boxes();
      await host.querySelector('img')!.decode();
      await frames();
      expect(host.querySelector('img')!.naturalWidth, 'the image loaded').to.be.above(0);
      expect(boxes()).to.deep.equal(first);
    });
  });
});
