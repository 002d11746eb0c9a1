import { describe, expect, it } from "vitest";

import { addressKey, pickClientAddress } from "./client-address";

describe("client addresses", () => {
  it("count IPv4 as such, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:0:42:1:2:3:4")).toBe("2001:db8:0:42::/64");
    expect(addressKey("2001:DB8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("take the address the outermost trusted proxy saw, never one the client wrote", () => {
    expect(pickClientAddress("10.0.0.9", "198.51.100.1", 0)).toBe("10.0.0.9");
    expect(pickClientAddress("10.0.0.9", "6.6.6.6, 198.51.100.1", 1)).toBe("198.51.100.1");
    expect(pickClientAddress("10.0.0.9", "6.6.6.6, 198.51.100.1, 10.0.0.2", 2)).toBe("198.51.100.1");
    // Not through every proxy: the socket's peer it is.
    expect(pickClientAddress("10.0.0.9", undefined, 1)).toBe("10.0.0.9");
    expect(pickClientAddress("10.0.0.9", "198.51.100.1", 2)).toBe("10.0.0.9");
  });
});
