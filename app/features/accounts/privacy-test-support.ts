import { ProfileUpdateSchema } from "./profile-schema";

// Test support (ADR 202): the /profil form as it is posted, with the named privacy switches ticked
// and every other one unticked (a checkbox left off is not sent).
type Flag = "public_profile" | "show_wishlist" | "show_reviews" | "allow_recommendations";

export const privacyForm = (fullName: string, on: Flag[]) =>
  ProfileUpdateSchema.parse({ fullName, theme: "light", language: "pl", ...Object.fromEntries(on.map((k) => [k, "on"])) });
