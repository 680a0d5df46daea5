import { serverResource } from '../crud/hooks.ts';
import { numbered } from '../hooks/numbering.ts';
import { qcHooks } from './qc.ts';

export default serverResource('qcSheets', {
  beforeCreate: [numbered('qcNo', 'ZK')],
  beforeUpdate: [qcHooks.beforeUpdate],
  beforeTransition: [qcHooks.beforeTransition],
});
