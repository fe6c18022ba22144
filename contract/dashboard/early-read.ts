/**
 * The dashboard's answer asked for by the page itself, as the browser reads it, before the app's
 * code has arrived: the server writes this script into the page it sends for /dashboard
 * (server/plugins/app-shell.ts, allowed by its hash in the Content-Security-Policy), and the app's
 * first GET /api/dashboard with the same token takes the answer under way instead of asking again
 * (web/src/api/early-read.ts). docs/decisions/screens.md, "The dashboard's answer asked for early".
 */
export const EARLY_READ = {
  /** Where the page leaves the answer under way: `{ token, answer }`. */
  global: '__earlyDashboardRead',
  path: '/api/dashboard',
  /** localStorage: the user's bearer token, as the app keeps it (web/src/api/session-store.ts). */
  tokenKey: 'authToken',
  /** The query parameter the app adds so no cache along the way answers (web/src/api/session-rules.ts). */
  cacheBustingParam: '_t',
} as const;

/**
 * The script's text: fixed, so its hash stays the same from one page to the next. A failure to
 * reach the server is the app's to meet when it takes the answer; until then it is not reported.
 */
export const EARLY_READ_SCRIPT = [
  '(function(){try{',
  `var t=localStorage.getItem(${JSON.stringify(EARLY_READ.tokenKey)});if(!t)return;`,
  `var a=fetch(${JSON.stringify(`${EARLY_READ.path}?${EARLY_READ.cacheBustingParam}=`)}+Date.now(),{headers:{Accept:"application/json",Authorization:"Bearer "+t}});`,
  'a.catch(function(){});',
  `window[${JSON.stringify(EARLY_READ.global)}]={token:t,answer:a}`,
  '}catch(e){}})()',
].join('');
