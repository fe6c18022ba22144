import { Link } from 'react-router';
import { ProductFaq } from '../../components/faq/product-faq.tsx';
import type { CatalogueFigures } from '../../lib/catalogue-figures.ts';

export function LandingFaq({ figures }: { figures: CatalogueFigures | null }) {
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id="faq-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Frequently asked questions
      </h2>
      <div className="mt-8">
        <ProductFaq figures={figures} />
      </div>
      <p className="mt-6 text-slate-700">
        Want the details, with worked examples of what you could earn?{' '}
        <Link to="/how-it-works" className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-800">
          See how it works
        </Link>
        .
      </p>
    </section>
  );
}
