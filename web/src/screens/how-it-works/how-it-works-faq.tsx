import { ProductFaq } from '#web/features/apps/components/faq/product-faq.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import type { CatalogueFigures } from '#web/features/apps/logic/catalogue-figures.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

const FAQ_ID = 'faq';

/** The eight questions, and the way to sign up for anyone who has more. */
export function HowItWorksFaq({ figures }: { figures: CatalogueFigures | null }) {
  return (
    <TitledSection title="Frequently asked questions" id={FAQ_ID} className="mt-16 scroll-mt-6">
      <div className="mt-6 max-w-3xl">
        <ProductFaq figures={figures} />
      </div>
      <div className="mt-8 flex max-w-3xl flex-col items-start gap-3 rounded-2xl bg-neutral-50 p-6">
        <p className="font-semibold text-neutral-900">Still have a question?</p>
        <p className="text-neutral-700">The quickest way to see the rest is to try it: signing up is free, and you can look around before sharing anything.</p>
        <ButtonLink to="/onboarding" size="lg">
          Get Started and Ask Our Team
        </ButtonLink>
      </div>
    </TitledSection>
  );
}
