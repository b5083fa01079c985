// The post editor with its draft (post-draft.ts): restored when the editor opens, with a notice and
// 'Odrzuć szkic'; removed once a save went through.
import { useEffect, useRef, useState, type ComponentProps } from "react";
import { secondaryButtonClass } from "~/components/ui/classes";
import { readStoredDraft, removeStoredDraft, useDraftGoesWithSave } from "~/components/ui/form-draft";
import { MessageBox } from "~/components/ui/message-box";
import { useT } from "~/i18n/i18n";
import { asPostDraft, draftVersion, editorPostFromDraft, postDraftKey, type PostDraft } from "./post-draft";
import { PostEditor } from "./post-editor";
import { isReadOnlyPost } from "./read-only";

type Restored = { version: number; draft: PostDraft | null; notice: "restored" | "stale" | "discarded" | null };

export function DraftedPostEditor(props: Omit<ComponentProps<typeof PostEditor>, "initial" | "notice" | "onSaveSent">) {
  const t = useT();
  const key = postDraftKey(props.post?.id ?? null);
  const [state, setState] = useState<Restored>({ version: 0, draft: null, notice: null });
  const frame = useRef<HTMLDivElement>(null);

  // Read once the page is in the browser (the server has no storage): the form opens again on the draft.
  // ADR 186: a live post this person may not save is shown read-only as it is live, not as a draft typed
  // before it went live (the draft stays stored: it comes back if the post is a draft again).
  const readOnly = isReadOnlyPost(props.post, props.canPublish);
  useEffect(() => {
    const draft = readOnly ? null : asPostDraft(readStoredDraft<PostDraft>(key));
    if (!draft) return;
    // Typed on an older version: restored all the same, but said so; its save is refused as stale (ADR 123).
    const stale = Boolean(props.post && draftVersion(draft) !== props.post.updatedAt);
    setState((s) => ({ version: s.version + 1, draft, notice: stale ? "stale" : "restored" }));
    // Once per opened post (the route keys this component by the post's version).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // The draft goes only once the save went through (the route keys this editor by the saved version).
  const saveSent = useDraftGoesWithSave(key, props.result);

  const discard = () => {
    removeStoredDraft(key);
    setState((s) => ({ version: s.version + 1, draft: null, notice: "discarded" }));
    // The button goes with the draft: the keyboard continues at the title.
    requestAnimationFrame(() => frame.current?.querySelector<HTMLElement>("input[name='title']")?.focus());
  };

  const notice = (
    // Always in the page: the notice comes after hydration and is said when it appears.
    <MessageBox live tone="info">
      {state.notice === "discarded" ? (
        t("editor.draft.discarded")
      ) : state.notice ? (
        <>
          {t(state.notice === "stale" ? "editor.draft.staleRestored" : "editor.draft.restored")}
          <button type="button" onClick={discard} className={`${secondaryButtonClass} mt-2 block`}>
            {t("editor.draft.discard")}
          </button>
        </>
      ) : null}
    </MessageBox>
  );
  return (
    <div ref={frame}>
      <PostEditor key={state.version} {...props} initial={state.draft ? editorPostFromDraft(state.draft, props.post) : null} choices={{ ...props.choices, ...state.draft?.choices }} notice={notice} onSaveSent={saveSent} />
    </div>
  );
}
