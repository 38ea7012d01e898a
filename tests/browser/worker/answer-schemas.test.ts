// issue 14: the worker parses every server answer before using it. The calls that also read or write IndexedDB
// run here in the real worker (the archive and permission calls: tests/unit/worker/answer-schemas.test.ts).
// Per call, fast-check generates answers that break its schema — any JSON value, and the real server's answer with
// one field replaced — and the test proxy hands each to the worker as the server's answer. The call then answers
// normally or rejects with a coded error; it never throws anything else, and the answer did reach the worker.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import { asMrId } from '../../../src/shared/contract/ids';
import { isWorkerError } from '../../../src/shared/contract';
import { faultyServer, startWorker, stopWorkersAfterEachTest, uniqueDatabaseName, type StartedWorker } from './start-worker';

stopWorkersAfterEachTest();

/** the demo round 'Demo Pegelrunde Innsbruck' */
const DEMO_ROUND_ID = 101;

interface AnswerCase {
  name: string;
  path: string;
  call(api: StartedWorker['api']): Promise<unknown>;
  /** the local settings under which the call asks the server (spec entry.md §7: the lists are loaded only when on) */
  settings?: { showDischargeMeters?: boolean; loadStationFacilityModels?: boolean };
}

const CASES: AnswerCase[] = [
  { name: 'server info', path: apiPaths.info(), call: (api) => api.getServerInfo() },
  { name: 'config', path: apiPaths.config(), call: (api) => api.getConfig() },
  { name: 'group list', path: apiPaths.measureRounds(), call: (api) => api.listGroups() },
  { name: 'group', path: apiPaths.measureRound(DEMO_ROUND_ID), call: (api) => api.loadGroup(asMrId(DEMO_ROUND_ID)) },
  { name: 'measure documents', path: apiPaths.measureDocuments(), call: (api) => api.getDocuments() },
  { name: 'discharge meters', path: apiPaths.dischargeMeters(), call: (api) => api.getDischargeMeters(), settings: { showDischargeMeters: true } },
  { name: 'facility models', path: apiPaths.facilityModels(), call: (api) => api.getFacilityModels(), settings: { loadStationFacilityModels: true } },
];

type Json = unknown;

/** Every path into a JSON value (object keys and array indexes), the value itself included. */
function pathsOf(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const children =
    Array.isArray(value) ? value.slice(0, 3).map((item, index) => pathsOf(item, [...path, index])).flat()
    : typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))
    : [];
  return [path, ...children];
}

function replacedAt(value: Json, path: (string | number)[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, Json>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  parent[path.at(-1)!] = replacement;
  return copy;
}

/** Answers breaking the schema of a call whose real answer is `real`: any JSON, or `real` with one field replaced. */
const brokenAnswers = (real: Json) =>
  fc.oneof(
    fc.jsonValue(),
    fc.tuple(fc.constantFrom(...pathsOf(real)), fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.string({ maxLength: 3 }))).map(([path, replacement]) =>
      replacedAt(real, path, replacement),
    ),
  );

test.each(CASES)('issue 14: any answer to $name is used only when it matches, else a coded error — never a crash', async ({ path, call, settings }) => {
  const server = faultyServer('answers');
  const real: Json = await (await fetch(server.apiBase + path)).json();
  const { api } = await startWorker({ databaseName: uniqueDatabaseName('answers'), apiBase: server.apiBase });
  if (settings) await api.saveLocalSettings(settings);
  await fc.assert(
    fc.asyncProperty(brokenAnswers(real), async (answer) => {
      const asked = await server.requestCount('GET', path);
      await server.failNext({ method: 'GET', path, times: 1, mode: 'answer', body: JSON.stringify(answer) });
      const outcome = await call(api).then(
        () => 'answered',
        (error: unknown) => (isWorkerError(error) ? `refused with ${error.code}` : `crashed: ${String(error)}`),
      );
      expect(outcome).not.toMatch(/^crashed/);
      expect(await server.requestCount('GET', path)).toBe(asked + 1);
    }),
    { numRuns: 25, interruptAfterTimeLimit: 20_000 },
  );
});
