import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '#web/lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark' | 'danger' | 'dangerGhost';
export type ButtonSize = 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 active:bg-indigo-800 disabled:bg-indigo-400',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 hover:border-slate-400 disabled:text-slate-500',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:text-slate-500',
  onDark: 'bg-white text-indigo-700 shadow-sm hover:bg-indigo-50',
  /** For what cannot be undone: white on red-700 (6.5:1). */
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900 disabled:bg-red-300',
  /** For what removes something, quietly: red-700 on white (6.5:1). */
  dangerGhost: 'text-red-700 hover:bg-red-50 hover:text-red-800 disabled:text-red-400',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-10 px-4 py-2 text-sm',
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
export function ShowMoreButton({ expanded, onToggle, listId, more, fewer, className }: { expanded: boolean; onToggle: () => void; listId: string; more: string; fewer: string; className?: string }) {
  return (
    <Button variant="ghost" className={className} aria-expanded={expanded} aria-controls={listId} onClick={onToggle}>
      {expanded ? fewer : more}
    </Button>
  );
}
