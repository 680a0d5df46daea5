import { serverResource } from '../crud/hooks.ts';
import { calibrationDue } from '../hooks/index.ts';

export default serverResource('equipment', {
  beforeCreate: [calibrationDue.beforeCreate],
  beforeUpdate: [calibrationDue.beforeUpdate],
});
