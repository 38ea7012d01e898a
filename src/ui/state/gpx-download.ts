// spec entry.md §1/§9: download a GPX 1.1 file of a round; the worker builds it (issue 37).
import type { GroupSummary } from '../../shared/schema/group';
import { workerApi } from '../worker-client';
import { reportError } from './report-error';

export async function downloadGpx(group: GroupSummary): Promise<void> {
  try {
    const { file, fileName } = await workerApi().roundGpx(group.mrId);
    saveFile(file, fileName);
  } catch (error) {
    reportError(error, 'groups.errorTitle', 'groups.gpxError');
  }
}

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
