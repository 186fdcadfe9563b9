/** One element's page, from the manifest (custom-elements.json) through scripts/manifest/site-docs.mjs. */
import type { ElementDoc } from 'virtual:pb-site-docs';
import { LiveExample } from './LiveExample.js';
import { Blocks, Code, InlineText } from './Markdown.js';

const dash = (text: string) => text || '—';

export function ElementPage({ element }: { element: ElementDoc }) {
  const id = (part: string) => `${element.tag}-${part}`;
  return (
    <article className="docs-element" aria-labelledby={id('title')}>
      <h1 id={id('title')}>
        <code>{`<${element.tag}>`}</code>
      </h1>
      <p className="docs-lead">{element.summary}</p>
      <p>
        Class <code>{element.className}</code> (<code>{element.module}</code>), React wrapper{' '}
        <code>{element.reactName}</code>.
      </p>
      <Blocks blocks={element.description} />

      <section aria-labelledby={id('example')}>
        <h2 id={id('example')}>Live example</h2>
        {element.example ? (
          <>
            <p>
              The fixture “{element.example.name}” (<code>{`elements/${element.tag}/${element.tag}.fixtures.ts`}</code>
              ), the markup as the CMS prints it, upgraded here by the element:
            </p>
            <div className="docs-example">
              <LiveExample tree={element.example.tree} tag={element.tag} />
            </div>
            <details className="docs-details">
              <summary>The markup</summary>
              <Code text={element.example.html} lang="html" />
            </details>
          </>
        ) : (
          <p>This element has no fixture.</p>
        )}
      </section>

      <section aria-labelledby={id('react')}>
        <h2 id={id('react')}>From React</h2>
        <Code text={element.react} lang="tsx" />
      </section>

      <section aria-labelledby={id('attributes')}>
        <h2 id={id('attributes')}>Attributes</h2>
        {element.attributes.length ? (
          <table className="docs-table" data-table="attributes">
            <thead>
              <tr>
                <th scope="col">attribute</th>
                <th scope="col">property</th>
                <th scope="col">type</th>
                <th scope="col">default</th>
                <th scope="col">description</th>
              </tr>
            </thead>
            <tbody>
              {element.attributes.map((a) => (
                <tr key={a.name}>
                  <th scope="row">
                    <code>{a.name}</code>
                  </th>
                  <td>
                    <code>{dash(a.property)}</code>
                  </td>
                  <td>
                    <code>{dash(a.type)}</code>
                  </td>
                  <td>{a.default ? <code>{a.default}</code> : '—'}</td>
                  <td>
                    <InlineText nodes={a.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>None.</p>
        )}
      </section>

      <section aria-labelledby={id('properties')}>
        <h2 id={id('properties')}>Properties and methods</h2>
        {element.properties.length || element.methods.length ? (
          <table className="docs-table" data-table="properties">
            <thead>
              <tr>
                <th scope="col">name</th>
                <th scope="col">type</th>
                <th scope="col">attribute</th>
                <th scope="col">description</th>
              </tr>
            </thead>
            <tbody>
              {element.properties.map((p) => (
                <tr key={p.name}>
                  <th scope="row">
                    <code>{p.name}</code>
                  </th>
                  <td>
                    <code>{dash(p.type)}</code>
                    {p.readonly && ' (read-only)'}
                  </td>
                  <td>{p.attribute ? <code>{p.attribute}</code> : '—'}</td>
                  <td>
                    <InlineText nodes={p.description} />
                  </td>
                </tr>
              ))}
              {element.methods.map((m) => (
                <tr key={m.name}>
                  <th scope="row">
                    <code>{`${m.name}()`}</code>
                  </th>
                  <td>
                    <code>{m.signature}</code>
                  </td>
                  <td>—</td>
                  <td>
                    <InlineText nodes={m.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>None.</p>
        )}
      </section>

      <section aria-labelledby={id('events')}>
        <h2 id={id('events')}>Events</h2>
        {element.events.length ? (
          <table className="docs-table" data-table="events">
            <thead>
              <tr>
                <th scope="col">event</th>
                <th scope="col">type</th>
                <th scope="col">React prop</th>
                <th scope="col">description</th>
              </tr>
            </thead>
            <tbody>
              {element.events.map((e) => (
                <tr key={e.name}>
                  <th scope="row">
                    <code>{e.name}</code>
                  </th>
                  <td>
                    <code>{e.type}</code>
                  </td>
                  <td>
                    <code>{e.reactProp}</code>
                  </td>
                  <td>
                    <InlineText nodes={e.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>None.</p>
        )}
      </section>

      <section aria-labelledby={id('css')}>
        <h2 id={id('css')}>CSS custom properties</h2>
        {element.cssProperties.length ? (
          <table className="docs-table" data-table="css-properties">
            <thead>
              <tr>
                <th scope="col">property</th>
                <th scope="col">description</th>
              </tr>
            </thead>
            <tbody>
              {element.cssProperties.map((p) => (
                <tr key={p.name}>
                  <th scope="row">
                    <code>{p.name}</code>
                  </th>
                  <td>
                    <InlineText nodes={p.description} />
                    {p.default && (
                      <>
                        {' '}
                        (default <code>{p.default}</code>)
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>
            None: style it through the theme’s classes, in a layer above <code>{`pb.${element.tag}`}</code>.
          </p>
        )}
      </section>

      <section aria-labelledby={id('contract')}>
        <h2 id={id('contract')}>Markup contract</h2>
        <p>
          From <code>{`elements/${element.tag}/README.md`}</code>:
        </p>
        <div className="docs-contract">
          <Blocks blocks={element.contract} topLevel={3} />
        </div>
      </section>
    </article>
  );
}
