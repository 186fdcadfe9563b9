/** Registers `<pb-portfolio>`: the only side effect of this family. */
import { PortfolioElement } from './portfolio.js';

PortfolioElement.define();

export { PortfolioElement };

declare global {
  interface HTMLElementTagNameMap {
    'pb-portfolio': PortfolioElement;
  }
}
