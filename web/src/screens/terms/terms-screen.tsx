import { Link } from 'react-router';
import { FREE_PLAN_MATCHES, PREMIUM_PRICE_PENCE } from '#contract/subscription/rules.ts';
import { DEFAULT_CLAIM_EXPIRY_DAYS } from '#contract/matches/rules.ts';
import { LegalPage, LegalSection } from '#web/components/layout/legal-page.tsx';
import { PRODUCT_NAME } from '#web/lib/use-document-title.ts';

const PREMIUM_PRICE = `£${(PREMIUM_PRICE_PENCE / 100).toFixed(2)}`;

/** /terms: the rules of using the exchange, in plain words, matching what the service does today. */
export function TermsScreen() {
  return (
    <LegalPage
      title="Terms of use"
      updated="2026-11-25"
      summary={`The rules for using ${PRODUCT_NAME}: what we do, what we ask of you, and what we cannot promise.`}
    >
      <LegalSection title="What the service is">
        <p>
          {PRODUCT_NAME} is a place where people in the UK share the referral links of apps they already use, and people about to join those apps claim one and
          sign up with it. We pair a referee with a referrer’s code and track the match from the claim until the app’s bonus arrives.
        </p>
        <p>
          We are not one of the apps, we do not pay bonuses, and nothing here is financial advice. The <Link to="/disclosure">referral disclosure</Link>{' '}
          explains how referral bonuses work.
        </p>
      </LegalSection>

      <LegalSection title="Who can use it">
        <ul>
          <li>You must live in the UK and be 18 or over.</li>
          <li>One account per person. Keep your password to yourself, and keep your e-mail address up to date.</li>
          <li>Your username is shown to other members, so do not use one that is offensive or pretends to be someone else.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Your responsibilities">
        <ul>
          <li>Share only your own, genuine referral links, for apps you use yourself. A link must be on the app’s own web address.</li>
          <li>
            Follow each app’s own terms for its referral scheme. Do not use the exchange to get round them: no referring yourself, no second accounts, and no
            signing up just to collect a bonus the app’s terms do not allow.
          </li>
          <li>Mark a sign-up as complete only when you have really signed up, and confirm a bonus only when it has really arrived.</li>
          <li>Be honest in reports and reviews, and be civil to other members.</li>
          <li>Add only screenshots about your match, and cover up anything private that is not needed, such as account numbers.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Bonuses">
        <p>
          Bonuses are set and paid by the apps, not by us. Each app decides who qualifies, its conditions (such as a first payment, a deposit or a minimum
          spend) and when it pays, and can change or withdraw its offer at any time. The amounts we show are the app’s offer as we last recorded it. We cannot
          guarantee that any bonus will be paid, and we take no cut of any bonus.
        </p>
      </LegalSection>

      <LegalSection title="Matches">
        <p>
          When you claim a code, follow its instructions, sign up with the app and mark the sign-up as complete. A claim that nobody marks as signed up within
          the offer’s time ({DEFAULT_CLAIM_EXPIRY_DAYS} days unless it says otherwise) expires, and the code goes back to its owner. Either of you can confirm
          when the bonus has arrived.
        </p>
      </LegalSection>

      <LegalSection title="Reports and disputes">
        <p>
          If something goes wrong, report it on the match. The other person can answer in the report’s thread, either of you can add screenshots, and our team
          reads every report and decides it. A decision can be no further action, pausing or withdrawing the code, or deactivating the reported member’s
          account. A report upheld about a missing bonus or a code that did not work counts in the referrer’s track record.
        </p>
        <p>We cannot make an app pay a bonus: only the app can. For a bonus that has not arrived, contact the app’s own support as well.</p>
      </LegalSection>

      <LegalSection title="What we can do">
        <ul>
          <li>
            Pause a code reported as not working: when two different referees report that a code did not work or led to the wrong place, it stops being offered
            at once, until its owner replaces the link or our team finds the reports were wrong.
          </li>
          <li>Withdraw codes, and remove apps from the catalogue when their offers end.</li>
          <li>
            Deactivate an account used for abuse, fraud or against these terms. A deactivated account cannot sign in, and its codes are no longer offered.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Plans">
        <p>
          The Free plan costs nothing and allows {FREE_PLAN_MATCHES} matches in total. Premium, at {PREMIUM_PRICE} a month, removes that limit and puts your
          codes first in matching. These limits apply only while plans are switched on; when they are off, every account has unlimited matches.
        </p>
        <p>
          For now, upgrading is a demonstration: it switches your account to Premium for one month straight away, no card is taken and nothing is charged.
          Cancelling ends Premium at once. If we start taking payments, we will update these terms first and show you the price before you pay.
        </p>
      </LegalSection>

      <LegalSection title="Closing your account">
        <p>
          You can delete your account at any time from the Danger Zone of your profile. The <Link to="/privacy#how-long">privacy notice</Link> explains what is
          removed and what stays.
        </p>
      </LegalSection>

      <LegalSection title="Our liability">
        <p>
          We work to keep the service running and its information right, but we provide it as it is and cannot promise it will always be available or free of
          mistakes. We are not responsible for what the apps decide, such as whether to accept you or pay a bonus, or for what other members do.
        </p>
        <p>
          Nothing in these terms limits our liability where the law does not allow it to be limited, such as for death or personal injury caused by our
          negligence, or for fraud, and nothing here affects your legal rights as a consumer.
        </p>
      </LegalSection>

      <LegalSection title="Changes to these terms">
        <p>
          We may change these terms as the service changes. When we do, we update this page and the date at the top. If you do not agree with a change, you can
          stop using the service and delete your account.
        </p>
      </LegalSection>

      <LegalSection title="The law and contact">
        <p>
          These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you can also bring a claim in your own courts.
        </p>
        <p>
          For a problem with a match, report it on the match: our team answers in the report’s thread. How we handle your data is in the{' '}
          <Link to="/privacy">privacy notice</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
