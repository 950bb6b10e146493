import { expectTypeOf, test } from 'vitest';
import type { UploadDialogProps } from './UploadDialog';
import type { UploadOutcome, UploadTransport } from './uploadQueue';

interface Uploaded {
  url: string;
}

test('onComplete receives the results the transport resolves with', () => {
  type Results = Parameters<NonNullable<UploadDialogProps<Uploaded>['onComplete']>>[0];
  expectTypeOf<Results>().toEqualTypeOf<UploadOutcome<Uploaded>[]>();
  expectTypeOf<Results[number]['result']>().toEqualTypeOf<Uploaded>();
});

test('a transport gets an abort signal and a progress callback', () => {
  const upload: UploadTransport<Uploaded> = async (file, { signal, onProgress }) => {
    expectTypeOf(signal).toEqualTypeOf<AbortSignal>();
    onProgress(0.5);
    // @ts-expect-error progress is a number from 0 to 1
    onProgress('50%');
    return { url: file.name };
  };
  expectTypeOf(upload).returns.resolves.toEqualTypeOf<Uploaded>();
  // @ts-expect-error the transport must resolve with the declared result
  const wrong: UploadTransport<Uploaded> = async () => ({ id: 1 });
  void wrong;
});
