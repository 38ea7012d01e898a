// issue 32: the spec's archive list (archive.md §7 "list of completed rounds", a plain JSON array of full rounds) is
// read as it arrives: each round's text is cut out of the chunks, parsed and turned into its summary row on its own,
// and the rows derived so far are told before the answer has ended. Issue 38: our envelope is read the same way.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROUND_COUNT_HEADER } from '../../../src/shared/api';
import { fetchArchive } from '../../../src/worker/archive/archive-fetch';
import { ArchiveIndex } from '../../../src/worker/archive/archive-index';
import { JsonArraySplitter } from '../../../src/worker/archive/json-array-splitter';
import { startSession } from '../../../src/worker/http/session';

const round = (index: number) => ({
  instanceId: `r-${index}`,
  creationTime: new Date(Date.UTC(2026, 2, 1) - index * 3_600_000).toISOString(),
  mrId: 1,
  mrName: `Tour "{${index}}" [a\\b]`,
  entries: [{ tsId: `TS-${index}`, staName: `Station ${index}`, staNumber: `S${index}`, tsParameter: 'W' }],
});

describe('JsonArraySplitter', () => {
  test('cuts each element out of chunks split anywhere, also inside strings with quotes, escapes and brackets', () => {
    const values = [round(0), 17, 'a "quoted" ]}, [{ text\\', [1, [2, { x: '}' }]], null, round(1)];
    const text = ` \n[ ${values.map((value) => JSON.stringify(value)).join(' ,\n')} ]\n`;
    for (const size of [1, 2, 3, 7, 64, text.length]) {
      const splitter = new JsonArraySplitter();
      const elements: string[] = [];
      for (let start = 0; start < text.length; start += size) elements.push(...splitter.push(text.slice(start, start + size)));
      splitter.end();
      expect(elements.map((element) => JSON.parse(element))).toEqual(values);
    }
  });

  test('an empty array has no element; text that is no array, or ends inside it, is refused', () => {
    const empty = new JsonArraySplitter();
    expect(empty.push('[ ]')).toEqual([]);
    expect(() => empty.end()).not.toThrow();
    expect(() => new JsonArraySplitter().push('{"rounds":[]}')).toThrow(SyntaxError);
    const cut = new JsonArraySplitter();
    cut.push('[{"a":1},{"b":');
    expect(() => cut.end()).toThrow(SyntaxError);
  });
});

describe('fetchArchive on the spec dialect answer, streamed', () => {
  const ROUNDS = 3_000;
  let release: () => void = () => undefined;
  let server: ReturnType<typeof createServer>;
  const writeRounds = (response: ServerResponse, from: number, to: number) => {
    for (let index = from; index < to; index++) response.write(`${index === 0 ? '' : ','}${index === 1 ? '{"instanceId": no json}' : JSON.stringify(round(index))}`);
  };
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('[');
      writeRounds(response, 0, ROUNDS / 2);
      // the second half only once the client has told rows of the first
      new Promise<void>((resolve) => (release = resolve)).then(() => {
        writeRounds(response, ROUNDS / 2, ROUNDS);
        response.end(']');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    startSession({ browser: 'Chromium', standalone: false, apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }, async () => 'token');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('rows are told while the answer arrives; every round becomes a row, one that is no JSON is skipped and named', async () => {
    const told: number[] = [];
    const fetched = await fetchArchive(undefined, (loaded, total, rowsSoFar) => {
      expect(total).toBe(0);
      told.push(loaded);
      if (rowsSoFar && rowsSoFar.length > 0) release();
    });
    if (fetched === 'unchanged') throw new Error('a list was answered');
    expect(told.some((loaded) => loaded > 0 && loaded < ROUNDS)).toBe(true);
    expect(fetched.rounds).toHaveLength(ROUNDS);
    const page = new ArchiveIndex(fetched.rounds).page({ text: 'station 2999', range: {}, page: 1 });
    expect(page.rows.map((row) => row.instanceId)).toEqual(['r-2999']);
    expect(page.total).toBe(ROUNDS - 1);
    expect(page.skipped).toEqual([expect.objectContaining({ code: 'INVALID_RECORD', record: 'completed round #2' })]);
  });
});

describe('fetchArchive on our envelope, streamed (issue 38)', () => {
  const ROUNDS = 2_000;
  const row = (index: number) => ({
    instanceId: `e-${index}`,
    creationTime: new Date(Date.UTC(2026, 2, 1) - index * 3_600_000).toISOString(),
    mrId: 1,
    mrName: `Tour ${index}`,
    imageCount: 0,
    remarkCount: 0,
    relevantStages: [],
    searchText: `tour ${index}`,
    userDecision1Required: false,
    userDecision2Required: false,
  });
  let release: () => void = () => undefined;
  let tail = '\n]}';
  let server: ReturnType<typeof createServer>;
  const lines = (from: number, to: number) => Array.from({ length: to - from }, (_, offset) => `${from + offset === 0 ? '' : ','}\n${JSON.stringify(row(from + offset))}`).join('');
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', [ROUND_COUNT_HEADER]: String(ROUNDS) });
      response.write(`{"version":"7.a\\"b","complete":true,"rounds":[${lines(0, 200)}`);
      // the rest only once the client has told the rows of the first chunk
      new Promise<void>((resolve) => (release = resolve)).then(() => response.end(`${lines(200, ROUNDS)}${tail}`));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    startSession({ browser: 'Chromium', standalone: false, apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }, async () => 'token');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('the first chunk\'s rows are told with the announced total before the rest is sent; every row is read', async () => {
    const firstTold: number[] = [];
    const fetched = await fetchArchive(undefined, (loaded, total, rowsSoFar) => {
      expect(total).toBe(ROUNDS);
      if (rowsSoFar?.length && firstTold.length === 0) firstTold.push(loaded, rowsSoFar.length);
      if (rowsSoFar?.length) release();
    });
    // the chunk's last row ends with the next chunk's comma
    expect(firstTold).toEqual([199, 199]);
    if (fetched === 'unchanged') throw new Error('a list was answered');
    expect(fetched).toMatchObject({ version: '7.a"b', complete: true });
    expect(fetched.rounds).toHaveLength(ROUNDS);
    expect(new ArchiveIndex(fetched.rounds).page({ text: '^tour 1999$', range: {}, page: 1 }).rows.map((found) => found.instanceId)).toEqual(['e-1999']);
  });

  test('an envelope that ends without its closing brace is no JSON', async () => {
    tail = '\n]';
    await expect(fetchArchive(undefined, (_loaded, _total, rowsSoFar) => rowsSoFar?.length && release())).rejects.toMatchObject({ code: 'INVALID_RECORD' });
  });
});
