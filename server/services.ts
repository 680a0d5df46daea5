import type { Config } from './config.ts';
import type { LimsDatabase } from './db/index.ts';
import type { Crud } from './crud/service.ts';

/** What feature modules get from the app: configuration, the database and the one write path. */
export interface AppServices {
  config: Config;
  database: LimsDatabase;
  crud: Crud;
}
