// The theme's circle counter: easy-pie-chart's jQuery plugin on jQuery 3.7.1 + jquery-migrate 3.4.
import $ from 'jquery';
import 'jquery-migrate';
import 'easy-pie-chart/dist/jquery.easypiechart.js';

export function init() {
  $('.et_pb_circle_counter_inner').each(function () {
    const $el = $(this);
    $el.easyPieChart({ barColor: $el.data('bar-bg-color'), trackColor: '#eee', size: 225, lineWidth: 5, animate: 800 });
    $el.data('easyPieChart').update($el.data('number-value'));
  });
}
