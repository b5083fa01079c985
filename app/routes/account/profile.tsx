import { data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/profile";
import { requireUser } from "~/features/access/session.server";
import { ACCOUNT_MESSAGES } from "~/features/accounts/components/account-labels";
import { AccountProfileForm } from "~/features/accounts/components/account-profile-form";
import { AccountProfileView } from "~/features/accounts/components/account-profile-view";
import { loadProfile, ProfileUpdateSchema, updateProfile } from "~/features/accounts/profile.server";
import { invalidatePageCache } from "~/features/catalog/page-cache.server";
import { MessageBox } from "~/components/ui/message-box";
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
    const { nameChanged } = await updateProfile(user.id, parsed.data);
    // Review lists on product pages show the name: drop cached anonymous copies.
    if (nameChanged) await invalidatePageCache();
  } catch (error) {
    logger.error({ err: error }, "profile update failed");
    return data({ ok: false as const, error: ACCOUNT_MESSAGES.profileError }, { status: 500 });
  }
  // Post/redirect/get: a reload cannot resubmit, and every loader (the theme in root too) re-runs.
  return redirect(`/profil?${SAVED_PARAM}=1`);
}

const SAVED_PARAM = "zapisano";

export default function ProfileTab({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  // Edit mode lives in the URL (?edytuj=1) so it works without JavaScript; a successful save
  // redirects to the read view with ?zapisano=1; a refused one stays in the form with the reason.
  const editing = searchParams.get("edytuj") === "1" || Boolean(actionData);
  const saved = !editing && searchParams.get(SAVED_PARAM) === "1";
  return (
    <>
      <MessageBox live tone="success" className="mb-4">{saved ? ACCOUNT_MESSAGES.profileSaved : null}</MessageBox>
      {editing ? (
        <AccountProfileForm profile={loaderData.profile} error={actionData?.error ?? null} />
      ) : (
        <AccountProfileView profile={loaderData.profile} />
      )}
    </>
  );
}
