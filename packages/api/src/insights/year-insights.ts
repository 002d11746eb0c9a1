import type { RawBuilder, Transaction } from "kysely";
import { sql } from "kysely";

import type { Database } from "@bitelog/db";

import type { YearInsights } from "./schemas";

/** How many places and dishes the lists hold. */
const TOP_LIMIT = 10;

/** An average of stars to two decimals; null when none were given. */
const averageOf = (stars: RawBuilder<unknown>, rated: RawBuilder<unknown>) =>
  sql`round(${stars}::numeric / nullif(${rated}, 0), 2)::float8`;

/** Memory each step of the figures may take before it spills to disk. */
const WORK_MEMORY = "32MB";

/** The rows of `query` as a JSON array, in its order; an empty array when it has none. */
const rowsOf = (query: RawBuilder<unknown>) =>
  sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;

/**
 * The figures of issue 35 for one account, for a year or (year undefined) all time, in one
 * statement: the year's entries are read from the table once, with their place worked out once,
 * and the figures come from a few aggregates over that set. Visit dates are calendar dates as the
 * person gave them in their own time zone, so a year is simply its dates; nothing is converted.
 */
export async function yearInsights(
  trx: Transaction<Database>,
  userId: string,
  year: number | undefined,
): Promise<YearInsights> {
  const inYear = (date: RawBuilder<unknown>) =>
    year === undefined
      ? sql`true`
      : sql`${date} between make_date(${year}::int, 1, 1) and make_date(${year}::int, 12, 31)`;
  const monthSpan =
    year === undefined
      ? sql`select date_trunc('month', min(visit_date))::date as first, date_trunc('month', max(visit_date))::date as last
          from days`
      : sql`select make_date(${year}::int, 1, 1) as first, make_date(${year}::int, 12, 1) as last`;
  // For a year, every visit's place and date: a place is new when its first visit falls in the
  // year, and the years with visits are read there too; its places and dishes are grouped from its
  // entries. All time, every place is new and the years are the period's own: no second look at
  // the table; its places and dishes are the account's running tallies (0019_insights_tallies).
  const period =
    year === undefined
      ? {
          ctes: sql``,
          // Not materialized: the places are counted from, and the top ones read in order off, the index.
          byPlace: sql`not materialized (select place, visits, stars, rated from insights_places where user_id = ${userId})`,
          dishes: sql`select dish, times from insights_dishes where user_id = ${userId}`,
          newPlaces: sql`select count(*)::int from by_place`,
          bestCandidates: sql`scoped s`,
          years: sql`select distinct extract(year from visit_date)::int as year from days`,
        }
      : {
          byPlace: sql`materialized (select place, count(*)::int as visits, sum(rating)::int as stars,
            count(rating)::int as rated from scoped group by place)`,
          dishes: sql`select dish, count(*)::int as times from scoped, insights_dishes_of(what_you_had) as dish
            where would_get_again group by dish`,
          ctes: sql`,
      history as materialized (
        select e.place_key as place, e.visit_date from journal_entries e where e.user_id = ${userId}),
      new_places as materialized (
        select place from history group by place having ${inYear(sql`min(visit_date)`)})`,
          newPlaces: sql`select count(*)::int from new_places`,
          bestCandidates: sql`scoped s join new_places using (place)`,
          years: sql`select distinct extract(year from visit_date)::int as year from history`,
        };

  // The year's entries and their places are held while the figures are made: in memory, not
  // spilled to disk, for a journal of any size one account can keep.
  await sql`set local work_mem = '${sql.raw(WORK_MEMORY)}'`.execute(trx);
  const { rows } = await sql<{ figures: YearInsights }>`with
      scoped as materialized (
        select e.id, e.visit_date, e.created_at, e.rating, e.city, e.country, e.what_you_had,
          e.would_get_again, e.place_key as place
        from journal_entries e where e.user_id = ${userId} and ${inYear(sql`e.visit_date`)}),
      totals as (
        select count(*)::int as visits, sum(rating)::int as stars, count(rating)::int as rated,
          count(*) filter (where rating = 1)::int as r1, count(*) filter (where rating = 2)::int as r2,
          count(*) filter (where rating = 3)::int as r3, count(*) filter (where rating = 4)::int as r4,
          count(*) filter (where rating = 5)::int as r5
        from scoped),
      days as (select visit_date, count(*)::int as visits from scoped group by visit_date),
      span as (${monthSpan}),
      months as (
        select date_trunc('month', visit_date)::date as month, sum(visits)::int as visits from days group by 1),
      by_place as ${period.byPlace},
      top as (
        select place, visits, ${averageOf(sql`stars`, sql`rated`)} as average_rating from by_place
        order by visits desc, stars::float8 / nullif(rated, 0) desc nulls last, place limit ${TOP_LIMIT}),
      -- A place is named as it was written at its latest visit.
      top_latest as (
        select distinct on (s.place) s.place, s.id from scoped s join top using (place)
        order by s.place, s.visit_date desc, s.created_at desc),
      towns as (select city, country, count(*)::int as visits from scoped group by city, country),
      dishes as (${period.dishes}),
      -- Consecutive weeks share one value of (week start - 7 days × their rank): each run is a group.
      weeks as (select distinct date_trunc('week', visit_date)::date as week from days),
      runs as (select week - 7 * (row_number() over (order by week))::int as run from weeks)${period.ctes}
    select json_build_object(
      'visits', totals.visits,
      'places', (select count(*)::int from by_place),
      'new_places', (${period.newPlaces}),
      'average_rating', ${averageOf(sql`totals.stars`, sql`totals.rated`)},
      'by_month', ${rowsOf(sql`select to_char(m.month, 'YYYY-MM') as month, coalesce(c.visits, 0) as visits
        from span, generate_series(span.first, span.last, interval '1 month') as m(month)
        left join months c on c.month = m.month::date
        order by m.month`)},
      'ratings', json_build_object('1', totals.r1, '2', totals.r2, '3', totals.r3, '4', totals.r4,
        '5', totals.r5, 'none', totals.visits - totals.rated),
      'weekdays', ${rowsOf(sql`select d.weekday, coalesce(sum(c.visits), 0)::int as visits
        from generate_series(1, 7) as d(weekday) left join days c on extract(isodow from c.visit_date) = d.weekday
        group by d.weekday order by d.weekday`)},
      'top_places', ${rowsOf(sql`select e.restaurant_name, e.restaurant_address, t.visits, t.average_rating
        from top t join top_latest l using (place) join journal_entries e on e.id = l.id
        order by t.visits desc, t.average_rating desc nulls last, t.place`)},
      'best_new_place', (select row_to_json(b) from (
          select e.id as entry_id, e.restaurant_name, e.restaurant_address, e.rating
          from (select s.id from ${period.bestCandidates} where s.rating is not null
                order by s.rating desc, s.visit_date, s.id limit 1) s
          join journal_entries e on e.id = s.id) b),
      'cities', ${rowsOf(sql`select city, country, visits from towns where city is not null
        order by visits desc, city, country`)},
      'countries', ${rowsOf(sql`select country, sum(visits)::int as visits from towns where country is not null
        group by country order by visits desc, country`)},
      -- The spelling written most often names a dish (the first in order when as often).
      'dishes_again', ${rowsOf(sql`select (array_agg(dish order by times desc, dish))[1] as dish, sum(times)::int as times
        from dishes group by lower(dish) order by times desc, dish limit ${TOP_LIMIT}`)},
      'longest_streak_weeks', (select coalesce(max(n), 0)::int from (select count(*) as n from runs group by run) r),
      'years', (select coalesce(json_agg(y.year order by y.year desc), '[]'::json) from (${period.years}) y)
    ) as figures
    from totals`.execute(trx);
  const figures = rows[0]?.figures;
  if (!figures) throw new Error("The insights query returned no row");
  return figures;
}
