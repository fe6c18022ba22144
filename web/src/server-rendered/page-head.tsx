import { CATEGORY_NAMES } from '#contract/apps/rules.ts';
import { appPageDescription, appPageTitle, refereeRewardText } from '#web/screens/app-page/app-page-facts.ts';
import { PRODUCT_NAME, documentTitle } from '#web/lib/use-document-title.ts';
import { scriptSafeJson } from './page-data.ts';
import type { PublicPage } from '#contract/apps/schema.ts';

/** `title` names the page in link previews; the document's title is it and the product's name (the landing page's is the name alone). */
type Head = { title: string; documentTitle?: string; description: string; indexable: boolean; structured: object | null };

/** JSON-LD for an app page: the page, and the offer on it (a code, free to claim, for the app's sign-up bonus). */
function appStructuredData(page: Extract<PublicPage, { kind: 'app' }>['page'], url: string, origin: string): object {
  const { app } = page;
  const bonus = refereeRewardText(app);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: appPageTitle(page),
    description: appPageDescription(page),
    url,
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Apps', item: `${origin}/apps` },
        { '@type': 'ListItem', position: 2, name: CATEGORY_NAMES[app.category], item: `${origin}/apps/category/${app.category}` },
        { '@type': 'ListItem', position: 3, name: app.name, item: url },
      ],
    },
    mainEntity: {
      '@type': 'Offer',
      name: `${app.name} referral code`,
      description: bonus ? `A member's ${app.name} referral code: ${bonus} sign-up bonus from ${app.name}.` : `A member's ${app.name} referral code.`,
      url,
      price: '0',
      priceCurrency: 'GBP',
      eligibleRegion: { '@type': 'Country', name: 'GB' },
      availability: page.codes_available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      inventoryLevel: { '@type': 'QuantitativeValue', value: page.codes_available },
      category: CATEGORY_NAMES[app.category],
      ...(app.expiry_date ? { validThrough: app.expiry_date } : {}),
      offeredBy: { '@type': 'Organization', name: PRODUCT_NAME, url: origin },
      itemOffered: { '@type': 'Service', name: `${app.name} sign-up bonus`, provider: { '@type': 'Organization', name: app.name } },
    },
  };
}

function headOf(page: PublicPage, url: string, origin: string): Head {
  switch (page.kind) {
    case 'landing':
      return {
        title: `${PRODUCT_NAME}: share and claim referral codes for UK apps`,
        documentTitle: PRODUCT_NAME,
        description: `${PRODUCT_NAME} pairs people in the UK who hold referral codes for apps with people about to sign up, so both can collect the app's welcome bonus.`,
        indexable: true,
        structured: { '@context': 'https://schema.org', '@type': 'WebSite', name: PRODUCT_NAME, url },
      };
    case 'how-it-works':
      return {
        title: 'How It Works',
        description: `How ${PRODUCT_NAME} works: share your referral codes for the apps you use, or claim one for an app you are about to join, and follow the match until the app's bonus arrives.`,
        indexable: true,
        structured: null,
      };
    case 'app':
      return {
        title: appPageTitle(page.page),
        description: appPageDescription(page.page),
        indexable: true,
        structured: appStructuredData(page.page, url, origin),
      };
    case 'catalogue': {
      const what = page.category ? `${CATEGORY_NAMES[page.category]} apps` : 'UK apps';
      return {
        title: page.category ? `${CATEGORY_NAMES[page.category]} referral codes and sign-up bonuses` : 'Referral codes and sign-up bonuses for UK apps',
        description: `Referral codes for ${page.apps.length} ${what}, shared by members of ${PRODUCT_NAME}: see each sign-up bonus and claim a code for free.`,
        indexable: true,
        structured: null,
      };
    }
    case 'ended':
      return {
        title: `The ${page.app.name} referral offer has ended`,
        description: `${page.app.name} is not taking referrals through ${PRODUCT_NAME} at the moment.`,
        indexable: false,
        structured: null,
      };
    case 'unknown':
      return { title: `No such ${page.what}`, description: `There is no ${page.what} at this address on ${PRODUCT_NAME}.`, indexable: false, structured: null };
  }
}

/** The page's head: title, description, canonical address, Open Graph and, for an app, its JSON-LD; pages that are gone ask not to be indexed. */
export function PageHead({ page, url, origin }: { page: PublicPage; url: string; origin: string }) {
  const head = headOf(page, url, origin);
  const title = head.documentTitle ?? documentTitle(head.title);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={head.description} />
      {head.indexable ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${origin}/og-image.png`} />
      <meta name="twitter:card" content="summary_large_image" />
      {head.structured && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(head.structured) }} />}
    </>
  );
}
