import 'pb-elements/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.js';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Server-rendered markup is hydrated; an empty root is rendered into.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
