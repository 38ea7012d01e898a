// archive.md §7 GET /info
import { apiPaths, type InfoResponse } from '../../shared/api';
import { requestJson } from '../http/client';

export function getServerInfo(): Promise<InfoResponse> {
  return requestJson<InfoResponse>(apiPaths.info());
}
