import { sql } from "kysely";

import type { Db } from "@bitelog/db";

/**
 * Fills a user's journal in one statement: names, addresses and comments drawn from word lists by
 * the row number, so terms have known frequencies (a kind of place: 1 in 12; a street: 1 in 9; a
 * dish in the comment: 1 in 11; "Diner Golden 4242": once in 100,000; no name starts with Q).
 */
export async function fillJournal(db: Db, userId: string, count: number): Promise<void> {
  await sql`
    insert into journal_entries
      (user_id, restaurant_name, restaurant_address, restaurant_latitude, restaurant_longitude,
       visit_date, rating, comment)
    select ${userId},
      (array['Trattoria','Sushi Bar','Bistro','Taqueria','Brasserie','Noodle House','Diner','Osteria',
             'Curry House','Steakhouse','Bakery','Ramen Shop'])[1 + n % 12]
        || ' ' || (array['Luna','Roma','Sakura','Verde','Bella','Golden','Blue Door','Zeste','Marisol',
             'Quince','Hanoi','Olive'])[1 + (n / 12) % 12] || ' ' || n,
      n || ' ' || (array['Main Street','Garden Lane','Harbour Road','Rue Cler','Via Appia','Calle Mayor',
             'Shattuck Ave','King Street','Elm Road'])[1 + n % 9] || ', '
        || (array['Lisbon','Madrid','Paris','Berlin','Rome','Porto','Berkeley'])[1 + n % 7],
      case when n % 4 = 0 then null else 38 + (n % 1000) / 1000.0 end,
      case when n % 4 = 0 then null else -9 - (n % 1000) / 1000.0 end,
      date '2020-01-01' + (n % 2000),
      case when n % 6 = 0 then null else 1 + n % 5 end,
      'Had the ' || (array['carbonara','truffle risotto','pho','tacos al pastor','duck confit',
             'tonkotsu ramen','croissant','paella','bibimbap','cheesecake','moussaka'])[1 + n % 11]
        || ', would ' || (case when n % 3 = 0 then 'not ' else '' end) || 'order it again.'
    from generate_series(1, ${count}::int) as n`.execute(db);
}

/** A photo row for three in ten of the user's entries (names ending in 3, 6 or 9); no files. */
export async function addPhotoRows(db: Db, userId: string): Promise<void> {
  await sql`
    insert into entry_photos
      (entry_id, storage_path, thumbnail_path, content_type, size_bytes, width, height, position)
    select id, 'photos/' || replace(id::text, '-', '') || '.webp',
      'photos/' || replace(id::text, '-', '') || '-thumb.webp', 'image/webp', 250000, 2048, 1536, 0
    from journal_entries where user_id = ${userId} and right(restaurant_name, 1) in ('3', '6', '9')`.execute(
    db,
  );
}
