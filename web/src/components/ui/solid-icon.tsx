/** The filled drawings the product uses, on a 20-unit grid, each written once. */
const SHAPES = {
  close: 'm5.3 4 4.7 4.7L14.7 4 16 5.3 11.3 10l4.7 4.7-1.3 1.3-4.7-4.7L5.3 16 4 14.7 8.7 10 4 5.3z',
  tick: 'M8.1 13.6 4.5 10l-1.3 1.3 4.9 4.9 9.7-9.7-1.3-1.3z',
  warning: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm.9 8.6a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z',
  info: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 3.5a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM11.2 14.5H8.8v-1.2h.6V10h-.6V8.8h1.8v4.5h.6v1.2Z',
  person: 'M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0H3Z',
} as const;

export type SolidIconName = keyof typeof SHAPES;

/** A filled drawing in the text's colour, decorative: the words beside it say what it means. */
export function SolidIcon({ name, className = 'size-5' }: { name: SolidIconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d={SHAPES[name]} />
    </svg>
  );
}
