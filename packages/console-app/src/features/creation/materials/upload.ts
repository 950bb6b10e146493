import type { ApiClient, MaterialTypeCode, StsCredentials } from '@brand-console/api-client';
import type { UploadContext } from '@brand-console/ui';

/**
 * What the library accepts, as extensions (the drop zone requires a listed extension when any is
 * given; the server then checks the bytes). The same kinds as the reference server's storage.
 */
export const MATERIAL_ACCEPT = [
  '.mp4',
  '.m4v',
  '.mov',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.mp3',
  '.wav',
  '.txt',
  '.ttf',
  '.otf',
  '.woff',
  '.woff2',
] as const;
/** The upload grant's size limit (reference server: 20 MB). */
export const MATERIAL_MAX_BYTES = 20 * 1024 * 1024;
/** Uploads one grant allows (reference server: 20); a new grant is asked for after that. */
const GRANT_USES = 20;
/** A grant is renewed this long before it expires. */
const GRANT_MARGIN_MS = 60_000;
/** Media that cannot be read in this long is saved without duration and dimensions. */
const PROBE_TIMEOUT_MS = 10_000;

/** The material type of a file, from its MIME type or extension (spec section 3). */
export function materialTypeOf(file: File): MaterialTypeCode {
  const type = file.type;
  if (type.startsWith('video/')) return 1;
  if (type.startsWith('image/')) return 2;
  if (type.startsWith('audio/')) return 3;
  if (type === 'text/plain' || /\.txt$/i.test(file.name)) return 4;
  if (type.startsWith('font/') || /\.(ttf|otf|woff2?)$/i.test(file.name)) return 6;
  return 5;
}

interface Probe {
  duration: number | null;
  width: number | null;
  height: number | null;
}

/** Duration (ms) and pixel size of a video, audio or image file, read by the browser; nulls when it cannot. */
export function probeMedia(file: File, type: MaterialTypeCode): Promise<Probe> {
  const none: Probe = { duration: null, width: null, height: null };
  if (type !== 1 && type !== 2 && type !== 3) return Promise.resolve(none);
  const url = URL.createObjectURL(file);
  return new Promise<Probe>((resolve) => {
    const done = (probe: Probe) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(probe);
    };
    const timer = setTimeout(() => done(none), PROBE_TIMEOUT_MS);
    if (type === 2) {
      const image = new Image();
      image.onload = () => done({ duration: null, width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => done(none);
      image.src = url;
      return;
    }
    const media = document.createElement(type === 1 ? 'video' : 'audio');
    media.preload = 'metadata';
    media.onloadedmetadata = () => {
      const duration = Number.isFinite(media.duration) ? Math.round(media.duration * 1000) : null;
      const video = media as HTMLVideoElement;
      done({
        duration,
        width: type === 1 ? video.videoWidth || null : null,
        height: type === 1 ? video.videoHeight || null : null,
      });
    };
    media.onerror = () => done(none);
    media.src = url;
  });
}

/** POSTs the raw file to the grant's upload address with progress (XHR: fetch has no upload progress). */
function send(file: File, grant: StsCredentials, context: UploadContext): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', grant.bucket);
    xhr.setRequestHeader('x-bc-access-key-id', grant.accessKeyId);
    xhr.setRequestHeader('x-bc-access-key-secret', grant.accessKeySecret);
    xhr.setRequestHeader('x-bc-security-token', grant.securityToken);
    xhr.setRequestHeader('x-bc-file-name', encodeURIComponent(file.name));
    if (file.type) xhr.setRequestHeader('content-type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) context.onProgress((event.loaded / event.total) * 0.95);
    };
    xhr.onload = () => {
      let body: { code?: number; msg?: string; data?: { url?: string } } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not JSON: the status decides below.
      }
      if (xhr.status < 300 && body.code === 0 && body.data?.url) resolve(body.data.url);
      else reject(new Error(body.msg || `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    context.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * The library's upload transport: an upload grant (`/cgp/web/oss/ali/getSts`, shared by up to 20
 * files and renewed before it expires), the file sent with progress, its type, duration and size
 * read in the browser, then the material saved under the batch's number. Resolves with the name.
 */
export function createMaterialUploader(api: ApiClient, batchNumber: () => Promise<string>) {
  let grant: { credentials: StsCredentials; uses: number } | null = null;
  const grantFor = async (signal: AbortSignal) => {
    const expires = grant ? new Date(grant.credentials.expiration.replace(' ', 'T')).getTime() : 0;
    if (!grant || grant.uses >= GRANT_USES || expires - GRANT_MARGIN_MS < Date.now()) {
      grant = { credentials: await api.request('/cgp/web/oss/ali/getSts', {}, { signal, dedupe: false }), uses: 0 };
    }
    grant.uses += 1;
    return grant.credentials;
  };
  return async (file: File, context: UploadContext): Promise<string> => {
    const type = materialTypeOf(file);
    const [credentials, probe, content] = await Promise.all([
      grantFor(context.signal),
      probeMedia(file, type),
      type === 4 ? file.text().then((text) => text.slice(0, 20_000)) : Promise.resolve(null),
    ]);
    const url = await send(file, credentials, context);
    const name =
      file.name
        .replace(/\.[^.]+$/, '')
        .trim()
        .slice(0, 100) || file.name.slice(0, 100);
    await api.request(
      '/cgp/web/media/material/batch/save',
      {
        batchNumber: await batchNumber(),
        materials: [
          {
            name,
            type,
            url,
            ...(content !== null ? { content } : {}),
            ...(probe.duration !== null ? { duration: probe.duration } : {}),
            ...(probe.width !== null ? { wight: probe.width } : {}),
            ...(probe.height !== null ? { height: probe.height } : {}),
          },
        ],
      },
      { signal: context.signal },
    );
    context.onProgress(1);
    return name;
  };
}

/**
 * Uploads one file through a fresh upload grant and resolves with its served URL (the cover
 * editor's images and exported covers; the batch uploader above shares grants instead).
 */
export async function uploadFile(api: ApiClient, file: File, signal: AbortSignal = new AbortController().signal) {
  const credentials = await api.request('/cgp/web/oss/ali/getSts', {}, { signal, dedupe: false });
  return send(file, credentials, { signal, onProgress: () => {} });
}
