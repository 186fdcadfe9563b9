import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPageNumber, POSTS_PER_PAGE } from './blog.mjs';
import { startServer } from './server.mjs';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ port: 0, database: ':memory:' });
});
afterAll(() => server.close());

const get = async (path: string) => {
  const response = await fetch(new URL(path, server.url));
  return { status: response.status, body: await response.text(), csp: response.headers.get('content-security-policy') };
};
const titles = (body: string) => [...body.matchAll(/<h2 class="entry-title">([^<]*)<\/h2>/g)].map((m) => m[1]);

describe('paginated blog (reference server)', () => {
  it('reads the page number from the blog path only', () => {
    expect(blogPageNumber('/cms/blog/')).toBe(1);
    expect(blogPageNumber('/cms/blog/page/2/')).toBe(2);
    expect(blogPageNumber('/cms/blog/page/2')).toBe(2);
    expect(blogPageNumber('/cms/blog/page/0/')).toBeUndefined();
    expect(blogPageNumber('/cms/blog/page/x/')).toBeUndefined();
    expect(blogPageNumber('/cms/blogs/')).toBeUndefined();
  });

  it('prints five pages of three posts (the last one shorter), newest first, each with its own links', async () => {
    const seen: string[] = [];
    for (let n = 1; n <= 5; n++) {
      const page = await get(n === 1 ? '/cms/blog/' : `/cms/blog/page/${n}/`);
      expect(page.status).toBe(200);
      expect(page.csp).toContain("script-src 'self'");
      expect(page.body).toContain('class="et_pb_module et_pb_posts et_pb_blog_0');
      expect(page.body).toContain('<div class="et_pb_ajax_pagination_container">');
      expect(page.body).toContain(`<span class="pages">Page ${n} of 5</span>`);
      expect(page.body).toContain(`<span aria-current="page" class="current">${n}</span>`);
      const onPage = titles(page.body);
      expect(onPage.length).toBe(n < 5 ? POSTS_PER_PAGE : 1);
      seen.push(...onPage);
    }
    expect(new Set(seen).size).toBe(13);
    expect(seen[0]).toBe('A week on the coast');
    expect(seen.at(-1)).toBe('Before the doors opened');
  });

  it('links each page to its neighbours, never past the ends', async () => {
    const first = (await get('/cms/blog/')).body;
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain('rel="next" href="/cms/blog/page/2/"');
    const last = (await get('/cms/blog/page/5/')).body;
    expect(last).toContain('rel="prev" href="/cms/blog/page/4/"');
    expect(last).not.toContain('rel="next"');
  });

  it('answers a page past the last with a 404 page that still prints the module', async () => {
    const page = await get('/cms/blog/page/6/');
    expect(page.status).toBe(404);
    expect(page.body).toContain('<body class="error404">');
    expect(page.body).toContain('class="et_pb_module et_pb_posts et_pb_blog_0');
    expect(page.body).toContain('No results found');
    expect(titles(page.body)).toEqual([]);
  });
});

describe('the grid variant (?layout=grid)', () => {
  it('prints six posts a page in the salvattore grid, its links keeping the layout', async () => {
    const page = await get('/cms/blog/?layout=grid');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div class="et_pb_salvattore_content" data-columns><article');
    expect(titles(page.body).length).toBe(6);
    expect(page.body).toContain('href="/cms/blog/page/2/?layout=grid"');
    const second = await get('/cms/blog/page/2/?layout=grid');
    expect(titles(second.body).length).toBeGreaterThan(0);
    expect(titles(second.body).some((title) => titles(page.body).includes(title))).toBe(false);
    expect((await get('/cms/blog/page/9/?layout=grid')).status).toBe(404);
  });
});
