// archive.md §7 permission management (administrators). Issue 33: the GET's ETag is the permissions' version; a post
// names it in If-Match and is refused (PERMISSIONS_CHANGED) when another administrator saved since.
import { apiPaths, type PermissionsPostBody, type PermissionsResponse } from '../../shared/api';
import { PermissionsResponseSchema } from '../../shared/schema/permissions';
import { jsonBody, readJson, request } from '../http/client';
import { parseRecord } from '../http/parse-answer';

interface VersionedPermissions {
  data: PermissionsResponse;
  /** the ETag of the answer, when the server sends one */
  version?: string;
}

export async function getVersionedPermissions(): Promise<VersionedPermissions> {
  const response = await request(apiPaths.permissions());
  const data = parseRecord(PermissionsResponseSchema, await readJson(response, 'permissions'), 'permissions');
  return { data, version: response.headers.get('ETag') ?? undefined };
}

/** The body carries every permission not marked DELETED, with roles and users. */
export async function postPermissions(body: PermissionsPostBody, version?: string): Promise<void> {
  await request(apiPaths.permissions(), { method: 'POST', ...jsonBody(body), headers: version ? { 'If-Match': version } : {} });
}
