import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Running tallies of each account's places and dishes to get again (issue 35), kept by triggers in
 * the transaction that changes the entries, so that the all-time insights read them instead of
 * grouping every entry after each change:
 * - insights_places: visits, stars and rated visits per place (journal_entries.place_key, 0018);
 * - insights_dishes: how often each dish (as spelled) was had in a visit whose dishes would be
 *   got again;
 * - insights_dishes_of(what_you_had): the dishes of an entry, split as people write lists (at
 *   commas, semicolons and new lines, spaces trimmed); the year's figures split with it too.
 * A tally's row exists while it counts something: the entries' own triggers empty an account's
 * tallies as its entries go (the cascade from users included), so they need no foreign key.
 * Each change adds the net difference per place and dish, in their order, and skips those that it
 * leaves as they were: storing a town writes no tally, and writers lock tallies in one order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function insights_dishes_of(what_you_had text) returns setof text
    language sql immutable parallel safe as $$
      select btrim(part) from unnest(string_to_array(translate(what_you_had, E';\\n', ',,'), ',')) as part
      where btrim(part) <> ''
    $$`.execute(db);
  await sql`create table insights_places (
    user_id uuid not null,
    place text not null,
    visits int not null,
    stars int not null,
    rated int not null,
    primary key (user_id, place))`.execute(db);
  // The top places in the insights' order, read without sorting every place of the account.
  await sql`create index insights_places_top_idx on insights_places
    (user_id, visits desc, (stars::float8 / nullif(rated, 0)) desc nulls last, place)`.execute(db);
  await sql`create table insights_dishes (
    user_id uuid not null,
    dish text not null,
    times int not null,
    primary key (user_id, dish))`.execute(db);
  await sql`
    create function tally_insights(removed journal_entries[], added journal_entries[]) returns void
    language sql as $$
      insert into insights_places as p (user_id, place, visits, stars, rated)
      select user_id, place, visits, stars, rated from (
        select e.user_id, e.place_key as place, sum(e.sign)::int as visits,
          coalesce(sum(e.sign * e.rating), 0)::int as stars,
          coalesce(sum(e.sign) filter (where e.rating is not null), 0)::int as rated
        from (select r.*, -1 as sign from unnest(removed) r union all select a.*, 1 from unnest(added) a) e
        group by e.user_id, e.place_key) d
      where (visits, stars, rated) <> (0, 0, 0)
      order by user_id, place
      on conflict (user_id, place) do update
        set visits = p.visits + excluded.visits, stars = p.stars + excluded.stars, rated = p.rated + excluded.rated;
      delete from insights_places p using unnest(removed) r
        where p.user_id = r.user_id and p.place = r.place_key and p.visits = 0;
      insert into insights_dishes as t (user_id, dish, times)
      select user_id, dish, times from (
        select e.user_id, dish, sum(e.sign)::int as times
        from (select r.*, -1 as sign from unnest(removed) r union all select a.*, 1 from unnest(added) a) e,
          insights_dishes_of(e.what_you_had) as dish
        where e.would_get_again
        group by e.user_id, dish) d
      where times <> 0
      order by user_id, dish
      on conflict (user_id, dish) do update set times = t.times + excluded.times;
      delete from insights_dishes t
        where t.times = 0 and t.user_id in (select r.user_id from unnest(removed) r);
    $$`.execute(db);
  // A transition table is only there for the events that have it: each is read in its own branch.
  await sql`
    create function tally_insights_of_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform tally_insights(null, array(select n::journal_entries from changed_entries n));
      elsif tg_op = 'UPDATE' then
        perform tally_insights(array(select o::journal_entries from previous_entries o),
          array(select n::journal_entries from changed_entries n));
      else
        perform tally_insights(array(select o::journal_entries from previous_entries o), null);
      end if;
      return null;
    end $$`.execute(db);
  // Named to fire before 0018's "lastly" triggers, whose row stays the last lock a writer takes.
  for (const [event, rows] of [
    ["insert", "new table as changed_entries"],
    ["update", "old table as previous_entries new table as changed_entries"],
    ["delete", "old table as previous_entries"],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`journal_entries_${event}_keeps_insights_tallies`)}
        after ${sql.raw(event)} on journal_entries
        referencing ${sql.raw(rows)}
        for each statement execute function tally_insights_of_change()`.execute(db);
  }
  // One account at a time, so that no array holds more than one journal.
  await sql`select tally_insights(null, array(select e from journal_entries e where e.user_id = u.id))
    from users u where exists (select from journal_entries e where e.user_id = u.id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ["insert", "update", "delete"]) {
    await sql`drop trigger if exists ${sql.raw(`journal_entries_${event}_keeps_insights_tallies`)} on journal_entries`.execute(
      db,
    );
  }
  await sql`drop function if exists tally_insights_of_change()`.execute(db);
  await sql`drop function if exists tally_insights(journal_entries[], journal_entries[])`.execute(db);
  await sql`drop table if exists insights_dishes`.execute(db);
  await sql`drop table if exists insights_places`.execute(db);
  await sql`drop function if exists insights_dishes_of(text)`.execute(db);
}
