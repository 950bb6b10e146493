import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Descriptions } from './Descriptions';

const items = [
  { label: '素材名称', value: '门店探访.mp4' },
  { label: '类型', value: '视频' },
  { label: '过期时间', value: null },
  { label: '文件夹', value: '品牌素材', span: 5 },
];

describeConformance({
  component: 'Descriptions',
  render: (props) => <Descriptions items={items} {...(props as object)} />,
});

describe('Descriptions', () => {
  it('renders a description list of terms and details', () => {
    const { container } = renderWithProviders(<Descriptions items={items} />);
    expect(container.querySelectorAll('dl')).toHaveLength(1);
    expect(screen.getByText('素材名称').tagName).toBe('DT');
    expect(screen.getByText('门店探访.mp4').tagName).toBe('DD');
  });

  it('shows a dash for an empty value', () => {
    renderWithProviders(<Descriptions items={items} />);
    expect(screen.getByText('过期时间').nextElementSibling).toHaveTextContent('-');
  });

  it('sets the column count and caps a span at it', () => {
    renderWithProviders(<Descriptions items={items} columns={2} bordered data-testid="d" />);
    const root = screen.getByTestId('d');
    expect(root.style.getPropertyValue('--bc-descriptions-columns')).toBe('2');
    expect(root).toHaveAttribute('data-bordered', 'true');
    expect(screen.getByText('文件夹').parentElement?.style.gridColumn).toBe('span 2');
  });

  it('shows a title', () => {
    renderWithProviders(<Descriptions items={items} title="素材详情" />);
    expect(screen.getByRole('heading', { name: '素材详情' })).toBeInTheDocument();
  });
});
