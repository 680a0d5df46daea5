import './nodeVersion.ts';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';

const config = loadConfig();
const { app, close } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
