// The limit table sheet's calls (issue 33 item 4; routes in server/standards/feature.ts): the sheet to fill, with an
// edition's rows when it has an id, and the reading of a filled one (nothing written: the rows go back to the form).
import type { LimitRowsRead } from '../../../schemas/standards/limitRowsSheet.ts';
import { request } from '../http.ts';
import { download } from '../download.ts';

export const limitRows = {
  template: (id: number | undefined, fileName: string) => download('standards/limit-rows/template', id ? { id } : {}, fileName),
  read: (file: File, classes: unknown[]) => {
    const data = new FormData();
    data.append('classes', JSON.stringify(classes));
    data.append('file', file, file.name);
    return request<LimitRowsRead>({ url: 'standards/limit-rows/read', method: 'POST', multipart: true, silent: true, data });
  },
};
