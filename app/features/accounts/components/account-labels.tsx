// Polish labels of the account settings (spec: public §3 Profile and settings). Browser-safe.
import type { NotificationPreferences, PrivacySettings } from "~/db/schema/accounts";

export const NOTIFICATION_LABELS: Record<keyof NotificationPreferences, string> = {
  email_notifications: "Powiadomienia e-mail",
  product_updates: "Powiadomienia o nowych produktach",
  marketing_emails: "Newsletter z trendami",
  security_alerts: "Alerty bezpieczeństwa",
};

export const PRIVACY_LABELS: Record<keyof PrivacySettings, string> = {
  public_profile: "Profil publiczny",
  show_wishlist: "Pokazuj moją listę życzeń",
  show_reviews: "Pokazuj moje recenzje",
  allow_recommendations: "Zezwalaj na rekomendacje",
};

// ADR 080: the same flags' labels in the catalogue are keyed `settings.<flag>`.
export type SettingFlag = keyof NotificationPreferences | keyof PrivacySettings;

export const THEME_LABELS = { light: "Jasny", dark: "Ciemny", system: "Systemowy" } as const;
export const LANGUAGE_LABELS = { pl: "Polski", en: "English" } as const;

export const ACCOUNT_MESSAGES = {
  profileSaved: "Profil został zaktualizowany pomyślnie",
  profileError: "Wystąpił błąd podczas aktualizacji profilu",
  notificationsSaved: "Ustawienia powiadomień zostały zaktualizowane",
  notificationsError: "Wystąpił błąd podczas aktualizacji ustawień powiadomień",
  deletionRequested: "Żądanie usunięcia konta zostało zarejestrowane. Konto zostanie usunięte za 7 dni – do tego czasu możesz się zalogować i anulować usunięcie.",
  deletionError: "Wystąpił błąd podczas żądania usunięcia konta",
  wishlistRemoved: "Produkt został usunięty z wishlist",
  wishlistError: "Wystąpił błąd podczas aktualizacji wishlist",
  unknownIntent: "Nieznana operacja",
} as const;
