// typescript-eslint, resolved from this folder so that its `typescript` is the 6.0 package beside it (see eslint.config.js).
export { default } from 'typescript-eslint';
