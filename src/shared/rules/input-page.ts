// spec entry.md §2 Group selection: which input page a group opens depends on the settings map of
// group-name fragments (meteoInput → /meteo/{group}/{month}, hydroInputOWF/UWQ → /hydro/{group},
// otherwise the tabular input /stations/{group}/{date}). The group in the path is its mrId.
import type { InputKind } from '../schema/settings';

/** The kind mapped to the first fragment the group name contains, if any. */
export function inputKindOf(mrName: string, inputKinds: Readonly<Record<string, InputKind>>): InputKind | undefined {
  return Object.entries(inputKinds).find(([fragment]) => fragment !== '' && mrName.includes(fragment))?.[1];
}

/** Which input page a group opens online: its mapped kind, otherwise the tabular input. */
export type InputPage = InputKind | 'stations';

export function inputPageOf(mrName: string, inputKinds: Readonly<Record<string, InputKind>>): InputPage {
  return inputKindOf(mrName, inputKinds) ?? 'stations';
}
