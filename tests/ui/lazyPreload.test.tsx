// lazyPreload: a screen whose module is already loaded renders in the same commit (no Suspense fallback, so no
// reveal delay); before that it suspends like React.lazy; a failed chunk load can be retried.
import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPreload } from '../../src/resources/lazyPreload.tsx';

const Page = ({ text }: { text: string }) => <p>{text}</p>;

describe('lazyPreload', () => {
  it('renders a preloaded module at once, without the fallback', async () => {
    const C = lazyPreload(async () => ({ default: Page }));
    await C.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <C text="page" />
      </Suspense>,
    );
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends while the module loads, then shows it', async () => {
    const C = lazyPreload(async () => ({ default: Page }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <C text="later" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('later')).toBeTruthy();
  });

  it('loads once, and again after a failure', async () => {
    let calls = 0;
    const C = lazyPreload(async () => {
      calls++;
      if (calls === 1) throw new Error('chunk failed');
      return { default: Page };
    });
    await expect(C.preload()).rejects.toThrow('chunk failed');
    await C.preload();
    await C.preload();
    expect(calls).toBe(2);
  });
});
