export function Header() {
  return (
    <header className="site-header">
      <div className="container header-row">
        <a className="logo" href="/">
          Northwind Studio
        </a>
        <nav aria-label="Main">
          <ul className="menu">
            <li>
              <a href="#services">Services</a>
            </li>
            <li>
              <a href="#work">Work</a>
            </li>
            <li>
              <a href="#contact">Contact</a>
            </li>
            <li>
              <a href="/cms/">CMS pages</a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
