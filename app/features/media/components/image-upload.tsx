// THE image upload widget (spec: admin §2 Image upload widget, §3 Upload item, §5 Images, §8 Upload).
// Usage in a <Form>: <ImageUpload name="images" folder="products" label="Zdjęcia" defaultValue={urls} />
// The chosen images travel as hidden inputs `name` in display order (the first is the main image).
// With `alts` (product images, ADR 127) each image has a description input, posted as `alts.name` in the same order.
// Each file: processing (browser resize) → uploading (real XHR progress) → completed | error.
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { hintClass, labelClass, secondaryButtonClass } from "~/components/ui/classes";
import { useMessage, useT } from "~/i18n/i18n";
import { prepareImage, uploadWithProgress } from "../client-image";
import {
  ACCEPT_ATTRIBUTE,
  DEFAULT_MAX_FILES,
  INVALID_FILES_MESSAGE,
  isAcceptedType,
  processingFailedMessage,
  batchFailureMessage,
  UPLOAD_ENDPOINT,
  type UploadFolder,
} from "../upload-rules";
import { fileKey, planUpload } from "../upload-plan";
import { type Item, UploadItemRow } from "./upload-item";

/** A description (alt text) per image; `label(n)` and `errorFor(index)` count the completed images. */
export type ImageAltOptions = {
  name: string;
  defaultValue?: string[];
  label: (n: number) => string;
  hint: string;
  maxLength: number;
  errorFor?: (index: number) => string | null | undefined;
};

export type ImageUploadProps = {
  name: string;
  folder: UploadFolder;
  label: string;
  defaultValue?: string[];
  maxFiles?: number;
  /** Called with the completed URLs in order whenever they change (drafts, dirty flags). */
  onChange?: (urls: string[]) => void;
  /** Replaces the list from outside (a restored draft, 'Wyczyść formularz'). */
  resetKey?: string | number;
  alts?: ImageAltOptions;
};

let itemCounter = 0;
const existingItem = (url: string, alt = ""): Item => ({
  id: `img-${itemCounter++}`,
  fileName: url.split("/").pop() ?? url,
  state: "completed",
  progress: 100,
  url,
  alt,
});

