import type { PublicPage } from '#contract/apps/schema.ts';
import { HowItWorksContent } from '#web/screens/how-it-works/how-it-works-content.tsx';
import { wrongKind } from '../public-page.tsx';

/** /how-it-works as the server renders it, for visitors (a signed-in person gets the app: client-entry.tsx). */
export default function HowItWorksPage({ page }: { page: PublicPage }) {
  if (page.kind !== 'how-it-works') wrongKind(page, 'how-it-works');
  return <HowItWorksContent apps={page.apps} sample={page.sample} failed={false} />;
}
