// spec entry.md §2 Group selection: the route a group name opens (App.tsx's /stations, /meteo, /hydro); the group in
// the path is its mrId. Which page a group opens is the worker's answer (InputPage); the day is the one on screen.
import type { GroupSummary } from '../../shared/schema/group';
import type { InputPage } from '../../shared/rules/input-page';

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
