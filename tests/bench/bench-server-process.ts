// The reference server with the demo data and the bench's additions in a process of its own on the PostgreSQL of
// DATABASE_URL (./two-process-figures.ts starts two); prints its URL as one JSON line.
import { generateDemoData } from '../../src/server/demo/generate';
import { startServer } from '../../src/server/start';
import { withBenchData } from './bench-data';

const today = new Date();
const server = await startServer({
  port: 0,
  staticDir: '/nonexistent',
  databaseUrl: process.env.DATABASE_URL,
  demoData: withBenchData(generateDemoData({ today }), today),
  demoToday: today,
});
console.log(JSON.stringify({ url: server.url }));
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
