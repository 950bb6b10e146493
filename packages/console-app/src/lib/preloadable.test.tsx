import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('preloadable', () => {
  it('suspends while its code loads, then renders it', async () => {
    const Page = preloadable(() => Promise.resolve(Hello));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="a" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello a')).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const Page = preloadable(load);
    await act(() => Page.preload());
    const fallback = vi.fn(() => <p>loading</p>);
    const Fallback = () => fallback();
    render(
      <Suspense fallback={<Fallback />}>
        <Page name="b" />
      </Suspense>,
    );
    expect(screen.getByText('hello b')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
    await Page.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('forgets a failed load, so the next one fetches again', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Hello);
    const Page = preloadable(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
