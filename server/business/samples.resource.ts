import { serverResource, type DataHook } from '../crud/hooks.ts';
import { nextInSeries } from '../hooks/numbering.ts';

/** A sample's number continues its task's: RW…-01, -02. */
export const sampleNumber: DataHook = async (data, { tx }) => {
  const task = await tx
    .selectFrom('tasks')
    .select('taskNo')
    .where('id', '=', data.taskId as number)
    .executeTakeFirst();
  if (!task) return data;
  const n = await nextInSeries(tx, `sample:${task.taskNo}`);
  return { ...data, sampleNo: `${task.taskNo}-${String(n).padStart(2, '0')}` };
};

export default serverResource('samples', { beforeCreate: [sampleNumber] });
