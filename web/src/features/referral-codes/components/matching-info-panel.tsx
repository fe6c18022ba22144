/** "How Referral Code Matching Works": what really happens to a shared link (docs/decisions/marketplace.md, Claims). */
export function MatchingInfoPanel({ paidFeaturesOn }: { paidFeaturesOn: boolean }) {
  return (
    <section aria-labelledby="matching-info-title" className="rounded-2xl border border-neutral-200 bg-neutral-50 p-5 sm:p-6">
      <h2 id="matching-info-title" className="text-lg font-bold text-neutral-900">
        How Referral Code Matching Works
      </h2>
      <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-neutral-700">
        <li>Your code is handed only to someone who asks for that app.</li>
        <li>
          Codes for the same app take turns: the one matched least recently goes next, so every referrer gets a fair share.
          {paidFeaturesOn && ' Premium members’ codes are offered first.'}
        </li>
        <li>Each link is handed out up to its limit of uses (5 unless set otherwise), then it is no longer handed out.</li>
        <li>You get a notification when someone claims your code. The app itself decides and pays the reward once their sign-up qualifies.</li>
        <li>Deleting a link, or removing its app, stops new matches; people already signing up with it carry on.</li>
      </ul>
    </section>
  );
}
