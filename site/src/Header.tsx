import { PbHeader } from 'pb-elements/react/pb-header';
import { PbMenu } from 'pb-elements/react/pb-menu';

/**
 * The theme's header markup (MARKUP.md §8.5) inside the `<pb-header>` and `<pb-menu>` wrappers: the header fixes
 * itself past its waypoint on wide screens; the menu gets disclosure dropdowns and the theme's mobile menu.
 */
export function Header() {
  return (
    <PbHeader>
      <header id="main-header" className="site-header">
        <div className="container header-row et_menu_container">
          <div className="logo_container">
            <a className="logo" href="/">
              Northwind Studio
            </a>
          </div>
          <PbMenu>
            <div id="et-top-navigation">
              <nav id="top-menu-nav" aria-label="Main">
                <ul id="top-menu" className="nav menu">
                  <li className="menu-item menu-item-has-children">
                    <a href="#services">Services</a>
                    <ul className="sub-menu">
                      <li className="menu-item">
                        <a href="#how">How we work</a>
                      </li>
                      <li className="menu-item">
                        <a href="#projects-section">Projects</a>
                      </li>
                      <li className="menu-item">
                        <a href="#questions">Questions</a>
                      </li>
                    </ul>
                  </li>
                  <li className="menu-item">
                    <a href="#work">Work</a>
                  </li>
                  <li className="menu-item">
                    <a href="#contact">Contact</a>
                  </li>
                  <li className="menu-item">
                    <a href="/cms/">CMS pages</a>
                  </li>
                </ul>
              </nav>
              <div id="et_mobile_nav_menu">
                <div className="mobile_nav closed">
                  <span className="select_page">Menu</span>
                  <span className="mobile_menu_bar mobile_menu_bar_toggle"></span>
                </div>
              </div>
            </div>
          </PbMenu>
        </div>
      </header>
    </PbHeader>
  );
}
