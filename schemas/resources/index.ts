// Every declared resource and page, collected from the generated barrel (registry.gen.ts), by name.
import type { AnyResource } from '../core/resource.ts';
import { pagesOf, type Page } from '../core/page.ts';
import { declarationModules } from './registry.gen.ts';

function collect(mod: Record<string, unknown>): AnyResource[] {
  return Object.values(mod).filter((v): v is AnyResource => typeof v === 'object' && v !== null && 'fieldList' in v);
}

/**
 * Every resource of every declaration module under schemas/ (a generated barrel, scripts/registry.ts: a file is
 * registered by declaring one), by file path. Code that names one imports it from its area's file.
 */
export const resources: AnyResource[] = declarationModules.flatMap(collect);
export const resourceByName = new Map(resources.map((r) => [r.name, r]));

/** Every hand-written page declared beside the resources (definePage), in declaration order. */
export const pages: Page[] = declarationModules.flatMap(pagesOf);
