// Codes the import's answers carry, in the reader's words: parser ids, encodings, QC types, unmatched reasons and
// refused files. People read labels, never codes: each falls back to the server's own localised text, never the code.
import type { TranslateFunction as Translate } from 'react-admin';
import type { PreviewAnswer } from '../dataProvider/client/index.ts';

export const parserText = (t: Translate, p: Pick<PreviewAnswer, 'parser' | 'parserLabel'>) =>
  p.parser.startsWith('mapping') ? t('inst.parsers.mapping', { name: p.parserLabel }) : t(`inst.parsers.${p.parser}`, { _: p.parserLabel });

export const encodingText = (t: Translate, encoding: string) => t(`inst.encodings.${encoding.toLowerCase()}`, { _: encoding.toUpperCase() });

export const qcText = (t: Translate, qc: string | undefined) => (qc ? t(`inst.qcTypes.${qc}`, { _: qc }) : '');

export function reasonText(t: Translate, u: PreviewAnswer['unmatched'][number]): string {
  return t(`inst.reason.${u.reason}`, { sampleId: u.sampleId, analyte: u.analyte, unit: u.unit ?? '', ...u.params, _: u.message });
}

/**
 * A refused preview or import: the server's message is already in the user's language (its envelope's msg); a
 * message that is still a key (network, timeout) goes through the app's own texts.
 */
export function errorText(t: Translate, e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  return t(message, { _: message });
}
