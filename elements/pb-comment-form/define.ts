/** Registers `<pb-comment-form>`: the only side effect of this family. */
import { CommentFormElement } from './pb-comment-form.js';

CommentFormElement.define();

export { CommentFormElement };
export * from './events.js';

declare global {
  interface HTMLElementTagNameMap {
    'pb-comment-form': CommentFormElement;
  }
}
