import { memo } from 'react';
import { PbBlog } from 'pb-elements/react/pb-blog';

/** The newest posts of the reference server's blog (site/server/blog.mjs), as its first page prints them. */
const POSTS = [
  {
    id: 13,
    title: 'A week on the coast',
    date: '20 November 2026',
    text: "Five days, two crews and a lot of wind: how we filmed a ferry company's new route without losing a single take to the weather.",
  },
  {
    id: 12,
    title: 'Why we still shoot on cards',
    date: '13 November 2026',
    text: 'Cloud uploads are quick, but a card in a pocket has never dropped a connection. Our backup routine, step by step.',
  },
  {
    id: 11,
    title: 'Music that fits',
    date: '6 November 2026',
    text: 'Picking a track is the last thing clients think about and the first thing viewers notice. How we choose, and what the licences cost.',
  },
];
const PAGES = 5;
const href = (n: number) => (n === 1 ? '/cms/blog/' : `/cms/blog/page/${n}/`);

/**
 * The journal: the CMS blog module with ajax pagination inside the wrapper. Its links lead to the blog's pages on
 * the reference server; the element loads their posts in place (with their address), so React prints the first
 * page once and never re-renders it.
 */
export const Journal = memo(function Journal() {
  return (
    <section className="band" id="journal" aria-labelledby="journal-title">
      <div className="container">
        <h2 id="journal-title">From the journal</h2>
        <PbBlog>
          <div className="et_pb_module et_pb_posts et_pb_blog_0">
            <div className="et_pb_ajax_pagination_container">
              {POSTS.map((post) => (
                <article id={`post-${post.id}`} className="et_pb_post clearfix" key={post.id}>
                  <h3 className="entry-title">{post.title}</h3>
                  <p className="post-meta">
                    <span className="published">{post.date}</span>
                  </p>
                  <div className="post-content">
                    <p>{post.text}</p>
                  </div>
                </article>
              ))}
              <nav className="wp-pagenavi" aria-label="Journal pages">
                <span className="pages">Page 1 of {PAGES}</span>
                <span aria-current="page" className="current">
                  1
                </span>
                {Array.from({ length: PAGES - 1 }, (_, i) => i + 2).map((n) => (
                  <a className="page" href={href(n)} aria-label={`Page ${n}`} key={n}>
                    {n}
                  </a>
                ))}
                <a className="nextpostslink" rel="next" href={href(2)}>
                  Older posts
                </a>
              </nav>
            </div>
          </div>
        </PbBlog>
      </div>
    </section>
  );
});
