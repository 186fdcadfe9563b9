/**
 * The thin base every element extends. It does seven things and nothing else: light DOM (the CMS's markup
 * and CSS stay in charge), an idempotent `define`, a typed `emit`, dev-only markup-contract warnings, a
 * `connected()` hook whose set-up every disconnect undoes, an `updateComplete` that waits for the parts
 * loading on demand (`on-demand.ts`), and first connects, attribute reads and renders spread over tasks when
 * many come at once (`upgrade-turns.ts`).
 * Behaviour lives in controllers and core/.
 */
import { ReactiveElement, type PropertyValues } from '@lit/reactive-element';
import { DEV, warnOnce } from '../core/warn.js';
import { Disposer } from './disposer.js';
import { pendingLoads } from './on-demand.js';
import { inLaterTurn, startTurn, takeTurn, turnSpent } from './upgrade-turns.js';

/**
 * The community "defer-hydration" protocol (also Lit SSR's): while the attribute is present the element does not
 * upgrade. The React wrappers render it around children React will hydrate, and remove it once React has, so the
 * element's chrome never stands between React and the server HTML it compares (docs/ARCHITECTURE.md, "React wrappers and hydration").
 */
const DEFER_HYDRATION = 'defer-hydration';

export class PbElement extends ReactiveElement {
  /** The tag this class registers under by default. */
  static tagName: string;

  /**
   * Registers the element. Calling it again is harmless; a different class already holding the tag (another
   * copy of the library), or a registration the registry refuses, is reported, not thrown. Does nothing where
   * there is no registry (Node, SSR).
   */
  static define(
    tag: string = this.tagName,
    registry: CustomElementRegistry | null | undefined = globalThis.customElements,
  ): void {
    if (!registry) return;
    const existing = registry.get(tag);
    if (existing) {
      if (existing !== this)
        warnOnce(registry, `<${tag}> is already defined by another copy of the library; keeping that one.`);
      return;
    }
    try {
      registry.define(tag, this);
    } catch (error) {
      // e.g. this class already registered under another tag: a page keeps working without the second name.
      warnOnce(registry, `<${tag}> could not be defined: ${(error as Error).message}`);
    }
  }

  constructor() {
    super();
    // The making of elements is upgrade work of this task: first renders get what is left of its turn.
    startTurn();
  }

  /** Everything `connected()` set up: undone on every disconnect, so a reconnect starts clean. */
  protected readonly connection = new Disposer();

