import type { AnyResource } from '../core/resource.ts';
import * as platform from './platform.ts';
import * as master from './master.ts';
import * as business from './business.ts';

export * from './platform.ts';
export * from './master.ts';
export * from './business.ts';

function collect(mod: Record<string, unknown>): AnyResource[] {
  return Object.values(mod).filter((v): v is AnyResource => typeof v === 'object' && v !== null && 'fieldList' in v);
}

/** Every resource, in dependency order (referenced tables first). */
export const resources: AnyResource[] = [...collect(platform), ...collect(master), ...collect(business)];
export const resourceByName = new Map(resources.map((r) => [r.name, r]));
