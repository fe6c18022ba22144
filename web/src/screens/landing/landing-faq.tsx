import { Link } from 'react-router';
import { ProductFaq } from '#web/features/apps/components/faq/product-faq.tsx';
import type { CatalogueFigures } from '#web/features/apps/logic/catalogue-figures.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

export function LandingFaq({ figures }: { figures: CatalogueFigures | null }) {
  return (
    <TitledSection title="Frequently asked questions" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16" titleClassName="text-xl sm:text-3xl">
      <div className="mt-4 sm:mt-8">
        <ProductFaq figures={figures} />
      </div>
      <p className="mt-4 text-neutral-700 sm:mt-6">
        Want the details, with worked examples of what you could earn?{' '}
        <Link to="/how-it-works" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          See how it works
        </Link>
        .
      </p>
    </TitledSection>
  );
}
