import { serverResource } from '../crud/hooks.ts';
import { numbered } from '../hooks/numbering.ts';
import { sheetHooks } from './sheets.ts';

export default serverResource('analysisSheets', {
  beforeCreate: [numbered('analysisNo', 'FX')],
  beforeTransition: [sheetHooks.beforeTransition],
  afterTransition: [sheetHooks.afterTransition],
});
