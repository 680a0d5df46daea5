// The column names of a delimited export's header row, read in the browser from the file's first 256 KB so the
// mapping dialog can offer them: UTF-8 (with or without BOM) or UTF-16 by its BOM, else GBK (GB 18030), as the
// server's decoder does (server/instruments/decode.ts). Spreadsheets are read on the server only.
const HEAD_BYTES = 256 * 1024;

export function decodeHead(b: Uint8Array): string {
  if (b[0] === 0xff && b[1] === 0xfe) return new TextDecoder('utf-16le').decode(b.subarray(2));
  if (b[0] === 0xfe && b[1] === 0xff) return new TextDecoder('utf-16be').decode(b.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(b);
  } catch {
    // a UTF-8 character cut at the 256 KB boundary is not a GBK file: retry without the last bytes first
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(b.subarray(0, Math.max(0, b.length - 3)));
    } catch {
      return new TextDecoder('gb18030').decode(b);
    }
  }
}

/** The delimiter the header line uses most of (a file's own choice, unless the mapping names one). */
export const delimiterOf = (line: string): ',' | ';' | '\t' =>
  ([',', ';', '\t'] as const).map((d) => [d, line.split(d).length] as const).sort((a, b) => b[1] - a[1])[0][0];

/** Splits one line on the delimiter, honouring double quotes ("a,b" is one cell; "" is a quote). */
export function splitCells(line: string, d: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === d) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((c) => c.trim());
}

export async function headerColumns(file: Blob, headerRow: number, delimiter?: string): Promise<string[]> {
  const text = decodeHead(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()));
  const line = text.split(/\r\n|\n|\r/)[headerRow - 1];
  if (!line) return [];
  return [...new Set(splitCells(line, delimiter ?? delimiterOf(line)).filter(Boolean))];
}
