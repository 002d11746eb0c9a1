import type { RawBuilder } from "kysely";
import { sql } from "kysely";

import type { Db } from "@bitelog/db";

import type { YearInsights } from "./schemas";

/** How many places and dishes the lists hold. */
const TOP_LIMIT = 10;

/** One place: the same name at the same address, case and surrounding spaces aside. */
const placeKey = (table: string) =>
  sql`lower(btrim(${sql.ref(`${table}.restaurant_name`)})) || E'\\x1f' || lower(coalesce(btrim(${sql.ref(
    `${table}.restaurant_address`,
  )}), ''))`;

/** An average of stars to two decimals, as a number (avg gives numeric, which drivers hand back as text). */
const averageOf = (column: RawBuilder<unknown>) => sql`round(avg(${column}), 2)::float8`;

/**
 * The figures of issue 35 for one account, for a year or (year undefined) all time: each an
 * aggregate the database computes over the account's entries through the (user_id, visit_date)
 * index. Visit dates are calendar dates as the person gave them in their own time zone, so a year
 * is simply its dates; nothing is converted.
 */
export async function yearInsights(db: Db, userId: string, year: number | undefined): Promise<YearInsights> {
  const inYear = (table: string) =>
    year === undefined
      ? sql`true`
      : sql`${sql.ref(`${table}.visit_date`)} between make_date(${year}::int, 1, 1) and make_date(${year}::int, 12, 31)`;
  /** The account's entries of the year, as the table `e`. */
  const scoped = sql`(select * from journal_entries e where e.user_id = ${userId} and ${inYear("e")}) e`;

  const [totals, firsts, best, months, weekdays, topPlaces, cities, countries, dishes, streak, years] =
    await Promise.all([
      sql<
        { visits: number; places: number; average_rating: number | null } & Record<
          "r1" | "r2" | "r3" | "r4" | "r5" | "unrated",
          number
        >
      >`select count(*)::int as visits, count(distinct ${placeKey("e")})::int as places,
          ${averageOf(sql.ref("e.rating"))} as average_rating,
          count(*) filter (where e.rating = 1)::int as r1, count(*) filter (where e.rating = 2)::int as r2,
          count(*) filter (where e.rating = 3)::int as r3, count(*) filter (where e.rating = 4)::int as r4,
          count(*) filter (where e.rating = 5)::int as r5, count(*) filter (where e.rating is null)::int as unrated
        from ${scoped}`.execute(db),
      sql<{ new_places: number }>`select count(*)::int as new_places from (
          select min(e.visit_date) as visit_date from journal_entries e where e.user_id = ${userId}
          group by ${placeKey("e")}) f
        where ${inYear("f")}`.execute(db),
      sql<{
        entry_id: string;
        restaurant_name: string;
        restaurant_address: string | null;
        rating: number;
      }>`with firsts as (
          select ${placeKey("e")} as key, min(e.visit_date) as visit_date from journal_entries e
          where e.user_id = ${userId} group by 1)
        select e.id as entry_id, e.restaurant_name, e.restaurant_address, e.rating from ${scoped}
        join firsts f on f.key = ${placeKey("e")} and ${inYear("f")}
        where e.rating is not null
        order by e.rating desc, e.visit_date, e.id limit 1`.execute(db),
      sql<{ month: string; visits: number }>`with counted as (
          select date_trunc('month', e.visit_date)::date as month, count(*)::int as visits from ${scoped} group by 1),
        span as (${
          year === undefined
            ? sql`select min(month) as first, max(month) as last from counted`
            : sql`select make_date(${year}::int, 1, 1) as first, make_date(${year}::int, 12, 1) as last`
        })
        select to_char(m.month, 'YYYY-MM') as month, coalesce(c.visits, 0) as visits
        from span, generate_series(span.first, span.last, interval '1 month') as m(month)
        left join counted c on c.month = m.month::date
        order by m.month`.execute(db),
      sql<{ weekday: number; visits: number }>`with counted as (
          select extract(isodow from e.visit_date)::int as weekday, count(*)::int as visits from ${scoped} group by 1)
        select d.weekday, coalesce(c.visits, 0) as visits
        from generate_series(1, 7) as d(weekday) left join counted c on c.weekday = d.weekday
        order by d.weekday`.execute(db),
      sql<{
        restaurant_name: string;
        restaurant_address: string | null;
        visits: number;
        average_rating: number | null;
      }>`select (array_agg(e.restaurant_name order by e.visit_date desc, e.created_at desc))[1] as restaurant_name,
          (array_agg(e.restaurant_address order by e.visit_date desc, e.created_at desc))[1] as restaurant_address,
          count(*)::int as visits, ${averageOf(sql.ref("e.rating"))} as average_rating
        from ${scoped} group by ${placeKey("e")}
        order by visits desc, average_rating desc nulls last, restaurant_name limit ${TOP_LIMIT}`.execute(db),
      sql<{ city: string; country: string; visits: number }>`select e.city, e.country, count(*)::int as visits
        from ${scoped} where e.city is not null
        group by e.city, e.country order by visits desc, e.city, e.country`.execute(db),
      sql<{ country: string; visits: number }>`select e.country, count(*)::int as visits
        from ${scoped} where e.country is not null
        group by e.country order by visits desc, e.country`.execute(db),
      // "What you had" lists dishes as people write lists: split at commas, semicolons and new lines.
      sql<{
        dish: string;
        times: number;
      }>`select mode() within group (order by d.dish) as dish, count(*)::int as times
        from (select btrim(part) as dish from ${scoped},
                regexp_split_to_table(e.what_you_had, '[,;\n]') as part
              where e.would_get_again and e.what_you_had is not null) d
        where d.dish <> ''
        group by lower(d.dish) order by times desc, dish limit ${TOP_LIMIT}`.execute(db),
      // Consecutive weeks share one value of (week start - 7 days × their rank): each run is a group.
      sql<{ longest: number }>`with weeks as (
          select distinct date_trunc('week', e.visit_date)::date as week from ${scoped}),
        runs as (select week - 7 * (row_number() over (order by week))::int as run from weeks)
        select coalesce(max(n), 0)::int as longest from (select count(*) as n from runs group by run) r`.execute(
        db,
      ),
      sql<{ year: number }>`select distinct extract(year from e.visit_date)::int as year
        from journal_entries e where e.user_id = ${userId} order by year desc`.execute(db),
    ]);

  const total = totals.rows[0];
  return {
    visits: total?.visits ?? 0,
    places: total?.places ?? 0,
    new_places: firsts.rows[0]?.new_places ?? 0,
    average_rating: total?.average_rating ?? null,
    by_month: months.rows,
    ratings: {
      "1": total?.r1 ?? 0,
      "2": total?.r2 ?? 0,
      "3": total?.r3 ?? 0,
      "4": total?.r4 ?? 0,
      "5": total?.r5 ?? 0,
      none: total?.unrated ?? 0,
    },
    weekdays: weekdays.rows,
    top_places: topPlaces.rows,
    best_new_place: best.rows[0] ?? null,
    cities: cities.rows,
    countries: countries.rows,
    dishes_again: dishes.rows,
    longest_streak_weeks: streak.rows[0]?.longest ?? 0,
    years: years.rows.map((row) => row.year),
  };
}
