/** Registers `<pb-portfolio>`: the only side effect of this family. */
import { PbPortfolioElement } from './pb-portfolio.js';

PbPortfolioElement.define();

export { PbPortfolioElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-portfolio': PbPortfolioElement;
  }
}
