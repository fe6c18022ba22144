import type { ReactNode } from 'react';
import { CardList } from '#web/components/ui/card-list.tsx';
import { LineIcon } from '#web/components/ui/line-icon.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

type ValuePoint = { title: string; body: string; icon: ReactNode };

const iconClass = 'size-6';

const POINTS: ValuePoint[] = [
  {
    title: 'Free when you sign up with a code',
    body: 'Pick an app you want to join and claim a referral code from someone who already uses it. You follow the app’s own sign-up steps and its bonus terms.',
    icon: <LineIcon className={iconClass}>M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7Zm0 0h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7Z</LineIcon>,
  },
  {
    title: 'Your codes reach people who need them',
    body: 'Add the referral links of the apps you already use. When someone wants to join one of those apps, they can be matched with your code.',
    icon: <LineIcon className={iconClass}>M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7</LineIcon>,
  },
  {
    title: 'Every match tracked to the reward',
    body: 'Each match shows where it stands, from sign-up to the bonus arriving. Sharers’ records come from real matches, and if something goes wrong, our team answers your report.',
    icon: <LineIcon className={iconClass}>M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9</LineIcon>,
  },
];

function Marker({ icon }: { icon: ReactNode }) {
  return <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">{icon}</span>;
}

export function ValuePoints() {
  return (
    <TitledSection title="Why people use it" className="mx-auto max-w-6xl px-4 pt-4 pb-16 sm:px-6" titleClassName="sm:text-3xl">
      <CardList items={POINTS.map((point) => ({ ...point, marker: <Marker icon={point.icon} /> }))} className="mt-8 gap-6 md:grid-cols-3" />
    </TitledSection>
  );
}
