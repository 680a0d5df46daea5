import pino from 'pino';
import type { Config } from './config.ts';
import { DailyLogStream } from './system/logFile.ts';

/** Structured JSON logs to stdout and to a daily file under LOG_DIR that rotates at midnight UTC (the log viewer reads those files). */
export function createLogger(config: Config) {
  if (process.env.NODE_ENV === 'test' || process.env.VITEST) return pino({ level: process.env.LOG_LEVEL ?? 'warn' });
  return pino({ level: config.logLevel }, pino.multistream([{ stream: process.stdout }, { stream: new DailyLogStream(config.logDir) }]));
}
