// A reference server in a process of its own on the PostgreSQL of DATABASE_URL or the PGlite directory
// DATA_DIR, with the tiny demo data; prints its URL as one JSON line. Started by tests that need several
// server processes or kill one.
import { startServer } from '../../../../src/server/start';
import { tinyDemo } from './tiny-demo';

const server = await startServer({ port: 0, staticDir: '/nonexistent', demoData: tinyDemo(), databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
console.log(JSON.stringify({ url: server.url }));
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
