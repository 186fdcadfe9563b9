/**
 * Server rendering in plain Node: prints, as JSON, the app's HTML and every React wrapper the package exports,
 * each rendered on its own.
 */
import { createElement, StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import * as wrappers from 'pb-elements/react';
import { App } from './App.js';

const app = renderToString(
  <StrictMode>
    <App />
  </StrictMode>,
);
const rendered: Record<string, string> = {};
for (const [name, component] of Object.entries(wrappers))
  rendered[name] = renderToString(createElement(component as ComponentType<{ id: string }>, { id: 'x' }));
process.stdout.write(JSON.stringify({ app, wrappers: rendered }));
