// Edit intents, committed to IndexedDB (relaxed durability, see writeRound) before they answer. issue 34/37: an edit answers only its
// outcome; the new view reaches the UI on the copy's subscription (topic 'round'). The UI sends each edit at once, in
// the input event: the worker keeps their order and writes first, so a keystroke is stored even if the page is killed
// while the UI is still busy painting the previous one. The views are read again only once no edit waits: a view's
// read and its computing would otherwise come before the next keystroke's write (issue 34, at a 6× slower CPU).
import type { RoundEdit } from '../../shared/contract';
import { announce } from '../push/change-feed';
import { writeRound } from '../store/rounds-store';
import { applyEdit } from './apply-edit';
import { missingRound } from './offline-rounds';

interface WaitingEdit {
  instanceId: string;
  edits: RoundEdit[];
  stored: () => void;
  refused: (error: unknown) => void;
}

/** edits that arrived while a write was under way; they go in the next write, in the order they came */
const waiting: WaitingEdit[] = [];
let writing = false;

/** Applies the edits to the stored copy; resolves once they are committed, rejects with the refusal. */
export function editRound(instanceId: string, edits: RoundEdit[]): Promise<void> {
  return new Promise((stored, refused) => {
    waiting.push({ instanceId, edits, stored, refused });
    if (!writing) void writeWaiting();
  });
}

/**
 * Writes the waiting edits, those of one copy in a row in one transaction (issue 13: fast typing on a long round), and
 * then tells the copies' subscribers once.
 */
async function writeWaiting(): Promise<void> {
  writing = true;
  const written = new Set<string>();
  try {
    do {
      while (waiting.length > 0) {
        const count = waiting.findIndex((edit) => edit.instanceId !== waiting[0].instanceId);
        const batch = waiting.splice(0, count === -1 ? waiting.length : count);
        written.add(batch[0].instanceId);
        await writeBatch(batch);
      }
      // edits the UI sent meanwhile wait as messages, behind this task: they are written before any view is read
      await nextTask();
    } while (waiting.length > 0);
  } finally {
    writing = false;
    announce(...[...written].map((instanceId) => ({ kind: 'round' as const, instanceId })));
  }
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A refused batch of several calls is written again call by call: a refused edit refuses only the edits made with it. */
async function writeBatch(batch: WaitingEdit[]): Promise<void> {
  try {
    await storeEdits(batch[0].instanceId, batch.flatMap((call) => call.edits));
    for (const call of batch) call.stored();
  } catch (error) {
    if (batch.length === 1) return batch[0].refused(error);
    for (const call of batch) await writeBatch([call]);
  }
}

async function storeEdits(instanceId: string, edits: RoundEdit[]): Promise<void> {
  const now = new Date();
  await writeRound(instanceId, (stored) => {
    if (!stored) throw missingRound(instanceId);
    return { ...edits.reduce((current, edit) => applyEdit(current, edit, now), stored), savedTime: now.toISOString() };
  }, 'relaxed');
}
