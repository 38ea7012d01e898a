// A reference server in a process of its own on the PostgreSQL of DATABASE_URL with the tiny demo data;
// prints its URL as one JSON line. Started by tests that need several server processes.
import { startServer } from '../../../../src/server/start';
import { tinyDemo } from './tiny-demo';

const server = await startServer({ port: 0, staticDir: '/nonexistent', demoData: tinyDemo(), databaseUrl: process.env.DATABASE_URL });
console.log(JSON.stringify({ url: server.url }));
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
