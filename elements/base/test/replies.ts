/** Addresses of the test server's scripted replies (test/browser/scripted-replies.mjs), one key per test run. */
export const uniqueKey = () => Math.random().toString(36).slice(2);

/** The scripted reply `scenario`, counted under `key` so a test sees only its own requests. */
export const replyUrl = (scenario: string, key: string) => `/test/replies/${encodeURIComponent(scenario)}?key=${key}`;
