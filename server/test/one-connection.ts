import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/client.ts';

/**
 * The embedded database has one connection: a query sent on `db` while a transaction of the same
 * work is open on `tx` waits for that transaction, which waits for the query, for ever. On a
 * PostgreSQL server the pool hides the mistake (the query takes another connection). Most API test
 * files run on the server only (vitest.config.ts, `embeddedToo`), so there the mistake is refused
 * as it happens: a query on the database itself, from inside one of its transactions, throws.
 */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

export const QUERY_OUTSIDE_TRANSACTION =
  'A query was sent on the database while a transaction of the same work was open: send it on the transaction (`tx`), or the embedded database, which has one connection, waits for ever.';

type Session = {
  transaction: (work: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;
  prepareQuery: (...args: unknown[]) => unknown;
};

/** Makes `db` refuse a query sent on it from inside one of its own transactions (the embedded database's one connection, imitated). */
export function refuseQueriesBesideTransactions(db: Db): void {
  const session = (db as unknown as { _: { session: Session } })._.session;
  const transaction = session.transaction.bind(session);
  const prepareQuery = session.prepareQuery.bind(session);
  session.transaction = (work, config) => {
    const state = { open: true };
    return openTransaction
      .run(state, () => transaction(work, config))
      .finally(() => {
        state.open = false;
      });
  };
  session.prepareQuery = (...args) => {
    if (openTransaction.getStore()?.open) throw new Error(QUERY_OUTSIDE_TRANSACTION);
    return prepareQuery(...args);
  };
}
