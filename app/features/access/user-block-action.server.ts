// ADR 158: the users screen's block and unblock answers (the route checked user:block first).
import { z } from "zod";
import { invalid, ok, parseForm, UserError } from "~/utils/action.server";
import { BAD_FORM_MESSAGE } from "~/utils/form";
import type { Actor } from "./role-rules";
import { BLOCK_MESSAGES, blockEnd, BlockUserSchema, UnblockUserSchema } from "./user-block";
import { blockUser, unblockUser } from "./user-block.server";

const BlockActionSchema = z.discriminatedUnion("intent", [BlockUserSchema, UnblockUserSchema], { error: BAD_FORM_MESSAGE });

export async function blockAction(request: Request, actor: Actor) {
  const form = await parseForm(request, BlockActionSchema, { message: "first" });
  if (!form.ok) return invalid(form);
  const input = form.data;
  const result =
    input.intent === "block"
      ? await blockUser(actor, { userId: input.userId, reason: input.reason, until: blockEnd(input.days), notify: input.notify, ground: input.ground || null, silentReason: input.notify ? null : input.silentReason })
      : await unblockUser(actor, input);
  if (!result.ok) throw new UserError(result.message, result.httpStatus);
  return ok(input.intent === "block" ? BLOCK_MESSAGES.blocked : BLOCK_MESSAGES.unblocked);
}
