import { sql, type SQLWrapper } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '#server/db/client.ts';

/** The plan PostgreSQL would run a query with (EXPLAIN), as its text, one line per node. */
export async function queryPlan(db: DbOrTx, query: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${query}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** A node of a plan that ran (EXPLAIN ANALYZE, FORMAT JSON): the fields the tests read. */
export type RunPlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Loops': number;
  'Heap Fetches'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: RunPlanNode[];
};

const nodesOf = (node: RunPlanNode): RunPlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Runs the query under EXPLAIN (ANALYZE, FORMAT JSON) and answers every node of its plan, depth first. */
export async function runPlanNodes(db: DbOrTx, query: SQLWrapper): Promise<RunPlanNode[]> {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: RunPlanNode }] | string }>(db, sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`);
  const plan = row!['QUERY PLAN'];
  // The embedded database's driver answers the JSON as text; the server's, parsed.
  const [{ Plan }] = typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: RunPlanNode }]) : plan;
  return nodesOf(Plan);
}
