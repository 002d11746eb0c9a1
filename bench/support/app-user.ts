import type { EmulatorUser } from "@bitelog/api/testing";
import { createEmulatorUser } from "@bitelog/api/testing";

/** A signed-up user with a verified e-mail whose account and terms went through the REST API. */
export interface SignedUpUser extends EmulatorUser {
  /** A REST call as this user; throws unless it answers 2xx. */
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** POST /api/journal/{id}/photos with one file. */
  uploadPhoto(entryId: string, jpeg: Buffer): Promise<{ photoUrls: string[] }>;
}

export async function signUp(baseUrl: string): Promise<SignedUpUser> {
  const user = await createEmulatorUser({ emailVerified: true });
  const send = async <T>(
    method: string,
    path: string,
    body?: string | FormData,
    type?: string,
  ): Promise<T> => {
    const headers: Record<string, string> = { authorization: `Bearer ${await user.idToken()}` };
    if (type) headers["content-type"] = type;
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const call = <T>(method: string, path: string, body?: unknown) =>
    send<T>(method, path, body === undefined ? undefined : JSON.stringify(body), "application/json");
  await call("POST", "/api/auth/firebase", { idToken: await user.idToken() });
  await call("PUT", "/api/user/tos-acceptance", { accepted: true });
  return {
    ...user,
    call,
    uploadPhoto(entryId, jpeg) {
      const form = new FormData();
      form.append("photos", new File([new Uint8Array(jpeg)], "photo.jpg", { type: "image/jpeg" }));
      return send("POST", `/api/journal/${entryId}/photos`, form);
    },
  };
}

/** An entry as the REST API answers it. */
export interface Entry {
  id: string;
  photoUrls: string[];
}

/** A visit with every field filled, numbered so that names differ. */
export function visit(n: number) {
  return {
    restaurantName: `Trattoria Bench ${n}`,
    restaurantAddress: `${n} Via Appia, Rome`,
    restaurantLatitude: 41.9,
    restaurantLongitude: 12.5,
    visitDate: "2025-10-27",
    rating: 1 + (n % 5),
    comment: "Carbonara, then a long walk.",
  };
}
