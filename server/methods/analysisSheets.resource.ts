// The analysis sheet's issue step passes the method-not-verified gate (./gate.ts) beside the analysis room's own hooks.
import { serverResource } from '../crud/hooks.ts';
import { methodGate } from './gate.ts';

export default serverResource('analysisSheets', { beforeTransition: [methodGate] });
