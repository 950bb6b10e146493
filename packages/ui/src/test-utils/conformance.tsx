import { screen } from '@testing-library/react';
import { createRef, type ReactElement, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { renderWithProviders } from './render';

export interface ConformanceProps {
  className?: string;
  style?: React.CSSProperties;
  'data-testid'?: string;
  ref?: Ref<HTMLElement>;
}

export interface ConformanceOptions {
  /** The `data-component` value the root carries. */
  component: string;
  /** Renders the component with the given extra props on its root. */
  render: (props: ConformanceProps) => ReactElement;
  /** Skip the ref check (components whose root is not a DOM element of theirs). */
  skipRef?: boolean;
}

/**
 * The shared conformance kit: every component passes className, style and data-* to its root,
 * forwards its ref, carries its `data-component` hook, and has no axe violations.
 */
export function describeConformance({ component, render, skipRef = false }: ConformanceOptions) {
  describe(`${component} conformance`, () => {
    const root = () => screen.getByTestId('conformance-root');

    it('puts className and style on the root element', () => {
      renderWithProviders(
        render({ 'data-testid': 'conformance-root', className: 'consumer-class', style: { marginTop: '7px' } }),
      );
      expect(root()).toHaveClass('consumer-class');
      expect(root()).toHaveStyle({ marginTop: '7px' });
    });

    it('carries its data-component hook on the root', () => {
      renderWithProviders(render({ 'data-testid': 'conformance-root' }));
      expect(root()).toHaveAttribute('data-component', component);
    });

    if (!skipRef) {
      it('forwards its ref to the root element', () => {
        const ref = createRef<HTMLElement>();
        renderWithProviders(render({ 'data-testid': 'conformance-root', ref }));
        expect(ref.current).toBe(root());
      });
    }

    it('has no axe violations', async () => {
      renderWithProviders(render({ 'data-testid': 'conformance-root' }));
      expect(await axeViolations()).toEqual([]);
    });
  });
}
