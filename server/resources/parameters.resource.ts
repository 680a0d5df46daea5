import { serverResource } from '../crud/hooks.ts';
import { parameterTemplateFit } from '../catalogue/fit.ts';

export default serverResource('parameters', {
  beforeCreate: [parameterTemplateFit.beforeCreate],
  beforeUpdate: [parameterTemplateFit.beforeUpdate],
});
