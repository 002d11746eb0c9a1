import { chunk } from "es-toolkit";

/** Rows per insert statement: well under PostgreSQL's parameter limit at any of our tables' columns. */
const ROWS_PER_INSERT = 500;

/** Many rows as the statements that write them: PostgreSQL takes a bounded number of parameters in one. */
export const insertBatches = <T>(rows: readonly T[]): T[][] => chunk(rows, ROWS_PER_INSERT);
