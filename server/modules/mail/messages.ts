import { RESET_LINK_MINUTES, SIGN_IN_LINK_MINUTES } from '#contract/auth/rules.ts';

/** One e-mail in the product's words: a plain-text body, a simple HTML one, and why the person gets it. */
export type Mail = { kind: string; subject: string; text: string; html: string; headers?: Record<string, string> };

const PRODUCT = 'Referral Exchange';

/** The site's own colours (web/src/index.css): brand-600 for the button (white on it is 5.5:1), neutral-900 text, neutral-600 and -500 for the small print. */
const COLOURS = { brand: '#0f766e', text: '#0f172a', muted: '#475569', faint: '#637287', rule: '#e1e7ee' } as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Builds both bodies from paragraphs, an optional button link, and the reason line every message
 * ends with ("You are receiving this because ...").
 */
function compose(
  kind: string,
  subject: string,
  parts: { greeting: string; paragraphs: string[]; action?: { label: string; url: string }; reason: string },
): Mail {
  const { greeting, paragraphs, action, reason } = parts;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '--',
    `${PRODUCT}`,
    reason,
    '',
  ].join('\n');
  const html = [
    `<!doctype html><html lang="en-GB"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:${COLOURS.text};line-height:1.5;max-width:560px;margin:0 auto;padding:24px">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${COLOURS.brand};color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:14px;color:${COLOURS.muted}">Or open this address: ${escapeHtml(action.url)}</p>`
      : '',
    `<hr style="border:none;border-top:1px solid ${COLOURS.rule};margin:24px 0"><p style="font-size:13px;color:${COLOURS.faint}">${PRODUCT}<br>${escapeHtml(reason)}</p>`,
    '</body></html>',
  ].join('');
  return { kind, subject, text, html };
}

/** Who a message is to, as the greeting names them: their name, else the username they chose. */
export type Addressee = { name: string | null; username: string };

const greet = ({ name, username }: Addressee) => `Hello ${name || username},`;

/** The link to choose a new password. */
export function passwordResetMail(to: Addressee, link: string): Mail {
  return compose('password_reset', 'Reset your Referral Exchange password', {
    greeting: greet(to),
    paragraphs: [
      `Someone, hopefully you, asked to reset the password of your ${PRODUCT} account. Choose a new one with the link below; it works for ${RESET_LINK_MINUTES} minutes and only once.`,
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: link },
    reason: 'You are receiving this because a password reset was asked for with this address.',
  });
}

/** The way in that guessing cannot block: sent while the account refuses unknown browsers after many failed sign-ins. */
export function signInLinkMail(to: Addressee, link: string): Mail {
  return compose('sign_in_link', 'Sign in to Referral Exchange with this link', {
    greeting: greet(to),
    paragraphs: [
      `There have been many failed attempts to sign in to your ${PRODUCT} account, so for now it accepts its password only on browsers that have signed in to it before.`,
      `To sign in on another browser, open the link below in it: it signs you in without the password, works for ${SIGN_IN_LINK_MINUTES} minutes and only once, and that browser is trusted from then on.`,
      'If the failed attempts were not yours, someone may be guessing your password: choose a long one you use nowhere else. Nobody can sign in with this link unless they can read your e-mail.',
    ],
    action: { label: 'Sign in', url: link },
    reason: 'You are receiving this because it is about the security of your account.',
  });
}

/** Tells the owner their password changed, in case it was not them. */
export function passwordChangedMail(to: Addressee, signInLink: string): Mail {
  return compose('password_changed', 'Your Referral Exchange password was changed', {
    greeting: greet(to),
    paragraphs: [
      `The password of your ${PRODUCT} account was just changed, and every other device signed in to it was signed out.`,
      'If this was not you, reset your password straight away from the sign-in page and contact us.',
    ],
    action: { label: 'Sign in', url: signInLink },
    reason: 'You are receiving this because it is about the security of your account.',
  });
}

/** Tells an administrator another one turned their second factor off for them, in case they did not ask. */
export function secondFactorResetMail(to: Addressee, byUsername: string, signInLink: string): Mail {
  return compose('second_factor_reset', 'Two-factor authentication was reset on your Referral Exchange account', {
    greeting: greet(to),
    paragraphs: [
      `${byUsername}, an administrator, reset two-factor authentication on your ${PRODUCT} account: your authenticator app's codes and your recovery codes no longer work, and every device signed in to it was signed out.`,
      'Sign in with your password, then set two-factor authentication up again from System Settings.',
      'If you did not ask for this, tell the other administrators straight away and change your password.',
    ],
    action: { label: 'Sign in', url: signInLink },
    reason: 'You are receiving this because it is about the security of your account.',
  });
}

/** The link that proves the address is the person's: at registration, or for a new address. */
export function verifyEmailMail(to: Addressee, link: string, isNewAddress: boolean): Mail {
  return compose('verify_email', 'Confirm your e-mail address for Referral Exchange', {
    greeting: greet(to),
    paragraphs: [
      isNewAddress
        ? `You asked to change the e-mail address of your ${PRODUCT} account to this one. Confirm it with the link below; until then your account keeps its old address.`
        : `Welcome to ${PRODUCT}. Confirm this is your e-mail address with the link below, so that password resets and news about your matches reach you, and others can see your address is verified.`,
      'The link works for 48 hours. If you did not ask for this, you can ignore this message.',
    ],
    action: { label: 'Confirm my e-mail address', url: link },
    reason: 'You are receiving this because this address was given for a Referral Exchange account.',
  });
}

/** Tells the old address that a change to another was asked for, in case it was not its owner. */
export function emailChangeRequestedMail(to: Addressee, newAddress: string, signInLink: string): Mail {
  return compose('email_change_requested', 'A new e-mail address was asked for on your Referral Exchange account', {
    greeting: greet(to),
    paragraphs: [
      `Someone signed in to your ${PRODUCT} account asked to change its e-mail address to ${newAddress}. The change takes effect only when that address is confirmed.`,
      'If this was not you, sign in and change your password straight away.',
    ],
    action: { label: 'Sign in', url: signInLink },
    reason: 'You are receiving this because it is about the security of your account.',
  });
}

/** A notification sent by e-mail as well: its title and words, a link to it, and a one-click way to stop that kind. */
export function notificationMail(to: Addressee, notice: { title: string; message: string }, link: string, kindLabel: string, unsubscribeLink: string): Mail {
  const mail = compose('notification', notice.title, {
    greeting: greet(to),
    paragraphs: [notice.message],
    action: { label: `Open ${PRODUCT}`, url: link },
    reason: `You are receiving this because you asked for e-mails about: ${kindLabel.toLowerCase()}. Stop these e-mails: ${unsubscribeLink}`,
  });
  return mail;
}

/** The weekly summary a member asked for: what moved in their matches, and what waits for them. */
export function weeklySummaryMail(to: Addressee, lines: string[], link: string, unsubscribeLink: string): Mail {
  return compose('notification', 'Your week on Referral Exchange', {
    greeting: greet(to),
    paragraphs: ['Here is what happened with your referrals in the last seven days.', ...lines],
    action: { label: 'Open your dashboard', url: link },
    reason: `You are receiving this because you asked for a weekly summary. Stop these e-mails: ${unsubscribeLink}`,
  });
}
