// Run in a child process by unhandled-rejection.test.ts. `reject` leaves a promise rejection
// unhandled; `shutdown` leaves one (a dropped connection) while onShutdown is closing.
import { exitOnUnhandledRejection, onShutdown } from './http';
import { createLogger } from './logger';

const logger = createLogger('fixture', 'info');
exitOnUnhandledRejection(logger);
// alive until the handler or the shutdown ends the process
setInterval(() => undefined, 1000);

if (process.argv[2] === 'shutdown') {
  onShutdown(logger, async () => {
    void Promise.reject(Object.assign(new Error('socket closed'), { code: 'ECONNRESET' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  logger.info('ready');
} else {
  void Promise.reject(new Error('boom'));
}
