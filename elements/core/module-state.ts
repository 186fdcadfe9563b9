/**
 * A module's state in the page's address (the hash formats of `hash-state.ts`): read it, link to a state, and
 * record the visitor's choice without a jump (`history.pushState`, so back/forward step through choices). A
 * module without an id keeps no state in the address.
 */
import { readModule, writeModule } from './hash-state.js';

/** The parameters the address holds for module `id`, if any. */
export const readModuleState = (id: string): string[] | undefined => (id ? readModule(location.hash, id) : undefined);

/** The address of module `id` in state `params`, every other module's entry kept. */
export const moduleHref = (id: string, params: string[]): string =>
  id ? `#${writeModule(location.hash, id, params)}` : '#';

/** Records the visitor's choice in the history, without scrolling. */
export function pushModuleState(id: string, params: string[]): void {
  if (id) history.pushState(history.state, '', moduleHref(id, params));
}
