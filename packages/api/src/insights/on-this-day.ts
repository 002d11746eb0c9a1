import { sql } from "kysely";

import type { Db, User } from "@bitelog/db";

import type { Ports } from "../ports";
import type { OnThisDay } from "./schemas";

/** As many earlier visits as the dashboard shows. */
const ON_THIS_DAY_LIMIT = 20;

/**
 * Visits on today's month and day in earlier years, newest first. "Today" is the day it is now in
 * the account's time zone (UTC when it has none): late on the evening of 31 December in New York is
 * still 31 December there. 29 February is found only in leap years.
 */
export async function onThisDay({
  db,
  ports,
  account,
}: {
  db: Db;
  ports: Pick<Ports, "clock">;
  account: Pick<User, "id" | "timezone">;
}): Promise<OnThisDay> {
  const now = ports.clock.now();
  const { rows } = await sql<OnThisDay["entries"][number]>`
    with today as (select (${now.toISOString()}::timestamptz at time zone ${account.timezone ?? "UTC"})::date as day)
    select e.id, e.restaurant_name, to_char(e.visit_date, 'YYYY-MM-DD') as visit_date, e.rating,
      (extract(year from today.day) - extract(year from e.visit_date))::int as years_ago
    from journal_entries e, today
    where e.user_id = ${account.id} and e.visit_date < today.day
      and extract(month from e.visit_date) = extract(month from today.day)
      and extract(day from e.visit_date) = extract(day from today.day)
    order by e.visit_date desc, e.restaurant_name, e.id
    limit ${ON_THIS_DAY_LIMIT}`.execute(db);
  return { entries: rows };
}
