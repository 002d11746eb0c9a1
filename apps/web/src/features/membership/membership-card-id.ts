/** The membership card's anchor in Settings: the entry-limit toast's Upgrade leads there. */
export const MEMBERSHIP_CARD_ID = "membership";
