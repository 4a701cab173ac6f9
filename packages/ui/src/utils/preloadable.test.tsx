import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

it('renders at once, with no suspension, once preloaded; the load runs once', async () => {
  const load = vi.fn(async () => Greeting);
  const part = preloadable(load);
  await Promise.all([part.preload(), part.preload()]);
  render(
    <Suspense fallback={<p>loading</p>}>
      <part.Component name="Layla" />
    </Suspense>,
  );
  expect(screen.getByText('Hello Layla')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('suspends until it has loaded when shown first', async () => {
  const part = preloadable(async () => Greeting);
  await act(async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <part.Component name="Omar" />
      </Suspense>,
    );
  });
  expect(screen.getByText('Hello Omar')).toBeInTheDocument();
});

it('tries a failed load again rather than remembering the failure', async () => {
  const load = vi.fn<() => Promise<typeof Greeting>>();
  load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
  const part = preloadable(load);
  await expect(part.preload()).rejects.toThrow('offline');
  await expect(part.preload()).resolves.toBe(Greeting);
  expect(load).toHaveBeenCalledTimes(2);
});
