let counter = 0;

/** A fresh UUID for a fixture, its first part naming the kind of thing ("30000000" a message, ...), so test output says what an id is. */
export function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}
