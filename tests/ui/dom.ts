// What the UI tests wait for in the rendered DOM.
import { waitFor } from '@testing-library/react';

/** waits for an element by selector (waitFor retries only on a throw) */
export const need = <E extends Element>(selector: string) =>
  waitFor(() => {
    const e = document.querySelector<E>(selector);
    if (!e) throw new Error(`no ${selector}`);
    return e;
  });
