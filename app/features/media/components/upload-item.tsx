// One row of the upload widget's list: thumbnail, name and state, and the order and remove buttons.
import { useState } from "react";
import { hintClass } from "~/components/ui/classes";
import { type MessageKey, useMessage, useT } from "~/i18n/i18n";
import { variantUrl } from "../image-variants";
import { IMAGE_LOAD_FAILED } from "../upload-rules";

export type ItemState = "processing" | "uploading" | "completed" | "error";
export type Item = {
  id: string;
  fileName: string;
  state: ItemState;
  progress: number;
  url?: string;
  alt?: string;
  error?: string;
  broken?: boolean;
  fileKey?: string;
};

const STATE_LABEL: Record<ItemState, MessageKey> = {
  processing: "editor.upload.state.processing",
  uploading: "editor.upload.state.uploading",
  completed: "editor.upload.state.completed",
  error: "editor.upload.state.error",
};

type RowProps = {
  item: Item;
  /** A product's first image is its main one; a post's body images have none. */
  isMain: boolean;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onBroken: () => void;
};

/**
 * ADR 192: the 56 px box shows the 320 px copy, which an upload stores with the original before it
 * answers. An image whose copy cannot be had (one stored before ADR 086 on S3 without
 * `npm run images:variants`) falls back to its original (`copyFailed`); only the original failing
 * marks the row broken. External addresses have no copies and show as they are.
 */
export function rowThumbnail(url: string, copyFailed: boolean): { src: string; onErrorShowsOriginal: boolean } {
  const copy = variantUrl(url, 320);
  return copyFailed || copy === url ? { src: url, onErrorShowsOriginal: false } : { src: copy, onErrorShowsOriginal: true };
}

export function UploadItemRow({ item, isMain, first, last, onMove, onRemove, onBroken }: RowProps) {
  const t = useT();
  const translate = useMessage();
  // The address whose copy failed to load (a row's address is set once, on upload or from the form).
  const [copyFailed, setCopyFailed] = useState<string | null>(null);
  const thumbnail = item.url ? rowThumbnail(item.url, copyFailed === item.url) : null;
  const onError = () => (item.url && thumbnail?.onErrorShowsOriginal ? setCopyFailed(item.url) : onBroken());
  return (
    // The buttons wrap under the name when the name would get less than 8 rem: on a phone, with touch-sized
    // buttons, "Główny obraz" broke inside its words (phone review, session 50).
    <div className="flex flex-wrap items-center gap-3">
      {item.url && !item.broken ? (
        <img src={thumbnail?.src} alt="" width={56} height={56} decoding="async" className="h-14 w-14 flex-none rounded object-cover" onError={onError} />
      ) : item.broken ? (
        <span className="flex h-14 w-14 flex-none items-center rounded bg-slate-100 p-1 text-center text-[0.625rem] leading-tight text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {translate(IMAGE_LOAD_FAILED)}
        </span>
      ) : (
        <span className="h-14 w-14 flex-none rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1 basis-32 text-sm">
        {/* A product's first image is its main one; a post's body images have none (review, session 27).
            Its own line: beside a long file name it was cut to "Główny obra…" on a phone (session 37). */}
        {isMain && item.state === "completed" ? <p className="text-xs font-semibold text-brand-700 dark:text-brand-100">{t("editor.upload.main")}</p> : null}
        <p className="truncate font-medium" title={item.fileName}>
          {item.fileName}
        </p>
        <p className={item.state === "error" ? "text-red-700 dark:text-red-300" : hintClass}>
          {/* A failure's own message says what went wrong ("Błąd przetwarzania obrazu …"): no "Błąd:" before it. */}
          {item.error ? translate(item.error) : t(STATE_LABEL[item.state])}
          {item.state === "uploading" || item.state === "completed" ? ` ${item.progress}%` : ""}
        </p>
        {item.state === "uploading" ? (
          <progress
            className="h-1.5 w-full"
            max={100}
            value={item.progress}
            aria-label={t("editor.upload.progress", { name: item.fileName })}
          />
        ) : null}
      </div>
      <div className="ml-auto flex flex-none gap-1">
        {/* A failed file is not among the images: nothing to move, only to remove. */}
        {item.state === "error" ? null : ([[-1, first, "editor.upload.up", "↑"], [1, last, "editor.upload.down", "↓"]] as const).map(([by, disabled, label, arrow]) => (
          <button
            key={by}
            type="button"
            className="rounded px-2 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 dark:hover:bg-slate-800"
            onClick={() => onMove(by)}
            disabled={disabled}
            aria-label={t(label, { name: item.fileName })}
          >
            {arrow}
          </button>
        ))}
        <button
          type="button"
          className="rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50 focus-visible:outline-2 dark:text-red-300 dark:hover:bg-slate-800"
          onClick={onRemove}
          disabled={item.state === "processing" || item.state === "uploading"}
          aria-label={t("editor.upload.removeNamed", { name: item.fileName })}
        >
          {t("editor.upload.remove")}
        </button>
      </div>
    </div>
  );
}
