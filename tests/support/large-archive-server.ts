// The browser tests' second reference server (issue 11): the demo round definitions and a large
// archive, seeded by SQL when it starts, and the long history round of issue 16; the worker reaches it with apiBase
// LARGE_ARCHIVE_PREFIX.
import { generateDemoData } from '../../src/server/demo/generate';
import { startServer, type RunningServer } from '../../src/server/start';
import { withLargeArchive } from './large-archive';
import { LARGE_ARCHIVE_ENTRIES, LARGE_ARCHIVE_ROUNDS } from './large-archive-route';
import { withLongHistoryRound } from './long-history-round';


export function startLargeArchiveServer(port: number): Promise<RunningServer> {
  return startServer({
    port,
    host: '127.0.0.1',
    dataDir: 'memory://',
    demoData: withLongHistoryRound(
      withLargeArchive({ ...generateDemoData(), history: [] }, LARGE_ARCHIVE_ROUNDS, LARGE_ARCHIVE_ENTRIES),
      new Date(),
    ),
  });
}
