import { createContext, useContext, useState, type ReactNode } from 'react';
import { useMediaQuery } from '#web/lib/use-media-query.ts';

/** Below this width a screen that folds its panels shows each closed, its heading the way to open it. */
const PHONE = '(max-width: 767.98px)';

const FoldsHere = createContext(false);

/** A screen whose panels fold on phones: sections and cards inside read `useFolds()`. */
export function FoldOnPhones({ children }: { children: ReactNode }) {
  return <FoldsHere value={useMediaQuery(PHONE)}>{children}</FoldsHere>;
}

/** Whether what is inside folds now: on a screen that asks for it (`FoldOnPhones`), on a phone. */
function useFolds(): boolean {
  return useContext(FoldsHere);
}

/**
 * The open state of one fold: closed until the person opens it, or as the screen says when it
 * holds the state (`open` with `onOpenChange`). Where nothing folds it is always open.
 */
export function useFold(open?: boolean, onOpenChange?: (open: boolean) => void) {
  const folds = useFolds();
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = !folds || (open ?? ownOpen);
  const toggle = () => {
    setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };
  return { folds, open: isOpen, toggle };
}
