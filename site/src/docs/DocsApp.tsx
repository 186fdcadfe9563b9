/**
 * The documentation pages (docs.html): the index (no query), an element (`?element=<tag>`) and the switching
 * page (`?page=switching`). The address's query, not its hash, picks the page: elements keep their own state in
 * the hash (a gallery's page, a tab), and they must not change the page shown.
 */
import docs from 'virtual:pb-site-docs';
import { ElementPage } from './ElementPage.js';
import { SwitchingPage } from './SwitchingPage.js';

const elementHref = (tag: string) => `docs.html?element=${encodeURIComponent(tag)}`;
const SWITCHING_HREF = 'docs.html?page=switching';

function Index() {
  return (
    <article aria-labelledby="docs-title">
      <h1 id="docs-title">pb-elements documentation</h1>
      <p className="docs-lead">
        Web components that upgrade a page-builder CMS’s markup in place, and React wrappers of the same elements.
      </p>
      <p>
        Moving a site over? Start with <a href={SWITCHING_HREF}>switching from the theme’s scripts</a>.
      </p>
      <h2>Elements</h2>
      <ul className="docs-index">
        {docs.elements.map((element) => (
          <li key={element.tag}>
            <a href={elementHref(element.tag)}>
              <code>{`<${element.tag}>`}</code>
            </a>{' '}
            — {element.summary}
          </li>
        ))}
      </ul>
    </article>
  );
}

function NotFound({ what }: { what: string }) {
  return (
    <article aria-labelledby="missing-title">
      <h1 id="missing-title">No such page</h1>
      <p>
        There is no documentation page for “{what}”. <a href="docs.html">All elements</a>.
      </p>
    </article>
  );
}

export function DocsApp({ search }: { search: string }) {
  const query = new URLSearchParams(search);
  const tag = query.get('element');
  const page = query.get('page');
  const element = tag ? docs.elements.find((e) => e.tag === tag) : undefined;
  const current = tag ?? page ?? '';
  return (
    <>
      <a className="skip-link" href="#docs-main">
        Skip to content
      </a>
      <header className="docs-header">
        <a className="docs-brand" href="docs.html">
          pb-elements docs
        </a>
        <a href="./">The demo site</a>
      </header>
      <div className="docs-layout">
        <nav className="docs-nav" aria-label="Documentation">
          <ul>
            <li>
              <a href="docs.html" aria-current={current === '' ? 'page' : undefined}>
                Overview
              </a>
            </li>
            <li>
              <a href={SWITCHING_HREF} aria-current={page === 'switching' ? 'page' : undefined}>
                Switching from the theme’s scripts
              </a>
            </li>
          </ul>
          <h2 className="docs-nav__title">Elements</h2>
          <ul>
            {docs.elements.map((e) => (
              <li key={e.tag}>
                <a href={elementHref(e.tag)} aria-current={tag === e.tag ? 'page' : undefined}>
                  <code>{`<${e.tag}>`}</code>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="docs-main" className="docs-main" tabIndex={-1}>
          {tag ? (
            element ? (
              <ElementPage element={element} />
            ) : (
              <NotFound what={tag} />
            )
          ) : page === 'switching' ? (
            <SwitchingPage switching={docs.switching} />
          ) : page ? (
            <NotFound what={page} />
          ) : (
            <Index />
          )}
        </main>
      </div>
      <footer className="docs-footer">
        <p>Generated from custom-elements.json, the elements’ READMEs and fixtures when the site is built.</p>
      </footer>
    </>
  );
}
