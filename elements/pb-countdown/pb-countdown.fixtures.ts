/** The theme's countdown module as the CMS prints it (MARKUP.md §6.4): every `p.value` empty. */
const section = (unit: string, short: string, full: string) =>
  `<div class="${unit} section values" data-short="${short}" data-full="${full}"><p class="value"></p><p class="label">${full}</p></div>`;
const sep = '<div class="sep section"><p>:</p></div>';

/** The module's inside: the title and the four sections with their separators. */
const sections = (title = 'Doors open in') =>
  `${title ? `<h4 class="title">${title}</h4>` : ''}${section('days', 'Day', 'Day(s)')}${sep}${section('hours', 'Hrs', 'Hour(s)')}${sep}${section('minutes', 'Min', 'Minute(s)')}${sep}${section('seconds', 'Sec', 'Second(s)')}`;

/** A module root ending at `end` (the attribute's text, so bad input can be printed too). */
const cmsModule = (end: string | null, extra = '') =>
  `<div class="et_pb_module et_pb_countdown_timer et_pb_countdown_timer_0${extra}"${end === null ? '' : ` data-end-timestamp="${end}"`}><div class="et_pb_countdown_timer_container clearfix">${sections()}</div></div>`;

export const cmsCountdown = (end: string | null, extra = '') => `<pb-countdown>${cmsModule(end, extra)}</pb-countdown>`;

/** The same module in a narrow column (`1_4` or `3_8`) of a row, the column itself wider than 400 px. */
export const inNarrowColumn = (end: string, column = '1_4') =>
  `<div class="et_pb_row"><div class="et_pb_column et_pb_column_${column}" style="width: 600px">${cmsCountdown(end)}</div></div>`;

/** A bare tag: the attribute and the sections straight inside it. */
export const bareCountdown = (end: string) =>
  `<pb-countdown data-end-timestamp="${end}">${sections('')}</pb-countdown>`;

/** Far ahead: 1 January 2100, 00:00 UTC. */
export const FAR = '4102444800';
/** Long past: 1 January 2020, 00:00 UTC. */
export const PAST = '1577836800';

export const fixtures = {
  'CMS countdown, running': cmsCountdown(FAR),
  'CMS countdown, ended': cmsCountdown(PAST),
  'bare countdown': bareCountdown(FAR),
};
