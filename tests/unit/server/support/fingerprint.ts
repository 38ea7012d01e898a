// What a refused call must not change, read as admin: the archive, the permissions, timeseries values.
import { createHash } from 'node:crypto';
import type { SecuredTestServer } from './server';

const ALL_SERIES = ['TS-1001-W', 'TS-1002-W', 'TS-2001-VB01', 'TS-2002-W', 'TS-3001-N'].map((tsId) => `tsId=${tsId}`).join('&');

export async function fingerprint(api: SecuredTestServer, ...watch: (string | undefined)[]): Promise<string> {
  const read = async (path: string) => {
    const response = await api.call('admin', path);
    const isImage = response.headers.get('content-type')?.startsWith('image/');
    const body = isImage ? createHash('sha256').update(Buffer.from(await response.arrayBuffer())).digest('hex') : await response.text();
    return `${response.status} ${body}`;
  };
  const parts = await Promise.all([
    read('/hwe-api/v2/completed-measure-round'),
    read('/hwe-api/v2/admin/permissions'),
    read(`/hwe-api/v2/timeseries/values?remarks=true&${ALL_SERIES}`),
    ...watch.filter((path): path is string => path !== undefined).map(read),
  ]);
  return parts.join('\n');
}
