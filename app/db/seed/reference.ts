import { and, eq, inArray } from "drizzle-orm";
import { BLOG_LABELS } from "../../features/blog/labels";
import { PERMISSIONS, PERMISSION_DESCRIPTIONS, SYSTEM_ROLES } from "../../features/access/permissions";
import { seedLegalDocuments } from "../../features/content/documents/seed.server";
import { seedSiteSettings } from "../../features/site-settings/site-settings-row.server";
import type { Executor } from "../client.server";
import { blogLabels, permissions, productCategories, productTypes, rolePermissions, roles } from "../schema";

// Applied at every start, production too: inserts what is missing and never overwrites what an
// administrator has edited (names, descriptions, is_active). Categories and types: a first start only (ADR 132).

type TypeSeed = { code: string; slug: string; name: string; isDefault?: boolean };
type CategorySeed = { code: string; name: string; slug: string; icon: string; description: string; types: TypeSeed[] };

// spec: admin §3 Category and Product type; codes beyond the spec's five: docs/decisions/004.
export const REFERENCE_CATEGORIES: CategorySeed[] = [
  {
    code: "EL", name: "Elektronika", slug: "elektronika", icon: "smartphone",
    description: "Gadżety, akcesoria do telefonów, słuchawki i inteligentny dom, które robią furorę w sieci.",
    types: [
      { code: "SM", slug: "smartfony", name: "Smartfony i akcesoria" },
      { code: "HP", slug: "sluchawki", name: "Słuchawki i audio" },
      { code: "CH", slug: "ladowarki", name: "Ładowarki i zasilanie" },
      { code: "SH", slug: "inteligentny-dom", name: "Inteligentny dom", isDefault: true },
      { code: "GM", slug: "gaming", name: "Gaming" },
    ],
  },
  {
    code: "DO", name: "Dom i Ogród", slug: "dom-i-ogrod", icon: "house",
    description: "Sprytne rozwiązania do kuchni, sprzątania, organizacji i ogrodu.",
    types: [
      { code: "KI", slug: "kuchnia", name: "Kuchnia" },
      { code: "CL", slug: "sprzatanie", name: "Sprzątanie" },
      { code: "OR", slug: "organizacja", name: "Organizacja", isDefault: true },
      { code: "DE", slug: "dekoracje-wnetrz", name: "Dekoracje wnętrz" },
      { code: "GA", slug: "ogrod", name: "Ogród" },
    ],
  },
  {
    code: "MO", name: "Moda", slug: "moda", icon: "shirt",
    description: "Ubrania, dodatki, buty i torebki, które podbiły TikToka i Instagrama.",
    types: [
      { code: "CL", slug: "odziez", name: "Odzież", isDefault: true },
      { code: "AC", slug: "dodatki", name: "Dodatki" },
      { code: "SH", slug: "obuwie", name: "Obuwie" },
      { code: "BA", slug: "torebki", name: "Torebki" },
    ],
  },
  {
    code: "UR", name: "Uroda", slug: "uroda", icon: "sparkles",
    description: "Kosmetyki do pielęgnacji, makijażu i włosów oraz urządzenia beauty.",
    types: [
      { code: "SK", slug: "pielegnacja-skory", name: "Pielęgnacja skóry", isDefault: true },
      { code: "MA", slug: "makijaz", name: "Makijaż" },
      { code: "HA", slug: "pielegnacja-wlosow", name: "Pielęgnacja włosów" },
      { code: "TO", slug: "urzadzenia-kosmetyczne", name: "Akcesoria i urządzenia kosmetyczne" },
    ],
  },
  {
    code: "ZA", name: "Zabawki", slug: "zabawki", icon: "toy-brick",
    description: "Zabawki edukacyjne, kreatywne i elektroniczne dla dzieci w każdym wieku.",
    types: [
      { code: "ED", slug: "edukacyjne", name: "Zabawki edukacyjne", isDefault: true },
      { code: "CR", slug: "kreatywne", name: "Zabawki kreatywne" },
      { code: "EL", slug: "elektroniczne", name: "Zabawki elektroniczne" },
    ],
  },
  {
    code: "SP", name: "Sport", slug: "sport", icon: "dumbbell",
    description: "Sprzęt do ćwiczeń w domu, na siłowni i w plenerze oraz suplementy.",
    types: [
      { code: "FI", slug: "fitness", name: "Fitness", isDefault: true },
      { code: "OU", slug: "outdoor", name: "Outdoor" },
      { code: "SU", slug: "suplementy", name: "Suplementy" },
    ],
  },
  {
    code: "AU", name: "Motoryzacja", slug: "motoryzacja", icon: "car",
    description: "Akcesoria samochodowe, kosmetyki do auta i elektronika samochodowa.",
    types: [
      { code: "AC", slug: "akcesoria-samochodowe", name: "Akcesoria samochodowe", isDefault: true },
      { code: "MA", slug: "pielegnacja-auta", name: "Pielęgnacja auta" },
      { code: "EL", slug: "elektronika-samochodowa", name: "Elektronika samochodowa" },
    ],
  },
  {
    code: "PE", name: "Zwierzęta", slug: "zwierzeta", icon: "paw-print",
    description: "Karma, zabawki i akcesoria do pielęgnacji psów, kotów i innych pupili.",
    types: [
      { code: "FO", slug: "karma", name: "Karma i przysmaki", isDefault: true },
      { code: "TO", slug: "zabawki-dla-zwierzat", name: "Zabawki dla zwierząt" },
      { code: "CA", slug: "pielegnacja-zwierzat", name: "Pielęgnacja zwierząt" },
    ],
  },
  {
    code: "TR", name: "Torby i Podróże", slug: "torby-i-podroze", icon: "luggage",
    description: "Walizki, plecaki i drobiazgi, które ułatwiają każdą podróż.",
    types: [
      { code: "BA", slug: "torby-podrozne", name: "Torby podróżne", isDefault: true },
      { code: "AC", slug: "akcesoria-podrozne", name: "Akcesoria podróżne" },
    ],
  },
  {
    code: "OC", name: "Okazje", slug: "okazje", icon: "gift",
    description: "Pomysły na prezenty, dekoracje okolicznościowe i produkty sezonowe.",
    types: [
      { code: "DE", slug: "dekoracje-okolicznosciowe", name: "Dekoracje okolicznościowe", isDefault: true },
      { code: "GI", slug: "prezenty", name: "Prezenty" },
      { code: "SE", slug: "sezonowe", name: "Sezonowe" },
    ],
  },
];


