import { useEffect, useState, type RefObject } from 'react';
import { demoStepForProgress, sectionScrollProgress } from './demo-progress.ts';

/** The demo step for the reader's scroll through `section`, measured at most once a frame. */
export function useDemoStep(section: RefObject<HTMLElement | null>): number {
  const [step, setStep] = useState(0);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const box = section.current?.getBoundingClientRect();
      if (!box) return;
      setStep(demoStepForProgress(sectionScrollProgress({ top: box.top, height: box.height }, window.innerHeight)));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [section]);

  return step;
}
