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

export function isAcceptedType(type: string): boolean {
  return (ACCEPTED_MIME_TYPES as readonly string[]).includes(type);
}

export function isUploadFolder(value: unknown): value is UploadFolder {
  return typeof value === "string" && (UPLOAD_FOLDERS as readonly string[]).includes(value);
}
