// archive.md §7 permission management (administrators).
import { apiPaths, type PermissionsPostBody, type PermissionsResponse } from '../../shared/api';
import { PermissionsResponseSchema } from '../../shared/schema/permissions';
import { jsonBody, request, requestJson } from '../http/client';

export function getPermissions(): Promise<PermissionsResponse> {
  return requestJson(apiPaths.permissions(), PermissionsResponseSchema, 'permissions');
}

/** The body carries every permission not marked DELETED, with roles and users. */
export async function postPermissions(body: PermissionsPostBody): Promise<void> {
  await request(apiPaths.permissions(), { method: 'POST', ...jsonBody(body) });
}
