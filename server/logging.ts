import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import type { Config } from './config.ts';

/** Structured JSON logs to stdout and to a daily file under LOG_DIR (the log viewer reads those files). */
export function createLogger(config: Config) {
  if (process.env.NODE_ENV === 'test' || process.env.VITEST) return pino({ level: process.env.LOG_LEVEL ?? 'warn' });
  fs.mkdirSync(config.logDir, { recursive: true });
  const file = path.join(config.logDir, `lims-${new Date().toISOString().slice(0, 10)}.log`);
  return pino({ level: config.logLevel }, pino.multistream([
    { stream: process.stdout },
    { stream: pino.destination({ dest: file, sync: false, mkdir: true }) },
  ]));
}
