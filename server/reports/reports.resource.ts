import { serverResource } from '../crud/hooks.ts';
import { numbered } from '../hooks/numbering.ts';
import { reportHooks } from './reports.ts';

export default serverResource('reports', {
  beforeCreate: [numbered('reportNo', 'BG', 'year'), reportHooks.beforeCreate],
  beforeTransition: [reportHooks.beforeTransition],
  afterTransition: [reportHooks.afterTransition],
});
