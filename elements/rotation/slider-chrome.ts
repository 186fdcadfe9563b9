/**
 * The controls a slider shows, in the markup the theme's script makes (MARKUP.md §3.2, §4.3) so its CSS and child
 * themes' CSS apply — `div.et-pb-slider-arrows > a.et-pb-arrow-prev[href=#] > span` + `a.et-pb-arrow-next`, and
 * `div.et-pb-controllers > a[href=#]` numbered pickers — reused when the CMS printed them, each link made a button
 * for assistive technology (`role="button"`, a name; the rotation core gives Space and prevents the `#`). Where the
 * theme's script makes no control (one slide, arrows or pagination switched off) there is none, rather than a
 * `hidden` one a theme `display` rule would show again. Besides: the rotation button (APG carousel, first tab stop;
 * the theme has none, so it stays a `<button>`) and a visually hidden live region.
 */
import { create } from '../base/dom.js';

export interface SliderChrome {
  rotation: HTMLButtonElement;
  /** The arrows; out of the document when the slider shows none. */
  previous: HTMLElement;
  next: HTMLElement;
  /** The pickers; none when the slider shows none. */
  pickers: HTMLElement[];
  status: HTMLElement;
}

/** Marks the chrome's link-buttons, for the rotation core's keyboard and click handling. */
export const LINK_BUTTON = 'a[role="button"]';

/** A control the theme prints as `<a href="#">`: the printed one (an `a` kept, another tag rebuilt as one) or a new one. */
function control(existing: Element | null, className: string, label: string, text: string): HTMLAnchorElement {
  let a: HTMLAnchorElement;
  if (existing instanceof HTMLAnchorElement) a = existing;
  else {
    a = create('a', { className });
    if (existing) {
      for (const { name, value } of existing.attributes) if (name !== 'type') a.setAttribute(name, value);
      a.append(...existing.childNodes);
      existing.replaceWith(a);
    } else a.append(text);
  }
  a.href = '#';
  a.setAttribute('role', 'button');
  a.ariaLabel = label;
  return a;
}

export interface ChromeLabels {
  /** The arrows' accessible names. */
  previous: string;
  next: string;
  /** The arrows' own text (the theme's strings, `et_pb_custom.previous` / `next`), in their `span`. */
  previousText: string;
  nextText: string;
  /** "{n}" becomes the slide number. */
  picker: string;
}

/** `arrowClass` is added to both arrows (the carousel module's `et-pb-slider-arrow`, MARKUP.md §4.3). */
export function buildChrome(
  root: HTMLElement,
  count: number,
  labels: ChromeLabels,
  arrows: boolean,
  pickers: boolean,
  arrowClass = '',
): SliderChrome {
  const rotation =
    root.querySelector<HTMLButtonElement>(':scope > .pb-slider__rotation') ??
    create('button', { type: 'button', className: 'pb-slider__rotation', hidden: true });
  root.prepend(rotation);
  let arrowBox = root.querySelector<HTMLElement>(':scope > .et-pb-slider-arrows');
  arrowBox ??= create('div', { className: 'et-pb-slider-arrows' });
  const arrow = (which: 'prev' | 'next', label: string, text: string) => {
    const printed = arrowBox.querySelector(`.et-pb-arrow-${which}`);
    const a = control(printed, `${arrowClass} et-pb-arrow-${which}`.trim(), label, '');
    if (!printed) a.append(create('span', { textContent: text }));
    return a;
  };
  const previous = arrow('prev', labels.previous, labels.previousText);
  const next = arrow('next', labels.next, labels.nextText);
  arrowBox.append(previous, next);
  if (arrows && count > 1) {
    if (!arrowBox.isConnected) root.append(arrowBox);
  } else arrowBox.remove();
  let pickerBox = root.querySelector<HTMLElement>(':scope > .et-pb-controllers');
  pickerBox ??= create('div', { className: 'et-pb-controllers' });
  const printed = [...pickerBox.children];
  const shown = pickers && count > 1;
  const links = Array.from({ length: shown ? count : 0 }, (_, i) => {
    const label = labels.picker.replace('{n}', String(i + 1));
    const a = control(printed[i] ?? null, printed[i]?.className ?? '', label, '');
    a.replaceChildren(String(i + 1));
    pickerBox.append(a);
    return a;
  });
  printed.slice(links.length).forEach((extra) => extra.remove());
  if (shown) {
    if (!pickerBox.isConnected) root.append(pickerBox);
  } else pickerBox.remove();
  if (root.querySelector('video')) pickerBox.classList.add('et-pb-controllers-has-video-tag');
  let status = root.querySelector<HTMLElement>(':scope > .pb-slider__status');
  if (!status)
    root.append(
      (status = create('div', { className: 'pb-slider__status' }, { 'aria-live': 'polite', 'aria-atomic': 'true' })),
    );
  return { rotation, previous, next, pickers: links, status };
}
