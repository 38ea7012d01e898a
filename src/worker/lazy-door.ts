// A door whose code is fetched on its first call (issue 38): the worker's script holds only the start's doors, so a
// first visit on a slow network fetches and evaluates only what the group selection needs; each other door is a chunk
// of its own, imported when one of its methods is first called.
type Method = (...args: never[]) => unknown;

/**
 * Stand-ins for the door's methods `names`. The join's `satisfies WorkerApi` holds them to the contract: a name left
 * out is a missing method, a name the door does not have is a type error here.
 */
export function lazyDoor<Door extends Record<Names[number], Method>, const Names extends readonly (keyof Door & string)[]>(
  load: () => Promise<Door>,
  names: Names,
): Pick<Door, Names[number]> {
  let loaded: Promise<Door> | undefined;
  const door = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined; // a failed fetch (offline before the service worker controls the page) is tried again
      throw error;
    }));
  const standIn = (name: Names[number]) => async (...args: never[]) => (await door())[name](...args);
  return Object.fromEntries(names.map((name) => [name, standIn(name)])) as unknown as Pick<Door, Names[number]>;
}
