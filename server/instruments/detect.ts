// Choose the parser for a file from its content, or refuse with the reason. Order matters: the more specific layout
// first (MassHunter ICP-MS and Quant share the "Sample" group row; NexION's "Sample ID" header is the loosest).
import { decode, DEFAULT_MAX_BYTES } from './decode.ts';
import type { InstrumentParser, ParseResult, TextDoc } from './types.ts';
import { fail } from './types.ts';
import { agilentIcpms } from './parsers/agilentIcpms.ts';
import { masshunterQuant } from './parsers/masshunterQuant.ts';
import { thermoQtegra } from './parsers/thermoQtegra.ts';
import { agilentIcpOes } from './parsers/agilentIcpOes.ts';
import { perkinelmerWinlab } from './parsers/perkinelmerWinlab.ts';
import { shimadzuToc } from './parsers/shimadzuToc.ts';
import { shimadzuLabsolutions } from './parsers/shimadzuLabsolutions.ts';
import { chromeleonIc } from './parsers/chromeleonIc.ts';
import { hachUvvis } from './parsers/hachUvvis.ts';
import { perkinelmerNexion } from './parsers/perkinelmerNexion.ts';
import { balance } from './parsers/balance.ts';

export const parsers: readonly InstrumentParser[] = [
  agilentIcpms,
  masshunterQuant,
  thermoQtegra,
  agilentIcpOes,
  perkinelmerWinlab,
  shimadzuToc,
  shimadzuLabsolutions,
  chromeleonIc,
  hachUvvis,
  perkinelmerNexion,
  balance,
];

export function detect(doc: TextDoc): InstrumentParser | undefined {
  return parsers.find((p) => p.sniff(doc));
}

/** What the refusal shows: the first non-empty line, cut, so the analyst sees what the file actually starts with. */
const firstLine = (doc: TextDoc) => (doc.lines.find((l) => l.trim()) ?? '').slice(0, 80);

/**
 * Bytes → readings. With `expected` (the instrument's configured parser) a file in another layout is refused as
 * "wrong instrument", naming the layout it looks like; without, the layout is detected.
 */
export function parseFile(bytes: Uint8Array, opts: { expected?: string; maxBytes?: number } = {}): ParseResult {
  const d = decode(bytes, opts.maxBytes ?? DEFAULT_MAX_BYTES);
  if (!d.ok) return { ok: false, error: d.error };
  const found = detect(d.doc);
  if (opts.expected) {
    const want = parsers.find((p) => p.id === opts.expected);
    if (!want) return fail('layout_unknown', { parser: opts.expected });
    if (!want.sniff(d.doc)) return fail('layout_mismatch', { expected: want.id, found: found?.id ?? '', firstLine: firstLine(d.doc) });
    return want.parse(d.doc);
  }
  if (!found) return fail('layout_unknown', { firstLine: firstLine(d.doc), known: parsers.map((p) => p.id).join(', ') });
  return found.parse(d.doc);
}
