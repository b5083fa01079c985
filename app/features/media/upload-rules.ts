// Browser-safe upload rules and messages (spec: admin §5 Images, §8 Upload, §9 limits).
import { plural } from "~/utils/format";

export const UPLOAD_FOLDERS = ["products", "blog"] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export const DEFAULT_MAX_FILES = 5; // spec: admin §9 — 5 per widget (featured image 1)
export const ACCEPTED_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const ACCEPT_ATTRIBUTE = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";
/** What the server reads at most for one upload: the browser sends ≤ 2 MB, a raw phone photo fits too. */
export const MAX_UPLOAD_INPUT_BYTES = 10 * 1024 * 1024;

export const UPLOAD_ENDPOINT = "/api/obrazy";

export const INVALID_FILES_MESSAGE = "Nie wybrano prawidłowych plików obrazów. Obsługiwane formaty: JPG, PNG, WebP";
export const SOME_FAILED_MESSAGE = "Niektóre obrazy nie zostały przesłane pomyślnie";
export const TOO_LARGE_MESSAGE = `Plik jest zbyt duży (limit ${MAX_UPLOAD_INPUT_BYTES / 1024 / 1024} MB).`;

export function limitReachedMessage(limit: number): string {
  return `Osiągnięto limit ${limit} ${plural(limit, "obrazu", "obrazów", "obrazów")}. Usuń istniejący obraz, aby dodać nowy.`;
}

/** 'Możesz przesłać jeszcze 1 obraz / 2 obrazy / 5 obrazów' */
export function remainingMessage(remaining: number): string {
  return `Możesz przesłać jeszcze ${remaining} ${plural(remaining, "obraz", "obrazy", "obrazów")}`;
}

export function processingFailedMessage(fileName: string): string {
  return `Błąd przetwarzania obrazu ${fileName}`;
}

export const UNKNOWN_ERROR = "Nieznany błąd"; // spec: admin §5 — the fallback reason
export const IMAGE_LOAD_FAILED = "Nie można załadować obrazu";

/** The reason of a refused upload: the server's Polish message, else the size limit for a bare 413. */
export function uploadFailureReason(status: number, serverMessage: string | undefined): string {
  if (serverMessage) return serverMessage;
  return status === 413 ? TOO_LARGE_MESSAGE : UNKNOWN_ERROR;
}

/**
 * The widget's alert after a batch (spec: admin §8): the single featured image says
 * 'Błąd przesyłania obrazu: {reason}', a batch that failed whole 'Błąd przesyłania obrazów: {message}',
 * a partly failed one 'Niektóre obrazy nie zostały przesłane pomyślnie'.
 */
export function batchFailureMessage(options: { maxFiles: number; attempted: number; reasons: string[] }): string | null {
  const [first] = options.reasons;
  if (first === undefined) return null;
  if (options.maxFiles === 1) return `Błąd przesyłania obrazu: ${first}`;
  if (options.reasons.length === options.attempted) return `Błąd przesyłania obrazów: ${first}`;
  return SOME_FAILED_MESSAGE;
}

export function isAcceptedType(type: string): boolean {
  return (ACCEPTED_MIME_TYPES as readonly string[]).includes(type);
}

export function isUploadFolder(value: unknown): value is UploadFolder {
  return typeof value === "string" && (UPLOAD_FOLDERS as readonly string[]).includes(value);
}

// A file of our uploads: /uploads/<folder>/… made of plain name segments (no "..", no "//").
const UPLOADED_FILE = /^\/uploads\/(?:products|blog|demo)\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * An image address a form may store: one of our uploaded files, or an https address that parses
 * (a review saved "/uploads/../../etc/passwd" and "https://" with anything after it).
 */
export function isImageAddress(value: string): boolean {
  if (UPLOADED_FILE.test(value)) return !value.split("/").includes("..");
  if (!/^https:\/\/[^\s]+$/.test(value)) return false;
  try {
    return new URL(value).hostname.includes(".");
  } catch {
    return false;
  }
}
