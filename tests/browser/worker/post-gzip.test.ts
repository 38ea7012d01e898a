// issue 38 item "a round post's bytes": when the server offers it (extension post-gzip) the worker sends a round post
// gzip'd (CompressionStream) with Content-Encoding: gzip, and the server stores it as if sent plain; a server of the
// spec's dialect gets the plain JSON body. Real worker, real server; the bodies as the fault proxy received them.
import { describe, expect, test } from 'vitest';
import { SMALLEST_GZIPPED_POST } from '../../../src/worker/http/round-post-body';
import { completedRoundOnServer, editedRoundView, keyAt, numberRows, plausibleValue } from './round-helpers';
import { specDialectServer, stopWorkersAfterEachTest } from './start-worker';
import { filledCopy, storedValues, type FilledCopy } from './transfer-helpers';

stopWorkersAfterEachTest();

/**
 * Fills every number row of the copy with a value and a remark (a round's post, not one value's), posts it and
 * answers the post's body as the proxy received it, after checking the server stored the first row's value.
 */
async function postedBody({ server, worker, instanceId, view, row, postPath }: FilledCopy) {
  const rows = numberRows(view);
  const edits = rows.map((index) => ({ kind: 'entry' as const, entryKey: keyAt(view, index), patch: { value: plausibleValue(view, index), tsRemark: { text: `Ablesung ${index}` } } }));
  await editedRoundView(worker.api, instanceId, edits);
  expect(await worker.api.postRound(instanceId)).toEqual(expect.objectContaining({ count: rows.length }));
  expect((await completedRoundOnServer(instanceId)).status).toBe(200);
  expect(await storedValues(instanceId, view.round.entries[row].tsId)).toEqual([view.round.entries[row].value]);
  const bodies = (await server.sentBodies()).filter((body) => body.request === `POST ${postPath}`);
  expect(bodies).toHaveLength(1);
  return bodies[0];
}

describe('issue 38 a round post gzip\'d when the server offers it', () => {
  test('extended: sent gzip\'d in a fraction of the bytes and stored; spec dialect: the same round sent plain', async () => {
    const gzipped = await postedBody(await filledCopy('post-gzip'));
    const plain = await postedBody(await filledCopy('post-plain', {}, await specDialectServer('post-plain')));
    console.info(`round post body: ${plain.bytes} bytes plain, ${gzipped.bytes} bytes gzip'd`);
    expect(plain.encoding).toBe('identity');
    expect(plain.bytes).toBeGreaterThan(SMALLEST_GZIPPED_POST);
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.bytes).toBeLessThan(plain.bytes / 3);
  }, 60_000);
});
