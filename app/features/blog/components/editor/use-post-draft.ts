import { useEffect, useRef, type RefObject } from "react";
import { useFormDraftAutosave } from "~/components/ui/form-draft";
import { capturePostDraft, postDraftKey } from "./post-draft";

/**
 * The post editor's autosave (post-draft.ts). The form as it opened on the saved post is remembered:
 * typed and changed back, it leaves no draft (a leftover one would reopen as 'stale' once the post is
 * published from the list). A restored draft is kept whatever is typed.
 */
export function usePostDraftAutosave(formRef: RefObject<HTMLFormElement | null>, postId: string | null, restored: boolean) {
  const key = postDraftKey(postId);
  const pristine = useRef<string | null>(null);
  useEffect(() => {
    if (!restored && formRef.current) pristine.current = JSON.stringify(capturePostDraft(formRef.current).entries);
  }, [formRef, restored]);
  const autosave = useFormDraftAutosave(formRef, key, true, (form) => {
    const draft = capturePostDraft(form);
    return JSON.stringify(draft.entries) === pristine.current ? null : draft;
  });
  return { key, ...autosave };
}
