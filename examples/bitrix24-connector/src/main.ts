/** Start: `node dist/main.js`, with the environment of README.md ("Environment variables"). */
import {basePath, InvalidSetting, MissingSettings, readConfig, type Config} from './config.js';
import {createConnector} from './connector.js';
import {createLog} from './log.js';
import {messages} from './messages.js';
import {createServer} from './server.js';
import {LockHeld, UnreadableFile} from './store.js';

const log = createLog();

/** The settings, or one line naming what is wrong with them and an exit. */
function settings(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (error instanceof MissingSettings) log(messages.notStarted, {missing: error.missing.join(',')});
    else if (error instanceof InvalidSetting)
      log(messages.settingInvalid, {setting: error.setting, problem: error.problem});
    else throw error;
    process.exit(1);
  }
}
const cfg = settings();
// The configured secrets stay masked for the life of the process, whatever tokens come and go.
for (const s of [cfg.clientSecret, cfg.pitelApiKey, cfg.hookKey]) log.secret(s, true);
let connector;
try {
  connector = createConnector(cfg, {log});
} catch (error) {
  // The line is logged where the lock or the damaged file was found: one line, no restart loop of traces.
  if (!(error instanceof LockHeld || error instanceof UnreadableFile)) throw error;
  process.exit(1);
}
const server = createServer(connector, basePath(cfg.publicUrl), {log, hookKey: () => cfg.hookKey});
server.once('error', (error: NodeJS.ErrnoException) => {
  log(messages.notListening, {host: cfg.host, port: cfg.port, code: error.code});
  process.exit(1);
});
server.listen(cfg.port, cfg.host, () => {
  log(messages.listening, {host: cfg.host, port: cfg.port, installed: connector.health().installed});
  connector.start();
});
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    connector.stop();
    server.close(() => process.exit(0));
  });
