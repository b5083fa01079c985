import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dataDiskSpace } from "./disk-space.server";

describe("dataDiskSpace", () => {
  it("reads the free space of the folder's disk and calls it low under the threshold", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "vp-disk-"));
    try {
      const roomy = await dataDiskSpace(dir, 1);
      expect(roomy?.freeBytes).toBeGreaterThan(0);
      expect(roomy?.low).toBe(false);
      expect((await dataDiskSpace(dir, Number.MAX_SAFE_INTEGER))?.low).toBe(true);
    } finally {
      await rm(dir, { recursive: true });
    }
  });

  it("is null for a folder that does not exist", async () => {
    expect(await dataDiskSpace(path.join(os.tmpdir(), "vp-no-such-folder-" + Date.now()))).toBeNull();
  });
});
