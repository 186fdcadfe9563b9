/**
 * Listens on the host while it is connected and stops on disconnect, so no element has to pair its own
 * addEventListener and removeEventListener calls (and none can forget one).
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';

export type ListenerMap = Partial<Record<keyof HTMLElementEventMap, EventListener>>;

export class HostListeners implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
    private readonly listeners: ListenerMap,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    for (const [type, listener] of Object.entries(this.listeners)) this.host.addEventListener(type, listener);
  }

  hostDisconnected(): void {
    for (const [type, listener] of Object.entries(this.listeners)) this.host.removeEventListener(type, listener);
  }
}
