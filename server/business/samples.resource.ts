import { serverResource } from '../crud/hooks.ts';
import { sampleNumber } from '../hooks/index.ts';

export default serverResource('samples', { beforeCreate: [sampleNumber] });
