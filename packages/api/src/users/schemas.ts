import { z } from "zod";

import { isLanguage } from "@bitelog/config";

/** A time zone the runtime knows (IANA names such as "Europe/Lisbon", or "UTC"). */
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "must be an IANA time zone such as Europe/Lisbon");

/** docs/product.md §5: a language that is not one of the six is ignored, not refused. */
const optionalLanguageSchema = z
  .unknown()
  .meta({
    type: "string",
    description: "en, es, fr, de, it or pt; any other value is ignored, not refused",
    examples: ["fr"],
  })
  .optional()
  .transform((value) => (isLanguage(value) ? value : undefined));

/** docs/product.md §3: dark_mode arrives as a boolean or as the string 'true' / 'false'. */
const darkModeSchema = z.union([
  z.boolean(),
  z.enum(["true", "false"]).transform((value) => value === "true"),
]);

export const exchangeInput = z.object({
  idToken: z.string().min(1).max(8192),
  timezone: timeZoneSchema.optional(),
  /** The browser's language, which a new account starts in; later sign-ins keep the saved choice. */
  preferred_language: optionalLanguageSchema,
  /**
   * The theme the browser shows when the account is created (the system's, docs/product.md §4), so a new
   * account starts where the person already is; later sign-ins keep the saved choice.
   */
  dark_mode: z.boolean().optional(),
  /** The sign-up honeypot: people never see it, bots fill it in. */
  website: z.string().max(2000).optional(),
});

export const settingsUpdateInput = z.object({
  dark_mode: darkModeSchema.optional(),
  preferred_language: optionalLanguageSchema,
  timezone: timeZoneSchema.optional(),
});

export const tosAcceptanceInput = z.object({ accepted: z.boolean() });

export const deleteAccountInput = z
  .object({ firebaseUid: z.string().min(1).max(128).optional() })
  .optional()
  .default({});

export type ExchangeInput = z.infer<typeof exchangeInput>;
export type SettingsUpdate = z.infer<typeof settingsUpdateInput>;
export type TosAcceptanceInput = z.infer<typeof tosAcceptanceInput>;

/** The user as the web app and REST clients see it (docs/product.md §3). */
export const userViewSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  dark_mode: z.boolean(),
  tos_accepted: z.boolean(),
  /** ISO 8601. */
  tos_accepted_at: z.string().nullable(),
  preferred_language: z.string(),
  timezone: z.string().nullable(),
  authProvider: z.enum(["firebase", "legacy"]),
  firebaseUid: z.string().nullable(),
  emailVerified: z.boolean(),
});

export const accountDeletedSchema = z.object({ message: z.string() });
