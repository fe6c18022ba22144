export const NO_MEMBER = 'There is no member with that username';

/**
 * The rows a member page and the pages of their reviews are read from, as SQL text: the member `u`
 * found by username in any case (`username`, an SQL text expression), with their kept track record
 * counters `t`. Anyone else (closed or deactivated, or an administrator, whose username is no one's
 * business) is no row, which the pages answer 404.
 */
export function memberSqlText(username: string): string {
  return `users u LEFT JOIN track_records t ON t.user_id = u.id
    WHERE lower(u.username) = lower(${username}) AND u.is_active AND NOT u.is_admin`;
}
