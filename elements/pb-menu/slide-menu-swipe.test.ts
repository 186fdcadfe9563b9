/**
 * The slide-in menu's edge swipe, read by the shared gesture code (`controllers/gesture.ts`, `watchGestures` on the
 * document with the menu part's own disposer): the same swipe rules as the slider and the lightbox, ended by the
 * touch's `touchend` when the browser took it over for panning, and the page's clicks left alone.
 */
import { expect } from '@open-wc/testing';
import { mount, unmountAll } from '../base/test/suites.js';
import './define.js';
import type { PbMenuElement } from './pb-menu.js';
import { panelHeader } from './pb-menu.fixtures.js';

const pointer = (type: string, x: number, init: PointerEventInit = {}) =>
  document.body.dispatchEvent(
    new PointerEvent(type, { bubbles: true, pointerType: 'touch', clientX: x, clientY: 200, ...init }),
  );
/** A `touchend` as the browser sends it after taking a touch over (TouchEvent cannot be built in every engine). */
const touchEnd = (x: number) => {
  const event = new Event('touchend', { bubbles: true });
  Object.defineProperty(event, 'changedTouches', { value: [{ clientX: x, clientY: 204 }] });
  document.body.dispatchEvent(event);
};

afterEach(unmountAll);

describe('<pb-menu> slide-in menu swipes (the shared gesture code, spec §9)', () => {
  it('opens on a swipe from the right edge that the browser took over for panning, ended by its touchend', async () => {
    const el = await mount<PbMenuElement>(panelHeader('slide'), 'pb-menu');
    const right = document.documentElement.clientWidth;
    pointer('pointerdown', right - 10);
    pointer('pointercancel', right - 10);
    touchEnd(right - 110);
    expect(el.panelOpen).to.equal(true);
    pointer('pointerdown', 100);
    pointer('pointercancel', 100);
    touchEnd(200);
    expect(el.panelOpen).to.equal(false);
  });

  it('reads a pen like a finger, and two fingers as a pinch, not a swipe', async () => {
    const el = await mount<PbMenuElement>(panelHeader('slide'), 'pb-menu');
    const right = document.documentElement.clientWidth;
    pointer('pointerdown', right - 10, { pointerId: 1, isPrimary: true });
    pointer('pointerdown', right - 20, { pointerId: 2, isPrimary: false });
    pointer('pointerup', right - 110, { pointerId: 1, isPrimary: true });
    pointer('pointerup', right - 120, { pointerId: 2, isPrimary: false });
    expect(el.panelOpen).to.equal(false);
    pointer('pointerdown', right - 10, { pointerType: 'pen' });
    pointer('pointerup', right - 110, { pointerType: 'pen' });
    expect(el.panelOpen).to.equal(true);
  });

  it("leaves the page's clicks alone after a swipe (no click suppression on the whole page)", async () => {
    await mount<PbMenuElement>(panelHeader('slide'), 'pb-menu');
    pointer('pointerdown', 300);
    pointer('pointerup', 200);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(click);
    expect(click.defaultPrevented).to.equal(false);
  });
});
