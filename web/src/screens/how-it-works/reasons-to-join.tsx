import { CardList, PLAIN_ON_PHONES } from '#web/components/ui/card-list.tsx';
import type { CatalogueFigures } from '#web/features/apps/logic/catalogue-figures.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';
import { LineIcon } from '#web/components/ui/line-icon.tsx';

type Reason = { title: string; body: string };

function reasons(figures: CatalogueFigures | null): Reason[] {
  const apps = figures && figures.appCount > 0 ? `${figures.appCount} UK apps` : 'UK apps';
  return [
    { title: 'Free to use', body: 'No fee to join, share or claim, and no cut of any bonus: each app pays its bonus to you directly.' },
    { title: 'Both sides can earn', body: 'Many apps reward both the new customer and the person who referred them. You can be either, for different apps.' },
    { title: 'Real offers', body: `${apps} in banking, investing, crypto, shopping, rides, food and streaming, each with its bonus and conditions spelt out.` },
    {
      title: 'Tracked to the reward',
      body: 'Each match shows where it stands and when its reward is due, and either side confirms receipt. A claim nobody uses expires, and the code goes back.',
    },
    {
      title: 'Records you can check',
      body: 'Every sharer shows how many matches paid out, how many completed and their rating, all counted from real matches, with reviews on their page.',
    },
    {
      title: 'Problems get an answer',
      body: 'Report a code that fails or a bonus that never came. The other side can answer, you can add screenshots, and our team decides.',
    },
    { title: 'Links checked', body: 'A referral link must be on its app’s own web address, so the code you claim is for the app you asked for.' },
    {
      title: 'Fair turns for referrers',
      body: 'The codes shared for an app take turns, and a code people report as not working leaves the line until it is fixed.',
    },
    {
      title: 'Private by design',
      body: 'Members see only your username. Only the person matched with you on a code sees the part of your email before the @, on that match. You never share bank details with anyone here.',
    },
  ];
}

function Tick() {
  return (
    <LineIcon viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-success-700" strokeWidth={2.5}>
      m4.5 10.5 3.5 3.5 7.5-8
    </LineIcon>
  );
}

export function ReasonsToJoin({ figures }: { figures: CatalogueFigures | null }) {
  return (
    <TitledSection title="Reasons to join" className="mt-16">
      <CardList
        layout="inline"
        items={reasons(figures).map((reason) => ({ ...reason, marker: <Tick /> }))}
        itemClassName={PLAIN_ON_PHONES}
        className="mt-6 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      />
    </TitledSection>
  );
}
