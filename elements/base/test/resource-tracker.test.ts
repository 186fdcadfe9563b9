/** The resource tracker the cleanup suite relies on: what it reports live is what the browser still holds. */
import { expect } from '@open-wc/testing';
import { ResourceTracker } from './resource-tracker.js';

describe('ResourceTracker listeners', () => {
  let tracker: ResourceTracker;
  let target: HTMLElement;
  const live = () =>
    tracker
      .live()
      .listeners.filter((r) => r.target === target)
      .map((r) => r.type);
  beforeEach(() => {
    tracker = new ResourceTracker().start();
    target = document.createElement('div');
  });
  afterEach(() => tracker.stop());

  it('reports a listener until it is removed', () => {
    const listener = () => {};
    target.addEventListener('click', listener);
    expect(live()).to.deep.equal(['click']);
    target.removeEventListener('click', listener, { capture: true });
    expect(live(), 'another capture phase is another listener').to.deep.equal(['click']);
    target.removeEventListener('click', listener);
    expect(live()).to.deep.equal([]);
  });

  it("names the types of a target's live listeners among those asked for, sorted, one per listener", () => {
    const other = document.createElement('div');
    const remove = () => {};
    target.addEventListener('wheel', () => {});
    target.addEventListener('click', remove);
    target.addEventListener('click', () => {}, { capture: true });
    target.addEventListener('keyup', () => {});
    other.addEventListener('wheel', () => {});
    expect(tracker.liveTypesOn(target, ['wheel', 'click'])).to.deep.equal(['click', 'click', 'wheel']);
    target.removeEventListener('click', remove);
    expect(tracker.liveTypesOn(target, ['wheel', 'click'])).to.deep.equal(['click', 'wheel']);
    expect(tracker.liveTypesOn(other, ['click'])).to.deep.equal([]);
  });

  it('reports a once listener until it fires, and then no more', () => {
    let calls = 0;
    target.addEventListener('click', () => calls++, { once: true });
    expect(live()).to.deep.equal(['click']);
    target.click();
    target.click();
    expect([calls, live().length]).to.deep.equal([1, 0]);
  });

  it('reports a once listener that never fired until it is removed, and removes it from the browser too', () => {
    let calls = 0;
    const listener = () => calls++;
    target.addEventListener('click', listener, { once: true });
    target.addEventListener('click', listener, { once: true }); // held already: ignored, as the browser does
    expect(live()).to.deep.equal(['click']);
    target.removeEventListener('click', listener);
    target.click();
    expect([calls, live().length]).to.deep.equal([0, 0]);
  });

  it('calls a once listener object with its handleEvent, and a function with the target as `this`', () => {
    const seen: unknown[] = [];
    const object = {
      handleEvent(this: unknown, event: Event) {
        seen.push(this === object, event.type);
      },
    };
    target.addEventListener('focus', object, { once: true });
    target.addEventListener(
      'blur',
      function (this: unknown) {
        seen.push(this === target);
      },
      { once: true },
    );
    target.dispatchEvent(new Event('focus'));
    target.dispatchEvent(new Event('blur'));
    expect(seen).to.deep.equal([true, 'focus', true]);
    expect(live()).to.deep.equal([]);
  });

  it('forgets a listener removed through its signal, and records none for an aborted signal', () => {
    const controller = new AbortController();
    target.addEventListener('click', () => {}, { signal: controller.signal });
    target.addEventListener('keydown', () => {}, { once: true, signal: controller.signal });
    expect(live()).to.deep.equal(['click', 'keydown']);
    controller.abort();
    target.addEventListener('click', () => {}, { signal: controller.signal });
    expect(live()).to.deep.equal([]);
  });

  it('records a listener added twice once, as the browser holds it once', () => {
    const listener = () => {};
    target.addEventListener('click', listener);
    target.addEventListener('click', listener, { passive: true });
    target.removeEventListener('click', listener);
    expect(live()).to.deep.equal([]);
  });
});
