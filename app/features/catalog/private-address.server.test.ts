import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "./private-address.server";

// ADR 170: the link checker connects only to public addresses (unless LINK_CHECK_ALLOW_PRIVATE).
describe("isPrivateAddress", () => {
  it.each([
    "127.0.0.1", "127.8.9.10", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0",
    "224.0.0.1", "255.255.255.255", "::1", "::", "[::1]", "fe80::1", "fe80::1%eth0", "fd12:3456::1", "fc00::1", "ff02::1",
    "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:10.0.0.1", "64:ff9b::a00:1", "2002:c0a8:101::1", "not-an-address", "",
    "64:ff9b:1::808:808", "::ffff:0:808:808",
  ])("refuses %s", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(["8.8.8.8", "93.184.216.34", "172.32.0.1", "192.169.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808", "2a00:1450:4001:80b::200e"])(
    "lets %s through",
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});
