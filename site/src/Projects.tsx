import { PbPortfolio } from 'pb-elements/react/pb-portfolio';
import studio from './assets/poster-studio.svg';

const CATEGORIES = [
  { slug: 'films', name: 'Brand films' },
  { slug: 'launches', name: 'Launches' },
  { slug: 'events', name: 'Events' },
];
const PROJECTS = [
  ['Contoso: the long road', 'films'],
  ['Fabrikam spring launch', 'launches'],
  ['Tailspin summit recap', 'events'],
  ['Northwind at twenty', 'films'],
  ['Litware product teaser', 'launches'],
  ['Adatum city run', 'events'],
  ['Wingtip origins', 'films'],
] as const;

/** Projects by category, two to a page; the category and page live in the address (#projects|films|2). */
export function Projects() {
  return (
    <section className="band" id="projects-section" aria-labelledby="projects-title">
      <div className="container">
        <h2 id="projects-title">Projects</h2>
        <PbPortfolio label="Project pages">
          <div id="projects" className="et_pb_filterable_portfolio" data-posts-number="2">
            <div className="et_pb_portfolio_filters">
              <ul>
                <li className="et_pb_portfolio_filter et_pb_portfolio_filter_all">
                  <a href="#projects" className="active" data-category-slug="all">
                    All
                  </a>
                </li>
                {CATEGORIES.map((c) => (
                  <li className="et_pb_portfolio_filter" key={c.slug}>
                    <a href="#projects" data-category-slug={c.slug}>
                      {c.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <div className="et_pb_portfolio_items">
              {PROJECTS.map(([title, slug], i) => (
                <article
                  className={`et_pb_portfolio_item project_category_${slug}`}
                  key={title}
                  id={`project-${i + 1}`}
                >
                  <img src={studio} alt="" width="400" height="300" loading="lazy" />
                  <h3>{title}</h3>
                  <p>{CATEGORIES.find((c) => c.slug === slug)!.name}</p>
                </article>
              ))}
            </div>
            <div className="et_pb_portofolio_pagination" />
          </div>
        </PbPortfolio>
      </div>
    </section>
  );
}