  /**
   * Sets up what the element needs while in the page — listeners on itself, the window or the document,
   * observers — through `this.connection`. Runs after the first update (the markup is upgraded by then) and on
   * every reconnect.
   */
  protected connected(): void {}

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, DEFER_HYDRATION];
  }

  /** Connected while `defer-hydration` was present: the connect waits for its removal. */
  #waiting = false;

  /** Connected once this task's turn was spent: connecting waits, with the first render, for a later turn. */
  #queued = false;
  /** What the first render threw in that turn: the update it belongs to rejects with it, as it would have. */
  #firstRenderError: unknown;

  override connectedCallback(): void {
    this.#waiting = this.hasAttribute(DEFER_HYDRATION);
    if (this.#waiting) return;
    if (!this.hasUpdated && (this.constructor as typeof PbElement).takesTurns && turnSpent()) {
      // Its first render would wait for a later turn anyway; its controllers' set-up waits with it (`turnSpent`).
      if (!this.#queued) inLaterTurn(() => this.#connectInTurn());
      this.#queued = true;
      return;
    }
    super.connectedCallback();
    if (this.hasUpdated) this.#connect();
  }

  /** The queued connect, unless a disconnect cancelled it, and the first render at once, in the same turn. */
  #connectInTurn(): void {
    if (!this.#queued) return;
    this.#queued = false;
    super.connectedCallback();
    try {
      this.performUpdate();
    } catch (error) {
      this.#firstRenderError = error;
    }
  }

  /**
   * Attributes handed over while this task's turn was spent, before the first update: read into their properties
   * later, when the first update or a property asks (`#readAttributes`); null once the first update has begun, after
   * which attributes are read as they change. Upgrading hundreds of elements at once calls this for each attribute of
   * each, in the define task: read then, five attributes of 200 maps took about a quarter of that task's time at 4×
   * CPU (bench/README.md, "Attributes read when needed").
   */
  #unreadAttributes?: Set<string> | null;

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (name === DEFER_HYDRATION) {
      if (value === null && this.#waiting && this.isConnected) this.connectedCallback();
    } else if (this.#unreadAttributes !== null && (this.#unreadAttributes || turnSpent()))
      // A page-level element (`takesTurns` false) holds them back too: its first update comes at once and reads them.
      (this.#unreadAttributes ??= new Set()).add(name);
    else super.attributeChangedCallback(name, old, value);
  }

  /** The attributes not yet read, each with its value now, in the order they first changed. */
  #readAttributes(): void {
    const names = this.#unreadAttributes;
    if (!names) return;
    this.#unreadAttributes = undefined;
    for (const name of names) super.attributeChangedCallback(name, null, this.getAttribute(name));
  }

  /**
   * Each reactive property reads the attributes not yet read first, so a property read or written before the first
   * update is what it would have been had they been read as they came: the attribute's value, or, once written, the
   * written value. The accessors Lit made for this class are wrapped once it is finalized (overriding Lit's
   * `getPropertyDescriptor` would do the same, but Lit deprecates that and warns about it in development).
   *
   * @internal Lit's own class set-up, not part of any element's API: kept out of the manifest and the wrappers' docs.
   */
  protected static override finalize(): void {
    if (Object.hasOwn(this, 'finalized')) return;
    super.finalize();
    for (const name of this.elementProperties.keys()) {
      const descriptor = Object.getOwnPropertyDescriptor(this.prototype, name);
      if (!descriptor?.get) continue;
      const { get, set } = descriptor;
      Object.defineProperty(this.prototype, name, {
        ...descriptor,
        get(this: PbElement) {
          this.#readAttributes();
          return get.call(this);
        },
        set(this: PbElement, value: unknown) {
          this.#readAttributes();
          set!.call(this, value);
        },
      });
    }
  }

  /** The first update reads the attributes not yet read before it looks at what changed. */
  protected override performUpdate(): void {
    this.#readAttributes();
    this.#unreadAttributes = null;
    super.performUpdate();
  }

  override disconnectedCallback(): void {
    this.#waiting = false;
    if (this.#queued) {
      // Never connected: nothing to undo, and the queued connect is dropped.
      this.#queued = false;
      return;
    }
    super.disconnectedCallback();
    this.connection.dispose();
  }

  /**
   * Whether the first render takes its turn (`upgrade-turns.ts`), so upgrading hundreds of elements at once is
   * spread over several tasks instead of one long one. The page-level elements (one a page: the cookie bar, the
   * header, the page behaviours, motion, A/B) set it false: they render at once, ahead of any queue, since the
   * theme keeps what they drive hidden until they act.
   */
  protected static takesTurns = true;

  /** The first render takes its turn where the class does; later updates render as usual. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    if (this.#firstRenderError !== undefined) {
      const error = this.#firstRenderError;
      this.#firstRenderError = undefined;
      return Promise.reject(error);
    }
    return this.hasUpdated || !(this.constructor as typeof PbElement).takesTurns
      ? super.scheduleUpdate()
      : takeTurn(() => void super.scheduleUpdate());
  }

  protected override firstUpdated(changed: PropertyValues): void {
    super.firstUpdated(changed);
    this.#connect();
  }

  #connect(): void {
    if (this.isConnected && !this.connection.active) this.connected();
  }

  /**
   * Also waits for the parts this element is loading on demand (`onDemand(…).load(this)`), so awaiting
   * `updateComplete` sees what a part does once it arrives (or its fallback once it fails).
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    for (let pending = pendingLoads(this); pending.size; pending = pendingLoads(this)) {
      await Promise.allSettled(pending);
      complete = (await super.getUpdateComplete()) && complete;
    }
    return complete;
  }

  /** Light DOM: an empty shadow root would hide every child the CMS printed. */
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  /** Dispatches one of our typed events; returns false when a listener cancelled it. */
  protected emit(event: Event): boolean {
    return this.dispatchEvent(event);
  }

  /**
   * Explains a markup-contract problem during development; compiled out of production builds. Call it as
   * `if (DEV) this.devWarn(…)`: the minifier cannot drop a method call, and the message would ship unread.
   */
  protected devWarn(message: string): void {
    if (DEV) warnOnce(this, `<${this.localName}>: ${message}`);
  }

  /** Reports bad input once per element, in every build (malformed attributes, unsafe sources). */
  protected warn(message: string): void {
    warnOnce(this, `<${this.localName}>: ${message}`);
  }
}
