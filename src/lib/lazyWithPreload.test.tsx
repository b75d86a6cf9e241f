import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { deferred } from '../test/deferred';
import { lazyWithPreload } from './lazyWithPreload';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

const view = (Component: React.ComponentType<{ name: string }>) => (
  <Suspense fallback={<p>Loading</p>}>
    <Component name="Hanako" />
  </Suspense>
);

describe('lazyWithPreload', () => {
  it('renders preloaded code at once, with no loading fallback in between', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const { Component, preload } = lazyWithPreload(load);
    await preload();
    render(view(Component));
    expect(screen.getByText('Hello, Hanako')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a preload behaves like React.lazy: the fallback, then the component', async () => {
    const code = deferred<{ default: typeof Greeting }>();
    const { Component } = lazyWithPreload(() => code.promise);
    render(view(Component));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => code.resolve({ default: Greeting }));
    expect(screen.getByText('Hello, Hanako')).toBeInTheDocument();
  });

  it('loads the code once however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const { preload } = lazyWithPreload(load);
    await Promise.all([preload(), preload(), preload()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (e.g. a dropped connection)', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ default: Greeting });
    const { Component, preload } = lazyWithPreload(load);
    await expect(preload()).rejects.toThrow('network');
    await preload();
    render(view(Component));
    expect(screen.getByText('Hello, Hanako')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
