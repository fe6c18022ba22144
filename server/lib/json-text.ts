/**
 * An answer the database wrote as JSON text, sent as it is: the serializer (plugins/serializer.ts)
 * passes the text through in production and, in development and tests, checks it against the
 * route's response schema as it checks every other answer. `Shape` is what the text parses to.
 */
export class JsonText<Shape> {
  declare readonly shape: Shape;
  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }
}

/**
 * The answer for a route whose handler is typed by its response schema: the text, typed as what it
 * parses to (the serializer, not the handler, turns it into the body).
 */
export function asAnswer<Shape>(json: JsonText<Shape>): Shape {
  return json as unknown as Shape;
}
