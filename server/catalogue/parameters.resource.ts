import { serverResource } from '../crud/hooks.ts';
import { parameterTemplateFit } from './fit.ts';

export default serverResource('parameters', {
  beforeCreate: [parameterTemplateFit.beforeCreate],
  beforeUpdate: [parameterTemplateFit.beforeUpdate],
});
