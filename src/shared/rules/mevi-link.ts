// spec entry.md §2 Group selection: per group an external map link (online only) from the setting meviLink.
import type { GroupSummary } from '../schema/group';

/** The link of a group: {mrId} and {mrName} in the template are replaced by the group's, URL-encoded. */
export function meviUrl(template: string, group: Pick<GroupSummary, 'mrId' | 'mrName'>): string {
  return template.replaceAll('{mrId}', encodeURIComponent(String(group.mrId))).replaceAll('{mrName}', encodeURIComponent(group.mrName));
}
