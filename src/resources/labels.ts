// Menu rule titles are stored as i18n keys: 'menu.business.trust-list' for menus and 'perm.order:add' for buttons
// (server seed). Menu keys translate directly; a perm is labelled from the schema that declares it (schemas/core/perms.ts).
import { permLabel } from '../../schemas/core/perms.ts';

export { permLabel };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A stored title that may be an i18n key ('menu.…', 'perm.…') in the user's language; other text as it is. */
export function storedTitle(value: unknown, translate: Translate): string {
  const text = value == null ? '' : String(value);
  if (/^menu\.[\w./-]+$/.test(text)) return translate(text, { _: text.slice(5) });
  const perm = /^perm\.(.+)$/.exec(text);
  return perm ? permLabel(perm[1], translate) : text;
}
