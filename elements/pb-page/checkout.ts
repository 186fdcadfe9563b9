/**
 * Checkout errors (spec §8), loaded only on pages with a checkout form: WooCommerce announces them with a
 * `checkout_error` event on the body — triggered through jQuery, which native listeners do not hear, so both are
 * listened to — and the page scrolls to the form's error notices (or the form) and focuses them.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';

type JQueryish = (target: Element) => {
  on(type: string, fn: () => void): unknown;
  off(type: string, fn: () => void): unknown;
};

export class CheckoutErrors implements ReactiveController {
  #show = () => this.go(this.form.querySelector('.woocommerce-NoticeGroup-checkout') ?? this.form);

  constructor(
    host: ReactiveControllerHost,
    private readonly form: Element,
    private readonly go: (target: Element) => void,
  ) {
    host.addController(this);
  }

  #each(method: 'on' | 'off'): void {
    document.body[method === 'on' ? 'addEventListener' : 'removeEventListener']('checkout_error', this.#show);
    const $ = (globalThis as { jQuery?: JQueryish }).jQuery;
    if (typeof $ === 'function') $(document.body)[method]('checkout_error', this.#show);
  }

  hostConnected(): void {
    this.#each('on');
  }

  hostDisconnected(): void {
    this.#each('off');
  }
}
