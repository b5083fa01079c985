import { useActionData } from "react-router";
import { useMessage, useT } from "~/i18n/i18n";
import type { ActionResult } from "~/utils/form";
import { MessageBox } from "./message-box";

/**
 * The answer of the page's own action, for forms posted as a whole document. Fetcher forms show their
 * answer beside the form; without JavaScript they post the page itself, and this box is where the
 * message then appears (issue #11: codes, bulk edit and imports worked but said nothing).
 */
export function ActionResultMessage() {
  const result = useActionData<ActionResult<unknown>>();
  const t = useT();
  const message = useMessage();
  if (!result || typeof result !== "object" || !("ok" in result) || !result.message) return null;
  return result.ok ? (
    <MessageBox tone="success">{message(result.message)}</MessageBox>
  ) : (
    <MessageBox tone="error" title={t("error.title")}>
      {message(result.message)}
    </MessageBox>
  );
}
