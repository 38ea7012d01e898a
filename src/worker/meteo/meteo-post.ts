// spec entry.md §5 Meteo post: the complete editable days become a printed copy of the group, which is stored before
// it is sent. A copy the server did not take stays with the draft and is sent again (same instanceId) next time;
// posts of one table are serialised across tabs with a Web Lock (issue 10).
import { canPostMeteo, mezDayTime } from '../../shared/rules/meteo-rows';
import { meteoPostEntries } from '../../shared/rules/meteo-series';
import { isWorkerError, type MeteoDraftKey, type MeteoPostResult, type OfflineRound } from '../../shared/contract';
import { sessionContext } from '../http/session';
import { workerError } from '../http/worker-error';
import { announce } from '../push/change-feed';
import { editRound } from '../rounds/edit-round';
import { createOfflineRound, getOfflineRound, storeRound } from '../rounds/offline-rounds';
import { postRound } from '../rounds/post-round';
import { DEFAULT_DATABASE_NAME } from '../store/db';
import { readMeteoDraft, updateMeteoDraft } from '../store/meteo-drafts-store';
import { isPostUnsettled, readTasks } from '../store/outbox-store';
import { draftRecord, openMeteoMonth } from './meteo-drafts';
import { forgetMeteoMonth, meteoMonth, tableId } from './meteo-month';
import { withDraft } from './meteo-view';

export function postMeteoMonth(key: MeteoDraftKey): Promise<MeteoPostResult> {
  const lock = `hwe-meteo-post:${sessionContext().databaseName ?? DEFAULT_DATABASE_NAME}:${tableId(key)}`;
  return navigator.locks.request(lock, async () => {
    const base = await meteoMonth(key);
    const draft = await readMeteoDraft(key);
    const rows = withDraft(base.rows, draft?.rows ?? []);
    if (base.fields.length === 0 || !canPostMeteo(rows, base.fields)) throw workerError('METEO_NOTHING_TO_POST', 'Nothing to post');
    const unsent = await unsentCopy(draft?.unsentInstanceId);
    // issue 34: a copy whose last post had no answer may be on the server: it is sent again unchanged, never changed
    const entries = unsent && isPostUnsettled(await readTasks(unsent.instanceId)) ? unsent.entries : meteoPostEntries(rows, base.series);
    const copy = unsent ?? (await createOfflineRound(key.mrId, { onlineEntry: true })).round;
    if (entries !== unsent?.entries) {
      const saved = await storeRound({ ...copy, entries });
      await updateMeteoDraft(key, (current) => current && { ...current, unsentInstanceId: saved.instanceId });
      await editRound(saved.instanceId, [{ kind: 'printed' }]);
    }
    const { count } = await postRound(copy.instanceId);

    // days typed while the post was under way stay in the draft
    const postedDays = new Set(entries.map((entry) => mezDayTime(new Date(entry.dt!)).day));
    await updateMeteoDraft(key, (current) => current && draftRecord(key, current.rows.filter((row) => !postedDays.has(row.day))));
    forgetMeteoMonth(key);
    announce({ kind: 'meteo', table: tableId(key), posted: true });
    return { count, view: await openMeteoMonth(key) };
  });
}

async function unsentCopy(instanceId: string | undefined): Promise<OfflineRound | undefined> {
  if (!instanceId) return undefined;
  try {
    return (await getOfflineRound(instanceId)).round;
  } catch (error) {
    if (isWorkerError(error) && error.code === 'GROUP_NOT_FOUND') return undefined;
    throw error;
  }
}
