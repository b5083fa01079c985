// Browser half of the image pipeline (spec: admin §5 Images, §9): fit 1920×1080 keeping the ratio,
// WebP at 0.85, and while over 2 MB again at 0.2 lower quality, down to 0.5. The server re-encodes
// anyway (images.server.ts); this only keeps uploads small and fast.
export const CLIENT_MAX_WIDTH = 1920;
export const CLIENT_MAX_HEIGHT = 1080;
export const CLIENT_MAX_BYTES = 2_097_152;
export const CLIENT_QUALITIES = [0.85, 0.65, 0.5] as const; // 0.85 − 0.2 = 0.65, − 0.2 → floor 0.5

export function fitInside(width: number, height: number, maxWidth = CLIENT_MAX_WIDTH, maxHeight = CLIENT_MAX_HEIGHT) {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, "image/webp", quality));
}

/** Resizes and re-encodes in the browser; throws when the file cannot be decoded as an image. */
export async function prepareImage(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const size = fitInside(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("canvas unavailable");
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  let blob: Blob | null = null;
  for (const quality of CLIENT_QUALITIES) {
    blob = await toBlob(canvas, quality);
    if (!blob) throw new Error("encode failed");
    if (blob.size <= CLIENT_MAX_BYTES) break;
  }
  // Still over 2 MB at 0.5 (or no WebP encoder): send it; the server decides with the same limits.
  return blob!.type === "image/webp" ? blob! : file;
}

import { uploadFailureReason } from "./upload-rules";

export type UploadResponse = { ok: true; url: string } | { ok: false; message: string };

/** POSTs one file with XMLHttpRequest, reporting REAL upload progress (0–100) from its events. */
export function uploadWithProgress(
  endpoint: string,
  body: FormData,
  onProgress: (percent: number) => void,
): { promise: Promise<UploadResponse>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadResponse>((resolve) => {
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener("load", () => {
      // The endpoint answers an ActionResult (ADR 019): data.url on success, message on refusal.
      let payload: { data?: { url?: string }; message?: string | null } = {};
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // Not our JSON (a proxy's error page): its text is no message for the editor.
      }
      const url = payload.data?.url;
      if (xhr.status >= 200 && xhr.status < 300 && url) resolve({ ok: true, url });
      else resolve({ ok: false, message: uploadFailureReason(xhr.status, payload.message ?? undefined) });
    });
    xhr.addEventListener("error", () => resolve({ ok: false, message: "Błąd sieci" }));
    xhr.addEventListener("abort", () => resolve({ ok: false, message: "Przerwano" }));
    xhr.open("POST", endpoint);
    xhr.setRequestHeader("accept", "application/json");
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}
