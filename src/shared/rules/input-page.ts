// spec entry.md §2 Group selection: which input page a group opens depends on the settings map of
// group-name fragments (meteoInput → /meteo/{group}/{month}, hydroInputOWF/UWQ → /hydro/{group},
// otherwise the tabular input /stations/{group}/{date}). The group in the path is its mrId.
import type { GroupSummary } from '../schema/group';
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

/** The online input page of a group for a day (yyyy-MM-dd); the meteo page takes its month (yyyy-MM). */
export function inputPagePath(page: InputPage, mrId: GroupSummary['mrId'], day: string): string {
  const id = encodeURIComponent(String(mrId));
  switch (page) {
    case 'meteoInput':
      return `/meteo/${id}/${day.slice(0, 7)}`;
    case 'hydroInputOWF':
    case 'hydroInputUWQ':
      return `/hydro/${id}`;
    default:
      return `/stations/${id}/${day}`;
  }
}
