import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Spinner } from './Spinner';

describeConformance({ component: 'Spinner', render: (props) => <Spinner {...(props as object)} /> });

describe('Spinner', () => {
  it('announces loading in Chinese by default', () => {
    renderWithProviders(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });

  it('announces loading in English', () => {
    renderWithProviders(<Spinner />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('uses a custom label and exposes the size', () => {
    renderWithProviders(<Spinner size="lg" label="正在上传" showLabel />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('正在上传');
    expect(status).toHaveAttribute('data-size', 'lg');
  });
});
