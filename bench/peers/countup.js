// CountUp.js: one counter per circle counter's number, counting to its value.
import { CountUp } from 'countup.js';

export function init() {
  for (const inner of document.querySelectorAll('.et_pb_circle_counter_inner'))
    new CountUp(inner.querySelector('.percent-value'), Number(inner.dataset.numberValue)).start();
}
