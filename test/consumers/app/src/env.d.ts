// What every bundler gives a stylesheet import: a side effect, no value.
declare module '*.css';
