/** The base of our typed events: they bubble and cross shadow roots, as ARCHITECTURE.md's event rules say. */
export class PbEvent<Detail> extends CustomEvent<Detail> {
  constructor(type: string, detail: Detail, cancelable = false) {
    super(type, { detail, bubbles: true, composed: true, cancelable });
  }
}
