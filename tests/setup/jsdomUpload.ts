// Multipart uploads in the UI tests (jsdom): a bridge between jsdom's File/FormData and Node's fetch (undici), which
// refuse each other's objects. The app builds its FormData with jsdom's classes (the browser's, here); Node's fetch
// and msw only take Node's. Vitest's own jsdom bridge (its Request) loses the file: with jsdom 29 it sends the part
// empty, named "blob", with a wrong Content-Length (msw then reports "premature close"). Replacing the globals with
// Node's does not work either: vitest's Request and URL.createObjectURL then take Node's Blobs for jsdom's and
// throw ("cannot read the bytes of a jsdom Blob"). So, only at the fetch call, a jsdom FormData body is encoded as
// Node's FormData would be, each file with its bytes, name and type read through the public Blob API; everything
// else passes unchanged. The browser needs none of this (the same upload runs in Chromium in
// tests/e2e/instrumentImport.test.ts).
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach } from 'vitest';

// Node's FormData is not importable by name, and the global is jsdom's by now: take it from a Node Response
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;

/** The jsdom FormData as Node's multipart bytes and their Content-Type (with the boundary). */
async function multipart(form: FormData): Promise<{ body: ArrayBuffer; type: string }> {
  const out = new NodeFormData();
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') out.append(key, value);
    else out.append(key, new NodeFile([new Uint8Array(await value.arrayBuffer())], value.name, { type: value.type }) as unknown as File);
  }
  // encoded here, not streamed by fetch: msw closes a streamed body with the request, and a test reading the
  // recorded request afterwards got "premature close"
  const encoded = new Response(out);
  return { body: await encoded.arrayBuffer(), type: encoded.headers.get('content-type')! };
}

/**
 * Installs the bridge for each test of the calling file, over msw's fetch interceptor (which test files start in
 * beforeAll), so msw receives Node's objects; the interceptor's own fetch stays underneath and is put back after the
 * test. Called from tests/ui/setup.ts, which runs for every file: this module is evaluated once per worker when the
 * UI files share their worker's module graph (vitest.config.ts), so hooks registered at its top level would serve
 * the first file only.
 */
export function installUploadBridge(): void {
  let underneath: typeof fetch | undefined;
  beforeEach(() => {
    const next = globalThis.fetch;
    underneath = next;
    globalThis.fetch = async (input, init) => {
      if (!(init?.body instanceof FormData) || init.body instanceof NodeFormData) return next(input, init);
      const { body, type } = await multipart(init.body);
      const headers = new Headers(init.headers);
      headers.set('Content-Type', type);
      return next(input, { ...init, headers, body });
    };
  });
  afterEach(() => {
    if (underneath) globalThis.fetch = underneath;
    underneath = undefined;
  });
}

/**
 * The fields of a recorded multipart request. Node's multipart parser builds each file part with the global File
 * (jsdom's here) and then asserts it is Node's, so it parses with Node's File in place for the moment it runs.
 */
export async function formOf(request: Request): Promise<FormData> {
  const jsdomFile = globalThis.File;
  globalThis.File = NodeFile as unknown as typeof File;
  try {
    return await request.clone().formData();
  } finally {
    globalThis.File = jsdomFile;
  }
}
