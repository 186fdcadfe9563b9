/** Registers `<pb-blog>`: the only side effect of this family. */
import { PbBlogElement } from './pb-blog.js';

PbBlogElement.define();

export { PbBlogElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-blog': PbBlogElement;
  }
}
