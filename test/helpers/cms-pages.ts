/**
 * The CMS demo pages as a visitor reaches them: every site/cms/*.html but the blog template, which the reference
 * server prints at cms/blog/ instead (paths relative to the server's root).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const CMS_PAGES: readonly string[] = [
  ...readdirSync(join(import.meta.dirname, '../../site/cms'))
    .filter((file) => file.endsWith('.html') && file !== 'blog.html')
    .map((file) => `cms/${file}`),
  'cms/blog/',
];
