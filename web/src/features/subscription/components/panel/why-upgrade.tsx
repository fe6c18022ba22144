import { useId } from 'react';
import type { PricingResponse } from '#contract/subscription/schema.ts';

/** The "Why upgrade" section, worded by the pricing call's value_proposition. */
export function WhyUpgrade({ proposition }: { proposition: PricingResponse['value_proposition'] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <h2 id={titleId} className="text-xl font-bold text-neutral-900">
        {proposition.title}
      </h2>
      <p className="mt-2 text-neutral-800">{proposition.description}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-neutral-800">
        {proposition.examples.map((example) => (
          <li key={example}>{example}</li>
        ))}
      </ul>
    </section>
  );
}
