import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { HttpError } from '#web/api/http.ts';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { LoadFailed } from '#web/components/ui/alert.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { Skeleton, SkeletonBlock, SkeletonCard } from '#web/components/ui/skeleton.tsx';
import { BackLinks } from './back-links.tsx';

type ThreadPageWords = {
  /** The page's title while there is nothing to show. */
  title: string;
  loading: string;
  /** A 404: not one of the person's (or no such thing). */
  missing: string;
  failed: string;
};

type ThreadPageProps<Thread> = {
  query: UseQueryResult<Thread>;
  words: ThreadPageWords;
  /** The list it belongs to, the second way back. */
  list: { to: string; label: string };
  children: (thread: Thread) => ReactNode;
};

/** The page of one thread (a report, a support request): the ways back, then the thread once loaded, or why it is not there. */
export function ThreadPage<Thread>({ query, words, list, children }: ThreadPageProps<Thread>) {
  function content() {
    if (query.isPending) return <ThreadSkeleton label={words.loading} />;
    if (query.isError) {
      return (
        <>
          <PageTitle title={words.title} />
          <div className="mt-6">
            {query.error instanceof HttpError && query.error.status === 404 ? (
              <p className="text-neutral-700">{words.missing}</p>
            ) : (
              <LoadFailed onRetry={() => void query.refetch()}>{words.failed}</LoadFailed>
            )}
          </div>
        </>
      );
    }
    return children(query.data);
  }

  return (
    <PageContainer>
      <BackLinks list={list} />
      <div className="mt-6">{content()}</div>
    </PageContainer>
  );
}

/** A thread on its way: its title and status, what it is about, and two messages. */
function ThreadSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label} className="flex max-w-3xl flex-col gap-6">
      <div>
        <SkeletonBlock className="h-9 w-3/4 max-w-md sm:h-10" />
        <SkeletonBlock className="mt-3 h-6 w-24 rounded-full" />
      </div>
      <SkeletonCard lines={2} />
      <SkeletonCard lines={3} className="sm:mr-12" />
      <SkeletonCard lines={2} className="sm:ml-12" />
    </Skeleton>
  );
}
