import { redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/profile";
import { requireUser } from "~/features/access/session.server";
import { ACCOUNT_MESSAGES } from "~/features/accounts/components/account-labels";
import { AccountProfileForm } from "~/features/accounts/components/account-profile-form";
import { AccountProfileView } from "~/features/accounts/components/account-profile-view";
import { loadProfile, ProfileUpdateSchema, updateProfile } from "~/features/accounts/profile.server";
import { MessageBox } from "~/components/ui/message-box";
import { useFocusOnSwitch } from "~/components/ui/use-focus-on-switch";
import { invalid, parseForm, runAction } from "~/utils/action.server";
import { useT } from "~/i18n/i18n";

// spec: public §2 Account area — Profil tab; §4 Profile tab (read → Edytuj → save/Anuluj → read).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return { profile: await loadProfile(user.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  return runAction(
    request,
    async () => {
      const parsed = await parseForm(request, ProfileUpdateSchema, { message: "first" });
      if (!parsed.ok) return invalid(parsed);
      await updateProfile(user.id, parsed.data); // drops cached pages itself when the name changes
      // Post/redirect/get: a reload cannot resubmit, and every loader (the theme in root too) re-runs.
      return redirect(`/profil?${SAVED_PARAM}=1`);
    },
    { failureMessage: ACCOUNT_MESSAGES.profileError },
  );
}

const SAVED_PARAM = "zapisano";

export default function ProfileTab({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  // Edit mode lives in the URL (?edytuj=1) so it works without JavaScript; a successful save
  // redirects to the read view with ?zapisano=1; a refused one stays in the form with the reason.
  const editing = searchParams.get("edytuj") === "1" || Boolean(actionData);
  const saved = !editing && searchParams.get(SAVED_PARAM) === "1";
  // Edytuj, Anuluj and Zapisz zmiany go with the view they were in: continue from the form's first field, or from Edytuj.
  useFocusOnSwitch(editing, (edit) => (edit ? "fullName" : "profil-edit"));
  return (
    <>
      <MessageBox live tone="success" className="mb-4">{saved ? t("account.profileSaved") : null}</MessageBox>
      {editing ? (
        <AccountProfileForm profile={loaderData.profile} result={actionData ?? null} />
      ) : (
        <AccountProfileView profile={loaderData.profile} />
      )}
    </>
  );
}
