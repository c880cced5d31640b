import type { TUploadToken } from '@atrium/contracts';

/**
 * PUTs the raw bytes of a file to the address the token gave: a same-origin `/files/…`
 * address with the local storage, or a presigned bucket address. XMLHttpRequest rather than
 * fetch because only it reports upload progress; the signal aborts it.
 */
export function putFile(
  target: Pick<TUploadToken, 'sasUri' | 'headers'>,
  file: Blob,
  { onProgress, signal }: { onProgress: (loaded: number, total: number) => void; signal: AbortSignal },
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('Upload canceled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', target.sasUri);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new Error(`Upload refused (HTTP ${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error('Upload failed (network)'));
    xhr.onabort = () => reject(new DOMException('Upload canceled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
