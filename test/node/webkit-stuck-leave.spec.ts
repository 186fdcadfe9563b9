/** A new WebKit browser after a test page that does not let go (test/browser/webkit-stuck-leave.mjs). */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  killChildren,
  LEAVE_LIMIT_MS,
  newBrowserAfterStuckLeave,
  STUCK_LEAVE_NOTICE,
} from '../browser/webkit-stuck-leave.mjs';

/** The runner's WebDriver launcher as far as the wrapper uses it; `leave` is what its own stopSession does. */
function fakeLauncher(leave: (id: string) => Promise<unknown>) {
  const deleteSession = vi.fn(() => Promise.resolve());
  const launcher = {
    driver: { deleteSession } as { deleteSession: typeof deleteSession } | undefined,
    driverManager: { getBrowserUrl: async (id: string) => `http://localhost/?wtr-session-id=${id}` } as unknown,
    pendingHeartbeat: setInterval(() => {}, 60_000) as unknown,
    stopSession: vi.fn(leave),
  };
  return { launcher, deleteSession };
}

describe('a new WebKit browser after a stuck leave', () => {
  afterEach(() => vi.useRealTimers());

  it('returns a leave that ends in time as it is, and closes nothing', async () => {
    vi.useFakeTimers();
    const { launcher, deleteSession } = fakeLauncher(async () => ({ testCoverage: { a: 1 } }));
    const closeBrowser = vi.fn();
    const log = vi.fn();
    const manager = launcher.driverManager;
    newBrowserAfterStuckLeave(launcher, { closeBrowser, log });
    await expect(launcher.stopSession('s1')).resolves.toEqual({ testCoverage: { a: 1 } });
    expect(closeBrowser).not.toHaveBeenCalled();
    expect(deleteSession).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    expect(launcher.driverManager).toBe(manager);
    expect(vi.getTimerCount()).toBe(1); // the heartbeat only: the limit's timer is cleared
    clearInterval(launcher.pendingHeartbeat as ReturnType<typeof setInterval>);
  });

  it('passes a leave that fails on to the runner', async () => {
    const { launcher } = fakeLauncher(() => Promise.reject(new Error('no such window')));
    const closeBrowser = vi.fn();
    newBrowserAfterStuckLeave(launcher, { closeBrowser, log: vi.fn() });
    await expect(launcher.stopSession('s1')).rejects.toThrow('no such window');
    expect(closeBrowser).not.toHaveBeenCalled();
    clearInterval(launcher.pendingHeartbeat as ReturnType<typeof setInterval>);
  });

  it('after the limit, names the page, closes the browser, ends its session and leaves the next file a new one', async () => {
    vi.useFakeTimers();
    let fail: (error: Error) => void = () => {};
    const { launcher, deleteSession } = fakeLauncher(() => new Promise((_, reject) => (fail = reject)));
    const order: string[] = [];
    const closeBrowser = vi.fn(() => void order.push('close'));
    deleteSession.mockImplementation(async () => void order.push('delete'));
    const log = vi.fn();
    newBrowserAfterStuckLeave(launcher, { closeBrowser, log });
    const stopped = launcher.stopSession('s1');
    await vi.advanceTimersByTimeAsync(LEAVE_LIMIT_MS - 1);
    expect(closeBrowser).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(stopped).resolves.toEqual({ testCoverage: undefined });
    expect(log).toHaveBeenCalledOnce();
    // It starts as `npm test` looks for it, to print it again with the totals (scripts/test.mjs).
    expect(log.mock.calls[0][0]).toMatch(
      new RegExp(`^${STUCK_LEAVE_NOTICE} http://localhost/\\?wtr-session-id=s1 had not ended after 20 s`),
    );
    expect(order).toEqual(['close', 'delete']);
    expect(launcher.driverManager).toBeUndefined();
    expect(launcher.driver).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0); // the heartbeat of the old session is stopped too
    // The old leave's error, once its browser is gone, is nobody's unhandled rejection.
    fail(new Error('session deleted'));
    await vi.advanceTimersByTimeAsync(0);
  });
});

describe('killChildren', () => {
  it('ends the named children of a process and everything below them, and nothing else', async () => {
    // A shell under a name of its own, so that no other child of this process can match.
    const dir = mkdtempSync(join(tmpdir(), 'stuck-leave-'));
    symlinkSync('/bin/sh', join(dir, 'stuck-leave-sh'));
    const shell = spawn(join(dir, 'stuck-leave-sh'), ['-c', 'sleep 60 & sleep 61 & wait'], { stdio: 'ignore' });
    const bystander = spawn('sleep', ['62'], { stdio: 'ignore' });
    await new Promise((resolve) => setTimeout(resolve, 200)); // the shell starts its two sleeps
    const ended = killChildren(process.pid, 'stuck-leave-sh');
    expect(ended).toBe(3);
    await new Promise((resolve) => shell.once('exit', resolve));
    expect(bystander.exitCode).toBeNull();
    expect(existsSync(`/proc/${bystander.pid}`)).toBe(true);
    bystander.kill();
    expect(killChildren(undefined, 'stuck-leave-sh')).toBe(0);
    rmSync(dir, { recursive: true });
  });
});
