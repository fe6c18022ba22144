import { describe, expect, it } from 'vitest';
import { EVIDENCE_MAX_BYTES } from '#contract/reports/rules.ts';
import { EVIDENCE_HINT, evidenceFileProblem, formatMegabytes } from './evidence-file.ts';

describe('a screenshot chosen to send', () => {
  it('may be a PNG, JPEG or WebP image of up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) expect(evidenceFileProblem({ type, size: EVIDENCE_MAX_BYTES })).toBeNull();
    expect(EVIDENCE_HINT).toBe('A PNG, JPEG or WebP image of up to 2 MB.');
  });

  it('is refused, saying why, when it is another type, too large or empty', () => {
    expect(evidenceFileProblem({ type: 'application/pdf', size: 100 })).toBe(
      'This file is not a PNG, JPEG or WebP image. Choose a screenshot in one of those formats.',
    );
    expect(evidenceFileProblem({ type: 'image/gif', size: 100 })).toMatch(/not a PNG, JPEG or WebP image/);
    expect(evidenceFileProblem({ type: 'image/png', size: 3 * 1024 * 1024 })).toBe('This file is 3 MB. Choose a screenshot of 2 MB or less.');
    expect(evidenceFileProblem({ type: 'image/png', size: EVIDENCE_MAX_BYTES + 1 })).toBe('This file is 2.1 MB. Choose a screenshot of 2 MB or less.');
    expect(evidenceFileProblem({ type: 'image/png', size: 0 })).toBe('This file is empty. Choose another screenshot.');
  });

  it('has its size written in megabytes, rounded up to a tenth', () => {
    expect(formatMegabytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatMegabytes(3.42 * 1024 * 1024)).toBe('3.5 MB');
  });
});
