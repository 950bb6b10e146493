import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { ClientDownloadConfirm, detectClientPlatform, resolveClientDownload } from './ClientDownloadConfirm';

const WIN = 'https://cdn.example.com/client/BrandConsole-Setup-3.2.0.exe';
const MAC = 'https://cdn.example.com/client/BrandConsole-3.2.0-arm64.dmg';

// The no-address warning is this component's own dialog; the confirmation is the kit's ConfirmDialog.
describeConformance({
  component: 'ClientDownloadConfirm',
  render: (props) => (
    <ClientDownloadConfirm open onOpenChange={() => {}} platform="mac" onConfirm={() => {}} {...(props as object)} />
  ),
});

describe('detectClientPlatform', () => {
  it('offers the Mac installer on a Mac and Windows elsewhere', () => {
    expect(detectClientPlatform({ userAgentData: { platform: 'macOS' } })).toBe('mac');
    expect(detectClientPlatform({ platform: 'MacIntel' })).toBe('mac');
    expect(detectClientPlatform({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' })).toBe('mac');
    expect(detectClientPlatform({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' })).toBe('windows');
    expect(detectClientPlatform({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' })).toBe('windows');
    expect(detectClientPlatform({})).toBe('windows');
  });

  it('picks the address for the platform, if any', () => {
    expect(resolveClientDownload('windows', { windowsUrl: WIN, macArmUrl: MAC })).toBe(WIN);
    expect(resolveClientDownload('mac', { windowsUrl: WIN, macArmUrl: MAC })).toBe(MAC);
    expect(resolveClientDownload('mac', { windowsUrl: WIN })).toBeNull();
    expect(resolveClientDownload('windows', { windowsUrl: '  ' })).toBeNull();
  });

  it('takes the Windows address as downloadUrl (windowsUrl is its older name) and never offers it on a Mac', () => {
    expect(resolveClientDownload('windows', { downloadUrl: WIN })).toBe(WIN);
    expect(
      resolveClientDownload('windows', { downloadUrl: ` ${WIN} `, windowsUrl: 'https://old.example.com/a.exe' }),
    ).toBe(WIN);
    expect(resolveClientDownload('windows', { downloadUrl: '', windowsUrl: WIN })).toBe(WIN);
    expect(resolveClientDownload('mac', { downloadUrl: WIN })).toBeNull();
  });
});

describe('ClientDownloadConfirm', () => {
  it('asks to confirm the download, naming the file, and starts it', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ClientDownloadConfirm open onOpenChange={vi.fn()} platform="windows" downloadUrl={WIN} onConfirm={onConfirm} />,
    );
    expect(screen.getByRole('alertdialog', { name: '下载客户端' })).toHaveTextContent(
      '确认下载Windows 客户端（BrandConsole-Setup-3.2.0.exe）？',
    );
    await user.click(screen.getByRole('button', { name: '下载' }));
    expect(onConfirm).toHaveBeenCalledWith(WIN);
  });

  it('names the Windows executable by windowsFileName when given', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ClientDownloadConfirm
        open
        onOpenChange={vi.fn()}
        platform="windows"
        downloadUrl="https://cdn.example.com/client/download?id=42"
        windowsFileName="品牌内容营销平台-3.2.0.exe"
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent('确认下载Windows 客户端（品牌内容营销平台-3.2.0.exe）？');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('warns that no client address was found when the platform has none', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ClientDownloadConfirm open onOpenChange={onOpenChange} platform="mac" downloadUrl={WIN} onConfirm={onConfirm} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('未找到客户端下载地址，请联系管理员');
    expect(screen.queryByRole('button', { name: '下载' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '知道了' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('speaks English', () => {
    renderWithProviders(
      <ClientDownloadConfirm open onOpenChange={vi.fn()} platform="mac" macArmUrl={MAC} onConfirm={vi.fn()} />,
      { locale: 'en' },
    );
    expect(
      screen.getByText('Download the Mac (Apple silicon) client (BrandConsole-3.2.0-arm64.dmg)?'),
    ).toBeInTheDocument();
  });

  it('speaks English when there is no address', () => {
    renderWithProviders(<ClientDownloadConfirm open onOpenChange={vi.fn()} platform="windows" onConfirm={vi.fn()} />, {
      locale: 'en',
    });
    expect(screen.getByRole('dialog', { name: 'Download the client' })).toHaveTextContent(
      'No client download address was found. Please contact your administrator.',
    );
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
