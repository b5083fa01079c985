import { useMessage } from "~/i18n/i18n";
import { MessageBox } from "./message-box";

/** What a list ignored or corrected in its filters, and why (/produkty, /blog): one warning box. */
export function FilterNotices({ notices, className = "mt-3" }: { notices: readonly string[]; className?: string }) {
  const message = useMessage();
  if (notices.length === 0) return null;
  return (
    <MessageBox tone="warning" className={className}>
      {notices.map((n) => (
        <span key={n} className="block">
          {message(n)}
        </span>
      ))}
    </MessageBox>
  );
}
