import type { Db } from "@bitelog/db";

import type { EmulatorUser } from "./emulator-users";
import { systemClock } from "../ports";
import { setTosAcceptance, upsertAccount } from "../users/accounts";
import { createEmulatorUser } from "./emulator-users";

export interface AppUser extends EmulatorUser {
  /** The id of the user's Bitelog account (users.id). */
  accountId: string;
}

/**
 * A user the main app lets in (docs/product.md §6): signed up in the Auth emulator with a verified e-mail
 * address, an account made by the sign-in exchange's own function, and the terms accepted.
 */
export async function createAppUser(db: Db): Promise<AppUser> {
  const user = await createEmulatorUser({ emailVerified: true });
  const identity = {
    uid: user.uid,
    email: user.email,
    emailVerified: true,
    name: null,
    signInProvider: "password",
  } as const;
  const account = await upsertAccount({ db, identity }, {});
  await setTosAcceptance({ db, ports: { clock: systemClock }, account }, { accepted: true });
  return { ...user, accountId: account.id };
}
