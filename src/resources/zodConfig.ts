// zod 4 probes `new Function` to pick its fast path; the server's CSP forbids eval, so the UI runs it jit-less
// (no probe, no CSP report). Imported before any schema module is evaluated.
import { z } from 'zod';

z.config({ jitless: true });
