/**
 * The values of a set written as `{ VALUE: 'the words a person reads' }`, in their written order
 * and typed for `z.enum`: the labels and the values cannot drift apart.
 */
export function valuesOf<Value extends string>(labels: Readonly<Record<Value, string>>): readonly [Value, ...Value[]] {
  return Object.keys(labels) as unknown as readonly [Value, ...Value[]];
}
