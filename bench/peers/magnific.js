// The theme's own lightbox stack: jQuery 3.7.1, jquery-migrate 3.4 and magnific-popup, one popup per gallery.
import $ from 'jquery';
import 'jquery-migrate';
import 'magnific-popup';

export function init() {
  $('.et_pb_gallery_items').each(function () {
    $(this).magnificPopup({ delegate: 'a', type: 'image', gallery: { enabled: true } });
  });
}
