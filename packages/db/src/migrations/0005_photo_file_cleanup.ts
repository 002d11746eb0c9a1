import type { Kysely } from "kysely";

/**
 * Photo files that are to be deleted once `due_at` has passed, unless their row goes first.
 * Files and rows live in two stores that cannot commit together; this journal, written in the
 * same transactions as the rows, makes a crash between the two leave work to finish instead of
 * orphaned files: an upload leases its files' names before storing them (the row goes when the
 * photo rows are committed), and a deletion lists the files of the rows it drops (the row goes
 * once the files are gone). A sweeper deletes whatever is due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("photo_file_cleanup")
    .addColumn("path", "text", (c) => c.primaryKey())
    .addColumn("due_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("photo_file_cleanup_due_idx")
    .on("photo_file_cleanup")
    .column("due_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("photo_file_cleanup").ifExists().execute();
}
