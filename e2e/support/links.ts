/** A referral link on the app's own domain, as a referrer's real one is: a link elsewhere is refused. */
export function linkFor(app: { referral_link_domains: string[] }, code: string): string {
  return `https://${app.referral_link_domains[0] ?? 'example.com'}/invite/${code}`;
}
