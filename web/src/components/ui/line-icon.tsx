import type { ReactNode } from 'react';

type LineIconProps = {
  /** A path's `d`, or several paths and shapes. */
  children: ReactNode;
  className?: string;
  /** 24 units square unless the drawing is on another grid. */
  viewBox?: string;
  strokeWidth?: number;
};

/** A drawing in lines of the text's colour (no fill), decorative: the words beside it say what it means. */
export function LineIcon({ children, className = 'size-5', viewBox = '0 0 24 24', strokeWidth = 2 }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {typeof children === 'string' ? <path d={children} /> : children}
    </svg>
  );
}