async function insertReferenceCategories(tx: Executor): Promise<void> {
  const categories = await tx
    .insert(productCategories)
    .values(REFERENCE_CATEGORIES.map(({ types: _types, ...category }) => category))
    .returning({ id: productCategories.id, code: productCategories.code });
  const idByCode = new Map(categories.map((c) => [c.code, c.id]));
  await tx.insert(productTypes).values(
    REFERENCE_CATEGORIES.flatMap((category) =>
      category.types.map((type) => ({
        categoryId: idByCode.get(category.code)!,
        code: type.code,
        slug: type.slug,
        name: type.name,
        isDefault: type.isDefault ?? false,
      })),
    ),
  );
}

export async function applyReferenceData(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    // ADR 132: the category tree is the editors' once it exists (the "Kategorie" admin screen): seeded
    // into an empty table only, so a category or type deleted or recoded there does not come back.
    const [seeded] = await tx.select({ id: productCategories.id }).from(productCategories).limit(1);
    if (!seeded) await insertReferenceCategories(tx);

    await tx.insert(blogLabels).values([...BLOG_LABELS]).onConflictDoNothing();
    // ADR 172: version 1 of the legal documents, while a document has none published.
    await seedLegalDocuments(tx);
    // ADR 179: the settings row with the code's defaults, once (the owner's changes are never overwritten).
    await seedSiteSettings(tx);

    await tx
      .insert(permissions)
      .values(
        PERMISSIONS.map((name) => {
          const [resource, action] = name.split(":");
          return { name, resource, action, description: PERMISSION_DESCRIPTIONS[name] };
        }),
      )
      .onConflictDoNothing();
    await tx
      .insert(roles)
      .values(SYSTEM_ROLES.map(({ permissions: _p, ...role }) => ({ ...role, isSystemRole: true })))
      .onConflictDoNothing();

    // System roles are defined by code: a permission added here reaches them on the next start.
    const roleRows = await tx.select({ id: roles.id, name: roles.name }).from(roles).where(
      and(inArray(roles.name, SYSTEM_ROLES.map((r) => r.name)), eq(roles.isSystemRole, true)),
    );
    const permissionRows = await tx.select({ id: permissions.id, name: permissions.name }).from(permissions);
    const permissionId = new Map(permissionRows.map((p) => [p.name, p.id]));
    const links = roleRows.flatMap((role) =>
      SYSTEM_ROLES.find((r) => r.name === role.name)!.permissions.map((p) => ({
        roleId: role.id,
        permissionId: permissionId.get(p)!,
      })),
    );
    if (links.length) await tx.insert(rolePermissions).values(links).onConflictDoNothing();
  });
}
