import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Avatar } from './Avatar';
import { getInitials } from './initials';

describeConformance({ component: 'Avatar', render: (props) => <Avatar name="王小明" {...(props as object)} /> });

describe('getInitials', () => {
  it('takes the last two characters of a Chinese name', () => {
    expect(getInitials('王小明')).toBe('小明');
    expect(getInitials('李娜')).toBe('李娜');
    expect(getInitials('欧阳 娜娜')).toBe('娜娜');
  });
  it('takes the first letters of two Latin words', () => {
    expect(getInitials('ada lovelace')).toBe('AL');
    expect(getInitials('Grace Brewster Hopper')).toBe('GB');
    expect(getInitials('  ')).toBe('');
  });
});

describe('Avatar', () => {
  it('is an image named after the person, showing initials without a photo', () => {
    renderWithProviders(<Avatar name="王小明" />);
    const avatar = screen.getByRole('img', { name: '王小明' });
    expect(avatar).toHaveTextContent('小明');
  });

  it('can be decorative', () => {
    renderWithProviders(<Avatar name="王小明" decorative data-testid="a" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('a')).toHaveAttribute('aria-hidden', 'true');
  });

  it('exposes size and shape', () => {
    renderWithProviders(<Avatar name="品牌" size="lg" shape="square" data-testid="a" />);
    expect(screen.getByTestId('a')).toHaveAttribute('data-size', 'lg');
    expect(screen.getByTestId('a')).toHaveAttribute('data-shape', 'square');
  });
});
