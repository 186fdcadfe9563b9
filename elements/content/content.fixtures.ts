/** The theme's pricing tables and testimonial modules as the CMS prints them (MARKUP.md §12). */
const price = (sign: string, sum: string, after: boolean) =>
  after
    ? `<span class="et_pb_et_price"><span class="et_pb_sum">${sum}</span><span class="et_pb_dollar_sign">${sign}</span><span class="et_pb_frequency">/month</span></span>`
    : `<span class="et_pb_et_price"><span class="et_pb_dollar_sign">${sign}</span><span class="et_pb_sum">${sum}</span><span class="et_pb_frequency">/month</span></span>`;

const table = (i: number, title: string, sign: string, sum: string, after: boolean, featured = false) =>
  `<div class="et_pb_pricing_table et_pb_pricing_table_${i}${featured ? ' et_pb_featured_table' : ''}"><div class="et_pb_pricing_heading"><h2 class="et_pb_pricing_title">${title}</h2><span class="et_pb_best_value">${featured ? 'Most chosen' : 'For one film'}</span></div><div class="et_pb_pricing_content_top">${price(sign, sum, after)}</div><div class="et_pb_pricing_content"><ul class="et_pb_pricing"><li><span>Script and storyboard</span></li><li${featured ? '' : ' class="et_pb_not_available"'}><span>Second shooting day</span></li></ul></div><div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_pricing_table_button" href="#contact">Ask for ${title}</a></div></div>`;

/** Three tables: the sign before the amount, after it (a site whose setting puts it there), and featured. */
export const pricingTables = (featured = true) =>
  `<div class="et_pb_module et_pb_pricing clearfix et_pb_pricing_0 et_pb_pricing_tables_three"><div class="et_pb_pricing_table_wrap">${table(0, 'Starter', '$', '900', false)}${table(1, 'Studio', '$', '2400', false, featured)}${table(2, 'Tour', '€', '5200', true)}</div></div>`;

/** A testimonial; `portrait` is the portrait's inside (empty for the background-image form). */
export const testimonial = (portraitStyle = 'background-image: url(/site/cms/media/still-1.svg)', portrait = '') =>
  `<div class="et_pb_module et_pb_testimonial et_pb_testimonial_0 clearfix et_pb_bg_layout_light et_pb_text_align_left"><div class="et_pb_testimonial_portrait" style="${portraitStyle}">${portrait}</div><div class="et_pb_testimonial_description"><div class="et_pb_testimonial_description_inner"><div class="et_pb_testimonial_content"><p>They understood in one meeting what our launch needed, and the film carried it for a year. The crew was small, calm and on time, and the first cut already felt like ours.</p></div></div><span class="et_pb_testimonial_author">Ana Ruiz</span><p class="et_pb_testimonial_meta"><span class="et_pb_testimonial_position">Head of marketing</span><span class="et_pb_testimonial_separator">,</span> <span class="et_pb_testimonial_company">Bright Goods</span></p></div></div>`;
