// How the log viewer reads a line (seed: lines are marked error / info / warning, special markers become download
// links and coloured line classes). pino writes JSON lines with numeric levels; plain text lines are read by words.
export type LineClass = 'error' | 'warning' | 'info' | 'success' | null;

/** The marker the server's jobs write to point at a file in LOG_DIR: [[download:lims-2026-11-23.log]] */
export const MARKER = /\[\[download:([\w.-]{1,128}\.log(?:\.\d{1,4})?)\]\]/g;

/** CodeMirror settings of the legacy log editor. */
export const EDITOR = { mode: 'text', lineNumbers: true, smartIndent: true, indentUnit: 2, styleActiveLine: true, foldGutter: true, fontSize: '13px', recheckMs: 60, recheckStopMs: 400 } as const;

export function classify(line: string): LineClass {
  const level = /"level":\s*(\d+)/.exec(line)?.[1];
  if (level) {
    const n = Number(level);
    if (n >= 50) return 'error';
    if (n >= 40) return 'warning';
    if (/"statusCode":\s*2\d\d/.test(line) || /\b(succeeded|success|completed|done)\b|成功|完成/i.test(line)) return 'success';
    return n >= 30 ? 'info' : null;
  }
  if (/\b(ERROR|FATAL|Error|Exception)\b|错误|失败/.test(line)) return 'error';
  if (/\bWARN(ING)?\b|警告/.test(line)) return 'warning';
  if (/\b(SUCCESS|succeeded|completed)\b|成功|完成/.test(line)) return 'success';
  if (/\bINFO\b/.test(line)) return 'info';
  return null;
}
