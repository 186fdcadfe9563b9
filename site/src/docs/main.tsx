/** The documentation pages' entry: every element registered (the live examples upgrade), the default styles. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'pb-elements/define';
import 'pb-elements/styles.css';
import { DocsApp } from './DocsApp.js';
import './docs.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DocsApp search={location.search} />
  </StrictMode>,
);
