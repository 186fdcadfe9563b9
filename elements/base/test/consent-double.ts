/** A consent source for tests: categories are granted and revoked by hand. */
import type { ConsentSource } from '../../core/consent.js';

export class ConsentDouble implements ConsentSource {
  readonly #granted = new Set<string>();
  readonly #listeners = new Set<() => void>();

  granted(category: string): boolean {
    return this.#granted.has(category);
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  grant(category: string): void {
    this.#granted.add(category);
    this.#listeners.forEach((listener) => listener());
  }

  /** Categories `allow` was asked for ("always allow" on a placeholder). */
  readonly allowed: string[] = [];

  allow(category: string): void {
    this.allowed.push(category);
    this.grant(category);
  }

  revoke(category: string): void {
    this.#granted.delete(category);
    this.#listeners.forEach((listener) => listener());
  }
}
