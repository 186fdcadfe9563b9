// AOS (animate on scroll): its documented set-up, one init() over every [data-aos] element in the page.
import AOS from 'aos';

export function init() {
  AOS.init();
}
