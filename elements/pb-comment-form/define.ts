/** Registers `<pb-comment-form>`: the only side effect of this family. */
import { PbCommentFormElement } from './pb-comment-form.js';

PbCommentFormElement.define();

export { PbCommentFormElement };
export * from './events.js';

declare global {
  interface HTMLElementTagNameMap {
    'pb-comment-form': PbCommentFormElement;
  }
}
