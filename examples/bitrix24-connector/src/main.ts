/** Start: `node dist/main.js`, with the environment of README.md ("Environment variables"). */
import {basePath, MissingSettings, readConfig} from './config.js';
import {createConnector} from './connector.js';
import {createLog} from './log.js';
import {messages} from './messages.js';
import {createServer} from './server.js';
import {LockHeld} from './store.js';

const log = createLog();
let cfg;
try {
  cfg = readConfig();
} catch (error) {
  if (!(error instanceof MissingSettings)) throw error;
  log(messages.notStarted, {missing: error.missing.join(',')});
  process.exit(1);
}
let connector;
try {
  connector = createConnector(cfg, {log});
} catch (error) {
  // The line is logged where the lock was found; a second connector on the same data never starts.
  if (!(error instanceof LockHeld)) throw error;
  process.exit(1);
}
const server = createServer(connector, basePath(cfg.publicUrl));
server.listen(cfg.port, cfg.host, () => {
  log(messages.listening, {host: cfg.host, port: cfg.port, installed: connector.health().installed});
  connector.start();
});
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    connector.stop();
    server.close(() => process.exit(0));
  });
