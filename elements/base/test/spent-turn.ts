import { FIRST_MS, startTurn } from '../upgrade-turns.js';

/** Keeps the main thread busy for `ms`, as an expensive first render or a long define task does. */
export function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* spin */
  }
}

/** Starts this task's turn and spins past FIRST_MS, so what the rest of the task upgrades finds its turn spent. */
export function spendTurn(): void {
  startTurn();
  busy(FIRST_MS + 1);
}
