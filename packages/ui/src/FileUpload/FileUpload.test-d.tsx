import { describe, expectTypeOf, it } from 'vitest';
import type { UploadTransport } from '../UploadDialog/uploadQueue';
import { FileUpload, type FileUploadResult, type FileUploadValue, type UploadedFile } from './FileUpload';

declare const upload: UploadTransport<FileUploadResult>;

describe('FileUpload value', () => {
  it('is one file or null with maxCount 1', () => {
    expectTypeOf<FileUploadValue<1>>().toEqualTypeOf<UploadedFile | null>();
    void (
      <FileUpload
        upload={upload}
        maxCount={1}
        onValueChange={(value) => expectTypeOf(value).toEqualTypeOf<UploadedFile | null>()}
      />
    );
  });

  it('is a list otherwise', () => {
    expectTypeOf<FileUploadValue<5>>().toEqualTypeOf<UploadedFile[]>();
    expectTypeOf<FileUploadValue>().toEqualTypeOf<UploadedFile[]>();
    void (
      <FileUpload upload={upload} onValueChange={(value) => expectTypeOf(value).toEqualTypeOf<UploadedFile[]>()} />
    );
    void (
      <FileUpload
        upload={upload}
        maxCount={5}
        onValueChange={(value) => expectTypeOf(value).toEqualTypeOf<UploadedFile[]>()}
      />
    );
  });

  it('takes a transport resolving with a URL or an object with one', () => {
    const byUrl: UploadTransport<string> = async () => 'https://cdn.example.com/a.png';
    void (<FileUpload upload={byUrl} />);
    const byId: UploadTransport<{ id: number }> = async () => ({ id: 1 });
    // @ts-expect-error the transport must give a URL
    void (<FileUpload upload={byId} />);
  });

  it('refuses a list for maxCount 1', () => {
    const list: UploadedFile[] = [];
    // @ts-expect-error maxCount 1 holds one file
    void (<FileUpload upload={upload} maxCount={1} value={list} />);
  });
});
