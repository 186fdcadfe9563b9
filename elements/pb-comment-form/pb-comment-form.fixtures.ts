/**
 * The CMS's comments area as WordPress prints it (`comments.php` with `wp_list_comments()` and `comment_form()`):
 * two comments with reply links, then the `#respond` form.
 */
export interface CommentOptions {
  /** Where the form posts (the CMS's `/wp-comments-post.php`). */
  action?: string;
  /** How the CMS marks required fields: the `required` attribute (default), `aria-required`, or only the star in the label. */
  marks?: 'required' | 'aria' | 'label';
  /** Only `#respond` inside the tag, the comment list outside it. */
  respondOnly?: boolean;
  /** The first comment's reply link points below this element id instead. */
  firstBelow?: string;
}

const comment = (id: number, author: string, text: string, below = `div-comment-${id}`) => `
    <li id="comment-${id}" class="comment even thread-even depth-1">
      <article id="div-comment-${id}" class="comment-body">
        <footer class="comment-meta">
          <div class="comment-author vcard"><b class="fn">${author}</b> <span class="says">says:</span></div>
          <div class="comment-metadata"><a href="/launch-film/#comment-${id}"><time datetime="2026-11-2${id}T10:00:00+00:00">November 2${id}, 2026 at 10:00 am</time></a></div>
        </footer>
        <div class="comment-content"><p>${text}</p></div>
        <div class="reply"><a rel="nofollow" class="comment-reply-link" href="?replytocom=${id}#respond" data-commentid="${id}" data-postid="42" data-belowelement="${below}" data-respondelement="respond" data-replyto="Reply to ${author}" aria-label="Reply to ${author}">Reply</a></div>
      </article>
    </li>`;

export function commentArea({
  action = '/wp-comments-post.php',
  marks = 'required',
  respondOnly = false,
  firstBelow,
}: CommentOptions = {}): string {
  const mark = marks === 'required' ? ' required' : marks === 'aria' ? ' aria-required="true"' : '';
  const list = `<h2 class="comments-title">2 thoughts on “Launch film”</h2>
  <ol class="commentlist">${comment(1, 'Ada', 'What a film.', firstBelow)}${comment(2, 'Grace', 'Lovely work.')}
  </ol>`;
  const respond = `<div id="respond" class="comment-respond">
    <h3 id="reply-title" class="comment-reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none">Cancel reply</a></small></h3>
    <form action="${action}" method="post" id="commentform" class="comment-form" novalidate>
      <p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> <span class="required-field-message">Required fields are marked <span class="required">*</span></span></p>
      <p class="comment-form-comment"><label for="comment">Comment <span class="required">*</span></label> <textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525"${mark}></textarea></p>
      <p class="comment-form-author"><label for="author">Name <span class="required">*</span></label> <input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name"${mark}></p>
      <p class="comment-form-email"><label for="email">Email <span class="required">*</span></label> <input id="email" name="email" type="email" value="" size="30" maxlength="100" aria-describedby="email-notes" autocomplete="email"${mark}></p>
      <p class="comment-form-url"><label for="url">Website</label> <input id="url" name="url" type="url" value="" size="30" maxlength="200" autocomplete="url"></p>
      <p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment"> <input type="hidden" name="comment_post_ID" value="42" id="comment_post_ID"> <input type="hidden" name="comment_parent" id="comment_parent" value="0"></p>
    </form>
  </div>`;
  return respondOnly
    ? `<div id="comments" class="comments-area">${list}<pb-comment-form>${respond}</pb-comment-form></div>`
    : `<pb-comment-form><div id="comments" class="comments-area">${list}${respond}</div></pb-comment-form>`;
}

export const bareTag = `<pb-comment-form><p>No form here.</p></pb-comment-form>`;

export const fixtures = { 'CMS comments area': commentArea() };
