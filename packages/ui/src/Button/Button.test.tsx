import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlusIcon } from '../internal/icons';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Button } from './Button';

describeConformance({ component: 'Button', render: (props) => <Button {...(props as object)}>保存</Button> });

describe('Button', () => {
  it('is a plain button that does not submit forms unless asked', () => {
    renderWithProviders(<Button>保存</Button>);
    expect(screen.getByRole('button', { name: '保存' })).toHaveAttribute('type', 'button');
  });

  it('exposes variant and size as data attributes for styling', () => {
    renderWithProviders(
      <Button variant="danger" size="sm">
        删除
      </Button>,
    );
    const button = screen.getByRole('button', { name: '删除' });
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'sm');
  });

  it('runs onClick from mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>保存</Button>);
    await user.click(screen.getByRole('button'));
    await user.tab();
    await user.tab({ shift: true });
    screen.getByRole('button').focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  describe('given loading', () => {
    it('ignores clicks, stays focusable and announces busy', async () => {
      const user = userEvent.setup();
      const onClick = vi.fn();
      renderWithProviders(
        <Button loading onClick={onClick}>
          保存
        </Button>,
      );
      const button = screen.getByRole('button', { name: /保存/ });
      await user.click(button);
      expect(onClick).not.toHaveBeenCalled();
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).not.toBeDisabled();
      button.focus();
      expect(button).toHaveFocus();
    });

    it('says loading in the current language', () => {
      renderWithProviders(<Button loading>Save</Button>, { locale: 'en' });
      expect(screen.getByRole('button')).toHaveTextContent('Loading');
    });
  });

  describe('given disabled', () => {
    it('cannot be clicked', async () => {
      const user = userEvent.setup();
      const onClick = vi.fn();
      renderWithProviders(
        <Button disabled onClick={onClick}>
          保存
        </Button>,
      );
      await user.click(screen.getByRole('button'));
      expect(onClick).not.toHaveBeenCalled();
      expect(screen.getByRole('button')).toBeDisabled();
    });
  });

  it('renders an icon-only button named by aria-label', () => {
    renderWithProviders(<Button aria-label="新建" leadingVisual={<PlusIcon />} />);
    const button = screen.getByRole('button', { name: '新建' });
    expect(button).toHaveAttribute('data-icon-only', 'true');
  });
});
