/**
 * The Custom Elements Manifest: read by the React wrapper generator, the README table, editors and CMS
 * tooling. `npm run generate` runs it (scripts/generate.mjs); its plugins fail the run on undocumented API.
 */
import { documentationLint, reactNames, tidy } from './scripts/manifest/plugins.mjs';

export default {
  globs: ['elements/**/*.ts'],
  exclude: ['**/*.spec.ts', '**/*.test.ts', '**/*.fixtures.ts', '**/define.ts', 'elements/base/test/**'],
  litelement: true,
  outdir: '.',
  packagejson: false,
  plugins: [reactNames(), tidy(), documentationLint()],
};
