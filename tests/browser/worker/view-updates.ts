// issue 13: the views a follower of the 'round' topic holds, rebuilt from the pushed updates as the UI rebuilds them.
import type { RoundView, RoundViewUpdate } from '../../../src/shared/contract';
import { applyChange } from '../../../src/ui/state/mobile/view-updates';

/** The view after each update (undefined once the copy is gone); a change must apply to the version held. */
export function viewsOf(updates: readonly (RoundViewUpdate | undefined)[]): () => (RoundView | undefined)[] {
  return () => {
    let held: { version: number; view: RoundView } | undefined;
    return updates.map((update) => {
      if (!update) return (held = undefined);
      if (update.kind === 'change' && update.base !== held?.version) throw new Error(`change ${update.version} applies to ${update.base}, held ${held?.version}`);
      const view = update.kind === 'whole' ? update.view : applyChange(held!.view, update);
      held = { version: update.version, view };
      return view;
    });
  };
}
