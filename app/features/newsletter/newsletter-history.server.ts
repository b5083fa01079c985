// ADR 185: the Newsletter screen's data — subscribers now, the next issue's candidates, and the issues
// sent so far with their delivery counts (a row still sending shows how far it got).
import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import type { NewsletterPost, NewsletterProduct } from "~/db/schema";
import { countSubscribers, newestPostsForNewsletter, trendingProductsForNewsletter } from "./newsletter-draft.server";
import { newsletterSampleUnsubscribeUrl } from "./newsletter-unsubscribe.server";

export const NEWSLETTER_HISTORY_LIMIT = 50;

export type NewsletterIssueRow = {
  id: string;
  createdAt: string;
  subject: string;
  sender: string | null;
  delivered: number;
  failed: number;
  /** ADR 194: handed to the mail server by a process that stopped before it heard back; not sent again. */
  unknown: number;
  total: number;
  sending: boolean;
};

export async function listNewsletterIssues(executor: Executor = db): Promise<NewsletterIssueRow[]> {
  const result = await executor.execute<{
    id: string;
    created_at: string | Date;
    subject: string;
    sender: string | null;
    delivered: number;
    failed: number;
    unknown: number;
    total: number;
    finished_at: string | Date | null;
  }>(sql`
    SELECT i.id, i.created_at, i.subject, i.finished_at, i.recipient_count AS total,
           coalesce(nullif(u.name, ''), u.email) AS sender,
           (SELECT count(*)::int FROM newsletter_deliveries d WHERE d.issue_id = i.id AND d.status = 'sent') AS delivered,
           (SELECT count(*)::int FROM newsletter_deliveries d WHERE d.issue_id = i.id AND d.status = 'failed') AS failed,
           (SELECT count(*)::int FROM newsletter_deliveries d WHERE d.issue_id = i.id AND d.status = 'unknown') AS unknown
    FROM newsletter_issues i
    LEFT JOIN "user" u ON u.id = i.sent_by
    ORDER BY i.created_at DESC, i.id
    LIMIT ${NEWSLETTER_HISTORY_LIMIT}`);
  return result.rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    subject: r.subject,
    sender: r.sender,
    delivered: Number(r.delivered),
    failed: Number(r.failed),
    unknown: Number(r.unknown),
    total: Number(r.total),
    sending: r.finished_at === null,
  }));
}

export type NewsletterScreen = {
  subscribers: number;
  products: NewsletterProduct[];
  posts: NewsletterPost[];
  issues: NewsletterIssueRow[];
  /** A fresh key for the form (each load): the issue it sends is stored once, however often that form is posted. */
  formKey: string;
  /** The editor's own address (the test goes there only) and the unsubscribe link the preview shows
   *  (the sample one, ADR 200: a click in the preview unsubscribes nobody). */
  me: { email: string; name: string | null; previewUnsubscribeUrl: string };
};

export async function loadNewsletterScreen(me: { id: string; email: string; name?: string | null }): Promise<NewsletterScreen> {
  const [subscribers, products, posts, issues] = await Promise.all([countSubscribers(), trendingProductsForNewsletter(), newestPostsForNewsletter(), listNewsletterIssues()]);
  return {
    subscribers,
    products,
    posts,
    issues,
    formKey: crypto.randomUUID(),
    me: { email: me.email, name: me.name ?? null, previewUnsubscribeUrl: newsletterSampleUnsubscribeUrl() },
  };
}
