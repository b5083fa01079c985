// Which of the files chosen for the upload widget are sent (spec: admin §5 — at most `maxFiles`
// counting the images already there). Pure, so the widget's counting is tested without a browser.

type ChosenFile = { name: string; size: number; lastModified: number; type: string };

/** The same file chosen again (name, size and modification time): the widget had it twice. */
export const fileKey = (file: ChosenFile) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

export type UploadPlan<F> = {
  /** Sent, in the order chosen. */
  accepted: F[];
  /** Not JPG, PNG or WebP: their names (the widget says which were left out). */
  invalid: string[];
  /** Names of files already in the widget (or twice in this choice). */
  duplicates: string[];
  /** Valid new files past the limit. */
  overLimit: number;
};

/** `taken`: fileKey of every file in the widget that has not failed; `remaining`: free places. */
export function planUpload<F extends ChosenFile>(files: readonly F[], options: { remaining: number; taken: ReadonlySet<string>; isAccepted: (type: string) => boolean }): UploadPlan<F> {
  const seen = new Set(options.taken);
  const plan: UploadPlan<F> = { accepted: [], invalid: [], duplicates: [], overLimit: 0 };
  for (const file of files) {
    if (!options.isAccepted(file.type)) plan.invalid.push(file.name);
    else if (seen.has(fileKey(file))) plan.duplicates.push(file.name);
    else if (plan.accepted.length >= options.remaining) plan.overLimit++;
    else {
      seen.add(fileKey(file));
      plan.accepted.push(file);
    }
  }
  return plan;
}
