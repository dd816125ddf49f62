/**
 * The demo API for `npm run load`, in a process of its own: the load generator's event loop and
 * heap stay apart from the server's, so the figures measure the server alone. Started by
 * scripts/load/server-process.ts with an IPC channel; it listens on a free port, sends
 * `{ type: 'listening', url }`, and answers `{ type: 'memory' }` with its process.memoryUsage()
 * (after a full garbage collection when Node runs with --expose-gc, so the heap is what is kept).
 */
import { startDemoServer } from '../../demo-api/server';
import type { ChildMessage, ParentMessage } from './server-process';

function send(message: ChildMessage): void {
  process.send?.(message);
}

process.on('unhandledRejection', (reason) =>
  console.error('[load] demo API: unhandled rejection:', reason),
);

try {
  const demo = await startDemoServer({ port: 0, log: false });
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'memory') {
      globalThis.gc?.();
      const { rss, heapUsed, heapTotal } = process.memoryUsage();
      send({ type: 'memory', memory: { rss, heapUsed, heapTotal } });
    } else if (message.type === 'stop') {
      void demo.close().then(() => process.exit(0));
    }
  });
  // The parent went away without a stop (killed): do not outlive it.
  process.on('disconnect', () => void demo.close().then(() => process.exit(0)));
  send({ type: 'listening', url: demo.url });
} catch (error) {
  send({ type: 'failed', error: String(error) });
  process.exit(1);
}
