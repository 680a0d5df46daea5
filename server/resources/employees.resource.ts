import { serverResource } from '../crud/hooks.ts';
import { qualificationParameters } from '../system/employees.ts';

export default serverResource('employees', {
  beforeCreate: [qualificationParameters.beforeCreate],
  beforeUpdate: [qualificationParameters.beforeUpdate],
});
