import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_ATTRIBUTE } from '../tokens/cssVars';
import { ThemeProvider } from './ThemeProvider';

const root = document.documentElement;

afterEach(() => {
  root.removeAttribute(THEME_ATTRIBUTE);
});

describe('ThemeProvider', () => {
  it('sets the colour scheme on the document element, and puts back what was there when it unmounts', () => {
    root.setAttribute(THEME_ATTRIBUTE, 'light');
    const { rerender, unmount } = render(
      <ThemeProvider colorScheme="dark">
        <p>内容</p>
      </ThemeProvider>,
    );
    expect(root).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
    // No wrapper: the children are rendered as they are.
    expect(screen.getByText('内容').parentElement).toBe(document.body.firstElementChild);

    rerender(
      <ThemeProvider colorScheme="light">
        <p>内容</p>
      </ThemeProvider>,
    );
    expect(root).toHaveAttribute(THEME_ATTRIBUTE, 'light');
    unmount();
    expect(root).toHaveAttribute(THEME_ATTRIBUTE, 'light');
  });

  it('removes the attribute it added when it unmounts', () => {
    const { unmount } = render(<ThemeProvider />);
    expect(root).toHaveAttribute(THEME_ATTRIBUTE, 'light');
    unmount();
    expect(root).not.toHaveAttribute(THEME_ATTRIBUTE);
  });

  describe('scoped', () => {
    it('puts the colour scheme on a wrapper around the children and leaves the document alone', () => {
      root.setAttribute(THEME_ATTRIBUTE, 'light');
      const { rerender, unmount } = render(
        <ThemeProvider colorScheme="dark" scoped>
          <p>内容</p>
        </ThemeProvider>,
      );
      const scope = screen.getByText('内容').parentElement;
      expect(scope).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
      expect(scope).toHaveAttribute('data-component', 'ThemeProvider.Scope');
      expect(root).toHaveAttribute(THEME_ATTRIBUTE, 'light');

      rerender(
        <ThemeProvider colorScheme="light" scoped>
          <p>内容</p>
        </ThemeProvider>,
      );
      expect(screen.getByText('内容').parentElement).toBe(scope);
      expect(scope).toHaveAttribute(THEME_ATTRIBUTE, 'light');
      unmount();
      expect(root).toHaveAttribute(THEME_ATTRIBUTE, 'light');
    });

    it('never sets the attribute on a document that has none', () => {
      const { unmount } = render(<ThemeProvider colorScheme="dark" scoped />);
      expect(root).not.toHaveAttribute(THEME_ATTRIBUTE);
      unmount();
      expect(root).not.toHaveAttribute(THEME_ATTRIBUTE);
    });

    it('nests: a dark region inside a light application', () => {
      render(
        <ThemeProvider colorScheme="light">
          <p>页面</p>
          <ThemeProvider colorScheme="dark" scoped withGlobalStyle={false}>
            <p>预览</p>
          </ThemeProvider>
        </ThemeProvider>,
      );
      expect(root).toHaveAttribute(THEME_ATTRIBUTE, 'light');
      expect(screen.getByText('预览').closest(`[${THEME_ATTRIBUTE}]`)).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
      expect(screen.getByText('页面').closest(`[${THEME_ATTRIBUTE}]`)).toBe(root);
    });
  });
});
