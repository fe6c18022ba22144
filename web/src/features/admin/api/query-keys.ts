/** Admin screens word their failures themselves (admin-side.md §8), so the session layer adds no second toast. */
export const ownWords = { errorToast: false } as const;
