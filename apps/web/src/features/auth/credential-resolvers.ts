import { zodResolver } from "@hookform/resolvers/zod";

import { loginSchema, newPasswordSchema, resetRequestSchema, signUpSchema } from "./credential-schemas";

/** The sign-in forms' resolvers, in a chunk of their own (see lazyResolver). */
export const credentialResolvers = {
  login: zodResolver(loginSchema),
  signup: zodResolver(signUpSchema),
  resetRequest: zodResolver(resetRequestSchema),
  newPassword: zodResolver(newPasswordSchema),
};
