import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';
import { envelope } from '../http/errors.ts';
import { backupDir } from './backup.ts';
import { registerInstance } from './instances.ts';
import { installRequestLogging } from './requestLog.ts';
import { startSqliteMaintenance } from './maintenance.ts';
import { runBackup, startBackupScheduler } from './scheduler.ts';
import { object, listOf, text, integer, nullable } from '../openapi/shapes.ts';

/** Under the test runner the daily schedule stays off unless BACKUP_SCHEDULER=on (tests must not write ./data/backups). */
function schedulerEnabled(): boolean {
  if (process.env.BACKUP_SCHEDULER) return process.env.BACKUP_SCHEDULER === 'on';
  return !(process.env.VITEST || process.env.NODE_ENV === 'test');
}

/** Operational side of the server: request logs, instance registry, scheduled backups and their API. */
export async function registerOpsRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { database, config } = services;
  const dir = backupDir(config.dataDir);
  installRequestLogging(app);

  const instance = await registerInstance(database.db, (err) => app.log.warn({ err }, 'instance heartbeat failed'));
  app.addHook('onListen', async function onListen() {
    const address = this.server.address();
    await instance.setPort(typeof address === 'object' && address ? address.port : null);
  });
  const maintenance = startSqliteMaintenance(database, app.log);
  const scheduler = schedulerEnabled() ? startBackupScheduler(database, { dir, instanceId: instance.instanceId, log: app.log }) : null;
  app.addHook('onClose', async () => {
    maintenance.stop();
    await scheduler?.stop();
    await instance.stop().catch((err) => app.log.warn({ err }, 'instance deregistration failed'));
  });

  const tags = ['ops'];
  const optText = nullable(text);
  const instanceRow = object({ id: integer, instanceId: text, host: text, pid: integer, port: nullable(integer), startedAt: text, lastSeenAt: text });
  // bigint columns answer as text on PostgreSQL
  const bytes = { type: ['integer', 'string', 'null'] };
  const backupRow = object({
    id: integer,
    runKey: text,
    trigger: text,
    status: text,
    file: optText,
    sha256: optText,
    bytes,
    error: optText,
    instanceId: optText,
    startedAt: text,
    finishedAt: optText,
  });
  app.get(
    '/admin/api/v1/ops/instances',
    { config: { access: 'config:query' }, schema: { tags, summary: 'Server instances running on this database', 'x-data': listOf(instanceRow) } as never },
    async () => envelope(await database.db.selectFrom('serverInstances').selectAll().orderBy('startedAt').execute()),
  );

  app.get(
    '/admin/api/v1/ops/backups',
    { config: { access: 'config:query' }, schema: { tags, summary: 'Backup runs, newest first', 'x-data': listOf(backupRow) } as never },
    async () => envelope(await database.db.selectFrom('backupRuns').selectAll().orderBy('id', 'desc').limit(100).execute()),
  );

  // ROOT only (no perm declared): a backup reads the whole database.
  app.post(
    '/admin/api/v1/ops/backups',
    {
      config: {},
      schema: {
        tags,
        summary: 'Back the database up now (ROOT); null when another instance holds the run',
        'x-data': nullable(object({ file: text, sha256: text, bytes: integer, kind: text })),
      } as never,
    },
    async (req, reply) => {
      const b = await runBackup(database, { runKey: `manual ${new Date().toISOString()} ${req.id}`, trigger: 'manual', instanceId: instance.instanceId, dir });
      return reply.status(201).send(envelope(b && { file: b.file, sha256: b.sha256, bytes: b.bytes, kind: b.kind }));
    },
  );
}
