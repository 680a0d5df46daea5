// Binary downloads (exports, templates, PDFs): the server names the file in Content-Disposition.
import { request, type BinaryAnswer } from './http.ts';

export function saveBlob(answer: BinaryAnswer, fallbackName: string): void {
  const url = URL.createObjectURL(answer.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = answer.filename ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function download(url: string, params: Record<string, unknown> = {}, fallbackName = 'download'): Promise<BinaryAnswer> {
  const answer = await request<BinaryAnswer>({ url, params });
  if (!(answer && (answer as BinaryAnswer).blob)) throw new Error('app.error.badResponse');
  saveBlob(answer, fallbackName);
  return answer;
}
