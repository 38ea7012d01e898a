// Issue 35: the server under hostile load. /info p99 for a normal user while gzip bombs, slow bodies and big PDFs run
// beside the user's own calls, and the time of that user's one-page PDF beside another user's ten big ones. A server
// of its own with login (the PDF queue's share is per user; demo mode makes everyone the same user).
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { apiPaths } from '../../src/shared/api';
import { startServer } from '../../src/server/start';
import { ADMIN_ROLE, startOidcProvider } from '../support/oidc/provider';
import { roundWithRemarks, tinyDemo, USERS } from '../unit/server/support/tiny-demo';
import { percentile, summarize } from './stats';
import type { BenchRow } from './table';

const LOAD_MS = 15_000;
const SLOW_BODIES = 40;
const BIG_PDFS = 10;
const SMALL_PDF_RUNS = 5;
const BIG_ID = '7b0c7a52-0000-4000-8000-0000000b1635';
const SMALL_ID = '7b0c7a52-0000-4000-8000-00000005a035';


/** A body of `Content-Length: 1000` sent one byte a second, until the server closes it or `stop` is called. */
function slowBody(port: number): () => void {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write('POST /hwe-api/v2/measure-round/2 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
  const timer = setInterval(() => !socket.destroyed && socket.write(' '), 1000);
  socket.on('close', () => clearInterval(timer));
  return () => socket.destroy();
}

export async function measureHostileLoad(log: (message: string) => void): Promise<BenchRow[]> {
  const provider = await startOidcProvider({
    accounts: [{ username: USERS.admin, roles: [ADMIN_ROLE] }, { username: USERS.observer }, { username: USERS.responsible1 }],
  });
  const demo = tinyDemo();
  demo.completedRounds.push(roundWithRemarks(BIG_ID, 950, 'Wort '.repeat(2_000)), roundWithRemarks(SMALL_ID, 3, 'Pegel abgelesen'));
  const server = await startServer({
    port: 0,
    staticDir: '/nonexistent',
    dataDir: 'memory://',
    demoData: demo,
    oidc: { issuer: provider.issuer, clientId: provider.clientId, audience: provider.audience, adminRole: ADMIN_ROLE },
  });
  const port = Number(new URL(server.url).port);
  const [attacker, bigPdfUser, normalUser] = await Promise.all([USERS.responsible1, USERS.admin, USERS.observer].map((user) => provider.token(user)));
  const call = async (token: string, path: string, init: RequestInit = {}) => {
    const started = performance.now();
    const response = await fetch(server.url + path, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };
  const pdf = (token: string, instanceId: string) => call(token, apiPaths.completedRoundPdf(instanceId));
  try {
    log('Hostile load: bombs, slow bodies and big PDFs beside a normal user…');
    await Promise.all([pdf(normalUser, SMALL_ID), pdf(bigPdfUser, SMALL_ID)]); // both layout threads started
    const bomb = gzipSync(Buffer.from('['.repeat(10_000_000)));
    const start = performance.now();
    const running = () => performance.now() - start < LOAD_MS;
    const stopSlowBodies = Array.from({ length: SLOW_BODIES }, () => slowBody(port));
    const bombs = (async () => {
      while (running()) {
        await call(attacker, apiPaths.postMeasureRound(2), { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: bomb });
      }
    })();
    const bigPdfs = (async () => {
      while (running()) await Promise.all(Array.from({ length: BIG_PDFS }, () => pdf(bigPdfUser, BIG_ID)));
    })();
    const info: number[] = [];
    const smallPdf: number[] = [];
    const normal = (async () => {
      while (running()) {
        info.push((await call(normalUser, apiPaths.info())).ms);
        await call(normalUser, apiPaths.measureRounds());
        if (smallPdf.length < SMALL_PDF_RUNS && performance.now() - start > (smallPdf.length + 1) * (LOAD_MS / (SMALL_PDF_RUNS + 2))) {
          const answer = await pdf(normalUser, SMALL_ID);
          if (answer.status === 200) smallPdf.push(answer.ms);
        }
      }
    })();
    await Promise.all([bombs, bigPdfs, normal]);
    for (const stop of stopSlowBodies) stop();
    return [
      {
        figure: `Server: /info p99 beside gzip bombs, ${SLOW_BODIES} slow bodies and ${BIG_PDFS} big PDFs at a time`,
        unit: 'ms',
        budget: 200,
        result: summarize([percentile(info, 99)]),
      },
      { figure: `Server: a one-page PDF beside another user's ${BIG_PDFS} big ones`, unit: 'ms', budget: 2000, result: summarize(smallPdf) },
    ];
  } finally {
    await server.close();
    await provider.close();
  }
}
