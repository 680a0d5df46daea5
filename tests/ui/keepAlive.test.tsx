// Kept-alive tabs (src/layout/KeepAliveMain.tsx): a hidden tab keeps its state and DOM but not its effects, so a
// page that polls or subscribes stops while its tab is in the background (React's <Activity mode="hidden">).
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { KeepAliveMain } from '../../src/layout/KeepAliveMain.tsx';

const log: string[] = [];

function Polling({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    log.push(`start ${name}`);
    return () => {
      log.push(`stop ${name}`);
    };
  }, [name]);
  return <button type="button" onClick={() => setCount((c) => c + 1)}>{`${name}: ${count}`}</button>;
}

const pages: RouteObject[] = [
  { path: '/a', element: <Polling name="a" />, handle: { title: 'A', keepAlive: true } },
  { path: '/b', element: <Polling name="b" />, handle: { title: 'B', keepAlive: true } },
];

describe('kept-alive tabs', () => {
  it("keeps a hidden tab's state and DOM and stops its effects until it shows again", async () => {
    const router = createMemoryRouter([{ path: '*', element: <KeepAliveMain routes={pages} tagsView /> }], { initialEntries: ['/a'] });
    const { container } = render(<RouterProvider router={router} />);
    (await screen.findByText('a: 0')).click();
    await screen.findByText('a: 1');
    expect(log).toEqual(['start a']);

    await act(() => router.navigate('/b'));
    await screen.findByText('b: 0');
    expect(log).toEqual(['start a', 'stop a', 'start b']);
    const hidden = container.querySelector<HTMLElement>('[data-page="/a"]')!;
    expect(hidden.textContent).toBe('a: 1');
    expect(hidden.style.display).toBe('none');

    await act(() => router.navigate('/a'));
    expect((await screen.findByText('a: 1')).closest('[data-page]')?.getAttribute('data-page')).toBe('/a');
    expect(log).toEqual(['start a', 'stop a', 'start b', 'stop b', 'start a']);
  });
});
