import type { AppServices } from '../services.ts';
import { appendAudit } from '../audit/chain.ts';
import { seedInsert, seedContext, type SeedLog, type Rec } from './insert.ts';
import { menuIds, demoRoles, ruleIdsOf } from './access.ts';
import { seedLab } from './lab.ts';

export const DEMO_PASSWORD = '123456';

/**
 * The demo lab, seeded once into an empty database. The menu rules, buttons and dictionaries are
 * already there: the start-up upgrade writes them from the declarations (server/seed/registry.ts).
 */
export async function seedDemo(app: AppServices, log: SeedLog): Promise<boolean> {
  const { database } = app;
  const { db } = database;
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
  const started = Date.now();
  await db.transaction().execute(async (tx) => {
    const ins = (name: string, data: Rec, system?: Rec) => seedInsert(app, tx, name, data, system);
    const lab = await ins('departments', { name: '华清环境检测有限公司', code: 'HQ', sort: 0 });
    const depts: Record<string, number> = { lab: lab.id as number };
    for (const [code, name] of [
      ['BIZ', '业务室'],
      ['FIELD', '采样室'],
      ['CHEM', '理化分析室'],
      ['INSTR', '仪器分析室'],
      ['QA', '质量管理室'],
    ]) {
      depts[code] = (await ins('departments', { name, code, parentId: lab.id, sort: Object.keys(depts).length })).id as number;
    }
    const rules = await menuIds(tx);
    const users: Record<string, number> = {};
    for (const role of demoRoles) {
      const r = await ins('roles', { code: role.code, name: role.name, ...ruleIdsOf(role, rules) });
      const u = await ins('users', {
        username: role.user,
        nickname: role.nickname,
        password: DEMO_PASSWORD,
        roleIds: [r.id],
        deptId: role.code === 'ROOT' ? depts.lab : role.code.includes('ANALYST') ? depts.CHEM : depts.QA,
      });
      users[role.user] = u.id as number;
      // a second analyst, new to the lab: authorised for ammonia nitrogen only (server/seed/staff.ts), so the
      // register's refusal of a metals sheet is there to see (issue 32)
      if (role.code === 'ANALYST')
        users.trainee = (await ins('users', { username: 'trainee', nickname: '孙见习', password: DEMO_PASSWORD, roleIds: [r.id], deptId: depts.CHEM }))
          .id as number;
    }
    await ins('configs', { configKey: 'lab.name', configName: '实验室名称', configValue: '华清环境检测有限公司' });
    await ins('configs', { configKey: 'report.belowMdlNotation', configName: '低于检出限表示', configValue: 'L' });
    await ins('configs', { configKey: 'lab.timeZone', configName: '实验室时区（日期时间按此显示）', configValue: 'Asia/Shanghai' });
    await ins('configs', { configKey: 'backup.cron', configName: '定时备份（每日时刻）', configValue: '02:00' });
    await seedLab(app, tx, { users, depts });
    await appendAudit(tx, database.dialect, seedContext(app).audit, { entity: 'system', action: 'seed', after: { demo: true } });
  });
  log.info({ ms: Date.now() - started }, 'demo lab seeded');
  return true;
}
