/** better-sqlite3 ships no types; the server uses a handful of calls. */
declare module 'better-sqlite3';
