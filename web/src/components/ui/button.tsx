import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '#web/lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark' | 'danger' | 'dangerGhost';
export type ButtonSize = 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-on-fill shadow-sm hover:bg-brand-700 active:bg-brand-800 disabled:bg-brand-400',
  secondary: 'border border-neutral-300 bg-surface text-neutral-800 shadow-sm hover:bg-neutral-50 hover:border-neutral-400 disabled:text-neutral-500',
  ghost: 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 disabled:text-neutral-500',
  onDark: 'bg-surface text-brand-700 shadow-sm hover:bg-brand-50',
  /** For what cannot be undone: white on red-700 (6.5:1). */
  danger: 'bg-danger-700 text-on-fill shadow-sm hover:bg-danger-800 active:bg-danger-900 disabled:bg-danger-300',
  /** For what removes something, quietly: red-700 on white (6.5:1). */
  dangerGhost: 'text-danger-700 hover:bg-danger-50 hover:text-danger-800 disabled:text-danger-400',
};

/** An icon-only trigger (a tooltip's "i"): 44 px square on phones and touch screens, a finger's reach; smaller with a mouse from 640 px up. */
export const ICON_TARGET = 'inline-flex size-11 shrink-0 items-center justify-center rounded-full sm:pointer-fine:size-8';

// 44 px tall on phones and touch screens (a finger's reach), 40 px with a mouse from 640 px up.
const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 py-2 text-sm sm:pointer-fine:min-h-10',
  lg: 'min-h-12 px-6 py-3 text-base',
};

/** The look of a button, for <button> and for links that read as buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    extra,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize };

/** Goes somewhere, so it is a link; it only looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, typeof className === 'string' ? className : undefined)} {...props} />;
}

/** Shows the rest of a list, or fewer again; says which list it opens. */
export function ShowMoreButton({
  expanded,
  onToggle,
  listId,
  more,
  fewer,
  className,
}: {
  expanded: boolean;
  onToggle: () => void;
  listId: string;
  more: string;
  fewer: string;
  className?: string;
}) {
  return (
    <Button variant="ghost" className={className} aria-expanded={expanded} aria-controls={listId} onClick={onToggle}>
      {expanded ? fewer : more}
    </Button>
  );
}
