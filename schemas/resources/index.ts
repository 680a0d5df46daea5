import type { AnyResource } from '../core/resource.ts';
import { pagesOf, type Page } from '../core/page.ts';
import { declarationModules } from './registry.gen.ts';

export * from './platform.ts';
export * from './master.ts';
export * from './business.ts';

function collect(mod: Record<string, unknown>): AnyResource[] {
  return Object.values(mod).filter((v): v is AnyResource => typeof v === 'object' && v !== null && 'fieldList' in v);
}

/**
 * Every resource of every file in this folder (a generated barrel, scripts/registry.ts: a new file is registered by
 * being here), in dependency order (referenced tables first). The named exports above are for code that names one.
 */
export const resources: AnyResource[] = declarationModules.flatMap(collect);
export const resourceByName = new Map(resources.map((r) => [r.name, r]));

/** Every hand-written page declared beside the resources (definePage), in declaration order. */
export const pages: Page[] = declarationModules.flatMap(pagesOf);
