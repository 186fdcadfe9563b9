/**
 * "Switching from the theme's scripts": the script tag swap and the settings (README.md, "Using it from a CMS
 * template"), every deliberate departure from the originals with its reason, and the rule behind them (TRUST.md §0).
 */
import type { SiteDocs } from 'virtual:pb-site-docs';
import { Blocks, Code, InlineText, Table } from './Markdown.js';

const SWAP = `<!-- before: the theme's and the plugins' front-end scripts, and jQuery for them -->
<script src="…/jquery.min.js"></script>
<script src="…/themes/…/custom.min.js"></script>
<script src="…/plugins/cookie-law-info/…/cookie-law-info-public.js"></script>
<script src="…/plugins/…/lazyload.min.js"></script>
<script src="…/plugins/instagram-feed/js/sbi-scripts.min.js"></script>

<!-- after: one stylesheet and one script -->
<link rel="stylesheet" href="/pb-elements/styles.css">
<script type="module" src="/pb-elements/autoload.js"></script>`;

export function SwitchingPage({ switching }: { switching: SiteDocs['switching'] }) {
  return (
    <article aria-labelledby="switching-title">
      <h1 id="switching-title">Switching from the theme’s scripts</h1>
      <p className="docs-lead">
        Keep the markup the CMS prints; replace the scripts that drove it with one script tag and one stylesheet.
      </p>

      <section aria-labelledby="swap-title">
        <h2 id="swap-title">The script tag</h2>
        <p>
          Take out the front-end scripts the theme and its plugins print (the file names vary with their versions) and
          put these two lines in their place:
        </p>
        <Code text={SWAP} lang="html" />
        <Blocks blocks={switching.scriptTag} topLevel={3} />
      </section>

      <section aria-labelledby="settings-title">
        <h2 id="settings-title">Settings</h2>
        <p>
          In the <code>pb-config</code> JSON block, through <code>configure()</code>, or read from the globals the theme
          prints:
        </p>
        <Table head={switching.settings.head} rows={switching.settings.rows} caption="Site settings" />
        <Blocks blocks={switching.afterSettings} topLevel={3} />
      </section>

      <section aria-labelledby="departures-title">
        <h2 id="departures-title">Where we depart from the originals, and why</h2>
        <p>
          Each of these is deliberate. Where the original behaviour is still wanted, the option that brings it back is
          named.
        </p>
        {switching.departures.map((d) => (
          <div className="docs-departure" key={d.title}>
            <h3>{d.title}</h3>
            <dl>
              <dt>The original</dt>
              <dd data-key="original">
                <InlineText nodes={d.original} />
              </dd>
              <dt>pb-elements</dt>
              <dd data-key="ours">
                <InlineText nodes={d.ours} />
              </dd>
              <dt>Why</dt>
              <dd data-key="why">
                <InlineText nodes={d.reason} />
              </dd>
              <dt>Option</dt>
              <dd data-key="option">
                <InlineText nodes={d.option} />
              </dd>
              <dt>Written down in</dt>
              <dd data-key="source">{d.source}</dd>
            </dl>
          </div>
        ))}
      </section>

      <section aria-labelledby="conflicts-title">
        <h2 id="conflicts-title">The rule behind them</h2>
        <p>
          From <code>TRUST.md</code> §0 (in <code>docs/</code>), where the original behaviour conflicts with the
          references:
        </p>
        <Blocks blocks={switching.conflicts} topLevel={3} />
      </section>
    </article>
  );
}
