// Dictionaries: the show page lists the dict's items (dictItems with the same dictCode) under the dict.
import type { ResourceOverride } from '../resources/overrides.ts';
import { DictShow } from './DictShow.tsx';

export default { show: DictShow } satisfies ResourceOverride;
