import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ActivityEntry } from "../activity-types";
import { ActivityWhat } from "./activity-what";
import "~/i18n/admin-messages"; // the panel's Polish messages, as its routes load them (ADR 094)

// Session 37 review: a review's text correction stored its reason, but the change log did not show it.
describe("a review's entry in the change log", () => {
  it("shows the author, the closed reports and the moderator's reason for a text correction", () => {
    const entry: ActivityEntry = {
      id: "1",
      performedAt: "2026-11-30T20:00:00.000Z",
      performerName: "Moderator Demo",
      subject: "review",
      action: "redacted",
      label: "Opinia o produkcie „Lampka”",
      href: null,
      details: { authorId: "u1", reason: "Usunięto numer telefonu", reports: 2 },
      authorName: "Anna Nowak",
    };
    const Stub = createRoutesStub([{ path: "/", Component: () => <ActivityWhat entry={entry} /> }]);
    const text = renderToStaticMarkup(<Stub initialEntries={["/"]} />).replace(/<[^>]+>/g, "");
    expect(text).toContain("autor: Anna Nowak");
    expect(text).toContain("Usunięto numer telefonu");
  });

  it("shows a category's rename and switch before → after (review, session 49)", () => {
    const entry: ActivityEntry = {
      id: "3",
      performedAt: "2026-12-03T15:00:00.000Z",
      performerName: "Admin",
      subject: "category",
      action: "updated",
      label: "Dom i Ogród QA",
      href: null,
      details: { categoryValues: { name: { before: "Dom i Ogród", after: "Dom i Ogród QA" }, active: { before: "1", after: "" } } },
    };
    const Stub = createRoutesStub([{ path: "/", Component: () => <ActivityWhat entry={entry} /> }]);
    const text = renderToStaticMarkup(<Stub initialEntries={["/"]} />).replace(/<[^>]+>/g, "");
    expect(text).toContain("nazwa: Dom i Ogród → Dom i Ogród QA");
    expect(text).toContain("aktywna: tak → nie");
  });

  it("does not say the kind twice when the name starts with it", () => {
    const entry: ActivityEntry = { id: "2", performedAt: "2026-11-30T20:00:00.000Z", performerName: "Admin", subject: "settings", action: "updated", label: "Ustawienia strony", href: null, details: {} };
    const Stub = createRoutesStub([{ path: "/", Component: () => <ActivityWhat entry={entry} /> }]);
    const text = renderToStaticMarkup(<Stub initialEntries={["/"]} />).replace(/<[^>]+>/g, "");
    expect(text).toMatch(/^Ustawienia strony/);
    expect(text).not.toContain("Ustawienia Ustawienia");
  });

  it("tells a review brought back after its removal from its text brought back from before a correction (editor review, session 40)", () => {
    const render = (details: ActivityEntry["details"]) => {
      const entry: ActivityEntry = { id: "3", performedAt: "2026-12-01T10:00:00.000Z", performerName: "Moderator Demo", subject: "review", action: "restored", label: "Lampka", href: null, details };
      const Stub = createRoutesStub([{ path: "/", Component: () => <ActivityWhat entry={entry} /> }]);
      return renderToStaticMarkup(<Stub initialEntries={["/"]} />).replace(/<[^>]+>/g, "");
    };
    expect(render({ authorId: "u1" })).toContain("przywrócono po usunięciu");
    expect(render({ authorId: "u1", originalText: true })).toContain("przywrócono treść sprzed poprawki");
    expect(render({ authorId: "u1" })).not.toContain("wcześniejszą wersję");
  });
});
