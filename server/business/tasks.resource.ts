import { serverResource } from '../crud/hooks.ts';
import { numbered } from '../hooks/numbering.ts';
import { taskHooks } from './tasks.ts';

export default serverResource('tasks', {
  beforeCreate: [numbered('taskNo', 'RW')],
  beforeTransition: [taskHooks.beforeTransition],
  afterTransition: [taskHooks.afterTransition],
});
