// issue 9 "every 5xx logged with a request id": a real internal error (a table the route reads is gone under the
// running server) answers 500 in the one error shape, and the server's log names the request id it answered.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freshPostgresSchema } from './support/server';
import { spawnServerProcess, type ServerProcess } from './support/spawn-server';

interface LogLine {
  level: number;
  reqId?: string;
  msg?: string;
  err?: { message?: string };
}

describe.runIf(process.env.TEST_DATABASE_URL)('issue 9: every 5xx is logged with a request id', () => {
  const log: string[] = [];
  let server: ServerProcess;
  let url: string;
  let db: pg.Client;
  beforeAll(async () => {
    const databaseUrl = await freshPostgresSchema('hwe_test_error_log');
    server = spawnServerProcess({ DATABASE_URL: databaseUrl }, (line) => log.push(line));
    url = await server.url;
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await db?.end();
  });

  test('the discharge meters table renamed away: 500 {status, message} with X-Request-Id, logged with that id', async () => {
    const dischargeMeters = `${url}/hwe-api/v2/discharge-meters`;
    expect((await fetch(dischargeMeters)).status).toBe(200);

    await db.query('ALTER TABLE discharge_meter RENAME TO discharge_meter_away');
    const failed = await fetch(dischargeMeters);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('content-type')).toContain('application/json');
    expect(failed.headers.get('cache-control')).toBe('no-store');
    const requestId = failed.headers.get('x-request-id')!;
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // the database's own message stays in the log: the client learns only the request id to report
    expect(await failed.json()).toEqual({ status: 500, message: `Internal server error (request ${requestId})` });

    await expect.poll(() => log.filter((line) => line.includes(requestId))).toHaveLength(1);
    const logged = JSON.parse(log.find((line) => line.includes(requestId))!) as LogLine;
    expect(logged).toMatchObject({ level: 50, reqId: requestId, msg: 'request failed' });
    expect(logged.err?.message).toContain('discharge_meter');

    await db.query('ALTER TABLE discharge_meter_away RENAME TO discharge_meter');
    const again = await fetch(dischargeMeters);
    expect(again.status).toBe(200);
    expect(log.filter((line) => line.includes(again.headers.get('x-request-id')!))).toEqual([]);
  });
});
