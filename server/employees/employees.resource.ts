import { serverResource } from '../crud/hooks.ts';
import { qualificationParameters } from './routes.ts';

export default serverResource('employees', {
  beforeCreate: [qualificationParameters.beforeCreate],
  beforeUpdate: [qualificationParameters.beforeUpdate],
});
