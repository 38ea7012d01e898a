// spec entry.md §2 Mobile input: the station title is built from a template (default site: station (number))
import type { Entry } from '../schema/entry';

const PLACEHOLDER = /\{(siteName|siteNumber|staName|staNumber|tsParameter)\}/g;

/** Fills `{siteName}`, `{siteNumber}`, `{staName}`, `{staNumber}`, `{tsParameter}` from the entry; unknown fields stay empty. */
export function renderStationTitle(template: string, entry: Partial<Entry>): string {
  return template.replace(PLACEHOLDER, (_match, field: keyof Entry) => String(entry[field] ?? ''));
}
