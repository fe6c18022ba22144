import { Link } from 'react-router';
import { useSignedInContext } from '#web/lib/signed-in-context.ts';
import { LogoMark } from '../ui/logo.tsx';
import { PRODUCT_NAME } from '#web/lib/use-document-title.ts';

type FooterLink = { label: string; to: string };

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-neutral-900">{title}</h2>
      <ul className="mt-2 space-y-1 sm:mt-3">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="inline-flex min-h-7 items-center rounded text-sm text-neutral-600 hover:text-brand-700 hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Real routes only: what a visitor or a signed-in person can open from here. */
function footerLinks(signedIn: boolean): { product: FooterLink[]; company: FooterLink[] } {
  const product: FooterLink[] = signedIn
    ? [
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'How It Works', to: '/how-it-works' },
        { label: 'Browse apps', to: '/apps' },
        { label: 'My Referral Codes', to: '/my-apps' },
        { label: 'Notifications', to: '/notifications' },
        { label: 'My Reports', to: '/reports' },
        { label: 'Contact support', to: '/support' },
      ]
    : [
        { label: 'How It Works', to: '/how-it-works' },
        { label: 'Browse apps', to: '/apps' },
        { label: 'Get Started', to: '/onboarding' },
        { label: 'Log In', to: '/onboarding?mode=login' },
      ];
  const company: FooterLink[] = [
    { label: 'FAQ', to: '/how-it-works#faq' },
    { label: 'Privacy notice', to: '/privacy' },
    { label: 'Terms of use', to: '/terms' },
    { label: 'Referral disclosure', to: '/disclosure' },
    { label: 'Administrator sign-in', to: '/admin' },
  ];
  return { product, company };
}

export function Footer() {
  const { product, company } = footerLinks(useSignedInContext());

  return (
    <footer className="border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-6 px-4 py-8 sm:px-6 sm:py-10 md:grid-cols-[2fr_1fr_1fr] md:gap-8">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <p className="flex items-center gap-2 font-bold text-neutral-900">
            <LogoMark className="size-6" />
            {PRODUCT_NAME}
          </p>
          <p className="mt-2 text-sm text-neutral-600 sm:mt-3">
            People in the UK sharing referral codes for the apps they use. Bonuses are set and paid by each app, so they can change and are not guaranteed.
          </p>
        </div>
        <LinkColumn title="Product" links={product} />
        <LinkColumn title="Company" links={company} />
      </div>
      <p className="border-t border-neutral-200 px-4 py-3 text-center text-sm text-neutral-600 sm:py-4">
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </p>
    </footer>
  );
}
