import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * Reads a table's row from the JSON PostgreSQL makes of it (`row_to_json(t)`): each column under
 * its TypeScript name, converted as Drizzle converts it. For statements written out whole, so they
 * still hand back typed rows without Drizzle building the query on every call.
 */
export function rowReader<T extends Table>(table: T): (json: Record<string, unknown>) => InferSelectModel<T> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, column }));
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const { key, name, column } of columns) {
      const value = json[name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  };
}
