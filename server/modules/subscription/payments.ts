import type { PaymentMode } from '#contract/subscription/schema.ts';

/** The account a payment is for. */
type PayingAccount = { userId: string; email: string };

/**
 * How Premium is paid for. Routes and the subscription service talk only to this; a card provider
 * is added as a second implementation chosen in `paymentProvider()`, without touching the routes.
 */
export interface PaymentProvider {
  readonly mode: PaymentMode;
  /** What the screen tells a person about paying, before they upgrade. */
  readonly notice: string;
  /** Starts a paid period for the account; answers when it ends and what the person is told about the charge. */
  startPremium(account: PayingAccount, now: Date): Promise<{ expiresAt: Date; cardCharged: boolean; note: string }>;
  /** Stops the account's paid period (no further charges). */
  stopPremium(account: PayingAccount, now: Date): Promise<void>;
}

/** The same day next month, or that month's last day when it is shorter (31 January -> 28 or 29 February). */
export function oneMonthAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const daysInMonth = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), daysInMonth));
  return end;
}

/** The spec's demonstration: a month of Premium at once, no card taken, nothing to stop. */
const demonstrationPayments: PaymentProvider = {
  mode: 'demonstration',
  notice: 'This is a demonstration: upgrading switches your account to Premium for one month straight away. No card is taken and nothing is charged.',
  startPremium: async (_account, now) => ({
    expiresAt: oneMonthAfter(now),
    cardCharged: false,
    note: 'This was a demonstration: no card was taken and nothing was charged.',
  }),
  stopPremium: async () => {},
};

/** The payment provider in use. */
export function paymentProvider(): PaymentProvider {
  return demonstrationPayments;
}
