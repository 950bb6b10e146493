import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test-utils/axe';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { DropZone } from './DropZone';

const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const IMAGES = ['.jpg', '.jpeg', '.png', 'image/jpeg', 'image/png'];

const zone = () => screen.getByRole('button', { name: /点击或将文件拖拽到此处上传|Click or drag/ });
const input = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;
const drop = (target: Element, files: File[]) => fireEvent.drop(target, { dataTransfer: { files, types: ['Files'] } });

describeConformance({ component: 'DropZone', render: (props) => <DropZone {...(props as object)} /> });

describe('DropZone', () => {
  it('is a button described by the allowed types, size and count', () => {
    renderWithProviders(<DropZone accept={IMAGES} maxSize={2 * 1024 * 1024} multiple maxFiles={9} />);
    expect(zone()).toHaveAccessibleDescription('支持 .jpg、.jpeg、.png，单个文件不超过 2.0 MB，最多 9 个文件');
  });

  it('speaks English', () => {
    renderWithProviders(<DropZone accept={IMAGES} maxSize={1024} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Click or drag files here to upload' })).toHaveAccessibleDescription(
      'Accepts .jpg, .jpeg, .png, up to 1.0 KB per file',
    );
  });

  describe('given the keyboard', () => {
    it('opens the file picker with Enter and with Space', async () => {
      const user = userEvent.setup();
      const { container } = renderWithProviders(<DropZone />);
      const click = vi.spyOn(input(container), 'click');
      await user.tab();
      expect(zone()).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      expect(click).toHaveBeenCalledTimes(2);
    });
  });

  describe('given files chosen in the picker', () => {
    it('reports accepted and rejected files, and lists the rejected ones with reasons', async () => {
      const user = userEvent.setup();
      const onFiles = vi.fn();
      const { container } = renderWithProviders(<DropZone accept={IMAGES} maxSize={100} multiple onFiles={onFiles} />);
      const ok = png('ok.png');
      const fake = new File(['x'], 'fake.png', { type: 'text/plain' });
      const big = png('big.png', 101);
      await user.upload(input(container), [ok, fake, big]);
      expect(onFiles).toHaveBeenCalledWith(
        [ok],
        [
          { file: fake, reason: 'type' },
          { file: big, reason: 'size' },
        ],
      );
      const items = within(container.querySelector('[data-part="Rejections"]') as HTMLElement).getAllByRole('listitem');
      expect(items.map((i) => i.textContent)).toEqual(['fake.png：文件类型不支持', 'big.png：文件大小超过 100 B']);
    });

    it('accepts one file only unless multiple is set', async () => {
      const user = userEvent.setup();
      const onFiles = vi.fn();
      const { container } = renderWithProviders(<DropZone onFiles={onFiles} />);
      const first = png('1.png');
      const second = png('2.png');
      fireEvent.change(input(container), { target: { files: [first, second] } });
      expect(onFiles).toHaveBeenCalledWith([first], [{ file: second, reason: 'count' }]);
      expect(screen.getByText('2.png：超出数量限制，最多 1 个文件')).toBeInTheDocument();
      await user.upload(input(container), first);
      expect(screen.queryByText(/2\.png/)).not.toBeInTheDocument();
    });
  });

  describe('given files dropped on it', () => {
    it('shows the dragging state while files are over it, and clears it on drop', () => {
      const onFiles = vi.fn();
      renderWithProviders(<DropZone multiple maxFiles={2} existingCount={1} onFiles={onFiles} data-testid="root" />);
      const root = screen.getByTestId('root');
      const button = zone();
      fireEvent.dragEnter(root, { dataTransfer: { types: ['Files'] } });
      fireEvent.dragEnter(button, { dataTransfer: { types: ['Files'] } });
      fireEvent.dragLeave(root);
      expect(root).toHaveAttribute('data-state', 'dragging');
      expect(button).toHaveAccessibleName('松开鼠标即可添加文件');
      const a = png('a.png');
      const b = png('b.png');
      drop(root, [a, b]);
      expect(root).toHaveAttribute('data-state', 'idle');
      expect(onFiles).toHaveBeenCalledWith([a], [{ file: b, reason: 'count' }]);
    });

    it('leaves the dragging state when the files leave', () => {
      renderWithProviders(<DropZone data-testid="root" />);
      const root = screen.getByTestId('root');
      fireEvent.dragEnter(root);
      fireEvent.dragLeave(root);
      expect(root).toHaveAttribute('data-state', 'idle');
    });
  });

  describe('given disabled', () => {
    it('ignores drops and clicks', async () => {
      const user = userEvent.setup();
      const onFiles = vi.fn();
      const { container } = renderWithProviders(<DropZone disabled onFiles={onFiles} data-testid="root" />);
      const click = vi.spyOn(input(container), 'click');
      await user.click(zone());
      fireEvent.dragEnter(screen.getByTestId('root'));
      expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'idle');
      drop(screen.getByTestId('root'), [png()]);
      expect(zone()).toBeDisabled();
      expect(click).not.toHaveBeenCalled();
      expect(onFiles).not.toHaveBeenCalled();
    });
  });

  it('hides the rejection list when asked', () => {
    const onFiles = vi.fn();
    renderWithProviders(<DropZone accept={['.png']} showRejections={false} onFiles={onFiles} data-testid="root" />);
    drop(screen.getByTestId('root'), [new File(['x'], 'a.txt', { type: 'text/plain' })]);
    expect(onFiles).toHaveBeenCalledWith([], [expect.objectContaining({ reason: 'type' })]);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('has no axe violations with rejections shown', async () => {
    renderWithProviders(<DropZone accept={['.png']} data-testid="root" />);
    drop(screen.getByTestId('root'), [new File(['x'], 'a.txt', { type: 'text/plain' })]);
    expect(await axeViolations()).toEqual([]);
  });
});
