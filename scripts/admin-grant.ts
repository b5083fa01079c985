// npm run admin:grant -- EMAIL — gives the admin role to a registered user (DESIGN §3 ADMIN_EMAIL).
import path from "node:path";
import { config, ConfigError } from "../app/config.server";
import { openDatabase } from "../app/db/client.server";
import { applyReferenceData } from "../app/db/seed/reference";
import { ADMIN_ROLE_NAME } from "../app/features/access/permissions";
import { grantRoleByEmail, RoleError } from "../app/features/access/roles.server";

async function main() {
  const email = process.argv[2];
  if (!email || !email.includes("@")) {
    console.error("Użycie: npm run admin:grant -- adres@email.pl");
    process.exit(2);
  }
  const cfg = config();
  const handle = cfg.databaseUrl
    ? await openDatabase({ url: cfg.databaseUrl, poolSize: 1 })
    : await openDatabase({ dataDir: path.join(cfg.dataDir, "db") });
  try {
    await handle.migrate();
    await applyReferenceData(handle.db);
    const outcome = await grantRoleByEmail(handle.db, email, ADMIN_ROLE_NAME);
    console.log(outcome === "granted" ? `Nadano rolę administratora: ${email}` : `${email} już jest administratorem`);
  } catch (error) {
    if (error instanceof RoleError || error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await handle.close();
  }
}

main();
