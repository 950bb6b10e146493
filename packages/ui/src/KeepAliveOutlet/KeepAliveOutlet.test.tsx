import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { DemoPage } from './KeepAliveOutlet.fixtures';

describeConformance({
  component: 'KeepAliveOutlet',
  render: (props) => (
    <KeepAliveOutlet activeKey="/a" {...(props as object)}>
      <p>page</p>
    </KeepAliveOutlet>
  ),
  skipRef: false,
});

function outlet(key: string, keepAlive: boolean, max?: number, onEvict?: (key: string) => void) {
  return (
    <KeepAliveOutlet
      activeKey={key}
      keepAlive={keepAlive}
      {...(max === undefined ? {} : { max })}
      {...(onEvict ? { onEvict } : {})}
    >
      <DemoPage name={key} />
    </KeepAliveOutlet>
  );
}

const mountedPages = () => [...document.querySelectorAll('[data-page]')].map((node) => node.getAttribute('data-page'));

describe('given a keep-alive page', () => {
  it('keeps its typed input across leave and return', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(outlet('/a', true));
    await user.type(screen.getByRole('textbox', { name: '/a 备注' }), '双十一脚本');
    rerender(outlet('/b', true));
    expect(screen.queryByRole('textbox', { name: '/a 备注' })).toBeNull(); // hidden, out of the a11y tree
    expect(screen.getByRole('textbox', { name: '/b 备注' })).toHaveValue('');
    rerender(outlet('/a', true));
    expect(screen.getByRole('textbox', { name: '/a 备注' })).toHaveValue('双十一脚本');
  });

  it('loses the input of a page that is not kept alive', async () => {
    const user = userEvent.setup();
    const onEvict = vi.fn();
    const { rerender } = renderWithProviders(outlet('/a', false, undefined, onEvict));
    await user.type(screen.getByRole('textbox', { name: '/a 备注' }), '草稿');
    rerender(outlet('/b', false, undefined, onEvict));
    expect(mountedPages()).toEqual(['/b']);
    expect(onEvict).toHaveBeenCalledWith('/a');
    rerender(outlet('/a', false, undefined, onEvict));
    expect(screen.getByRole('textbox', { name: '/a 备注' })).toHaveValue('');
  });

  it('keys pages by path and search: /a?id=1 and /a?id=2 are different pages', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(outlet('/a?id=1', true));
    await user.type(screen.getByRole('textbox'), '一');
    rerender(outlet('/a?id=2', true));
    expect(screen.getByRole('textbox', { name: '/a?id=2 备注' })).toHaveValue('');
  });
});

describe('the cache', () => {
  it('never holds more pages than its bound, evicting the least recently visited', () => {
    const onEvict = vi.fn();
    const { rerender } = renderWithProviders(outlet('/p0', true, 3, onEvict));
    for (let i = 1; i < 3 + 6; i += 1) {
      rerender(outlet(`/p${i}`, true, 3, onEvict));
      expect(mountedPages().length).toBeLessThanOrEqual(3 + 1);
    }
    expect(mountedPages().sort()).toEqual(['/p5', '/p6', '/p7', '/p8']);
    expect(onEvict.mock.calls.map(([key]) => key)).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4']);
  });

  it('refreshes a page by remounting it', async () => {
    const user = userEvent.setup();
    renderWithProviders(outlet('/a', true));
    await user.type(screen.getByRole('textbox'), '旧内容');
    await user.click(screen.getByRole('button', { name: '刷新/a' }));
    expect(screen.getByRole('textbox')).toHaveValue('');
  });
});

describe('a hidden page', () => {
  it('has its effects cleaned up while hidden and set up again on return (no timers or listeners left running)', () => {
    const subscribed = new Set<string>();
    function Subscriber({ name }: { name: string }) {
      useEffect(() => {
        subscribed.add(name);
        return () => {
          subscribed.delete(name);
        };
      }, [name]);
      return <p>{name}</p>;
    }
    const view = (key: string) => (
      <KeepAliveOutlet activeKey={key} keepAlive>
        <Subscriber name={key} />
      </KeepAliveOutlet>
    );
    const { rerender } = renderWithProviders(view('/a'));
    expect([...subscribed]).toEqual(['/a']);
    rerender(view('/b'));
    expect([...subscribed]).toEqual(['/b']);
    rerender(view('/a'));
    expect([...subscribed]).toEqual(['/a']);
  });
});
