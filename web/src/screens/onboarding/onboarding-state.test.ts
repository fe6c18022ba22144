import { describe, expect, it } from 'vitest';
import { choicesOf, initialOnboardingState, isLastLink, onboardingReducer, type OnboardingAction, type OnboardingState } from './onboarding-state.ts';

const run = (actions: OnboardingAction[], from: OnboardingState = initialOnboardingState('platforms')) => actions.reduce(onboardingReducer, from);

describe('choosing platforms', () => {
  it('keeps the order of choosing, and choosing again removes', () => {
    const state = run([
      { type: 'toggle', appId: 'b' },
      { type: 'toggle', appId: 'a' },
      { type: 'toggle', appId: 'c' },
      { type: 'toggle', appId: 'a' },
    ]);
    expect(state.selectedIds).toEqual(['b', 'c']);
  });

  it('does not start the links with nothing chosen', () => {
    expect(run([{ type: 'start-links' }]).step).toBe('platforms');
  });
});

describe('pasting links one platform at a time', () => {
  const chosen = run([{ type: 'toggle', appId: 'a' }, { type: 'toggle', appId: 'b' }, { type: 'start-links' }]);

  it('moves on after each confirmed link and stays on the last one', () => {
    const state = run([{ type: 'confirm-link' }, { type: 'confirm-link' }], chosen);
    expect(state.linkIndex).toBe(1);
    expect(isLastLink(state)).toBe(true);
    expect(state.confirmedIds).toEqual(['a', 'b']);
  });

  it('goes back a platform, and from the first back to choosing', () => {
    const second = run([{ type: 'confirm-link' }, { type: 'previous-link' }], chosen);
    expect(second).toMatchObject({ step: 'links', linkIndex: 0 });
    expect(run([{ type: 'previous-link' }], second).step).toBe('platforms');
  });

  it('saves only the valid links the person continued past', () => {
    const state = run(
      [
        { type: 'draft', appId: 'a', text: '  https://monzo.me/alice123  ' },
        { type: 'confirm-link' },
        { type: 'draft', appId: 'b', text: 'https://example.com/invite/bob42' },
        { type: 'skip-remaining' },
      ],
      chosen,
    );
    expect(choicesOf(state)).toEqual([
      { appId: 'a', link: 'https://monzo.me/alice123', code: null },
      { appId: 'b', link: null, code: null },
    ]);
  });

  it('skipping forgets links confirmed earlier for the platforms it skips', () => {
    const state = run(
      [
        { type: 'draft', appId: 'a', text: 'https://example.com/invite/alice' },
        { type: 'draft', appId: 'b', text: 'https://example.com/invite/bobby' },
        { type: 'confirm-link' },
        { type: 'confirm-link' },
        { type: 'previous-link' },
        { type: 'skip-remaining' },
      ],
      chosen,
    );
    expect(choicesOf(state).map((choice) => choice.link)).toEqual([null, null]);
  });
});
