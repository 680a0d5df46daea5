/** Configuration by environment (documented in README). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  logDir: string;
  dataDir: string;
  tokenTtlHours: number;
  captchaTestCode?: string;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  seedDemo: boolean;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config: Config = {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? 'file:./data/lims.db',
    logDir: env.LOG_DIR ?? './logs',
    dataDir: env.DATA_DIR ?? './data',
    tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 12),
    captchaTestCode: env.CAPTCHA_TEST_CODE || undefined,
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 1024 * 1024),
    uploadLimitBytes: Number(env.UPLOAD_LIMIT_BYTES ?? 10 * 1024 * 1024),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
  if (config.captchaTestCode && env.NODE_ENV === 'production') {
    throw new Error('CAPTCHA_TEST_CODE is for automated tests only and is refused when NODE_ENV=production');
  }
  return config;
}
