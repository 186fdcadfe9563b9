/**
 * The controls a slider shows, with the theme's class names (MARKUP.md §3.2) so its CSS applies, reused when the
 * CMS printed them: the rotation button (APG carousel, first tab stop), previous/next arrows, one picker button
 * per slide, and a visually hidden live region.
 */
import { create } from '../base/dom.js';

export interface SliderChrome {
  rotation: HTMLButtonElement;
  previous: HTMLElement;
  next: HTMLElement;
  pickers: HTMLElement[];
  status: HTMLElement;
}

/** A control the theme prints as `<a href="#">`, made a real button (same classes), or built. */
function control(existing: Element | null, className: string, label: string): HTMLElement {
  const button = create('button', { type: 'button', className });
  if (existing) {
    for (const { name, value } of existing.attributes)
      if (!['href', 'role', 'tabindex'].includes(name)) button.setAttribute(name, value);
    button.append(...existing.childNodes);
    existing.replaceWith(button);
  } else button.append(create('span', { textContent: label }));
  button.ariaLabel = label;
  return button;
}

export interface ChromeLabels {
  previous: string;
  next: string;
  /** "{n}" becomes the slide number. */
  picker: string;
}

export function buildChrome(
  root: HTMLElement,
  count: number,
  labels: ChromeLabels,
  arrows: boolean,
  pickers: boolean,
): SliderChrome {
  const rotation =
    root.querySelector<HTMLButtonElement>(':scope > .pb-slider__rotation') ??
    create('button', { type: 'button', className: 'pb-slider__rotation', hidden: true });
  root.prepend(rotation);
  let arrowBox = root.querySelector<HTMLElement>(':scope > .et-pb-slider-arrows');
  if (!arrowBox) root.append((arrowBox = create('div', { className: 'et-pb-slider-arrows' })));
  const previous = control(arrowBox.querySelector('.et-pb-arrow-prev'), 'et-pb-arrow-prev', labels.previous);
  const next = control(arrowBox.querySelector('.et-pb-arrow-next'), 'et-pb-arrow-next', labels.next);
  arrowBox.append(previous, next);
  arrowBox.hidden = !arrows || count < 2;
  let pickerBox = root.querySelector<HTMLElement>(':scope > .et-pb-controllers');
  if (!pickerBox) root.append((pickerBox = create('div', { className: 'et-pb-controllers' })));
  const printed = [...pickerBox.children];
  const buttons = Array.from({ length: count }, (_, i) => {
    const button = control(
      printed[i] ?? null,
      printed[i]?.className ?? '',
      labels.picker.replace('{n}', String(i + 1)),
    );
    button.replaceChildren(String(i + 1));
    pickerBox.append(button);
    return button;
  });
  printed.slice(count).forEach((extra) => extra.remove());
  pickerBox.hidden = !pickers || count < 2;
  if (root.querySelector('video')) pickerBox.classList.add('et-pb-controllers-has-video-tag');
  let status = root.querySelector<HTMLElement>(':scope > .pb-slider__status');
  if (!status)
    root.append(
      (status = create('div', { className: 'pb-slider__status' }, { 'aria-live': 'polite', 'aria-atomic': 'true' })),
    );
  return { rotation, previous, next, pickers: buttons, status };
}
