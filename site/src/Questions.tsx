import { memo } from 'react';
import { PbCommentForm } from 'pb-elements/react/pb-comment-form';

const QUESTIONS = [
  { id: 1, author: 'Ada', text: 'Do you shoot outside the city too?' },
  { id: 2, author: 'Grace', text: 'How long does a two-minute film take, start to finish?' },
];

/**
 * Questions under the process notes: the CMS's comments area (list and `#respond` form) inside the wrapper. The
 * element moves the form under a question when "Reply" is pressed, so React prints it once and never re-renders it.
 */
export const Questions = memo(function Questions() {
  return (
    <section className="band with-form" id="questions" aria-labelledby="questions-title">
      <div className="container">
        <PbCommentForm>
          <div id="comments" className="comments-area">
            <h2 id="questions-title" className="comments-title">
              Questions from clients
            </h2>
            <ol className="commentlist">
              {QUESTIONS.map(({ id, author, text }) => (
                <li id={`comment-${id}`} className="comment depth-1" key={id}>
                  <article id={`div-comment-${id}`} className="comment-body">
                    <p className="comment-author">
                      <b className="fn">{author}</b> asks:
                    </p>
                    <div className="comment-content">
                      <p>{text}</p>
                    </div>
                    <div className="reply">
                      <a
                        rel="nofollow"
                        className="comment-reply-link"
                        href={`?replytocom=${id}#respond`}
                        data-commentid={id}
                        data-postid="7"
                        data-belowelement={`div-comment-${id}`}
                        data-respondelement="respond"
                        data-replyto={`Answer ${author}`}
                        aria-label={`Answer ${author}`}
                      >
                        Answer
                      </a>
                    </div>
                  </article>
                </li>
              ))}
            </ol>
            <div id="respond" className="comment-respond">
              <h3 id="reply-title" className="comment-reply-title">
                Ask a question{' '}
                <small>
                  {/* Hidden by the attribute, not the CMS's inline style: the printed page's CSP blocks style
                      attributes. The element's stylesheet shows it while the form sits under a comment. */}
                  <a rel="nofollow" id="cancel-comment-reply-link" href="#respond" hidden>
                    Cancel
                  </a>
                </small>
              </h3>
              <form action="/wp-comments-post.php" method="post" id="commentform" className="comment-form" noValidate>
                <p className="comment-notes">
                  Your email address will not be published. Required fields are marked{' '}
                  <span className="required">*</span>
                </p>
                <p className="comment-form-comment">
                  <label htmlFor="comment">
                    Question <span className="required">*</span>
                  </label>
                  <textarea id="comment" name="comment" rows={5} maxLength={65525} required />
                </p>
                <p className="comment-form-author">
                  <label htmlFor="author">
                    Name <span className="required">*</span>
                  </label>
                  <input id="author" name="author" type="text" maxLength={245} autoComplete="name" required />
                </p>
                <p className="comment-form-email">
                  <label htmlFor="email">
                    Email <span className="required">*</span>
                  </label>
                  <input id="email" name="email" type="email" maxLength={100} autoComplete="email" required />
                </p>
                <p className="comment-form-url">
                  <label htmlFor="url">Website</label>
                  <input id="url" name="url" type="url" maxLength={200} autoComplete="url" />
                </p>
                <p className="form-submit">
                  <input name="submit" type="submit" id="submit" className="submit button" value="Send question" />
                  <input type="hidden" name="comment_post_ID" value="7" id="comment_post_ID" />
                  <input type="hidden" name="comment_parent" id="comment_parent" value="0" />
                </p>
              </form>
            </div>
          </div>
        </PbCommentForm>
      </div>
    </section>
  );
});
