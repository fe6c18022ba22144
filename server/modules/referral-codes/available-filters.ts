import { refereeRewardTopSqlText } from '#contract/apps/rules.ts';
import { appSearchTextSqlText, type OfferFilters } from '#contract/apps/search.ts';
import { averageRatingSqlText, completionRateSqlText } from '#contract/members/rules.ts';
import { foldForSearch } from '#contract/shared/search.ts';
import { containsPattern } from '#server/db/like.ts';
import { byAppNameSqlText } from '../apps/service.ts';

/**
 * The parts of the available-codes statement a search, a category and a sort change. Each kind of
 * filter is a statement of its own (`name`), prepared once per connection: its conditions are written
 * out, so even a generic plan can use the apps' trigram index, and a kind of filter not asked for
 * costs nothing. Without filters the statement is the one it always was (name '').
 */
export type OfferFilterSql = {
  /** '' without filters, else what this kind of filter adds to the statement's name. */
  name: string;
  /** The conditions on the apps table under its alias, each after an AND; '' for none. */
  where: (apps: string) => string;
  /** The order, over the apps table and the sharer's track record (the lateral pick's columns) under their aliases. */
  orderBy: (apps: string, pick: string) => string;
  /** The values of the conditions' parameters, numbered from `firstParam` on. */
  params: string[];
};

/** `trackSummaryJsonSqlText`'s completion rate and rating, over a pick's track-record columns. */
function bySharerSqlText(pick: string): string {
  const count = (column: string) => `coalesce(${pick}.${column}, 0)`;
  return `${completionRateSqlText(count('referrer_completed'), count('referrer_ended'))} DESC NULLS LAST,
    ${averageRatingSqlText(count('rating_sum'), count('rating_count'))} DESC NULLS LAST`;
}

export function offerFilterSql(filters: OfferFilters, firstParam: number): OfferFilterSql {
  const params: string[] = [];
  const conditions: ((apps: string) => string)[] = [];
  const kinds: string[] = [];
  if (filters.search) {
    const param = `$${firstParam + params.length}`;
    params.push(containsPattern(foldForSearch(filters.search)));
    conditions.push((apps) => `fold_for_search(${appSearchTextSqlText(apps)}) LIKE ${param}`);
    kinds.push('search');
  }
  if (filters.category) {
    const param = `$${firstParam + params.length}`;
    params.push(filters.category);
    conditions.push((apps) => `${apps}.category = ${param}::app_category`);
    kinds.push('category');
  }
  const sort = filters.sort ?? 'name';
  if (sort !== 'name') kinds.push(sort);
  return {
    name: kinds.map((kind) => `_${kind}`).join(''),
    where: (apps) => conditions.map((condition) => `\n    AND ${condition(apps)}`).join(''),
    orderBy: (apps, pick) => {
      const byName = byAppNameSqlText(apps);
      if (sort === 'reward') return `${refereeRewardTopSqlText(apps)} DESC, ${byName}`;
      if (sort === 'newest') return `${apps}.created_at DESC, ${byName}`;
      if (sort === 'rating') return `${bySharerSqlText(pick)}, ${byName}`;
      return byName;
    },
    params,
  };
}
