import { checkReferralLink, linkNeedsTypedCode, type LinkApp } from '#contract/referral-codes/rules.ts';

export type OnboardingStepId = 'platforms' | 'links' | 'account';

/**
 * What a person has chosen and typed during onboarding. It lives above the steps, so going back,
 * switching between sign-up and sign-in, or a failed save loses none of it.
 */
export type OnboardingState = {
  step: OnboardingStepId;
  /** Chosen apps, in the order they were chosen (step 2 follows this order). */
  selectedIds: readonly string[];
  /** The link typed for each app, valid or not. */
  drafts: Readonly<Record<string, string>>;
  /** The code typed beside a link whose code could not be read with confidence, per app. */
  codes: Readonly<Record<string, string>>;
  /** The platform step 2 shows, as an index into selectedIds. */
  linkIndex: number;
  /** Apps whose link the person continued past; only these links are saved. */
  confirmedIds: readonly string[];
};

export type OnboardingAction =
  | { type: 'toggle'; appId: string }
  | { type: 'draft'; appId: string; text: string }
  | { type: 'code'; appId: string; text: string }
  | { type: 'go'; step: OnboardingStepId }
  | { type: 'start-links' }
  | { type: 'previous-link' }
  | { type: 'confirm-link' }
  | { type: 'skip-remaining' };

export function initialOnboardingState(step: OnboardingStepId): OnboardingState {
  return { step, selectedIds: [], drafts: {}, codes: {}, linkIndex: 0, confirmedIds: [] };
}

export function onboardingReducer(state: OnboardingState, action: OnboardingAction): OnboardingState {
  switch (action.type) {
    case 'toggle': {
      const selected = state.selectedIds.includes(action.appId);
      return { ...state, selectedIds: selected ? state.selectedIds.filter((id) => id !== action.appId) : [...state.selectedIds, action.appId] };
    }
    case 'draft':
      return { ...state, drafts: { ...state.drafts, [action.appId]: action.text } };
    case 'code':
      return { ...state, codes: { ...state.codes, [action.appId]: action.text } };
    case 'go':
      return { ...state, step: action.step };
    case 'start-links':
      return state.selectedIds.length === 0 ? state : { ...state, step: 'links', linkIndex: 0 };
    case 'previous-link':
      return state.linkIndex === 0 ? { ...state, step: 'platforms' } : { ...state, linkIndex: state.linkIndex - 1 };
    case 'confirm-link': {
      const current = state.selectedIds[state.linkIndex];
      if (current === undefined) return state;
      const confirmedIds = state.confirmedIds.includes(current) ? state.confirmedIds : [...state.confirmedIds, current];
      const isLast = state.linkIndex >= state.selectedIds.length - 1;
      return { ...state, confirmedIds, linkIndex: isLast ? state.linkIndex : state.linkIndex + 1 };
    }
    case 'skip-remaining': {
      const remaining = new Set(state.selectedIds.slice(state.linkIndex));
      return { ...state, confirmedIds: state.confirmedIds.filter((id) => !remaining.has(id)) };
    }
  }
}

export function isLastLink(state: OnboardingState): boolean {
  return state.linkIndex >= state.selectedIds.length - 1;
}

export type Choice = { appId: string; link: string | null; code: string | null };

/**
 * What to save: every chosen app, with its link when the person confirmed a valid one, and the code
 * they typed beside it, if any (the step shows that field only when the link's code was not read
 * with confidence, and the server checks it against the link again).
 */
export function choicesOf(state: OnboardingState, apps: readonly (LinkApp & { id: string })[] = []): Choice[] {
  return state.selectedIds.map((appId) => {
    const draft = state.drafts[appId] ?? '';
    const app = apps.find((candidate) => candidate.id === appId);
    const typed = app && linkNeedsTypedCode(draft, app) ? (state.codes[appId] ?? '').trim() || null : null;
    const usable = state.confirmedIds.includes(appId) && checkReferralLink(draft, app, typed).ok;
    return { appId, link: usable ? draft.trim() : null, code: usable ? typed : null };
  });
}
