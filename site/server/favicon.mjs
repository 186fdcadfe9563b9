/**
 * The demo's icon, an SVG drawn here: a browser asks every origin for /favicon.ico as it shows a page, and answered
 * with a 404 it logs "Failed to load resource" on every page of the site, the kind of console error the journeys
 * look for. The CMS pages, the React site and the documentation print no icon link of their own, so this is the one
 * they all get.
 */
export const FAVICON_PATH = '/favicon.ico';

/** The studio's initial (Northwind), white on blue. */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="6" fill="#1d4ed8"/>' +
  '<path d="M9 24V8h3l8 11V8h3v16h-3l-8-11v11z" fill="#fff"/>' +
  '</svg>';