export function ImageUpload({
  name,
  folder,
  label,
  defaultValue = [],
  maxFiles = DEFAULT_MAX_FILES,
  onChange,
  resetKey,
  alts,
}: ImageUploadProps) {
  const initialItems = () => defaultValue.map((url, i) => existingItem(url, alts?.defaultValue?.[i]));
  const [items, setItems] = useState<Item[]>(initialItems);
  // `spoken`: said to screen readers only, when the item's own row already shows the same words.
  const [message, setMessage] = useState<{ tone: "error" | "info"; text: string; spoken?: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useT();
  const translate = useMessage();
  const inputId = useId();
  const hintId = useId();
  const altHintId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (resetKey === undefined) return;
    setItems(initialItems());
    setMessage(null);
    // Only an explicit reset replaces the list; defaultValue alone changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey]);

  const completed = items.filter((i) => i.state === "completed" && i.url);
  const completedUrls = completed.map((i) => i.url!);
  const urlsKey = completedUrls.join("\n");
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    onChangeRef.current?.(urlsKey ? urlsKey.split("\n") : []);
  }, [urlsKey]);

  const update = (id: string, patch: Partial<Item>) =>
    setItems((list) => list.map((i) => (i.id === id ? { ...i, ...patch } : i)));
  const activeCount = items.filter((i) => i.state !== "error").length;
  const remaining = Math.max(0, maxFiles - activeCount);

  /** Uploads one file; the reason when it failed, null when it arrived. */
  async function uploadOne(item: Item, file: File): Promise<string | null> {
    let blob: Blob;
    try {
      blob = await prepareImage(file);
    } catch {
      const reason = processingFailedMessage(file.name);
      update(item.id, { state: "error", error: reason });
      return reason;
    }
    update(item.id, { state: "uploading", progress: 0 });
    const body = new FormData();
    body.set("folder", folder);
    body.set("file", blob, file.name);
    const { promise } = uploadWithProgress(UPLOAD_ENDPOINT, body, (progress) => update(item.id, { progress }));
    const result = await promise;
    if (result.ok) update(item.id, { state: "completed", progress: 100, url: result.url });
    else update(item.id, { state: "error", error: result.message });
    return result.ok ? null : result.message;
  }

  async function addFiles(fileList: FileList | File[]) {
    const files = Array.from(fileList);
    const taken = new Set(items.flatMap((i) => (i.fileKey && i.state !== "error" ? [i.fileKey] : [])));
    const plan = planUpload(files, { remaining, taken, isAccepted: isAcceptedType });
    if (plan.invalid.length === files.length) {
      setMessage({ tone: "error", text: translate(INVALID_FILES_MESSAGE) });
      return;
    }
    // What was left out, said once and after the fact (it said "you can upload 5 more" under "limit reached").
    const notes: string[] = [];
    // Which files were left out, by name (review, session 30: "no valid files" while one was sent).
    if (plan.invalid.length > 0) notes.push(t("editor.upload.skippedType", { names: plan.invalid.join(", ") }));
    if (plan.duplicates.length > 0) notes.push(t("editor.upload.duplicates", { names: plan.duplicates.join(", ") }));
    if (plan.overLimit > 0)
      notes.push(
        remaining === 0
          ? t("editor.upload.limit", { count: maxFiles })
          : t("editor.upload.overLimit", { count: plan.overLimit, max: maxFiles }),
      );
    setMessage(
      notes.length
        ? {
            tone: plan.accepted.length ? "info" : "error",
            text: notes.map((note) => (/[.!?]$/.test(note) ? note : `${note}.`)).join(" "),
          }
        : null,
    );
    const accepted = plan.accepted;
    if (accepted.length === 0) return;
    const newItems = accepted.map((file) => ({
      id: `img-${itemCounter++}`,
      fileName: file.name,
      state: "processing" as const,
      progress: 0,
      fileKey: fileKey(file),
    }));
    setItems((list) => [...list, ...newItems]);
    // One after another: each request shows its own progress and the server handles one image at a time.
    const reasons: string[] = [];
    for (let i = 0; i < accepted.length; i++) {
      const failure = await uploadOne(newItems[i], accepted[i]);
      if (failure) reasons.push(failure);
    }
    const failed = batchFailureMessage({ maxFiles, attempted: accepted.length, reasons });
    // One file that failed: its row says why; the box would say it a second time (review, session 28).
    if (failed) setMessage({ tone: "error", text: translate(failed), spoken: accepted.length === 1 && !notes.length });
  }

  function move(index: number, delta: number) {
    setItems((list) => {
      const next = [...list];
      const target = index + delta;
      if (target < 0 || target >= next.length) return list;
      [next[index], next[target]] = [next[target], next[index]];
      return next;
    });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) void addFiles(event.dataTransfer.files);
  }

  return (
    <fieldset className="space-y-3">
      <legend className={labelClass}>{label}</legend>
      {completedUrls.map((url) => (
        <input key={url} type="hidden" name={name} value={url} />
      ))}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`group flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-sm ${dragging ? "border-brand-600 bg-brand-50 dark:bg-slate-800" : "border-slate-300 dark:border-slate-600"}`}
      >
        <p>{t("editor.upload.drop")}</p>
        {/* Tab lands on the visually hidden file input (a sibling, so focus-within never matched): ring this button then. */}
        <label
          htmlFor={inputId}
          className={`${secondaryButtonClass} cursor-pointer group-has-[input:focus-visible]:outline-2 group-has-[input:focus-visible]:outline-offset-2 group-has-[input:focus-visible]:outline-brand-600`}
        >
          {t("editor.upload.choose")}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          multiple={maxFiles > 1}
          aria-describedby={hintId}
          className="sr-only"
          disabled={remaining === 0}
          onChange={(event) => {
            // Choosing files is not an edit of the form: the list's own onChange says when images change
            // (review, session 28: a refused file marked the product form unsaved).
            event.stopPropagation();
            if (event.currentTarget.files) void addFiles(event.currentTarget.files);
            event.currentTarget.value = "";
          }}
        />
        <p id={hintId} className={hintClass}>
          {t("editor.upload.formats")}{" "}
          {remaining > 0
            ? t("editor.upload.remaining", { count: remaining })
            : t("editor.upload.limit", { count: maxFiles })}
        </p>
      </div>
      <div aria-live="polite">
        {message?.spoken ? (
          <p className="sr-only">{message.text}</p>
        ) : message ? (
          <MessageBox tone={message.tone}>{message.text}</MessageBox>
        ) : null}
      </div>
      {alts && completed.length > 0 ? (
        <p id={altHintId} className={hintClass}>
          {alts.hint}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label={t("editor.upload.list")}>
          {items.map((item, index) => (
            <li
              key={item.id}
              className="space-y-2 rounded-lg border border-slate-200 p-2 dark:border-slate-700"
              data-state={item.state}
            >
              <UploadItemRow
                item={item}
                isMain={index === 0 && folder === "products"}
                first={index === 0}
                last={index === items.length - 1}
                onMove={(delta) => move(index, delta)}
                onRemove={() => setItems((list) => list.filter((i) => i.id !== item.id))}
                onBroken={() => update(item.id, { broken: true })}
              />
              {alts && completed.includes(item) ? (
                <TextField
                  id={`${inputId}-alt-${item.id}`}
                  name={alts.name}
                  label={alts.label(completed.indexOf(item) + 1)}
                  value={item.alt ?? ""}
                  onChange={(event) => update(item.id, { alt: event.currentTarget.value })}
                  maxLength={alts.maxLength}
                  aria-describedby={altHintId}
                  error={alts.errorFor?.(completed.indexOf(item))}
                  autoComplete="off"
                />
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </fieldset>
  );
}
