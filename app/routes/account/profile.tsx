import { data, useSearchParams } from "react-router";
import type { Route } from "./+types/profile";
import { requireUser } from "~/features/access/session.server";
import { ACCOUNT_MESSAGES } from "~/features/accounts/components/account-labels";
import { AccountProfileForm } from "~/features/accounts/components/account-profile-form";
import { AccountProfileView } from "~/features/accounts/components/account-profile-view";
import { loadProfile, ProfileUpdateSchema, updateProfile } from "~/features/accounts/profile.server";
import { StatusMessage } from "~/features/engagement/components/status-message";
import { logger } from "~/utils/logger.server";

// spec: public §2 Account area — Profil tab; §4 Profile tab (read → Edytuj → save/Anuluj → read).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return { profile: await loadProfile(user.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const parsed = ProfileUpdateSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false as const, error: parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.profileError }, { status: 400 });
  try {
    await updateProfile(user.id, parsed.data);
  } catch (error) {
    logger.error({ err: error }, "profile update failed");
    return data({ ok: false as const, error: ACCOUNT_MESSAGES.profileError }, { status: 500 });
  }
  return { ok: true as const, message: ACCOUNT_MESSAGES.profileSaved };
}

export default function ProfileTab({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  // Edit mode lives in the URL (?edytuj=1) so it works without JavaScript; a successful save
  // returns to the read view.
  const editing = (searchParams.get("edytuj") === "1" && !actionData?.ok) || actionData?.ok === false;
  return (
    <>
      <StatusMessage message={actionData?.ok ? actionData.message : null} className="mb-4" />
      {editing ? (
        <AccountProfileForm profile={loaderData.profile} error={actionData && !actionData.ok ? actionData.error : null} />
      ) : (
        <AccountProfileView profile={loaderData.profile} />
      )}
    </>
  );
}
